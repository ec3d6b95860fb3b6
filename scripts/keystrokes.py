#!/usr/bin/env python3
"""keystrokes.py - plays `arnak play` on a pseudo-terminal as a person who
always takes the first option, and counts the keys pressed (Enter included).

    python3 scripts/keystrokes.py [--arnak build/arnak] [--seeds 1,2,3]
                                  [--game arnak] [--opponent medium | --solo D]
                                  [--size 80x24] [--check] [--same-game OTHER]

Each seed is one whole game, the human in the first seat against the
opponent bot (or alone against the solo rival).  At every prompt the script answers as a player who follows
the first option would: "1" and Enter at a decision, "y" and Enter when
asked to confirm a pass, Enter (no) at the end's questions.  It prints one
line per game (keys, decisions, keys a decision) and the totals.

--check also reads every screen of a decision and reports each one that
does not show together: the score line, the player's resources and hand,
the opponents' last turn in full (no "left out" naming it; with several
opponents their earlier turns may give way to the newest), and every option
of the decision (numbers 1..N).  Exit 1 when a screen fails.

--same-game OTHER compares two terminal programs on the same games: OTHER
(another build of `arnak`, one that numbers the options in the engine's
order, as the terminal did before its options were grouped) plays each
seed first, the person taking option 1 there: the engine's first legal
action.  Then --arnak plays the same seed, the person typing the number
that program gives the same action, found by its text (a decision that
program takes for the person, being the only option, is skipped).  Both
games are played with --plain on the pseudo-terminal (the keys do not
depend on the screen) and saved; their records must hold the same
actions.  One line per seed gives the keys and decisions of each.

The functions are used by tests/cli_term_pty.py too (play_game, screens).
"""
import argparse
import fcntl
import os
import pty
import re
import select
import struct
import sys
import tempfile
import termios
import time

CLEAR = '\033[H\033[2J'
ANSI = re.compile(r'\x1b\[[0-9;]*[A-Za-z]')
OPTION = re.compile(r'(?:^|\s)(\d+)\) \S')


def screens(out):
    """The screens drawn: the lines after each clear up to its prompt."""
    res = []
    for chunk in out.split(CLEAR)[1:]:
        k = chunk.find('\n> ')
        text = chunk[:k + 1] if k >= 0 else chunk
        lines = [ANSI.sub('', l) for l in text.replace('\r', '').split('\n')]
        if lines and lines[-1] == '':
            lines.pop()
        res.append(lines)
    return res


def option_numbers(screen):
    return {int(m) for l in screen for m in OPTION.findall(l)}


def answer(pending):
    """What the first-option player types at the prompt that ends `pending`
    (the output since the last keys), or None when the game is over."""
    tail = pending[-400:]
    if tail.endswith('(y/N) '):
        return 'y\n' if 'Pass' in tail.rsplit('\n', 1)[-1] else '\n'
    if tail.endswith('): '):
        return '\n'
    if tail.endswith('> '):
        return '1\n'
    return None


def reap(pid, fd, out):
    """Waits for the program on the pty to exit (killed after 5 s), reading
    the rest of its output into out; closes the pty.  The exit status, or
    None when it had to be killed."""
    status = None
    for _ in range(100):
        p, st = os.waitpid(pid, os.WNOHANG)
        if p:
            status = os.waitstatus_to_exitcode(st)
            break
        try:
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                out.extend(os.read(fd, 65536))
        except OSError:
            time.sleep(0.05)  # the other side is closed: only wait for the exit
    if status is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    try:
        while True:
            r, _, _ = select.select([fd], [], [], 0.05)
            if not r:
                break
            d = os.read(fd, 65536)
            if not d:
                break
            out.extend(d)
    except OSError:
        pass
    os.close(fd)
    return status


def play_game(argv, cols, rows, env, respond=answer, limit=1200, timeout=600):
    """Runs argv on a pty of cols x rows and answers each prompt with
    respond(output since the last answer).  Returns (output, keys pressed,
    answers given, exit status or None)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
    out, pending = bytearray(), bytearray()
    keys = answers = 0
    end = time.time() + timeout
    alive = True
    while alive and time.time() < end and answers < limit:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                d = os.read(fd, 65536)
            except OSError:
                d = b''
            if not d:
                alive = False
            out.extend(d)
            pending.extend(d)
            continue
        text = ANSI.sub('', pending.decode('utf-8', 'replace').replace('\r', ''))
        s = respond(text) if text.endswith(('> ', '(y/N) ', '): ')) else None
        if s is None:
            continue
        os.write(fd, s.encode())
        keys += len(s)
        answers += 1
        pending.clear()
    status = reap(pid, fd, out)
    return out.decode('utf-8', 'replace'), keys, answers, status


OPTION_LINE = re.compile(r'^ +(\d+)\) (\S.*?)(?: {2,}.*)?$')


def plain_options(text):
    """The options of the decision that ends `text` (plain output): a list
    of (number, the action's text), in the order shown."""
    lines = text.split('\n')[:-1]  # the prompt's line is last
    opts = []
    for line in reversed(lines):
        m = OPTION_LINE.match(line)
        if m:
            opts.append((int(m.group(1)), m.group(2)))
        elif not re.match(r'^ +\[[a-z ]+\]$', line):  # a group's name
            break
    return opts[::-1]


class FirstOption:
    """The person who takes option 1, noting each decision's action and its
    number of options."""

    def __init__(self):
        self.taken = []

    def __call__(self, pending):
        if pending[-400:].endswith('> '):
            opts = plain_options(pending)
            if opts:
                self.taken.append((opts[0][1], len(opts)))
        return answer(pending)


class SameActions:
    """The person who takes the actions `taken` (FirstOption.taken of the
    same game in another program) by their numbers in this one."""

    def __init__(self, taken):
        self.taken, self.at, self.fault = taken, 0, None

    def __call__(self, pending):
        if not pending[-400:].endswith('> ') or self.fault:
            return answer(pending) if not self.fault else None
        opts = plain_options(pending)
        texts = [t for _, t in opts]
        # a single option the other program asked for may be taken here unasked
        while self.at < len(self.taken) and self.taken[self.at][1] == 1 and \
                (len(opts) > 1 or self.taken[self.at][0] not in texts):
            self.at += 1
        if self.at >= len(self.taken) or self.taken[self.at][0] not in texts:
            want = self.taken[self.at][0] if self.at < len(self.taken) else 'nothing'
            self.fault = f'decision {self.at + 1}: {want!r} is not among {texts}'
            return None
        number = opts[texts.index(self.taken[self.at][0])][0]
        self.at += 1
        return f'{number}\n'


def record_actions(path):
    """The actions of a game record, one per line."""
    with open(path) as f:
        text = f.read()
    return text.split('\nactions\n', 1)[1].split('\nend\n', 1)[0].split('\n')


def same_game(a, seeds, cols, rows, env, tmp):
    """--same-game: each seed in a.same_game by option 1, then in a.arnak by
    the same actions; the keys and decisions of each.  Exit status."""
    totals = [[0, 0], [0, 0]]
    bad = 0
    for seed in seeds:
        row = []
        taken = None
        for k, prog in enumerate((a.same_game, a.arnak)):
            rec = os.path.join(tmp, f'same-{seed}-{k}.rec')
            argv = [os.path.abspath(prog), 'play', '--plain', '--game', a.game, '--seed', str(seed),
                    '--seats', f'human,{a.opponent}', '--save', rec]
            who = FirstOption() if k == 0 else SameActions(taken)
            out, keys, answers, status = play_game(argv, cols, rows, env, respond=who)
            text = ANSI.sub('', out.replace('\r', ''))
            prompts = text.count('\n> ') + text.startswith('> ')
            if k == 0:
                taken = who.taken
            elif who.fault:
                print(f'seed {seed}: {who.fault}')
                bad += 1
            if 'Game over after' not in text:
                print(f'seed {seed}: {prog}: NOT OVER')
                bad += 1
            row.append((keys, prompts, rec))
            totals[k][0] += keys
            totals[k][1] += prompts
        same = os.path.exists(row[0][2]) and os.path.exists(row[1][2]) and \
            record_actions(row[0][2]) == record_actions(row[1][2])
        bad += not same
        print(f'seed {seed}: {a.same_game}: {row[0][0]} keys, {row[0][1]} decisions; '
              f'{a.arnak}: {row[1][0]} keys, {row[1][1]} decisions; '
              f'{"the same actions" if same else "THE RECORDS DIFFER"}')
    n = len(seeds)
    for k, prog in enumerate((a.same_game, a.arnak)):
        print(f'total {prog}: {totals[k][0]} keys for {totals[k][1]} decisions over {n} games: '
              f'{totals[k][0] / n:.0f} keys and {totals[k][1] / n:.0f} decisions a game')
    return 1 if bad else 0


def decision_screens(out):
    """The screens of a decision (its options on the last line)."""
    return [s for s in screens(out) if s and OPTION.search(s[-1])]


def screen_faults(s, cols, rows, player='Red'):
    """What a decision's screen lacks of what must be seen together."""
    faults = []
    if len(s) > rows - 1 or any(len(l) > cols for l in s):
        faults.append('larger than the terminal')
    # the options: the lines after the decision (the last line naming the player)
    dec = [i for i, l in enumerate(s) if l.startswith(player + ': ')]
    nums = option_numbers(s[dec[-1] + 1:] if dec else s)
    if not nums or nums != set(range(1, max(nums) + 1)):
        faults.append(f'options {sorted(nums)}')
    if not any(l.startswith('Score now') for l in s):
        faults.append('no score line')
    if not any(l.startswith(player + ': ') and re.search(r'\d', l) for l in s):
        faults.append('no resources')
    if not any(l.startswith('Hand (') for l in s):
        faults.append('no hand')
    note = [l for l in s if l.startswith('left out:')]
    # (with several opponents the others' turns may give way to the newest)
    if note and re.search(r'score|hand|options|last turn|(^|, )turn \(l\)', note[0]):
        faults.append(note[0])
    return faults


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--arnak', default='build/arnak')
    ap.add_argument('--seeds', default='1,2,3,4,5')
    ap.add_argument('--game', default='arnak')
    ap.add_argument('--opponent', default='medium')
    ap.add_argument('--solo', type=int, metavar='D',
                    help='a solo game against the rival at difficulty D instead')
    ap.add_argument('--size', default='80x24')
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--same-game', metavar='OTHER',
                    help='another arnak build: the same games, the same actions in both')
    a = ap.parse_args()
    cols, rows = (int(x) for x in a.size.split('x'))
    tmp = tempfile.mkdtemp(prefix='keystrokes-')
    env = dict(os.environ, XDG_STATE_HOME=os.path.join(tmp, 'state'), TERM='xterm')
    env.pop('COLUMNS', None)
    env.pop('LINES', None)
    total_keys = total_dec = bad = 0
    seeds = [int(x) for x in a.seeds.split(',')]
    if a.same_game:
        return same_game(a, seeds, cols, rows, env, tmp)
    for seed in seeds:
        argv = [os.path.abspath(a.arnak), 'play', '--game', a.game, '--seed', str(seed)]
        argv += (['--players', '1', '--difficulty', str(a.solo)] if a.solo is not None
                 else ['--seats', f'human,{a.opponent}'])
        out, keys, answers, status = play_game(argv, cols, rows, env)
        text = ANSI.sub('', out.replace('\r', ''))
        over = 'Game over after' in text
        dec = decision_screens(out)
        prompts = text.count('\n> ') + text.startswith('> ')
        print(f'seed {seed}: {keys} keys, {prompts} decisions shown, '
              f'{keys / max(prompts, 1):.2f} keys a decision{"" if over else ", NOT OVER"}')
        total_keys += keys
        total_dec += prompts
        bad += not over
        if a.check:
            for i, s in enumerate(dec):
                f = screen_faults(s, cols, rows)
                if f:
                    bad += 1
                    print(f'  screen {i} ({len(option_numbers(s))} options): {"; ".join(f)}')
                    print('    ' + '\n    '.join(s))
    n = len(seeds)
    print(f'total: {total_keys} keys for {total_dec} decisions over {n} games: '
          f'{total_keys / n:.0f} keys and {total_dec / n:.0f} decisions a game')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
