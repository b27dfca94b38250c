#!/usr/bin/env python3
"""What both tables of the benchmark (the page, bench.py; the data page, data_page.py) use: the settings
from the environment, the servers and the PostgreSQL server they start, HTTP without redirects, wrk, and
the figures' formatting. Everything started here is stopped by stop_all()."""

import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCH)
# Each binary where run.sh builds it, linked as its project deploys it (run.sh's header says how and why):
# FormUI's server and the in-process benchmarks as FormUI's Dockerfile links the gallery, the peers as their
# project templates link an app.
FORMUI_SERVER = os.environ.get("BENCH_FORMUI_SERVER", os.path.join(BENCH, ".build", "deployed", "release", "formui-server"))
PEERS_BIN = os.environ.get("BENCH_PEERS_BIN", os.path.join(BENCH, ".build", "peers", "release"))
BIN = os.environ.get("BENCH_BIN", os.path.join(BENCH, ".build", "deployed", "release"))  # the in-process benchmarks
PUBLIC = os.path.join(ROOT, "Public")
TEMPLATES = os.path.join(BENCH, "Templates")

DURATION = int(os.environ.get("BENCH_DURATION", "5"))  # seconds per wrk run
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))
SESSIONS = int(os.environ.get("BENCH_SESSIONS", "100000"))
INPROC_SESSIONS = int(os.environ.get("BENCH_INPROC_SESSIONS", "10000"))  # session-memory, in process
SESSIONS_TIMEOUT = int(os.environ.get("BENCH_SESSIONS_TIMEOUT", "240"))  # seconds at most per server
SERVER_CORE = os.environ.get("BENCH_SERVER_CORE", "0")
WRK_CORE = os.environ.get("BENCH_WRK_CORE", "1")
ONLY = [name for name in os.environ.get("BENCH_ONLY", "").split(",") if name]
PORT_OFFSET = int(os.environ.get("BENCH_PORT_OFFSET", "0"))  # added to every server's port (8090–8105)
SKIP_INPROC = bool(os.environ.get("BENCH_SKIP_INPROC"))  # no render-bench, reference-render-bench, session-memory
COOKIE = "formui_session"

started = []  # Popen objects, stopped on exit
workdir = tempfile.mkdtemp(prefix="formui-bench-")
os.chmod(workdir, 0o755)


def log(message):
    print(message, file=sys.stderr, flush=True)


def fail(message):
    log("bench: FAILED: " + message)
    sys.exit(1)


def built(path, build_variable):
    """path, or a failure that names the command building it (run.sh passes its commands in build_variable)."""
    if os.path.isfile(path) and os.access(path, os.X_OK):
        return path
    command = os.environ.get(build_variable)
    if command:
        how = "build it with: cd %s && %s --product %s" % (BENCH, command, os.path.basename(path))
    else:
        how = "Benchmarks/run.sh builds it (without BENCH_SKIP_BUILD; its header lists the build commands)"
    fail("no %s at %s; %s" % (os.path.basename(path), path, how))



# MARK: Servers

class Server:
    # role: "formui", "formui-store" (FormUI with its sessions in SQLite or PostgreSQL), "framework" (a
    # framework peer with its template engine), "limit" (the hand-written byte builder) or "ceiling"
    # (nginx, static bytes). memory_test: whether the many-sessions memory test runs against it (not for
    # the stores, where RSS is not where the sessions are).
    def __init__(self, name, key, port, command, role, sessions=True, env=None, memory_test=None):
        self.name, self.key, self.port, self.command = name, key, port, command
        self.role, self.sessions = role, sessions
        self.env = env or {}
        self.memory_test = sessions if memory_test is None else memory_test
        self.database = None  # the Postgres whose CPU time counts with the server's
        self.process = None
        self.results = {}

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.port

    def start(self):
        env = dict(os.environ, NIO_SINGLETON_GROUP_LOOP_COUNT="1", LOG_LEVEL="warning", **self.env)
        out = open(os.path.join(workdir, self.key + ".log"), "w")
        self.process = subprocess.Popen(
            ["taskset", "-c", SERVER_CORE] + self.command, stdout=out, stderr=subprocess.STDOUT,
            env=env, cwd=BENCH, start_new_session=True,
        )
        started.append(self.process)

    def wait_ready(self, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.process.poll() is not None:
                fail("%s exited with %s; log: %s" % (self.name, self.process.returncode, self.log_tail()))
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.1)
        fail("%s did not listen on port %d within %ds" % (self.name, self.port, timeout))

    def log_tail(self):
        try:
            with open(os.path.join(workdir, self.key + ".log")) as handle:
                return handle.read()[-2000:]
        except OSError:
            return ""

    def pids(self):
        """The server's process and its children (nginx's worker)."""
        pids = [self.process.pid]
        try:
            children = subprocess.run(["pgrep", "-P", str(self.process.pid)], capture_output=True, text=True).stdout.split()
            pids += [int(pid) for pid in children]
        except OSError:
            pass
        return pids

    def cpu_seconds(self):
        """User and system CPU time of the server's processes, and of its database's when it has one."""
        ticks = 0
        for pid in self.pids() + (self.database.pids() if self.database else []):
            try:
                with open("/proc/%d/stat" % pid) as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
                ticks += int(fields[11]) + int(fields[12])  # utime, stime
            except (OSError, IndexError, ValueError):
                pass
        return ticks / os.sysconf("SC_CLK_TCK")

    def memory(self, field):
        """VmRSS or VmHWM in KiB, summed over the server's processes."""
        total = 0
        for pid in self.pids():
            try:
                with open("/proc/%d/status" % pid) as handle:
                    for line in handle:
                        if line.startswith(field + ":"):
                            total += int(line.split()[1])
            except OSError:
                pass
        return total


class Postgres:
    """A throwaway PostgreSQL server for the PostgreSQL store's rows: initdb in the work directory, pg_ctl
    to start and stop it, on a free loopback port, pinned to the servers' core (a stored post's work on
    the database counts against the same core as the server's). Under root it runs as `nobody`
    (PostgreSQL refuses root). Default settings: fsync on, synchronous_commit on."""

    def __init__(self):
        self.bin = None
        root = "/usr/lib/postgresql"
        versions = sorted((int(v) for v in os.listdir(root) if v.isdigit()), reverse=True) if os.path.isdir(root) else []
        for version in versions:
            bin = "%s/%d/bin" % (root, version)
            if os.access(bin + "/initdb", os.X_OK) and os.access(bin + "/pg_ctl", os.X_OK):
                self.bin = bin
                break
        self.directory = os.path.join(workdir, "postgres")
        self.running = False

    def missing(self):
        """Why the PostgreSQL rows cannot run here, or None."""
        if not self.bin:
            return "PostgreSQL's server programs are not installed (/usr/lib/postgresql/*/bin/initdb; Debian: postgresql)"
        if os.getuid() == 0 and not os.access("/usr/sbin/runuser", os.X_OK):
            return "running as root and /usr/sbin/runuser is missing (PostgreSQL refuses to run as root)"
        return None

    def run(self, *arguments):
        command = list(arguments)
        if os.getuid() == 0:
            command = ["/usr/sbin/runuser", "-u", "nobody", "--"] + command
        result = subprocess.run(["taskset", "-c", SERVER_CORE] + command, capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            fail("%s failed: %s%s" % (" ".join(arguments[:1]), result.stdout[-2000:], result.stderr[-2000:]))

    def start(self):
        os.makedirs(self.directory)
        if os.getuid() == 0:
            os.chown(self.directory, 65534, 65534)
        os.chmod(self.directory, 0o700)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        data = os.path.join(self.directory, "data")
        self.run(self.bin + "/initdb", "-D", data, "--auth=trust", "-U", "formui", "--no-sync", "--encoding=UTF8")
        self.running = True
        self.run(self.bin + "/pg_ctl", "-D", data, "-l", os.path.join(self.directory, "log"), "-w", "-t", "60",
                 "-o", "-p %d -k %s -c listen_addresses=127.0.0.1" % (self.port, self.directory), "start")
        log("bench: PostgreSQL %s on 127.0.0.1:%d" % (os.path.basename(os.path.dirname(self.bin)), self.port))

    def pids(self):
        """The postmaster and its children (the backends, the WAL writer, the checkpointer)."""
        try:
            with open(os.path.join(self.directory, "data", "postmaster.pid")) as handle:
                postmaster = int(handle.readline())
        except (OSError, ValueError):
            return []
        children = subprocess.run(["pgrep", "-P", str(postmaster)], capture_output=True, text=True).stdout.split()
        return [postmaster] + [int(pid) for pid in children]

    def start_once(self):
        """Starts the server unless it runs already (both tables use it)."""
        if not self.running:
            self.start()

    @property
    def url(self):
        return self.url_of("postgres")

    def url_of(self, database, scheme="postgresql", options="?connect_timeout=5"):
        return "%s://formui@127.0.0.1:%d/%s%s" % (scheme, self.port, database, options)

    def create_database(self, name):
        """A database of its own for one server, so that no two servers share rows."""
        self.run(self.bin + "/psql", "-X", "-q", "-h", "127.0.0.1", "-p", str(self.port), "-U", "formui", "-d", "postgres",
                 "-c", 'CREATE DATABASE "%s"' % name)

    def stop(self):
        if not self.running:
            return
        self.running = False
        command = [self.bin + "/pg_ctl", "-D", os.path.join(self.directory, "data"), "-m", "fast", "-w", "-t", "30", "stop"]
        if os.getuid() == 0:
            command = ["/usr/sbin/runuser", "-u", "nobody", "--"] + command
        subprocess.run(command, capture_output=True, timeout=60)


postgres = Postgres()


def stop_all():
    for process in started:
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGTERM)
            except OSError:
                pass
    deadline = time.time() + 5
    for process in started:
        while process.poll() is None and time.time() < deadline:
            time.sleep(0.05)
        if process.poll() is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except OSError:
                pass
    try:
        postgres.stop()
    except (OSError, subprocess.SubprocessError):
        pass
    shutil.rmtree(workdir, ignore_errors=True)


def on_signal(number, frame):
    stop_all()
    sys.exit(128 + number)


# MARK: HTTP

class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


opener = urllib.request.build_opener(NoRedirect)


def http(method, url, body=None, cookie=None, timeout=10):
    """(status, headers, body) without following redirects."""
    request = urllib.request.Request(url, data=body, method=method)
    if cookie:
        request.add_header("Cookie", cookie)
    if body is not None:
        request.add_header("Content-Type", "application/x-www-form-urlencoded")
    try:
        with opener.open(request, timeout=timeout) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def new_session(server, fields, path="/"):
    """A visitor's first post: every server starts the session there and sets its cookie."""
    status, headers, _ = http("POST", server.url + path, body=fields.encode())
    if status != 303:
        fail("%s: a first POST %s %s answered %d, not 303" % (server.name, path, fields, status))
    for value in headers.get_all("Set-Cookie") or []:
        pair = value.split(";")[0].strip()
        if pair.startswith(COOKIE + "="):
            return pair
    fail("%s: a first POST %s set no %s cookie (headers: %s)" % (server.name, path, COOKIE, dict(headers)))


def first_difference(a, b):
    index = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return "at byte %d (sizes %d and %d):\n    %r\n    %r" % (index, len(a), len(b), a[max(0, index - 60):index + 60], b[max(0, index - 60):index + 60])



# MARK: wrk

def parse_duration(text):
    match = re.match(r"([\d.]+)(us|ms|s|m)$", text)
    value, unit = float(match.group(1)), match.group(2)
    return value * {"us": 1, "ms": 1e3, "s": 1e6, "m": 60e6}[unit]  # microseconds


def wrk(server, path, connections, duration, cookie=None, script=None, extra_env=None):
    command = ["taskset", "-c", WRK_CORE, "wrk", "-t1", "-c%d" % connections, "-d%ds" % duration, "--latency", "--timeout", "10s"]
    if cookie and not script:
        command += ["-H", "Cookie: " + cookie]
    if script:
        command += ["-s", os.path.join(HERE, script)]
    command.append(server.url + path)
    env = dict(os.environ, BENCH_COOKIE=cookie or "", **(extra_env or {}))
    output = subprocess.run(command, capture_output=True, text=True, env=env, timeout=duration + 120).stdout
    result = {"output": output}
    match = re.search(r"Requests/sec:\s+([\d.]+)", output)
    result["rps"] = float(match.group(1)) if match else 0.0
    match = re.search(r"(\d+) requests in", output)
    result["requests"] = int(match.group(1)) if match else 0
    for percentile in ("50", "99"):
        match = re.search(r"^\s+%s%%\s+(\S+)" % percentile, output, re.M)
        result["p" + percentile] = parse_duration(match.group(1)) if match else float("nan")
    if not result["requests"]:
        result["p50"] = result["p99"] = float("nan")  # wrk prints a latency of 0 when nothing completed
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    socket_errors = re.search(r"Socket errors: (.*)", output)
    result["errors"] = (int(errors.group(1)) if errors else 0)
    if socket_errors:
        result["socket_errors"] = socket_errors.group(1)
    return result



def median_of(server, key, field):
    values = [result[field] for result in server.results[key] if field in result]
    return statistics.median(values) if values else float("nan")



def fmt_rate(value):
    return "%.0f" % value if value == value else "–"


def fmt_us(value):
    if value != value:
        return "–"
    return "%.0f µs" % value if value < 10000 else "%.1f ms" % (value / 1000)


def fmt_mb(kib):
    return "%.1f MB" % (kib / 1024) if kib else "–"



def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %d cores, %s" % (model, os.cpu_count(), os.uname().release)



def start_servers(servers, timeout=60):
    """Starts every server (each port must be free first), then waits until each listens."""
    for server in servers:
        busy = socket.socket()
        if busy.connect_ex(("127.0.0.1", server.port)) == 0:
            fail("port %d is already in use" % server.port)
        busy.close()
        server.start()
    for server in servers:
        server.wait_ready(timeout=timeout)


def markdown_table(headers, rows):
    """The lines of a Markdown table: the first column left-aligned, the others right-aligned."""
    widths = [max(len(str(row[i])) for row in [headers] + rows) for i in range(len(headers))]
    lines = ["| " + " | ".join(str(h).ljust(widths[i]) for i, h in enumerate(headers)) + " |",
             "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i]) for i, c in enumerate(row)) + " |")
    return lines


def server_port(number):
    """A server's port: its number here plus BENCH_PORT_OFFSET (another run on the same machine)."""
    return number + PORT_OFFSET

