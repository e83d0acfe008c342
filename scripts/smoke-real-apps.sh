#!/bin/bash
# Audits each folder with the release `perceive` and fails on a crash, a hang or an exit status
# other than 0 (no findings) or 1 (findings).
#
#   scripts/smoke-real-apps.sh FOLDER…                  one audit per folder, in order
#   TIMEOUT=600 scripts/smoke-real-apps.sh FOLDER…      seconds each folder may take (default 300)
#   PERCEIVE=path/to/perceive scripts/smoke-real-apps.sh FOLDER…   a perceive already built
#   LOGS=dir scripts/smoke-real-apps.sh FOLDER…         keep each audit's output in dir (by default it goes to a
#                                                       temporary folder removed at the end; the last lines of a
#                                                       failed audit are printed either way)
#   REPORTS=dir scripts/smoke-real-apps.sh FOLDER…      also write each folder's findings as dir/NAME.json
#                                                       (`--format json`), for scripts/diff-reports.py and
#                                                       scripts/sample-findings.py
#
# Prints one line a folder (Swift files, wall time, exit status, verdict), then a total.
# Exits 0 when every folder passed, 1 when one crashed, hung or exited otherwise, 2 on bad usage.
set -u
if [ "$#" -eq 0 ]; then
    echo "usage: scripts/smoke-real-apps.sh FOLDER…" >&2
    exit 2
fi
timeout_seconds="${TIMEOUT:-300}"
if [ -n "${LOGS:-}" ]; then
    logs="$LOGS"
    mkdir -p "$logs" || exit 2
else
    logs="$(mktemp -d)" || exit 2
    trap 'rm -rf "$logs"' EXIT
fi
if [ -z "${PERCEIVE:-}" ]; then
    (cd "$(dirname "$0")/.." && swift build -c release --product perceive >&2) || exit 2
    PERCEIVE="$(cd "$(dirname "$0")/.." && swift build -c release --show-bin-path)/perceive"
fi

failures=0
total_files=0
start_all=$(date +%s%N)
printf '%-28s %7s %9s %5s  %s\n' folder files wall exit verdict
for folder in "$@"; do
    name=$(basename "$folder")
    if [ ! -d "$folder" ]; then
        echo "$folder: not a folder" >&2
        exit 2
    fi
    files=$(find "$folder" -name '*.swift' -type f | wc -l)
    total_files=$((total_files + files))
    log="$logs/$name.log"
    start=$(date +%s%N)
    if [ -n "${REPORTS:-}" ]; then
        mkdir -p "$REPORTS" || exit 2
        timeout --kill-after=10 "$timeout_seconds" "$PERCEIVE" audit --no-cache --format json "$folder" >"$REPORTS/$name.json" 2>"$log"
    else
        timeout --kill-after=10 "$timeout_seconds" "$PERCEIVE" audit --no-cache "$folder" >"$log" 2>&1
    fi
    status=$?
    wall_ms=$((($(date +%s%N) - start) / 1000000))
    case "$status" in
        0 | 1) verdict=ok ;;
        124) verdict="HANG (over ${timeout_seconds} s)" ;;
        137) if [ "$wall_ms" -ge $((timeout_seconds * 1000)) ]; then verdict="HANG (over ${timeout_seconds} s)"; else verdict="CRASH (signal 9)"; fi ;;
        1[3-9][0-9] | 2[0-9][0-9]) verdict="CRASH (signal $((status - 128)))" ;;
        *) verdict="FAILED (exit $status)" ;;
    esac
    [ "$verdict" = ok ] || failures=$((failures + 1))
    printf '%-28s %7d %6d.%01ds %5d  %s\n' "$name" "$files" $((wall_ms / 1000)) $((wall_ms % 1000 / 100)) "$status" "$verdict"
    [ "$verdict" = ok ] || tail -n 5 "$log" | sed 's/^/    /'
done
wall_all=$((($(date +%s%N) - start_all) / 1000000000))
printf '%-28s %7d %7ds  %d of %d folders failed' total "$total_files" "$wall_all" "$failures" "$#"
if [ -n "${LOGS:-}" ]; then printf ' (logs in %s)' "$logs"; fi
printf '\n'
[ "$failures" -eq 0 ]
