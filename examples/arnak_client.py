#!/usr/bin/env python3
"""arnak_client.py - an example client of the arnak protocol (docs/PROTOCOL.md).

Written against the protocol only, with nothing but Python's standard library:
it starts `arnak proto`, creates games against a bot, plays its seat by a
simple rule (prefer research, else a random legal action), and prints each
result.  Exit status 0 when every game reached its end and its record replays.

    python3 examples/arnak_client.py --arnak build/arnak --games 3 --seed 7
"""
import argparse
import json
import random
import subprocess
import sys


class Proto:
    """One `arnak proto` process: a JSON message per line each way."""

    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.next_id = 0

    def send(self, msg):
        self.next_id += 1
        msg = dict(msg, id=self.next_id)
        self.p.stdin.write(json.dumps(msg) + "\n")
        self.p.stdin.flush()
        return self.next_id

    def read(self):
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError("arnak proto ended")
        return json.loads(line)

    def request(self, msg, on_push=None):
        """Sends msg and returns its reply; pushed updates on the way go to on_push."""
        want = self.send(msg)
        while True:
            m = self.read()
            if m.get("id") == want:
                return m
            if on_push:
                on_push(m)

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=30)


def choose(view, rng):
    """Prefer research; else any legal action."""
    actions = view["actions"]
    research = [a for a in actions if a["text"].startswith("research")]
    return rng.choice(research or actions)


def play_one(proto, seed, bot, rng, max_steps=5000):
    created = proto.request({"type": "create", "game": "arnak", "players": 2, "seed": seed,
                             "seats": [{"kind": "human"}, {"kind": "bot", "bot": bot}]})
    if created["type"] != "created":
        raise RuntimeError(f"create failed: {created}")
    gid, token = created["game_id"], created["seats"][0]["token"]
    joined = proto.request({"type": "join", "game_id": gid, "seat": 0, "token": token})
    assert joined["type"] == "joined", joined
    view = proto.read()  # the view that follows "joined"
    steps = 0
    while not view["over"]:
        if steps >= max_steps:
            raise RuntimeError(f"game {gid}: no end after {max_steps} decisions")
        if view["turn"] != 0 or not view["actions"]:
            raise RuntimeError(f"game {gid}: not my turn but not over: {view['decision']}")
        a = choose(view, rng)
        r = proto.request({"type": "act", "action": a["text"], "seq": view["seq"]})
        if r["type"] != "ack":
            raise RuntimeError(f"game {gid}: act refused: {r}")
        steps += 1
        # The bot moved at once; a "view" request is the sync point after the pushes.
        view = proto.request({"type": "view"})
    scores = view["scores"]
    record = proto.request({"type": "record"})
    if record["type"] != "record" or not record["text"].startswith("game-record"):
        raise RuntimeError(f"game {gid}: no record: {record}")
    totals = [p["total"] for p in scores["players"]]
    return gid, steps, totals, scores["winners"], record["text"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arnak", default="build/arnak", help="the arnak program")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bot", default="greedy")
    ap.add_argument("--save", help="folder to write each game's record into")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    proto = Proto([args.arnak, "proto"])
    hello = proto.request({"type": "hello", "brief": True})
    names = [g["name"] for g in hello["games"]]
    if hello.get("protocol") != 1 or "arnak" not in names:
        print(f"unexpected hello: {hello}", file=sys.stderr)
        return 1
    for i in range(args.games):
        gid, steps, totals, winners, record = play_one(proto, args.seed * 1000 + i, args.bot, rng)
        who = " and ".join("me" if w == 0 else args.bot for w in winners)
        print(f"game {i + 1} ({gid}): {steps} decisions, points {totals[0]} to {totals[1]}, "
              f"won by {who}")
        if args.save:
            with open(f"{args.save}/{gid}.rec", "w") as f:
                f.write(record)
    proto.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
