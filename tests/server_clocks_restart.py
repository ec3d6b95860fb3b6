#!/usr/bin/env python3
"""server_clocks_restart.py ARNAK WORKDIR - the games' clocks survive kill -9.

`arnak proto` on a store holds four games with clocks: a live clock whose first
seat has played a turn (its time stopped, the second seat's running), a
3-player game whose first seat resigned (a bot took the seat over), a clock of
days per move, and a live clock of 2 seconds.  The process gets SIGKILL; a new
one on the same store must show every clock as it was, the running ones less
the wall-clock time that passed (the server's downtime counts), the bot still
in the resigned seat, and the 2-second clock run out while the server was down
(the easy bot then plays that turn).
In the PostgreSQL variant ($ARNAK_TEST_STORE, tests/pg_cluster.py) the store
is a PostgreSQL store instead of a folder.
"""
import os
import shutil
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pg_cluster import store_args  # noqa: E402
from server_restart import Proto, fail  # noqa: E402


def create(p, players, clock):
    r = p.request({"type": "create", "game": "arnak", "players": players, "clock": clock})
    if r.get("type") != "created":
        fail("create: %s" % r)
    return r["game_id"], [s.get("token") for s in r["seats"]]


def view(p, game):
    gid, toks = game
    r = p.request({"type": "view", "game_id": gid})
    if r.get("type") != "view" or "clock" not in r:
        fail("view of %s: %s" % (gid, r))
    return r


def play_turn(p, game, seat):
    gid, toks = game
    for _ in range(60):
        v = p.request({"type": "view", "game_id": gid, "seat": seat, "token": toks[seat]})
        if v["turn"] != seat:
            return
        a = v["actions"][0]["text"]
        r = p.request({"type": "act", "game_id": gid, "seat": seat, "token": toks[seat],
                       "action": a})
        if r.get("type") != "ack":
            fail("act %s: %s" % (a, r))
    fail("seat %d never ended its turn" % seat)


def near(got, want, slack, what):
    if abs(got - want) > slack:
        fail("%s: %d ms left, expected %d (within %d)" % (what, got, want, slack))


def main():
    arnak, work = sys.argv[1], sys.argv[2]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    db = os.path.join(work, "db")
    p = Proto([arnak, "proto", *store_args(db, empty=True)])
    live = create(p, 2, {"mode": "live", "bank_s": 600, "turn_s": 10})
    three = create(p, 3, {"mode": "live", "bank_s": 600, "timeout": "drop"})
    days = create(p, 2, {"mode": "days", "turn_s": 3 * 86400})
    short = create(p, 2, {"mode": "live", "bank_s": 2, "timeout": "play"})
    play_turn(p, live, 0)
    r = p.request({"type": "resign", "game_id": three[0], "seat": 0, "token": three[1][0]})
    if r.get("type") != "ack":
        fail("resign: %s" % r)
    # each clock read with the moment of its reading: the time between the two
    # readings of one game is what its running clock must have lost (a slow
    # start of the new server, or its reading of the other games, counts for
    # no game but its own)
    before, after, read_at = {}, {}, {}

    def read(into, g):
        into[g[0]] = view(p, g)
        read_at[(id(into), g[0])] = time.time()
    for g in (live, three, days):
        read(before, g)
    p.p.send_signal(signal.SIGKILL)
    p.p.wait(timeout=30)
    time.sleep(2.5)

    p = Proto([arnak, "proto", *store_args(db)])
    for g in (live, three, days):
        read(after, g)

    def elapsed(g):  # ms between the two readings of game g
        return (read_at[(id(after), g[0])] - read_at[(id(before), g[0])]) * 1000
    slack = 1500
    b, a = before[live[0]]["clock"], after[live[0]]["clock"]
    if a["running"] != 1 or a["left_ms"][0] != b["left_ms"][0]:
        fail("the live clock: seat 0's time changed while it was not running: %s -> %s" % (b, a))
    near(a["left_ms"][1], b["left_ms"][1] - elapsed(live), slack, "the live clock's seat 1")
    seat0 = after[three[0]]["seats"][0]
    if seat0.get("kind") != "bot" or not seat0.get("taken") or after[three[0]]["over"]:
        fail("the resigned seat after the restart: %s" % after[three[0]]["seats"])
    b, a = before[days[0]]["clock"], after[days[0]]["clock"]
    near(a["left_ms"][0], b["left_ms"][0] - elapsed(days), slack, "the days clock")
    # the 2-second clock ran out while the server was down: the next message
    # runs it out, and the easy bot plays seat 0's turn
    v = view(p, short)
    if v["turn"] != 1 or v["clock"]["left_ms"][0] != 0 or v["clock"]["running"] != 1:
        fail("the 2-second clock after the restart: turn %s, clock %s" % (v["turn"], v["clock"]))
    p.p.stdin.close()
    p.p.wait(timeout=60)
    print("clocks survived kill -9: live, days, a seat taken over, one run out while down "
          "(%.1f s down)" % (elapsed(live) / 1000))


if __name__ == "__main__":
    main()
