#!/usr/bin/env python3
"""Extracts Yoga's right-to-left expectations into Tests/Fixtures/YogaRTL/expectations.json.

Yoga's generated tests (facebook/yoga, tests/generated/YG*Test.cpp) lay every fixture out
twice: once with YGDirectionLTR and once with YGDirectionRTL, each followed by assertions of
every node's left, top, width and height. The left-to-right half is what the shared
conformance cases (../shared/conformance/yoga) hold; this script keeps the right-to-left half
of the same cases, keyed like them ("<file>__<test name>"), so that the layout tests can lay
each shared case out with a right-to-left root and compare.

Usage:
    scripts/extract-yoga-rtl.py YOGA_CHECKOUT [CONFORMANCE_DIR] [OUTPUT]

YOGA_CHECKOUT is a checkout of facebook/yoga (the commit the shared cases name);
CONFORMANCE_DIR defaults to $LAYOUTLINT_CONFORMANCE_DIR or ../shared/conformance/yoga, and only
its cases are kept; OUTPUT defaults to Tests/Fixtures/YogaRTL/expectations.json. The output is
deterministic (sorted keys), so running the script again on the same inputs changes nothing.
"""

import json
import os
import re
import subprocess
import sys

TEST_START = re.compile(r"^TEST\(YogaTest, (\w+)\) \{$")
RTL_LAYOUT = re.compile(r"YGNodeCalculateLayout\(root, [^,]+, [^,]+, YGDirectionRTL\);")
ASSERTION = re.compile(r"ASSERT_FLOAT_EQ\((-?[0-9.e+-]+)f?, YGNodeLayoutGet(Left|Top|Width|Height)\((\w+)\)\);")
FIELDS = ["Left", "Top", "Width", "Height"]


def rtl_expectations(path):
    """Maps each test of one generated file to {node id: [left, top, width, height]} of its RTL run."""
    tests = {}
    name = None
    in_rtl = False
    frames = {}
    with open(path, encoding="utf-8") as source:
        for raw in source:
            line = raw.strip()
            start = TEST_START.match(raw.rstrip())
            if start:
                name, in_rtl, frames = start.group(1), False, {}
                continue
            if name is None:
                continue
            if RTL_LAYOUT.search(line):
                in_rtl = True
                continue
            if line.startswith("YGNodeCalculateLayout("):
                in_rtl = False
                continue
            match = ASSERTION.match(line)
            if match and in_rtl:
                value = float(match.group(1))
                frames.setdefault(match.group(3), {})[match.group(2)] = int(value) if value.is_integer() else value
                continue
            if raw.startswith("}"):
                if frames:
                    complete = {node: [edges[f] for f in FIELDS] for node, edges in frames.items() if len(edges) == 4}
                    tests[name] = complete
                name = None
    return tests


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    yoga = argv[1]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    conformance = (
        argv[2]
        if len(argv) > 2
        else os.environ.get("LAYOUTLINT_CONFORMANCE_DIR") or os.path.join(root, "..", "shared", "conformance", "yoga")
    )
    output = argv[3] if len(argv) > 3 else os.path.join(root, "Tests", "Fixtures", "YogaRTL", "expectations.json")
    wanted = {}
    for entry in sorted(os.listdir(conformance)):
        if entry.endswith(".json"):
            with open(os.path.join(conformance, entry), encoding="utf-8") as case:
                data = json.load(case)
            wanted[data["key"]] = data.get("commit", "")
    commits = sorted(set(wanted.values()))
    try:
        commit = subprocess.run(
            ["git", "-C", yoga, "rev-parse", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    if commits and commit not in commits:
        print(f"warning: Yoga checkout is at {commit}, the shared cases name {', '.join(commits)}", file=sys.stderr)
    generated = os.path.join(yoga, "tests", "generated")
    cases = {}
    for entry in sorted(os.listdir(generated)):
        if not (entry.startswith("YG") and entry.endswith(".cpp")):
            continue
        for test, frames in rtl_expectations(os.path.join(generated, entry)).items():
            key = f"{entry[:-4]}__{test}"
            if key in wanted:
                cases[key] = frames
    missing = sorted(set(wanted) - set(cases))
    for key in missing:
        print(f"no right-to-left run found for {key}", file=sys.stderr)
    document = {
        "about": (
            "Right-to-left expectations of Yoga's generated tests (tests/generated/YG*Test.cpp, "
            "the assertions after YGNodeCalculateLayout(root, YGUndefined, YGUndefined, YGDirectionRTL)), "
            "for the cases of the shared conformance folder, keyed like them. Each node's frame is "
            "[left, top, width, height] relative to its parent. Extracted by scripts/extract-yoga-rtl.py."
        ),
        "source": "https://github.com/facebook/yoga",
        "commit": commit,
        "license": "MIT, Copyright (c) Facebook, Inc. and its affiliates: Yoga's test data, with Yoga's licence in LICENSE beside this file.",
        "cases": cases,
    }
    os.makedirs(os.path.dirname(output), exist_ok=True)
    # One line per case keeps the file small and its diffs readable.
    header = {key: value for key, value in document.items() if key != "cases"}
    lines = [f" {json.dumps(key)}: {json.dumps(value)}," for key, value in sorted(header.items())]
    body = [f"  {json.dumps(key)}: {json.dumps(cases[key], sort_keys=True)}" for key in sorted(cases)]
    with open(output, "w", encoding="utf-8") as out:
        out.write("{\n" + "\n".join(lines) + '\n "cases": {\n' + ",\n".join(body) + "\n }\n}\n")
    print(f"{len(cases)} cases written to {output}; {len(missing)} without a right-to-left run")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
