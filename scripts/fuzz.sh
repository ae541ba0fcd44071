#!/usr/bin/env bash
# Coverage-guided fuzzing of layoutlint with libFuzzer (in the Swift toolchain on Linux).
#
#   scripts/fuzz.sh SECONDS
#
# Builds the layoutlint-fuzz product with -sanitize=fuzzer,address (in .build/fuzz, apart from
# the normal build), makes a dictionary of the format's words from `layoutlint schema` and
# `layoutlint rules`, and fuzzes for SECONDS seconds from the seeds in layouts/ and the
# regression inputs. Any input that crashes, hangs (10 s) or runs out of memory is copied to
# Tests/LayoutLintTests/FuzzRegressions/, which FuzzRegressionTests replays on every test run,
# and the script fails. Exit 0: no finding.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: scripts/fuzz.sh SECONDS" >&2
    exit 2
fi

work=.build/fuzz-work
regressions=Tests/LayoutLintTests/FuzzRegressions
mkdir -p "$work/corpus" "$work/findings" "$regressions"
rm -f "$work/findings"/*

# The dictionary, from the decoder's own tables as the schema and the rule table print them.
swift build --product layoutlint
layoutlint="$(swift build --show-bin-path)/layoutlint"
"$layoutlint" schema > "$work/schema.json"
"$layoutlint" rules > "$work/rules.txt"
python3 scripts/fuzz-dictionary.py "$work/schema.json" "$work/rules.txt" > "$work/layoutlint.dict"

swift build --scratch-path .build/fuzz --product layoutlint-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
fuzzer="$(swift build --scratch-path .build/fuzz --show-bin-path)/layoutlint-fuzz"

# The first folder collects the inputs that reach new code; the others are read-only seeds.
status=0
ASAN_OPTIONS=detect_leaks=0 "$fuzzer" "$work/corpus" layouts "$regressions" \
    -dict="$work/layoutlint.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$work/findings/" || status=$?

found=0
for finding in "$work/findings"/*; do
    [ -e "$finding" ] || continue
    name="$(basename "$finding")"
    cp "$finding" "$regressions/$name.json"
    echo "fuzz: $name kept as $regressions/$name.json; replay it with: swift run layoutlint-fuzz $regressions/$name.json" >&2
    found=1
done
if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "fuzz: the fuzzer found a problem (exit $status); fix it and keep the input as a regression test" >&2
    exit 1
fi
echo "fuzz: no finding in $seconds s"
