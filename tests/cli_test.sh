#!/usr/bin/env bash
# cli_test.sh ARNAK - end-to-end checks of the `arnak` command as a user or a
# script drives it: a full scripted game in --plain mode, bad options and bad
# input lines (one-line errors, the game continues), selfplay with checks,
# replay of good and damaged records.
. "$(dirname "$0")/cli_lib.sh"

# 1. a whole 2-player game against the greedy bot, the human always taking option 1
yes 1 | head -n 5000 | "$arnak" play --plain --seed 3 --seats human,greedy >"$tmp/play.out" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q "^Game over" "$tmp/play.out" && grep -q "^Winner" "$tmp/play.out" && ok || bad "scripted game did not finish (rc $rc)"

# 2. bad input lines get a one-line error and the game goes on; save writes a record
printf 'banana\n999\n\nsave %s/mid.rec\n1\nquit\n' "$tmp" |
    "$arnak" play --plain --seed 4 --seats human,greedy >"$tmp/bad.out" 2>&1
rc=$?
[ $rc -eq 0 ] && [ -s "$tmp/mid.rec" ] && ok || bad "bad input lines / save (rc $rc)"
"$arnak" replay "$tmp/mid.rec" >/dev/null 2>&1 && ok || bad "a mid-game save does not replay"

# 3. bad options: exit 2 and one line on stderr
for args in "play --players 9" "play --bogus" "selfplay --games x" "replay" "frobnicate"; do
    # shellcheck disable=SC2086
    "$arnak" $args </dev/null >/dev/null 2>"$tmp/err"
    rc=$?
    lines=$(wc -l <"$tmp/err")
    [ $rc -eq 2 ] && [ "$lines" -eq 1 ] && ok || bad "'arnak $args': rc $rc, $lines stderr lines"
done
"$arnak" --help >/dev/null 2>&1 && ok || bad "--help"

# 4. selfplay with invariant checks and record replay, JSON lines
"$arnak" selfplay --games 5 --players 2,3,4 --bots greedy --seed 1 --jsonl --check \
    --save-dir "$tmp/recs" >"$tmp/sp.jsonl" 2>/dev/null
rc=$?
[ $rc -eq 0 ] && [ "$(grep -c '"game"' "$tmp/sp.jsonl")" -eq 15 ] && grep -q '"summary":true' "$tmp/sp.jsonl" && ok ||
    bad "selfplay (rc $rc)"
for f in "$tmp"/recs/*; do "$arnak" replay "$f" >/dev/null 2>&1 || bad "replay $f"; done
ok

# 5. replay: golden records verify, a damaged one is refused with one line, exit 1
"$arnak" replay "$data/golden-bird-2p.rec" >/dev/null 2>&1 && ok || bad "golden replay"
"$arnak" replay --json --view 1 "$data/golden-bird-2p.rec" >"$tmp/view.json" 2>&1 &&
    grep -q '"viewer":0' "$tmp/view.json" && grep -q '"winners":\[' "$tmp/view.json" && ok ||
    bad "replay --json --view 1"
sed 's/^pass$/dig P99/' "$data/golden-bird-2p.rec" >"$tmp/broken.rec"
"$arnak" replay "$tmp/broken.rec" >/dev/null 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "line [0-9]*: 'dig P99'" "$tmp/err" && ok ||
    bad "damaged record: rc $rc, $(cat "$tmp/err")"

# 6. solo against the rival: a whole scripted game, rival turns printed; selfplay per
#    difficulty with checks, byte-identical summaries (no timing without --timing)
yes 1 | head -n 5000 | "$arnak" play --plain --players 1 --difficulty 3 --seed 3 >"$tmp/solo.out" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q "^Game over" "$tmp/solo.out" && grep -q "Rival turns up" "$tmp/solo.out" &&
    grep -q "rival" "$tmp/solo.out" && ok || bad "scripted solo game (rc $rc)"
"$arnak" play --players 1 --difficulty 6 </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && ok || bad "play --difficulty 6 accepted"
"$arnak" selfplay --games 4 --players 1 --difficulty 0,5 --bots greedy --check --save-dir "$tmp/solo-recs" \
    >"$tmp/solo1.txt" 2>&1 && "$arnak" selfplay --games 4 --players 1 --difficulty 0,5 --bots greedy >"$tmp/solo2.txt" 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q "^solo difficulty 0: 4 games" "$tmp/solo1.txt" && grep -q "^solo difficulty 5: 4 games" "$tmp/solo1.txt" &&
    cmp -s "$tmp/solo1.txt" "$tmp/solo2.txt" && ok || bad "solo selfplay per difficulty (rc $rc)"
for f in "$tmp"/solo-recs/*; do
    grep -q "^option difficulty [05]$" "$f" && "$arnak" replay "$f" >/dev/null 2>&1 || bad "solo replay $f"
done

# 7. the command table: every command's --help is written from its row (the same text as
#    `arnak help CMD`, options listed, -h/--help last); an unknown option of any command is
#    one line and exit 2; the game setup options mean the same in every command
"$arnak" --help >"$tmp/main.txt"
for cmd in $(sed -n '/^commands:/,/^$/p' "$tmp/main.txt" | awk 'NR > 1 && $1 != "help" { print $1 }'); do
    "$arnak" "$cmd" --help >"$tmp/h1.txt" 2>&1 && "$arnak" help "$cmd" >"$tmp/h2.txt" 2>&1 &&
        cmp -s "$tmp/h1.txt" "$tmp/h2.txt" && head -1 "$tmp/h1.txt" | grep -q "^usage: arnak $cmd" &&
        tail -1 "$tmp/h1.txt" | grep -q -- "-h, --help  *this text" && ok || bad "'arnak $cmd --help'"
    "$arnak" "$cmd" --no-such-option </dev/null >/dev/null 2>"$tmp/err"
    rc=$?
    [ $rc -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
        grep -q "^arnak $cmd: unknown or ambiguous option '--no-such-option' (see 'arnak $cmd --help')$" "$tmp/err" &&
        ok || bad "'arnak $cmd --no-such-option': rc $rc, $(cat "$tmp/err")"
done
[ "$(sed -n '/^commands:/,/^$/p' "$tmp/main.txt" | wc -l)" -ge 10 ] && ok || bad "arnak --help lists the commands"
for cmd in "play" "selfplay" "arena random"; do
    # shellcheck disable=SC2086
    "$arnak" $cmd --side dragon </dev/null >/dev/null 2>"$tmp/err"
    rc=$?
    [ $rc -eq 2 ] && grep -q "^arnak ${cmd%% *}: --side must be bird or snake, not 'dragon'" "$tmp/err" && ok ||
        bad "'arnak $cmd --side dragon': rc $rc, $(cat "$tmp/err")"
done
"$arnak" selfplay --game lost-cities --option length=short --games 2 --seed 5 >/dev/null 2>&1 && ok ||
    bad "selfplay --option"

# 8. every one-key command that help lists is taken (b_key_refused_though_help_lists_it:
#    `b` was matched after the "board" test and refused as neither an action nor a command)
for key in b c h; do
    printf '%s\nquit\ny\n' "$key" | XDG_STATE_HOME="$tmp/keys" "$arnak" play --plain --seed 3 \
        --seats human,random >"$tmp/key.out" 2>&1
    grep -q "neither a legal action nor a command" "$tmp/key.out" && bad "one-key '$key' refused" || ok
done
printf 'b\nquit\ny\n' | XDG_STATE_HOME="$tmp/keys" "$arnak" play --plain --seed 3 --seats human,random \
    >"$tmp/key.out" 2>&1
[ "$(grep -c '^Card row' "$tmp/key.out")" -ge 2 ] && ok || bad "'b' shows the board again"

finish "cli"
