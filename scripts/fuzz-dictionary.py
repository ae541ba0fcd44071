#!/usr/bin/env python3
"""Writes a libFuzzer dictionary of the format's words to standard output, from the output of
`layoutlint schema` (file SCHEMA) and `layoutlint rules` (file RULES): every property name
(quoted, as in a file, and followed by a colon), every enum string, every rule id and rule
option name, and JSON punctuation. The words come from the decoder's own tables (the schema
and the rule table are generated from them), not from a hand-copied list.

    scripts/fuzz-dictionary.py schema.json rules.txt > layoutlint.dict"""
import json
import sys


def walk(value, words):
    if isinstance(value, dict):
        for key, child in value.items():
            if key == "properties" and isinstance(child, dict):
                words.update(child.keys())
            if key == "enum" and isinstance(child, list):
                words.update(item for item in child if isinstance(item, str))
            if key == "required" and isinstance(child, list):
                words.update(item for item in child if isinstance(item, str))
            walk(child, words)
    elif isinstance(value, list):
        for child in value:
            walk(child, words)


def escape(text):
    return "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\x%02X" % b
                   for c in text for b in (c.encode("utf-8") if ord(c) >= 127 else [ord(c)]))


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: fuzz-dictionary.py SCHEMA RULES")
    with open(sys.argv[1], encoding="utf-8") as file:
        schema = json.load(file)
    words = set()
    walk(schema, words)
    with open(sys.argv[2], encoding="utf-8") as file:
        for line in file.read().splitlines()[1:]:
            columns = line.split()
            if not columns:
                continue
            words.add(columns[0])
            words.update(column.split("=")[0] for column in columns[1:] if "=" in column)
    entries = []
    for word in sorted(words):
        entries.append('"\\"%s\\""' % escape(word))
        entries.append('"\\"%s\\": "' % escape(word))
    for token in ["{", "}", "[", "]", ":", ",", "true", "false", "null", "-1", "0", "1e308", "0.5", "\\\"#FFFFFF\\\"", "\\\"end\\\""]:
        entries.append('"%s"' % token)
    for index, entry in enumerate(entries):
        print("w%d=%s" % (index, entry))


if __name__ == "__main__":
    main()
