#!/bin/sh
# Scores `perceive audit` on the corpus of real SwiftUI accessibility fixes
# (docs/swiftui-fix-corpus.md). Arguments go to score-fixes.py; PERCEIVE names the binary.
here="$(dirname "$0")"
exec python3 "$here/score-fixes.py" --corpus "$here/../Benchmarks/SwiftUIFixes/corpus.json" "$@"
