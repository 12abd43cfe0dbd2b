#!/usr/bin/env python3
"""Times the release piclint on the bundled Fixtures and on a larger copy of them.

    scripts/bench.py [--runs N] [--copies N]

Builds `swift build -c release` first. Prints, for each corpus, the median and best wall time of N
runs, the CPU time and the peak memory of the median run, and the files per second.
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_once(binary, args, cwd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen([binary, "--format", "json", *args], cwd=cwd,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, rusage = os.wait4(process.pid, 0)[1:]
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, rusage.ru_maxrss / 1024.0


def bench(name, binary, args, cwd, files, runs):
    run_once(binary, args, cwd)  # warm the page cache
    samples = sorted((run_once(binary, args, cwd) for _ in range(runs)), key=lambda s: s[0])
    wall, cpu, rss = samples[len(samples) // 2]
    best = samples[0][0]
    print(f"{name:<28} {files:>6} files  median {wall * 1000:8.1f} ms  best {best * 1000:8.1f} ms  "
          f"cpu {cpu * 1000:8.1f} ms  peak {rss:6.1f} MiB  {files / wall:9.0f} files/s")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--copies", type=int, default=100)
    options = parser.parse_args()

    subprocess.run(["swift", "build", "-c", "release"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binary = os.path.join(ROOT, ".build", "release", "piclint")
    fixtures = [os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(ROOT, "Fixtures"))
                for f in fs if f.endswith((".yaml", ".yml"))]
    print(f"piclint {subprocess.check_output([binary, '--version'], text=True).strip()}, "
          f"{os.cpu_count()} cores, {options.runs} runs each")
    bench("Fixtures", binary, ["Fixtures"], ROOT, len(fixtures), options.runs)
    one = os.path.relpath(sorted(fixtures)[0], ROOT)
    bench("one file (pre-commit case)", binary, [one], ROOT, 1, options.runs)
    with tempfile.TemporaryDirectory() as scratch:
        for copy in range(options.copies):
            target = os.path.join(scratch, f"copy{copy:04d}")
            shutil.copytree(os.path.join(ROOT, "Fixtures"), target,
                            ignore=shutil.ignore_patterns("golden"))
        bench(f"Fixtures x {options.copies}", binary, ["."], scratch, len(fixtures) * options.copies, options.runs)


if __name__ == "__main__":
    sys.exit(main())
