#!/usr/bin/env bash
# Runs the built layoutlint on generated documents over every command and reporter.
#
#   scripts/fuzz-commands.sh COUNT [FIRST-SEED] [SECONDS]
#
# DocumentGenerator (Sources/LayoutLintFuzz) makes the documents and configurations of seeds
# FIRST-SEED (default 0) onwards; each is linted with every reporter, with --pictures, with a
# baseline written and read, with --fix, laid out, rendered and simulated for reuse (see
# CommandCampaign). A crash, a runtime error, an exit status over 2 or a command over 120 s is
# a finding: the document is kept in Tests/FuzzRegressions/ and the script
# fails. SECONDS stops the campaign early. Set CONFIGURATION=release to use a release build.
set -euo pipefail
cd "$(dirname "$0")/.."

count="${1:-}"
if ! [[ "$count" =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/fuzz-commands.sh COUNT [FIRST-SEED] [SECONDS]" >&2
    exit 2
fi
first="${2:-0}"
configuration="${CONFIGURATION:-debug}"
swift build -c "$configuration" --product layoutlint
swift build -c "$configuration" --product layoutlint-fuzz
bin="$(swift build -c "$configuration" --show-bin-path)"
exec "$bin/layoutlint-fuzz" --commands "$bin/layoutlint" "$first" "$count" ${3:+"$3"}
