#!/usr/bin/env bash
# Fuzzes one of Perceive's readers with libFuzzer (docs/fuzzing.md).
#
#   scripts/fuzz.sh TARGET [SECONDS] [LIBFUZZER-OPTION…]
#   scripts/fuzz.sh TARGET --reproduce FILE…     run the target once on each FILE (a crash found earlier)
#   scripts/fuzz.sh --list                       the targets
#
# TARGET is snapshot, color, gestures, assetcatalog, pbxproj or swiftui. SECONDS defaults to 600.
# Nothing here is part of `swift build` or `swift test`: the readers' modules are built again with
# `-sanitize=fuzzer -sanitize=address` into .build/fuzz, and each target in Fuzz/Targets/ is linked
# against them with `swiftc -sanitize=fuzzer,address`.
#
# The corpus is .build/fuzz/corpus/TARGET, seeded on every run from the seeds in Fuzz/Seeds/,
# the test fixtures and Examples/, and the folders in PERCEIVE_FUZZ_SEEDS (colon-separated: real
# apps' checkouts for swiftui, assetcatalog and pbxproj, copied into the corpus, never into the repository).
# The fuzzer runs in a child process (-fork=1) and goes on after a crash, hang (-timeout) or
# out-of-memory input; each is written to .build/fuzz/findings/TARGET/.
#
# Environment: SWIFTC (default: swiftc on PATH), PERCEIVE_SWIFT_SYNTAX_HOST or PERCEIVE_TOOLCHAIN
# as for Package.swift, PERCEIVE_FUZZ_SEEDS, PERCEIVE_FUZZ_NICE (default 10).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
targets="snapshot color gestures assetcatalog pbxproj swiftui"

usage() {
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

[[ $# -ge 1 ]] || usage
if [[ "$1" == "--list" ]]; then echo "$targets" | tr ' ' '\n'; exit 0; fi
target="$1"; shift
[[ " $targets " == *" $target "* ]] || { echo "fuzz.sh: unknown target '$target' (expected one of: $targets)" >&2; exit 2; }

# What each target links, in dependency order, and how it runs.
case "$target" in
    snapshot)     modules="Basics AccessibilityTree SnapshotCodec";                                 max_len=8192;  timeout=10 ;;
    color)        modules="Basics ColorScience";                                                   max_len=512;   timeout=10 ;;
    gestures)     modules="Basics AccessibilityTree SnapshotCodec Scenes AssistiveTechnologies";   max_len=1024;  timeout=10 ;;
    assetcatalog) modules="Basics ColorScience AssetCatalog";                                      max_len=4096;  timeout=10 ;;
    pbxproj)      modules="Basics";                                                                max_len=65536; timeout=10 ;;
    swiftui)      modules="Basics AccessibilityTree Scenes SnapshotCodec SwiftSyntaxSupport SwiftUIFrontEnd"; max_len=16384; timeout=30 ;;
esac
top_module="${modules##* }"

build=".build/fuzz"
nice_level="${PERCEIVE_FUZZ_NICE:-10}"
swiftc="${SWIFTC:-swiftc}"
# One flag: of two -sanitize= flags swiftc keeps only the last.
sanitize=(-Xswiftc -sanitize=fuzzer,address)

echo "fuzz.sh: building $top_module and what it imports with -sanitize=fuzzer,address into $build" >&2
nice -n "$nice_level" swift build -c release --build-path "$build" --target "$top_module" "${sanitize[@]}" >&2
bin="$(swift build -c release --build-path "$build" "${sanitize[@]}" --show-bin-path)"

# SwiftSyntax from the toolchain, found as Package.swift finds it.
link_syntax=()
if [[ "$target" == "swiftui" ]]; then
    host="${PERCEIVE_SWIFT_SYNTAX_HOST:-}"
    if [[ -z "$host" && -n "${PERCEIVE_TOOLCHAIN:-}" ]]; then host="$PERCEIVE_TOOLCHAIN/lib/swift/host"; fi
    if [[ -z "$host" ]]; then host="$(dirname "$(dirname "$(readlink -f "$(command -v "$swiftc")")")")/lib/swift/host"; fi
    [[ -e "$host/SwiftSyntax.swiftmodule" ]] || { echo "fuzz.sh: no SwiftSyntax in $host (set PERCEIVE_SWIFT_SYNTAX_HOST)" >&2; exit 2; }
    link_syntax=(-I "$host" -L "$host" -Xlinker -rpath -Xlinker "$host"
                 -lSwiftSyntax -lSwiftParser -lSwiftDiagnostics -lSwiftBasicFormat)
fi

# The toolchain's lld links without gold's warnings about sanitizer symbols.
linker=()
[[ -x "$(dirname "$(readlink -f "$(command -v "$swiftc")")")/ld.lld" ]] && linker=(-use-ld=lld)

objects=()
for module in $modules; do
    objects+=("$bin/$module.build/"*.o)
done
binary="$build/fuzz-$target"
echo "fuzz.sh: linking $binary" >&2
nice -n "$nice_level" "$swiftc" "${linker[@]}" -sanitize=fuzzer,address -parse-as-library -O -module-name "Fuzz_$target" \
    -I "$bin/Modules" "Fuzz/Targets/$target.swift" "${objects[@]}" "${link_syntax[@]}" -o "$binary"

# Leaks are not failures here: caches live for the whole process.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

if [[ "${1:-}" == "--reproduce" ]]; then
    shift
    exec "$binary" "$@"
fi
# While fuzzing, libFuzzer reports crashes: Swift's backtracer, reading the crashed process's
# memory, would itself trip the address sanitizer. `--reproduce` keeps it for the Swift stack.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

seconds=600
if [[ $# -ge 1 && "$1" =~ ^[0-9]+$ ]]; then seconds="$1"; shift; fi

# The seed corpus.
corpus="$build/corpus/$target"
findings="$build/findings/$target"
mkdir -p "$corpus" "$findings"
copy_seeds() {   # FIND-ARGUMENTS… : copies each file found, named by its content, into the corpus
    # Sizes in bytes: find rounds a size in k up, so `-size -1k` would take empty files only.
    find "$@" -type f -size -"$((max_len + 1))"c 2>/dev/null | sort | while read -r file; do
        cp "$file" "$corpus/seed-$(cksum < "$file" | cut -d' ' -f1)"
    done
}
[[ -d "Fuzz/Seeds/$target" ]] && copy_seeds "Fuzz/Seeds/$target"
IFS=':' read -r -a extra <<< "${PERCEIVE_FUZZ_SEEDS:-}"
case "$target" in
    snapshot)
        copy_seeds Tests/SnapshotCodecTests/Fixtures -name '*.json' ;;
    assetcatalog)
        copy_seeds Tests/AssetCatalogTests/Fixtures -name Contents.json
        for folder in "${extra[@]}"; do
            [[ -n "$folder" ]] && copy_seeds "$folder" -name Contents.json -path '*.xcassets/*'
        done ;;
    pbxproj)
        for folder in "${extra[@]}"; do
            [[ -n "$folder" ]] && copy_seeds "$folder" -name project.pbxproj
        done ;;
    swiftui)
        copy_seeds Examples -name '*.swift'
        for folder in "${extra[@]}"; do
            [[ -n "$folder" ]] || continue
            # At most 60 files a folder, spread over it: SwiftUI views of up to max_len bytes.
            mapfile -t files < <(find "$folder" -name '*.swift' -size -"$((max_len / 1024))"k -print0 2>/dev/null \
                | xargs -0 -r grep -l 'import SwiftUI' | sort)
            stride=$(( ${#files[@]} / 60 + 1 ))
            for ((i = 0; i < ${#files[@]}; i += stride)); do
                cp "${files[$i]}" "$corpus/seed-$(cksum < "${files[$i]}" | cut -d' ' -f1)"
            done
        done ;;
esac
echo "fuzz.sh: $target for $seconds s, corpus $corpus ($(ls "$corpus" | wc -l) files), findings in $findings" >&2

dictionary=()
[[ -f "Fuzz/Dictionaries/$target.dict" ]] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
exec nice -n "$nice_level" "$binary" "$corpus" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 \
    -max_len="$max_len" -artifact_prefix="$findings/" "${dictionary[@]}" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 "$@"
