#!/usr/bin/env bash
# Proves the container image: builds the gallery, checks that the builder stage's COPY lines find their files
# in the build context, builds the image from the Dockerfile with podman (the runtime stage, fed the binary
# built here: BINARY_SOURCE=prebuilt), runs it on a loopback port podman
# picks, waits for HTTP 200 on /, posts a change, restarts the container and finds the change kept on its
# volume, stops it with SIGTERM and checks it exited 0. Exits non-zero on any failure. Needs root (rootful podman; apt-get for what is missing).
#
# No registry is reached: the base image debian:bookworm-slim is made here with debootstrap from the Debian
# mirror this machine's apt uses, and imported under that name; the image's own apt-get uses the same
# mirror. The first run takes a few minutes (debootstrap, release build); later runs reuse the cached
# root file system, the image layers and .build/.
#
# Environment:
#   FORMUI_CONTAINER_CACHE  where the debootstrapped root file system is kept (/var/cache/formui-container)
#   FORMUI_GALLERY_BINARY   use this binary instead of building one (must be built as the Dockerfile says)
#   FORMUI_CHECK_TIMEOUT    seconds to wait for the first 200 (60)
set -euo pipefail

started=$(date +%s)
cd "$(dirname "$0")/.."
root=$PWD

cache=${FORMUI_CONTAINER_CACHE:-/var/cache/formui-container}
timeout_seconds=${FORMUI_CHECK_TIMEOUT:-60}
base_image=docker.io/library/debian:bookworm-slim
image=localhost/formui-gallery:check
container=formui-gallery-check-$$
work=$(mktemp -d /tmp/formui-container-check.XXXXXX)

say() { printf '[container-check] %s\n' "$*"; }
fail() { printf '[container-check] FAILED: %s\n' "$*" >&2; exit 1; }

cleanup() {
    local status=$?
    if podman container exists "$container" 2>/dev/null; then
        if [ "$status" -ne 0 ]; then
            say "container log:"
            podman logs "$container" 2>&1 | tail -n 40 | sed 's/^/    /' || true
        fi
        podman rm -f -t 0 "$container" >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[ "$(id -u)" -eq 0 ] || fail "run as root: rootful podman, apt-get and debootstrap need it"

# ---- podman, its configuration and the base image (shared with scripts/starter-check.sh) -----------------
source "$root/scripts/container-base.sh"

# ---- the binary ----------------------------------------------------------------------------------------
mkdir -p .build/container
if [ -n "${FORMUI_GALLERY_BINARY:-}" ]; then
    say "using the binary $FORMUI_GALLERY_BINARY"
    cp "$FORMUI_GALLERY_BINARY" .build/container/gallery
else
    export PATH=/opt/swift/usr/bin:$PATH
    # As the Dockerfile builds it (scripts/build-deployed.sh).
    say "scripts/build-deployed.sh --product gallery"
    build_started=$(date +%s)
    scripts/build-deployed.sh --product gallery > "$work/build.log" 2>&1 \
        || { tail -n 40 "$work/build.log" >&2; fail "swift build"; }
    say "built in $(( $(date +%s) - build_started )) s"
    cp "$(scripts/build-deployed.sh --show-bin-path)/gallery" .build/container/gallery
fi

# ---- the image -------------------------------------------------------------------------------------------
# The builder stage (compiling in the Swift image) cannot run here without a registry; its COPY lines can:
# they run on the local Debian image, so a file the build context leaves out (.dockerignore) fails here
# rather than in someone's `docker build .`.
awk '/^FROM .* AS builder/ { inside = 1; next } /^FROM / { inside = 0 } inside && /^COPY / { print }' Dockerfile > "$work/copies"
[ -s "$work/copies" ] || fail "no COPY lines found in the Dockerfile's builder stage"
{ echo "FROM $base_image"; echo "WORKDIR /src"; cat "$work/copies"; } > "$work/Dockerfile.context"
podman build --pull=never -t localhost/formui-context-check:check -f "$work/Dockerfile.context" . > "$work/context.log" 2>&1 \
    || { tail -n 20 "$work/context.log" >&2; fail "the builder stage's COPY lines: a file is missing from the build context"; }
podman rmi -f localhost/formui-context-check:check >/dev/null 2>&1 || true
say "the builder stage's $(wc -l < "$work/copies") COPY lines find their files in the build context"

say "podman build --pull=never --build-arg BINARY_SOURCE=prebuilt"
podman build --pull=never --network=host --build-arg BINARY_SOURCE=prebuilt \
    -t "$image" -f Dockerfile . > "$work/image.log" 2>&1 \
    || { tail -n 40 "$work/image.log" >&2; fail "podman build"; }
# Each run's binary differs, so the layers built on the previous one are left without a name: remove
# them (only this image's, by its label), keeping the cached layers the new image is built on.
podman image prune -f --filter label=org.opencontainers.image.title=formui-gallery >/dev/null 2>&1 || true
say "image $image: $(podman image inspect -f '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1000000 }')"

# ---- run, probe, stop ----------------------------------------------------------------------------------
podman run -d --name "$container" -p 127.0.0.1::8080 "$image" >/dev/null || fail "podman run"

status=000
address=""
deadline=$(( $(date +%s) + timeout_seconds ))
while :; do
    if [ "$(podman inspect -f '{{.State.Running}}' "$container")" != true ]; then
        fail "the container stopped before answering (exit code $(podman inspect -f '{{.State.ExitCode}}' "$container"))"
    fi
    if [ -z "$address" ]; then
        address=$(podman port "$container" 8080/tcp 2>/dev/null | head -n 1 || true)
        [ -n "$address" ] && say "container $container serves on http://$address/"
    fi
    if [ -n "$address" ]; then
        status=$(curl -s -o "$work/index.html" -w '%{http_code}' --max-time 5 "http://$address/" || true)
        [ "$status" = 200 ] && break
    fi
    [ "$(date +%s)" -lt "$deadline" ] || fail "no HTTP 200 on / within ${timeout_seconds} s (last status: $status)"
    sleep 0.5
done
say "GET / -> HTTP $status ($(wc -c < "$work/index.html") bytes)"

# The stylesheet the pages link to is served from the binary itself (the image has no Public/ folder).
stylesheet=$(grep -o '<link rel="stylesheet" href="[^"]*"' "$work/index.html" | head -n 1 | sed 's/.*href="//; s/"$//' || true)
if [ -n "$stylesheet" ]; then
    css_status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "http://$address$stylesheet" || true)
    say "GET $stylesheet -> HTTP $css_status"
    [ "$css_status" = 200 ] || fail "the stylesheet $stylesheet is not served from the image"
fi

# Sessions live on the image's volume (FORMUI_SESSIONS=sqlite:/data/sessions.sqlite): a change posted
# before a restart of the container is there after it, and /readyz says the store takes changes.
ready=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "http://$address/readyz" || true)
say "GET /readyz -> HTTP $ready"
[ "$ready" = 200 ] || fail "/readyz answered $ready"
posted=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -c "$work/cookies" -d '_action=sign-in' "http://$address/button/text-label" || true)
say "POST /button/text-label (Sign In) -> HTTP $posted"
[ "$posted" = 303 ] || fail "the post answered $posted, not 303"
say "podman restart -t 10"
podman restart -t 10 "$container" >/dev/null || fail "podman restart"
kept=""
deadline=$(( $(date +%s) + timeout_seconds ))
while :; do
    address=$(podman port "$container" 8080/tcp 2>/dev/null | head -n 1 || true)
    if [ -n "$address" ]; then
        kept=$(curl -s --max-time 5 -b "$work/cookies" "http://$address/button/text-label" | grep -o 'signIn() ran [0-9]* times' || true)
        [ -n "$kept" ] && break
    fi
    [ "$(date +%s)" -lt "$deadline" ] || fail "no page after the restart within ${timeout_seconds} s"
    sleep 0.5
done
say "after the restart: $kept"
[ "$kept" = "signIn() ran 1 times" ] || fail "the session did not survive the restart ($kept)"

say "podman stop -t 10 (SIGTERM)"
podman stop -t 10 "$container" >/dev/null || fail "podman stop"
exit_code=$(podman inspect -f '{{.State.ExitCode}}' "$container")
say "exit code after SIGTERM: $exit_code"
[ "$exit_code" = 0 ] || fail "the server did not exit cleanly on SIGTERM (exit code $exit_code)"

say "OK: HTTP $status on /, a session kept across a restart, clean exit on SIGTERM, in $(( $(date +%s) - started )) s"
