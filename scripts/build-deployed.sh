#!/usr/bin/env bash
# Runs `swift build` in release with the flags FormUI is deployed with, followed by this script's
# arguments (`--product gallery`, `--scratch-path DIR`, `--show-bin-path`), in the current directory's
# package. The Dockerfile, scripts/container-check.sh, scripts/symbol-order.sh and Benchmarks/run.sh
# build with it, so the image, its check and the benchmark run the same binary layout.
#
#   --static-swift-stdlib           the Swift libraries and Foundation linked into the binary: a process
#                                   maps one file instead of fifteen shared libraries, each relocated at start
#   lld, -z pack-relative-relocs    relative relocations packed (RELR, glibc 2.36 or later), so the
#                                   loader writes few pages at start
#   --symbol-ordering-file          the functions in scripts/symbol-order.txt laid out together, so that
#                                   an idle server touches few pages of code (that file says how it is made)
#
# DESIGN §7 says why; Benchmarks/RESULTS.md has what each saves.
set -euo pipefail
order="$(cd "$(dirname "$0")" && pwd)/symbol-order.txt"
flags=(-c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
if [[ -f "$order" ]]; then
    flags+=(-Xlinker "--symbol-ordering-file=$order" -Xlinker --no-warn-symbol-ordering)
fi
exec swift build "${flags[@]}" "$@"
