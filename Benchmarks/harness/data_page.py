"""The data page: FormUI's SwiftData shelf (Sources/Bookshelf, served at /books) side by side with the
same page on Hummingbird 2 (SQLiteNIO or PostgresNIO, swift-mustache) and on Vapor 4 (Fluent with its
SQLite or PostgreSQL driver, Leaf), on SQLite and on PostgreSQL, in the same run as bench.py's table.

Every server keeps its books in a database of its own (a SQLite file in the work directory, or a database
of the PostgreSQL server bench.py starts), starts with the same 1,200 books (ShelfSeed) and keeps its
sessions in memory. The measured page is a visitor's after they searched for "volume": 1,000 books,
sorted by title, about 215 KB. The measured post presses Add, which inserts "A new book" (a title that
search does not find, so the measured page keeps its size), from 64 visitors who searched too (FormUI
evaluates the page a post was made on: its list is the same 1,000 books), one connection each. Before measuring, every server must answer
FormUI's bytes for a fresh visitor, the search and the page after one insert; after measuring, every
post answered 303 must have its book in the database.
"""

from common import *  # noqa: F401,F403 (the settings, servers, HTTP and wrk both tables share)

SEARCH = "search=volume"
INSERT = "title=A+new+book&author=Benchmark+%26+Co&_action=add"
FIND_INSERTED = "search=a+new+book"
ROW = b'<div class="labeled-content">'

TESTS = [
    # key, label, connections, cookie kind, script
    ("page", "data page GET /books (64 conn.)", 64, "page", None),
    ("lat", "data page GET /books (1 conn.)", 1, "page", None),
    ("post", "insert POST /books → 303 (64 visitors)", 64, "post", "insert.lua"),
]
DATABASES = ("SQLite", "PostgreSQL")
POSTERS = 64  # the visitors the insert's 64 connections post as


def servers_built():
    """Stops the run before anything is measured when a data peer is not built."""
    for name in ("hummingbird-data-server", "vapor-fluent-server"):
        built(os.path.join(PEERS_BIN, name), "BENCH_PEERS_BUILD")


def servers():
    """The six data servers (three on each database) that can run here, and why the others cannot."""
    hummingbird = os.path.join(PEERS_BIN, "hummingbird-data-server")
    vapor = os.path.join(PEERS_BIN, "vapor-fluent-server")
    mustache, leaf = os.path.join(TEMPLATES, "mustache"), os.path.join(TEMPLATES, "leaf")
    result = []

    def add(name, key, number, command, role, database, env=None):
        server = Server(name, key, server_port(number), command, role, sessions=True, env=env, memory_test=False)
        server.database_kind = database
        server.framework = key.split("-")[1]
        result.append(server)
        return server

    def sqlite(name):
        return os.path.join(workdir, "books-%s.sqlite" % name)

    add("FormUI + SQLite", "data-formui-sqlite", 8100, [FORMUI_SERVER, str(server_port(8100)), PUBLIC], "formui", "SQLite",
        env={"FORMUI_DATA": "sqlite:" + sqlite("formui")})
    add("Hummingbird + SQLiteNIO + Mustache", "data-mustache-sqlite", 8101,
        [hummingbird, str(server_port(8101)), PUBLIC, mustache, "sqlite:" + sqlite("hummingbird")], "framework", "SQLite")
    add("Vapor + Fluent SQLite + Leaf", "data-leaf-sqlite", 8102,
        [vapor, str(server_port(8102)), PUBLIC, leaf, "sqlite:" + sqlite("vapor")], "framework", "SQLite")
    skipped = []
    reason = postgres.missing()
    if reason:
        log("bench: no PostgreSQL data rows: " + reason)
        skipped.append(("PostgreSQL", reason))
    else:
        postgres.start_once()
        for database in ("formui_books", "hummingbird_books", "vapor_books"):
            postgres.create_database(database)
        add("FormUI + PostgreSQL", "data-formui-postgres", 8103, [FORMUI_SERVER, str(server_port(8103)), PUBLIC], "formui", "PostgreSQL",
            env={"FORMUI_DATA": postgres.url_of("formui_books")}).database = postgres
        add("Hummingbird + PostgresNIO + Mustache", "data-mustache-postgres", 8104,
            [hummingbird, str(server_port(8104)), PUBLIC, mustache, postgres.url_of("hummingbird_books", "postgres", "")],
            "framework", "PostgreSQL").database = postgres
        add("Vapor + Fluent PostgreSQL + Leaf", "data-leaf-postgres", 8105,
            [vapor, str(server_port(8105)), PUBLIC, leaf, postgres.url_of("vapor_books", "postgres", "?tlsmode=disable")],
            "framework", "PostgreSQL").database = postgres
    return result, skipped


def rows(body):
    return body.count(ROW)


def verify(servers, stylesheet):
    """Every server answers FormUI's bytes (on SQLite) for a fresh visitor, a search and the shelf after one
    insert; returns the cookies to measure with and the measured page's size."""
    reference = {}
    cookies = {}
    for server in servers:
        status, headers, fresh = http("GET", server.url + "/books")
        if status != 200:
            fail("%s: GET /books answered %d; log: %s" % (server.name, status, server.log_tail()))
        if any(v.startswith(COOKIE + "=") for v in headers.get_all("Set-Cookie") or []):
            fail("%s: GET /books without a cookie started a session; only a first post should" % server.name)
        cookie = new_session(server, SEARCH, "/books")
        _, _, searched = http("GET", server.url + "/books", cookie=cookie)
        # The posting visitor searched too: FormUI evaluates the page a post was made on, and its list
        # stays the 1,000 books however many posts came before.
        post_cookie = new_session(server, SEARCH, "/books")
        status, _, _ = http("POST", server.url + "/books", body=INSERT.encode(), cookie=post_cookie)
        if status != 303:
            fail("%s: an insert answered %d, not 303" % (server.name, status))
        _, _, inserted = http("GET", server.url + "/books")
        status, _, _ = http("POST", server.url + "/books", body=b"_action=no-such-button", cookie=post_cookie)
        if status != 409:
            fail("%s: a post of a button the page does not have answered %d, not 409" % (server.name, status))
        status, _, css = http("GET", server.url + "/formui.css")
        if status != 200 or css != stylesheet:
            fail("%s: GET /formui.css answered %d with %d bytes, not Public/formui.css" % (server.name, status, len(css)))
        counts = (rows(fresh), rows(searched), rows(inserted))
        if counts != (1200, 1000, 1201):
            fail("%s: %d, %d and %d books on the fresh, searched and inserted pages, not 1200, 1000 and 1201" % ((server.name,) + counts))
        pages = {"fresh": fresh, "searched": searched, "inserted": inserted}
        if not reference:
            reference = pages
            log("bench: the data page: %d bytes searched (%d books), %d fresh" % (len(searched), counts[1], len(fresh)))
        else:
            for label, body in pages.items():
                if body != reference[label]:
                    fail("%s's %s data page differs from FormUI's %s" % (server.name, label, first_difference(reference[label], body)))
        # The posting visitors: 64 connections are 64 visitors (insert.lua), each having searched.
        posters = [post_cookie] + [new_session(server, SEARCH, "/books") for _ in range(POSTERS - 1)]
        cookies[server.key] = {"page": cookie, "post": ";".join(posters), "answered": 1}
    log("bench: every data server answers FormUI's bytes (a fresh visitor, a search, one insert) and the stylesheet")
    return cookies, len(reference["searched"])


def run_test(server, test, duration, cookies):
    key, label, connections, cookie_kind, script = test
    cpu_before = server.cpu_seconds()
    cookie = cookies[server.key][cookie_kind]
    if script:
        result = wrk(server, "/books", connections, duration, None, script, extra_env={"BENCH_COOKIES": cookie})
    else:
        result = wrk(server, "/books", connections, duration, cookie)
    if key == "post":
        cookies[server.key]["answered"] += result["requests"] - result["errors"]
    if result["requests"]:
        result["cpu"] = (server.cpu_seconds() - cpu_before) * 1e6 / result["requests"]
    return result


def measure(servers, cookies):
    """The pages first, every round, then the inserts, every round: the shelf grows only once every page
    figure is taken, and alike for every server."""
    for server in servers:
        for test in TESTS:
            server.results[test[0]] = []
    log("bench: warming up the data servers")
    for test in TESTS:
        for server in servers:
            run_test(server, test, 1, cookies)
    for tests in ([t for t in TESTS if t[0] != "post"], [t for t in TESTS if t[0] == "post"]):
        for round_number in range(1, ROUNDS + 1):
            for test in tests:
                for server in servers:
                    result = run_test(server, test, DURATION, cookies)
                    server.results[test[0]].append(result)
                    note = ""
                    if result["errors"] or "socket_errors" in result:
                        note = "  (non-2xx/3xx: %d, socket errors: %s)" % (result["errors"], result.get("socket_errors", "none"))
                    log("bench: round %d  %-36s %-38s %7.0f req/s  p50 %8.0f µs  p99 %8.0f µs%s" % (
                        round_number, test[1], server.name, result["rps"], result["p50"], result["p99"], note))


def check_inserts(servers, cookies):
    """Every post answered 303 has its book: a search for the inserted title finds at least that many
    (a few more when wrk stopped before reading a 303 the server had sent)."""
    lines = []
    for server in servers:
        cookie = new_session(server, FIND_INSERTED, "/books")
        status, _, body = http("GET", server.url + "/books", cookie=cookie, timeout=120)
        found, answered = rows(body), cookies[server.key]["answered"]
        if status != 200 or found < answered:
            fail("%s: %d inserted books found (status %d) for %d posts answered 303" % (server.name, found, status, answered))
        lines.append("%s %d for %d" % (server.name, found, answered))
    return "books found after the inserts, for the posts answered 303: " + "; ".join(lines)


def report(servers, skipped, page_bytes, inserts_line):
    out = ["", "Data page — the same run: a SwiftData @Query of 1,000 of 1,200 books (sorted by title, filtered by the",
           "visitor's search, %d bytes) and a post that inserts a book (64 visitors at once), on each database; sessions in memory." % page_bytes,
           "FormUI: Bookshelf (@Model, @Query built from the search, modelContext.insert). Hummingbird 2: SQL through",
           "SQLiteNIO / PostgresNIO's PostgresClient, swift-mustache. Vapor 4: a Fluent model and query, Leaf.",
           "PostgreSQL's CPU time counts with each server's. Ratios: throughput FormUI/peer, latency and memory peer/FormUI,",
           "against the better peer in each row — higher is better for FormUI."]
    targets = []
    for database in DATABASES:
        group = [server for server in servers if server.database_kind == database]
        if not group:
            reason = next((why for name, why in skipped if name == database), "not measured")
            targets.append("n/a     data page on %s: %s" % (database, reason))
            continue
        peers = group[1:]
        table_rows = [
            ("page GET req/s (64 conn.)", "page", "rps", fmt_rate, True),
            ("page GET p50 (64 conn.)", "page", "p50", fmt_us, False),
            ("page GET p99 (64 conn.)", "page", "p99", fmt_us, False),
            ("page GET p50 (1 conn.)", "lat", "p50", fmt_us, False),
            ("insert POST → 303 req/s (64 visitors)", "post", "rps", fmt_rate, True),
            ("insert POST CPU per request", "post", "cpu", fmt_us, False),
            ("RSS idle", "idle", None, fmt_mb, False),
            ("RSS peak under load", "peak", None, fmt_mb, False),
        ]
        headers = ["on " + database] + [s.name for s in group] + ["FormUI/best peer"]
        table = []
        lowest = None
        unmeasured = []
        for label, key, field, formatter, higher in table_rows:
            values = [s.results[key] if field is None else median_of(s, key, field) for s in group]
            ours = values[0]
            ratios = []
            for theirs in values[1:]:
                if ours and theirs and ours == ours and theirs == theirs:
                    ratios.append(ours / theirs if higher else theirs / ours)
            ratio = min(ratios) if len(ratios) == len(peers) else None
            if ratio is not None:
                lowest = ratio if lowest is None else min(lowest, ratio)
            else:
                unmeasured.append(label)
            table.append([label] + [formatter(v) for v in values] + ["%.2f×" % ratio if ratio is not None else "–"])
        out.append("")
        out.extend(markdown_table(headers, table))
        if unmeasured:
            # A server that completed nothing in a row has no figure there: the target is not judged.
            targets.append("n/a     data page on %s: not measured in every row (%s)" % (database, ", ".join(unmeasured)))
            continue
        met = lowest is not None and lowest >= 1.0
        targets.append("%s data page on %s: FormUI ≥ 1.0× both peers in every row: lowest ratio %s" % (
            "met    " if met else "NOT MET", database, "%.2f" % lowest if lowest is not None else "n/a"))
    out.append("")
    out.extend(targets)
    out.append(inserts_line)
    return out


def run(stylesheet):
    """The data rows, measured and checked; their report's lines."""
    data_servers, skipped = servers()
    # The first start puts 1,200 books on each shelf.
    start_servers(data_servers, timeout=120)
    cookies, page_bytes = verify(data_servers, stylesheet)
    time.sleep(1)
    for server in data_servers:
        server.results["idle"] = server.memory("VmRSS")
    measure(data_servers, cookies)
    for server in data_servers:
        server.results["peak"] = server.memory("VmHWM")
    inserts_line = check_inserts(data_servers, cookies)
    return report(data_servers, skipped, page_bytes, inserts_line)
