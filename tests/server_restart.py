#!/usr/bin/env python3
"""server_restart.py ARNAK WORKDIR - nothing acknowledged is lost by kill -9.

1. `arnak proto --data DB` plays random legal actions in several games at once
   (two human seats each, acting through tokens); every acknowledged action is
   noted.  In the middle of a burst of pipelined actions the process gets
   SIGKILL.  Acknowledgements still in the pipe count too: each one was sent
   after its commit.
2. If `arnak loadtest` exists: `arnak serve --data DB2` under
   `arnak loadtest --ack-log` (WebSocket clients), killed with SIGKILL while
   the clients play; the load generator's log names every acknowledged action.
3. For each: `arnak proto --data DB --dump OUT` reloads every game (replaying
   each action and comparing each state with its stored hash) and writes the
   records; every acknowledged action must be in its game's record, in order,
   and `arnak replay` must accept each record (its hash).
Bounded: a fixed number of actions, timeouts on every process.
In the PostgreSQL variant ($ARNAK_TEST_STORE, tests/pg_cluster.py) each store is a
store (schema) of the test's cluster (`--store URL`) instead of a folder.
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import command_line, free_port  # noqa: E402
from pg_cluster import store_args  # noqa: E402


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


class Proto:
    def __init__(self, argv):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.n = 0

    def send(self, msg):
        self.n += 1
        self.p.stdin.write(json.dumps(dict(msg, id=self.n)) + "\n")
        self.p.stdin.flush()
        return self.n

    def request(self, msg):
        want = self.send(msg)
        while True:
            line = self.p.stdout.readline()
            if not line:
                fail("arnak proto ended early")
            m = json.loads(line)
            if m.get("id") == want:
                return m


def record_actions(path):
    acts, inside = [], False
    for line in open(path):
        line = line.rstrip("\n")
        if line == "actions":
            inside = True
        elif line == "end":
            inside = False
        elif inside and line and not line.lstrip().startswith("#"):
            acts.append(line.strip())
    return acts


def verify(arnak, db, acked, out):
    """acked: {game_id: [action text, ...]} in order of acknowledgement."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    r = subprocess.run([arnak, "proto", *store_args(db), "--dump", out], capture_output=True,
                       text=True, timeout=300)
    if r.returncode != 0:
        fail(f"restart of {db} failed: {r.stderr.strip()}")
    total = 0
    for gid, acts in acked.items():
        path = os.path.join(out, gid + ".rec")
        if not os.path.exists(path):
            fail(f"game {gid} with {len(acts)} acknowledged actions is gone")
        have = record_actions(path)
        if have[: len(acts)] != acts:
            fail(f"game {gid}: acknowledged {acts[:5]}... but stored {have[:5]}...")
        total += len(acts)
    for name in os.listdir(out):
        r = subprocess.run([arnak, "replay", os.path.join(out, name)], capture_output=True,
                           text=True, timeout=120)
        if r.returncode != 0:
            fail(f"record {name} does not replay: {r.stderr.strip()}")
    return total, len(os.listdir(out))


def load_acks(lt, logs):
    """Once `arnak loadtest` (lt) has ended after its server died: every action its
    --ack-log files name, {game_id: [action text, ...]} in index order (at least 100)."""
    try:
        lt.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        lt.kill()
        fail("loadtest did not stop after the server died")
    acked = {}
    for log in logs:
        for line in open(log):
            gid, idx, text = line.rstrip("\n").split("\t")
            acked.setdefault(gid, {})[int(idx)] = text
    acked = {g: [t for _, t in sorted(a.items())] for g, a in acked.items()}
    if sum(map(len, acked.values())) < 100:
        fail(f"the load produced too few acknowledged actions: {sum(map(len, acked.values()))}")
    return acked


def proto_kill(arnak, work):
    db = os.path.join(work, "proto-db")
    p = Proto([arnak, "proto", *store_args(db, empty=True)])
    rng = random.Random(2024)
    games = []
    for i in range(6):
        c = p.request({"type": "create", "game": "arnak", "players": 2 + i % 3})
        if c["type"] != "created":
            fail(f"create: {c}")
        games.append((c["game_id"], {s["seat"]: s["token"] for s in c["seats"]}))
    acked = {gid: [] for gid, _ in games}
    pending = {}

    def note(m, sent):
        if m.get("type") == "ack" and m.get("id") in sent:
            gid, text = sent.pop(m["id"])
            acked[gid].append(text)

    for step in range(600):
        gid, tokens = games[step % len(games)]
        v = p.request({"type": "view", "game_id": gid, "seat": 0, "token": tokens[0]})
        if v["over"]:
            continue
        seat = v["turn"]
        v = p.request({"type": "view", "game_id": gid, "seat": seat, "token": tokens[seat]})
        a = rng.choice(v["actions"])
        sent = {}
        mid = p.send({"type": "act", "game_id": gid, "seat": seat, "token": tokens[seat],
                      "action": a["text"], "seq": v["seq"]})
        sent[mid] = (gid, a["text"])
        while sent:
            m = json.loads(p.p.stdout.readline())
            if m.get("type") == "error" and m.get("id") in sent:
                fail(f"act refused: {m}")
            note(m, sent)
    # A burst: act in every game without waiting, then SIGKILL at once.
    for gid, tokens in games:
        v = p.request({"type": "view", "game_id": gid, "seat": 0, "token": tokens[0]})
        if v["over"]:
            continue
        v = p.request({"type": "view", "game_id": gid, "seat": v["turn"],
                       "token": tokens[v["turn"]]})
        a = rng.choice(v["actions"])
        mid = p.send({"type": "act", "game_id": gid, "seat": v["turn"],
                      "token": tokens[v["turn"]], "action": a["text"], "seq": v["seq"]})
        pending[mid] = (gid, a["text"])
    p.p.send_signal(signal.SIGKILL)
    p.p.wait(timeout=30)
    for line in p.p.stdout:  # what was written before the kill was committed before it
        note(json.loads(line), pending)
    total, n = verify(arnak, db, acked, os.path.join(work, "proto-out"))
    print(f"ok: proto killed with SIGKILL: {total} acknowledged actions in {n} games restored "
          f"bit for bit")


def serve_kill(arnak, work):
    r = subprocess.run([arnak, "loadtest", "--help"], capture_output=True, text=True)
    if r.returncode != 0:
        print("skip: no arnak loadtest in this program")
        return
    db = os.path.join(work, "serve-db")
    log = os.path.join(work, "acks.log")
    port = free_port()
    srv = subprocess.Popen([arnak, "serve", "--port", str(port), *store_args(db, empty=True),
                            "--stop-after", "60"], stdout=subprocess.PIPE, text=True)
    line = srv.stdout.readline()
    if "http://127.0.0.1" not in line:
        srv.kill()
        fail(f"serve did not start: {line!r}")
    lt = subprocess.Popen([arnak, "loadtest", "--port", str(port), "--clients", "40",
                           "--seconds", "15", "--think-ms", "20", "--ack-log", log],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(3.0)
    srv.send_signal(signal.SIGKILL)
    srv.wait(timeout=30)
    acked = load_acks(lt, [log])
    total, n = verify(arnak, db, acked, os.path.join(work, "serve-out"))
    print(f"ok: serve killed with SIGKILL under load: {total} acknowledged actions in {n} games "
          f"restored bit for bit")


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    proto_kill(arnak, work)
    serve_kill(arnak, work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
