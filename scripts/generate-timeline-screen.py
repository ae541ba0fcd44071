#!/usr/bin/env python3
"""Writes a screen with NODES nodes and EVENTS `set` events (one per distinct time) to standard
output: the large inputs of issue 16 item 7 that exercise the work budget.

    scripts/generate-timeline-screen.py 99000 50000 > /tmp/big.json
    layoutlint lint /tmp/big.json       # refused: the estimate is over --max-work

The tree is a root with rows of 100 leaf boxes, so it stays shallow whatever NODES is; each
event changes the height of one leaf, which moves everything below it.
"""
import json
import sys


def screen(nodes: int, events: int) -> dict:
    rows = []
    leaves = []
    remaining = nodes - 1
    row = 0
    while remaining > 0:
        count = min(100, remaining - 1) if remaining > 1 else 0
        children = [{"id": f"n{row}-{i}", "background": "#FFFFFF", "style": {"height": 4, "width": 3}} for i in range(count)]
        leaves += [child["id"] for child in children]
        rows.append({"id": f"row{row}", "style": {"flexDirection": "row"}, "children": children})
        remaining -= 1 + count
        row += 1
    timeline = [
        {"at": 10 * (i + 1), "set": leaves[i % len(leaves)] if leaves else "root", "style": {"height": 4 + (i % 7)}}
        for i in range(events)
    ]
    return {"screen": f"Generated {nodes} x {events}", "devices": ["iPhone 15"],
            "root": {"id": "root", "background": "#FFFFFF", "children": rows}, "timeline": timeline}


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: generate-timeline-screen.py NODES EVENTS")
    json.dump(screen(int(sys.argv[1]), int(sys.argv[2])), sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
