# Sourced by scripts/container-check.sh and scripts/starter-check.sh: what both need before they build an
# image with podman. Installs podman, runc, debootstrap and curl if missing; writes a private podman
# configuration (runc, ulimits this machine allows) and exports CONTAINERS_CONF; finds the Debian mirror
# apt uses here; makes the base image debian:bookworm-slim with debootstrap from that mirror (once: the
# root file system is cached) and imports it. Expects `say`, `fail`, `$work` (a temporary directory),
# `$cache` and `$base_image` from the script that sources it.
# ---- tools -------------------------------------------------------------------------------------------
missing=()
for tool in podman runc debootstrap curl; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null
fi

# A private podman configuration: runc (crun fails on these machines' cgroups) and ulimits within what
# the machine allows (podman's defaults ask for more and the container fails to start).
cat > "$work/containers.conf" <<'EOF'
[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]

[engine]
runtime = "runc"
EOF
export CONTAINERS_CONF=$work/containers.conf

# ---- the Debian mirror apt uses here -----------------------------------------------------------------
# deb822 files first (URIs:/Suites: stanzas), then one-line lists. The first stanza serving bookworm is the
# mirror; one serving bookworm-security, if any, is the security mirror.
mirror=""
security=""
shopt -s nullglob
for file in /etc/apt/sources.list.d/*.sources; do
    while IFS=$'\t' read -r uris suites; do
        case " $suites " in
            *" bookworm-security "*) [ -n "$security" ] || security=${uris%% *} ;;
            *" bookworm "*) [ -n "$mirror" ] || mirror=${uris%% *} ;;
        esac
    done < <(awk '
        function flush() { if (uris != "" && enabled) printf "%s\t%s\n", uris, suites; uris = ""; suites = ""; enabled = 1 }
        BEGIN { enabled = 1 }
        /^[[:space:]]*$/ { flush(); next }
        /^[[:space:]]*#/ { next }
        tolower($1) == "uris:" { $1 = ""; sub(/^ /, ""); uris = $0 }
        tolower($1) == "suites:" { $1 = ""; sub(/^ /, ""); suites = $0 }
        tolower($1) == "enabled:" && tolower($2) == "no" { enabled = 0 }
        END { flush() }' "$file")
done
for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$file" ] || continue
    while IFS=$'\t' read -r uri suite; do
        case "$suite" in
            bookworm-security) [ -n "$security" ] || security=$uri ;;
            bookworm) [ -n "$mirror" ] || mirror=$uri ;;
        esac
    done < <(awk '$1 == "deb" { sub(/\[[^]]*\]/, ""); $0 = $0; print $2 "\t" $3 }' "$file")
done
shopt -u nullglob
[ -n "$mirror" ] || fail "no Debian bookworm mirror in /etc/apt/sources.list.d/ or /etc/apt/sources.list"
say "Debian mirror: $mirror${security:+ (security: $security)}"

# ---- the base image: debian:bookworm-slim, made here ---------------------------------------------------
if podman image exists "$base_image"; then
    say "base image $base_image: present"
else
    rootfs_tar=$cache/bookworm-minbase.tar
    if [ ! -s "$rootfs_tar" ]; then
        say "debootstrap --variant=minbase bookworm (first run only)"
        mkdir -p "$cache"
        rootfs=$cache/rootfs.partial
        rm -rf "$rootfs"
        debootstrap --variant=minbase bookworm "$rootfs" "$mirror" > "$work/debootstrap.log" 2>&1 \
            || { tail -n 30 "$work/debootstrap.log" >&2; fail "debootstrap"; }
        # The image's apt uses the same mirror (and the same security mirror) as this machine.
        rm -f "$rootfs/etc/apt/sources.list"
        {
            printf 'Types: deb\nURIs: %s\nSuites: bookworm bookworm-updates\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' "$mirror"
            if [ -n "$security" ]; then
                printf '\nTypes: deb\nURIs: %s\nSuites: bookworm-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' "$security"
            fi
        } > "$rootfs/etc/apt/sources.list.d/debian.sources"
        rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log
        tar --numeric-owner -C "$rootfs" -cf "$rootfs_tar.partial" .
        mv "$rootfs_tar.partial" "$rootfs_tar"
        rm -rf "$rootfs"
    fi
    say "importing $rootfs_tar as $base_image"
    podman import \
        --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change 'CMD ["/bin/bash"]' \
        "$rootfs_tar" "$base_image" > "$work/import.log" 2>&1 || { cat "$work/import.log" >&2; fail "podman import"; }
fi
