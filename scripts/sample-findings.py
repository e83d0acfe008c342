#!/usr/bin/env python3
"""Draws findings to read at their source from `perceive audit --format json` reports (APP.json).

    scripts/sample-findings.py REPORT_DIR SEED N APP...

For each APP, N findings of REPORT_DIR/APP.json, spread over its rules: the rules taken in turn,
the most frequent first, one finding of each at a time, drawn at random (seeded by SEED, so the
same arguments draw the same findings) within its rule. Prints each as a section a reader fills
in: an id (APP-k), the rule, file:line:column, kind, element path, message and fix. Exits 2 on bad
usage or a report that cannot be read.
"""
import collections
import json
import random
import sys


def draw(findings, count, rng):
    by_rule = collections.defaultdict(list)
    for finding in findings:
        by_rule[finding["ruleID"]].append(finding)
    rules = sorted(by_rule, key=lambda rule: (-len(by_rule[rule]), rule))
    for rule in rules:
        rng.shuffle(by_rule[rule])
    picked = []
    while len(picked) < count and any(by_rule.values()):
        for rule in rules:
            if by_rule[rule] and len(picked) < count:
                picked.append(by_rule[rule].pop())
    return picked


def main(argv):
    if len(argv) < 5 or not argv[2].isdigit() or not argv[3].isdigit():
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    folder, rng, count = argv[1], random.Random(int(argv[2])), int(argv[3])
    for app in argv[4:]:
        path = f"{folder}/{app}.json"
        try:
            with open(path) as file:
                findings = json.load(file)["findings"]
        except (OSError, ValueError, KeyError) as error:
            print(f"{path}: cannot read the report ({error})", file=sys.stderr)
            return 2
        for index, finding in enumerate(draw(findings, count, rng), 1):
            print(f"## {app}-{index}: [{finding['ruleID']}] {finding['file']}:{finding['line']}:{finding['column']} ({finding['kind']})")
            print(f"   element: {finding.get('elementPath') or ''}")
            print(f"   message: {finding['message']}")
            print(f"   fix: {finding.get('fix', '')[:300]}")
            print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
