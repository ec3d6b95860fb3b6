#!/usr/bin/env python3
"""server_store_damage.py ARNAK WORKDIR - a damaged store never starts rolled back.

A store with several games (two human seats each, random legal actions) is
copied and damaged in one way per case: a flipped bit in a stored action, 64 KB
zeroed, the actions table dropped, the file truncated to 0 bytes, a games row
with a NULL id, a clock that does not parse.  For each copy:
  * `arnak store check DIR` exits 1 (never a crash) and names what is wrong;
  * `arnak proto --data DIR --dump OUT` either stops with exit 1 and one line,
    or starts and then every game is either written whole (all the actions it
    had) or named in a "quarantined" line: no game comes back shorter.
Also: the store's folder and files are private (0700/0600) and tightened at
start; finished games leave memory and are served again on demand; a game
quarantined is refused by name on watch and join.

The PostgreSQL variant ($ARNAK_TEST_STORE, tests/pg_cluster.py) damages copies of the
store's tables by SQL instead: a flipped bit in a stored hash,
a deleted action, a wrong action count, a wrong last hash, the actions table dropped, a
clock that does not parse;
a lost games row is named by `arnak store check`.

Deliberate edits that leave the file sound, each told in one line by `arnak store
check` (exit 1) and at start (`arnak proto`): the meta row deleted, the game count
lowered below the games kept, a human seat's token hash emptied (that game
quarantined), and (SQLite) the chat table dropped (the start refused); on SQLite,
whose rows and count carry a MAC under the key DIR/arnak.key, also a game deleted with
the count lowered along, a row's value changed, a row's MAC removed, and the key itself
removed (the start refused).
"""
import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pg_cluster  # noqa: E402

ARNAK, WORK = sys.argv[1], sys.argv[2]
PG = pg_cluster.testing()


def target(data):
    """What names the store `data` on a command line: its folder, or (PostgreSQL) the
    URL of the store named after it."""
    return pg_cluster.url(pg_cluster.store_name(data)) if PG else data


def store_opt(data):
    return ["--store", target(data)] if PG else ["--data", data]


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def proto(data, lines, extra=()):
    r = subprocess.run([ARNAK, "proto", *store_opt(data), "--test-tokens", *extra],
                       input="".join(json.dumps(m) + "\n" for m in lines), capture_output=True,
                       text=True, timeout=300)
    if r.returncode < 0:
        fail(f"arnak proto died of signal {-r.returncode}: {r.stderr}")
    return r, [json.loads(x) for x in r.stdout.splitlines() if x.strip()]


def build_store(data, ngames=30, steps=90):
    """Games played through the protocol; returns {game_id: number of actions}."""
    shutil.rmtree(data, ignore_errors=True)
    if PG:
        pg_cluster.fresh(pg_cluster.store_name(data))
    msgs = [{"type": "create", "game": "arnak", "players": 2, "seed": 100 + i, "id": f"c{i}"}
            for i in range(ngames)]
    _, out = proto(data, msgs)
    made = [m for m in out if m.get("type") == "created"]
    if len(made) != ngames:
        fail(f"created {len(made)} of {ngames} games")
    for step in range(steps):
        ask = []
        for m in made:
            for seat in (0, 1):
                ask.append({"type": "view", "game_id": m["game_id"], "seat": seat,
                            "token": m["seats"][seat]["token"], "brief": True})
        _, views = proto(data, ask)
        acts = []
        for v in views:
            if v.get("type") == "view" and v.get("actions"):
                tok = next(m for m in made if m["game_id"] == v["game_id"])["seats"][v["seat"]]
                pick = v["actions"][(step * 7 + len(v["actions"]) // 2) % len(v["actions"])]
                acts.append({"type": "act", "game_id": v["game_id"], "seat": v["seat"],
                             "token": tok["token"], "action_id": pick["id"]})
        if not acts:
            break
        proto(data, acts)
    if PG:
        rows = pg_cluster.psql(pg_cluster.store_name(data), "SELECT id, nactions FROM games")
        return made, {gid: int(n) for gid, n in rows}
    db = sqlite3.connect(os.path.join(data, "arnak.db"))
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    counts = dict(db.execute("SELECT id, nactions FROM games"))
    db.close()
    return made, counts


def damaged_copy(src, name, how):
    d = os.path.join(WORK, name)
    if PG:
        pg_cluster.fresh(pg_cluster.store_name(d), template=pg_cluster.store_name(src))
        how(pg_cluster.store_name(d))
        return d
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(src, d)
    how(os.path.join(d, "arnak.db"))
    return d


def check_case(name, d, counts):
    r = subprocess.run([ARNAK, "store", "check", target(d)], capture_output=True, text=True,
                       timeout=300)
    if r.returncode != 1:
        fail(f"{name}: store check exit {r.returncode}, not 1\n{r.stdout}{r.stderr}")
    out = os.path.join(WORK, name + "-out")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    r, _ = proto(d, [], ("--dump", out))
    err = r.stderr.strip().splitlines()
    if r.returncode == 1:
        if len(err) != 1 or "damaged" not in err[0]:
            fail(f"{name}: a stop must be one line naming the damage, got {err}")
        print(f"{name}: stops: {err[0]}")
        return
    if r.returncode != 0:
        fail(f"{name}: proto exit {r.returncode}: {r.stderr}")
    quarantined = [x for x in err if "quarantined" in x]
    if not quarantined:
        fail(f"{name}: started with no game quarantined: {err}")
    # a row whose id is gone is quarantined under its row number
    unnamed = len([q for q in quarantined if "game (row " in q])
    for gid, n in counts.items():
        path = os.path.join(out, gid + ".rec")
        if os.path.exists(path):
            text = open(path).read().split("actions\n", 1)[1].split("\nend\n", 1)[0]
            got = len([x for x in text.splitlines() if x.strip()])
            if got != n:
                fail(f"{name}: game {gid} came back with {got} of its {n} actions")
        elif any(gid in q for q in quarantined):
            pass
        elif unnamed > 0:
            unnamed -= 1
        else:
            fail(f"{name}: game {gid} is neither served nor quarantined")
    print(f"{name}: {len(quarantined)} quarantined: {quarantined[0]}")


def flip_bit(db):
    con = sqlite3.connect(db)
    (h,) = con.execute("SELECT hash FROM actions ORDER BY game_id, idx LIMIT 1 OFFSET 40").fetchone()
    con.close()
    raw = bytearray(open(db, "rb").read())
    at = raw.find((h & (2**64 - 1)).to_bytes(8, "big"))
    if at < 0:
        fail("flipped bit: the stored hash is not in the file")
    raw[at + 3] ^= 0x10
    open(db, "wb").write(raw)


def zero_64k(db):
    raw = bytearray(open(db, "rb").read())
    if len(raw) < 65536 + 32768:
        fail(f"the store is too small ({len(raw)} bytes) to zero 64 KB inside it")
    raw[16384:16384 + 65536] = bytes(65536)
    open(db, "wb").write(raw)


def drop_actions(db):
    con = sqlite3.connect(db)
    con.execute("DROP TABLE actions")
    con.commit()
    con.close()


def truncate(db):
    for side in ("-wal", "-shm"):
        if os.path.exists(db + side):
            os.unlink(db + side)
    open(db, "w").close()


def null_id(db):
    con = sqlite3.connect(db)
    con.execute("UPDATE games SET id = NULL WHERE rowid = (SELECT min(rowid) FROM games)")
    con.commit()
    con.close()


def damaged_clock(db):
    con = sqlite3.connect(db)
    con.execute("UPDATE games SET clock = '{\"mode\":\"live\",' WHERE rowid = (SELECT max(rowid) FROM games)")
    con.commit()
    con.close()


def sqlite_sql(sql):
    def edit(db):
        con = sqlite3.connect(db)
        con.executescript(sql)
        con.commit()
        con.close()
    return edit


# One game's first seat's token hash emptied (its text in the seats column).
EMPTY_TOKEN = ("UPDATE games SET seats = replace(seats, json_extract(seats, '$[0].token_hash'), "
               "'') WHERE rowid = (SELECT min(rowid) FROM games)")
PG_EMPTY_TOKEN = ("UPDATE games SET seats = replace(seats, (seats::json->0->>'token_hash'), '') "
                  "WHERE seq = (SELECT min(seq) FROM games)")
# The first game deleted with its actions and the count lowered along: consistent, but
# for the count's MAC (SQLite: DIR/arnak.key).
DELETE_GAME = ("DELETE FROM actions WHERE game_id = (SELECT id FROM games ORDER BY rowid LIMIT 1);"
               "DELETE FROM games WHERE rowid = (SELECT min(rowid) FROM games);"
               "UPDATE meta SET value = value - 1 WHERE key = 'games'")
MAC_CHANGED = "changed outside the server (its MAC does not match the store's key)"
# name, SQL, what SQLite's start and check say, what PostgreSQL's say (None: SQLite only)
EDITS = (
    ("meta-row-lost", "DELETE FROM meta WHERE key = 'games'", "the count of games created is gone",
     "the count of games created is gone"),
    ("count-lowered", "UPDATE meta SET value = value - 3 WHERE key = 'games'",
     "the count of games created was " + MAC_CHANGED, "is below the"),
    ("token-emptied", EMPTY_TOKEN, "seat 0's token hash is empty", "seat 0's token hash is empty"),
    ("chat-dropped", "DROP TABLE chat", "the 'chat' table is gone", None),
    ("game-deleted", DELETE_GAME, "the count of games created was " + MAC_CHANGED, None),
    ("row-edited", "UPDATE games SET resigned = 0 WHERE rowid = (SELECT max(rowid) FROM games)",
     "its row was " + MAC_CHANGED, None),
    ("mac-dropped", "UPDATE games SET mac = NULL WHERE rowid = (SELECT max(rowid) FROM games)",
     "its row was written outside the server (it carries no MAC)", None),
)


def check_key_gone(src):
    """The key of a signed store removed: the start stops in one line, check says so."""
    d = damaged_copy(src, "key-gone", lambda db: os.unlink(os.path.join(os.path.dirname(db),
                                                                        "arnak.key")))
    r = subprocess.run([ARNAK, "store", "check", d], capture_output=True, text=True, timeout=300)
    if r.returncode != 1 or "arnak.key" not in r.stdout + r.stderr:
        fail(f"key-gone: store check exit {r.returncode}: {r.stdout}{r.stderr}")
    r, _ = proto(d, [])
    err = r.stderr.strip().splitlines()
    if r.returncode != 1 or len(err) != 1 or "key" not in err[0] or "is gone" not in err[0]:
        fail(f"key-gone: the start does not stop in one line: {r.returncode} {err}")
    print(f"key-gone: {err[0]}")


def check_edits(src):
    """Each deliberate edit: `store check` exits 1 naming it; a start names it too."""
    for name, sql, want, pg_want in EDITS:
        if PG and pg_want is None:
            continue
        if PG:
            sql = PG_EMPTY_TOKEN if name == "token-emptied" else sql
            want = pg_want
        d = damaged_copy(src, name, pg_sql(sql) if PG else sqlite_sql(sql))
        r = subprocess.run([ARNAK, "store", "check", target(d)], capture_output=True,
                           text=True, timeout=300)
        said = r.stdout + r.stderr
        if r.returncode != 1 or want not in said:
            fail(f"{name}: store check exit {r.returncode}, wanted 1 and '{want}': {said}")
        r, _ = proto(d, [])
        lines = [x for x in r.stderr.splitlines() if want in x]
        if len(lines) != 1:
            fail(f"{name}: the start does not name it in one line: {r.stderr}")
        print(f"{name}: {lines[0]}")


def check_private(data):
    d = os.path.join(WORK, "private")
    shutil.rmtree(d, ignore_errors=True)
    old = os.umask(0o022)
    try:
        proto(d, [{"type": "create", "game": "arnak", "players": 2}])
    finally:
        os.umask(old)
    db = os.path.join(d, "arnak.db")

    def modes():
        return (stat.S_IMODE(os.stat(d).st_mode), stat.S_IMODE(os.stat(db).st_mode))
    if modes() != (0o700, 0o600):
        fail(f"a new store is {oct(modes()[0])}/{oct(modes()[1])}, not 0700/0600")
    os.chmod(d, 0o755)
    os.chmod(db, 0o644)
    proto(d, [])
    if modes() != (0o700, 0o600):
        fail(f"a loose store stays {oct(modes()[0])}/{oct(modes()[1])} after a start")
    print("private: 0700/0600, tightened at start")


def check_finished_unloaded():
    d = os.path.join(WORK, "finished")
    shutil.rmtree(d, ignore_errors=True)
    if PG:
        pg_cluster.fresh(pg_cluster.store_name(d))
    _, out = proto(d, [{"type": "create", "game": "arnak", "players": 2, "seed": 9}])
    gid, tok = out[0]["game_id"], out[0]["seats"][0]["token"]
    _, out = proto(d, [
        {"type": "resign", "game_id": gid, "seat": 0, "token": tok, "id": 1},
        {"type": "stats", "id": 2},
        {"type": "watch", "game_id": gid, "id": 3},
        {"type": "stats", "id": 4},
        {"type": "leave", "game_id": gid, "id": 5},
        {"type": "stats", "id": 6},
        {"type": "record", "game_id": gid, "id": 7},
    ])
    by = {m.get("id"): m for m in out}
    if by[2]["games"] != 0:
        fail(f"a finished game stays in memory: {by[2]}")
    if by[4]["games"] != 1 or by[3].get("type") != "joined":
        fail(f"a finished game is not loaded again when watched: {by[3]} {by[4]}")
    if by[6]["games"] != 0:
        fail(f"a finished game stays in memory after its spectator left: {by[6]}")
    if by[7].get("type") != "record":
        fail(f"a finished game's record is not served: {by[7]}")
    print("finished games: unloaded, loaded again on demand")


def check_quarantine_refused(src, made):
    gid = made[1]["game_id"]
    if PG:
        d = damaged_copy(src, "refused", lambda db: pg_cluster.psql(
            db, f"DELETE FROM actions WHERE game_id = '{gid}' AND idx = 3"))
    else:
        d = damaged_copy(src, "refused", null_id)
        con = sqlite3.connect(os.path.join(d, "arnak.db"))
        con.execute("DELETE FROM actions WHERE game_id = ? AND idx = 3", (gid,))
        con.commit()
        con.close()
    _, out = proto(d, [{"type": "watch", "game_id": gid, "id": 1},
                       {"type": "join", "game_id": gid, "seat": 0,
                        "token": made[1]["seats"][0]["token"], "id": 2}])
    for m in out:
        if m.get("code") != "quarantined" or gid not in m.get("message", ""):
            fail(f"a quarantined game is not refused by name: {m}")
    print(f"refused: {out[0]['message']}")


def pg_sql(sql):
    return lambda db: pg_cluster.psql(db, sql)


# One action's row, the 41st in (game, index) order: the same one in every copy.
NTH = "(SELECT game_id, idx FROM actions ORDER BY game_id, idx LIMIT 1 OFFSET 40)"
PG_CASES = (
    ("flipped-bit", pg_sql(f"UPDATE actions SET hash = hash # 4096 WHERE (game_id, idx) = {NTH}")),
    ("action-deleted", pg_sql(f"DELETE FROM actions WHERE (game_id, idx) = {NTH}")),
    ("count-wrong", pg_sql("UPDATE games SET nactions = nactions + 1 WHERE seq = "
                           "(SELECT min(seq) FROM games)")),
    ("last-hash-wrong", pg_sql("UPDATE games SET last_hash = last_hash # 1 WHERE seq = "
                               "(SELECT max(seq) FROM games)")),
    ("actions-dropped", pg_sql("DROP TABLE actions")),
    ("clock-damaged", pg_sql("UPDATE games SET clock = '{\"mode\":\"live\",' WHERE seq = "
                             "(SELECT max(seq) FROM games)")),
)


def check_row_lost(src, made):
    gid = made[0]["game_id"]
    d = damaged_copy(src, "row-lost", pg_sql(f"DELETE FROM actions WHERE game_id = '{gid}'; "
                                             f"DELETE FROM games WHERE id = '{gid}'"))
    r = subprocess.run([ARNAK, "store", "check", target(d)], capture_output=True, text=True,
                       timeout=300)
    if r.returncode != 1 or r.stdout.count("1 of the 20 games created have no row") != 1:
        fail(f"a lost row is not told: exit {r.returncode}: {r.stdout}{r.stderr}")
    print(f"row-lost: {r.stdout.strip()}")


def main_pg():
    src = os.path.join(WORK, "store")
    made, counts = build_store(src, ngames=20, steps=8)
    if sum(counts.values()) < 120:
        fail(f"too few actions to damage: {counts}")
    r = subprocess.run([ARNAK, "store", "check", target(src)], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f"store check of a sound store: exit {r.returncode}: {r.stdout}{r.stderr}")
    for name, how in PG_CASES:
        check_case(name, damaged_copy(src, name, how), counts)
    check_row_lost(src, made)
    check_edits(src)
    check_quarantine_refused(src, made)
    check_finished_unloaded()
    print("OK")


def main():
    os.makedirs(WORK, exist_ok=True)
    if PG:
        return main_pg()
    src = os.path.join(WORK, "store")
    made, counts = build_store(src)
    if sum(counts.values()) < 300:
        fail(f"too few actions to damage: {counts}")
    r = subprocess.run([ARNAK, "store", "check", src], capture_output=True, text=True)
    if r.returncode != 0:
        fail(f"store check of a sound store: exit {r.returncode}: {r.stdout}{r.stderr}")
    for name, how in (("flipped-bit", flip_bit), ("zeroed-64k", zero_64k),
                      ("actions-dropped", drop_actions), ("truncated", truncate),
                      ("null-id", null_id), ("clock-damaged", damaged_clock)):
        check_case(name, damaged_copy(src, name, how), counts)
    check_edits(src)
    check_key_gone(src)
    check_quarantine_refused(src, made)
    check_private(src)
    check_finished_unloaded()
    print("OK")


main()
