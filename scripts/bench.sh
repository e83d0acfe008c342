#!/bin/sh
# Builds perceive-bench in release and runs both benchmarks.
#
#   scripts/bench.sh CORPUS…            audit each corpus, then all together; then simulate
#   RUNS=5 scripts/bench.sh CORPUS…     more timed runs (default 3)
#
# Corpora are folders of Swift sources (an app's checkout); nothing is copied from them.
set -eu
cd "$(dirname "$0")/.."
runs="${RUNS:-3}"
swift build -c release --product perceive-bench
bench=.build/release/perceive-bench
if [ "$#" -gt 0 ]; then
    for corpus in "$@"; do
        "$bench" audit "$corpus" --runs "$runs"
        echo
    done
    if [ "$#" -gt 1 ]; then
        "$bench" audit "$@" --runs "$runs"
        echo
    fi
fi
"$bench" simulate --runs "$runs"
