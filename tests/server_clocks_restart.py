#!/usr/bin/env python3
"""server_clocks_restart.py ARNAK WORKDIR - the games' clocks survive kill -9.

`arnak proto` on a store holds four games with clocks: a live clock whose first
seat has played a turn (its time stopped, the second seat's running), a
3-player game whose first seat resigned (a bot took the seat over), a clock of
days per move, and a live clock of 2 seconds.  The process gets SIGKILL; a new
one on the same store must show every clock as it was, the running ones less
the wall-clock time that passed (the server's downtime counts), the bot still
in the resigned seat, and the 2-second clock run out while the server was down
(the easy bot then plays that turn).  Each seat's person comes first (its
token shown once): a seat's clock runs only from then on.  A fifth game's
clock of one second runs out before the kill: the "timeout" step and the easy
bot's moves marked "by": "clock" are in its story (`history`) before and
after the restart alike.
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
    game = r["game_id"], [s.get("token") for s in r["seats"]]
    for seat, tok in enumerate(game[1]):  # each person comes: its clock may run
        v = p.request({"type": "view", "game_id": game[0], "seat": seat, "token": tok})
        if v.get("type") != "view":
            fail("seat %d's first view: %s" % (seat, v))
    return game


def story(p, game):
    r = p.request({"type": "history", "game_id": game[0]})
    if r.get("type") != "history" or r.get("more"):
        fail("history of %s: %s" % (game[0], r))
    return r["steps"]


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
    logged = create(p, 2, {"mode": "live", "bank_s": 1, "timeout": "play"})
    time.sleep(1.2)
    view(p, logged)  # arnak proto runs the clocks out before each message
    told = story(p, logged)
    outs = [s for s in told if s["kind"] == "timeout"]
    if len(outs) != 1 or outs[0]["player"] != 0 or outs[0]["then"] != "play" or outs[0]["n"] != 1:
        fail("the timeout in the story: %s" % outs)
    by_clock = [s for s in told if s.get("by") == "clock"]
    if not by_clock or any(s["player"] != 0 for s in by_clock):
        fail("the easy bot's moves for seat 0 are not marked: %s" % told[:4])
    live = create(p, 2, {"mode": "live", "bank_s": 600, "turn_s": 10})
    three = create(p, 3, {"mode": "live", "bank_s": 600, "timeout": "drop"})
    days = create(p, 2, {"mode": "days", "turn_s": 3 * 86400})
    play_turn(p, live, 0)
    r = p.request({"type": "resign", "game_id": three[0], "seat": 0, "token": three[1][0]})
    if r.get("type") != "ack":
        fail("resign: %s" % r)
    short = create(p, 2, {"mode": "live", "bank_s": 2, "timeout": "play"})
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
    # the 2-second clock ran out while the server was down: the first message
    # runs it out, and the easy bot plays seat 0's turn (read first: seat 1's
    # own 2 seconds run from then on)
    v = view(p, short)
    for g in (live, three, days):
        read(after, g)
    # (seat 1's second ran out too meanwhile: the story goes on after the part told)
    again = story(p, logged)
    if again[:len(told)] != told:
        fail("the story of the game whose clock ran out changed with the restart: %s, then %s"
             % (told[:3], again[:3]))

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
    if v["turn"] != 1 or v["clock"]["left_ms"][0] != 0 or v["clock"]["running"] != 1:
        fail("the 2-second clock after the restart: turn %s, clock %s" % (v["turn"], v["clock"]))
    p.p.stdin.close()
    p.p.wait(timeout=60)
    print("clocks survived kill -9: live, days, a seat taken over, one run out while down "
          "(%.1f s down); a timeout kept in the story" % (elapsed(live) / 1000))


if __name__ == "__main__":
    main()
