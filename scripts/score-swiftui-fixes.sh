#!/bin/sh
# Scores `perceive audit` on the corpus of real SwiftUI accessibility fixes
# (docs/swiftui-fix-corpus.md), each audit indexing its project (--alone: the audited folders
# only). `--heldout` first scores the held-out set (Benchmarks/SwiftUIFixes/heldout.json) instead.
# Other arguments go to score-fixes.py; PERCEIVE names the binary.
here="$(dirname "$0")"
corpus="$here/../Benchmarks/SwiftUIFixes/corpus.json"
if [ "$1" = "--heldout" ]; then
    corpus="$here/../Benchmarks/SwiftUIFixes/heldout.json"
    shift
fi
exec python3 "$here/score-fixes.py" --corpus "$corpus" --project "$@"
