#!/usr/bin/env bash
# FormUI side by side with Hummingbird + swift-mustache and Vapor + Leaf (the framework peers, each
# rendering the page from a template), the hand-written byte builder on raw SwiftNIO and on Hummingbird
# (the limit) and nginx serving the bytes (the ceiling), in one run.
#
#   Benchmarks/run.sh
#
# Builds everything in release, checks that every server answers the same bytes, measures each with wrk
# (server pinned to core 0, wrk to core 1), runs the in-process render benchmark and the session memory
# test, and prints one table. Loopback only; stops every process it started. Environment:
#   BENCH_DURATION=5  seconds per wrk run      BENCH_ROUNDS=3       runs per figure (median)
#   BENCH_SESSIONS=100000 sessions created     BENCH_ONLY=nio,nginx measure FormUI and these only
#                                              (keys: sqlite, sqlite-full, postgres, mustache, leaf, nio,
#                                              hummingbird, nginx; BENCH_ONLY=sqlite,sqlite-full,postgres:
#                                              FormUI's rows only)
#   BENCH_SKIP_BUILD=1 use the existing build  BENCH_SKIP_INPROC=1 no in-process render and memory figures
#   BENCH_PORT_OFFSET=100 added to every port (8090–8099), for a second run on the same machine
# FormUI runs four ways: sessions in memory, in a SQLite file (FORMUI_SESSIONS=sqlite:…, a temporary
# directory; synchronous=NORMAL, the default, and FULL) and in PostgreSQL (a server started and stopped
# here from /usr/lib/postgresql/*/bin; its rows are skipped, with the reason printed, when those programs are missing).
# formui-server is linked as the Dockerfile links the gallery (what users deploy): the Swift libraries and
# Foundation statically, with lld and packed relative relocations (DEPLOYED_FLAGS below), in its own build
# directory (.build/deployed), since those flags would otherwise rebuild the peers' modules.
#   Only FormUI, without building the peers:
#     (cd Benchmarks && swift build -c release --scratch-path .build/deployed --product formui-server \
#        --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
#     BENCH_SKIP_BUILD=1 BENCH_SKIP_INPROC=1 BENCH_ONLY=sqlite,sqlite-full,postgres Benchmarks/run.sh
set -euo pipefail
cd "$(dirname "$0")"

export PATH=/opt/swift/usr/bin:$PATH

# Every process this script starts runs in its own process group; stop them all on the way out.
children=()
cleanup() {
    for pid in "${children[@]}"; do
        kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v nginx >/dev/null || missing+=(nginx-light)
command -v taskset >/dev/null || missing+=(util-linux)
command -v python3 >/dev/null || missing+=(python3)
if ((${#missing[@]})); then
    echo "run.sh: installing ${missing[*]} with apt" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if (($(nproc) < 2)); then
    echo "run.sh: needs 2 cores (server on one, wrk on the other)" >&2
    exit 1
fi

if [[ -z "${BENCH_SKIP_BUILD:-}" ]]; then
    echo "run.sh: building in release (the first build of Vapor and Hummingbird takes a while)" >&2
    build_started=$(date +%s)
    build_log=$(mktemp)
    if ! swift build -c release >"$build_log" 2>&1; then
        tail -40 "$build_log" >&2
        echo "run.sh: the release build failed" >&2
        exit 1
    fi
    # The Swift libraries and Foundation linked statically, as the Dockerfile builds the gallery: a
    # process then maps one binary instead of fifteen shared libraries, and packed relative relocations
    # (lld's RELR, glibc 2.36 or later) leave the loader few pages to write at start.
    DEPLOYED_FLAGS=(--static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
    if ! swift build -c release --scratch-path .build/deployed --product formui-server "${DEPLOYED_FLAGS[@]}" >"$build_log" 2>&1; then
        tail -40 "$build_log" >&2
        echo "run.sh: the release build of formui-server as deployed failed" >&2
        exit 1
    fi
    rm -f "$build_log"
    echo "run.sh: built in $(($(date +%s) - build_started))s" >&2
fi

setsid python3 harness/bench.py &
children+=($!)
wait $!
