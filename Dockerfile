# The gallery in a container: a small Debian image with the statically linked server binary (which carries
# FormUI's stylesheet, script, icons and layout: Public/ and Templates/ are compiled into it), run as a user
# without privileges, listening on 8080.
#
#   docker build -t formui-gallery .                              # builds the binary in a Swift image
#   docker run --rm -p 8080:8080 -v formui-sessions:/data formui-gallery
#
# Sessions are kept in /data/sessions.sqlite (FORMUI_SESSIONS), a volume: a visitor's changes survive a
# restart or a new image. FORMUI_SESSIONS=memory (or --sessions memory) keeps them in memory instead;
# FORMUI_SESSIONS=postgresql://user:password@host/database shares them between instances.
#
# To use a binary built outside (CI, or a machine with the toolchain but no Swift image to pull), build it
# with the same command as the builder stage, put it at .build/container/gallery and select it:
#
#   scripts/build-deployed.sh --product gallery
#   mkdir -p .build/container && cp "$(scripts/build-deployed.sh --show-bin-path)/gallery" .build/container/
#   docker build --build-arg BINARY_SOURCE=prebuilt -t formui-gallery .
#
# scripts/container-check.sh does exactly that with podman, and proves the image serves and stops cleanly.
# The binary links the Swift runtime and Foundation statically; it needs glibc, libstdc++ (both in the base
# image), zlib1g and libsqlite3-0, and opens libssl3 (TLS, stored sessions) and libpq5 (PostgreSQL sessions)
# when it needs them (all installed below). Build it on Debian bookworm (glibc 2.36).
# scripts/build-deployed.sh has the flags and why: static linking, relative relocations packed by lld (RELR,
# which needs glibc 2.36 or later to run) and the hot functions laid out together keep an idle server's
# memory down (DESIGN §7; Benchmarks/RESULTS.md has the figures).

# The toolchain the project is developed and tested with (Swift 6.3); any Swift 6 image on bookworm works.
ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim
# `builder` compiles in SWIFT_IMAGE; `prebuilt` takes .build/container/gallery from the build context.
ARG BINARY_SOURCE=builder

# ---- builder: compile the gallery from source --------------------------------------------------------
FROM ${SWIFT_IMAGE} AS builder
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libssl-dev zlib1g-dev libsqlite3-dev libpq-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Resolve the dependencies in their own layer, so editing a source file does not fetch them again.
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
# The build plugins, and the files the ShippedAssets plugin compiles into the binary.
COPY Plugins ./Plugins
COPY Public ./Public
COPY Templates ./Templates
COPY scripts/build-deployed.sh scripts/symbol-order.txt ./scripts/
RUN scripts/build-deployed.sh --product gallery \
 && mkdir -p /out \
 && cp "$(scripts/build-deployed.sh --show-bin-path)/gallery" /out/gallery

# ---- prebuilt: a binary built outside, copied from the context ----------------------------------------
FROM ${RUNTIME_IMAGE} AS prebuilt
LABEL org.opencontainers.image.title="formui-gallery"
COPY .build/container/gallery /out/gallery

# ---- the binary, from whichever stage BINARY_SOURCE names -----------------------------------------------
FROM ${BINARY_SOURCE} AS binary

# ---- runtime ------------------------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE} AS runtime
LABEL org.opencontainers.image.title="formui-gallery" \
      org.opencontainers.image.description="The FormUI gallery: SwiftUI-style controls served as plain HTML forms"
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libssl3 zlib1g libsqlite3-0 libpq5 \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/archives/*.deb
RUN useradd --system --uid 10001 --user-group --home-dir /app --no-create-home --shell /usr/sbin/nologin formui \
 && mkdir /data && chown formui:formui /data
WORKDIR /app
COPY --from=binary /out/gallery /app/gallery
# The binary's shared libraries resolve here (a missing one fails the build, not the first request).
RUN /app/gallery --help >/dev/null
USER formui:formui
# The sessions' SQLite file (and its -wal and -shm files) live on this volume.
VOLUME /data
ENV FORMUI_SESSIONS=sqlite:/data/sessions.sqlite
EXPOSE 8080
# The server finishes its requests and exits 0 on SIGTERM (what `docker stop` sends).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/app/gallery"]
CMD ["--host", "0.0.0.0", "--port", "8080"]
