#!/usr/bin/env python3
"""server_multi_pg.py - several `arnak serve --shared` processes on one PostgreSQL store.

  server_multi_pg.py ARNAK WORKDIR SCENARIO

Scenarios (each a test of its own under ctest, against the throw-away cluster of
tests/pg_cluster.py; the store's URL in $ARNAK_TEST_STORE):

  two       two processes serve one game: seat 0 on one, seat 1 on the other, a
            spectator on a third connection.  Every update arrives, and each viewer's
            messages from the process that only follows the game are byte for byte those
            of the process where the actions were made (the one-process path, whose hidden
            information the hidden-information tests check): nobody sees more.
  race      both processes accept an action for the same step: one commits (ack), the
            other answers `stale` and reads the game again; both go on from the same state.
  lease     a bot seat is moved by the process holding its lease (bot_leases); after kill -9
            of that process the other takes the lease over once it expires and moves the bot;
            a game of bots alone that nobody follows goes on on another process too.
  kill      `arnak loadtest` with its clients spread over both processes; one of them killed
            with SIGKILL at random moments (5 times, started again each time): every
            acknowledged action is in the store, the killed process's clients go on on the
            other.
  haproxy   the same through HAProxy (deploy/haproxy.cfg, routing by the game's id in the
            WebSocket's URL); skips where haproxy is not installed.
  pgrestart PostgreSQL restarted under the load: no action is acknowledged while it is down,
            none is lost, and the servers go on without a restart.
  table     chat, first joins and clocks across processes: seat 0 on one process, seat 1
            and a spectator on the other.  Each message reaches every reader on both
            processes with the same number; messages sent at the same moment on both are
            each either kept (the same list on both, in the store) or refused as `stale`,
            never acknowledged and lost; a seat's first join on one process is told on the
            other.  A clock that runs out is played out by one process alone (the game's
            lease holder): the seat is taken over once, both processes show it.
  unload    games that nothing follows leave memory on a process that only followed them
            (and on the one that made them), and come back from the store when named
            again: a spectator on one process, seats on the other, each process's `stats`
            counting the games it holds.
"""
import os
import random
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import WS, free_port  # noqa: E402
import pg_cluster  # noqa: E402
from server_restart import record_actions  # noqa: E402


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def serve(arnak, port, url, *extra, log=None):
    """`arnak serve --shared` on port, once it printed its address."""
    err = open(log, "a") if log else subprocess.DEVNULL
    srv = subprocess.Popen([arnak, "serve", "--port", str(port), "--store", url, "--shared",
                            "--stop-after", "120", "--max-conns-per-addr", "0",
                            "--max-games-per-addr", "0", "--games-per-min-conn", "0",
                            "--games-per-min-addr", "0", *extra],
                           stdout=subprocess.PIPE, stderr=err, text=True)
    line = srv.stdout.readline()
    if f"http://127.0.0.1:{port}/" not in line:
        srv.kill()
        fail(f"serve did not start on port {port}: {line!r} (log {log})")
    return srv


def stop(*procs):
    for p in procs:
        if p and p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        if p:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()


def hello(port):
    ws = WS(port)
    ws.send({"type": "hello", "brief": False})
    ws.until("hello")
    return ws


def create(ws, seats):
    ws.send({"type": "create", "game": "arnak", "players": len(seats), "seed": "00000000000000c5",
             "seats": seats})
    return ws.until("created")


def two_humans(port):
    """A connection on port that created a game of two people: it, the game's id, the tokens."""
    ws = hello(port)
    made = create(ws, [{"kind": "human"}, {"kind": "human"}])
    return ws, made["game_id"], [s["token"] for s in made["seats"]]


def recv_game(ws, gid):
    """The next message about game gid (views, updates, acks, errors)."""
    while True:
        m = ws.recv()
        if m.get("game_id") == gid or m["type"] == "error":
            return m


def until_seq(ws, gid, seq, got=None):
    """Messages of ws up to the view or update of game gid at seq; appended to got."""
    for _ in range(200):
        m = recv_game(ws, gid)
        if got is not None:
            got.append(m)
        if m["type"] in ("view", "update") and m["seq"] >= seq:
            return m
    fail(f"no view of seq {seq}")


def hands_shown(v):
    """Whether a message holds a hand's cards (a list under a "hand" key), not a count."""
    if isinstance(v, dict):
        return any((k == "hand" and isinstance(x, list)) or hands_shown(x) for k, x in v.items())
    if isinstance(v, list):
        return any(hands_shown(x) for x in v)
    return False


def actor_view(ws, gid, seq):
    """The view or update at seq (or later) of the seat to act (ws follows every seat)."""
    for _ in range(200):
        m = until_seq(ws, gid, seq)
        if m.get("turn") is None or m.get("seat") == m["turn"]:
            return m
    fail(f"no view of the seat to act at seq {seq}")


def asked_view(ws, gid, tok, seq):
    """The view of the seat to act, asked for (once the game is at seq)."""
    for seat in (0, 1, 0):
        ws.send({"type": "view", "game_id": gid, "seat": seat, "token": tok[seat], "id": "v"})
        for _ in range(200):
            m = recv_game(ws, gid)
            if m.get("id") == "v":
                break
        if m["type"] == "error" or m["seq"] < seq:
            time.sleep(0.05)
            continue
        if m.get("turn") is None or m["turn"] == seat:
            return m
    fail(f"no view of the seat to act at seq {seq}: {m}")


# ---------------------------------------------------------------- two
def scenario_two(arnak, work, url):
    pa, pb, _, _, a, b = serve_two(arnak, work, url)
    try:
        c0, gid, tok = two_humans(pa)
        # seat 0 plays on A, seat 1 on B; each seat and a spectator also follow on the
        # other process: the same messages must come from both
        view = {}
        conns = {}
        for name, port, seat in (("s0@a", pa, 0), ("s1@b", pb, 1), ("s0@b", pb, 0),
                                 ("s1@a", pa, 1), ("spec@b", pb, None), ("spec@a", pa, None)):
            ws = c0 if name == "s0@a" else hello(port)
            msg = {"type": "join", "game_id": gid, "seat": seat, "token": tok[seat]} \
                if seat is not None else {"type": "watch", "game_id": gid}
            ws.send(msg)
            view[name] = until_seq(ws, gid, 0)
            conns[name] = ws
        got = {name: [] for name in conns}
        seq = undone = 0
        for step in range(40):
            turn = view["s0@a"]["turn"]
            if view["s0@a"].get("over") or turn is None:
                break
            actor = conns["s0@a"] if turn == 0 else conns["s1@b"]
            v = view["s0@a"] if turn == 0 else view["s1@b"]
            if v.get("can_undo") and not undone and step > 10:
                # an undo on one process: the other sends its followers the view anew
                actor.send({"type": "undo", "game_id": gid, "seat": turn, "token": tok[turn]})
                seq += 1
                undone += 1
                for name, ws in conns.items():
                    view[name] = until_seq(ws, gid, seq)
                for x, y in (("s0@a", "s0@b"), ("s1@b", "s1@a"), ("spec@a", "spec@b")):
                    for k in ("state", "turn", "actions", "seq"):
                        if view[x].get(k) != view[y].get(k):
                            fail(f"after an undo {x} and {y} differ on {k}")
                continue
            act = random.Random(step).choice(v["actions"])
            actor.send({"type": "act", "game_id": gid, "seat": turn, "token": tok[turn],
                        "action_id": act["id"], "seq": seq, "id": step})
            seq += 1
            for name, ws in conns.items():
                view[name] = until_seq(ws, gid, seq, got[name])
        if seq < 20 or not undone:
            fail(f"only {seq} steps played, {undone} undone")
        for x, y in (("s0@a", "s0@b"), ("s1@b", "s1@a"), ("spec@a", "spec@b")):
            ux = [m for m in got[x] if m["type"] == "update"]
            uy = [m for m in got[y] if m["type"] == "update"]
            if len(ux) != seq - undone or len(uy) != seq - undone:
                fail(f"{x}: {len(ux)} updates, {y}: {len(uy)}, of {seq - undone} steps")
            for mx, my in zip(ux, uy):
                if mx != my:
                    fail(f"{x} and {y} differ at seq {mx['seq']}: {mx} / {my}")
        for name in ("spec@a", "spec@b"):
            if any(hands_shown(m) for m in got[name]):
                fail(f"{name} was shown the cards of a hand")
        print(f"ok: two processes serve one game: {seq} steps, every update to each seat and "
              f"the spectator on both processes, the same bytes from both; an undo on one "
              f"process, the same view on the other")
    finally:
        stop(a, b)


# ---------------------------------------------------------------- race
def serve_two(arnak, work, url):
    """Two `arnak serve --shared` processes: their ports, logs and processes."""
    pa, pb = free_port(), free_port()
    la, lb = os.path.join(work, "a.log"), os.path.join(work, "b.log")
    return pa, pb, la, lb, serve(arnak, pa, url, log=la), serve(arnak, pb, url, log=lb)


def logged_conflicts(*logs):
    """How many conflicts (another process committed first) the logs tell."""
    return sum(open(f).read().count("committed by another process first") for f in logs)


def scenario_race(arnak, work, url):
    pa, pb, la, lb, a, b = serve_two(arnak, work, url)
    try:
        ca, gid, tok = two_humans(pa)
        cb = hello(pb)
        for ws in (ca, cb):
            for seat in (0, 1):
                ws.send({"type": "join", "game_id": gid, "seat": seat, "token": tok[seat]})
        va = actor_view(ca, gid, 0)
        actor_view(cb, gid, 0)
        races = conflicts = 0
        seq = 0
        while races < 10:
            turn = va["turn"]
            if turn is None or va.get("over"):
                break
            acts = [x["id"] for x in va["actions"]]
            m = {"type": "act", "game_id": gid, "seat": turn, "token": tok[turn]}
            if len(acts) < 2:  # nothing to race for: played on A alone
                ca.send(dict(m, action_id=acts[0]))
                seq += 1
                va = actor_view(ca, gid, seq)
                actor_view(cb, gid, seq)
                continue
            # with the step's seq: a process that has already applied the other's
            # action (its notice came first) answers stale by seq; one that has not
            # accepts, and the store's key decides
            ca.send(dict(m, action_id=acts[0], id="a", seq=seq))
            cb.send(dict(m, action_id=acts[-1], id="b", seq=seq))
            answers = {}
            last = {}
            deadline = time.time() + 20
            while len(answers) < 2 or min(last.get(k, -1) for k in ("a", "b")) < seq + 1:
                if time.time() > deadline:
                    fail(f"race {races}: answers {answers}, views {last}")
                for key, ws in (("a", ca), ("b", cb)):
                    ws.s.settimeout(0.05)
                    try:
                        msg = recv_game(ws, gid)
                    except (TimeoutError, OSError):
                        continue
                    finally:
                        ws.s.settimeout(20)
                    if msg.get("id") in ("a", "b"):
                        answers[msg["id"]] = msg
                    if msg["type"] in ("view", "update"):
                        last[key] = max(last.get(key, -1), msg["seq"])
                        if key == "a" and msg.get("seat") == msg.get("turn"):
                            va = msg
            va = asked_view(ca, gid, tok, seq + 1)
            kinds = sorted(x["type"] + ":" + x.get("code", "") for x in answers.values())
            if kinds != ["ack:", "error:stale"]:
                rows = pg_cluster.psql(os.environ["ARNAK_TEST_SCHEMA"],
                                       f"SELECT idx, action FROM actions WHERE game_id = '{gid}'")
                fail(f"race {races}: answers {kinds} (one ack and one stale wanted): "
                     f"{list(answers.values())}; stored {rows}")
            seq += 1
            races += 1
        conflicts = logged_conflicts(la, lb)
        if conflicts == 0:
            fail(f"{races} races, none reached the store's conflict (all refused by seq)")
        # both processes end at the same state: a fresh view from each
        views = []
        for port in (pa, pb):
            ws = hello(port)
            ws.send({"type": "watch", "game_id": gid})
            views.append(until_seq(ws, gid, 0))
        for k in ("turn", "state", "scores"):
            if views[0].get(k) != views[1].get(k):
                fail(f"the processes disagree after the races on {k}")
        rows = pg_cluster.psql(os.environ["ARNAK_TEST_SCHEMA"],
                               f"SELECT nactions FROM games WHERE id = '{gid}'")
        if int(rows[0][0]) != seq:
            fail(f"{seq} steps, {rows[0][0]} actions stored")
        print(f"ok: {races} races for the same step: one ack and one stale each, {conflicts} "
              f"through the store's conflict (the loser read the game again), same state on both")
    finally:
        stop(a, b)


# ---------------------------------------------------------------- lease
def scenario_lease(arnak, work, url):
    schema = os.environ["ARNAK_TEST_SCHEMA"]
    pa, pb, _, _, a, b = serve_two(arnak, work, url)
    try:
        ca = hello(pa)
        made = create(ca, [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
        gid = made["game_id"]
        tok = made["seats"][0]["token"]
        ca.send({"type": "join", "game_id": gid, "seat": 0, "token": tok})

        def play(ws, bot_moves):
            """Acts for seat 0 until the bot has moved bot_moves times."""
            moved = 0
            v = until_seq(ws, gid, 0)
            deadline = time.time() + 30
            while moved < bot_moves:
                if time.time() > deadline:
                    fail(f"the bot moved {moved} times of {bot_moves} in 30 s")
                if v.get("over"):
                    fail("the game ended")
                if v["turn"] == 0:
                    ws.send({"type": "act", "game_id": gid, "seat": 0, "token": tok,
                             "action_id": v["actions"][0]["id"], "seq": v["seq"]})
                m = recv_game(ws, gid)
                while m["type"] not in ("view", "update"):
                    if m["type"] == "error" and m.get("code") != "stale":
                        fail(f"error: {m}")
                    m = recv_game(ws, gid)
                if m["type"] == "update" and m.get("step", {}).get("player") == 1:
                    moved += 1
                v = m
            return v

        play(ca, 3)
        rows = pg_cluster.psql(schema, f"SELECT holder FROM bot_leases WHERE game_id = '{gid}'")
        if not rows or f":{a.pid}:" not in rows[0][0]:
            fail(f"the lease is not A's (pid {a.pid}): {rows}")
        a.send_signal(signal.SIGKILL)
        a.wait()
        t0 = time.time()
        cb = hello(pb)
        cb.send({"type": "join", "game_id": gid, "seat": 0, "token": tok})
        play(cb, 2)
        took = time.time() - t0
        rows = pg_cluster.psql(schema, f"SELECT holder FROM bot_leases WHERE game_id = '{gid}'")
        if not rows or f":{b.pid}:" not in rows[0][0]:
            fail(f"the lease did not pass to B (pid {b.pid}): {rows}")
        print(f"ok: the bot moved by the lease's holder; after kill -9 of it the other process "
              f"took the lease over and moved the bot ({took:.1f} s, lease {3.0:.0f} s)")
        bots_only(arnak, work, url, b, pb)
    finally:
        stop(a, b)


def bots_only(arnak, work, url, b, pb):
    """A game of bots alone, created on a process C after B started (B does not hold it),
    nobody following it: after kill -9 of C, B finds C's lease expired and plays on."""
    schema = os.environ["ARNAK_TEST_SCHEMA"]
    pc = free_port()
    c = serve(arnak, pc, url, log=os.path.join(work, "c.log"))
    try:
        cc = hello(pc)
        bot = {"kind": "bot", "bot": "easy", "ms": 100}
        gid = create(cc, [bot, bot])["game_id"]
        q = f"SELECT nactions FROM games WHERE id = '{gid}'"
        deadline = time.time() + 20
        while int(pg_cluster.psql(schema, q)[0][0]) < 3:
            if time.time() > deadline:
                fail("the bots of the game on C do not move")
            time.sleep(0.2)
    finally:
        c.send_signal(signal.SIGKILL)
        c.wait()
    at_kill = int(pg_cluster.psql(schema, q)[0][0])
    t0 = time.time()
    while int(pg_cluster.psql(schema, q)[0][0]) < at_kill + 3:
        if time.time() - t0 > 20:
            fail(f"after kill -9 of C the bots of its game stopped at {at_kill} actions")
        time.sleep(0.2)
    rows = pg_cluster.psql(schema, f"SELECT holder FROM bot_leases WHERE game_id = '{gid}'")
    if not rows or f":{b.pid}:" not in rows[0][0]:
        fail(f"the bots-only game's lease did not pass to B (pid {b.pid}): {rows}")
    print(f"ok: a game of bots alone that B did not hold goes on on B after kill -9 of its "
          f"process ({time.time() - t0:.1f} s)")


# ---------------------------------------------------------------- kill, pgrestart
def loadtest(arnak, ports, seconds, log, think=20, clients=40):
    return subprocess.Popen([arnak, "loadtest", "--port", ",".join(map(str, ports)),
                             "--clients", str(clients), "--seconds", str(seconds), "--think-ms",
                             str(think), "--reconnect", "--ack-log", log],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def finish_load(lt, what):
    try:
        out, _ = lt.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        lt.kill()
        fail(f"{what}: loadtest did not stop")
    if lt.returncode != 0:
        fail(f"{what}: loadtest failed:\n{out}")
    return out


def check_acked(arnak, work, url, log, least):
    """Every acknowledged action of the ack log is in the store, in its place."""
    acked = {}
    for line in open(log):
        gid, idx, text = line.rstrip("\n").split("\t")
        acked.setdefault(gid, {})[int(idx)] = text
    n = sum(len(v) for v in acked.values())
    if n < least:
        fail(f"too few acknowledged actions: {n} (at least {least} wanted)")
    out = os.path.join(work, "dump")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    r = subprocess.run([arnak, "proto", "--store", url, "--dump", out], capture_output=True,
                       text=True, timeout=120)
    if r.returncode != 0:
        fail(f"the store cannot be read: {r.stderr.strip()}")
    for gid, acts in acked.items():
        path = os.path.join(out, gid + ".rec")
        if not os.path.exists(path):
            fail(f"game {gid} with {len(acts)} acknowledged actions is not in the store")
        have = record_actions(path)
        for idx, text in acts.items():
            if idx >= len(have) or have[idx] != text:
                fail(f"game {gid}: action {idx} acknowledged as {text!r}, stored "
                     f"{have[idx] if idx < len(have) else None!r}")
    return n, len(acked)


def haproxy(work, front, pa, pb):
    """HAProxy with deploy/haproxy.cfg in front of the two ports, or None (not installed)."""
    exe = shutil.which("haproxy") or ("/usr/sbin/haproxy" if os.path.exists("/usr/sbin/haproxy")
                                      else None)
    if not exe:
        return None
    cfg = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "deploy", "haproxy.cfg")
    env = dict(os.environ, ARNAK_LISTEN=f"127.0.0.1:{front}", ARNAK_SERVER_A=f"127.0.0.1:{pa}",
               ARNAK_SERVER_B=f"127.0.0.1:{pb}")
    hp = subprocess.Popen([exe, "-db", "-f", cfg], env=env, stdout=subprocess.DEVNULL,
                          stderr=open(os.path.join(work, "haproxy.log"), "w"))
    for _ in range(100):
        try:
            WS(front).s.close()
            return hp
        except SystemExit:
            raise
        except OSError:
            time.sleep(0.1)
    hp.kill()
    fail("haproxy did not start (haproxy.log)")


def kill_round(arnak, work, url, via_proxy):
    pa, pb = free_port(), free_port()
    logs = [os.path.join(work, "a.log"), os.path.join(work, "b.log")]
    ports = [pa, pb]
    procs = [serve(arnak, pa, url, log=logs[0]), serve(arnak, pb, url, log=logs[1])]
    hp = None
    try:
        front = [pa, pb]
        if via_proxy:
            front = [free_port()]
            hp = haproxy(work, front[0], pa, pb)
            if hp is None:
                print("skip: haproxy is not installed (scripts/setup.sh --with-postgres)")
                sys.exit(77)
        ack = os.path.join(work, "acks-proxy.log" if via_proxy else "acks.log")
        lt = loadtest(arnak, front, 18, ack)
        rng = random.Random(int(time.time()))
        kills = 0
        time.sleep(3)
        while kills < 5:
            time.sleep(rng.uniform(0.5, 2.5))
            k = rng.randrange(2)
            procs[k].send_signal(signal.SIGKILL)
            procs[k].wait()
            kills += 1
            time.sleep(rng.uniform(0.3, 1.0))
            procs[k] = serve(arnak, ports[k], url, log=logs[k])
        out = finish_load(lt, "kill -9")
        n, games = check_acked(arnak, work, url, ack, 200)
        made = [x for x in out.splitlines() if "connections made again" in x]
        again = int(made[0].split(":")[1].split(";")[0]) if made else 0
        if again == 0:
            fail(f"no client connected again after {kills} kills:\n{out}")
        print(f"ok: {kills} kill -9 of one of two processes under load"
              f"{' through HAProxy' if via_proxy else ''}: {n} acknowledged actions of "
              f"{games} games all in the store; {made[0].strip() if made else ''}")
    finally:
        stop(*procs, hp)


def scenario_kill(arnak, work, url):
    kill_round(arnak, work, url, False)


def scenario_haproxy(arnak, work, url):
    kill_round(arnak, work, url, True)


def pg_ctl(c, what):
    opts = (f"-k {c['top']} -p {c['port']} -c listen_addresses='' -c fsync=off "
            f"-c full_page_writes=off -c max_connections=100 -c shared_buffers=32MB")
    argv = [os.path.join(c["bin"], "pg_ctl"), "-D", c["data"], "-w", "-t", "60"]
    argv += ["-m", "fast", "stop"] if what == "stop" else \
        ["-o", opts, "-l", os.path.join(c["top"], "log"), "start"]
    r = subprocess.run(pg_cluster.as_owner(argv), capture_output=True, text=True, timeout=90)
    if r.returncode != 0:
        fail(f"pg_ctl {what}: {r.stderr.strip()}")


def lines(path):
    return sum(1 for _ in open(path)) if os.path.exists(path) else 0


def scenario_pgrestart(arnak, work, url):
    c = pg_cluster.cluster()
    pa, pb, _, _, a, b = serve_two(arnak, work, url)
    try:
        ack = os.path.join(work, "acks.log")
        lt = loadtest(arnak, [pa, pb], 16, ack, think=50)
        time.sleep(4)
        before = lines(ack)
        pg_ctl(c, "stop")
        time.sleep(0.5)  # answers of what was committed before the stop may still arrive
        down = lines(ack)
        time.sleep(3)
        still = lines(ack)
        pg_ctl(c, "start")
        if still != down:
            fail(f"{still - down} actions acknowledged while PostgreSQL was down")
        out = finish_load(lt, "PostgreSQL restarted")
        after = lines(ack)
        if after - still < 100:
            fail(f"the servers did not go on after PostgreSQL came back: {after - still} acks")
        for p in (a, b):
            if p.poll() is not None:
                fail("a server stopped when PostgreSQL went away")
        n, games = check_acked(arnak, work, url, ack, 200)
        print(f"ok: PostgreSQL restarted under load: {before} acks before, none in the 3 s it "
              f"was down, {after - still} after it came back without restarting the servers; "
              f"{n} acknowledged actions of {games} games all in the store")
    finally:
        stop(a, b)


# ---------------------------------------------------------------- table
def request(ws, msg):
    """msg sent; its answer (the message with its id), the others kept for later reads."""
    ws.send(msg)
    for _ in range(500):
        m = ws.recv()
        if m.get("id") == msg.get("id"):
            return m
        ws.seen.append(m)
    fail(f"no answer to {msg}")


def follower(port, gid, seat, tok):
    """A connection on port that holds seat (None: watches) and follows the table."""
    ws = hello(port)
    ws.seen = []
    if seat is None:
        request(ws, {"type": "watch", "game_id": gid, "id": "w"})
        t = request(ws, {"type": "table", "game_id": gid, "id": "t"})
    else:
        request(ws, {"type": "join", "game_id": gid, "seat": seat, "token": tok[seat], "id": "j"})
        t = request(ws, {"type": "table", "game_id": gid, "seat": seat, "token": tok[seat],
                         "spectators": True, "id": "t"})
    if t.get("type") != "table" or not t.get("chat"):
        fail(f"table: {t}")
    return ws


def pushed(ws, want, what, timeout=10):
    """The messages ws got until want(m) held for one of them (kept in ws.seen)."""
    deadline = time.time() + timeout
    while True:
        for m in ws.seen:
            if want(m):
                return m
        if time.time() > deadline:
            fail(f"{what}: not pushed within {timeout} s (got {[m.get('type') for m in ws.seen]})")
        ws.s.settimeout(max(0.05, deadline - time.time()))
        try:
            ws.seen.append(ws.recv())
        except (TimeoutError, OSError):
            pass
        finally:
            ws.s.settimeout(20)


def chat_rows(gid):
    rows = pg_cluster.psql(os.environ["ARNAK_TEST_SCHEMA"],
                           f"SELECT idx, seat, channel, body FROM chat WHERE game_id = '{gid}' "
                           f"AND channel <> 'joined' ORDER BY idx")
    return [(int(i), int(s), c, b) for i, s, c, b in rows]


def table_chat(arnak, pa, pb):
    ca, gid, tok = two_humans(pa)
    red = follower(pa, gid, 0, tok)
    blue = follower(pb, gid, 1, tok)
    fan = follower(pb, gid, None, tok)
    # blue's first join (on b) reaches red's table (on a)
    pushed(red, lambda m: m["type"] == "presence" and m["seats"][1]["joined"],
           "blue's first join, on the other process")
    # who is there, summed over both processes: blue online, the fan watching
    pushed(red, lambda m: m["type"] == "presence" and m["seats"][1]["online"] and
           m["spectators"] == 1, "blue online and one spectator, on the other process")
    pushed(blue, lambda m: m["type"] == "presence" and m["seats"][0]["online"],
           "red online, on the other process")
    # one message each way, and the spectators' channel
    for who, ws, seat, text in ((red, red, 0, "from red <b>on a</b>"),
                                (blue, blue, 1, "from blue on b")):
        r = request(ws, {"type": "chat", "game_id": gid, "seat": seat, "token": tok[seat],
                         "text": text, "id": "c" + text})
        if r.get("type") != "chat_sent":
            fail(f"chat: {r}")
        for reader in (red, blue):
            m = pushed(reader, lambda m: m["type"] == "chat" and m["text"] == text,
                       f"'{text}' to seat {0 if reader is red else 1}")
            if m["n"] != r["n"] or m["seat"] != seat or m["channel"] != "seats":
                fail(f"'{text}' arrived as {m} (sent as n {r['n']})")
    if any(m["type"] == "chat" and m["channel"] == "seats" for m in fan.seen):
        fail("the spectator was pushed the seats' channel")
    r = request(fan, {"type": "chat", "game_id": gid, "text": "from the fan on b", "id": "f"})
    if r.get("type") != "chat_sent":
        fail(f"the spectator's chat: {r}")
    pushed(red, lambda m: m["type"] == "chat" and m["text"] == "from the fan on b",
           "the spectators' channel to a seat that reads it, on the other process")
    # at the same moment on both processes: each kept or refused, never acknowledged and lost
    answers = []
    for i in range(8):
        ma = {"type": "chat", "game_id": gid, "seat": 0, "token": tok[0],
              "text": f"same moment {i} red", "id": f"sa{i}"}
        mb = {"type": "chat", "game_id": gid, "seat": 1, "token": tok[1],
              "text": f"same moment {i} blue", "id": f"sb{i}"}
        red.send(ma)
        blue.send(mb)
        for ws, m in ((red, ma), (blue, mb)):
            got = pushed(ws, lambda x, k=m["id"]: x.get("id") == k, f"the answer to {m['id']}")
            answers.append((m, got))
        time.sleep(1.3)  # under the rate limit of each seat
    kept = {m["text"]: got["n"] for m, got in answers if got["type"] == "chat_sent"}
    refused = [got for m, got in answers if got["type"] != "chat_sent"]
    for got in refused:
        if got.get("code") != "stale":
            fail(f"a message at the same moment: {got}")
    stored = chat_rows(gid)
    by_text = {b: i for i, _, _, b in stored}
    for text, n in kept.items():
        if by_text.get(text) != n:
            fail(f"'{text}' acknowledged as n {n}, stored as {by_text.get(text)}")
    lists = []
    for port in (pa, pb):
        ws = hello(port)
        ws.seen = []
        request(ws, {"type": "join", "game_id": gid, "seat": 0, "token": tok[0], "id": "j"})
        t = request(ws, {"type": "table", "game_id": gid, "seat": 0, "token": tok[0],
                         "spectators": True, "id": "t"})
        lists.append([(m["n"], m["text"]) for m in t["messages"] if m["channel"] != "joined"])
    if lists[0] != lists[1] or lists[0] != [(i, b) for i, _, _, b in stored]:
        fail(f"the chat differs: a {lists[0][-4:]}, b {lists[1][-4:]}, store {stored[-4:]}")
    # blue closes its tab: away on the other process within 5 s
    red.seen.clear()
    blue.s.close()
    pushed(red, lambda m: m["type"] == "presence" and not m["seats"][1]["online"],
           "blue away after closing, on the other process", timeout=5)
    return gid, tok, len(kept), len(refused)


def table_clock(arnak, pa, pb):
    ca = hello(pa)
    ca.send({"type": "create", "game": "arnak", "players": 2, "seed": "00000000000000c7",
             "seats": [{"kind": "human"}, {"kind": "human"}],
             "clock": {"mode": "live", "bank_s": 3, "turn_s": 0, "timeout": "drop"}})
    made = ca.until("created")
    gid = made["game_id"]
    tok = [s["token"] for s in made["seats"]]
    red = follower(pa, gid, 0, tok)
    blue = follower(pb, gid, 1, tok)
    for ws, name in ((red, "a"), (blue, "b")):
        pushed(ws, lambda m: m["type"] in ("view", "update") and m.get("seats") and
               m["seats"][0].get("kind") == "bot", f"seat 0 taken over, on process {name}",
               timeout=15)
    time.sleep(2)  # the bot now in seat 0 plays on: on one process alone
    seats = pg_cluster.psql(os.environ["ARNAK_TEST_SCHEMA"],
                            f"SELECT seats FROM games WHERE id = '{gid}'")[0][0]
    if '"taken":true' not in seats.replace(" ", ""):
        fail(f"the store's seats after the clock ran out: {seats}")


def scenario_table(arnak, work, url):
    pa, pb, la, lb, a, b = serve_two(arnak, work, url)
    try:
        gid, tok, kept, refused = table_chat(arnak, pa, pb)
        before = logged_conflicts(la, lb)
        table_clock(arnak, pa, pb)
        if logged_conflicts(la, lb) != before:
            fail(f"{logged_conflicts(la, lb) - before} conflicts after the clock ran out: both "
                 f"processes played it out")
        # the process of blue's seat killed: blue away on the other within 5 s
        red = follower(pa, gid, 0, tok)
        blue = follower(pb, gid, 1, tok)
        pushed(red, lambda m: m["type"] == "presence" and m["seats"][1]["online"],
               "blue online again")
        red.seen.clear()
        b.send_signal(signal.SIGKILL)
        b.wait(timeout=20)
        pushed(red, lambda m: m["type"] == "presence" and not m["seats"][1]["online"],
               "blue away after kill -9 of its process", timeout=5)
        print(f"ok: chat across two processes: each message to every reader on both with one "
              f"number; at the same moment {kept} kept, {refused} refused as stale, none lost; "
              f"a first join told across; a clock run out played out once, shown on both; "
              f"presence summed over both, away within 5 s of a closed tab or a killed process")
    finally:
        stop(a, b)


# ---------------------------------------------------------------- unload
def games_held(port):
    """How many games the process on port holds in memory (its `stats`)."""
    ws = hello(port)
    ws.seen = []
    n = request(ws, {"type": "stats", "id": "s"})["games"]
    ws.s.close()
    return n


def until_held(port, want, what, timeout=8):
    deadline = time.time() + timeout
    while True:
        n = games_held(port)
        if n == want:
            return
        if time.time() > deadline:
            fail(f"{what}: {n} games in memory on port {port}, not {want}")
        time.sleep(0.1)


def play_one(actor, view, gid, tok, watchers):
    """One action of the seat to act (actor follows every seat); each watcher's update."""
    seq = view["seq"]
    act = random.Random(seq).choice(view["actions"])
    actor.send({"type": "act", "game_id": gid, "seat": view["turn"], "token": tok[view["turn"]],
                "action_id": act["id"], "seq": seq, "id": seq})
    for ws in watchers:
        until_seq(ws, gid, seq + 1)
    return actor_view(actor, gid, seq + 1)


def seats_on(port, gid, tok):
    """A connection on port that joined both seats; the view of the seat to act."""
    ws = hello(port)
    for seat in (0, 1):
        ws.send({"type": "join", "game_id": gid, "seat": seat, "token": tok[seat]})
    return ws, actor_view(ws, gid, 0)


def scenario_unload(arnak, work, url):
    pa, pb, _, _, a, b = serve_two(arnak, work, url)
    try:
        c0, gid, tok = two_humans(pa)
        ca, va = seats_on(pa, gid, tok)
        c0.s.close()
        until_held(pb, 0, "before anyone named the game on B")
        spec = hello(pb)
        spec.send({"type": "watch", "game_id": gid})
        until_seq(spec, gid, 0)
        until_held(pb, 1, "a spectator on B")
        va = play_one(ca, va, gid, tok, [spec])
        spec.s.close()
        until_held(pb, 0, "the spectator on B gone")
        until_held(pa, 1, "the seats still on A")
        # named again on B: read from the store at A's step, and played on from there
        cb, vb = seats_on(pb, gid, tok)
        if vb["seq"] != va["seq"]:
            fail(f"read again on B at seq {vb['seq']}, A is at {va['seq']}")
        vb = play_one(cb, vb, gid, tok, [ca])
        cb.s.close()
        until_held(pb, 0, "the seats on B gone")
        ca.s.close()
        until_held(pa, 0, "the seats on A gone")
        # and once more, on A, from the step made on B
        ca, va = seats_on(pa, gid, tok)
        if va["seq"] != vb["seq"] or va["actions"] != vb["actions"]:
            fail(f"read again on A at seq {va['seq']}, B left it at {vb['seq']}")
        ca.s.close()
        until_held(pa, 0, "the seats on A gone again")
        print("ok: unfollowed games leave memory on both processes and come back from the "
              "store at the step the other made")
    finally:
        stop(a, b)


SCENARIOS = {"two": scenario_two, "race": scenario_race, "lease": scenario_lease,
             "kill": scenario_kill, "haproxy": scenario_haproxy,
             "pgrestart": scenario_pgrestart, "table": scenario_table,
             "unload": scenario_unload}


def main():
    if len(sys.argv) != 4 or sys.argv[3] not in SCENARIOS:
        print(__doc__)
        return 2
    arnak, work, which = sys.argv[1:]
    url = os.environ.get("ARNAK_TEST_STORE")
    if not url:
        print("skip: no PostgreSQL store ($ARNAK_TEST_STORE; run under ctest)")
        return 77
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    SCENARIOS[which](arnak, work, url)
    return 0


if __name__ == "__main__":
    sys.exit(main())
