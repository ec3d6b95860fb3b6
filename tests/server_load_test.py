#!/usr/bin/env python3
"""server_load_test.py ARNAK WORKDIR - a player's bot under an attacker's load.

`arnak serve` (one search thread, the default) on loopback.  A player at
127.0.0.1 plays a 2-player game against the greedy bot; the time of each bot
step (from the player's act, or the bot's previous step, to the update) is
measured first alone, then while an attacker holds 1000 idle WebSockets from
127.0.0.9 and runs 30 bot-only games from 127.0.0.10, each with two `hard`
search bots (each decision up to the server's 1 s cap).  Regression (bots_starved_by_bot_only_games): one bot thread served
every game in turn, so the player's 0.02 s steps took 19-27 s.  The player's
median answer under load must stay within twice its median alone (plus 10 ms
of timer noise on a shared machine).  Prints the figures.
"""
import json
import os
import random
import resource
import signal
import socket
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_limits_test import WS  # noqa: E402
from server_ws_test import command_line, fail, free_port  # noqa: E402

IDLE = 1000
BOT_GAMES = 30
TURNS = 30


def play_turns(port, rng, n):
    """Acts as seat 0 (a random legal action) in games against the greedy bot
    until the bot has answered n times; the time of each answer: from the act
    to the view that hands the turn back."""
    times = []
    while len(times) < n:
        w = new_player_game(port, rng)
        t_act = None
        while len(times) < n:
            m = w.recv()
            if m["type"] == "error":
                fail(f"the player's game: {m}")
            if m["type"] not in ("view", "update"):
                continue
            if m.get("over"):
                break
            if m.get("turn") == 0 and m.get("actions"):
                step = m.get("step") or {}
                if t_act is not None and step.get("player") == 1:
                    times.append(time.monotonic() - t_act)
                a = rng.choice(m["actions"])
                w.send({"type": "act", "action_id": a["id"], "seq": m["seq"]})
                t_act = time.monotonic()
        w.s.close()
    return times


def new_player_game(port, rng):
    w = WS(port)
    w.send({"type": "create", "game": "arnak", "players": 2, "seed": rng.randrange(1 << 40),
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]})
    c = w.until("created")
    if c["type"] != "created":
        fail(f"the player's create: {c}")
    w.send({"type": "join", "game_id": c["game_id"], "seat": 0, "token": c["seats"][0]["token"]})
    w.until("joined")
    return w


def attack(port):
    idle = []
    for _ in range(IDLE):
        w = WS(port, src="127.0.0.9")
        if not w.ok():
            fail("an idle connection was refused below the raised limit")
        idle.append(w)
    creators = [WS(port, src="127.0.0.10") for _ in range(3)]
    for i in range(BOT_GAMES):
        bot = "hard"
        w = creators[i % 3]
        w.send({"type": "create", "game": "arnak", "players": 2,
                "seats": [{"kind": "bot", "bot": bot}, {"kind": "bot", "bot": bot}]})
        c = w.until("created")
        if c["type"] != "created":
            fail(f"the attacker's create {i}: {c}")
    return idle + creators


def summary(ts):
    ts = sorted(ts)
    return (statistics.median(ts) * 1000, ts[int(len(ts) * 0.9)] * 1000, ts[-1] * 1000)


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < IDLE + 200:
        print(f"skip: {hard} descriptors allowed, the test holds {IDLE + 100}")
        return 0
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    port = free_port()
    log = open(os.path.join(work, "serve.log"), "w")
    srv = subprocess.Popen([arnak, "serve", "--port", str(port), "--data",
                            os.path.join(work, "db"), "--stop-after", "400",
                            "--max-conns-per-addr", str(IDLE + 50)],
                           stdout=subprocess.PIPE, stderr=log, text=True)
    if f"http://127.0.0.1:{port}/" not in srv.stdout.readline():
        srv.kill()
        fail("no URL printed")
    held = []
    try:
        rng = random.Random(25)
        play_turns(port, rng, 3)  # warm up
        alone = play_turns(port, rng, TURNS)
        t0 = time.monotonic()
        held = attack(port)
        setup = time.monotonic() - t0
        time.sleep(2.0)  # the attacker's bots are at work
        loaded = play_turns(port, rng, TURNS)
    finally:
        for h in held:
            h.s.close()
        srv.send_signal(signal.SIGTERM)
        srv.wait(timeout=60)
    a, b = summary(alone), summary(loaded)
    print(f"greedy bot answer alone: median {a[0]:.1f} ms, p90 {a[1]:.1f} ms, max {a[2]:.1f} ms "
          f"({TURNS} turns)")
    print(f"under load ({IDLE} idle WebSockets, {BOT_GAMES} bot-only games set up in "
          f"{setup:.1f} s): median {b[0]:.1f} ms, p90 {b[1]:.1f} ms, max {b[2]:.1f} ms "
          f"({b[0] / a[0]:.2f}x)")
    # The bound: twice the time alone (plus 10 ms of timer noise).  Builds with
    # sanitizers or coverage (ARNAK_INSTRUMENTED=1 from CMake) slow the attacker's searches
    # far more than the greedy answer: there the bound is 4x plus 25 ms, which still
    # catches the starvation this test is about (a thousand times slower).
    factor, slack = (4, 25) if os.environ.get("ARNAK_INSTRUMENTED") == "1" else (2, 10)
    if b[0] > factor * a[0] + slack:
        fail(f"bots_starved_by_bot_only_games: median {b[0]:.1f} ms under load, "
             f"{a[0]:.1f} ms alone")
    print("ok: the player's bot keeps its pace under the attacker's load")
    return 0


if __name__ == "__main__":
    sys.exit(main())
