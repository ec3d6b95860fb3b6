#!/usr/bin/env bash
# cli_io_test.sh ARNAK - nothing lost, nothing silently wrong: every failed
# write is an error with its reason and a non-zero exit, records are saved
# atomically and carry a hash over header and state, reading is bounded.
# Each check is named after what broke before it was fixed.
. "$(dirname "$0")/cli_lib.sh"

# selfplay --jsonl > /dev/full exited 0
if [ -w /dev/full ]; then
    "$arnak" selfplay --games 2 --bots random --jsonl >/dev/full 2>"$tmp/err"
    rc=$?
    [ $rc -ne 0 ] && grep -q "No space left" "$tmp/err" && ok || bad "selfplay to /dev/full: rc $rc, $(cat "$tmp/err")"
    "$arnak" bench --quick --games 10 >/dev/full 2>"$tmp/err"
    [ $? -ne 0 ] && ok || bad "bench to /dev/full exits 0"
fi

# selfplay --save-dir FILE exited 0
: >"$tmp/afile"
"$arnak" selfplay --games 1 --bots random --save-dir "$tmp/afile" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -ne 0 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && ok || bad "--save-dir on a file: rc $rc"

# an unwritable --save-dir left 0-byte files and exited 0 (root ignores permissions: skip then)
mkdir "$tmp/ro"
chmod 555 "$tmp/ro"
if ! touch "$tmp/ro/probe" 2>/dev/null; then
    "$arnak" selfplay --games 1 --bots random --save-dir "$tmp/ro" >/dev/null 2>"$tmp/err"
    rc=$?
    [ $rc -ne 0 ] && grep -q "Permission denied" "$tmp/err" && [ -z "$(ls "$tmp/ro")" ] && ok ||
        bad "unwritable --save-dir: rc $rc"
else
    rm -f "$tmp/ro/probe"
fi

# selfplay record names collided across player counts (--players 2 then 4, same seed)
"$arnak" selfplay --games 1 --players 2 --bots random --seed 5 --save-dir "$tmp/recs" >/dev/null 2>&1
"$arnak" selfplay --games 1 --players 4 --bots random --seed 5 --save-dir "$tmp/recs" >/dev/null 2>&1
[ "$(ls "$tmp/recs" | wc -l)" -eq 2 ] && ok || bad "record names collide: $(ls "$tmp/recs")"
rec=$(ls "$tmp"/recs/*-2p-*.rec | head -n 1)

# a record that lost its final hash line replayed with exit 0
grep -v '^hash ' "$rec" >"$tmp/nohash.rec"
"$arnak" replay "$tmp/nohash.rec" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && grep -q "missing 'hash'" "$tmp/err" && ok || bad "record without hash: rc $rc"

# the hash covers the header: editing the seats is detected
sed 's/^seats .*/seats human,human/' "$rec" >"$tmp/seats.rec"
"$arnak" replay "$tmp/seats.rec" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && grep -q "hash mismatch" "$tmp/err" && ok || bad "edited seats: rc $rc"

# records of format 1 and 2 (a hash that misses reordered moves) loaded with no
# word of it: replay, replay --step and play --load warn in one line on stderr;
# a record of the current format loads without one
for golden in "$data/golden-bird-2p.rec" "$data/golden-snake-4p.rec"; do
    "$arnak" replay "$golden" >/dev/null 2>"$tmp/err"
    rc=$?
    [ $rc -eq 0 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
        grep -q "^warning: $golden is a format-1 record: its hash does not cover the order of the moves$" "$tmp/err" &&
        ok || bad "replay $golden: no format warning (rc $rc): $(cat "$tmp/err")"
done
"$arnak" replay --json "$data/golden-bird-2p.rec" 2>"$tmp/err" | python3 -c 'import json,sys; json.load(sys.stdin)' &&
    grep -q "is a format-1 record" "$tmp/err" && ok || bad "replay --json: the warning is not on stderr alone"
"$arnak" replay --step "$data/golden-bird-2p.rec" </dev/null >/dev/null 2>"$tmp/err"
[ "$(grep -c "is a format-1 record" "$tmp/err")" -eq 1 ] && ok || bad "replay --step: no format warning"
"$arnak" replay - <"$data/golden-bird-2p.rec" >/dev/null 2>"$tmp/err"
grep -q "^warning: standard input is a format-1 record" "$tmp/err" && ok || bad "replay -: $(cat "$tmp/err")"
cp "$data/golden-bird-2p.rec" "$tmp/golden.rec"
"$arnak" play --plain --load "$tmp/golden.rec" </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 0 ] && grep -q "^Game over" "$tmp/out" && [ "$(grep -c "is a format-1 record" "$tmp/err")" -eq 1 ] &&
    cmp -s "$tmp/golden.rec" "$data/golden-bird-2p.rec" && ok || bad "play --load of a format-1 record (rc $rc): $(cat "$tmp/err")"
"$arnak" replay "$rec" >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ] && ok || bad "format-3 record warned: $(cat "$tmp/err")"

# arnak replay /dev/zero never ended
timeout 10 "$arnak" replay /dev/zero >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && ok || bad "replay /dev/zero: rc $rc"
# an endless line without NUL bytes is refused once too
timeout 10 bash -c "yes x | tr -d '\n' | \"$arnak\" replay -" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && grep -q "longer than" "$tmp/err" && ok || bad "endless line: rc $rc"

# a UTF-8 byte order mark and CR-only line ends are named
{ printf '\xef\xbb\xbf'; cat "$rec"; } >"$tmp/bom.rec"
"$arnak" replay "$tmp/bom.rec" >/dev/null 2>"$tmp/err"
grep -q "byte order mark" "$tmp/err" && ok || bad "BOM not named: $(cat "$tmp/err")"
head -n 3 "$rec" | tr '\n' '\r' >"$tmp/cr.rec"
"$arnak" replay "$tmp/cr.rec" >/dev/null 2>"$tmp/err"
grep -q "carriage return" "$tmp/err" && ok || bad "CR line ends not named: $(cat "$tmp/err")"

# save over a good file is atomic: a failing save leaves it whole and no temporary file
cp "$rec" "$tmp/good.rec"
chmod 555 "$tmp"
if ! touch "$tmp/probe" 2>/dev/null; then
    printf 'save %s/good.rec\nquit\n' "$tmp" | "$arnak" play --plain --seed 4 --seats human,random >/dev/null 2>&1
    chmod 755 "$tmp"
    cmp -s "$rec" "$tmp/good.rec" && [ -z "$(ls "$tmp" | grep tmp)" ] && ok || bad "failed save damaged the file"
else
    rm -f "$tmp/probe"
    chmod 755 "$tmp"
fi

# terminal input: a NUL byte was a silent cut, an endless line grew memory without
# bound; now each is one error line and the game goes on where it was
for game in "" "--game lost-cities"; do
    long=$(head -c 3000 /dev/zero | tr '\0' x)
    # shellcheck disable=SC2086
    printf '%s\nhelp\0junk\nquit\n' "$long" |
        "$arnak" play $game --plain --seed 4 --seats human,random >"$tmp/in.out" 2>"$tmp/in.err"
    rc=$?
    [ $rc -eq 0 ] && grep -q "too long" "$tmp/in.err" && grep -q "NUL byte" "$tmp/in.err" &&
        grep -q "quit" "$tmp/in.out" && ok || bad "play $game: over-long or NUL input line (rc $rc): $(cat "$tmp/in.err")"
    # shellcheck disable=SC2086
    timeout 20 "$arnak" play $game --plain --seed 4 --seats human,random </dev/zero >/dev/null 2>"$tmp/in.err"
    rc=$?
    [ $rc -ne 124 ] && [ "$(wc -l <"$tmp/in.err")" -le 2 ] && ok || bad "play $game </dev/zero: rc $rc, $(wc -l <"$tmp/in.err") error lines"
done
# explain: any component by name, an unknown one gets one line
printf 'explain Sea Turtle\nexplain g03\nexplain dragon\nquit\n' |
    "$arnak" play --plain --seed 4 --seats human,random >"$tmp/ex.out" 2>"$tmp/ex.err"
grep -q "Sea Turtle (item, costs 3 coins" "$tmp/ex.out" && grep -q "G03 (guardian" "$tmp/ex.out" &&
    [ "$(grep -c "nothing is called 'dragon'" "$tmp/ex.err")" -eq 1 ] && ok || bad "explain in play"
# Lost Cities and Quetzal explain their own names (they explained nothing)
printf 'explain wager\nexplain dragon\nquit\ny\n' |
    "$arnak" play --game lost-cities --plain --seed 4 --seats human,random --no-autosave >"$tmp/ex.out" 2>"$tmp/ex.err"
grep -q "no wager cards" "$tmp/ex.out" && [ "$(grep -c "nothing is called 'dragon'" "$tmp/ex.err")" -eq 1 ] &&
    ok || bad "explain in lost-cities: $(cat "$tmp/ex.err")"
printf 'explain temple-discount\nexplain place small-temple 2adv\nquit\ny\n' |
    "$arnak" play --game quetzal --plain --seed 4 --seats human,random --no-autosave >"$tmp/ex.out" 2>"$tmp/ex.err"
grep -q "Temple discount (temple-discount): Every Temple space costs you 1 coin less" "$tmp/ex.out" &&
    grep -q "The Small Temple (small-temple)" "$tmp/ex.out" && ok || bad "explain in quetzal: $(cat "$tmp/ex.err")"

# hint: the search's five best options by their numbers in the decision, the same
# every time for the same position
# (--no-autosave: a second game of the same seed autosaves to another file name)
printf 'hint\nquit\n' | "$arnak" play --plain --seed 4 --seats human,random --no-autosave >"$tmp/h1.out" 2>&1
printf 'hint\nquit\n' | "$arnak" play --plain --seed 4 --seats human,random --no-autosave >"$tmp/h2.out" 2>&1
# (the "thinking (about N s)" line is an estimate from the clock: left out of the comparison)
[ "$(grep -cE '^ +[1-9][0-9]?\) .* tried [0-9]+ times, value [01]\.[0-9][0-9]$' "$tmp/h1.out")" -eq 5 ] &&
    grep -q "thinking (" "$tmp/h1.out" &&
    cmp -s <(grep -v "thinking (" "$tmp/h1.out") <(grep -v "thinking (" "$tmp/h2.out") && ok ||
    bad "hint: $(grep -A6 likes "$tmp/h1.out")"

finish "cli_io"
