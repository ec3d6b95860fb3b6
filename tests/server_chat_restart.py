#!/usr/bin/env python3
"""server_chat_restart.py ARNAK WORKDIR - a game's chat survives kill -9 of the server.

`arnak serve` with a store: two friends (seats 0 and 1, each on its own WebSocket)
and six spectators follow a game's table; all of them send a burst of chat
messages without waiting for answers (HTML, Polish letters and quotes among them),
and in the middle of the burst the server gets SIGKILL.  Every message whose `chat_sent` came back
(each is sent only after its commit) must be there after a restart, with its
text byte for byte, its sender and its channel, in the order of its number; so
must each seat's first join (no second "joined" when a friend comes back).
In the PostgreSQL variant ($ARNAK_TEST_STORE, tests/pg_cluster.py) the store is
a database of the test's cluster instead of a folder.
"""
import os
import signal
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import WS, command_line, free_port  # noqa: E402
from pg_cluster import store_args  # noqa: E402


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


class Client(WS):
    """A WebSocket client whose reads end with EOFError once the server is gone."""

    def _need(self, n):
        while len(self.buf) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                raise EOFError
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def request(self, msg):
        self.send(msg)
        while True:
            m = self.recv()
            if m.get("id") == msg.get("id"):
                return m


def serve(arnak, port, db, empty):
    srv = subprocess.Popen([arnak, "serve", "--port", str(port), *store_args(db, empty=empty),
                            "--stop-after", "60"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    line = srv.stdout.readline()
    if f"http://127.0.0.1:{port}/" not in line:
        srv.kill()
        fail(f"serve did not start: {line!r} {srv.stderr.read()!r}")
    return srv


TEXTS = ['<b>bold?</b> <script>alert(1)</script>', 'Zażółć gęślą jaźń', 'say "hi" & \'bye\'',
         'x' * 480]


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    os.makedirs(work, exist_ok=True)
    db = os.path.join(work, "chat-db")
    port = free_port()
    srv = serve(arnak, port, db, True)
    red, blue = Client(port), Client(port)
    fans = [Client(port) for _ in range(6)]
    made = red.request({"type": "create", "game": "arnak", "players": 2, "id": 1,
                        "seats": [{"kind": "human"}, {"kind": "human"}]})
    if made.get("type") != "created":
        fail(f"create: {made}")
    gid = made["game_id"]
    tok = [s["token"] for s in made["seats"]]
    seats = {red: 0, blue: 1}
    seats.update((f, None) for f in fans)
    for c, seat in seats.items():
        if seat is None:
            c.request({"type": "watch", "game_id": gid, "id": 2})
            r = c.request({"type": "table", "game_id": gid, "id": 3})
        else:
            c.request({"type": "join", "game_id": gid, "seat": seat, "token": tok[seat], "id": 2})
            r = c.request({"type": "table", "game_id": gid, "seat": seat, "token": tok[seat],
                           "id": 3})
        if r.get("type") != "table" or not r.get("chat"):
            fail(f"table: {r}")
    # the burst: 10 messages from each sender (the most one may send in 10 s), one every
    # few milliseconds, and SIGKILL while they go
    sent = {}

    def burst():
        for i in range(10):
            for k, (c, seat) in enumerate(seats.items()):
                text = f"{TEXTS[i % len(TEXTS)]} #{i} from {k}"
                msg = {"type": "chat", "game_id": gid, "text": text, "id": 100 + i}
                if seat is not None:
                    msg.update(seat=seat, token=tok[seat])
                sent[(k, 100 + i)] = (seat, text)
                try:
                    c.send(msg)
                except OSError:
                    return
                time.sleep(0.003)
    sender = threading.Thread(target=burst)
    sender.start()
    time.sleep(0.12)
    srv.send_signal(signal.SIGKILL)
    srv.wait(timeout=30)
    sender.join()
    acked, errors = [], []
    for k, c in enumerate(seats):
        c.s.settimeout(5)
        while True:
            try:
                m = c.recv()
            except (EOFError, OSError):
                break
            if m.get("type") == "chat_sent":
                acked.append((m["n"],) + sent[(k, m["id"])])
            elif m.get("type") == "error":
                errors.append(m)
    if errors:
        fail(f"refused: {errors[:3]}")
    if len(acked) < 1:
        fail(f"only {len(acked)} messages acknowledged before the kill")
    srv = serve(arnak, port, db, False)
    try:
        back = Client(port)
        back.request({"type": "join", "game_id": gid, "seat": 1, "token": tok[1], "id": 1})
        r = back.request({"type": "table", "game_id": gid, "seat": 1, "token": tok[1],
                          "spectators": True, "id": 2})
        kept = {m["n"]: m for m in r["messages"]}
        for n, seat, text in acked:
            m = kept.get(n)
            if m is None:
                fail(f"acknowledged message {n} of seat {seat} is gone after kill -9")
            if m["text"] != text or m["seat"] != seat:
                fail(f"message {n}: {m} is not {text!r} from {seat}")
            want = "spectators" if seat is None else "seats"
            if m["channel"] != want:
                fail(f"message {n} is in channel {m['channel']}, not {want}")
        joins = sorted(m["seat"] for m in r["messages"] if m["channel"] == "joined")
        if joins != [0, 1]:
            fail(f"the joins kept are {joins}, not [0, 1]")
        numbers = [m["n"] for m in r["messages"]]
        if numbers != sorted(numbers) or len(set(numbers)) != len(numbers):
            fail(f"the messages are not in the order of their numbers: {numbers}")
        # Red comes back: Blue is told of no new join
        again = Client(port)
        again.request({"type": "join", "game_id": gid, "seat": 0, "token": tok[0], "id": 1})
        deadline = time.time() + 10
        while time.time() < deadline:
            m = back.recv()
            if m.get("type") == "presence":
                if m["joined"] is not None:
                    fail(f"a second join announced after the restart: {m}")
                if m["seats"][0]["online"]:
                    break
        else:
            fail("no presence with Red online after Red came back")
        # a new message goes on after the kept ones
        r = again.request({"type": "chat", "game_id": gid, "seat": 0, "token": tok[0],
                           "text": "after the restart", "id": 9})
        if r.get("type") != "chat_sent" or r["n"] <= max(numbers):
            fail(f"the message after the restart: {r}")
    finally:
        srv.kill()
        srv.wait(timeout=30)
    print(f"ok: the {len(acked)} of {len(sent)} chat messages acknowledged before kill -9 are "
          f"all there after the restart, with both joins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
