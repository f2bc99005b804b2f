// DC Lab's random streams, bit for bit: java.util.SplittableRandom (SplitMix64) seeded as the engine's RandomStreams
// seeds a named stream from the scenario's seed. With them the twin draws the flows DC Lab draws (arrival times, hosts,
// sizes), so that a pair compares the same workload rather than two samples of it.
#ifndef DCLAB_TWIN_JAVA_RANDOM_H
#define DCLAB_TWIN_JAVA_RANDOM_H

#include <cstdint>
#include <string>

namespace dclab
{

class SplittableRandom
{
  public:
    explicit SplittableRandom(uint64_t seed);
    /** RandomStreams.stream(name) of a simulation whose master seed is {@code masterSeed}. */
    static SplittableRandom Stream(uint64_t masterSeed, const std::string& name);

    uint64_t NextLong();
    int32_t NextInt();
    /** nextInt(bound): uniform in [0, bound), rejecting over-represented values as Java does. */
    int32_t NextInt(int32_t bound);
    /** nextDouble(): uniform in [0, 1) from the top 53 bits. */
    double NextDouble();

  private:
    uint64_t NextSeed();
    uint64_t m_seed;
};

} // namespace dclab

#endif
