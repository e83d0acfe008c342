#!/usr/bin/env python3
"""Compares two folders of `perceive audit --format json` reports, one file per app (APP.json).

    scripts/diff-reports.py OLD_DIR NEW_DIR [-v]

A finding is its rule, its file (from the app's folder on), its line and its message; for each
app whose findings differ, prints the counts and (with -v) each finding that left (-) or came
(+); then the totals. A report missing or unreadable on either side is named. Exits 2 on bad
usage.
"""
import collections
import json
import os
import sys


def findings(path, app):
    try:
        with open(path) as file:
            report = json.load(file)
    except (OSError, ValueError):
        return None
    def key(finding):
        file = finding["file"]
        marker = "/" + app + "/"
        return (finding["ruleID"], file.split(marker, 1)[-1], finding["line"], finding["message"])
    return collections.Counter(key(finding) for finding in report["findings"])


def main(argv):
    arguments = [a for a in argv[1:] if a != "-v"]
    if len(arguments) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    old_dir, new_dir = arguments
    verbose = "-v" in argv
    totals = [0, 0]
    for name in sorted(os.listdir(new_dir)):
        if not name.endswith(".json"):
            continue
        app = name[:-len(".json")]
        old, new = findings(os.path.join(old_dir, name), app), findings(os.path.join(new_dir, name), app)
        if old is None or new is None:
            print(f"{app}: report missing or unreadable in {'the old' if old is None else 'the new'} folder")
            continue
        totals[0] += sum(old.values())
        totals[1] += sum(new.values())
        gone, came = old - new, new - old
        if gone or came:
            print(f"{app}: {sum(old.values())} -> {sum(new.values())} (-{sum(gone.values())} +{sum(came.values())})")
            if verbose:
                for sign, changed in (("-", gone), ("+", came)):
                    for (rule, file, line, message), count in sorted(changed.items()):
                        print(f"   {sign} {count} {rule} {file}:{line} {message}")
    print(f"total {totals[0]} -> {totals[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
