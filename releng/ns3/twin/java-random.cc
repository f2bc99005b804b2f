#include "java-random.h"

namespace dclab
{

namespace
{
const uint64_t GOLDEN_GAMMA = 0x9e3779b97f4a7c15ULL;

uint64_t
Mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int32_t
Mix32(uint64_t z)
{
    z = (z ^ (z >> 33)) * 0x62a9d9ed799705f5ULL;
    return int32_t(uint32_t(((z ^ (z >> 28)) * 0xcb24d0a5c88c35b3ULL) >> 32));
}

uint64_t
Fnv1a(const std::string& s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char b : s)
    {
        h ^= b;
        h *= 0x100000001b3ULL;
    }
    return h;
}
} // namespace

SplittableRandom::SplittableRandom(uint64_t seed)
    : m_seed(seed)
{
}

SplittableRandom
SplittableRandom::Stream(uint64_t masterSeed, const std::string& name)
{
    return SplittableRandom(Mix64(masterSeed * GOLDEN_GAMMA + Fnv1a(name)));
}

uint64_t
SplittableRandom::NextSeed()
{
    return m_seed += GOLDEN_GAMMA;
}

uint64_t
SplittableRandom::NextLong()
{
    return Mix64(NextSeed());
}

int32_t
SplittableRandom::NextInt()
{
    return Mix32(NextSeed());
}

int32_t
SplittableRandom::NextInt(int32_t bound)
{
    // Java's loop, its int arithmetic wrapping as Java's does.
    int32_t r = NextInt();
    int32_t m = bound - 1;
    if ((bound & m) == 0)
    {
        return r & m;
    }
    for (uint32_t u = uint32_t(r) >> 1;; u = uint32_t(NextInt()) >> 1)
    {
        r = int32_t(u % uint32_t(bound));
        if (int32_t(u + uint32_t(m) - uint32_t(r)) >= 0)
        {
            return r;
        }
    }
}

double
SplittableRandom::NextDouble()
{
    return double(NextLong() >> 11) * 0x1.0p-53;
}

} // namespace dclab
