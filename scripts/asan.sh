#!/usr/bin/env bash
# AddressSanitizer pass: the suite's documents through an ASan-instrumented debug build.
#
#   scripts/asan.sh [GENERATED-COUNT]
#
# Builds layoutlint-fuzz and layoutlint with -sanitize=address in .build-asan (apart from the
# normal build), then runs in-process (decoding, layout, timeline and launch simulations, every
# rule and reporter, fixes): every file of layouts/ and of the fuzz regressions (each with its
# .layoutlint.yml when it has one), every rule's examples and GENERATED-COUNT (default 40)
# generated documents; and through the binary, whose pictures (Cairo, PNG encoding) the
# in-process pipeline does not draw: lint --pictures over layouts/, render and reuse --pictures
# of a few. Any report of AddressSanitizer (or a trap) fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."

count="${1:-40}"
start=$SECONDS
swift build -c debug --sanitize=address --scratch-path .build-asan --product layoutlint-fuzz
swift build -c debug --sanitize=address --scratch-path .build-asan --product layoutlint
bin="$(swift build -c debug --sanitize=address --scratch-path .build-asan --show-bin-path)"
export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=1
export SWIFT_BACKTRACE=enable=no
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

"$bin/layoutlint-fuzz" layouts/*.json Tests/FuzzRegressions/*.json > "$out/replay.txt"
"$bin/layoutlint-fuzz" --rule-examples
"$bin/layoutlint-fuzz" --generated 0 "$count"
# lint exits 1 for the error findings layouts/ is there to show; anything else fails.
status=0
"$bin/layoutlint" lint layouts/ --pictures "$out/pictures" --reporter html --output "$out/report.html" || status=$?
[ "$status" -le 1 ] || { echo "asan: lint exited $status" >&2; exit 1; }
"$bin/layoutlint" render layouts/daily-puzzle.json layouts/cards.json layouts/branded-splash.json --pictures "$out/rendered"
"$bin/layoutlint" reuse layouts/native-ad-feed.json --pictures "$out/plots" > /dev/null
echo "asan: no report ($(grep -c . "$out/replay.txt") files, rule examples, $count generated documents, pictures) in $((SECONDS - start)) s"
