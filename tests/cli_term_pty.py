#!/usr/bin/env python3
"""cli_term_pty.py ARNAK TMPDIR - `arnak play` on a pseudo-terminal.

Drives the screen mode (no --plain) through python3's pty module at a given
size and checks every screen drawn: no line wider than the terminal, no
screen taller than it, the decision and its options on the last lines above
the prompt.  Then Ctrl-C (a real SIGINT from the terminal's line discipline)
saves and prints how to resume.  A failed autosave is said on every screen
until a save works, and Ctrl-C with an unwritable autosave asks for another
file (both terminal games).  Exit 0 when every check passes.
"""
import fcntl
import json
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import sys
import termios
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'scripts'))
from keystrokes import (ANSI, CLEAR, option_numbers, plain_options, reap,  # noqa: E402  (the screens as drawn)
                        screen_faults, screens)

OPTION_LAST = re.compile(r'(^|\s)\d+\) \S')  # a line of options

# what the game's questions end with: the prompt, y/N, a file name
PROMPTS = (b'> ', b'(y/N) ', b'): ')


def run(argv, steps, cols, rows, env, quiet=0.3):
    """Runs argv on a pty of cols x rows, sends each step once the program has
    been quiet for a moment (`quiet` seconds after a prompt); returns (output,
    exit status or None)."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))
    out = bytearray()

    def drain(limit=20.0):
        end = time.time() + limit
        last = time.time()
        while time.time() < end:
            r, _, _ = select.select([fd], [], [], 0.05)
            if r:
                try:
                    d = os.read(fd, 65536)
                except OSError:
                    return False
                if not d:
                    return False
                out.extend(d)
                last = time.time()
            elif time.time() - last > quiet and out.endswith(PROMPTS) or time.time() - last > 3:
                return True
        return True

    alive = drain()
    for s in steps:
        if not alive:
            break
        if callable(s):  # something done to the files between two keystrokes
            s()
            continue
        os.write(fd, s.encode())
        alive = drain()
    status = reap(pid, fd, out)
    return out.decode('utf-8', 'replace'), status


def check(name, cond, failures, detail=''):
    if not cond:
        failures.append(f'{name}: {detail}')


def folder_to_file(d):
    """The autosave folder becomes a regular file: every write into it fails
    (for root too, unlike a read-only folder)."""
    def act():
        shutil.rmtree(d)
        open(d, 'w').close()
    return act


def file_to_folder(d):
    def act():
        os.unlink(d)
        os.mkdir(d)
    return act


def unsaved_header(arnak, tmp, env, failures):
    """A failed autosave flashed one error line that the redraw removed, and
    the header kept saying "(saved: FILE)".  Now every screen while the game
    is in no file starts with "NOT SAVED: ...", until a save works: a
    `save FILE` (FILE becomes the autosave file), or the autosave folder
    back (the next autosave)."""
    for game in ('arnak', 'lost-cities'):
        d = os.path.join(tmp, f'pty-fail-{game}')
        if os.path.isdir(d):
            shutil.rmtree(d)
        elif os.path.exists(d):
            os.unlink(d)
        os.mkdir(d)
        other = os.path.join(tmp, f'pty-saved-{game}.rec')
        if os.path.exists(other):
            os.unlink(other)
        auto = os.path.join(d, 'game.rec')
        mark = '\x1b[H\x1b[2J'
        # each phase's screens are told apart by a marker line typed in (an
        # error line: not a command) before the phase
        steps = ['\n', folder_to_file(d), 'phase-a\n', '1\n', '\n', 'phase-b\n', file_to_folder(d), '1\n', '\n',
                 'phase-c\n', folder_to_file(d), '1\n', '\n', f'save {other}\n', 'phase-d\n',
                 '1\n', '\n', '\x03']
        out, status = run([arnak, 'play', '--game', game, '--seed', '4', '--seats', 'human,random',
                           '--save', auto], steps, 80, 24, env)
        tag = f'{game} unsaved header'
        z, rest = out.split('phase-a', 1) if 'phase-a' in out else (out, '')
        a, rest = rest.split('phase-b', 1) if 'phase-b' in rest else (rest, '')
        b, rest = rest.split('phase-c', 1) if 'phase-c' in rest else (rest, '')
        c, e = rest.split('phase-d', 1) if 'phase-d' in rest else (rest, '')

        def marked(part):
            scr = screens(mark + part.split(mark, 1)[1]) if mark in part else []
            return [x for x in scr if x and re.search(r'(^|\s)\d+\) \S', x[-1])]
        sz = marked(z)
        check(f'{tag}: saved at first', sz and not any('NOT SAVED' in l for x in sz for l in x),
              failures, repr(sz[:1]))
        failed = marked(a)
        check(f'{tag}: every redraw after the failure says NOT SAVED', len(failed) >= 2 and all(
            x[0].startswith(f'NOT SAVED: {auto}: cannot create') and len(x) <= 23 for x in failed), failures, repr([x[:2] for x in failed]))
        check(f'{tag}: (saved: FILE) not shown while unsaved',
              not any('(saved: ' in l for x in failed for l in x), failures, '')
        sb = marked(b)
        check(f'{tag}: the autosave works again', sb and
              not any('NOT SAVED' in l for x in sb for l in x), failures, repr([x[:2] for x in sb]))
        sc, sd = marked(c), marked(e)
        check(f'{tag}: failed again', sc and sc[0][0].startswith('NOT SAVED'), failures,
              repr([x[:2] for x in sc]))
        check(f'{tag}: saved after save FILE', f'saved to {other}; the game is autosaved there' in c
              and sd and not any('NOT SAVED' in l for x in sd for l in x), failures,
              repr([x[:2] for x in sd]))
        if game == 'arnak':
            check(f'{tag}: the header names the new file',
                  any(f'(saved: {other})' in ' '.join(l.strip() for l in x) for x in sd), failures, repr([x[:3] for x in sd]))
        check(f'{tag}: Ctrl-C saved', status == 130 and f'resume with: arnak play --load {other}' in out,
              failures, f'status {status}: ' + repr(out[-300:]))
        rep = subprocess.run([arnak, 'replay', other], capture_output=True, text=True)
        check(f'{tag}: the file replays', rep.returncode == 0 and ' actions,' in rep.stdout,
              failures, rep.stdout + rep.stderr)


def unsaved_ctrl_c(arnak, tmp, env, failures):
    """Ctrl-C with an autosave path that cannot be written lost the whole
    game.  Now it asks for another file, again after an error, and saves
    there; the file replays."""
    blocker = os.path.join(tmp, 'pty-blocker')
    open(blocker, 'w').close()
    for game in ('arnak', 'lost-cities'):
        rescued = os.path.join(tmp, f'pty-rescued-{game}.rec')
        if os.path.exists(rescued):
            os.unlink(rescued)
        steps = ['1\n', '\x03', os.path.join(blocker, 'x.rec') + '\n', rescued + '\n']
        out, status = run([arnak, 'play', '--game', game, '--seed', '4', '--seats', 'human,random',
                           '--save', os.path.join(blocker, 'sub', 'game.rec')], steps, 80, 24, env)
        tag = f'{game} Ctrl-C unsaved'
        text = ANSI.sub('', out.replace('\r', ''))
        asks = text.count('Save it to another file (a file name; Enter: leave it unsaved): ')
        check(f'{tag}: asks for another file, again after an error', asks == 2 and
              f'error: {blocker}/x.rec: cannot create' in text, failures, repr(text[-600:]))
        check(f'{tag}: saved there', status == 130 and
              f'resume with: arnak play --load {rescued}' in text, failures,
              f'status {status}: ' + repr(text[-300:]))
        rep = subprocess.run([arnak, 'replay', rescued], capture_output=True, text=True)
        check(f'{tag}: the file replays', rep.returncode == 0 and ' actions,' in rep.stdout,
              failures, rep.stdout + rep.stderr)


FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'data', 'arnak-27-options.rec')
OPPONENT_TURN = ('Blue: discovers P10', 'Blue: pays with traders-scales', 'takes the compass',
                 'Blue: uses an idol slot: 2-tablets', 'Blue: ends the turn')


def many_options(arnak, tmp, env, failures):
    """With 17 options or more the score, resources, hand and events left the
    screen, and numbers moved between screens.  A decision of 27 options
    (tests/data/arnak-27-options.rec: Red to move after Blue's turn): at 80x24
    the score, Red's resources and hand, Blue's whole turn and all 27 options
    are on one screen, and each option keeps its number through a view, an
    error, the help and redraws.  At 60x20 the screen says what it left out."""
    for cols, rows in ((80, 24), (60, 20)):
        rec = os.path.join(tmp, f'pty-27-{cols}.rec')
        shutil.copy(FIXTURE, rec)
        steps = ['\n', 'row\n', '\n', 'no-such-thing\n', '\n', 'help\n', '\n', 'b\n', '\n', 'q\n', 'y\n']
        out, status = run([arnak, 'play', '--load', rec], steps, cols, rows, env)
        tag = f'27 options {cols}x{rows}'
        mains = [x for x in screens(out) if x and 'Red: Choose your main action (or a free action)' in x]
        check(f'{tag}: main screens', len(mains) >= 4, failures, f'{len(mains)}')
        for i, x in enumerate(mains):
            check(f'{tag} screen {i}: size', len(x) <= rows - 1 and all(len(l) <= cols for l in x),
                  failures, repr([l for l in x if len(l) > cols][:2]) + f' {len(x)} lines')
            check(f'{tag} screen {i}: every option', option_numbers(x) == set(range(1, 28)), failures,
                  repr(sorted(option_numbers(x))))
            # the same number names the same option on every screen of the decision
            check(f'{tag} screen {i}: stable numbers', re.search(r'21\) (play )?rope', ' '.join(x)) and
                  re.search(r'27\) pass', ' '.join(x)), failures, repr(x[-6:]))
            text = '\n'.join(x)
            if rows >= 24:
                check(f'{tag} screen {i}: score, resources, hand',
                      any(l.startswith('Score now') for l in x) and
                      any(l.startswith('Red: 5 coins, 4 compasses') for l in x) and
                      'Hand (1): rope' in text, failures, repr(x[:5]))
                flat = ' '.join(l.strip() for l in x)
                check(f'{tag} screen {i}: the opponent\'s whole turn',
                      all(t in flat for t in OPPONENT_TURN), failures, repr(x[:12]))
            else:
                check(f'{tag} screen {i}: says what it left out',
                      any(l.startswith('left out: ') for l in x), failures, repr(x[:4]))
        check(f'{tag}: quit', status == 0, failures, f'status {status}')


LONG_TURN = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'data',
                         'arnak-26-options-long-turn.rec')
# Blue's last turn in that record: each action and what it brought
LONG_TURN_PARTS = ('Blue: discovers P6', 'pays 3 compasses', 'pays with serpent-idol',
                   'takes the exile idol at P6', 'exiles Fear from hand', 'gains 1 compass, 1 jewel',
                   'The G09 wakes at P6', 'uses the assistant A01', 'gains 2 coins',
                   'uses an idol slot: arrowhead', 'places an idol in slot 1',
                   'uses the assistant A12', 'plays exploration-car', 'ends the turn')


def long_turn_many_options(arnak, tmp, env, failures):
    """After a long opponent turn (8 actions), a decision of 26 options lost
    the score line and the start of the turn at 80x24.  Now the score line,
    Red's resources and hand, Blue's whole last turn and all 26 options are
    on one screen, with no "left out"; at 60x20 the screen says what it left
    out and still shows every option."""
    for cols, rows in ((80, 24), (60, 20)):
        rec = os.path.join(tmp, f'pty-long-turn-{cols}.rec')
        shutil.copy(LONG_TURN, rec)
        out, status = run([arnak, 'play', '--load', rec], ['\n', 'q\n', 'y\n'], cols, rows, env)
        tag = f'long turn, 26 options, {cols}x{rows}'
        mains = [x for x in screens(out) if x and 'Red: Choose your main action (or a free action)' in x]
        check(f'{tag}: screens', len(mains) >= 2, failures, f'{len(mains)}')
        for i, x in enumerate(mains):
            dec = x.index('Red: Choose your main action (or a free action)')
            check(f'{tag} screen {i}: size', len(x) <= rows - 1 and all(len(l) <= cols for l in x),
                  failures, f'{len(x)} lines')
            check(f'{tag} screen {i}: every option', option_numbers(x[dec:]) == set(range(1, 27)),
                  failures, repr(sorted(option_numbers(x[dec:]))))
            flat = re.sub(r' +', ' ', ' '.join(l.strip() for l in x))
            note = [l for l in x if l.startswith('left out: ')]
            if rows >= 24:
                check(f'{tag} screen {i}: score line, resources, hand',
                      any(l.startswith('Score now') for l in x) and
                      any(l.startswith('Red: 7 compasses') for l in x) and
                      'Hand (5): exploration-car, grappling-hook, fear, traders-coins, bear-trap' in flat,
                      failures, repr(x[:4]))
                missing = [t for t in LONG_TURN_PARTS if t not in flat]
                check(f'{tag} screen {i}: Blue\'s whole last turn', not missing, failures,
                      f'missing {missing}: ' + repr(x[:dec]))
                check(f'{tag} screen {i}: nothing left out', not note, failures, repr(note))
            else:
                check(f'{tag} screen {i}: says what it left out', len(note) == 1 and
                      all(k in note[0] for k in ('score (c)', 'turn (l)')), failures, repr(note))
                check(f'{tag} screen {i}: the turn\'s newest actions', 'Blue: ends the turn' in flat,
                      failures, repr(x[:dec]))
        check(f'{tag}: quit', status == 0, failures, f'status {status}')


def record_prefix(arnak, rec, k, path):
    """Writes the game of `rec` after its first k actions to path, a record
    that loads (its hash as replaying it gives)."""
    with open(rec) as f:
        head, rest = f.read().split('actions\n', 1)
    acts = rest.split('\nend\n', 1)[0].split('\n')
    body = head + 'actions\n' + ''.join(a + '\n' for a in acts[:k]) + 'end\n'
    with open(path, 'w') as f:
        f.write(body + 'hash 0x0000000000000000\n')
    err = subprocess.run([arnak, 'replay', path], capture_output=True, text=True).stderr
    with open(path, 'w') as f:
        f.write(body + 'hash ' + re.search(r'replay gives (0x[0-9a-f]+)', err).group(1) + '\n')


def turn_starts(arnak, rec, least):
    """Red's decisions that begin a turn right after a turn of Blue's of at
    least `least` actions: (actions before it, Blue's turn as Red sees it).
    A turn ends with "ends the turn" or "passes"; a new round begins anew
    (the round's end asks for the cards kept, which no turn is)."""
    step = subprocess.run([arnak, 'replay', '--step', '--view', '1', rec], capture_output=True,
                          text=True).stdout
    res, turn, k, last = [], [], 0, None
    for line in step.split('\n'):
        m = re.match(r'^ +\d+\. (P\d): (.*)$', line)
        if line.startswith('-- round'):
            turn = []
        if not m:
            continue
        if m.group(1) == 'P1' and last == 'P2' and len(turn) >= least:
            res.append((k, turn))
        if m.group(1) == 'P2':
            turn = [] if last != 'P2' or turn and turn[-1] in ('ends the turn', 'passes') else turn
            turn = turn + [m.group(2)]
        last = m.group(1)
        k += 1
    return res


def options_at(arnak, rec, steps):
    """The number of options of Red's decision after each of `steps` actions
    of the record (the protocol's view_at of a replayed record)."""
    with open(rec) as f:
        text = f.read()
    p = subprocess.Popen([arnak, 'proto'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write(json.dumps({'type': 'replay', 'record': text}) + '\n')
    p.stdin.flush()
    r = json.loads(p.stdout.readline())
    seat = r['seats'][0]
    res = []
    for n in steps:
        p.stdin.write(json.dumps({'type': 'view_at', 'game_id': r['game_id'], 'n': n, 'seat': 0,
                                  'token': seat['token']}) + '\n')
        p.stdin.flush()
        res.append(len(json.loads(p.stdout.readline())['view']['actions']))
    p.stdin.close()
    p.wait()
    return res


def worst_case_screens(arnak, tmp, env, failures):
    """Some decisions of 25 options or more right after a long turn of the
    opponent lost the score line or the start of that turn at 80x24.  This
    searches 200 games of greedy bots (selfplay seeds 7 to 16, 20 games
    each) for Red's decisions that begin a turn after a turn of Blue's of 5
    actions or more, counts each one's options, and loads the worst on the
    pseudo-terminal at 80x24: the most options, the most options and
    actions together, the longest turns among those of 20 options or more.
    On each, the score line, Red's resources and hand, every action of
    Blue's turn and every option are on the screen, and nothing is said to
    be left out.  The worst has 25 options or more."""
    found = []
    for seed in range(7, 17):
        d = os.path.join(tmp, f'pty-search-{seed}')
        shutil.rmtree(d, ignore_errors=True)
        os.mkdir(d)
        subprocess.run([arnak, 'selfplay', '--games', '20', '--seed', str(seed), '--save-dir', d],
                       check=True, capture_output=True)
        for name in sorted(os.listdir(d)):
            rec = os.path.join(d, name)
            starts = turn_starts(arnak, rec, 5)
            for (k, turn), n in zip(starts, options_at(arnak, rec, [k for k, _ in starts])):
                found.append((n, len(turn), rec, k, turn))
    found.sort(key=lambda x: x[:2], reverse=True)
    both = sorted(found, key=lambda x: x[0] + x[1], reverse=True)
    longest = sorted((x for x in found if x[0] >= 20), key=lambda x: x[1], reverse=True)
    check('worst case: a decision of 25 options or more after a long turn',
          found and found[0][0] >= 25 and found[0][1] >= 5, failures, repr(found[:1]))
    worst = []
    for x in found[:4] + both[:3] + longest[:3]:
        if x not in worst:
            worst.append(x)
    for n, length, rec, k, turn in worst:
        at = os.path.join(tmp, 'pty-worst.rec')
        record_prefix(arnak, rec, k, at)
        out, status = run([arnak, 'play', '--load', at, '--seats', 'human,greedy', '--no-autosave'],
                          ['q\n', 'y\n'], 80, 24, env)
        tag = f'worst case {os.path.basename(rec)} at {k} ({n} options, a turn of {length})'
        scr = [x for x in screens(out) if x and OPTION_LAST.search(x[-1])]
        check(f'{tag}: a screen', scr, failures, repr(out[-300:]))
        for x in scr[:1]:
            check(f'{tag}: all of it', not screen_faults(x, 80, 24) and len(option_numbers(x)) == n,
                  failures, f'{screen_faults(x, 80, 24)}: ' + repr(x))
            flat = re.sub(r' +', ' ', ' '.join(l.strip() for l in x))
            missing = [t for t in turn if t not in flat]
            check(f'{tag}: Blue\'s whole turn', not missing, failures, f'missing {missing}: ' + repr(x))


def lost_cities_game(arnak, tmp, env, failures):
    """Lost Cities printed no move of the opponent and no expedition's scoring
    (chips jumped from 15 to 80).  A whole game on the screen at 100x40, the
    human always taking option 1: every move of Blue is on a screen, and each
    of the three expeditions ends with the engine's scoring of each side,
    each figure's points (researcher doubled) adding up to it, then the
    summary by category, and only then "expedition N+1 begins" (it came
    before the summary)."""
    rec = os.path.join(tmp, 'pty-lc-game.rec')
    if os.path.exists(rec):
        os.unlink(rec)
    out, status = run([arnak, 'play', '--game', 'lost-cities', '--seed', '3', '--seats', 'human,greedy',
                       '--save', rec], ['1\n'] * 700, 100, 40, env, quiet=0.05)
    text = ANSI.sub('', out.replace('\r', ''))
    check('lost-cities game: over', 'Game over after' in text, failures, repr(text[-300:]))
    # every move of Blue as the record has it (replay --step sees everything:
    # a draw from the pile names its card there, and only there)
    rep = subprocess.run([arnak, 'replay', '--step', rec], capture_output=True, text=True)
    moves = re.findall(r'^ +\d+\. P2: (.*)$', rep.stdout, re.M)
    plays = [m for m in moves if not m.startswith('draws ')]
    flat = {re.sub(r' +', ' ', l.strip()) for l in text.split('\n')}
    missing = [m for m in plays if not any(l.startswith('Blue: ' + m) for l in flat)]
    check('lost-cities game: every move of the opponent shown', len(plays) > 50 and not missing,
          failures, f'{len(missing)} of {len(plays)} missing: {missing[:3]}')
    draws = len(re.findall(r'^Blue: draws from the pile', text, re.M))
    check('lost-cities game: the opponent\'s draws shown, redacted', draws > 0 and
          not re.search(r'^Blue: draws [a-z]+ \d+ from the pile', text, re.M), failures, f'{draws}')
    for e in (1, 2, 3):
        check(f'lost-cities game: expedition {e} scored',
              re.search(rf'^--- end of expedition {e}: Red \d+ points \([+-]\d+\), Blue \d+ points', text, re.M)
              and len(re.findall(r'^ *Red: figures -?\d+, tiles \d+, artefacts -?\d+, floor \d+, chips \d+, artefact_chips \d+',
                                 text, re.M)) >= e, failures, '')
    check('lost-cities game: the engine\'s scoring of each side',
          len(re.findall(r'Blue scores [+-]\d+ for figures: chips \d+ -> \d+', text)) >= 3, failures, '')
    # each figure's points, the researcher doubled, summed to the engine's
    # figure; then the expedition's summary, then the next expedition: in
    # that order on one screen
    flat = [re.sub(r'\s+', ' ', ' '.join(x)) for x in screens(out)] + [re.sub(r'\s+', ' ', text)]
    for e in (1, 2, 3):
        after = rf'.*?expedition {e + 1} begins' if e < 3 else ''
        gap = r'(?:(?!--- end of).)*?'
        order = re.compile(rf"(?:Red|Blue)'s figures: ([^;]*); total ([+-]\d+){gap}"
                           rf"(?:Red|Blue)'s figures: ([^;]*); total ([+-]\d+){gap}"
                           rf'--- end of expedition {e}: Red \d+ points' + after)
        hit = next((m for f in flat for m in [order.search(f)] if m), None)
        check(f'lost-cities game: expedition {e}: figures, summary, next expedition in order',
              hit is not None, failures, '')
        for k in ((1, 2), (3, 4)) if hit else ():
            items = re.findall(r'step \d+ ([+-]\d+)( doubled ([+-]\d+))?', hit.group(k[0]))
            total = sum(int(c) if b else int(a) for a, b, c in items)
            check(f'lost-cities game: expedition {e}: the figures add up', items and
                  all(int(c) == 2 * int(a) for a, b, c in items if b) and total == int(hit.group(k[1])),
                  failures, hit.group(k[0]))


def resumed_log(arnak, tmp, env, failures):
    """A game resumed with --load after Ctrl-C showed an empty log (the
    actions before the person's last were replayed unlogged).  Now `log`
    after --load shows the game from its first action."""
    save = os.path.join(tmp, 'pty-resume.rec')
    if os.path.exists(save):
        os.unlink(save)
    out, status = run([arnak, 'play', '--seed', '4', '--seats', 'human,random', '--save', save],
                      ['1\n'] * 8 + ['\x03'], 80, 24, env)
    check('resumed log: Ctrl-C saved', status == 130, failures, f'status {status}')
    out, status = run([arnak, 'play', '--load', save], ['log\n', 'log more\n', '\n', 'q\n', 'y\n'],
                      80, 24, env)
    logs = [x for x in screens(out) if x and x[-1].startswith('(events ')]
    m = re.match(r'\(events (\d+)-(\d+) of (\d+)', logs[0][-1]) if logs else None
    flat = ' '.join(' '.join(x) for x in logs)
    check('resumed log: the game from its start', m and int(m.group(3)) >= 20 and
          'Red: digs at P0' in flat, failures,
          repr(logs[0][-3:] if logs else out[-300:]))
    check('resumed log: quit', status == 0, failures, f'status {status}')


def main():
    arnak, tmp = sys.argv[1], sys.argv[2]
    env = dict(os.environ, XDG_STATE_HOME=os.path.join(tmp, 'pty-state'), TERM='xterm')
    env.pop('COLUMNS', None)
    env.pop('LINES', None)
    failures = []
    for cols, rows in ((80, 24), (100, 40), (60, 16)):
        save = os.path.join(tmp, f'pty-{cols}x{rows}.rec')
        if os.path.exists(save):
            os.unlink(save)
        steps = ['\n', 'row\n', '\n', 'sites\n', '\n', 'research\n', '\n', 'players\n', '\n',
                 '1\n', 'log\n', 'log more\n', '\n', 'help\n', '\n', 't\n', '\n', 'V ROW\n', '\n',
                 '\x03']
        out, status = run([arnak, 'play', '--seed', '4', '--seats', 'human,random', '--save', save],
                          steps, cols, rows, env)
        scr = screens(out)
        tag = f'{cols}x{rows}'
        check(f'{tag} screens drawn', len(scr) >= 8, failures, f'{len(scr)} screens')
        main_screens = [s for s in scr if any(l.startswith('Score now') for l in s) or
                        any(l.startswith('left out: ') for l in s)]
        # each view is a screen of its own, starting with its heading
        for head, times in (('Card row', 2), ('Sites', 1), ('Research', 2), ('Assistant supply', 1)):
            k = sum(1 for s in scr if s and s[0].startswith(head))
            check(f'{tag} view {head}', k == times, failures, f'{k} screens')
        check(f'{tag} log view', any(s and s[-1].startswith('(events ') for s in scr), failures, '')
        # what happened is on the main screen (the latest events)
        check(f'{tag} events on the screen', any(any(l.startswith('Red: digs at P0') for l in s)
                                                 for s in main_screens), failures, '')
        check(f'{tag} main screens', len(main_screens) >= 3, failures, f'{len(main_screens)}')
        if not main_screens:
            continue
        for i, s in enumerate(scr):
            wide = [l for l in s if len(l) > cols]
            check(f'{tag} screen {i} width', not wide, failures, repr(wide[:2]))
        for i, s in enumerate(main_screens):
            check(f'{tag} main screen {i} height', len(s) <= rows - 1, failures, f'{len(s)} lines')
            # the decision, then its options, last
            dec = [j for j, l in enumerate(s) if re.match(r'^Red: ', l)]
            opt = re.compile(r'(^|\s)\d+\) \S')
            check(f'{tag} main screen {i} ends with options', s and opt.search(s[-1]), failures,
                  repr(s[-3:]))
            # (options, their continuation lines, the names of their groups)
            check(f'{tag} main screen {i} decision', dec and all(
                opt.search(l) or l.startswith('  ') or re.match(r'^[a-z][a-z ]*:$', l)
                for l in s[dec[-1] + 1:]), failures, repr(s[-6:]))
            if rows >= 24:
                check(f'{tag} main screen {i} shows the hand', any(l.startswith('Hand (') for l in s),
                      failures, repr(s[:6]))
        # a bigger terminal shows more: the hints whole, the header
        if rows >= 40:
            check(f'{tag} uses the room', any(l.startswith('Round 1 ') for l in main_screens[0]),
                  failures, repr(main_screens[0][:3]))
        # Ctrl-C: saved, the way back printed, exit 130
        check(f'{tag} Ctrl-C resume line', f'resume with: arnak play --load {save}' in out, failures,
              repr(out[-300:]))
        check(f'{tag} Ctrl-C status', status == 130, failures, f'status {status}')
        rep = subprocess.run([arnak, 'replay', save], capture_output=True, text=True)
        check(f'{tag} Ctrl-C record', rep.returncode == 0 and ', 1 actions,' in rep.stdout, failures,
              rep.stdout + rep.stderr)
    # any other game (the same loop): lines wrapped at the width, Ctrl-C saves
    save = os.path.join(tmp, 'pty-lc.rec')
    if os.path.exists(save):
        os.unlink(save)
    out, status = run([arnak, 'play', '--game', 'lost-cities', '--seed', '4', '--save', save],
                      ['1\n', 'help\n', '\x03'], 80, 24, env)
    lines = [ANSI.sub('', l) for l in out.replace('\r', '').split('\n')]
    wide = [l for l in lines if len(l) > 80]
    check('lost-cities width', not wide and len(lines) > 20, failures, repr(wide[:2]))
    lc = [x for x in screens(out) if x and re.search(r'\d+\) \S', x[-1])]
    check('lost-cities screens', len(lc) >= 2 and all(len(x) <= 23 for x in lc) and
          any(any(l.startswith('Hand (') for l in x) for x in lc), failures, repr([len(x) for x in lc]))
    check('lost-cities Ctrl-C', status == 130 and
          f'resume with: arnak play --load {save}' in out, failures, repr(out[-200:]))
    unsaved_header(arnak, tmp, env, failures)
    unsaved_ctrl_c(arnak, tmp, env, failures)
    many_options(arnak, tmp, env, failures)
    long_turn_many_options(arnak, tmp, env, failures)
    worst_case_screens(arnak, tmp, env, failures)
    lost_cities_game(arnak, tmp, env, failures)
    resumed_log(arnak, tmp, env, failures)
    for f in failures:
        print('FAIL:', f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
