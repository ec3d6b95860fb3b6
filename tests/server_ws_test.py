#!/usr/bin/env python3
"""server_ws_test.py ARNAK WORKDIR - `arnak serve` for two people and a spectator.

Starts `arnak serve` on a free loopback port (it stops by itself), fetches the
page, then plays as the page does, over three WebSocket connections: A
creates a 2-player game and joins seat 0, B joins seat 1 with the token of
its invite link, C watches.  A acts; B and C get the update, B's and C's
views hide A's hand; B cannot act for A (wrong token, not its turn); A's
undo reaches everyone; A resigns and the record downloads.  A search bot
in the worker pool plays its turn against another connection.  Then the server
is stopped with SIGTERM and restarted on the same data: the game is back.

The WebSocket client below is a test harness (handshake and unmasked/masked
text frames, RFC 6455) so that the test needs only Python's standard library.
"""
import base64
import json
import re
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.error
import urllib.request


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def read_frame(need):
    """One WebSocket frame, read with need(n) (the next n bytes of the connection):
    its first byte (FIN bit and opcode) and its payload."""
    b0, b1 = need(2)
    n = b1 & 0x7F
    if n == 126:
        n = struct.unpack(">H", need(2))[0]
    elif n == 127:
        n = struct.unpack(">Q", need(8))[0]
    return b0, need(n)


class WS:
    def __init__(self, port):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=20)
        key = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                        f"Sec-WebSocket-Protocol: arnak\r\nSec-WebSocket-Version: 13\r\n\r\n")
                       .encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.s.recv(1)
            if not chunk:
                fail("handshake: connection closed")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            fail(f"handshake refused: {head[:80]!r}")
        self.buf = b""

    def send(self, msg):
        data = json.dumps(msg).encode()
        mask = os.urandom(4)
        hdr = bytes([0x81])
        n = len(data)
        if n < 126:
            hdr += bytes([0x80 | n])
        elif n < 65536:
            hdr += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            hdr += bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.s.sendall(hdr + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _need(self, n):
        while len(self.buf) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                fail("connection closed")
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def recv(self):
        payload = b""
        while True:
            b0, part = read_frame(self._need)
            payload += part
            if b0 & 0x80:
                return json.loads(payload)

    def until(self, type_):
        for _ in range(50):
            m = self.recv()
            if m["type"] == type_:
                return m
        fail(f"no {type_} message")


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def check_page(port):
    """The built-in page: index.html loads its module script and style sheets, each is
    served with its content type, nosniff and a content security policy; a path
    outside the page (or climbing out of it) is 404."""
    base = f"http://127.0.0.1:{port}"
    with urllib.request.urlopen(base + "/", timeout=10) as r:
        page = r.read().decode()
        if not r.headers.get("content-type", "").startswith("text/html"):
            fail("/ is not HTML")
        if "script-src 'self'" not in r.headers.get("content-security-policy", ""):
            fail("/ has no content security policy")
    refs = re.findall(r'(?:src|href)="(/[^"#?]+)"', page)
    if not any(ref.endswith(".js") for ref in refs) or 'type="module"' not in page:
        fail("the page loads no module script")
    types = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}
    for ref in refs:
        with urllib.request.urlopen(base + ref, timeout=10) as r:
            body = r.read()
            want = types.get(os.path.splitext(ref)[1], "")
            if not body or not r.headers.get("content-type", "").startswith(want):
                fail(f"{ref}: empty or served as {r.headers.get('content-type')}")
            if r.headers.get("x-content-type-options") != "nosniff":
                fail(f"{ref}: no nosniff header")
    for bad in ("/nothing", "/js/../../etc/passwd", "/.git/config", "/js/nothing.js"):
        try:
            urllib.request.urlopen(base + bad, timeout=10)
            fail(f"{bad} was served")
        except urllib.error.HTTPError as e:
            if e.code != 404:
                fail(f"{bad}: HTTP {e.code}, not 404")


def check_connection_closed_before_request(port, srv):
    """Regression: a connection closed before sending a request (a port scan, a browser's
    speculative connection) crashed `arnak serve` (libwebsockets reports its closing
    with no per-session data).  Many such connections, plain and reset, then a
    request half sent: the server must still serve the page."""
    for linger in (False, True):
        for _ in range(20):
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            if linger:
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.close()
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(b"GET / HTTP/1.1\r\n")
    s.close()
    time.sleep(0.3)
    if srv.poll() is not None:
        fail(f"the server died after connections closed before a request (status {srv.returncode})")
    urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10).read()


def command_line(doc):
    """ARNAK WORKDIR from the command line, WORKDIR made empty; None, after printing
    the usage (doc), when there are not exactly two arguments."""
    if len(sys.argv) != 3:
        print(doc, file=sys.stderr)
        return None
    arnak, work = sys.argv[1:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    return arnak, work


def start(arnak, port, db, *extra):
    """`arnak serve` on port with its store in db (and the options in extra, then those
    in $ARNAK_SERVE_EXTRA: `--event-loop poll` runs the tests on the other loop), once it
    printed its address."""
    extra = (*extra, *os.environ.get("ARNAK_SERVE_EXTRA", "").split())
    srv = subprocess.Popen([arnak, "serve", "--port", str(port), "--data", db, "--stop-after",
                            "60", *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = srv.stdout.readline()
    if f"http://127.0.0.1:{port}/" not in line:
        srv.kill()
        fail(f"no URL printed: {line!r} {srv.stderr.read()!r}")
    return srv


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    db = os.path.join(work, "db")
    port = free_port()
    srv = start(arnak, port, db)
    try:
        check_page(port)
        check_connection_closed_before_request(port, srv)

        a, b, c = WS(port), WS(port), WS(port)
        a.send({"type": "hello"})
        hello = a.until("hello")
        if "arnak" not in [g["name"] for g in hello["games"]]:
            fail("hello lists no arnak")
        a.send({"type": "create", "game": "arnak", "players": 2,
                "seats": [{"kind": "human"}, {"kind": "human"}]})
        created = a.until("created")
        gid = created["game_id"]
        invite = created["seats"][1]["invite"]
        if not invite.startswith(f"http://127.0.0.1:{port}/#game={gid}&seat=1&token="):
            fail(f"invite link: {invite}")
        token1 = invite.rsplit("token=", 1)[1]
        if len(token1) != 32:
            fail("the token is not 128 bits in hex")
        a.send({"type": "join", "game_id": gid, "seat": 0, "token": created["seats"][0]["token"]})
        a.until("joined")
        va = a.until("view")
        b.send({"type": "join", "game_id": gid, "seat": 1, "token": token1})
        b.until("joined")
        vb = b.until("view")
        c.send({"type": "watch", "game_id": gid})
        c.until("joined")
        vc = c.until("view")
        if va["turn"] != 0 or not va["actions"] or vb["actions"] or vc["actions"]:
            fail("only seat 0 may act first")
        # B tries to act for A with its own token, then as itself out of turn.
        b.send({"type": "act", "game_id": gid, "seat": 0, "token": token1, "action": "pass"})
        if b.until("error")["code"] != "bad_token":
            fail("a wrong token was not refused")
        b.send({"type": "act", "action": "pass"})
        if b.until("error")["code"] != "not_your_turn":
            fail("acting out of turn was not refused")
        dig = next(x for x in va["actions"] if x["text"].startswith("dig"))
        a.send({"type": "act", "action_id": dig["id"], "seq": va["seq"]})
        ack = a.until("ack")
        ub, uc = b.until("update"), c.until("update")
        if ub["seq"] != ack["seq"] or uc["seq"] != ack["seq"] or ub["step"]["player"] != 0:
            fail("the other player and the spectator did not get the update")
        ua = a.until("update")
        if not ua["can_undo"]:
            fail("a dig that revealed nothing should be undoable")
        a.send({"type": "undo"})
        a.until("ack")
        if b.until("update")["step"]["kind"] != "undo":
            fail("the undo did not reach the other player")
        a.send({"type": "resign"})
        a.until("ack")
        kinds = [c.until("update")["step"]["kind"] for _ in range(2)]
        if kinds != ["undo", "resign"]:
            fail(f"the spectator saw {kinds}, not the undo and the resignation")
        b.send({"type": "record"})
        rec = b.until("record")
        if not rec["text"].startswith("game-record 3"):
            fail("no record")
        # A search bot in the worker pool: after the person passes, the bot plays
        # its turn by itself and the person's view comes back to them.
        e = WS(port)
        e.send({"type": "create", "game": "arnak", "players": 2,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "medium"}]})
        ce = e.until("created")
        e.send({"type": "join", "game_id": ce["game_id"], "seat": 0,
                "token": ce["seats"][0]["token"]})
        e.until("joined")
        ve = e.until("view")
        e.send({"type": "act", "action": "pass", "seq": ve["seq"]})
        e.until("ack")
        bot_steps = 0
        for _ in range(400):
            u = e.until("update")
            bot_steps += u["step"]["player"] == 1
            if u["turn"] == 0 and bot_steps > 0:
                break
        else:
            fail("the bot did not hand the turn back")
        for ws in (a, b, c, e):
            ws.s.close()
    finally:
        srv.send_signal(signal.SIGTERM)
        srv.wait(timeout=30)
    if srv.returncode != 0:
        fail(f"serve exited {srv.returncode} after SIGTERM: {srv.stderr.read()}")
    srv = start(arnak, port, db)
    try:
        d = WS(port)
        d.send({"type": "list", "tokens": [{"game_id": gid, "seat": 1, "token": token1}]})
        g = d.until("games")["games"][0]
        if g.get("game_id") != gid or not g.get("over"):
            fail(f"the game did not come back after a restart: {g}")
        d.s.close()
    finally:
        srv.send_signal(signal.SIGTERM)
        srv.wait(timeout=30)
    print("ok: two players and a spectator over WebSocket; the page; restart")
    return 0


if __name__ == "__main__":
    sys.exit(main())
