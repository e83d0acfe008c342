#!/bin/sh
# Scores `perceive audit` on the corpus of real SwiftUI accessibility fixes
# (docs/swiftui-fix-corpus.md). Arguments go to score-swiftui-fixes.py; PERCEIVE names the binary.
exec python3 "$(dirname "$0")/score-swiftui-fixes.py" "$@"
