#!/usr/bin/env bash
# Fuzzes one of the HTTPServer target's parsers with libFuzzer for a bounded time.
#
#   scripts/fuzz.sh http-parser [SECONDS]     the HTTP/1.1 request decoder (Sources/HTTPServer/Parser)
#   scripts/fuzz.sh multipart [SECONDS]       the multipart/form-data parser (Sources/HTTPServer/Multipart)
#
# Compiles Fuzz/<Name>Fuzzer/main.swift with the parser's folder (standard library only) using
# `swiftc -sanitize=fuzzer,address` (optimized, but with the standard library's debug checks kept, so
# that an index past a buffer's count traps even where the memory is still inside its allocation), then
# runs it for SECONDS (default 60) over a scratch copy of the checked-in corpus Fuzz/corpus/<target>/, so
# the repository's corpus only changes by hand. Exits non-zero on a crash, a sanitizer report or a
# failed invariant; the crashing input is left in Fuzz/artifacts/ (ignored by git) to be replayed with
# `$BIN Fuzz/artifacts/crash-...`.
set -euo pipefail

TARGET="${1:?which parser: http-parser or multipart}"
SECONDS_TO_RUN="${2:-60}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

case "$TARGET" in
    http-parser) MODULE=HTTPParserFuzzer; SOURCES=Sources/HTTPServer/Parser ;;
    multipart) MODULE=MultipartFuzzer; SOURCES=Sources/HTTPServer/Multipart ;;
    *) echo "fuzz: unknown target $TARGET (http-parser or multipart)" >&2; exit 2 ;;
esac

SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
BUILD_DIR="${FUZZ_BUILD_DIR:-$ROOT/.build-fuzz}"
BIN="$BUILD_DIR/$TARGET-fuzzer"
ARTIFACTS="$ROOT/Fuzz/artifacts"
mkdir -p "$BUILD_DIR" "$ARTIFACTS"

echo "fuzz $TARGET: compiling with $SWIFTC"
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -assert-config Debug -g \
    -module-name "$MODULE" \
    "$SOURCES"/*.swift "Fuzz/$MODULE/main.swift" \
    -o "$BIN"

WORK_CORPUS="$(mktemp -d "${TMPDIR:-/tmp}/$TARGET-corpus.XXXXXX")"
trap 'rm -rf "$WORK_CORPUS"' EXIT
cp "Fuzz/corpus/$TARGET"/* "$WORK_CORPUS"/

echo "fuzz $TARGET: running for ${SECONDS_TO_RUN}s over $(ls "Fuzz/corpus/$TARGET" | wc -l) corpus inputs"
# -max_len: a few heads, bodies or parts; -timeout: one input taking a second is a hang.
# New interesting inputs go to the scratch copy (the first directory), never the repository.
# Swift's own backtracer is off: libFuzzer and AddressSanitizer report the crash.
SWIFT_BACKTRACE=enable=no "$BIN" "$WORK_CORPUS" "Fuzz/corpus/$TARGET" \
    -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$ARTIFACTS/" -print_final_stats=1
echo "fuzz $TARGET: no crash in ${SECONDS_TO_RUN}s"
