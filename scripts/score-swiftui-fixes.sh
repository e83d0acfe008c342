#!/bin/sh
# Scores `perceive audit` on the corpus of real SwiftUI accessibility fixes
# (docs/swiftui-fix-corpus.md), each audit indexing its project (--alone: the audited folders
# only). Arguments go to score-fixes.py; PERCEIVE names the binary.
here="$(dirname "$0")"
exec python3 "$here/score-fixes.py" --corpus "$here/../Benchmarks/SwiftUIFixes/corpus.json" --project "$@"
