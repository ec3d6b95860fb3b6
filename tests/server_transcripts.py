#!/usr/bin/env python3
"""server_transcripts.py ARNAK DOC DATA_DIR [--update]

Replays protocol transcripts byte for byte against `ARNAK proto --test-tokens`
(games in memory; in the PostgreSQL variant, $ARNAK_TEST_STORE set by
tests/pg_cluster.py, with `--store URL` on a database emptied before each):
every fenced block of DOC (docs/PROTOCOL.md) whose info string is `transcript`, and every
DATA_DIR/*.txt file.  A transcript is lines "> MESSAGE" (sent) and
"< MESSAGE" (expected back, in order); one `arnak proto` process per
transcript.  --update rewrites the expected lines from what the program says
(each reply placed after the message that caused it); review the diff.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pg_cluster  # noqa: E402

BLOCK = re.compile(r"^```transcript\n(.*?)^```\n", re.S | re.M)


def run(arnak, sent):
    store = []
    if pg_cluster.testing():
        pg_cluster.reset()
        store = ["--store", os.environ["ARNAK_TEST_STORE"]]
    p = subprocess.run([arnak, "proto", "--test-tokens", *store], input="".join(s + "\n" for s in sent),
                       capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        raise RuntimeError(f"arnak proto exited {p.returncode}: {p.stderr.strip()}")
    return p.stdout.splitlines()


def parse(text, where):
    sent, want = [], []
    for i, line in enumerate(text.splitlines(), 1):
        if line.startswith("> "):
            sent.append(line[2:])
        elif line.startswith("< "):
            want.append(line[2:])
        elif line.strip():
            raise ValueError(f"{where}: line {i} starts with neither '> ' nor '< '")
    return sent, want


def regenerate(arnak, sent):
    """The transcript with each reply after the message that caused it."""
    out, before = [], []
    for k in range(1, len(sent) + 1):
        now = run(arnak, sent[:k])
        if now[: len(before)] != before:
            raise RuntimeError("output of a prefix changed: not reproducible")
        out.append("> " + sent[k - 1])
        out.extend("< " + line for line in now[len(before):])
        before = now
    return "\n".join(out) + "\n"


def check(arnak, text, where):
    sent, want = parse(text, where)
    got = run(arnak, sent)
    if got == want:
        return True
    for i in range(max(len(got), len(want))):
        g = got[i] if i < len(got) else "(nothing)"
        w = want[i] if i < len(want) else "(nothing)"
        if g != w:
            print(f"FAIL {where}: reply {i + 1} differs\n  got:  {g[:400]}\n  want: {w[:400]}")
            break
    return False


def main():
    args = [a for a in sys.argv[1:] if a != "--update"]
    update = "--update" in sys.argv
    if len(args) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    arnak, doc, data = args
    ok, count = True, 0
    text = open(doc).read()
    blocks = list(BLOCK.finditer(text))
    if not blocks:
        print(f"FAIL {doc}: no transcript blocks")
        return 1
    if update:
        parts, last = [], 0
        for m in blocks:
            sent, _ = parse(m.group(1), doc)
            parts += [text[last:m.start(1)], regenerate(arnak, sent)]
            last = m.end(1)
        parts.append(text[last:])
        open(doc, "w").write("".join(parts))
        text = open(doc).read()
        blocks = list(BLOCK.finditer(text))
    for n, m in enumerate(blocks, 1):
        count += 1
        ok &= check(arnak, m.group(1), f"{doc} transcript {n}")
    for name in sorted(os.listdir(data)):
        if not name.endswith(".txt"):
            continue
        path = os.path.join(data, name)
        if update:
            sent, _ = parse(open(path).read(), path)
            open(path, "w").write(regenerate(arnak, sent))
        count += 1
        ok &= check(arnak, open(path).read(), path)
    print(f"{count} transcripts, {'all' if ok else 'NOT all'} replayed byte for byte")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
