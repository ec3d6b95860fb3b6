#!/usr/bin/env python3
"""make_fixtures.py - writes the views and the catalog the board demo loads
(web/dev/fixtures/*.json), from `ARNAK proto --test-tokens` (reproducible: fixed
seeds, test tokens, random choices from a seeded generator).

    python3 web/dev/make_fixtures.py build/arnak web/dev/fixtures
"""
import json
import random
import subprocess
import sys

ARNAK, OUT = sys.argv[1], sys.argv[2]


class Session:
    def __init__(self):
        self.p = subprocess.Popen([ARNAK, 'proto', '--test-tokens'], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, m):
        self.p.stdin.write(json.dumps(m) + '\n')
        self.p.stdin.flush()

    def recv(self):
        return json.loads(self.p.stdout.readline())

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def game(players, side, seed, difficulty=None):
    """Yields every view where seat 0 acts (seat 0 random, the others the random bot)."""
    s = Session()
    opts = {'side': side}
    if difficulty is not None:
        opts['difficulty'] = str(difficulty)
    seats = [{'kind': 'human'}] + [{'kind': 'bot', 'bot': 'random'}] * (players - 1)
    s.send({'type': 'create', 'game': 'arnak', 'players': players, 'seed': seed, 'options': opts, 'seats': seats})
    c = s.recv()
    s.send({'type': 'join', 'game_id': c['game_id'], 'seat': 0, 'token': c['seats'][0]['token']})
    s.recv()
    v = s.recv()
    rng = random.Random(seed)
    while True:
        v.pop('step', None)
        yield v
        if v['over'] or not v['actions']:
            break
        # passing early ends a random game too soon to show a mid-game board
        acts = [x for x in v['actions'] if x['text'] != 'pass'] if rng.random() < 0.97 else []
        s.send({'type': 'act', 'action': rng.choice(acts or v['actions'])['text']})
        r = s.recv()
        while r['type'] != 'update' or (r.get('turn') not in (0, None) and not r['over']):
            r = s.recv()
        v = r
    s.close()


def save(name, v):
    with open('%s/%s.json' % (OUT, name), 'w') as f:
        json.dump(v, f, sort_keys=True)
    print(name, 'round', v['state']['round'], v['players'], 'players', v['state']['side'], '-', v['decision'])


def first(gen, cond):
    last = None
    for v in gen:
        last = v
        if cond(v):
            return v
    return last


main_action = lambda v: 'main action' in (v['decision'] or '')
save('start-2p', first(game(2, 'bird', 42), lambda v: True))
save('mid-2p', first(game(2, 'bird', 5), lambda v: v['state']['round'] >= 3 and main_action(v)))
save('solo', first(game(1, 'bird', 11, 3), lambda v: v['state']['round'] >= 3 and main_action(v)))
save('snake-3p', first(game(3, 'snake', 9), lambda v: v['state']['round'] >= 4 and main_action(v)))
save('mid-4p', first(game(4, 'bird', 21), lambda v: v['state']['round'] >= 3 and main_action(v)))
save('end-2p', first(game(2, 'snake', 4), lambda v: v['over']))
# decisions other than the main action: where the board highlights other targets
kinds = lambda v: {a['info']['kind'] for a in v['actions']}
for name, kind, seed, players, side in [('research', 'research', 1, 2, 'bird'), ('pay', 'pay', 1, 2, 'bird'),
                                        ('recruit', 'recruit', 1, 2, 'bird'), ('exile', 'exile', 2, 3, 'snake')]:
    save(name, first(game(players, side, seed), lambda v, k=kind: k in kinds(v) and (k != 'research' or v['state']['round'] >= 2)))
# a spectator's view of a 3-player game
s = Session()
s.send({'type': 'create', 'game': 'arnak', 'players': 3, 'seed': 77, 'options': {'side': 'snake'}})
c = s.recv()
s.send({'type': 'watch', 'game_id': c['game_id']})
s.recv()
save('spectator-3p', s.recv())
s.send({'type': 'catalog', 'game': 'arnak'})
cat = s.recv()
s.close()
assert cat['type'] == 'catalog', cat
with open('%s/catalog.json' % OUT, 'w') as f:
    json.dump(cat, f, sort_keys=True)
print('catalog', len(json.dumps(cat)), 'bytes')
