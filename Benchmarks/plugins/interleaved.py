#!/usr/bin/env python3
"""Times whole-process commands interleaved: each round runs every command once, in a shuffled
order, so slow drifts of a shared machine hit all of them alike (hyperfine runs one command's
batch after the other's). Prints each command's median, quartiles and minimum, and the ratio of
every command's median to the last one's, with the median of the per-round ratios.

usage: interleaved.py [--rounds N] [--warmup N] COMMAND... (each command one shell-quoted string)
"""
import argparse
import os
import random
import shlex
import statistics
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("commands", nargs="+")
    options = parser.parse_args()
    argvs = [shlex.split(command) for command in options.commands]
    times = [[] for _ in argvs]
    order = list(range(len(argvs)))
    # posix_spawn rather than subprocess: less of the launcher's own time in every sample.
    quiet = [(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0), (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0)]
    for round_index in range(options.warmup + options.rounds):
        random.shuffle(order)
        for index in order:
            start = time.perf_counter()
            pid = os.posix_spawnp(argvs[index][0], argvs[index], os.environ, file_actions=quiet)
            _, status = os.waitpid(pid, 0)
            elapsed = (time.perf_counter() - start) * 1000
            if os.waitstatus_to_exitcode(status) != 0:
                print(f"error: {options.commands[index]} exited with {os.waitstatus_to_exitcode(status)}", file=sys.stderr)
                return 1
            if round_index >= options.warmup:
                times[index].append(elapsed)
    base = times[-1]
    for command, samples in zip(options.commands, times):
        q1, median, q3 = statistics.quantiles(samples, n=4)
        ratios = [a / b for a, b in zip(samples, base)]
        print(f"{command}\n  median {median:.2f} ms (quartiles {q1:.2f}-{q3:.2f}, min {min(samples):.2f}); "
              f"vs last: {median / statistics.median(base):.3f}x of medians, "
              f"{statistics.median(ratios):.3f}x median per-round ratio")
    return 0


if __name__ == "__main__":
    sys.exit(main())
