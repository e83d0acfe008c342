#!/bin/sh
# Scores `perceive audit` on the corpus of real UIKit accessibility fixes
# (docs/uikit-fix-corpus.md). Arguments go to score-fixes.py; PERCEIVE names the binary,
# UIKIT_FIXES_MIRRORS the folder of the repositories' clones.
here="$(dirname "$0")"
exec python3 "$here/score-fixes.py" --corpus "$here/../Benchmarks/UIKitFixes/corpus.json" "$@"
