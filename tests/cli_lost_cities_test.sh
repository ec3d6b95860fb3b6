#!/usr/bin/env bash
# cli_lost_cities_test.sh ARNAK - Lost Cities through the terminal game
# (src/cli/play.c, the same loop as Arnak's) and the generic tools: a whole scripted game in
# --plain mode against a bot, bad input lines (unknown text, a number out of
# range, an over-long line, a NUL byte) answered with one line each, undo,
# save and replay of the record, --load (the record names its game; an older
# format is flagged), selfplay with checks, bench.
. "$(dirname "$0")/cli_lib.sh"

# 1. a whole 2-player game against the greedy bot, the human always taking option 1
yes 1 | head -n 20000 | "$arnak" play --game lost-cities --plain --seed 3 --seats human,greedy >"$tmp/play.out" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q "^Game over after [0-9]* decisions (seed 3)" "$tmp/play.out" &&
    grep -q "^total  *[0-9]*  *[0-9]*$" "$tmp/play.out" && grep -q "^Winner: \(Red\|Blue\) " "$tmp/play.out" &&
    grep -q "^artefact_chips " "$tmp/play.out" && ok || bad "scripted game did not finish (rc $rc): $(tail -3 "$tmp/play.out")"
# the bot's draws from the pile are "a card" to the human
grep -q "Blue draws a card from the pile" "$tmp/play.out" && ok || bad "the bot's draw is not redacted"
grep -q "Blue draws [a-z]* [0-9]* from the pile" "$tmp/play.out" && bad "the bot's card is shown" || ok
# every move of the opponent is announced, and each expedition's end is scored:
# the engine's scoring of each side, then the summary by category
[ "$(grep -c "^Blue: " "$tmp/play.out")" -gt 100 ] && ok || bad "the opponent's moves are not announced"
for e in 1 2 3; do
    grep -q "^--- end of expedition $e: Red [0-9]* points ([+-][0-9]*), Blue [0-9]* points" "$tmp/play.out" &&
        ok || bad "no summary of expedition $e"
done
[ "$(grep -c "^  Blue scores [+-][0-9]* for figures: chips" "$tmp/play.out")" -eq 3 ] &&
    [ "$(grep -c "^    Red: figures -\?[0-9]*, tiles [0-9]*, artefacts -\?[0-9]*, floor [0-9]*, chips [0-9]*, artefact_chips [0-9]*$" "$tmp/play.out")" -eq 3 ] &&
    ok || bad "expedition scoring: each side's figures, chips, artefacts"

# the log (`l` was refused), the score, undo, the paths view, hint and quit by one key each
printf 'l\nc\nu\np\nh\nq\ny\n' | "$arnak" play --game lost-cities --plain --seed 4 --seats human,greedy \
    --no-autosave >"$tmp/keys.out" 2>"$tmp/keys.err"
rc=$?
[ $rc -eq 0 ] && grep -q "^(events 1-1 of 1" "$tmp/keys.out" && grep -q "Score now  *figures tiles artefacts floor total$" "$tmp/keys.out" &&
    grep -q "nothing to undo" "$tmp/keys.err" && [ "$(grep -c "^yellow  " "$tmp/keys.out")" -ge 2 ] &&
    grep -qE "^ +[0-9]+\) .* tried [0-9]+ times" "$tmp/keys.out" && grep -q "quitting (seed 4)" "$tmp/keys.out" &&
    [ "$(wc -l <"$tmp/keys.err")" -eq 1 ] && ok || bad "lost-cities one-key commands and log (rc $rc): $(cat "$tmp/keys.err")"

# 2. the short game with the up-or-down paths, by text input in any case
{ for _ in $(seq 1 3000); do echo 1; done; } |
    "$arnak" play --game lost-cities --plain --seed 9 --option length=short --option paths=updown \
        --seats human,random >"$tmp/short.out" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q "length short, paths updown" "$tmp/short.out" && grep -q "^Expedition 1 of 1" "$tmp/short.out" &&
    grep -q "^Game over" "$tmp/short.out" && ok || bad "short updown game (rc $rc)"

# 3. bad input lines: one line on stderr each, the game goes on; undo; save; quit
long=$(head -c 2000 /dev/zero | tr '\0' a)
{
    echo banana
    echo 999
    echo "$long"
    printf 'disc\0ard\n'
    echo "Start Yellow Adventurer"
    echo undo
    echo undo
    echo "save $tmp/mid.rec"
    echo quit
} | "$arnak" play --game lost-cities --plain --seed 4 --seats human,greedy >"$tmp/bad.out" 2>"$tmp/bad.err"
rc=$?
[ $rc -eq 0 ] && [ "$(wc -l <"$tmp/bad.err")" -eq 5 ] && grep -q "too long" "$tmp/bad.err" &&
    grep -q "NUL" "$tmp/bad.err" && grep -q "from 1 to" "$tmp/bad.err" && grep -q "nothing to undo" "$tmp/bad.err" &&
    ok || bad "bad input lines (rc $rc): $(cat "$tmp/bad.err")"
grep -q "Red: starts the yellow path" "$tmp/bad.out" && grep -q "Red: undo" "$tmp/bad.out" && ok ||
    bad "text input / undo"
[ -s "$tmp/mid.rec" ] && grep -q "^game lost-cities" "$tmp/mid.rec" && ok || bad "save"
"$arnak" replay "$tmp/mid.rec" >/dev/null 2>&1 && ok || bad "a mid-game save does not replay"
printf 'quit\n' | "$arnak" play --game lost-cities --plain --load "$tmp/mid.rec" >"$tmp/load.out" 2>&1 &&
    grep -q "resumed" "$tmp/load.out" && ok || bad "--load"

# --load needed --game lost-cities although the record names its game: now the
# record's game is played, with its seats
printf 'quit\ny\n' | "$arnak" play --plain --load "$tmp/mid.rec" >"$tmp/load2.out" 2>"$tmp/load2.err"
rc=$?
[ $rc -eq 0 ] && grep -q "^Lost Cities: The Board Game, 2 players, seed 4" "$tmp/load2.out" &&
    grep -q "^resumed $tmp/mid.rec after [0-9]* actions$" "$tmp/load2.out" && [ ! -s "$tmp/load2.err" ] && ok ||
    bad "--load without --game (rc $rc): $(cat "$tmp/load2.err")"
# a --game that is not the record's: one line, exit 1, nothing written
cp "$tmp/mid.rec" "$tmp/mid-before.rec"
"$arnak" play --plain --game arnak --load "$tmp/mid.rec" </dev/null >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
    grep -q "^arnak play: --game arnak: $tmp/mid.rec is a record of lost-cities$" "$tmp/err" &&
    cmp -s "$tmp/mid.rec" "$tmp/mid-before.rec" && ok || bad "--game arnak with a lost-cities record (rc $rc): $(cat "$tmp/err")"
"$arnak" play --plain --game lost-cities --load "$data/golden-bird-2p.rec" </dev/null >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "is a record of arnak$" "$tmp/err" && ok ||
    bad "--game lost-cities with an arnak record (rc $rc): $(cat "$tmp/err")"
# the seats of --seats are checked against the record's players
"$arnak" play --plain --load "$tmp/mid.rec" --seats human,greedy,greedy </dev/null >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 2 ] && grep -q "names 3 seats for 2 players" "$tmp/err" && ok || bad "--load --seats count (rc $rc)"
# a format-2 record (its hash misses reordered moves) loads without --game, with one warning line
cp "$data/lost-cities-2p-format2.rec" "$tmp/f2.rec"
printf 'quit\ny\n' | "$arnak" play --plain --load "$tmp/f2.rec" >"$tmp/f2.out" 2>"$tmp/f2.err"
rc=$?
[ $rc -eq 0 ] && grep -q "^resumed $tmp/f2.rec after 120 actions$" "$tmp/f2.out" && [ "$(wc -l <"$tmp/f2.err")" -eq 1 ] &&
    grep -q "^warning: $tmp/f2.rec is a format-2 record: its hash does not cover the order of the moves$" "$tmp/f2.err" &&
    ok || bad "format-2 record loaded without a warning (rc $rc): $(cat "$tmp/f2.err")"
"$arnak" replay "$data/lost-cities-2p-format2.rec" >/dev/null 2>"$tmp/err" && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
    grep -q "is a format-2 record" "$tmp/err" && ok || bad "replay of a format-2 record without a warning"

# 4. bad options: exit 2 and one line on stderr
for args in "play --game lost-cities --players 9" "play --game lost-cities --option size=big" \
    "play --game lost-cities --option length=medium" "play --game nogame" "play --game lost-cities --seats human,bogus"; do
    # shellcheck disable=SC2086
    "$arnak" $args </dev/null >/dev/null 2>"$tmp/err"
    rc=$?
    [ $rc -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && ok || bad "'arnak $args': rc $rc, $(cat "$tmp/err")"
done

# 5. selfplay with checks and saved records that replay, bench
"$arnak" selfplay --game lost-cities --games 3 --players 2,3,4 --bots greedy,random,greedy,random --check \
    --save-dir "$tmp/recs" >"$tmp/sp.out" 2>&1
rc=$?
[ $rc -eq 0 ] && [ "$(ls "$tmp"/recs | wc -l)" -eq 9 ] && ok || bad "selfplay (rc $rc)"
for f in "$tmp"/recs/*; do "$arnak" replay "$f" >/dev/null 2>&1 || bad "replay $f"; done
"$arnak" replay --json --view 1 "$(ls "$tmp"/recs/* | head -1)" >"$tmp/view.json" 2>&1 &&
    grep -q '"viewer":0' "$tmp/view.json" && ! grep -q '"hidden"' "$tmp/view.json" && ok || bad "replay --json --view 1"
"$arnak" bench --game lost-cities -n 200 >"$tmp/bench.out" 2>&1 && grep -q "games/s" "$tmp/bench.out" && ok ||
    bad "bench"

finish "cli lost-cities"
