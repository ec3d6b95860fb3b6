#!/usr/bin/env python3
"""server_layers.py LIB - no circle among the files of src/server: from the
object files of the server's library (libgame_server.a), which file calls or
reads which (a global name one file uses and another defines), and every
circle of files found that way, named.  The hub's files stand in layers
(src/server/hub.h): a handler may use the hub, the hub never a handler."""
import collections
import subprocess
import sys


def graph(lib):
    out = subprocess.run(['nm', '-A', lib], capture_output=True, text=True, check=True).stdout
    defines, uses = {}, collections.defaultdict(set)
    for line in out.splitlines():
        where, _, rest = line.rpartition(':')
        obj = where.split(':')[-1]
        obj = obj[:-len('.c.o')] if obj.endswith('.c.o') else obj
        parts = rest.split()
        if len(parts) == 3 and parts[1] in 'TDBRCV':
            defines[parts[2]] = obj
        elif len(parts) == 2 and parts[0] == 'U':
            uses[obj].add(parts[1])
    edges = collections.defaultdict(set)
    for obj, names in uses.items():
        for name in names:
            if name in defines and defines[name] != obj:
                edges[obj].add(defines[name])
    return edges


def circles(edges):
    """Tarjan's strongly connected components with more than one file."""
    index, low, stack, on, found = {}, {}, [], set(), []

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
            if len(comp) > 1:
                found.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: server_layers.py LIB')
    edges = graph(sys.argv[1])
    if not edges:
        print('FAIL: no files read from', sys.argv[1])
        return 1
    bad = circles(edges)
    for comp in bad:
        print('FAIL: these files of src/server call each other in a circle:', ' '.join(comp))
        for f in comp:
            print('   ', f, '->', ' '.join(sorted(e for e in edges[f] if e in comp)))
    if not bad:
        print(f'ok: {len(edges)} files of src/server call only files below them')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
