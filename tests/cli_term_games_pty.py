#!/usr/bin/env python3
"""cli_term_games_pty.py ARNAK TMPDIR [GAME:PLAYERS ...] - whole games of Lost
Cities and Quetzal on the screen of a terminal of 80x24.

Each game runs `arnak play` on a pseudo-terminal (python3's pty module) whose
output goes through a small emulation of the terminal's screen (Screen: the
cursor, clearing, autowrap at the last column, scrolling at the last row).
Red is a person who takes a random option of those the screen shows, by
typing its label as the screen shows it; the other seats are bots.  At every
decision the screen must show together (Screen.faults, decision_faults):

* nothing beyond row 24 (no line scrolled off the top) or column 80 (no line
  wrapped by the terminal);
* the score of every player, Red's resources and hand (the hand's count and
  its cards agreeing);
* the opponents' last turn: each opponent's newest turn since Red's last
  action, every action of it as `arnak replay --step --view 1` writes it
  (with several opponents, only the newest turn when the screen says the
  others' turns are left out);
* every option, numbered 1..N, none cut (`~`), none of them left out;
* no line twice in a row, no turn line that says its action twice.

Each label typed must be taken (no error, the record's next action is that
label).  After the game the last lines are wrapped at the width (the final
score table, another part's, is not checked here).  Exit 0 when every check
passes.
"""
import os
import pty
import random
import re
import select
import struct
import subprocess
import sys
import termios
import fcntl
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'scripts'))
from keystrokes import ANSI, reap  # noqa: E402

COLS, ROWS = 80, 24
NAMES = ('Red', 'Blue', 'Yellow', 'Green', 'Purple')
CSI = re.compile(r'\x1b\[([0-9;?]*)([A-Za-z])')
OPTION = re.compile(r'(?:^|(?<=\s))(\d+)\) (\S(?:\S| (?! ))*)')
# the games, their player counts, seeds and opponents (a few games: the
# suite's time is short)
GAMES = {
    'lost-cities': {2: (3, 'greedy'), 3: (5, 'greedy')},
    'quetzal': {2: (2, 'random'), 3: (1, 'random'), 5: (4, 'random')},
}


class Screen:
    """The terminal's screen: cols x rows cells, the cursor, autowrap at the
    last column (as xterm: the wrap happens at the next character), a scroll
    at the last row.  Counts the wraps and scrolls since the last clear."""

    def __init__(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.clear()
        self.wraps, self.scrolls = [], 0

    def clear(self):
        self.grid = [[' '] * self.cols for _ in range(self.rows)]
        self.r = self.c = 0
        self.pending = False
        self.wraps, self.scrolls = [], 0

    def line(self, r):
        return ''.join(self.grid[r]).rstrip()

    def newline(self):
        self.pending = False
        if self.r == self.rows - 1:
            self.grid.pop(0)
            self.grid.append([' '] * self.cols)
            self.scrolls += 1
        else:
            self.r += 1

    def csi(self, params, op):
        args = [int(x) if x.isdigit() else 0 for x in params.split(';')] if params else []
        if op == 'H':
            self.r = min(max((args[0] if args else 1) - 1, 0), self.rows - 1)
            self.c = min(max((args[1] if len(args) > 1 else 1) - 1, 0), self.cols - 1)
            self.pending = False
        elif op == 'J' and args and args[0] == 2:
            keep = (self.r, self.c)
            self.clear()
            self.r, self.c = keep
        elif op == 'K':
            for k in range(self.c, self.cols):
                self.grid[self.r][k] = ' '
            self.pending = False

    def feed(self, text):
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == '\x1b':
                m = CSI.match(text, i)
                if m:
                    self.csi(m.group(1), m.group(2))
                    i = m.end()
                    continue
                i += 2
                continue
            if ch == '\r':
                self.c, self.pending = 0, False
            elif ch == '\n':
                self.newline()
            elif ch == '\b':
                self.c, self.pending = max(self.c - 1, 0), False
            elif ch >= ' ':
                if self.pending:
                    self.wraps.append(self.line(self.r))
                    self.c = 0
                    self.newline()
                self.grid[self.r][self.c] = ch
                if self.c == self.cols - 1:
                    self.pending = True
                else:
                    self.c += 1
            i += 1

    def above_cursor(self):
        """The lines above the cursor's (the prompt's) row."""
        return [self.line(r) for r in range(self.r)]


def record_actions(path):
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return None
    lines = text.split('\n')
    if 'actions' not in lines or 'end' not in lines:
        return None
    k = lines.index('actions') + 1
    return lines[k:lines.index('end', k)]


def named(text, players):
    """Players named as the terminal names them (P2 -> Blue)."""
    return re.sub(r'\bP([1-%d])\b' % players, lambda m: NAMES[int(m.group(1)) - 1], text)


def replay_texts(arnak, rec, players):
    """Each action of the record as Red may see it: (player, text, round)."""
    out = subprocess.run([arnak, 'replay', '--step', '--view', '1', rec], capture_output=True,
                         text=True).stdout
    acts, rnd = [], 0
    for line in out.split('\n'):
        m = re.match(r'^ +\d+\. P(\d): (.*)$', line)
        if m:
            acts.append((int(m.group(1)) - 1, named(m.group(2), players), rnd))
        elif line.startswith('-- round '):
            rnd += 1
    return acts


def screen_options(lines):
    """The options on the lines after the decision: {number: label}."""
    opts = {}
    for l in lines:
        for num, label in OPTION.findall(l):
            opts.setdefault(int(num), label)
    return opts


def newest_turns(acts, n, players):
    """Indices of each opponent's newest turn among the opponents' actions
    since Red's last action before action n: (all of them, the newest
    turn alone).  A turn is a player's actions in a row in one round."""
    k = n
    while k > 0 and acts[k - 1][0] == 0:
        k -= 1
    start = k
    while start > 0 and acts[start - 1][0] != 0:
        start -= 1
    span = list(range(start, k))
    runs = []
    for i in span:
        if runs and acts[runs[-1][-1]][0::2] == acts[i][0::2]:
            runs[-1].append(i)
        else:
            runs.append([i])
    newest = {}
    for r in runs:
        newest[acts[r[0]][0]] = r
    whole = sorted(i for r in newest.values() for i in r)
    return whole, runs[-1] if runs else []


HAND = {
    # Lost Cities: "Hand (8): yellow 2; white 1,1; red 0,3,3,8,10"
    'lost-cities': lambda cards: len(re.findall(r'\d+', cards)),
    # Quetzal: "Hand (5): vase tablet x2 weapon mummy+coin"
    'quetzal': lambda cards: sum(int(m.group(2) or 1) for m in
                                 re.finditer(r'(\S+)(?: x(\d+))?(?=\s|$)', cards)
                                 if not m.group(1).startswith('x')),
}
RESOURCES = {'lost-cities': re.compile(r'^Red: chips -?\d+ \| artefact tiles \d+'),
             'quetzal': re.compile(r'^Red: -?\d+ VP, \d+ coins?, Discovery \d+')}


def entry(lines, i):
    """Line i and its continuation lines (indented), joined."""
    k = i + 1
    while k < len(lines) and lines[k].startswith(' '):
        k += 1
    return ' '.join(l.strip() for l in lines[i:k])


def decision_faults(game, players, snap, acts):
    """What the screen of one decision lacks (a list of lines)."""
    lines, faults = snap['lines'], []
    if snap['scrolls']:
        faults.append(f'{snap["scrolls"]} lines beyond row {ROWS}')
    if snap['wraps']:
        faults.append(f'lines beyond column {COLS}: {snap["wraps"][:2]}')
    dec = [i for i, l in enumerate(lines) if l.startswith('Red: ') and not RESOURCES[game].match(l)]
    opts = screen_options(lines[dec[-1] + 1:]) if dec else {}
    if not opts or set(opts) != set(range(1, max(opts) + 1)):
        faults.append(f'options {sorted(opts)}')
    cut = [f'{k}) {v}' for k, v in opts.items() if v.endswith('~')]
    if cut:
        faults.append(f'cut labels {cut}')
    note = [l for l in lines if l.startswith('left out:')]
    if note and re.search(r'score|hand|options|last turn|(^|, )turn \(l\)', note[0]):
        faults.append(note[0])
    score = [i for i, l in enumerate(lines) if l.startswith('Score now')]
    if not score:
        faults.append('no score')
    else:
        s = lines[score[0]]
        table = [l.split()[0] for l in lines[score[0] + 1:score[0] + 1 + players] if l.split()]
        if not (s.startswith('Score now:') and all(f'{NAMES[p]} ' in s for p in range(players))) \
                and table != list(NAMES[:players]):
            faults.append(f'the score of every player: {lines[score[0]:score[0] + players + 1]}')
    res = [l for l in lines if RESOURCES[game].match(l)]
    if not res:
        faults.append('no resources')
    elif re.search(r'(^|[^\d])1 coins', res[0]):
        faults.append(f'"1 coins": {res[0]!r}')
    # the hand and its continuation lines
    hand = [re.match(r'^Hand \((\d+)\):(.*)$', entry(lines, i)) for i, l in enumerate(lines)
            if l.startswith('Hand (')]
    if not hand:
        faults.append('no hand')
    elif HAND[game](hand[0].group(2)) != int(hand[0].group(1)):
        faults.append(f'the hand cut: {hand[0].group(0)!r}')
    if game == 'quetzal' and not any(l.startswith('Upgrades: ') for l in lines):
        faults.append('no upgrades')
    flat = re.sub(r' +', ' ', ' '.join(l.strip() for l in lines))
    whole, newest = newest_turns(acts, snap['n'], players)
    want = newest if note and 'turns' in note[0] else whole
    missing = [acts[i][1] for i in want if f'{acts[i][1]}' not in flat]
    if missing:
        faults.append(f'the opponents\' last turn: missing {missing[:3]} of {len(want)}')
    # a line twice in a row, unless the game has that action twice there
    recent = [f'{NAMES[p]}: {t}' for p, t, _ in acts[max(0, snap['n'] - 60):snap['n']]]
    for a, b in zip(lines, lines[1:]):
        if a == b and a.strip() and sum(a == r or a.startswith(r + ' - ') for r in recent) < 2:
            faults.append(f'a line twice: {a!r}')
    for i, l in enumerate(lines):
        m = re.match(r'^(\w+): (.*?) - ([^;|]*)', entry(lines, i))
        if m and m.group(1) in NAMES and (m.group(3).startswith(m.group(2) + ' ') or
                                          set(m.group(3).split()) <= set(m.group(2).split())):
            faults.append(f'a turn line says its action twice: {l!r}')
    return faults


def answer_for(pending):
    """The answer to a question that is not a decision (y/N, a file name)."""
    tail = pending[-400:]
    if tail.endswith('(y/N) '):
        return 'y\n' if 'Pass' in tail.rsplit('\n', 1)[-1] else '\n'
    return '\n'


def play(arnak, tmp, game, players, seed, bot, failures, limit=3000, timeout=240):
    """One whole game; its faults appended to failures.  Returns the number
    of decisions checked."""
    tag = f'{game} {players}p seed {seed}'
    rec = os.path.join(tmp, f'games-{game}-{players}-{seed}.rec')
    if os.path.exists(rec):
        os.unlink(rec)
    argv = [arnak, 'play', '--game', game, '--players', str(players), '--seed', str(seed),
            '--seats', ','.join(['human'] + [bot] * (players - 1)), '--save', rec]
    env = dict(os.environ, XDG_STATE_HOME=os.path.join(tmp, 'games-state'), TERM='xterm')
    env.pop('COLUMNS', None)
    env.pop('LINES', None)
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', ROWS, COLS, 0, 0))
    scr, rnd = Screen(COLS, ROWS), random.Random(seed)
    out, pending = bytearray(), bytearray()
    snaps, typed = [], []  # typed: (record length, label, pending output after it)
    end, last = time.time() + timeout, time.time()
    alive = True
    while alive and time.time() < end and len(snaps) < limit:
        r, _, _ = select.select([fd], [], [], 0.01)
        if r:
            try:
                d = os.read(fd, 65536)
            except OSError:
                d = b''
            if not d:
                alive = False
            out.extend(d)
            pending.extend(d)
            scr.feed(d.decode('utf-8', 'replace'))
            last = time.time()
            continue
        text = ANSI.sub('', pending.decode('utf-8', 'replace').replace('\r', ''))
        if time.time() - last < 0.01 or not text.endswith(('\n> ', '(y/N) ', '): ')) and text != '> ':
            continue
        if typed and typed[-1][2] is None:
            typed[-1][2] = text
            if 'error:' in text and typed[-1][3]:
                # not taken: said once, then the game goes on by the number
                failures.append(f'{tag}: typed {typed[-1][1]!r} at action {typed[-1][0] + 1}: '
                                f'{text[:200]!r}')
                os.write(fd, typed[-1][3].encode())
                typed[-1][3] = None
                pending.clear()
                continue
        if text.endswith('> '):
            acts = record_actions(rec)
            lines = scr.above_cursor()
            snap = {'lines': lines, 'scrolls': scr.scrolls, 'wraps': list(scr.wraps),
                    'n': len(acts) if acts is not None else -1}
            snaps.append(snap)
            dec = [i for i, l in enumerate(lines) if l.startswith('Red: ')]
            opts = screen_options(lines[dec[-1] + 1:]) if dec else {}
            if not opts:
                failures.append(f'{tag}: a decision without options: {lines[-4:]}')
                break
            k = rnd.choice(sorted(opts))
            typed.append([snap['n'], opts[k], None, f'{k}\n'])
            s = opts[k] + '\n'
        else:
            s = answer_for(text)
        os.write(fd, s.encode())
        pending.clear()
    status = reap(pid, fd, out)
    text = ANSI.sub('', out.decode('utf-8', 'replace').replace('\r', ''))
    if 'Game over after' not in text:
        failures.append(f'{tag}: not over (status {status}, {len(snaps)} decisions): {text[-400:]!r}')
        return len(snaps)
    acts = replay_texts(arnak, rec, players)
    final = record_actions(rec) or []
    bad = 0
    for i, snap in enumerate(snaps):
        f = decision_faults(game, players, snap, acts)
        if f and bad < 3:
            failures.append(f'{tag} decision {i} (action {snap["n"] + 1}): ' + '; '.join(f) +
                            '\n    ' + '\n    '.join(snap['lines']))
        bad += bool(f)
    if bad:
        failures.append(f'{tag}: {bad} of {len(snaps)} decisions fail')
    for n, label, after, again in typed:
        if again is None:
            continue  # said when it was refused
        took = final[n] if 0 <= n < len(final) else None
        ok = after is not None and 'error:' not in after and took is not None and \
            (took.lower() == label.lower() or took.lower().endswith(' ' + label.lower()) and
             took.count(' ') == label.count(' ') + 1)
        if not ok:
            failures.append(f'{tag}: typed {label!r} at action {n + 1}: took {took!r}; '
                            f'{(after or "")[:200]!r}')
            break
    raw = out.decode('utf-8', 'replace')
    failures.extend(f'{tag}: {f}' for f in end_faults(raw[raw.rfind('\n> '):]))
    return len(snaps)


def visible_lines(raw):
    """The lines of raw output as a terminal as wide as they need shows them:
    a carriage return goes back to the line's start, an erase (ESC [K) drops
    the rest of the line."""
    res = []
    for seg in raw.split('\n'):
        cells, c, i = [], 0, 0
        while i < len(seg):
            m = CSI.match(seg, i)
            if m:
                if m.group(2) == 'K':
                    del cells[c:]
                i = m.end()
                continue
            ch = seg[i]
            if ch == '\r':
                c = 0
            elif ch >= ' ':
                cells[c:c + 1] = [ch]
                c += 1
            i += 1
        res.append(''.join(cells).rstrip())
    return res


def end_faults(raw):
    """The lines after the last decision, to the end of the game: each
    wrapped at the width, a word cut by none.  The final score table
    ("Final scores" to the winner) is another part's and not checked."""
    faults, table = [], False
    for l in visible_lines(raw):
        table = table or l.startswith('Final scores')
        if table:
            table = not l.startswith('Winner')
            continue
        if len(l) > COLS:
            faults.append(f'a line of the end beyond column {COLS}: {l[:100]!r}')
    return faults[:3]


def main():
    arnak, tmp = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.makedirs(tmp, exist_ok=True)
    which = sys.argv[3:] or [f'{g}:{p}' for g in GAMES for p in GAMES[g]]
    failures = []
    for w in which:
        # GAME:PLAYERS, or GAME:PLAYERS:SEED:BOT for another game
        game, players, *more = w.split(':')
        players = int(players)
        seed, bot = (int(more[0]), more[1]) if more else GAMES[game][players]
        t = time.time()
        n = play(arnak, tmp, game, players, seed, bot, failures)
        print(f'{game} {players} players, seed {seed}: {n} decisions checked in {time.time() - t:.1f} s')
    for f in failures:
        print('FAIL:', f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
