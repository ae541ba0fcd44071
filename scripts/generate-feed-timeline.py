#!/usr/bin/env python3
"""Writes a large layout file for timing the incremental timeline (issue 15).

The screen is a feed: a header, then sections of cards (an image, a title, a body text and
a row of chips), about `--nodes` nodes in all. The timeline has `--events` `set` events,
16 ms apart: most resize an image or a chip inside one card (a few nodes move), one in
fifty resizes a whole section (everything below it moves).

    scripts/generate-feed-timeline.py --nodes 20000 --events 2000 > timeline-20k.json
    scripts/generate-feed-timeline.py --nodes 3000 --events 100 > timeline-3k.json
"""
import argparse
import json
import random
import sys

CARD_NODES = 10  # card, image, text column, title, body, chip row, 4 chips
CARDS_PER_SECTION = 8


def card(section, index):
    prefix = f"s{section}c{index}"
    chips = [{"id": f"{prefix}chip{k}", "background": "#E5E5EA", "style": {"width": 40, "height": 20, "marginRight": 4}}
             for k in range(4)]
    return {
        "id": prefix, "background": "#FFFFFF",
        "style": {"flexDirection": "row", "padding": 8, "marginBottom": 4},
        "children": [
            {"id": f"{prefix}img", "kind": "image", "style": {"width": 64, "height": 64, "marginRight": 8}},
            {"id": f"{prefix}text", "style": {"flexGrow": 1, "flexShrink": 1}, "children": [
                {"id": f"{prefix}title", "kind": "label", "text": f"Story {section}.{index}"},
                {"id": f"{prefix}body", "kind": "label", "text": "A short summary of the story that wraps onto a second line"},
                {"id": f"{prefix}chips", "style": {"flexDirection": "row", "marginTop": 4}, "children": chips},
            ]},
        ],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    section_nodes = 1 + CARDS_PER_SECTION * CARD_NODES
    sections = max(1, (args.nodes - 3) // section_nodes)
    feed = [{"id": f"s{s}", "style": {"paddingTop": 12},
             "children": [card(s, c) for c in range(CARDS_PER_SECTION)]} for s in range(sections)]
    root = {"id": "root", "background": "#F2F2F7", "children": [
        {"id": "header", "kind": "label", "text": "Today", "style": {"height": 44}},
        {"id": "feed", "style": {"flexGrow": 1, "overflow": "scroll"}, "children": feed},
    ]}
    timeline = []
    for k in range(args.events):
        at = 100 + 16 * k
        section = rng.randrange(sections)
        if k % 50 == 49:
            event = {"at": at, "set": f"s{section}", "style": {"paddingTop": rng.choice([0, 12, 24, 36])}}
        elif k % 2 == 0:
            prefix = f"s{section}c{rng.randrange(CARDS_PER_SECTION)}"
            event = {"at": at, "set": f"{prefix}img", "style": {"height": rng.choice([48, 64, 80, 96])}}
        else:
            prefix = f"s{section}c{rng.randrange(CARDS_PER_SECTION)}"
            event = {"at": at, "set": f"{prefix}chip{rng.randrange(4)}", "style": {"width": rng.choice([24, 40, 56])}}
        timeline.append(event)
    json.dump({"screen": f"Timeline {args.nodes}x{args.events}", "devices": ["iPhone 15", "iPhone SE (3rd generation)"],
               "root": root, "timeline": timeline}, sys.stdout, indent=None, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
