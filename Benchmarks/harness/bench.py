#!/usr/bin/env python3
"""FormUI side by side with the servers a Swift developer would pick instead, in one run.

The framework peers render the page from a template of their engine: Hummingbird 2 with swift-mustache
and Vapor 4 with Leaf. The limit is the same page built by a hand-written byte builder on raw SwiftNIO
and on Hummingbird; the ceiling is nginx serving the page's bytes as a static file.

Started by run.sh after the release build. Every server runs pinned to core 0, wrk pinned to core 1.
All servers are started first (an idle server costs no CPU), checked to answer the same bytes, and then
measured in interleaved rounds (round 1: every server, round 2: every server, ...) so that a change in
the machine's background load during the run spreads over all of them instead of landing on one. The
median of the rounds is reported. Everything started here is stopped on exit.
"""

import os
import re
import signal
import subprocess
import sys
import time

from common import *  # noqa: F401,F403 (the settings, servers, HTTP and wrk both tables share)
import data_page


# The state the measured page shows: several controls changed from their defaults.
BENCH_STATE = "flavor=lemon&size=party&frosting=ganache&layers=5&country=GB&time-slot=evening&email-updates=daily"


def verify(servers, stylesheet):
    """Every server must answer the same bytes for the same session state; returns the cookies to use."""
    formui = servers[0]
    reference = {}
    cookies = {}
    for server in servers:
        if not server.sessions:
            continue
        status, headers, fresh = http("GET", server.url + "/")
        if status != 200:
            fail("%s: GET / answered %d" % (server.name, status))
        if any(v.startswith(COOKIE + "=") for v in headers.get_all("Set-Cookie") or []):
            fail("%s: GET / without a cookie started a session; only a first post should" % server.name)
        cookie = new_session(server, BENCH_STATE)
        _, _, changed = http("GET", server.url + "/", cookie=cookie)
        post_cookie = new_session(server, "flavor=vanilla")
        # Invalid input must not be applied: 422, state unchanged.
        status, _, _ = http("POST", server.url + "/", body=b"flavor=not-a-flavor", cookie=post_cookie)
        if status != 422:
            fail("%s: an invalid flavor answered %d, not 422" % (server.name, status))
        status, _, css = http("GET", server.url + "/formui.css")
        if status != 200 or css != stylesheet:
            fail("%s: GET /formui.css answered %d with %d bytes, not the %d bytes of Public/formui.css" % (server.name, status, len(css), len(stylesheet)))
        if server is formui:
            reference = {"fresh": fresh, "changed": changed}
            log("bench: FormUI's page: %d bytes fresh, %d bytes after a post" % (len(fresh), len(changed)))
        else:
            for label, body in (("fresh", fresh), ("changed", changed)):
                if body != reference[label]:
                    fail("%s's %s page differs from FormUI's %s" % (server.name, label, first_difference(reference[label], body)))
        cookies[server.key] = {"page": cookie, "post": post_cookie}
    log("bench: every server answers FormUI's bytes (a fresh session, a session after a post) and the stylesheet")
    return cookies, reference["changed"]



TESTS = [
    # key, label, path, connections, cookie kind, script
    ("page", "page GET / (64 conn.)", "/", 64, "page", None),
    ("css", "stylesheet GET (64 conn.)", "/formui.css", 64, None, None),
    ("post", "POST / → 303 (64 conn.)", "/", 64, "post", "post.lua"),
    ("lat", "page GET / (1 conn.)", "/", 1, "page", None),
]


def measure(servers, cookies):
    for test in TESTS:
        for server in servers:
            server.results[test[0]] = []
    log("bench: warming up")
    for key, _, path, connections, cookie_kind, script in TESTS:
        for server in servers:
            wrk(server, path, connections, 1, cookies.get(server.key, {}).get(cookie_kind), script)
    for round_number in range(1, ROUNDS + 1):
        for key, label, path, connections, cookie_kind, script in TESTS:
            for server in servers:
                cpu_before = server.cpu_seconds()
                result = wrk(server, path, connections, DURATION, cookies.get(server.key, {}).get(cookie_kind), script)
                if result["requests"]:
                    result["cpu"] = (server.cpu_seconds() - cpu_before) * 1e6 / result["requests"]
                server.results[key].append(result)
                note = ""
                if result["errors"] or "socket_errors" in result:
                    note = "  (non-2xx/3xx: %d, socket errors: %s)" % (result["errors"], result.get("socket_errors", "none"))
                log("bench: round %d  %-26s %-20s %9.0f req/s  p50 %8.0f µs  p99 %8.0f µs%s" % (
                    round_number, label, server.name, result["rps"], result["p50"], result["p99"], note))



# MARK: Memory

def session_memory(server):
    before = server.memory("VmRSS")
    started_at = time.time()
    result = wrk(server, "/", 8, SESSIONS_TIMEOUT, script="sessions.lua", extra_env={"BENCH_SESSIONS": str(SESSIONS)})
    match = re.search(r"SESSIONS-POSTED (\d+)", result["output"])
    posted = int(match.group(1)) if match else 0
    time.sleep(1)
    after = server.memory("VmRSS")
    log("bench: %s: %d sessions in %.0fs, RSS %.1f → %.1f MB" % (server.name, posted, time.time() - started_at, before / 1024, after / 1024))
    if posted < SESSIONS:
        log("bench: %s: only %d of %d sessions posted\n%s" % (server.name, posted, SESSIONS, result["output"]))
    return before, after, posted


# MARK: Report
def report(servers, render_lines, page_bytes, skipped_stores=()):
    formui = servers[0]
    peers = [server for server in servers if server.role == "framework"]
    limit = next((server for server in servers if server.key == "nio"), None)
    nginx = next((server for server in servers if server.role == "ceiling"), None)

    rows = []  # label, {key: value}, formatter, higher_is_better, target vs nginx, absolute target
    for key, label, *_ in TESTS:
        if key != "lat":
            rows.append((label + " req/s", {s.key: median_of(s, key, "rps") for s in servers}, fmt_rate, True, key))
        if key == "post":
            rows.append((label + " CPU per request", {s.key: median_of(s, key, "cpu") for s in servers}, fmt_us, False, key + "-cpu"))
        if key in ("page", "lat"):
            rows.append((label + " p50", {s.key: median_of(s, key, "p50") for s in servers}, fmt_us, False, key + "-p50"))
            rows.append((label + " p99", {s.key: median_of(s, key, "p99") for s in servers}, fmt_us, False, key + "-p99"))
    rows.append(("RSS idle", {s.key: s.results["idle"] for s in servers}, fmt_mb, False, "idle"))
    rows.append(("RSS peak under load", {s.key: s.results["peak"] for s in servers}, fmt_mb, False, "peak"))
    rows.append(("sessions made (a first POST each)", {s.key: s.results.get("posted") for s in servers if s.memory_test},
                 lambda v: "%d" % v if v is not None else "–", True, "sessions-made"))
    rows.append(("RSS after those sessions", {s.key: s.results.get("after") for s in servers if s.memory_test}, fmt_mb, False, "after"))
    rows.append(("bytes per session", {s.key: s.results.get("per_session") for s in servers if s.memory_test},
                 lambda v: "%.0f B" % v if v is not None else "–", False, "per-session"))

    headers = ["", *[s.name for s in servers], "FormUI/best framework peer", "FormUI/limit", "FormUI/nginx"]
    table = []
    lowest = None
    ratios = {}

    def ratio(ours, theirs, higher):
        """Higher is better for FormUI: throughput FormUI/other, latency and memory other/FormUI."""
        if ours is None or theirs is None or ours != ours or theirs != theirs or ours <= 0 or theirs <= 0:
            return None
        return ours / theirs if higher else theirs / ours

    for label, values, formatter, higher, key in rows:
        ours = values.get(formui.key)
        # Against each framework peer; the lowest is against the best of them in this row.
        peer_ratios = [r for r in (ratio(ours, values.get(p.key), higher) for p in peers) if r is not None]
        ratio_peer = min(peer_ratios) if peer_ratios else None
        ratio_limit = ratio(ours, values.get(limit.key), higher) if limit else None
        ratio_nginx = ratio(ours, values.get(nginx.key), higher) if nginx else None
        ratios[key] = (ratio_peer, ratio_nginx, ours, ratio_limit)
        if ratio_peer is not None and key != "sessions-made":
            lowest = ratio_peer if lowest is None else min(lowest, ratio_peer)
        table.append([label, *[formatter(values.get(s.key)) if values.get(s.key) is not None else "–" for s in servers],
                      "%.2f×" % ratio_peer if ratio_peer is not None else "–",
                      "%.2f×" % ratio_limit if ratio_limit is not None else "–",
                      "%.2f×" % ratio_nginx if ratio_nginx is not None else "–"])

    lines = markdown_table(headers, table)

    def target(name, met, detail):
        if "nan" in detail:
            return "n/a     %s: not measured in this run" % name
        return "%s %s: %s" % ("met    " if met else "NOT MET", name, detail)

    def r(key, which):
        value = ratios.get(key, (None, None, None))[which]
        return value if value is not None else float("nan")

    # FormUI over the limit (raw NIO with the hand-written builder) as plain quotients: page and POST
    # throughput FormUI/NIO (target ≥ 0.6), 1-connection p50 FormUI's/NIO's (target ≤ 1.25).
    def over_limit(key, field):
        if not limit:
            return float("nan")
        ours, theirs = median_of(formui, key, field), median_of(limit, key, field)
        return ours / theirs if theirs and theirs == theirs else float("nan")

    limit_page, limit_post, limit_p50 = over_limit("page", "rps"), over_limit("post", "rps"), over_limit("lat", "p50")
    targets = [
        target("ahead of both framework peers in every row", lowest is not None and lowest >= 1.0, "lowest ratio %.2f" % (lowest or float("nan"))),
        target("page ≥ 0.6× raw NIO with the hand-written builder", limit_page >= 0.6, "%.2f×" % limit_page),
        target("POST ≥ 0.6× raw NIO with the hand-written builder", limit_post >= 0.6, "%.2f×" % limit_post),
        target("1-connection p50 ≤ 1.25× raw NIO's", limit_p50 <= 1.25, "%.2f×" % limit_p50),
        target("idle RSS ≤ 15 MB", r("idle", 2) <= 15 * 1024, fmt_mb(r("idle", 2))),
        target("≤ 600 B per session that changed a control", r("per-session", 2) <= 600, "%.0f B" % r("per-session", 2)),
    ]

    # FormUI with its sessions stored (SQLite, PostgreSQL) over FormUI with them in memory, same run.
    stores = [server for server in servers if server.role == "formui-store"]
    store_lines = []
    if stores or skipped_stores:
        def over_memory(server, key):
            ours, memory = median_of(server, key, "rps"), median_of(formui, key, "rps")
            return ours / memory if memory and memory == memory else float("nan")

        def short(server):
            return server.name.replace("FormUI + ", "")

        skipped = ["%s skipped (%s)" % (name, reason) for name, reason in skipped_stores]
        store_lines.append("stored POST: " + ", ".join(["%s %.2f× memory" % (short(s), over_memory(s, "post")) for s in stores] + skipped))
        store_lines.append("stored page GET: " + ", ".join(["%s %.2f× memory" % (short(s), over_memory(s, "page")) for s in stores] + skipped))
        # What storing adds to one post: the time per post at saturation (1/rate, 64 connections on one
        # session, the store's commits one at a time) and the CPU time per post (the server's, and the
        # database server's for PostgreSQL), each less the memory store's.
        memory_post, memory_cpu = median_of(formui, "post", "rps"), median_of(formui, "post", "cpu")
        costs = []
        for server in stores:
            rate, cpu = median_of(server, "post", "rps"), median_of(server, "post", "cpu")
            if rate > 0 and memory_post > 0:
                costs.append("%s +%.0f µs per post, +%.0f µs CPU" % (short(server), 1e6 / rate - 1e6 / memory_post, cpu - memory_cpu))
        if costs:
            store_lines.append("a stored post costs (over memory): " + ", ".join(costs))
        sqlite = next((server for server in stores if server.key == "sqlite"), None)
        if sqlite:
            value = over_memory(sqlite, "post")
            targets.append(target("SQLite POST → 303 ≥ 0.5× the memory store's", value >= 0.5, "%.2f×" % value))

    out = []
    out.append("")
    out.append("FormUI benchmark — %s, %s, page %d bytes, wrk %ds × %d rounds (median), server on core %s, wrk on core %s" % (
        time.strftime("%Y-%m-%d %H:%M"), machine(), page_bytes, DURATION, ROUNDS, SERVER_CORE, WRK_CORE))
    out.append("Framework peers render a template (Hummingbird + swift-mustache 2.1.1, Vapor + Leaf 4.5.2); the limit is")
    out.append("the hand-written byte builder (raw NIO, Hummingbird); nginx serves the page's bytes as a static file.")
    out.append("Each server linked as its project deploys it: FormUI as its Dockerfile (Swift libraries and Foundation static,")
    out.append("lld, RELR, the gallery's hot functions together), the peers and the limit as Hummingbird's and Vapor's templates")
    out.append("(Swift libraries static, jemalloc).")
    out.append("Ratios in the table: throughput FormUI/other; latency and memory other/FormUI — higher is better for FormUI.")
    if stores:
        out.append("FormUI + SQLite / + PostgreSQL: the same server with FORMUI_SESSIONS=sqlite:FILE (a file in a temporary")
        out.append("directory; synchronous=NORMAL, the default, and FULL with ?synchronous=full) or postgres://… (a PostgreSQL")
        out.append("server started here, default settings, on the server's core); each post is committed before its 303. The")
        out.append("ratio columns compare FormUI with its sessions in memory.")
    out.append("")
    out.extend(lines)
    out.append("")
    out.extend(render_lines)
    out.append("")
    out.extend(targets)
    out.extend(store_lines)
    out.append("load average at the end: %s" % open("/proc/loadavg").read().strip())
    out.append("")
    out.append("FormUI/limit is FormUI's figure over raw NIO's: requests per second for page and POST, µs for c1 p50.")
    out.append("FormUI/limit: page %.2f, POST %.2f, c1 p50 %.2f" % (limit_page, limit_post, limit_p50))
    out.append("lowest FormUI/framework-peer ratio: %s" % ("%.2f" % lowest if lowest is not None else "n/a"))
    text = "\n".join(out)
    print(text, flush=True)
    with open(os.path.join(BENCH, ".build", "bench-results.md"), "w") as handle:
        handle.write(text + "\n")


# MARK: Main

def nginx_server(page, stylesheet):
    root = os.path.join(workdir, "nginx-root")
    os.makedirs(root)
    with open(os.path.join(root, "page.html"), "wb") as handle:
        handle.write(page)
    with open(os.path.join(root, "formui.css"), "wb") as handle:
        handle.write(stylesheet)
    for path in (workdir, root):
        os.chmod(path, 0o755)
    port = server_port(8094)
    config = os.path.join(workdir, "nginx.conf")
    with open(os.path.join(HERE, "nginx.conf")) as handle:
        text = handle.read().replace("@PORT@", str(port)).replace("@ROOT@", root).replace("@WORK@", workdir)
    with open(config, "w") as handle:
        handle.write(text)
    return Server("nginx (static)", "nginx", port, ["nginx", "-c", config, "-p", workdir, "-e", os.path.join(workdir, "nginx-error.log")], "ceiling", sessions=False)


def in_process():
    """The in-process figures: the page rendered (render-bench), every seed example (reference-render-bench)
    and many sessions' memory (session-memory); their summary lines for the report."""
    render_lines = []
    render = subprocess.run(["taskset", "-c", SERVER_CORE, os.path.join(BIN, "render-bench")], capture_output=True, text=True, timeout=300)
    sys.stderr.write(render.stdout)
    if render.returncode != 0:
        fail("render-bench: " + render.stdout[-3000:] + render.stderr[-3000:])
    render_lines = [line for line in render.stdout.splitlines() if line.startswith("RENDER")]
    # Every seed example rendered into bytes (the core's own figure, printed as it is).
    seeds = subprocess.run(["taskset", "-c", SERVER_CORE, os.path.join(BIN, "reference-render-bench")], capture_output=True, text=True, timeout=120)
    if seeds.returncode != 0:
        fail("reference-render-bench: " + seeds.stdout[-3000:] + seeds.stderr[-3000:])
    sys.stderr.write(seeds.stdout)
    memory = subprocess.run(["taskset", "-c", SERVER_CORE, os.path.join(BIN, "session-memory"), str(INPROC_SESSIONS)],
                            capture_output=True, text=True, timeout=900)
    sys.stderr.write(memory.stdout)
    render_lines += [line for line in memory.stdout.splitlines() if line.startswith("SESSION-MEMORY")]

    return render_lines


def page_table(stylesheet):
    """The page's table: every server measured, checked and reported."""
    peers = [
        Server("Hummingbird + Mustache", "mustache", server_port(8095),
               [os.path.join(PEERS_BIN, "hummingbird-mustache-server"), str(server_port(8095)), PUBLIC, os.path.join(TEMPLATES, "mustache")], "framework"),
        Server("Vapor + Leaf", "leaf", server_port(8096),
               [os.path.join(PEERS_BIN, "vapor-leaf-server"), str(server_port(8096)), PUBLIC, os.path.join(TEMPLATES, "leaf")], "framework"),
        Server("raw NIO (limit)", "nio", server_port(8091), [os.path.join(PEERS_BIN, "nio-server"), str(server_port(8091)), PUBLIC], "limit"),
        Server("Hummingbird (limit)", "hummingbird", server_port(8092), [os.path.join(PEERS_BIN, "hummingbird-server"), str(server_port(8092)), PUBLIC], "limit"),
    ]
    peers = [peer for peer in peers if not ONLY or peer.key in ONLY]
    for peer in peers:
        built(peer.command[0], "BENCH_PEERS_BUILD")
    if not SKIP_INPROC:
        for name in ("render-bench", "reference-render-bench", "session-memory"):
            built(os.path.join(BIN, name), "BENCH_INPROC_BUILD")

    render_lines = []
    if SKIP_INPROC:
        log("bench: BENCH_SKIP_INPROC: no render-bench, reference-render-bench or session-memory")
    else:
        render_lines = in_process()

    servers = [
        Server("FormUI", "formui", server_port(8090), [FORMUI_SERVER, str(server_port(8090)), PUBLIC], "formui"),
    ]
    # The same FormUI server with its sessions stored: a SQLite file in the work directory, a PostgreSQL
    # server started here. Their rows compare with FormUI's (memory).
    skipped_stores = []
    if not ONLY or "sqlite" in ONLY:
        servers.append(Server("FormUI + SQLite", "sqlite", server_port(8097), [FORMUI_SERVER, str(server_port(8097)), PUBLIC], "formui-store",
                              env={"FORMUI_SESSIONS": "sqlite:" + os.path.join(workdir, "sessions.sqlite")}, memory_test=False))
    if not ONLY or "sqlite-full" in ONLY:
        # The setting that also survives a power loss: every commit waits for fdatasync.
        servers.append(Server("FormUI + SQLite FULL", "sqlite-full", server_port(8099), [FORMUI_SERVER, str(server_port(8099)), PUBLIC], "formui-store",
                              env={"FORMUI_SESSIONS": "sqlite:" + os.path.join(workdir, "sessions-full.sqlite") + "?synchronous=full"}, memory_test=False))
    if not ONLY or "postgres" in ONLY:
        reason = postgres.missing()
        if reason:
            log("bench: no PostgreSQL rows: " + reason)
            skipped_stores.append(("PostgreSQL", reason))
        else:
            postgres.start()
            servers.append(Server("FormUI + PostgreSQL", "postgres", server_port(8098), [FORMUI_SERVER, str(server_port(8098)), PUBLIC], "formui-store",
                                  env={"FORMUI_SESSIONS": postgres.url}, memory_test=False))
            servers[-1].database = postgres
    servers += peers
    start_servers(servers)

    cookies, page = verify(servers, stylesheet)
    if not ONLY or "nginx" in ONLY:
        nginx = nginx_server(page, stylesheet)
        nginx.start()
        nginx.wait_ready()
        status, _, body = http("GET", nginx.url + "/")
        if body != page:
            fail("nginx does not serve the page bytes")
        servers.append(nginx)

    time.sleep(1)
    for server in servers:
        server.results["idle"] = server.memory("VmRSS")

    measure(servers, cookies)
    for server in servers:
        server.results["peak"] = server.memory("VmHWM")

    for server in servers:
        if server.memory_test:
            before, after, posted = session_memory(server)
            server.results["after"] = after
            server.results["posted"] = posted
            server.results["per_session"] = (after - before) * 1024 / posted if posted else None

    report(servers, render_lines, len(page), skipped_stores)


def main():
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    stylesheet_path = os.path.join(PUBLIC, "formui.css")
    if not os.path.exists(stylesheet_path):
        fail("no stylesheet at %s" % stylesheet_path)
    stylesheet = open(stylesheet_path, "rb").read()
    # Every binary this run needs is there before anything is measured.
    built(FORMUI_SERVER, "BENCH_FORMUI_BUILD")
    # BENCH_ONLY=data: the data page alone; a list without "data": the page's table alone.
    with_page = not ONLY or any(key != "data" for key in ONLY)
    with_data = not ONLY or "data" in ONLY
    if with_data:
        data_page.servers_built()
    if with_page:
        page_table(stylesheet)
    if with_data:
        lines = data_page.run(stylesheet)
        text = "\n".join(lines)
        print(text, flush=True)
        with open(os.path.join(BENCH, ".build", "bench-results.md"), "a" if with_page else "w") as handle:
            handle.write(text + "\n")


if __name__ == "__main__":
    try:
        main()
    finally:
        stop_all()
