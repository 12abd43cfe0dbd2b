#!/usr/bin/env python3
"""piclint's benchmark: piclint against the libyaml parse floor and yamllint, on the same files, in one run.

    python3 benchmarks/run.py                 the full benchmark (10,000 files and a 5,000-control file)
    python3 benchmarks/run.py --check         the CI guard: instruction counts (callgrind) on a small fixed corpus,
                                              compared with benchmarks/reference.json
    python3 benchmarks/run.py --check --update-reference   record the current counts as the reference

Needs: a C compiler and libyaml-dev (the floor), valgrind (--check), yamllint from PyPI (installed on demand).
"""
import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "benchmarks")
WORK = os.path.join(ROOT, ".build-benchmark")
NOW = "2026-11-24T09:41"
MARGIN = 0.10


def sh(*args, **kwargs):
    return subprocess.run(list(args), check=True, **kwargs)


def prepare(files, big):
    os.makedirs(WORK, exist_ok=True)
    sh("swift", "build", "-c", "release", cwd=ROOT, stdout=subprocess.DEVNULL)
    floor = os.path.join(WORK, "floor")
    sh("cc", "-O2", os.path.join(HERE, "floor.c"), "-o", floor, "-lyaml")
    # v2: the big file lies beside the corpus, so piclint and the floor read exactly the same files.
    corpus = os.path.join(WORK, f"corpus-v2-{files}")
    if not os.path.isdir(corpus):
        sh(sys.executable, os.path.join(HERE, "generate.py"), corpus + ".tmp", "--files", str(files), "--big", str(big))
        os.rename(corpus + ".tmp.big.yaml", corpus + ".big.yaml")
        os.rename(corpus + ".tmp", corpus)
    paths = sorted(os.path.join(folder, name) for folder, _, names in os.walk(corpus) for name in names
                   if name.endswith(".yaml"))
    listing = os.path.join(WORK, f"list-{files}")
    with open(listing, "w") as handle:
        handle.write("\n".join(paths) + "\n")
    return os.path.join(ROOT, ".build", "release", "piclint"), floor, corpus, listing, paths


def measure(command, cwd=None):
    """Wall time, CPU time and peak memory of one run of a command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, usage.ru_maxrss / 1024.0


def median_of(command, runs, cwd=None):
    measure(command, cwd)  # warm the page cache
    samples = sorted((measure(command, cwd) for _ in range(runs)), key=lambda sample: sample[0])
    return samples[len(samples) // 2]


def row(name, sample, files):
    wall, cpu, rss = sample
    print(f"| {name:<34} | {wall * 1000:9.1f} | {cpu * 1000:9.1f} | {rss:7.1f} | {files / wall:10.0f} |")


def full(options):
    piclint, floor, corpus, listing, paths = prepare(options.files, options.big)
    if shutil.which("yamllint") is None:
        sh(sys.executable, "-m", "pip", "install", "--quiet", "yamllint")
    report = os.path.join(WORK, "report.json")
    big = corpus + ".big.yaml"
    print(f"piclint benchmark: {len(paths)} files ({sum(os.path.getsize(p) for p in paths) / 1e6:.1f} MB), "
          f"{os.cpu_count()} cores, medians of {options.runs} runs (yamllint: {options.yamllint_runs})\n")
    print("| run | wall ms | cpu ms | peak MiB | files/s |")
    print("| --- | ---: | ---: | ---: | ---: |")
    floor_sample = median_of([floor, "@" + listing], options.runs)
    row("floor (libyaml events, 1 thread)", floor_sample, len(paths))
    piclint_sample = median_of([piclint, "--now", NOW, "--format", f"json={report}", corpus], options.runs)
    row("piclint (JSON report, all cores)", piclint_sample, len(paths))
    text_sample = median_of([piclint, "--now", NOW, corpus], options.runs)
    row("piclint (text report, all cores)", text_sample, len(paths))
    single_sample = median_of([piclint, "--now", NOW, "--jobs", "1", corpus], options.runs)
    row("piclint (text report, 1 job)", single_sample, len(paths))
    yamllint_sample = median_of(["yamllint", "-f", "parsable", corpus], options.yamllint_runs)
    row("yamllint", yamllint_sample, len(paths))
    big_floor = median_of([floor, big], options.runs)
    big_piclint = median_of([piclint, "--now", NOW, "--format", f"json={report}", big], options.runs)
    one = paths[0]
    one_piclint = median_of([piclint, "--now", NOW, one], options.runs)
    one_yamllint = median_of(["yamllint", one], options.runs)
    print(f"\n5,000-control file: floor {big_floor[0] * 1000:.1f} ms, piclint {big_piclint[0] * 1000:.1f} ms "
          f"({big_piclint[0] / big_floor[0]:.1f}x the floor)")
    print(f"one file (pre-commit): piclint {one_piclint[0] * 1000:.1f} ms, yamllint {one_yamllint[0] * 1000:.1f} ms")
    print(f"\npiclint / floor: {piclint_sample[0] / floor_sample[0]:.1f}x (target <= 1.0x); "
          f"yamllint / piclint: {yamllint_sample[0] / piclint_sample[0]:.1f}x (target >= 100x); "
          f"peak memory {piclint_sample[2]:.0f} MiB (target <= 50 MiB)")


def instructions(command):
    """Instructions executed by a command under callgrind: repeatable, unlike seconds on a shared machine."""
    out = os.path.join(WORK, "callgrind.out")
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        if "Collected" in line:
            return int(line.split(":")[-1].strip().replace(",", ""))
    raise SystemExit("callgrind gave no count:\n" + result.stderr[-2000:])


def check(options):
    piclint, floor, corpus, listing, paths = prepare(200, 500)
    counts = {
        "piclint_200_files": instructions([piclint, "--now", NOW, "--jobs", "1", "--format", "json=" + os.path.join(WORK, "r.json"),
                                           os.path.join(corpus)]),
        "floor_200_files": instructions([floor, "@" + listing]),
    }
    counts["ratio"] = round(counts["piclint_200_files"] / counts["floor_200_files"], 2)
    path = os.path.join(HERE, "reference.json")
    print(json.dumps(counts, indent=2))
    if options.update_reference:
        with open(path, "w") as handle:
            json.dump(counts, handle, indent=2)
            handle.write("\n")
        print(f"recorded {path}")
        return 0
    reference = json.load(open(path))
    failures = 0
    for key, what in (("piclint_200_files", "instructions"), ("ratio", "times the floor's instructions")):
        change = counts[key] / reference[key] - 1
        verdict = "FAIL" if change > MARGIN else "ok"
        print(f"{verdict}: piclint {counts[key]:,} {what}, {change:+.1%} against the reference {reference[key]:,} "
              f"(fails above +{MARGIN:.0%})")
        failures += change > MARGIN
    if failures:
        print("piclint got slower: profile it (valgrind --tool=callgrind) or, if deliberate, "
              "record a new reference with --check --update-reference")
    print(f"speed: {2 - failures} passed, {failures} failed")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--big", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--yamllint-runs", type=int, default=1)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--update-reference", action="store_true")
    options = parser.parse_args()
    return check(options) if options.check else full(options)


if __name__ == "__main__":
    sys.exit(main())
