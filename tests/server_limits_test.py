#!/usr/bin/env python3
"""server_limits_test.py ARNAK WORKDIR - `arnak serve` under attack on loopback.

Each check is named after what broke:
  http_methods_405          POST/PUT/DELETE/PATCH/unknown methods got the page (or 200
                            headers and no body) instead of 405; HEAD sends no body
  connect_answered          an HTTP CONNECT was never answered nor closed
  long_url_414              a URL of 8 KB or more was closed without a status
  foreign_origin_403        any page's origin could open the WebSocket (and any Host)
  web_symlink_confined      --web followed symbolic links out of its folder
  idle_websocket_closed     idle WebSockets were never closed
  conns_per_addr_limit      one address could hold every descriptor
  fd_exhaustion_no_spin     at the descriptor limit the server retried accept() in a
                            loop at 95 % of a core, logging MB/s
  create_rate_limit         one socket could create thousands of games a second
  refused_create_not_counted  a create (or replay) refused for a bad field, a bad setup,
                            an unknown game, a bot's time or the unfinished games counted
                            against the games a minute, and the limit's message said
                            neither what it counted nor the limit
  unfinished_games_limit    one address could keep any number of unfinished games
  bot_time_cap              a create could ask bots for any time per decision
  port_in_use_refused       on a port another program held, the server printed its
                            address and ran on without a listener, spinning a core
Every connection is on loopback; counts and times are bounded.
"""
import base64
import json
import os
import resource
import signal
import socket
import struct
import subprocess
import sys
import time


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import command_line, fail, free_port, read_frame  # noqa: E402


class WS:
    """A minimal RFC 6455 client (masked text frames, as the RFC asks)."""

    def __init__(self, port, origin=None, host=None, src="127.0.0.1"):
        self.s = socket.socket()
        self.s.settimeout(20)
        self.s.bind((src, 0))
        self.s.connect(("127.0.0.1", port))
        self.head = handshake(self.s, port, origin, host)
        self.buf = b""

    def ok(self):
        return b" 101 " in self.head.split(b"\r\n")[0]

    def send(self, msg):
        data = json.dumps(msg).encode()
        mask = os.urandom(4)
        n = len(data)
        hdr = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else
                               bytes([0x80 | 126]) + struct.pack(">H", n))
        self.s.sendall(hdr + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _need(self, n):
        while len(self.buf) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                raise EOFError
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def frame(self):
        b0, payload = read_frame(self._need)
        return b0 & 0x0F, payload

    def recv(self):
        while True:
            op, payload = self.frame()
            if op == 1:
                return json.loads(payload)
            if op == 8:
                raise EOFError(payload)

    def until(self, type_):
        for _ in range(400):
            m = self.recv()
            if m["type"] == type_ or m["type"] == "error":
                return m
        fail(f"no {type_} message")


def handshake(s, port, origin=None, host=None):
    key = base64.b64encode(os.urandom(16)).decode()
    extra = f"Origin: {origin}\r\n" if origin else ""
    s.sendall((f"GET / HTTP/1.1\r\nHost: {host or f'127.0.0.1:{port}'}\r\n"
               f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
               f"Sec-WebSocket-Protocol: arnak\r\nSec-WebSocket-Version: 13\r\n{extra}\r\n")
              .encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = s.recv(4096)
        if not chunk:
            break
        head += chunk
    return head


def request(port, raw, wait=5.0):
    """Sends raw bytes, returns everything until the server closes (or the wait ends)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=wait)
    s.sendall(raw)
    out = b""
    end = time.time() + wait
    try:
        while time.time() < end:
            c = s.recv(65536)
            if not c:
                return out, True
            out += c
    except socket.timeout:
        pass
    except ConnectionResetError:
        return out, True
    finally:
        s.close()
    return out, False


class Server:
    def __init__(self, arnak, work, name, *args, preexec=None):
        self.port = free_port()
        self.log = open(os.path.join(work, name + ".log"), "w+")
        self.p = subprocess.Popen([arnak, "serve", "--port", str(self.port), "--data",
                                   os.path.join(work, name), "--stop-after", "120", *args],
                                  stdout=subprocess.PIPE, stderr=self.log, text=True,
                                  preexec_fn=preexec)
        line = self.p.stdout.readline()
        if f"http://127.0.0.1:{self.port}/" not in line:
            self.p.kill()
            fail(f"{name}: no URL printed: {line!r}")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def stop(self):
        if self.p.poll() is None:
            self.p.send_signal(signal.SIGTERM)
            self.p.wait(timeout=30)
        self.log.seek(0)
        return self.log.read()

    def cpu(self):
        with open(f"/proc/{self.p.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def status_of(reply):
    line = reply.split(b"\r\n", 1)[0]
    parts = line.split()
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def http_methods_405(srv):
    host = f"Host: 127.0.0.1:{srv.port}\r\n".encode()
    for m in (b"POST", b"PUT", b"DELETE", b"PATCH", b"OPTIONS", b"BREW"):
        out, closed = request(srv.port, m + b" /index.html HTTP/1.1\r\n" + host +
                              b"Content-Length: 5\r\n\r\nhello")
        if status_of(out) != 405 or b"allow: get, head" not in out.lower():
            fail(f"http_methods_405: {m.decode()} got {out[:60]!r}")
    # HEAD: the headers of GET and no body; the next request on the connection is served.
    out, _ = request(srv.port, b"HEAD / HTTP/1.1\r\n" + host + b"\r\nGET /nothing HTTP/1.1\r\n"
                     + host + b"Connection: close\r\n\r\n")
    first, _, rest = out.partition(b"\r\n\r\n")
    if status_of(first) != 200 or not rest.startswith(b"HTTP/1.1 404"):
        fail(f"http_methods_405: HEAD sent a body or broke the connection: {out[:120]!r}")


def connect_answered(srv):
    out, closed = request(srv.port, b"CONNECT example.com:443 HTTP/1.1\r\n"
                          b"Host: example.com:443\r\n\r\n")
    if status_of(out) != 405 or not closed:
        fail(f"connect_answered: CONNECT got {out[:60]!r}, closed={closed}")


def long_url_414(srv):
    for n in (8192, 9000, 20000):
        out, closed = request(srv.port, b"GET /" + b"a" * n + b" HTTP/1.1\r\nHost: 127.0.0.1:"
                              + str(srv.port).encode() + b"\r\n\r\n")
        if status_of(out) != 414:
            fail(f"long_url_414: a URL of {n} bytes got {out[:60]!r}")
    out, _ = request(srv.port, b"GET /" + b"a" * 7000 + b" HTTP/1.1\r\nHost: x\r\n"
                     b"Connection: close\r\n\r\n")
    if status_of(out) != 404:
        fail(f"long_url_414: a URL of 7 KB should be looked up (404), got {out[:60]!r}")


def foreign_origin_403(srv, allowed):
    own = f"127.0.0.1:{srv.port}"
    cases = [("http://evil.example", None, 403), (f"http://{own}.evil.example", None, 403),
             ("null", None, 403), (f"https://{own}", None, 403),
             # DNS rebinding: the page's own origin, but a Host that is not this server
             (f"http://evil.example:{srv.port}", f"evil.example:{srv.port}", 403),
             (f"http://{own}", None, 101), (f"http://localhost:{srv.port}",
                                           f"localhost:{srv.port}", 101),
             (allowed, None, 101), (None, None, 101)]
    for origin, host, want in cases:
        w = WS(srv.port, origin=origin, host=host)
        got = status_of(w.head)
        w.s.close()
        if got != want:
            fail(f"foreign_origin_403: Origin {origin} Host {host}: {got}, not {want}")


def web_symlink_confined(arnak, work):
    web = os.path.join(work, "web")
    secret = os.path.join(work, "secret.js")
    os.makedirs(os.path.join(web, "js"), exist_ok=True)
    with open(os.path.join(web, "index.html"), "w") as f:
        f.write("<!doctype html><title>t</title>")
    with open(secret, "w") as f:
        f.write("const secret = 42;\n")
    os.symlink(secret, os.path.join(web, "js", "leak.js"))
    os.symlink(work, os.path.join(web, "up"))
    with open(os.path.join(web, "js", "inside.js"), "w") as f:
        f.write("const inside = 1;\n")
    os.symlink(os.path.join(web, "js", "inside.js"), os.path.join(web, "js", "alias.js"))
    with Server(arnak, work, "webdb", "--web", web) as srv:
        host = f"Host: 127.0.0.1:{srv.port}\r\nConnection: close\r\n\r\n".encode()
        for path, want in (("/js/leak.js", 404), ("/up/secret.js", 404), ("/js/alias.js", 200),
                           ("/js/inside.js", 200), ("/", 200)):
            out, _ = request(srv.port, f"GET {path} HTTP/1.1\r\n".encode() + host)
            if status_of(out) != want or b"secret" in out:
                fail(f"web_symlink_confined: {path}: {out[:60]!r}, not {want}")


def idle_websocket_closed(arnak, work):
    with Server(arnak, work, "idledb", "--idle-timeout", "2") as srv:
        quiet, talking = WS(srv.port), WS(srv.port)
        t0 = time.time()
        code = None
        while time.time() - t0 < 8:
            talking.send({"type": "hello"})
            talking.until("hello")
            quiet.s.settimeout(0.5)
            try:
                op, payload = quiet.frame()
                if op == 8:
                    code = struct.unpack(">H", payload[:2])[0]
                    break
            except socket.timeout:
                pass
            except EOFError:
                break
        took = time.time() - t0
        if code != 1001 or not 1.5 <= took <= 6:
            fail(f"idle_websocket_closed: idle socket: close code {code} after {took:.1f} s")
        talking.send({"type": "hello"})
        if talking.until("hello")["type"] != "hello":
            fail("idle_websocket_closed: a talking connection was closed")
        # CONNECT and a request half sent are closed too (libwebsockets' own timeouts).
        out, closed = request(srv.port, b"GET / HTTP/1.1\r\nHost: x\r\n", wait=15)
        if not closed:
            fail("idle_websocket_closed: a half-sent request was held open for 15 s")


def conns_per_addr_limit(arnak, work):
    srv = Server(arnak, work, "connsdb", "--max-conns-per-addr", "5")
    try:
        held = [WS(srv.port) for _ in range(5)]
        out, closed = request(srv.port, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        if status_of(out) != 503 or b"--max-conns-per-addr" not in out or not closed:
            fail(f"conns_per_addr_limit: the sixth connection got {out[:80]!r}")
        other = WS(srv.port, src="127.0.0.2")  # another address is not counted with it
        if not other.ok():
            fail("conns_per_addr_limit: another address was refused")
        held.pop().s.close()
        time.sleep(0.3)
        again = WS(srv.port)
        if not again.ok():
            fail("conns_per_addr_limit: a closed connection was not given back")
        for w in held + [other, again]:
            w.s.close()
    finally:
        log = srv.stop()
    if log.count("--max-conns-per-addr") != 1:
        fail(f"conns_per_addr_limit: the refusal should be logged once: {log!r}")


def fd_exhaustion_no_spin(arnak, work):
    """256 descriptors, 300 connections from 30 addresses held: the server must
    not spin (CPU over 2 s at most 0.3 s) nor flood its log, and serves again
    once they close."""
    def limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
    srv = Server(arnak, work, "fddb", "--max-conns-per-addr", "0", preexec=limit)
    held = []
    try:
        for i in range(300):
            s = socket.socket()
            s.setblocking(False)
            s.bind((f"127.0.0.{2 + i % 30}", 0))
            try:
                s.connect(("127.0.0.1", srv.port))
            except BlockingIOError:
                pass
            held.append(s)
        time.sleep(1.0)
        c0 = srv.cpu()
        time.sleep(2.0)
        used = srv.cpu() - c0
        if used > 0.3:
            fail(f"fd_exhaustion_no_spin: {used:.2f} s of CPU in 2 s at the descriptor limit")
        for s in held:
            s.close()
        held = []
        time.sleep(1.5)
        w = WS(srv.port)
        w.send({"type": "hello"})
        if w.until("hello")["type"] != "hello":
            fail("fd_exhaustion_no_spin: no service after the connections closed")
        w.s.close()
    finally:
        for s in held:
            s.close()
        log = srv.stop()
    if len(log) > 4000:
        fail(f"fd_exhaustion_no_spin: {len(log)} bytes of log: {log[:300]!r}")


def port_in_use_refused(arnak, work):
    """A port another program listens on: `arnak serve` says so in one line and
    exits at once (it went on without a listener, spinning a core)."""
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    port = holder.getsockname()[1]
    try:
        p = subprocess.run([arnak, "serve", "--port", str(port), "--data",
                            os.path.join(work, "inuse")], capture_output=True, text=True,
                           timeout=20)
    except subprocess.TimeoutExpired:
        fail("port_in_use_refused: still running 20 s after it could not listen")
    finally:
        holder.close()
    lines = p.stderr.strip().splitlines()
    want = f"arnak serve: cannot listen on 127.0.0.1 port {port}: Address already in use"
    if p.returncode == 0 or len(lines) != 1 or not lines[0].startswith(want):
        fail(f"port_in_use_refused: exit {p.returncode}, stderr {p.stderr!r}")
    if "open http" in p.stdout:
        fail(f"port_in_use_refused: an address printed: {p.stdout!r}")


def create(w, seats=None, **extra):
    msg = {"type": "create", "game": "arnak", "players": 2,
           "seats": seats or [{"kind": "human"}, {"kind": "human"}], **extra}
    w.send(msg)
    return w.until("created")


def create_rate_limit(arnak, work):
    with Server(arnak, work, "ratedb", "--games-per-min-conn", "5", "--games-per-min-addr", "8",
                "--max-games-per-addr", "0") as srv:
        a = WS(srv.port)
        got = [create(a)["type"] for _ in range(6)]
        if got != ["created"] * 5 + ["error"]:
            fail(f"create_rate_limit: one connection: {got}")
        a.send({"type": "create", "game": "arnak"})
        e = a.until("created")
        if e.get("code") != "limit" or "--games-per-min-conn" not in e.get("message", ""):
            fail(f"create_rate_limit: the error does not name the limit: {e}")
        if "at least 5 games created by this connection" not in e["message"]:
            fail(f"create_rate_limit: the error does not say what it counted: {e}")
        b = WS(srv.port)  # a new connection of the same address: 3 more
        got = [create(b)["type"] for _ in range(4)]
        if got != ["created"] * 3 + ["error"]:
            fail(f"create_rate_limit: one address: {got}")
        c = WS(srv.port, src="127.0.0.3")
        if create(c)["type"] != "created":
            fail("create_rate_limit: another address was limited")


# Each refused create: its message, and the code it must get (never "limit" but where
# the refusal is a limit of its own, which must not count either).
REFUSED_CREATES = [
    ("a game that is not a string", {"game": 7}, "bad_field"),
    ("an unknown game", {"game": "chess"}, "bad_setup"),
    ("too many players", {"players": 9}, "bad_field"),
    ("a seed that is not hex", {"seed": "xyz"}, "bad_field"),
    ("options that are not an object", {"options": [1]}, "bad_field"),
    ("an unknown option", {"options": {"no_such_option": 1}}, "bad_setup"),
    ("a clock that makes no sense", {"clock": {"mode": "sundial"}}, "bad_setup"),
    ("seats of the wrong count", {"seats": [{"kind": "human"}]}, "bad_field"),
    ("a seat that is no object", {"seats": ["human", {"kind": "human"}]}, "bad_field"),
    ("a seat of an unknown kind", {"seats": [{"kind": "cat"}, {"kind": "human"}]},
     "bad_setup"),
    ("an unknown bot", {"seats": [{"kind": "human"}, {"kind": "bot", "bot": "oracle"}]},
     "bad_setup"),
    ("a bot's strength out of range",
     {"seats": [{"kind": "human"}, {"kind": "bot", "bot": "ismcts", "strength": 0}]},
     "bad_setup"),
    ("a bot's time over the cap",
     {"seats": [{"kind": "human"}, {"kind": "bot", "bot": "ismcts", "ms": 999999}]}, "limit"),
]


def refused_create_not_counted(arnak, work):
    """Every refused create, then the allowance whole: 3 games on the connection, 4 on the
    address; the limits' messages say what they counted."""
    with Server(arnak, work, "refuseddb", "--games-per-min-conn", "3", "--games-per-min-addr",
                "4", "--max-games-per-addr", "6") as srv:
        a = WS(srv.port)
        for what, fields, code in REFUSED_CREATES * 2:  # twice: more than either allowance
            msg = {"type": "create", "game": "arnak", "players": 2,
                   "seats": [{"kind": "human"}, {"kind": "human"}]}
            msg.update(fields)
            a.send(msg)
            e = a.until("created")
            if e["type"] != "error" or e.get("code") != code:
                fail(f"refused_create_not_counted: {what}: {e}")
            if code == "limit" and "games" in e.get("message", ""):
                fail(f"refused_create_not_counted: {what} was taken for the games a minute: {e}")
        a.send({"type": "replay", "record": "not a record"})
        e = a.until("replay")
        if e.get("code") != "bad_record":
            fail(f"refused_create_not_counted: a bad record to replay: {e}")
        got = [create(a)["type"] for _ in range(3)]
        if got != ["created"] * 3:
            fail(f"refused_create_not_counted: the refused creates used up the connection's "
                 f"allowance: {got}")
        e = create(a)
        want = ("at least 3 games created by this connection in the last minute (limit 3 a "
                "minute, --games-per-min-conn): the next one in ")
        if e.get("code") != "limit" or not e.get("message", "").startswith(want):
            fail(f"refused_create_not_counted: the connection's limit: {e}")
        b = WS(srv.port)
        if create(b)["type"] != "created":
            fail("refused_create_not_counted: the refused creates used up the address's "
                 "allowance")
        e = create(b)
        want = ("at least 4 games created by 127.0.0.1 in the last minute (limit 4 a minute, "
                "--games-per-min-addr): the next one in ")
        if e.get("code") != "limit" or not e.get("message", "").startswith(want):
            fail(f"refused_create_not_counted: the address's limit: {e}")
    # the unfinished games' limit refuses without counting either
    with Server(arnak, work, "refused2db", "--games-per-min-conn", "3", "--max-games-per-addr",
                "1") as srv:
        a = WS(srv.port)
        g = create(a)
        for _ in range(4):
            e = create(a)
            want = "1 unfinished games created by 127.0.0.1 (limit 1, --max-games-per-addr)"
            if e.get("code") != "limit" or e.get("message") != want:
                fail(f"refused_create_not_counted: the unfinished games' limit: {e}")
        a.send({"type": "join", "game_id": g["game_id"], "seat": 0,
                "token": g["seats"][0]["token"]})
        a.until("joined")
        a.send({"type": "resign"})
        a.until("ack")
        if create(a)["type"] != "created":
            fail("refused_create_not_counted: refusals of the unfinished games' limit counted "
                 "against the games a minute")
    print(f"ok: {len(REFUSED_CREATES) * 2 + 5} refused creates and a refused replay left the "
          "allowance whole; the limits say what they counted")


def unfinished_games_limit(arnak, work):
    with Server(arnak, work, "opendb", "--max-games-per-addr", "3") as srv:
        a = WS(srv.port)
        made = [create(a) for _ in range(3)]
        e = create(a)
        if e["type"] != "error" or "--max-games-per-addr" not in e["message"]:
            fail(f"unfinished_games_limit: a fourth unfinished game: {e}")
        g = made[0]
        a.send({"type": "join", "game_id": g["game_id"], "seat": 0,
                "token": g["seats"][0]["token"]})
        a.until("joined")
        a.send({"type": "resign"})
        a.until("ack")
        if create(a)["type"] != "created":
            fail("unfinished_games_limit: a finished game still counted")
        if create(WS(srv.port, src="127.0.0.4"))["type"] != "created":
            fail("unfinished_games_limit: another address was limited")


def bot_time_cap(arnak, work):
    with Server(arnak, work, "botdb", "--bot-ms", "500") as srv:
        a = WS(srv.port)
        e = create(a, [{"kind": "human"}, {"kind": "bot", "bot": "ismcts", "ms": 2000}])
        if e["type"] != "error" or "500 ms" not in e["message"] or "--bot-ms" not in e["message"]:
            fail(f"bot_time_cap: 2000 ms asked of a 500 ms server: {e}")
        ok = create(a, [{"kind": "human"}, {"kind": "bot", "bot": "ismcts", "ms": 400}])
        if ok["type"] != "created":
            fail(f"bot_time_cap: 400 ms refused: {ok}")


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    with Server(arnak, work, "db", "--allow-origin", "https://friend.example") as srv:
        http_methods_405(srv)
        connect_answered(srv)
        long_url_414(srv)
        foreign_origin_403(srv, "https://friend.example")
    web_symlink_confined(arnak, work)
    conns_per_addr_limit(arnak, work)
    create_rate_limit(arnak, work)
    refused_create_not_counted(arnak, work)
    unfinished_games_limit(arnak, work)
    bot_time_cap(arnak, work)
    idle_websocket_closed(arnak, work)
    fd_exhaustion_no_spin(arnak, work)
    port_in_use_refused(arnak, work)
    print("ok: HTTP methods, CONNECT, long URLs, origins, --web, idle, connections, "
          "descriptors, creates, unfinished games, bot time, a port in use")
    return 0


if __name__ == "__main__":
    sys.exit(main())
