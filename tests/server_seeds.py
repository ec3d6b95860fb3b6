#!/usr/bin/env python3
"""server_seeds.py ARNAK - a seed the server drew above 2^63 round-trips through create.

Games are created without a seed (the server draws 64 random bits) and resigned, so that
the record (with its "seed": 16 hex digits) is served; the first seed at or above 2^63 is
given back to `create` as that string, and the new game must be the same game (same
record seed, same first view).  Integers stay accepted; a malformed seed is refused.
"""
import json
import subprocess
import sys

ARNAK = sys.argv[1]


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


p = subprocess.Popen([ARNAK, "proto"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                     bufsize=1)
n = 0


def ask(msg):
    global n
    n += 1
    p.stdin.write(json.dumps(dict(msg, id=n)) + "\n")
    p.stdin.flush()
    while True:
        m = json.loads(p.stdout.readline())
        if m.get("id") == n:
            return m


def game(seed=None):
    msg = {"type": "create", "game": "arnak", "players": 2}
    if seed is not None:
        msg["seed"] = seed
    c = ask(msg)
    if c.get("type") != "created":
        return c, None, None
    gid, tok = c["game_id"], c["seats"][0]["token"]
    view = ask({"type": "view", "game_id": gid, "seat": 0, "token": tok})
    ask({"type": "resign", "game_id": gid, "seat": 0, "token": tok})
    rec = ask({"type": "record", "game_id": gid})
    return c, view, rec


for tries in range(64):
    _, view, rec = game()
    seed = rec["seed"]
    if len(seed) != 16 or int(seed, 16) < 2**63:
        continue
    if f"\nseed {int(seed, 16)}\n" not in rec["text"]:
        fail(f"the record's seed line is not {int(seed, 16)}: {rec['text'][:120]}")
    _, view2, rec2 = game(seed)
    if rec2["seed"] != seed:
        fail(f"created with {seed}, the record says {rec2['seed']}")
    for k in ("state", "decision", "actions"):
        if view[k] != view2[k]:
            fail(f"seed {seed} given back makes another game ({k} differs)")
    break
else:
    fail("no seed at or above 2^63 in 64 games")
_, _, rec = game(12345)
if rec["seed"] != "%016x" % 12345:
    fail(f"an integer seed is no longer accepted: {rec}")
bad, _, _ = game("12345678901234567")
if bad.get("code") != "bad_field":
    fail(f"a 17-digit seed is not refused: {bad}")
p.stdin.close()
p.wait(timeout=60)
print(f"OK: seed {seed} round-trips")
