#!/usr/bin/env bash
# Fuzzes the HTTP/1.1 request decoder of the HTTPServer target with libFuzzer for a bounded time.
#
#   scripts/fuzz-http-parser.sh [SECONDS]     (default 60)
#
# Compiles Fuzz/HTTPParserFuzzer/main.swift with Sources/HTTPServer/Parser/*.swift (standard
# library only) using `swiftc -sanitize=fuzzer,address`, then runs it over a scratch copy of the
# checked-in corpus Fuzz/corpus/http-parser/, so the repository's corpus only changes by hand.
# Exits non-zero on a crash, a sanitizer report or a failed invariant; the crashing input is left
# in Fuzz/artifacts/ (ignored by git) to be replayed with `$BIN Fuzz/artifacts/crash-...`.
set -euo pipefail

SECONDS_TO_RUN="${1:-60}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
BUILD_DIR="${FUZZ_BUILD_DIR:-$ROOT/.build-fuzz}"
BIN="$BUILD_DIR/http-parser-fuzzer"
ARTIFACTS="$ROOT/Fuzz/artifacts"
mkdir -p "$BUILD_DIR" "$ARTIFACTS"

echo "fuzz-http-parser: compiling with $SWIFTC"
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -g \
    -module-name HTTPParserFuzzer \
    Sources/HTTPServer/Parser/*.swift Fuzz/HTTPParserFuzzer/main.swift \
    -o "$BIN"

WORK_CORPUS="$(mktemp -d "${TMPDIR:-/tmp}/http-parser-corpus.XXXXXX")"
trap 'rm -rf "$WORK_CORPUS"' EXIT
cp Fuzz/corpus/http-parser/* "$WORK_CORPUS"/

echo "fuzz-http-parser: running for ${SECONDS_TO_RUN}s over $(ls Fuzz/corpus/http-parser | wc -l) corpus inputs"
# -max_len: a few heads and bodies; -timeout: one input taking a second is a hang.
# New interesting inputs go to the scratch copy (the first directory), never the repository.
# Swift's own backtracer is off: libFuzzer and AddressSanitizer report the crash.
SWIFT_BACKTRACE=enable=no "$BIN" "$WORK_CORPUS" Fuzz/corpus/http-parser \
    -max_total_time="$SECONDS_TO_RUN" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$ARTIFACTS/" -print_final_stats=1
echo "fuzz-http-parser: no crash in ${SECONDS_TO_RUN}s"
