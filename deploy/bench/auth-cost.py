#!/usr/bin/env python3
"""Cost of authentication per request, cache miss against cache hit, in one run.

Builds the release binary, starts it on a free loopback port with a throw-away
SQLite database, adds USERS users through `calendar-gateway user add`, then for
each user times one request that must verify the application password with Argon2
(first use: cache miss) and HITS requests that reuse the verified credential (cache
hit), plus the same number of anonymous requests as a baseline. Prints medians and
the miss/hit ratio. Bounded: USERS * (HITS + 1) authenticated requests in all.
"""

import base64
import http.client
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time

USERS = 20
HITS = 50
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.path.join(ROOT, "target", "release", "calendar-gateway")
PATH = "/wp-json/tribe/events/v1/events?per_page=1"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def timed_get(conn, headers):
    start = time.perf_counter()
    conn.request("GET", PATH, headers=headers)
    response = conn.getresponse()
    response.read()
    elapsed = (time.perf_counter() - start) * 1000
    if response.status != 200:
        sys.exit(f"unexpected status {response.status}")
    return elapsed


def main():
    subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite://{tmp}/bench.db?mode=rwc"
        port = free_port()
        env = dict(os.environ, RUST_LOG="warn")
        env.pop("CALENDAR_GATEWAY_CONFIG", None)
        server = subprocess.Popen(
            [BIN, "serve", "--bind", f"127.0.0.1:{port}", "--database-url", url,
             "--locales", os.path.join(ROOT, "locales")],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.time() + 30
            while True:
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=1).close()
                    break
                except OSError:
                    if time.time() > deadline:
                        sys.exit("server did not start")
                    time.sleep(0.1)
            credentials = []
            for n in range(USERS):
                login = f"bench{n}"
                out = subprocess.run(
                    [BIN, "user", "add", "--tenant", "default", "--login", login,
                     "--role", "editor", "--database-url", url],
                    env=env, check=True, capture_output=True, text=True).stdout.strip()
                token = base64.b64encode(f"{login}:{out}".encode()).decode()
                credentials.append({"Authorization": f"Basic {token}"})

            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            anonymous = [timed_get(conn, {}) for _ in range(USERS * HITS)]
            misses, hits = [], []
            for headers in credentials:
                misses.append(timed_get(conn, headers))
                hits.extend(timed_get(conn, headers) for _ in range(HITS))
            conn.close()
        finally:
            server.terminate()
            server.wait(timeout=30)

    anon_ms = statistics.median(anonymous)
    miss_ms = statistics.median(misses)
    hit_ms = statistics.median(hits)
    print(f"anonymous request          median {anon_ms:8.3f} ms  (n={len(anonymous)})")
    print(f"authenticated, cache miss  median {miss_ms:8.3f} ms  (n={len(misses)}, Argon2id verify)")
    print(f"authenticated, cache hit   median {hit_ms:8.3f} ms  (n={len(hits)})")
    print(f"auth cost per request: miss {miss_ms - anon_ms:.3f} ms, hit {hit_ms - anon_ms:.3f} ms; "
          f"miss/hit latency ratio {miss_ms / hit_ms:.1f}x")


if __name__ == "__main__":
    main()
