#!/usr/bin/env bash
# Campaign test on a real Slurm cluster of one node, started here and stopped again:
#   1. a 4-point x 3-seed incast sweep run on this machine's cores and through a Slurm job array give stores with
#      every figure and every flow equal (only the wall times differ);
#   2. a task killed with scancel leaves its run failed (dclab campaign status), and dclab campaign resume --slurm
#      submits that run alone and completes the campaign, again equal to the local store;
#   3. the README's example queries run in the sqlite3 tool on the store.
# The cluster is private to this test: its own munge key and socket, slurm.conf, spool, state and free ports, all
# under OUTPUT_DIR, so it touches no system configuration and no other Slurm on the machine. Needs root and Debian's
# slurm-wlm, munge and sqlite3; without them it says so and is skipped, unless DCLAB_REQUIRE_SLURM is set (CI).
# Usage: slurm-test.sh PRODUCT_DIR OUTPUT_DIR
set -euo pipefail

product=$(realpath "$1")
out=$(realpath -m "$2")
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
dclab="$root/dclab"
scenario="$root/examples/incast-naive-single-bottleneck.dclab"
export DCLAB_PRODUCT=$product

fail() { printf 'SLURM TEST FAILED: %s\n' "$*" >&2; exit 1; }

missing=()
for tool in munged slurmctld slurmd sbatch squeue scancel sqlite3; do
	command -v "$tool" >/dev/null || missing+=("$tool")
done
if [ "$(id -u)" != 0 ] || [ ${#missing[@]} -gt 0 ]; then
	why="needs root and Debian's slurm-wlm, munge and sqlite3 (missing: ${missing[*]:-none}; uid $(id -u))"
	[ -z "${DCLAB_REQUIRE_SLURM:-}" ] || fail "$why"
	echo "slurm: SKIPPED: $why; .ci/run installs them and requires this test"
	exit 0
fi

rm -rf "$out"
mkdir -p "$out/munge" "$out/spool" "$out/state"
chmod 700 "$out/munge"

free_port() {
	local p
	for p in $(seq "$1" $(($1 + 200))); do
		(exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null || { echo "$p"; return; }
	done
	fail "no free port from $1"
}

# --- the cluster ------------------------------------------------------------------------------------------------
stop_cluster() {
	local pidfile
	for pidfile in "$out/slurmd.pid" "$out/slurmctld.pid" "$out/munge/munged.pid"; do
		[ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2>/dev/null || true
	done
	sleep 1
	for pidfile in "$out/slurmd.pid" "$out/slurmctld.pid" "$out/munge/munged.pid"; do
		[ -f "$pidfile" ] && kill -9 "$(cat "$pidfile")" 2>/dev/null || true
	done
}
trap stop_cluster EXIT

dd if=/dev/urandom of="$out/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$out/munge/munge.key"
munged --force --socket="$out/munge/munge.sock" --key-file="$out/munge/munge.key" --pid-file="$out/munge/munged.pid" \
	--log-file="$out/munge/munged.log" --seed-file="$out/munge/munged.seed"

host=$(hostname -s)
ctld_port=$(free_port 16817)
slurmd_port=$(free_port $((ctld_port + 1)))
export SLURM_CONF="$out/slurm.conf"
cat >"$SLURM_CONF" <<CONF
ClusterName=dclabtest
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$out/munge/munge.sock
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldPidFile=$out/slurmctld.pid
SlurmdPidFile=$out/slurmd.pid
SlurmdSpoolDir=$out/spool
StateSaveLocation=$out/state
SlurmctldLogFile=$out/slurmctld.log
SlurmdLogFile=$out/slurmd.log
SlurmUser=root
SlurmdUser=root
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
NodeName=$host CPUs=$(nproc) RealMemory=2000 State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
slurmctld -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
for _ in $(seq 60); do
	[ "$(sinfo -h -o %t 2>/dev/null)" = idle ] && break
	sleep 1
done
[ "$(sinfo -h -o %t 2>/dev/null)" = idle ] || fail "the test cluster did not come up: $(tail -n 5 "$out/slurmctld.log" "$out/slurmd.log")"
echo "slurm: one-node cluster $host ($(nproc) CPUs) up on ports $ctld_port/$slurmd_port"

# --- the campaigns ----------------------------------------------------------------------------------------------
sweep=(sweep "$scenario" --param incast.serverCount=1,2,4,8 --repetitions 3 --set incast.blocks=2 --quiet)

# The store's content, every column but the run's id and wall time, in point and repetition order.
content() {
	local db=$1/results.sqlite columns
	columns=$(sqlite3 "$db" "SELECT group_concat('\"' || name || '\"', ', ') FROM (SELECT name FROM columns ORDER BY position)")
	sqlite3 -header "$db" "SELECT point, repetition, seed, status, dclabVersion, $columns FROM runs ORDER BY point, repetition"
	sqlite3 "$db" "SELECT r.point, r.repetition, f.application, f.flow, f.startSeconds, f.endSeconds, f.fctMs, f.sizeBytes,
		f.ackedBytes, f.retransmits, f.rtos FROM flows f JOIN runs r USING (run) ORDER BY r.point, r.repetition, f.rowid"
}

"$dclab" "${sweep[@]}" --jobs 2 --out "$out/local" || fail "the local sweep exited $?"
content "$out/local" >"$out/local.content"
[ "$(sqlite3 "$out/local/results.sqlite" 'SELECT COUNT(*) FROM runs')" = 12 ] || fail "the local store does not hold 12 runs"

"$dclab" "${sweep[@]}" --out "$out/slurm" --slurm --wait || fail "the Slurm sweep exited $?"
content "$out/slurm" >"$out/slurm.content"
diff -q "$out/local.content" "$out/slurm.content" >/dev/null \
	|| fail "the Slurm store differs from the local one: $(diff "$out/local.content" "$out/slurm.content" | head -n 5)"
cmp -s "$out/local/sweep.csv" "$out/slurm/sweep.csv" || fail "sweep.csv differs between the local and Slurm runs"
echo "slurm: 4 points x 3 seeds through a job array: a store equal to the local one ($(wc -l <"$out/local.content") lines compared)"

# Kill one task while it runs; its run is failed; resume submits it alone and completes the campaign. These runs are
# over within a second of a task's start, about when squeue first shows it running, so the tasks of this submission
# start through a launcher (--dclab) that waits 4 s before it runs ./dclab: the kill 2 s after a task shows up
# running lands while it waits, whatever the machine's speed. The resume runs ./dclab itself.
printf '#!/bin/sh\nsleep 4\nexec "%s" "$@"\n' "$dclab" >"$out/slow-dclab"
chmod +x "$out/slow-dclab"
"$dclab" "${sweep[@]}" --out "$out/killed" --slurm --dclab "$out/slow-dclab" 2>"$out/killed.submit" \
	|| fail "the Slurm sweep exited $?: $(cat "$out/killed.submit")"
job=$(sed -n 's/.*submitted job array \([0-9]*\) .*/\1/p' "$out/killed.submit")
[ -n "$job" ] || fail "no job id in: $(cat "$out/killed.submit")"
victim=
for _ in $(seq 120); do
	victim=$(squeue -h -r -t R -o %i -j "$job" 2>/dev/null | head -n 1)
	[ -n "$victim" ] && break
	sleep 0.5
done
[ -n "$victim" ] || fail "no task of job $job ran within a minute"
sleep 2
scancel "$victim"
for _ in $(seq 300); do
	[ -z "$(squeue -h -o %i)" ] && break
	sleep 1
done
[ -z "$(squeue -h -o %i)" ] || fail "jobs still queued after 5 minutes: $(squeue)"
"$dclab" campaign status "$out/killed" >"$out/killed.status" 2>&1 || fail "campaign status exited $?"
grep -q '^failed: ' "$out/killed.status" || fail "task $victim was killed but status reports no failed run: $(cat "$out/killed.status")"
echo "slurm: task $victim killed -> $(grep -c '^failed: ' "$out/killed.status") failed run(s) in dclab campaign status"
"$dclab" campaign resume "$out/killed" --slurm --wait --quiet 2>"$out/killed.resume" || fail "resume exited $?: $(cat "$out/killed.resume")"
tasks=$(ls "$out/killed/slurm"/array-2.tasks >/dev/null && wc -l <"$out/killed/slurm/array-2.tasks")
content "$out/killed" >"$out/killed.content"
diff -q "$out/local.content" "$out/killed.content" >/dev/null \
	|| fail "the resumed store differs from the local one: $(diff "$out/local.content" "$out/killed.content" | head -n 5)"
echo "slurm: resume submitted $tasks task(s) and completed the campaign, equal to the local one"

# The README's example queries work on the store.
sqlite3 -header -column "$out/local/results.sqlite" \
	'SELECT "incast.serverCount" AS servers, COUNT(*) AS runs, AVG(goodputGbps) AS goodput FROM runs GROUP BY servers ORDER BY servers' \
	>"$out/query1.out" || fail "README query 1 failed"
[ "$(wc -l <"$out/query1.out")" = 6 ] || fail "README query 1 printed: $(cat "$out/query1.out")"
sqlite3 -header -column "$out/local/results.sqlite" \
	'SELECT r."incast.serverCount" AS servers, MAX(f.fctMs) AS worstFctMs, SUM(f.rtos) AS rtos FROM flows f JOIN runs r USING (run) GROUP BY servers ORDER BY servers' \
	>"$out/query2.out" || fail "README query 2 failed"
[ "$(wc -l <"$out/query2.out")" = 6 ] || fail "README query 2 printed: $(cat "$out/query2.out")"
echo "slurm: the README's queries run on the store"
