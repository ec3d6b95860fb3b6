#!/usr/bin/env python3
"""server_hint_ws.py ARNAK WORKDIR - `hint` and `catalog` over WebSocket.

`arnak serve` searches hints in its bot pool, never on the network thread:
while B's hints are being searched, A's `view` is answered at once (before
B's last hint).  More than 4 hints at once are refused as `busy`; a hint whose
connection has gone is dropped and the server goes on.  The catalog (about
67 KB, several WebSocket frames' worth) arrives whole.

Uses the standard-library WebSocket harness of server_ws_test.py.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import WS, command_line, fail, free_port, start  # noqa: E402


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    port = free_port()
    srv = start(arnak, port, os.path.join(work, "db"))
    try:
        a, b = WS(port), WS(port)
        a.send({"type": "hello", "brief": True})
        a.until("hello")
        a.send({"type": "create", "game": "arnak", "players": 2, "seed": 42})
        made = a.until("created")
        gid = made["game_id"]
        tok = [s["token"] for s in made["seats"]]
        a.send({"type": "join", "game_id": gid, "seat": 0, "token": tok[0]})
        a.until("joined")
        view = a.until("view")
        legal = {x["text"] for x in view["actions"]}

        # one hint, answered from the pool
        a.send({"type": "hint", "id": 1})
        h = a.until("hint")
        if h.get("id") != 1 or h["seat"] != 0 or h["game_id"] != gid or not h["options"]:
            fail(f"bad hint: {h}")
        for o in h["options"]:
            if o["text"] not in legal or not 0 <= o["value"] <= 1000 or o["visits"] < 1:
                fail(f"bad hint option: {o}")

        # the other seat, and a spectator, may not ask
        b.send({"type": "hint", "game_id": gid, "seat": 1, "token": tok[1], "id": 2})
        e = b.until("error")
        if e["code"] != "not_your_turn":
            fail(f"seat 1 asked: {e}")
        b.send({"type": "hint", "game_id": gid, "id": 3})
        if b.until("error")["code"] != "not_seated":
            fail("a spectator got a hint")

        # six hints at once: four are searched, two are busy; meanwhile A's view
        # is answered by the network thread before B's last hint
        for i in range(6):
            b.send({"type": "hint", "game_id": gid, "seat": 0, "token": tok[0], "id": 10 + i})
        a.send({"type": "view", "id": 20})
        a.until("view")
        t_view = time.monotonic()
        hints, busy = [], []
        while len(hints) + len(busy) < 6:
            m = b.recv()
            if m["type"] == "hint":
                hints.append(m["id"])
                t_last = time.monotonic()
            elif m["type"] == "error" and m["code"] == "busy":
                busy.append(m["id"])
            else:
                fail(f"unexpected {m}")
        if len(hints) != 4 or len(busy) != 2:
            fail(f"hints {hints}, busy {busy}: want 4 and 2")
        if not t_view < t_last:
            fail("the view waited for the hints: the search ran on the network thread")

        # a hint whose connection goes away is dropped; the server goes on
        b.send({"type": "hint", "game_id": gid, "seat": 0, "token": tok[0], "id": 30})
        b.s.close()
        a.send({"type": "hint", "id": 31})
        if a.until("hint").get("id") != 31:
            fail("no hint after a connection left")

        # the catalog, whole
        a.send({"type": "catalog", "game": "arnak", "id": 40})
        c = a.until("catalog")
        cat = c["catalog"]
        if c.get("id") != 40 or cat["game"] != "arnak" or len(cat["cards"]) != 80:
            fail("catalog incomplete")
        for slug in view["state"]["row"] if "state" in view else []:
            if slug and slug not in cat["cards"]:
                fail(f"{slug} not in the catalog")
        a.send({"type": "catalog", "game": "nothing", "id": 41})
        if a.until("error")["code"] != "bad_field":
            fail("unknown game's catalog")
        print(f"ok: hints {sorted(hints)} searched, {sorted(busy)} busy; catalog "
              f"{len(cat['cards'])} cards")
    finally:
        srv.terminate()
        try:
            srv.wait(timeout=20)
        except Exception:
            srv.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
