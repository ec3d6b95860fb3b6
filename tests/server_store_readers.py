#!/usr/bin/env python3
"""server_store_readers.py ARNAK WORKDIR - what else opens a live SQLite store loses nothing.

A store that another program opened while `arnak serve` ran once lost every action
acknowledged after it: SQLite's locks on arnak.db were dropped by a descriptor of the
file that the server opened and closed itself, so the reader's close took itself for
the last connection and deleted the WAL that held the acknowledged commits.

For each reader of a live store (Debian's `sqlite3` command, `arnak store check`,
`arnak proto --dump`, `arnak store backup`, a second `arnak serve` on the folder):
  1. `arnak serve --data D`; two games created and played a little over WebSocket;
  2. the reader runs (our own readers must change no byte of arnak.db or its WAL;
     the second server must refuse in one line naming the first's pid; the backup
     must pass `arnak store check`);
  3. three more games and more actions, each acknowledged; arnak.db-wal is still
     there;
  4. kill -9; `arnak proto --dump` replays every game: every acknowledged game and
     action is back.
Then five rounds of `arnak loadtest --ack-log` against `arnak serve`, readers
running during each, and SIGKILL at a seeded random moment of each round: every
acknowledged action of every round is back.
Bounded: a fixed number of actions and rounds, timeouts on every process.
"""
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import WS, command_line, fail, free_port, start  # noqa: E402
from server_restart import load_acks, verify  # noqa: E402


class Client:
    """One WebSocket connection; request() waits for the answer to its own id."""

    def __init__(self, port):
        self.ws = WS(port)
        self.n = 0

    def request(self, msg):
        self.n += 1
        self.ws.send(dict(msg, id=self.n))
        for _ in range(200):
            m = self.ws.recv()
            if m.get("id") == self.n:
                return m
        fail(f"no answer to {msg['type']}")


def create_and_play(c, rng, acked, games, steps):
    """`games` new two-player games (human seats), then `steps` acknowledged actions
    spread over every game in acked; acked: {game id: ([action text], tokens)}."""
    for _ in range(games):
        m = c.request({"type": "create", "game": "arnak", "players": 2})
        if m["type"] != "created":
            fail(f"create: {m}")
        acked[m["game_id"]] = ([], {s["seat"]: s["token"] for s in m["seats"]})
    ids = sorted(acked)
    for step in range(steps):
        gid = ids[step % len(ids)]
        texts, tokens = acked[gid]
        v = c.request({"type": "view", "game_id": gid, "seat": 0, "token": tokens[0]})
        if v.get("over"):
            continue
        seat = v["turn"]
        v = c.request({"type": "view", "game_id": gid, "seat": seat, "token": tokens[seat]})
        a = rng.choice(v["actions"])
        m = c.request({"type": "act", "game_id": gid, "seat": seat, "token": tokens[seat],
                       "action": a["text"], "seq": v["seq"]})
        if m["type"] != "ack":
            fail(f"act refused: {m}")
        texts.append(a["text"])


def digest(db):
    """The bytes of arnak.db and its WAL (what a reader must leave as they are)."""
    h = hashlib.sha256()
    for side in ("", "-wal"):
        p = db + "/arnak.db" + side
        if os.path.exists(p):
            with open(p, "rb") as f:
                h.update(f.read())
        h.update(b"|")
    return h.hexdigest()


def run(argv, timeout=120):
    return subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def reader_sqlite3(arnak, db, work, srv):
    r = run(["sqlite3", os.path.join(db, "arnak.db"), "SELECT count(*) FROM games;"])
    if r.returncode != 0 or r.stdout.strip() != "2":
        fail(f"sqlite3 on the live store: rc {r.returncode} {r.stdout!r} {r.stderr!r}")


def reader_check(arnak, db, work, srv):
    before = digest(db)
    r = run([arnak, "store", "check", db])
    if r.returncode != 0 or "2 games, 0 quarantined" not in r.stdout or \
            "read-only snapshot" not in r.stdout:
        fail(f"store check on the live store: rc {r.returncode} {r.stdout!r} {r.stderr!r}")
    if digest(db) != before:
        fail("store check changed the live store's files")


def reader_dump(arnak, db, work, srv):
    before = digest(db)
    out = os.path.join(work, "dump-live")
    os.makedirs(out, exist_ok=True)
    r = run([arnak, "proto", "--data", db, "--dump", out])
    if r.returncode != 0 or len(os.listdir(out)) != 2:
        fail(f"proto --dump on the live store: rc {r.returncode} {r.stderr!r}")
    if digest(db) != before:
        fail("proto --dump changed the live store's files")


def reader_backup(arnak, db, work, srv):
    before = digest(db)
    copy = os.path.join(work, "backup.db")
    r = run([arnak, "store", "backup", db, copy])
    if r.returncode != 0 or "2 games, 0 quarantined" not in r.stdout:
        fail(f"store backup of the live store: rc {r.returncode} {r.stdout!r} {r.stderr!r}")
    if digest(db) != before:
        fail("store backup changed the live store's files")
    if os.stat(copy).st_mode & 0o077:
        fail(f"the backup is readable by others: {oct(os.stat(copy).st_mode)}")
    r = run([arnak, "store", "check", copy])
    if r.returncode != 0 or "2 games, 0 quarantined" not in r.stdout:
        fail(f"store check of the backup: rc {r.returncode} {r.stdout!r} {r.stderr!r}")
    r = run([arnak, "store", "backup", db, copy])
    if r.returncode != 1 or "exists already" not in r.stderr:
        fail(f"a backup over an existing file: rc {r.returncode} {r.stderr!r}")


def reader_second_serve(arnak, db, work, srv):
    port = free_port()
    r = run([arnak, "serve", "--port", str(port), "--data", db, "--stop-after", "5"], timeout=30)
    err = r.stderr.strip()
    if r.returncode != 1 or len(err.splitlines()) != 1 or f"process {srv.pid}" not in err:
        fail(f"a second serve on the folder: rc {r.returncode} {r.stdout!r} {err!r}")
    # a second writer of another kind: `arnak proto` on the folder
    r = subprocess.run([arnak, "proto", "--data", db], input="", capture_output=True, text=True,
                       timeout=30)
    if r.returncode != 1 or f"process {srv.pid}" not in r.stderr:
        fail(f"proto on the live folder: rc {r.returncode} {r.stderr!r}")


READERS = [("sqlite3", reader_sqlite3), ("store check", reader_check),
           ("proto --dump", reader_dump), ("store backup", reader_backup),
           ("second serve", reader_second_serve)]


def one_reader(arnak, work, name, reader, k):
    db = os.path.join(work, f"db{k}")
    port = free_port()
    srv = start(arnak, port, db)
    rng = random.Random(1000 + k)
    acked = {}
    c = Client(port)
    create_and_play(c, rng, acked, 2, 12)
    reader(arnak, db, work, srv)
    create_and_play(c, rng, acked, 3, 30)
    if not os.path.exists(os.path.join(db, "arnak.db-wal")):
        fail(f"after {name}: arnak.db-wal is gone while the server runs")
    srv.send_signal(signal.SIGKILL)
    srv.wait(timeout=30)
    total, n = verify(arnak, db, {g: t for g, (t, _) in acked.items()},
                      os.path.join(work, f"out{k}"))
    if n != 5:
        fail(f"after {name} and kill -9: {n} of 5 acknowledged games are back")
    print(f"ok: {name} on a live store, then kill -9: 5 games, {total} acknowledged actions back")


def load_rounds(arnak, work, rounds=5):
    db = os.path.join(work, "load-db")
    rng = random.Random(38)
    logs = []
    for k in range(rounds):
        port = free_port()
        srv = start(arnak, port, db)
        log = os.path.join(work, f"acks{k}.log")
        logs.append(log)
        lt = subprocess.Popen([arnak, "loadtest", "--port", str(port), "--clients", "20",
                               "--seconds", "20", "--think-ms", "10", "--ack-log", log],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        # readers while the load runs; then SIGKILL at a seeded moment
        deadline = time.monotonic() + rng.uniform(1.5, 4.0)
        looks = 0
        while time.monotonic() < deadline:
            run(["sqlite3", os.path.join(db, "arnak.db"), "SELECT count(*) FROM actions;"])
            r = run([arnak, "store", "check", db])
            if r.returncode != 0:
                fail(f"round {k}: store check under load: {r.stdout!r} {r.stderr!r}")
            looks += 1
        srv.send_signal(signal.SIGKILL)
        srv.wait(timeout=30)
        try:
            lt.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            lt.kill()
            fail(f"round {k}: loadtest did not stop after the server died")
        print(f"round {k}: {looks} looks by sqlite3 and store check, then kill -9")
    want = load_acks(lt, logs)  # lt ended above: its logs are whole
    total, n = verify(arnak, db, want, os.path.join(work, "load-out"))
    print(f"ok: {rounds} rounds of load, readers and kill -9: {total} acknowledged actions in "
          f"{len(want)} games back ({n} games in the store)")


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    if shutil.which("sqlite3") is None:
        fail("no sqlite3 command (scripts/setup.sh installs Debian's sqlite3)")
    for k, (name, reader) in enumerate(READERS):
        one_reader(arnak, work, name, reader, k)
    load_rounds(arnak, work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
