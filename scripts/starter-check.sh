#!/usr/bin/env bash
# Proves the starter (Starter/) as a developer gets it: copies the folder as git has it into a temporary
# place beside a link named FormUI to this checkout (the layout its Package.swift expects), runs its tests,
# builds its binary with its Dockerfile's builder command, checks that the builder stage's COPY lines find
# their files (the app's in its folder, FormUI's in the checkout), builds its image with podman (the
# runtime stage, fed that binary: BINARY_SOURCE=prebuilt), runs it on a loopback port podman picks, adds a
# book, restarts the container and finds the book kept on its volume, and stops it with SIGTERM, checking
# it exited 0. Exits non-zero on any failure. Needs root (rootful podman; apt-get for what is missing).
#
# The base image is made as scripts/container-check.sh makes it (scripts/container-base.sh).
#
# Environment:
#   FORMUI_CONTAINER_CACHE  where the debootstrapped root file system is kept (/var/cache/formui-container)
#   FORMUI_STARTER_WORK     where the copy and its builds live, kept (a new temporary folder, removed after)
#   FORMUI_CHECK_TIMEOUT    seconds to wait for the first 200 (60)
set -euo pipefail

started=$(date +%s)
cd "$(dirname "$0")/.."
root=$PWD

cache=${FORMUI_CONTAINER_CACHE:-/var/cache/formui-container}
timeout_seconds=${FORMUI_CHECK_TIMEOUT:-60}
base_image=docker.io/library/debian:bookworm-slim
image=localhost/formui-starter:check
container=formui-starter-check-$$
work=$(mktemp -d /tmp/formui-starter-check.XXXXXX)
place=${FORMUI_STARTER_WORK:-$work/place}

say() { printf '[starter-check] %s\n' "$*"; }
fail() { printf '[starter-check] FAILED: %s\n' "$*" >&2; exit 1; }

cleanup() {
    local status=$?
    if podman container exists "$container" 2>/dev/null; then
        if [ "$status" -ne 0 ]; then
            say "container log:"
            podman logs "$container" 2>&1 | tail -n 40 | sed 's/^/    /' || true
        fi
        podman rm -f -t 0 "$container" >/dev/null 2>&1 || true
    fi
    podman volume rm -f "$container-data" >/dev/null 2>&1 || true
    rm -rf "$work"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[ "$(id -u)" -eq 0 ] || fail "run as root: rootful podman, apt-get and debootstrap need it"
export PATH=/opt/swift/usr/bin:$PATH

# ---- a clean copy, beside FormUI ----------------------------------------------------------------------------
# The starter's files as git has them (what a developer copies), not whatever lies in the folder here.
# Everything of an earlier copy goes but its .build (FORMUI_STARTER_WORK: a later run builds incrementally).
mkdir -p "$place/ReadingList"
find "$place/ReadingList" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git -C "$root" ls-files -z Starter | while IFS= read -r -d '' file; do
    target="$place/ReadingList/${file#Starter/}"
    mkdir -p "$(dirname "$target")"
    cp "$root/$file" "$target"
done
[ -f "$place/ReadingList/Package.swift" ] || fail "git has no Starter/Package.swift"
ln -sfn "$root" "$place/FormUI"
# The versions this checkout builds with, when it has resolved them.
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$place/ReadingList/"
app=$place/ReadingList
say "the starter copied to $app ($(git -C "$root" ls-files Starter | wc -l) files), FormUI beside it"

# ---- its tests ------------------------------------------------------------------------------------------------
say "swift test (the starter's own tests)"
step=$(date +%s)
(cd "$app" && swift test) > "$work/test.log" 2>&1 || { tail -n 60 "$work/test.log" >&2; fail "swift test"; }
grep -E "Test run with .* passed" "$work/test.log" | tail -n 1 | sed 's/^/    /' || true
say "tested in $(( $(date +%s) - step )) s"

# ---- its binary, as its Dockerfile builds it -----------------------------------------------------------------
builder_command=$(awk '/^RUN swift build -c release/ { sub(/^RUN /, ""); sub(/ *\\$/, ""); print; exit }' "$app/Dockerfile")
[ -n "$builder_command" ] || fail "no 'RUN swift build -c release …' in the starter's Dockerfile"
say "$builder_command"
step=$(date +%s)
(cd "$app" && eval "$builder_command") > "$work/build.log" 2>&1 || { tail -n 40 "$work/build.log" >&2; fail "the release build"; }
mkdir -p "$app/.build/container"
cp "$(cd "$app" && swift build -c release --show-bin-path)/ReadingList" "$app/.build/container/ReadingList"
say "built in $(( $(date +%s) - step )) s"

# ---- podman, its configuration and the base image ---------------------------------------------------------------
source "$root/scripts/container-base.sh"

# ---- the builder stage's files -------------------------------------------------------------------------------
# podman 4.3 has no --build-context, so the builder stage cannot be built here: its COPY lines are checked
# for their sources instead, FormUI's (--from=formui) in this checkout, the app's in its folder.
awk '/^FROM .* AS builder/ { inside = 1; next } /^FROM / { inside = 0 } inside && /^COPY / { print }' "$app/Dockerfile" > "$work/copies"
[ -s "$work/copies" ] || fail "no COPY lines in the starter's builder stage"
while read -r _ first second _; do
    if [ "${first#--from=}" != "$first" ]; then
        [ "$first" = "--from=formui" ] || fail "a COPY from $first: only --from=formui is checked"
        [ -e "$root/$second" ] || fail "the builder stage copies $second from FormUI, which has none"
    else
        [ -e "$app/$first" ] || fail "the builder stage copies $first, which the starter has not"
    fi
done < "$work/copies"
say "the builder stage's $(wc -l < "$work/copies") COPY lines find their files"

# ---- the image ---------------------------------------------------------------------------------------------------
say "podman build --pull=never --build-arg BINARY_SOURCE=prebuilt"
podman build --pull=never --network=host --build-arg BINARY_SOURCE=prebuilt \
    -t "$image" -f "$app/Dockerfile" "$app" > "$work/image.log" 2>&1 \
    || { tail -n 40 "$work/image.log" >&2; fail "podman build"; }
podman image prune -f --filter label=org.opencontainers.image.title=reading-list >/dev/null 2>&1 || true
say "image $image: $(podman image inspect -f '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1000000 }')"

# ---- run, add a book, restart, stop ------------------------------------------------------------------------------
podman run -d --name "$container" -v "$container-data:/data" -p 127.0.0.1::8080 "$image" >/dev/null || fail "podman run"

# Waits for the page at / (with the cookies in $work/cookies) to answer 200; sets $address.
wait_for_page() {
    local status=000 deadline=$(( $(date +%s) + timeout_seconds ))
    address=""
    while :; do
        if [ "$(podman inspect -f '{{.State.Running}}' "$container")" != true ]; then
            fail "the container stopped (exit code $(podman inspect -f '{{.State.ExitCode}}' "$container"))"
        fi
        address=$(podman port "$container" 8080/tcp 2>/dev/null | head -n 1 || true)
        if [ -n "$address" ]; then
            status=$(curl -s -o "$work/index.html" -w '%{http_code}' --max-time 5 -b "$work/cookies" "http://$address/" || true)
            [ "$status" = 200 ] && return 0
        fi
        [ "$(date +%s)" -lt "$deadline" ] || fail "no HTTP 200 on / within ${timeout_seconds} s (last status: $status)"
        sleep 0.5
    done
}

touch "$work/cookies"
wait_for_page
say "GET http://$address/ -> HTTP 200 ($(wc -c < "$work/index.html") bytes)"
grep -q 'Reading List' "$work/index.html" || fail "the first page does not show the reading list"
stylesheet=$(grep -o '<link rel="stylesheet" href="[^"]*"' "$work/index.html" | head -n 1 | sed 's/.*href="//; s/"$//' || true)
[ -n "$stylesheet" ] || fail "the page links no stylesheet"
css_status=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "http://$address$stylesheet" || true)
say "GET $stylesheet -> HTTP $css_status"
[ "$css_status" = 200 ] || fail "the stylesheet $stylesheet is not served from the image"

# Type, then press: the title and the Add button in one post, as a browser sends them.
posted=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -b "$work/cookies" -c "$work/cookies" \
    --data-urlencode 'new-book=The Dispossessed' -d '_action=add' "http://$address/" || true)
say "POST / (new-book, Add) -> HTTP $posted"
[ "$posted" = 303 ] || fail "adding a book answered $posted, not 303"
curl -s --max-time 5 -b "$work/cookies" "http://$address/" | grep -q 'The Dispossessed' || fail "the added book is not listed"

say "podman restart -t 10"
podman restart -t 10 "$container" >/dev/null || fail "podman restart"
wait_for_page
grep -q 'The Dispossessed' "$work/index.html" || fail "the book did not survive the restart (sessions and data on the volume)"
say "after the restart: the book is still on the visitor's list"
stranger=$(curl -s --max-time 5 "http://$address/")
if grep -q 'The Dispossessed' <<< "$stranger"; then fail "a visitor without the cookie sees the book"; fi
say "a visitor without the cookie sees an empty list"

say "podman stop -t 10 (SIGTERM)"
podman stop -t 10 "$container" >/dev/null || fail "podman stop"
exit_code=$(podman inspect -f '{{.State.ExitCode}}' "$container")
[ "$exit_code" = 0 ] || fail "the app did not exit cleanly on SIGTERM (exit code $exit_code)"

say "OK: tests passed, image built, a book kept across a restart, clean exit on SIGTERM, in $(( $(date +%s) - started )) s"
