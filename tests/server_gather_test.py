#!/usr/bin/env python3
"""server_gather_test.py ARNAK WORKDIR - `arnak serve --gather-us`: the wait between busy turns.

With a window of 400 ms:
* an act that finds the loop idle is handled at once, and its acknowledgement leaves as
  soon as its commit is on disk, not at the end of the window;
* an act sent inside the window (right after that acknowledgement) is handled only once
  the window has passed: the wait that lets one turn and one commit serve several
  actions;
* every acknowledged action is in the store (the game read back after a restart).
A value out of range is refused with one line naming the option.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import WS, command_line, fail, free_port, start  # noqa: E402

WINDOW_S = 0.4


def game(port):
    """A connection holding seat 0 of a new two-player game: (ws, game id, its view)."""
    ws = WS(port)
    ws.send({"type": "create", "game": "arnak", "players": 2,
             "seats": [{"kind": "human"}, {"kind": "human"}]})
    created = ws.until("created")
    gid = created["game_id"]
    ws.send({"type": "join", "game_id": gid, "seat": 0, "token": created["seats"][0]["token"]})
    ws.until("joined")
    return ws, gid, ws.until("view")


def act(ws, view):
    """Sends seat 0's first dig; the time the acknowledgement took, and its seq."""
    dig = next(x for x in view["actions"] if x["text"].startswith("dig"))
    t0 = time.monotonic()
    ws.send({"type": "act", "action_id": dig["id"], "seq": view["seq"]})
    ack = ws.until("ack")
    return time.monotonic() - t0, ack["seq"]


def main():
    args = command_line(__doc__)
    if args is None:
        return 2
    arnak, work = args
    bad = subprocess.run([arnak, "serve", "--gather-us", "1000001"], capture_output=True, text=True)
    if bad.returncode == 0 or "--gather-us must be 0..1000000" not in bad.stderr \
            or len(bad.stderr.strip().splitlines()) != 1:
        fail(f"--gather-us 1000001 is not refused in one line: {bad.stderr!r}")
    db = os.path.join(work, "db")
    port = free_port()
    srv = start(arnak, port, db, "--gather-us", str(int(WINDOW_S * 1e6)))
    try:
        (a, ga, va), (b, gb, vb) = game(port), game(port)
        time.sleep(2 * WINDOW_S)  # the loop idle again
        t0 = time.monotonic()
        first, seq_a = act(a, va)
        if first >= WINDOW_S * 0.75:
            fail(f"an act on an idle loop took {first * 1000:.0f} ms: not handled at once, "
                 "or its acknowledgement held to the end of the window")
        second, seq_b = act(b, vb)
        waited = time.monotonic() - t0
        if waited < WINDOW_S * 0.85:
            fail(f"an act inside the window was acknowledged {waited * 1000:.0f} ms after the "
                 f"first act: not gathered ({WINDOW_S * 1000:.0f} ms window)")
        if waited > WINDOW_S + 5:
            fail(f"an act inside the window waited {waited * 1000:.0f} ms")
    finally:
        srv.kill()
        srv.wait()
    srv = start(arnak, port, db)
    try:
        for gid, seq in ((ga, seq_a), (gb, seq_b)):
            ws = WS(port)
            ws.send({"type": "watch", "game_id": gid})
            ws.until("joined")
            if ws.until("view")["seq"] != seq:
                fail(f"game {gid}: the acknowledged act is not in the store after kill -9")
    finally:
        srv.kill()
        srv.wait()
    print(f"OK: first act acknowledged in {first * 1000:.0f} ms, the one inside the window "
          f"{waited * 1000:.0f} ms after it ({WINDOW_S * 1000:.0f} ms window); both stored")
    return 0


if __name__ == "__main__":
    sys.exit(main())
