#!/usr/bin/env python3
"""server_tokens.py ARNAK - the store keeps no seat token in plain text.

1. `arnak proto --data DIR` creates games: the tokens it hands out appear nowhere in the
   store's files (arnak.db and its WAL), nor in anything the server printed; each seat's
   row holds a 64-hex-digit "token_hash".  After a restart the same tokens still take
   their seats, and a wrong token is refused (bad_token).
2. A store written by an older server (the seats' "token" in plain text, made here by
   rewriting the rows with Python's sqlite3) is converted when it is opened: the plain
   tokens are gone from the files, the server says how many games it converted, and the
   old tokens take their seats.
In the PostgreSQL variant ($ARNAK_TEST_STORE, tests/pg_cluster.py) the store is that
database: after a CHECKPOINT no file of it (tables, indexes) nor the cluster's WAL holds a token,
and no row of the database does; there is no older PostgreSQL store to convert.
"""
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pg_cluster  # noqa: E402

ARNAK = sys.argv[1]
PG = pg_cluster.testing()


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


class Proto:
    def __init__(self, data):
        where = ["--store", os.environ["ARNAK_TEST_STORE"]] if PG else ["--data", data]
        self.p = subprocess.Popen([ARNAK, "proto", *where], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.n = 0
        self.out = []

    def ask(self, msg):
        self.n += 1
        self.p.stdin.write(json.dumps(dict(msg, id=self.n)) + "\n")
        self.p.stdin.flush()
        while True:
            line = self.p.stdout.readline()
            if not line:
                fail(f"the server closed while answering {msg['type']}")
            self.out.append(line)
            m = json.loads(line)
            if m.get("id") == self.n:
                return m

    def close(self):
        rest, err = self.p.communicate(timeout=60)
        return "".join(self.out) + rest, err


def cluster_bytes():
    """Every file of the database and the cluster's WAL, once the pages are written."""
    db = os.environ["ARNAK_TEST_SCHEMA"]
    pg_cluster.psql(db, "CHECKPOINT")
    (oid,), = pg_cluster.psql(db, "SELECT oid FROM pg_database WHERE datname = current_database()")
    data = pg_cluster.cluster()["data"]
    blob = bytearray()
    for top, _, files in [w for d in ("base/" + oid, "pg_wal", "global")
                          for w in os.walk(os.path.join(data, d))]:
        for name in files:
            try:
                with open(os.path.join(top, name), "rb") as f:
                    blob += f.read()
            except OSError:
                pass
    if not blob:
        fail("the test could not read the cluster's files")
    return bytes(blob)


def store_bytes(data):
    if PG:
        return cluster_bytes()
    blob = b""
    for name in os.listdir(data):
        if name.startswith("arnak.db"):
            with open(os.path.join(data, name), "rb") as f:
                blob += f.read()
    return blob


def seats_rows(data):
    if PG:
        return pg_cluster.psql(os.environ["ARNAK_TEST_SCHEMA"], "SELECT id, seats FROM games")
    db = sqlite3.connect(os.path.join(data, "arnak.db"))
    rows = db.execute("SELECT id, seats FROM games").fetchall()
    db.close()
    return rows


def joins(proto, gid, seat, token):
    return proto.ask({"type": "view", "game_id": gid, "seat": seat, "token": token})


tmp = tempfile.mkdtemp(prefix="arnak-tokens-")
try:
    data = os.path.join(tmp, "data")
    s = Proto(data)
    games = []
    for players in (2, 3):
        c = s.ask({"type": "create", "game": "arnak", "players": players})
        if c.get("type") != "created":
            fail(f"create refused: {c}")
        games.append((c["game_id"], [x["token"] for x in c["seats"]]))
        first = joins(s, c["game_id"], 0, c["seats"][0]["token"])
        if first.get("type") != "view":
            fail(f"the creator's token does not take seat 0: {first}")
    printed, err = s.close()
    tokens = [t for _, ts in games for t in ts]
    blob = store_bytes(data)
    for t in tokens:
        if t.encode() in blob:
            fail(f"the store's files hold the plain token {t}")
    for t in tokens:
        if t in err:
            fail(f"the server's log line holds the token {t}: {err.strip()}")
    for gid, seats in seats_rows(data):
        for seat in json.loads(seats):
            if "token" in seat or len(seat.get("token_hash", "")) != 64:
                fail(f"game {gid}: a seat is kept as {seat}")

    s = Proto(data)
    for gid, ts in games:
        for seat, t in enumerate(ts):
            v = joins(s, gid, seat, t)
            if v.get("type") != "view":
                fail(f"after a restart, seat {seat}'s token of {gid} is refused: {v}")
        wrong = joins(s, gid, 0, "0" * 32)
        if wrong.get("code") != "bad_token":
            fail(f"a wrong token is not refused: {wrong}")
    s.close()
    if PG:
        rows = pg_cluster.psql(os.environ["ARNAK_TEST_SCHEMA"],
                               "SELECT string_agg(t::text, ' ') FROM games t")
        for t in tokens:
            if t in rows[0][0]:
                fail(f"a row of the database holds the plain token {t}")
        print(f"OK: {len(tokens)} tokens kept only as hashes in PostgreSQL (no file of the "
              f"database nor the WAL holds one)")
        sys.exit(0)

    # an older store: the same rows with their tokens in plain text
    old = os.path.join(tmp, "old")
    shutil.copytree(data, old)
    db = sqlite3.connect(os.path.join(old, "arnak.db"))
    for gid, ts in games:
        seats = json.loads(db.execute("SELECT seats FROM games WHERE id = ?", (gid,)).fetchone()[0])
        for seat, t in zip(seats, ts):
            del seat["token_hash"]
            seat["token"] = t
        db.execute("UPDATE games SET seats = ? WHERE id = ?", (json.dumps(seats), gid))
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    if games[0][1][0].encode() not in store_bytes(old):
        fail("the test could not write an older store (no plain token in it)")
    s = Proto(old)
    for gid, ts in games:
        for seat, t in enumerate(ts):
            v = joins(s, gid, seat, t)
            if v.get("type") != "view":
                fail(f"an older store's token of {gid} seat {seat} is refused: {v}")
    _, err = s.close()
    if f"the seat tokens of {len(games)} games are now kept as hashes" not in err:
        fail(f"the conversion is not reported: {err.strip()}")
    blob = store_bytes(old)
    for t in tokens:
        if t.encode() in blob:
            fail(f"after the conversion, the store still holds the plain token {t}")
    print(f"OK: {len(tokens)} tokens kept only as hashes; an older store converted")
finally:
    shutil.rmtree(tmp, ignore_errors=True)
