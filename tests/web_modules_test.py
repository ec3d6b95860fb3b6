#!/usr/bin/env python3
"""web_modules_test.py WEB_JS - the page's modules keep their structure.

* No circle of static imports among web/js/*.js (a board loaded on demand by
  boards.js's import() is not a static import): the application's parts stand
  in layers, the Polish tables are assigned by their loader.
* No module over 800 lines.
* The game screen names no game: no Lost Cities or Quetzal name in app*.js.
* No board imports another board: the boards are the modules boards.js maps a
  game to, and they share drawing helpers through their own modules.
Each failure is one line naming the files.
"""
import os
import re
import sys

IMPORT = re.compile(r"""^\s*(?:import|export)\s[^'";]*?from\s+['"]\./([\w.]+\.js)['"]""", re.M | re.S)
BARE = re.compile(r"""^\s*import\s+['"]\./([\w.]+\.js)['"]""", re.M)
BOARD = re.compile(r"""import\(['"]\./([\w.]+\.js)['"]\)""")
GAME_WORDS = re.compile(r"\b(LC|QZ)\b|lost-cities|quetzal|lc_board|qz_board", re.I)
MAX_LINES = 800


def imports_of(text):
    return set(IMPORT.findall(text)) | set(BARE.findall(text))


def circles(edges):
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in edges.get(v, ()):
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main():
    if len(sys.argv) != 2:
        print('usage: web_modules_test.py WEB_JS_DIR')
        return 2
    root = sys.argv[1]
    texts = {}
    for name in sorted(os.listdir(root)):
        if name.endswith('.js'):
            with open(os.path.join(root, name), encoding='utf-8') as f:
                texts[name] = f.read()
    edges = {n: imports_of(t) for n, t in texts.items()}
    bad = 0
    for n, deps in sorted(edges.items()):
        for d in sorted(deps):
            if d not in texts:
                print(f'FAIL: {n} imports ./{d}, which is not in {root}')
                bad += 1
    for comp in circles(edges):
        print('FAIL: these modules import each other in a circle:', ' '.join(comp))
        bad += 1
    for n, t in texts.items():
        lines = t.count('\n')
        if lines > MAX_LINES:
            print(f'FAIL: {n} has {lines} lines (at most {MAX_LINES})')
            bad += 1
    for n, t in texts.items():
        if n.startswith('app') and n.endswith('.js'):
            for i, line in enumerate(t.split('\n'), 1):
                if GAME_WORDS.search(line):
                    print(f'FAIL: {n}:{i} names a game the board registry should: {line.strip()}')
                    bad += 1
    boards = set(BOARD.findall(texts.get('boards.js', '')))
    if len(boards) < 3:
        print(f'FAIL: boards.js maps {len(boards)} games to a board (Arnak, Lost Cities and Quetzal have one)')
        bad += 1
    for b in sorted(boards):
        if b not in texts:
            print(f'FAIL: boards.js names ./{b}, which is not in {root}')
            bad += 1
            continue
        seen, todo = set(), [b]
        while todo:  # what the board's module loads with it, statically
            for d in edges.get(todo.pop(), ()):
                if d not in seen:
                    seen.add(d)
                    todo.append(d)
        for other in sorted((boards - {b}) & seen):
            print(f'FAIL: the board {b} imports the board {other} (through its static imports)')
            bad += 1
    if bad:
        return 1
    print(f'web modules: {len(texts)} modules, no circle, none over {MAX_LINES} lines, '
          f'{len(boards)} boards apart, app*.js names no game')
    return 0


if __name__ == '__main__':
    sys.exit(main())
