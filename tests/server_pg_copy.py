#!/usr/bin/env python3
"""server_pg_copy.py ARNAK WORKDIR - `arnak store copy` to PostgreSQL, and a step committed once.

Runs under `tests/pg_cluster.py with-db` ($ARNAK_TEST_STORE: an empty store of the
test's throw-away cluster).
1. A SQLite store (`arnak proto --data DIR`) with games of Arnak (2 and 3 seats, one with a
   clock) and Lost Cities, played some steps, one with an undo, one resigned, one with a chat
   message.
2. `arnak store copy DIR URL` prints one summary line naming every game and action, and
   the check of the copy (the chat copied with its game); the same games then play on identically: every message sent to
   `arnak proto --data DIR` and to `arnak proto --store URL` gets the same lines back.
3. A second copy (naming the file, DIR/arnak.db) is refused (a game is there already)
   and changes nothing.
4. Two processes on one PostgreSQL store load the same game and
   both accept an action for the same step: one commits, the other's store reports the
   conflict on the key (game, index): that process answers `stale`, says so in one line,
   reads the game again and goes on; the committed step is the first one's.  An SQLite
   folder has one writer: a second process on it is refused in one line naming the first.
5. The schema's version: a new store is made at the last version of schema_pg.sql, a store
   of version 1 is brought up to it and serves its games; a
   store of a newer version, or tables there without a version, stop the start with one
   line naming it.
"""
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pg_cluster  # noqa: E402

ARNAK, WORK = sys.argv[1], sys.argv[2]


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


class Proto:
    def __init__(self, where):
        self.p = subprocess.Popen([ARNAK, "proto", *where], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.n = 0

    def lines(self, msg):
        """Every line up to and with the reply to msg."""
        self.n += 1
        self.p.stdin.write(json.dumps(dict(msg, id=self.n)) + "\n")
        self.p.stdin.flush()
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                return out
            out.append(line)
            if json.loads(line).get("id") == self.n:
                return out

    def ask(self, msg):
        got = self.lines(msg)
        if not got:
            fail(f"the server ended while answering {msg}: {self.p.stderr.read()}")
        return json.loads(got[-1])

    def close(self):
        self.p.stdin.close()
        err = self.p.stderr.read()
        return self.p.wait(timeout=60), err


def seat_to_act(p, gid, tokens):
    for seat, tok in enumerate(tokens):
        v = p.ask({"type": "view", "game_id": gid, "seat": seat, "token": tok, "brief": True})
        if v.get("actions"):
            return seat, v
    return None, None


def play(p, games, steps, pick=3):
    """steps actions in each game (fewer where it ends), a fixed choice each time."""
    for k in range(steps):
        for gid, tokens in games:
            seat, v = seat_to_act(p, gid, tokens)
            if seat is None:
                continue
            a = v["actions"][(k * pick) % len(v["actions"])]
            r = p.ask({"type": "act", "game_id": gid, "seat": seat, "token": tokens[seat],
                       "action_id": a["id"]})
            if r.get("type") != "ack":
                fail(f"act refused: {r}")


def build_sqlite(d):
    shutil.rmtree(d, ignore_errors=True)
    p = Proto(["--data", d])
    games = []
    for create in ({"game": "arnak", "players": 2, "seed": 11},
                   {"game": "arnak", "players": 3, "seed": 12,
                    "clock": {"mode": "days", "turn_s": 259200, "timeout": "drop"}},
                   {"game": "lost-cities", "players": 2, "seed": 13},
                   {"game": "arnak", "players": 2, "seed": 14}):
        c = p.ask(dict(create, type="create"))
        if c.get("type") != "created":
            fail(f"create: {c}")
        games.append((c["game_id"], [s["token"] for s in c["seats"]]))
    play(p, games, 12)
    gid, tokens = games[0]
    seat, v = seat_to_act(p, gid, tokens)
    p.ask({"type": "act", "game_id": gid, "seat": seat, "token": tokens[seat],
           "action_id": v["actions"][0]["id"]})
    p.ask({"type": "undo", "game_id": gid, "seat": seat, "token": tokens[seat]})
    # a chat row and a seat's first join, copied with their game
    gid, tokens = games[0]
    p.ask({"type": "join", "game_id": gid, "seat": 0, "token": tokens[0]})
    r = p.ask({"type": "chat", "game_id": gid, "seat": 0, "token": tokens[0],
               "text": "copied with its game"})
    if r.get("type") != "chat_sent":
        fail(f"chat: {r}")
    gid, tokens = games[3]
    r = p.ask({"type": "resign", "game_id": gid, "seat": 1, "token": tokens[1]})
    if r.get("type") != "ack":
        fail(f"resign: {r}")
    rc, err = p.close()
    if rc != 0:
        fail(f"arnak proto --data {d}: exit {rc}: {err}")
    return games


def counts(db):
    return pg_cluster.psql(db, "SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM "
                               "actions), (SELECT value FROM meta WHERE key = 'games')")[0]


def unclocked(lines):
    """Messages without their clocks (the time left differs by the milliseconds between
    asking one server and the other; the clocks' rows are compared whole)."""
    out = []
    for line in lines:
        m = json.loads(line)
        m.pop("clock", None)
        out.append(m)
    return out


def same_clocks(d, db):
    """Every game's clock (its row's stored form) is copied as it was."""
    con = sqlite3.connect(os.path.join(d, "arnak.db"))
    want = {gid: clock for gid, clock in con.execute("SELECT id, clock FROM games")}
    con.close()
    got = {gid: clock for gid, clock in pg_cluster.psql(db, "SELECT id, coalesce(clock, '') "
                                                            "FROM games")}
    if {k: v or "" for k, v in want.items()} != got or not any(got.values()):
        fail(f"the clocks are not copied as they were: {want} -> {got}")


def same_play(d, url, games):
    """The copied games go on as the originals do, message for message."""
    a, b = Proto(["--data", d]), Proto(["--store", url])
    sent = 0
    for k in range(10):
        for gid, tokens in games:
            for seat, tok in enumerate(tokens):
                msg = {"type": "view", "game_id": gid, "seat": seat, "token": tok}
                la, lb = a.lines(msg), b.lines(msg)
                if unclocked(la) != unclocked(lb):
                    fail(f"after the copy, {msg['type']} of {gid} differs:\n{la}\n{lb}")
                v = json.loads(la[-1])
                if not v.get("actions"):
                    continue
                act = {"type": "act", "game_id": gid, "seat": seat, "token": tok,
                       "action_id": v["actions"][(k * 5) % len(v["actions"])]["id"]}
                la, lb = a.lines(act), b.lines(act)
                if unclocked(la) != unclocked(lb):
                    fail(f"after the copy, an act in {gid} differs:\n{la}\n{lb}")
                sent += 1
    for p in (a, b):
        rc, err = p.close()
        if rc != 0:
            fail(f"a server playing on the copy: exit {rc}: {err}")
    return sent


def conflict(where, gid, tokens, what):
    """Two processes accept the same step of game gid: the second's commit conflicts."""
    a, b = Proto(where), Proto(where)
    seat, va = seat_to_act(a, gid, tokens)
    _, vb = seat_to_act(b, gid, tokens)
    if seat is None or va["seq"] != vb["seq"]:
        fail(f"{what}: the two processes do not see the same step: {va} {vb}")
    act = {"type": "act", "game_id": gid, "seat": seat, "token": tokens[seat],
           "action_id": va["actions"][0]["id"]}
    if a.ask(act).get("type") != "ack":
        fail(f"{what}: the first act is refused")
    other = dict(act, action_id=va["actions"][-1]["id"])
    got = b.lines(other)
    if any(json.loads(x).get("type") == "ack" for x in got):
        fail(f"{what}: the second process acknowledged a step already committed: {got}")
    if not any(json.loads(x).get("code") == "stale" for x in got):
        fail(f"{what}: the second process does not answer stale: {got}")
    rc, err = b.close()
    if rc != 0 or "committed by another process first" not in err or gid not in err:
        fail(f"{what}: the second writer is not told of the conflict: exit {rc}: {err}")
    seat2, v2 = seat_to_act(a, gid, tokens)
    if v2 is None or v2["seq"] != va["seq"] + 1:
        fail(f"{what}: the first process's step is not the one kept: {v2}")
    a.close()
    print(f"{what}: {err.strip()}")


def one_writer(where, what):
    """A second process on an SQLite folder is refused, naming the one that writes it."""
    a = Proto(where)
    a.ask({"type": "stats"})
    b = Proto(where)
    rc, err = b.close()
    if rc != 1 or len(err.strip().splitlines()) != 1 or f"process {a.p.pid}" not in err:
        fail(f"{what}: a second process on the folder is not refused: exit {rc}: {err}")
    a.close()
    print(f"{what}: {err.strip()}")


def latest_version():
    """The last "-- version N" of src/server/schema_pg.sql."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "server",
                        "schema_pg.sql")
    return max(int(line.split()[2]) for line in open(path)
               if line.startswith("-- version ") and line.split()[2].isdigit())


def check_upgrade(db):
    """A store of version 1 (no clocks) is brought up to the last version: its games are
    served, without clocks."""
    other = pg_cluster.store_name("version1")
    url = pg_cluster.fresh(other, template=db)
    pg_cluster.psql(other, "ALTER TABLE games DROP COLUMN clock; DROP TABLE chat; DROP TABLE bot_leases; "
                    "DROP FUNCTION IF EXISTS arnak_step(text, bigint); "
                    "DROP FUNCTION IF EXISTS arnak_act(text, bigint, bigint, bigint, text, text); UPDATE schema_version SET version = 1")
    r = subprocess.run([ARNAK, "proto", "--store", url], input='{"type":"list","tokens":[]}\n',
                       capture_output=True, text=True, timeout=60)
    if r.returncode != 0 or f"from schema version 1 to {latest_version()}" not in r.stderr:
        fail(f"version 1 store: exit {r.returncode}: {r.stderr}")
    (version,), = pg_cluster.psql(other, "SELECT version FROM schema_version")
    if version != str(latest_version()):
        fail(f"the version 1 store is at version {version} after a start")
    print(f"version 1 store: {r.stderr.strip()}")


def check_schema(db):
    (version,), = pg_cluster.psql(db, "SELECT version FROM schema_version")
    if version != str(latest_version()):
        fail(f"a new store is at schema version {version}, not {latest_version()}")
    check_upgrade(db)
    for name, sql, want in (
            ("newer", "UPDATE schema_version SET version = 99",
             f"the tables are of schema version 99, this arnak knows up to {latest_version()}"),
            ("unversioned", "DROP TABLE schema_version",
             "a 'games' table is there, but no schema version")):
        other = pg_cluster.store_name(name)
        url = pg_cluster.fresh(other, template=db)
        pg_cluster.psql(other, sql)
        r = subprocess.run([ARNAK, "proto", "--store", url], input="", capture_output=True,
                           text=True, timeout=60)
        if r.returncode != 1 or len(r.stderr.splitlines()) != 1 or want not in r.stderr:
            fail(f"{name} schema: exit {r.returncode}: {r.stderr}")
        print(f"{name} schema: {r.stderr.strip()}")


def main():
    db = os.environ.get("ARNAK_TEST_SCHEMA")
    if not db:
        fail("run me through tests/pg_cluster.py with-db")
    url = os.environ["ARNAK_TEST_STORE"]
    os.makedirs(WORK, exist_ok=True)
    d = os.path.join(WORK, "sqlite")
    games = build_sqlite(d)
    r = subprocess.run([ARNAK, "store", "copy", d, url], capture_output=True, text=True,
                       timeout=300)
    lines = r.stdout.splitlines()
    g, acts, made = counts(db)
    if r.returncode != 0 or len(lines) != 2 or not lines[0].startswith(
            f"copied 4 games ({acts} actions) from {d}/arnak.db to PostgreSQL database arnak"):
        fail(f"store copy: exit {r.returncode}: {r.stdout}{r.stderr}")
    if (g, made) != ("4", "4") or int(acts) < 40:
        fail(f"the copy holds {g} games, {acts} actions, {made} created")
    if "4 games, 0 quarantined" not in lines[1]:
        fail(f"the copy is not checked sound: {lines[1]}")
    print(lines[0])
    chat = pg_cluster.psql(db, "SELECT channel, body FROM chat ORDER BY idx")
    if chat != [["joined", ""], ["seats", "copied with its game"]]:
        fail(f"the copy's chat is {chat}")
    same_clocks(d, db)
    if "password" in r.stdout + r.stderr:
        fail("the summary names a password")
    before = counts(db)
    r = subprocess.run([ARNAK, "store", "copy", os.path.join(d, "arnak.db"), url],
                       capture_output=True, text=True, timeout=300)
    if r.returncode != 1 or "already: nothing copied" not in r.stderr or counts(db) != before:
        fail(f"a second copy is not refused whole: exit {r.returncode}: {r.stderr} "
             f"{before} -> {counts(db)}")
    print(f"second copy: {r.stderr.strip()}")
    sent = same_play(d, url, games)
    print(f"played on identically: {sent} actions on SQLite and on its PostgreSQL copy")
    gid, tokens = games[1]
    conflict(["--store", url], gid, tokens, "PostgreSQL")
    one_writer(["--data", d], "SQLite")
    r = subprocess.run([ARNAK, "store", "check", url], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f"the store after the conflict is not sound: {r.stdout}{r.stderr}")
    check_schema(db)
    print("OK")


main()
