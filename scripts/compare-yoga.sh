#!/usr/bin/env bash
# Times the layout engine against Yoga's C++ in one run on this machine, and prints the table
# the README's performance section shows: each engine benchmark of `layoutlint-bench`
# (`layout.*`) beside the same tree laid out by Yoga, with the ratio ours ÷ Yoga's.
#
#   scripts/compare-yoga.sh YOGA_CHECKOUT [ROUNDS]
#
# YOGA_CHECKOUT is a checkout of facebook/yoga (commit f6206ec3, the one Yoga's captures in
# ../shared/benchmarks/yoga come from). Yoga is compiled from its sources with its release flags
# (-O2 -DNDEBUG):
# scripts/yoga-bench.cpp builds the legacy and synthetic trees (as `layoutlint-bench` builds them),
# and Yoga's own benchmark/Benchmark.cpp replays the captures, its sleep in the mock measure
# function removed so that measure results replay without sleeping, as ours do. The two
# programs alternate ROUNDS times (default 3), each benchmark's figure being the median over
# the rounds of its per-round median; run it on an idle machine.
set -euo pipefail
yoga=$(cd "${1:?usage: scripts/compare-yoga.sh YOGA_CHECKOUT [ROUNDS]}" && pwd)
rounds=${2:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
captures=${LAYOUTLINT_BENCH_DIR:-$here/../shared/benchmarks/yoga}/captures
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sources=$(find "$yoga/yoga" -name '*.cpp')
# shellcheck disable=SC2086
g++ -O2 -DNDEBUG -std=c++20 -I "$yoga" "$here/scripts/yoga-bench.cpp" $sources -o "$work/yoga-trees" -lpthread
python3 - "$yoga/benchmark/Benchmark.cpp" "$work/Benchmark.cpp" <<'PY'
import sys
source = open(sys.argv[1]).read()
sleep = "      std::this_thread::sleep_for(\n          std::chrono::nanoseconds(measureFunc.durationNs));\n"
if sleep not in source:
    sys.exit("Benchmark.cpp has no sleep_for line to remove: is this commit f6206ec3?")
open(sys.argv[2], "w").write(source.replace(sleep, ""))
PY
# shellcheck disable=SC2086
g++ -O2 -DNDEBUG -std=c++20 -I "$yoga" -I "$yoga/lib" -I "$yoga/benchmark" "$work/Benchmark.cpp" "$yoga/benchmark/TreeDeserialization.cpp" \
    $sources -o "$work/yoga-captures"
(cd "$here" && swift build -c release --product layoutlint-bench >/dev/null)
bench=$(cd "$here" && swift build -c release --show-bin-path)/layoutlint-bench

for round in $(seq "$rounds"); do
    (cd "$here" && "$bench" --filter layout.) | grep '"name": "layout\.' >>"$work/ours.jsonl"
    "$work/yoga-trees" >>"$work/yoga.jsonl"
    if [ -d "$captures" ]; then "$work/yoga-captures" "$captures" >>"$work/yoga-captures.txt"; fi
    echo "round $round of $rounds done" >&2
done

python3 - "$work" <<'PY'
import json, re, statistics, sys
work = sys.argv[1]
def medians(lines):
    runs = {}
    for line in lines:
        row = json.loads(line)
        runs.setdefault(row["name"], []).append((row["medianNs"], row["minNs"], row.get("nodes")))
    return {name: (statistics.median(m for m, _, _ in rows), min(n for _, n, _ in rows), rows[0][2]) for name, rows in runs.items()}
ours = medians(open(f"{work}/ours.jsonl"))
yoga = medians(open(f"{work}/yoga.jsonl"))
try:
    captures = {}
    for line in open(f"{work}/yoga-captures.txt"):
        match = re.match(r"(\S+) layout: median: ([0-9.]+) ms", line)
        if match:
            captures.setdefault("layout.capture." + match.group(1), []).append(float(match.group(2)) * 1e6)
    for name, values in captures.items():
        yoga[name] = (statistics.median(values), min(values), None)
except FileNotFoundError:
    pass
def time(ns):
    if ns >= 1e6: return f"{ns / 1e6:.3g} ms"
    return f"{ns / 1e3:.3g} µs"
print("| benchmark | ours median | ours min | Yoga median | Yoga min | ratio (median / min) |")
print("| --- | --- | --- | --- | --- | --- |")
for name in sorted(ours, key=lambda n: list(ours).index(n)):
    median, low, nodes = ours[name]
    label = name + (f" ({nodes:,})" if nodes and nodes > 1000 else "")
    if name in yoga:
        ymedian, ylow, _ = yoga[name]
        print(f"| {label} | {time(median)} | {time(low)} | {time(ymedian)} | {time(ylow)} | {median / ymedian:.2f} / {low / ylow:.2f} |")
    else:
        print(f"| {label} | {time(median)} | {time(low)} | — | — | |")
PY
