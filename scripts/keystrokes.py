#!/usr/bin/env python3
"""keystrokes.py - plays `arnak play` on a pseudo-terminal as a person who
always takes the first option, and counts the keys pressed (Enter included).

    python3 scripts/keystrokes.py [--arnak build/arnak] [--seeds 1,2,3]
                                  [--game arnak] [--opponent medium | --solo D]
                                  [--size 80x24] [--check]

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
    a = ap.parse_args()
    cols, rows = (int(x) for x in a.size.split('x'))
    tmp = tempfile.mkdtemp(prefix='keystrokes-')
    env = dict(os.environ, XDG_STATE_HOME=os.path.join(tmp, 'state'), TERM='xterm')
    env.pop('COLUMNS', None)
    env.pop('LINES', None)
    total_keys = total_dec = bad = 0
    seeds = [int(x) for x in a.seeds.split(',')]
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
