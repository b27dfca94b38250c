#!/usr/bin/env bash
# Writes scripts/symbol-order.txt: the functions of the gallery that run while it starts and serves a round
# of typical requests, for lld's --symbol-ordering-file (the Dockerfile, scripts/container-check.sh and
# Benchmarks/run.sh link with it).
#
# Why: an idle server's resident memory is mostly the pages of its binary's code that were touched, and the
# kernel maps file pages 64 KB around each fault. The functions a request runs are a few thousand out of
# about 95,000, spread over 16 MB of code (the Swift runtime and libraries, Foundation, FormUI), so they
# touched about 8 MB of it. Laid out together, they touch a fraction of that (DESIGN §7; RESULTS.md has
# the figures). A symbol the file names that a binary lacks is ignored, and a function missing from the
# file keeps its usual place: an out-of-date file costs memory, never correctness. Run this again when
# the server's request path changes much.
#
# How: builds the gallery as the Dockerfile does (scripts/build-deployed.sh), runs it under valgrind's callgrind (which records every
# function that runs) once with sessions in memory and once in SQLite, sends each the same requests over
# loopback, stops it with SIGTERM, and keeps the names callgrind recorded that are functions defined in
# the binary, sorted. Needs valgrind (installed with apt when missing) and curl.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/opt/swift/usr/bin:$PATH

for tool in valgrind curl; do
    if ! command -v "$tool" >/dev/null; then
        echo "symbol-order: installing $tool with apt" >&2
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$tool" >/dev/null
    fi
done

echo "symbol-order: scripts/build-deployed.sh --product gallery" >&2
scripts/build-deployed.sh --product gallery >&2
binary="$(scripts/build-deployed.sh --show-bin-path)/gallery"

work=$(mktemp -d /tmp/formui-symbol-order.XXXXXX)
server=""
cleanup() {
    if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# One run of the gallery under callgrind with the sessions in STORE, answering the same requests a
# visitor and a probe send.
profile() {
    local store=$1 name=$2 port url cookies="$work/cookies"
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    url="http://127.0.0.1:$port"
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.callgrind" \
        "$binary" --port "$port" --sessions "$store" --log-level error >"$work/$name.log" 2>&1 &
    server=$!
    for _ in $(seq 1 240); do
        curl -fs -o /dev/null "$url/healthz" && break
        kill -0 "$server" 2>/dev/null || { cat "$work/$name.log" >&2; echo "symbol-order: the gallery stopped" >&2; exit 1; }
        sleep 0.5
    done
    rm -f "$cookies"
    for path in / /form/everything /pickers/all-styles /picker/tags /formui.css /readyz /nowhere "/picker/tags?format=json"; do
        curl -s -o /dev/null -b "$cookies" -c "$cookies" "$url$path"
    done
    curl -s -o /dev/null -b "$cookies" -c "$cookies" -d 'flavor=vanilla' "$url/picker/tags"
    curl -s -o /dev/null -b "$cookies" -c "$cookies" -d 'flavor=pistachio' "$url/picker/tags"
    curl -s -o /dev/null -b "$cookies" -c "$cookies" "$url/picker/tags"
    kill -TERM "$server"
    wait "$server" || true
    server=""
}

profile memory memory
profile "sqlite:$work/sessions.sqlite" sqlite

# Names callgrind recorded (fn= and cfn= lines name a function the first time they mention it), kept when the
# binary defines a function of that name. Sorted: the order inside the group matters little (the group is what
# keeps pages few), and a sorted file changes only where the functions do when it is made again.
nm --defined-only "$binary" | awk '$2 == "t" || $2 == "T" { print $3 }' | sort -u >"$work/functions"
out=scripts/symbol-order.txt
{
    echo "# Functions of the gallery that run while it starts and serves typical requests, laid out together"
    echo "# by lld (--symbol-ordering-file) so that an idle server touches few pages of code."
    echo "# Made by scripts/symbol-order.sh (which says why and how) on $(date -u +%Y-%m-%d) at $(git rev-parse --short HEAD)."
    cat "$work/memory.callgrind" "$work/sqlite.callgrind" \
        | sed -nE 's/^c?fn=\([0-9]+\) (.+)$/\1/p' \
        | LC_ALL=C sort -u \
        | awk 'NR == FNR { defined[$0] = 1; next } defined[$0]' "$work/functions" -
} >"$out"
echo "symbol-order: $(grep -vc '^#' "$out") functions written to $out" >&2
