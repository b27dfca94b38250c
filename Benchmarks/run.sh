#!/usr/bin/env bash
# FormUI side by side with Hummingbird + swift-mustache and Vapor + Leaf (the framework peers, each
# rendering the page from a template), the hand-written byte builder on raw SwiftNIO and on Hummingbird
# (the limit) and nginx serving the bytes (the ceiling), in one run; then the data page (a SwiftData
# @Query of 1,000 books and an insert) on SQLite and PostgreSQL beside Hummingbird + SQLiteNIO /
# PostgresNIO + swift-mustache and Vapor + Fluent + Leaf (harness/data_page.py).
#
#   Benchmarks/run.sh
#
# Builds everything in release, checks that every server answers the same bytes, measures each with wrk
# (server pinned to core 0, wrk to core 1), runs the in-process render benchmark and the session memory
# test, and prints one table. Loopback only; stops every process it started. Environment:
#   BENCH_DURATION=5  seconds per wrk run      BENCH_ROUNDS=3       runs per figure (median)
#   BENCH_SESSIONS=100000 sessions created     BENCH_ONLY=nio,nginx measure FormUI and these only
#                                              (keys: sqlite, sqlite-full, postgres, mustache, leaf, nio,
#                                              hummingbird, nginx, data; BENCH_ONLY=sqlite,sqlite-full,postgres:
#                                              FormUI's rows only; BENCH_ONLY=data: the data page alone)
#   BENCH_SKIP_BUILD=1 use the existing build  BENCH_SKIP_INPROC=1 no in-process render and memory figures
#   BENCH_PORT_OFFSET=100 added to every port (8090–8105), for a second run on the same machine
# FormUI runs four ways: sessions in memory, in a SQLite file (FORMUI_SESSIONS=sqlite:…, a temporary
# directory; synchronous=NORMAL, the default, and FULL) and in PostgreSQL (a server started and stopped
# here from /usr/lib/postgresql/*/bin; its rows are skipped, with the reason printed, when those programs are missing).
# Every server is linked as its project deploys it, so that memory (idle and peak RSS above all) compares
# what users would run. One build command per way, each in its own scratch path (the *_BUILD arrays below):
#   .build/deployed  formui-server, as FormUI's Dockerfile links the gallery (scripts/build-deployed.sh):
#                    the Swift libraries and Foundation statically, by lld with packed relative relocations
#                    (RELR), the gallery's hot functions laid out together (scripts/symbol-order.txt). The
#                    in-process benchmarks (render-bench, reference-render-bench, session-memory) too, as
#                    .ci/run builds render-bench (and, beside it, the gallery its container check runs):
#                    they count instructions and the memory each session adds, not a process's RSS, and
#                    one set of flags builds FormUI and swift-syntax in release once for all of them.
#   .build/peers     the framework peers and the limit, as the Dockerfiles of Hummingbird's and Vapor's
#                    project templates build an app: the Swift libraries statically, jemalloc as the
#                    allocator (`swift build -c release --static-swift-stdlib -Xlinker -ljemalloc`). raw NIO
#                    has no template of its own and is linked as the Hummingbird servers are.
# Separate scratch paths, since different flags would otherwise rebuild each other's modules. With
# BENCH_SKIP_BUILD=1, bench.py stops with the command to run when a binary is missing.
#   Only FormUI, without building the peers:
#     (cd Benchmarks && ../scripts/build-deployed.sh --scratch-path .build/deployed --product formui-server)
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
# The peers link jemalloc, as their templates do.
[[ -n "${BENCH_SKIP_BUILD:-}" ]] || dpkg -s libjemalloc-dev >/dev/null 2>&1 || missing+=(libjemalloc-dev)
if ((${#missing[@]})); then
    echo "run.sh: installing ${missing[*]} with apt" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if (($(nproc) < 2)); then
    echo "run.sh: needs 2 cores (server on one, wrk on the other)" >&2
    exit 1
fi

# The build commands, one per way of linking (see the header). bench.py gets them to name the one to run
# when a binary is missing.
# FormUI as the Dockerfile builds the gallery (scripts/build-deployed.sh has the flags and why).
FORMUI_BUILD=("$PWD/../scripts/build-deployed.sh" --scratch-path .build/deployed)
FORMUI_PRODUCTS=(formui-server)
# The peers as Hummingbird's and Vapor's templates build an app (jemalloc as a shared library: its static
# archive does not link with the static Swift runtime, as Vapor's template notes).
PEERS_BUILD=(swift build -c release --scratch-path .build/peers --static-swift-stdlib -Xlinker -ljemalloc)
PEERS_PRODUCTS=(hummingbird-mustache-server vapor-leaf-server hummingbird-server nio-server hummingbird-data-server vapor-fluent-server)
INPROC_BUILD=("${FORMUI_BUILD[@]}")
INPROC_PRODUCTS=(render-bench reference-render-bench session-memory)
export BENCH_FORMUI_BUILD="${FORMUI_BUILD[*]}" BENCH_PEERS_BUILD="${PEERS_BUILD[*]}" BENCH_INPROC_BUILD="${INPROC_BUILD[*]}"

if [[ -z "${BENCH_SKIP_BUILD:-}" ]]; then
    echo "run.sh: building in release (the first build of Vapor and Hummingbird takes a while)" >&2
    # SwiftPM keeps a build plan per scratch path and does not notice a source file added to FormUI (a
    # path dependency of this package), which then fails to compile; planning again takes seconds.
    for scratch in .build/deployed .build/peers; do
        rm -f "$scratch/release.yaml" "$scratch/release/description.json"
    done
    build_started=$(date +%s)
    build_log=$(mktemp)
    # build NAME PRODUCT... -- COMMAND...: each product with the same command, so in one scratch path.
    build() {
        local name=$1 products=() product
        shift
        while [[ $1 != -- ]]; do products+=("$1"); shift; done
        shift
        for product in "${products[@]}"; do
            if ! "$@" --product "$product" >"$build_log" 2>&1; then
                tail -40 "$build_log" >&2
                echo "run.sh: the release build of $product ($name) failed: $* --product $product" >&2
                exit 1
            fi
        done
    }
    build "FormUI as deployed" "${FORMUI_PRODUCTS[@]}" -- "${FORMUI_BUILD[@]}"
    build "the peers as deployed" "${PEERS_PRODUCTS[@]}" -- "${PEERS_BUILD[@]}"
    build "in process" "${INPROC_PRODUCTS[@]}" -- "${INPROC_BUILD[@]}"
    rm -f "$build_log"
    echo "run.sh: built in $(($(date +%s) - build_started))s" >&2
fi

setsid python3 harness/bench.py &
children+=($!)
wait $!
