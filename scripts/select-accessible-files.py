#!/usr/bin/env python3
"""Lists a repository's accessible SwiftUI files by the fix corpus's criterion.

A file is counted when it holds SwiftUI views at COMMIT (`some View`, not a test or preview
file), and ACCESSIBILITY commits changed it: commits of COMMIT's history whose diff of that
file (following renames) adds or removes an accessibility modifier (the corpus's `git log -G`
pattern, docs/swiftui-fix-corpus.md, How the corpus was chosen). Prints one JSON object per
line, the form of `accessibleFiles[]` entries, most commits first.

    scripts/select-accessible-files.py MIRROR URL [--commit C] [--at-least N] [--under PATH]...

MIRROR is a bare clone; URL the repository's address written into each entry. Standard library
only: the script reads the clone with `git`.
"""

import argparse
import json
import subprocess
import sys

PATTERN = (
    r"accessibility(Label|Hint|Value|AddTraits|Hidden|Element|Heading|Representation)"
    r"|accessibilityReduceMotion|ScaledMetric|Image\(decorative|DifferentiateWithoutColor"
)


def git(mirror, *arguments, check=True):
    completed = subprocess.run(["git", "-C", mirror, *arguments], capture_output=True, text=True)
    if completed.returncode != 0:
        if not check:
            return None
        sys.exit("select-accessible-files: git %s failed in %s: %s"
                 % (" ".join(arguments[:2]), mirror, completed.stderr.strip()))
    return completed.stdout


def is_candidate(path):
    lowered = path.lower()
    return (path.endswith(".swift")
            and "test" not in lowered
            and "preview" not in lowered.rsplit("/", 1)[-1])


def holds_views(mirror, commit, path):
    return "some View" in git(mirror, "show", "%s:%s" % (commit, path))


def accessibility_commits(mirror, commit, path):
    arguments = ["log", "--format=%H", "-G", PATTERN, commit, "--", path]
    hashes = git(mirror, "log", "--follow", *arguments[1:], check=False)
    if hashes is None:
        # Following renames compares other files' contents too; a clone that lacks some of
        # them (a stored clone leaves out its largest files) counts this path's own history.
        print("select-accessible-files: %s: renames not followed (the clone lacks objects)" % path,
              file=sys.stderr)
        hashes = git(mirror, *arguments)
    return len([line for line in hashes.splitlines() if line.strip()])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mirror")
    parser.add_argument("url")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--at-least", type=int, default=2, dest="at_least")
    parser.add_argument("--under", action="append", default=[],
                        help="only files under this folder (repeatable)")
    options = parser.parse_args()

    commit = git(options.mirror, "rev-parse", options.commit + "^{commit}").strip()
    paths = git(options.mirror, "ls-tree", "-r", "--name-only", commit).splitlines()
    chosen = []
    for path in paths:
        if not is_candidate(path):
            continue
        if options.under and not any(path.startswith(folder.rstrip("/") + "/") for folder in options.under):
            continue
        if not holds_views(options.mirror, commit, path):
            continue
        count = accessibility_commits(options.mirror, commit, path)
        if count >= options.at_least:
            chosen.append((count, path))
    for count, path in sorted(chosen, key=lambda entry: (-entry[0], entry[1])):
        print(json.dumps({"repository": options.url, "commit": commit, "path": path,
                          "accessibilityCommits": count}))


if __name__ == "__main__":
    main()
