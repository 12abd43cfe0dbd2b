#!/usr/bin/env python3
"""piclint's benchmark: piclint against the libyaml parse floor and yamllint, on the same files, in one run.

    python3 benchmarks/run.py                 the full benchmark: 10,000 and 30,000 files, each in both corpus
                                              profiles, every report format, plus a 5,000-control file, one file
                                              (pre-commit) and `piclint --version`; prints Markdown tables
    python3 benchmarks/run.py --sizes 10000 --profiles realistic --no-yamllint     a shorter run
    python3 benchmarks/run.py --check         the CI guard: instruction counts (callgrind) on fixed corpora of 200
                                              and 400 files (the count of 200 and each further file's) and on one
                                              file, compared with benchmarks/reference.json
    python3 benchmarks/run.py --check --update-reference   record the current counts as the reference

The benchmark times piclint as users install it: built by scripts/install (--prefix .build-benchmark/installed,
its own scratch folder .build-install), so the Swift runtime, Foundation and libyaml are linked in. It starts in
some 14M fewer instructions than the dynamically linked .build/release/piclint, whose loader resolves the Swift
libraries' symbols on every start (about 5 ms of a one-file run or --version on a busy machine), and the install's
build flags save as much again (see scripts/install). --check measures the same binary, so its reference is what CI
measures. With PICLINT_RELEASE_BINARY set, both measure that binary instead and build none: CI sets it to the
binary its one release build installed.

Every command is started by benchmarks/launch.c, a small C launcher that prints the command's wall time, CPU time
and peak memory (see there why peak memory cannot be read from this Python process's children).

Needs: a C compiler and libyaml-dev (the floor and the launcher), valgrind (--check), yamllint from PyPI
(installed on demand, unless --no-yamllint).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.join(ROOT, "benchmarks")
WORK = os.path.join(ROOT, ".build-benchmark")
NOW = "2026-11-24T09:41"
MARGIN = 0.10
FORMATS = ["json", "text", "sarif", "junit", "checkstyle", "github", "html"]
PROFILES = ["realistic", "findings"]
# The targets: piclint's JSON run against the one-thread floor, yamllint against piclint, peak memory of
# every report format, one file, --version, and the 5,000-control file against the floor on the same bytes.
TARGETS = {"floor": 2.0, "yamllint": 100.0, "peak": 50.0, "one": 8.0, "version": 5.0, "big": 5.0}


def sh(*args, **kwargs):
    return subprocess.run(list(args), check=True, **kwargs)


def build():
    """piclint, the floor and the launcher. piclint is the installed binary (scripts/install into
    .build-benchmark/installed), or the binary PICLINT_RELEASE_BINARY names when it is set (CI's one release build,
    the installed one), unbuilt."""
    os.makedirs(WORK, exist_ok=True)
    given = os.environ.get("PICLINT_RELEASE_BINARY")
    if given:
        piclint = os.path.abspath(given)
    else:
        prefix = os.path.join(WORK, "installed")
        sh(os.path.join(ROOT, "scripts", "install"), "--prefix", prefix, cwd=ROOT, stdout=subprocess.DEVNULL)
        piclint = os.path.join(prefix, "bin", "piclint")
    floor = os.path.join(WORK, "floor")
    sh("cc", "-O2", os.path.join(HERE, "floor.c"), "-o", floor, "-lyaml")
    launch = os.path.join(WORK, "launch")
    sh("cc", "-O2", os.path.join(HERE, "launch.c"), "-o", launch)
    return piclint, floor, launch


def corpus_of(files, big, profile="realistic"):
    """The corpus of a size and profile (generated once, then kept), the big file beside it, and a listing of
    its files for the floor. v2: the big file lies beside the corpus, so piclint and the floor read exactly
    the same files. v3: the findings profile's lists have one value out of place, not shuffled (the realistic
    profile's bytes, which the CI guard's reference counts, are those of v2)."""
    suffix = f"{files}" if profile == "realistic" else f"{profile}-{files}"
    corpus = os.path.join(WORK, f"corpus-v3-{suffix}")
    if not os.path.isdir(corpus):
        sh(sys.executable, os.path.join(HERE, "generate.py"), corpus + ".tmp", "--files", str(files), "--big", str(big),
           "--profile", profile)
        os.rename(corpus + ".tmp.big.yaml", corpus + ".big.yaml")
        os.rename(corpus + ".tmp", corpus)
    paths = sorted(os.path.join(folder, name) for folder, _, names in os.walk(corpus) for name in names
                   if name.endswith(".yaml"))
    listing = os.path.join(WORK, f"list-{suffix}")
    with open(listing, "w") as handle:
        handle.write("\n".join(paths) + "\n")
    return corpus, listing, paths


def prepare(files, big):
    piclint, floor, _ = build()
    corpus, listing, paths = corpus_of(files, big)
    return piclint, floor, corpus, listing, paths


class Timer:
    """Runs commands through the launcher: medians of several runs after one that warms the page cache."""

    def __init__(self, launch, runs):
        self.launch, self.runs = launch, runs

    def once(self, command):
        """Wall seconds, CPU seconds and peak MiB of one run, as the launcher measured them."""
        out = subprocess.run([self.launch] + command, check=True, capture_output=True, text=True).stdout.split()
        wall, user, system, peak_kib, _status = (int(field) for field in out)
        return wall / 1e6, (user + system) / 1e6, peak_kib / 1024.0

    def median(self, command, runs=None):
        """The median run's wall and CPU time, and the largest peak of all runs (memory barely varies, and a
        limit is about the worst case)."""
        self.once(command)
        samples = sorted((self.once(command) for _ in range(runs or self.runs)), key=lambda sample: sample[0])
        wall, cpu, _ = samples[len(samples) // 2]
        return wall, cpu, max(sample[2] for sample in samples)


def thousands(value, digits=0):
    return f"{value:,.{digits}f}"


def ratio_line(name, value, target, at_most=True):
    met = value <= target if at_most else value >= target
    sign = "≤" if at_most else "≥"
    return f"| {name} | {value:,.1f} | {sign} {target:g} | {'yes' if met else 'no'} |"


def full(options):
    piclint, floor, launch = build()
    timer = Timer(launch, options.runs)
    sizes = [int(size) for size in options.sizes.split(",")] if options.files is None else [options.files]
    profiles = options.profiles.split(",")
    if options.yamllint and shutil.which("yamllint") is None:
        sh(sys.executable, "-m", "pip", "install", "--quiet", "yamllint")
    print(f"piclint benchmark: {os.cpu_count()} cores, medians of {options.runs} runs (yamllint: "
          f"{options.yamllint_runs if options.yamllint else 'skipped'}), peak memory the largest of the runs; "
          f"piclint as scripts/install builds it\n")
    print("| files | corpus | run | wall ms | cpu ms | peak MiB | files/s |")
    print("| ---: | --- | --- | ---: | ---: | ---: | ---: |")
    targets = []
    first_corpus = None
    for files in sizes:
        for profile in profiles:
            corpus, listing, paths = corpus_of(files, options.big, profile)
            first_corpus = first_corpus or (corpus, paths)
            megabytes = sum(os.path.getsize(path) for path in paths) / 1e6
            label = f"{profile}, {megabytes:.1f} MB"

            def row(name, sample):
                wall, cpu, peak = sample
                print(f"| {len(paths):,} | {label} | {name} | {thousands(wall * 1000)} | {thousands(cpu * 1000)} | "
                      f"{peak:.1f} | {thousands(len(paths) / wall)} |", flush=True)
                return sample

            floor_sample = row("floor (libyaml events, 1 thread)", timer.median([floor, "@" + listing]))
            peaks = {}
            for format in FORMATS:
                report = os.path.join(WORK, f"report.{format}")
                sample = row(f"piclint, {format} report, all cores",
                             timer.median([piclint, "--now", NOW, "--format", f"{format}={report}", corpus]))
                peaks[format] = sample[2]
                if format == "json":
                    json_sample = sample
            row("piclint, text report, 1 job",
                timer.median([piclint, "--now", NOW, "--jobs", "1", "--format", f"text={os.path.join(WORK, 'report.text')}",
                              corpus]))
            yamllint_sample = None
            if options.yamllint:
                yamllint_sample = row("yamllint", timer.median(["yamllint", "-f", "parsable", corpus],
                                                                options.yamllint_runs))
            where = f"{len(paths):,} files, {profile}"
            targets.append(ratio_line(f"piclint JSON / floor (1 thread), wall, {where}",
                                      json_sample[0] / floor_sample[0], TARGETS["floor"]))
            if yamllint_sample:
                targets.append(ratio_line(f"yamllint / piclint JSON, wall, {where}",
                                          yamllint_sample[0] / json_sample[0], TARGETS["yamllint"], at_most=False))
            worst = max(peaks, key=peaks.get)
            targets.append(ratio_line(f"peak MiB, largest of the {len(FORMATS)} formats ({worst}), {where}",
                                      peaks[worst], TARGETS["peak"]))

    # Once: the cases whose size does not grow with the corpus. The big file is the first corpus's.
    corpus, paths = first_corpus
    big = corpus + ".big.yaml"
    report = os.path.join(WORK, "report.json")
    print("\n| run | wall ms | cpu ms | peak MiB |")
    print("| --- | ---: | ---: | ---: |")

    def single(name, sample):
        wall, cpu, peak = sample
        print(f"| {name} | {wall * 1000:,.1f} | {cpu * 1000:,.1f} | {peak:.1f} |", flush=True)
        return sample

    big_floor = single("5,000-control file: floor", timer.median([floor, big]))
    big_piclint = single("5,000-control file: piclint, JSON report", timer.median(
        [piclint, "--now", NOW, "--format", f"json={report}", big]))
    one = paths[0]
    one_piclint = single("one file (pre-commit): piclint", timer.median([piclint, "--now", NOW, one]))
    if options.yamllint:
        single("one file (pre-commit): yamllint", timer.median(["yamllint", one]))
    version = single("piclint --version", timer.median([piclint, "--version"]))
    instrument = single("/bin/true (the lowest peak this benchmark can read)", timer.median(["/bin/true"]))

    targets.append(ratio_line("one file, piclint ms", one_piclint[0] * 1000, TARGETS["one"]))
    targets.append(ratio_line("piclint --version ms", version[0] * 1000, TARGETS["version"]))
    targets.append(ratio_line("5,000-control file, piclint / floor, wall", big_piclint[0] / big_floor[0],
                              TARGETS["big"]))
    print("\n| target | measured | goal | met |")
    print("| --- | ---: | ---: | --- |")
    print("\n".join(targets))
    if instrument[2] > 0:
        print(f"\nA peak at or near {instrument[2]:.1f} MiB is the launcher's own, not the command's.")


def without_debug_info(binary):
    """A copy of a binary without its debug information, for valgrind: swift-syntax's C file is compiled with DWARF 5,
    which Debian 12's valgrind (3.19) cannot read, and it gives up on the whole binary. The instructions run are the
    same; the symbol table stays, so a profile still names functions."""
    copy = os.path.join(WORK, os.path.basename(binary) + ".for-valgrind")
    sh("strip", "--strip-debug", "-o", copy, binary)
    return copy


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
    """Three counts guard three costs: 200 files, where start-up and each locale's setup weigh much; the
    instructions each further file costs (400 files less 200, halved by 200): the cost that decides a large run; and
    the benchmark's one file, a pre-commit hook's run, which is mostly start-up."""
    piclint, floor, corpus, listing, paths = prepare(200, 500)
    piclint = without_debug_info(piclint)
    larger, larger_listing, _ = corpus_of(400, 500)

    def lint(folder):
        return instructions([piclint, "--now", NOW, "--jobs", "1", "--format", "json=" + os.path.join(WORK, "r.json"), folder])

    counts = {"piclint_200_files": lint(corpus), "floor_200_files": instructions([floor, "@" + listing])}
    counts["ratio"] = round(counts["piclint_200_files"] / counts["floor_200_files"], 2)
    piclint_400, floor_400 = lint(larger), instructions([floor, "@" + larger_listing])
    counts["piclint_per_file"] = round((piclint_400 - counts["piclint_200_files"]) / 200)
    counts["floor_per_file"] = round((floor_400 - counts["floor_200_files"]) / 200)
    counts["ratio_per_file"] = round(counts["piclint_per_file"] / counts["floor_per_file"], 2)
    counts["piclint_one_file"] = instructions([piclint, "--now", NOW, paths[0]])
    path = os.path.join(HERE, "reference.json")
    print(json.dumps(counts, indent=2))
    if options.update_reference:
        with open(path, "w") as handle:
            json.dump(counts, handle, indent=2)
            handle.write("\n")
        print(f"recorded {path}")
        return 0
    reference = json.load(open(path))
    guarded = (("piclint_200_files", "instructions on 200 files"), ("ratio", "times the floor's instructions"),
               ("piclint_per_file", "instructions a further file"),
               ("piclint_one_file", "instructions on one file (pre-commit)"))
    failures = 0
    for key, what in guarded:
        if key not in reference:
            print(f"FAIL: the reference has no {key}; record one with --check --update-reference")
            failures += 1
            continue
        change = counts[key] / reference[key] - 1
        verdict = "FAIL" if change > MARGIN else "ok"
        print(f"{verdict}: piclint {counts[key]:,} {what}, {change:+.1%} against the reference {reference[key]:,} "
              f"(fails above +{MARGIN:.0%})")
        failures += change > MARGIN
    if failures:
        print("piclint got slower: profile it (valgrind --tool=callgrind) or, if deliberate, "
              "record a new reference with --check --update-reference")
    print(f"speed: {len(guarded) - failures} passed, {failures} failed")
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,30000", help="corpus sizes, comma-separated (default: 10000,30000)")
    parser.add_argument("--files", type=int, help="one corpus size (instead of --sizes)")
    parser.add_argument("--profiles", default=",".join(PROFILES),
                        help="corpus profiles of generate.py, comma-separated (default: realistic,findings)")
    parser.add_argument("--big", type=int, default=5000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--yamllint-runs", type=int, default=1)
    parser.add_argument("--no-yamllint", dest="yamllint", action="store_false", help="skip yamllint (slow: ~3 ms a file)")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--update-reference", action="store_true")
    options = parser.parse_args()
    return check(options) if options.check else full(options)


if __name__ == "__main__":
    sys.exit(main())
