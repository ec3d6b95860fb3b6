#!/usr/bin/env bash
# cli_replay_step_test.sh ARNAK - `arnak replay --step`: a record walked move by
# move for every viewer; each action once, in order, with its events, a score
# table at every round end, the winner; what one player could not see stays
# hidden; a damaged record is refused before anything is shown.
. "$(dirname "$0")/cli_lib.sh"

for rec in "$data/golden-bird-2p.rec" "$data/golden-snake-4p.rec"; do
    name=$(basename "$rec")
    actions=$("$arnak" replay "$rec" | sed -n 's/.*, \([0-9]*\) actions, hash.*/\1/p')
    "$arnak" replay --step "$rec" </dev/null >"$tmp/all" 2>&1
    rc=$?
    [ $rc -eq 0 ] && ok || bad "$name: exit $rc"
    # every action exactly once, numbered 1..N in order
    grep -E '^ *[0-9]+\. P[1-4]: ' "$tmp/all" | sed -E 's/^ *([0-9]+)\..*/\1/' >"$tmp/nums"
    seq 1 "$actions" | cmp -s - "$tmp/nums" && ok || bad "$name: actions not numbered 1..$actions"
    for r in 1 2 3 4; do
        grep -q "^-- end of round $r$" "$tmp/all" && ok || bad "$name: no summary of round $r"
    done
    grep -q "^-- end of round 5 (game over)$" "$tmp/all" && grep -q "^winner: P[1-4]" "$tmp/all" && ok ||
        bad "$name: no final table or winner"
    # the winner line agrees with the plain replay
    [ "$(grep '^winner:' "$tmp/all")" = "$("$arnak" replay "$rec" | grep '^winner:')" ] && ok ||
        bad "$name: winner differs from arnak replay"
    # seen by P1: nobody else's drawn cards are named; P1's own are
    "$arnak" replay --step --view 1 "$rec" </dev/null >"$tmp/v1" 2>&1 && ok || bad "$name: --view 1 failed"
    ! grep -qE '^ +P[2-4] draws [A-Z]' "$tmp/v1" && ok || bad "$name: P1's view names another player's draw"
    grep -qE '^ +P1 draws [A-Z]' "$tmp/v1" && ok || bad "$name: P1's view does not name P1's own draws"
    grep -qE '^ +P[2-4] draws [A-Z]' "$tmp/all" && ok || bad "$name: the full view hides draws"
    # regression: another player's played card had an empty text ("P2: ") in P1's view
    ! grep -qE '^ *[0-9]+\. P[1-4]: *$' "$tmp/v1" && grep -qE '^ *[0-9]+\. P2: plays ' "$tmp/v1" && ok ||
        bad "$name: an action without text in P1's view"
done

# solo: a site the rival discovered is the rival's alone; the player's step in
# which the rival's turn came was followed by "P1 discovers" that site too
"$arnak" selfplay --games 2 --players 1 --difficulty 3 --bots greedy --save-dir "$tmp/solo" >/dev/null 2>&1 &&
    ok || bad "solo selfplay failed"
rival_sites=0
for rec in "$tmp"/solo/*.rec; do
    "$arnak" replay --step "$rec" </dev/null >"$tmp/solo.txt" 2>&1 && ok || bad "solo replay --step $rec failed"
    sed -n 's/^ *Rival discovers \(P[0-9]*\):.*/\1/p' "$tmp/solo.txt" >"$tmp/rival"
    sed -n 's/^ *P1 discovers \(P[0-9]*\):.*/\1/p' "$tmp/solo.txt" >"$tmp/mine"
    rival_sites=$((rival_sites + $(wc -l <"$tmp/rival")))
    # each game discovers a site once: no site in both lists
    [ -z "$(sort -u "$tmp/rival" | comm -12 - <(sort -u "$tmp/mine"))" ] && ok ||
        bad "solo: a site the rival discovered is credited to P1: $(sort -u "$tmp/rival" | comm -12 - <(sort -u "$tmp/mine") | tr '\n' ' ')"
done
[ "$rival_sites" -gt 0 ] && ok || bad "solo: no rival discovery to check"

# a damaged record: exit 1, one line, nothing on standard output
sed 's/^pass$/dig P99/' "$data/golden-bird-2p.rec" >"$tmp/broken.rec"
"$arnak" replay --step "$tmp/broken.rec" </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && ok ||
    bad "damaged record: rc $rc"
# options that do not go together
"$arnak" replay --step --json "$data/golden-bird-2p.rec" </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && ok || bad "--step --json accepted"
"$arnak" replay --step --view 3 "$data/golden-bird-2p.rec" </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && ok || bad "--view 3 of a 2-player game accepted"

finish "replay --step"
