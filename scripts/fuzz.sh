#!/usr/bin/env bash
# Coverage-guided fuzzing of layoutlint with libFuzzer (in the Swift toolchain on Linux).
#
#   scripts/fuzz.sh [--structure] SECONDS
#
# Builds the layoutlint-fuzz product with -sanitize=fuzzer,address (in .build/fuzz, apart from
# the normal build) and fuzzes for SECONDS seconds.
#
# Byte-level (the default): mutated files, from the seeds in layouts/ and the regression
# inputs, with a dictionary of the format's words from `layoutlint schema` and `layoutlint
# rules`. Structure-aware (--structure): the fuzzer's bytes are the decisions of
# DocumentGenerator (Sources/LayoutLintFuzz), which makes documents and configurations that
# decode, so every input reaches layout, the timeline, the rules and the reporters.
#
# Any input that crashes, hangs (10 s) or runs out of memory is kept in
# Tests/FuzzRegressions/ (a structure-aware one as the document it made, with
# its .layoutlint.yml), which FuzzRegressionTests replays on every test run, and the script
# fails. Exit 0: no finding. The last line gives the number of inputs run.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=bytes
if [ "${1:-}" = "--structure" ]; then
    mode=structure
    shift
fi
seconds="${1:-}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: scripts/fuzz.sh [--structure] SECONDS" >&2
    exit 2
fi

regressions=Tests/FuzzRegressions
if [ "$mode" = structure ]; then work=.build/fuzz-work-structure; else work=.build/fuzz-work; fi
mkdir -p "$work/corpus" "$work/findings" "$regressions"
rm -f "$work/findings"/*

# The normal build: the dictionary comes from the decoder's own tables (as the schema and the
# rule table print them), and a structure-aware finding is written out as its document.
swift build --product layoutlint
swift build --product layoutlint-fuzz
bin="$(swift build --show-bin-path)"
flags=()
seeds=()
if [ "$mode" = bytes ]; then
    "$bin/layoutlint" schema > "$work/schema.json"
    "$bin/layoutlint" rules > "$work/rules.txt"
    python3 scripts/fuzz-dictionary.py "$work/schema.json" "$work/rules.txt" > "$work/layoutlint.dict"
    flags=(-dict="$work/layoutlint.dict" -max_len=16384)
    seeds=(layouts "$regressions")
else
    # Decisions, not text: start from a few random streams and use any length from the first run.
    flags=(-max_len=2048 -len_control=0)
    if [ -z "$(ls -A "$work/corpus")" ]; then
        for size in 16 64 256 512 1024 2048; do head -c "$size" /dev/urandom > "$work/corpus/random-$size"; done
    fi
fi

swift build --scratch-path .build/fuzz --product layoutlint-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
fuzzer="$(swift build --scratch-path .build/fuzz --show-bin-path)/layoutlint-fuzz"

# The first folder collects the inputs that reach new code; the others are read-only seeds.
# Swift's own crash backtracer is off so a trap reaches libFuzzer's handler (which saves the
# input) instead of tripping AddressSanitizer while it reads the stack.
set +e
LAYOUTLINT_FUZZ_MODE="$mode" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$fuzzer" "$work/corpus" "${seeds[@]}" "${flags[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/findings/" 2>&1 | tee "$work/log.txt"
status=${PIPESTATUS[0]}
set -e

found=0
for finding in "$work/findings"/*; do
    [ -e "$finding" ] || continue
    name="$(basename "$finding")"
    if [ "$mode" = structure ]; then
        "$bin/layoutlint-fuzz" --write --bytes "$finding" "$regressions/structure-$name"
        echo "fuzz: $name kept as $regressions/structure-$name.json; replay it with: swift run layoutlint-fuzz $regressions/structure-$name.json" >&2
    else
        cp "$finding" "$regressions/$name.json"
        echo "fuzz: $name kept as $regressions/$name.json; replay it with: swift run layoutlint-fuzz $regressions/$name.json" >&2
    fi
    found=1
done
runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log.txt" | tail -1)"
if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "fuzz: the fuzzer found a problem (exit $status, $mode mode); fix it and keep the input as a regression test" >&2
    exit 1
fi
echo "fuzz: no finding in $seconds s ($mode mode, ${runs:-?} inputs run)"
