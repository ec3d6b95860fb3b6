#!/usr/bin/env bash
# load_figures.sh [ARNAK] [LOOP...|pg2] - the server's load figures, one line per run:
# `arnak serve` on a fresh data folder (limits off: every client is 127.0.0.1), then
# `arnak loadtest` against it, and the server's CPU time from /proc while the test ran
# (so the CPU per action counts the server alone, not the clients).
#
#   bash scripts/load_figures.sh build/arnak uv poll
#
# Runs for each event loop (uv: libuv's, the default; poll: libwebsockets' own):
#   paced    1000 clients, one action a second each, 60 s
#   closed   100 clients in a closed loop (no think time), 10 s
#   idle     5000 connections with a game each, nearly idle (an action a minute), 30 s:
#            the server's memory (VmRSS) and CPU share
# pg2 instead of a loop: PostgreSQL with two `arnak serve --shared` processes (libuv), the
# clients spread over both (loadtest --port P1,P2), CPU and memory the sum of both; the
# database is $ARNAK_PG_URL (each run in a schema of its own: the role needs CREATE on
# the database), else a throw-away cluster of tests/pg_cluster.py (fsync off: then
# commits wait for no disk, and the line says so), under `chrt -r 10` as well.
#
#   bash scripts/load_figures.sh build/arnak pg2
#   ARNAK_PG_URL='postgresql:///arnak' bash scripts/load_figures.sh build/arnak pg2
#
# Server and clients run under `chrt -r 10` when allowed (root), so that the machine's
# other work does not sit in the figures.  LOAD_SECONDS=N shortens the paced run;
# LOAD_RUNS="paced closed" runs only those of the three; LOAD_SERVE="--gather-us 2000"
# gives every server those options too (said in a first line); LOAD_CLIENT=BIN runs the
# clients (`arnak loadtest`) from another build, to compare two servers under one load.
set -euo pipefail
arnak=${1:-build/arnak}
shift || true
loops=("$@")
((${#loops[@]})) || loops=(uv poll)
client=${LOAD_CLIENT:-$arnak}
paced_s=${LOAD_SECONDS:-60}
runs=" ${LOAD_RUNS:-paced closed idle} "
read -r -a serve_extra <<<"${LOAD_SERVE:-}"
[[ -z "${LOAD_SERVE:-}" ]] || echo "arnak serve with: ${LOAD_SERVE}"
rt=()
if chrt -r 10 true 2>/dev/null; then rt=(chrt -r 10); fi
# a server left running by a run cut short is stopped with the script
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT

# The figures of one `arnak loadtest` report ($1) into acts, p50, p99 and errs
# (the caller's locals).
load_numbers() {
    acts=$(sed -n 's/.*actions: \([0-9]*\) acknowledged.*/\1/p' <<<"$1")
    p50=$(sed -n 's/.*p50 \([0-9.]*\) ms.*/\1/p' <<<"$1")
    p99=$(sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p' <<<"$1")
    errs=$(sed -n 's/.*errors: \([0-9]*\); lost actions: \([0-9]*\).*/errors \1, lost \2/p' <<<"$1")
}

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# The CPU ticks of every PostgreSQL process on this machine (its backends come and go
# with the servers' connections: a backend that ended meanwhile is not counted)
pg_cpu_ticks() {
    local t=0 f
    for f in /proc/[0-9]*/stat; do
        read -r line 2>/dev/null <"$f" || continue
        [[ "$line" == *"(postgres)"* ]] || continue
        read -r -a fields <<<"${line##*) }"
        t=$((t + fields[11] + fields[12]))
    done
    echo "$t"
}

# run LOOP NAME CLIENTS SECONDS THINK_MS
run() {
    local loop=$1 name=$2 clients=$3 seconds=$4 think=$5
    local data port pid out c0 c1 hz rss
    data=$(mktemp -d)
    port=$((20000 + RANDOM % 20000))
    "${rt[@]}" "$arnak" serve --port "$port" --data "$data" --event-loop "$loop" \
        --max-conns-per-addr 0 --max-games-per-addr 0 --games-per-min-conn 0 \
        --games-per-min-addr 0 "${serve_extra[@]}" >/dev/null 2>"$data.err" &
    pid=$!
    for _ in $(seq 50); do
        grep -q "arnak serve" "$data.err" 2>/dev/null && break
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
        sleep 0.1
    done
    c0=$(cpu_ticks "$pid")
    out=$("${rt[@]}" "$client" loadtest --port "$port" --clients "$clients" --seconds "$seconds" \
        --think-ms "$think" 2>&1) || true # its errors are on the line
    c1=$(cpu_ticks "$pid")
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    rm -rf "$data" "$data.err"
    hz=$(getconf CLK_TCK)
    local acts p50 p99 errs
    load_numbers "$out"
    awk -v loop="$loop" -v name="$name" -v acts="${acts:-0}" -v s="$seconds" -v p50="$p50" \
        -v p99="$p99" -v cpu="$((c1 - c0))" -v hz="$hz" -v rss="$rss" -v errs="$errs" 'BEGIN {
        ms = cpu * 1000 / hz
        printf "%-5s %-7s %7.0f actions/s  p50 %6s ms  p99 %7s ms  server CPU %6.0f ms (%4.1f %% of a core), %.3f ms an action  RSS %6.1f MB  %s\n",
            loop, name, acts / s, p50, p99, ms, ms / (s * 10), (acts ? ms / acts : 0), rss / 1024, errs }'
}

# ---- PostgreSQL, two processes
here=$(cd "$(dirname "$0")/.." && pwd)
pg_state=""
pg_note=""
# pg_prepare: the throw-away cluster, unless $ARNAK_PG_URL names a database (called once,
# not in a subshell, so that the cluster is known to the runs and stopped at the end)
pg_prepare() {
    if [[ -z "${ARNAK_PG_URL:-}" && -z "$pg_state" ]]; then
        pg_state=$(mktemp -d)
        python3 "$here/tests/pg_cluster.py" start "$pg_state" >&2
        [[ -f "$pg_state/cluster.json" ]] || { echo "no PostgreSQL installed" >&2; exit 1; }
        pg_note="(throw-away cluster, fsync off)"
        # the database under the same priority as the servers (its backends inherit the
        # postmaster's), or under a busy machine the servers wait for it
        if ((${#rt[@]})); then
            local pm
            pm=$(python3 -c "import json; print(json.load(open('$pg_state/cluster.json'))['data'])")
            chrt -r -p 10 "$(head -1 "$pm/postmaster.pid")" >/dev/null
        fi
    fi
}

# pg_url NAME: the URL of an empty store NAME (a schema of its own)
pg_url() {
    local name="load_$1_$$"
    if [[ -n "${ARNAK_PG_URL:-}" ]]; then
        psql -X -q "$ARNAK_PG_URL" -c "DROP SCHEMA IF EXISTS $name CASCADE; CREATE SCHEMA $name" >&2
        local sep='?'
        [[ "$ARNAK_PG_URL" == *\?* ]] && sep='&'
        echo "${ARNAK_PG_URL}${sep}options=-csearch_path%3D$name"
        return
    fi
    ARNAK_PG_CLUSTER=$pg_state python3 -c "import sys; sys.path.insert(0, '$here/tests')
import pg_cluster; print(pg_cluster.fresh('$name'))"
}

# run_pg2 NAME CLIENTS SECONDS THINK_MS
run_pg2() {
    local name=$1 clients=$2 seconds=$3 think=$4
    local url p1 p2 pids=() err out c0=0 c1=0 d0 d1 rss=0 hz
    url=$(pg_url "$name")
    err=$(mktemp)
    p1=$((20000 + RANDOM % 20000))
    p2=$((p1 + 1))
    for port in "$p1" "$p2"; do
        "${rt[@]}" "$arnak" serve --port "$port" --store "$url" --shared \
            --max-conns-per-addr 0 --max-games-per-addr 0 --games-per-min-conn 0 \
            --games-per-min-addr 0 "${serve_extra[@]}" >/dev/null 2>>"$err" &
        pids+=($!)
    done
    for port in "$p1" "$p2"; do
        for _ in $(seq 100); do
            (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
            sleep 0.1
        done
    done
    for pid in "${pids[@]}"; do c0=$((c0 + $(cpu_ticks "$pid"))); done
    d0=$(pg_cpu_ticks)
    out=$("${rt[@]}" "$client" loadtest --port "$p1,$p2" --clients "$clients" \
        --seconds "$seconds" --think-ms "$think" 2>&1) || true # its errors are on the line
    d1=$(pg_cpu_ticks)
    for pid in "${pids[@]}"; do
        c1=$((c1 + $(cpu_ticks "$pid")))
        rss=$((rss + $(awk '/VmRSS/ {print $2}' "/proc/$pid/status")))
        kill "$pid"
        wait "$pid" 2>/dev/null || true
    done
    rm -f "$err"
    hz=$(getconf CLK_TCK)
    local acts p50 p99 errs
    load_numbers "$out"
    awk -v name="$name" -v acts="${acts:-0}" -v s="$seconds" -v p50="$p50" -v p99="$p99" \
        -v cpu="$((c1 - c0))" -v db="$((d1 - d0))" -v hz="$hz" -v rss="$rss" -v errs="$errs" \
        -v note="$pg_note" 'BEGIN {
        ms = cpu * 1000 / hz
        dbms = db * 1000 / hz
        printf "pg2   %-7s %7.0f actions/s  p50 %6s ms  p99 %7s ms  servers CPU %6.0f ms (%4.1f %% of a core), %.3f ms an action, PostgreSQL %.3f ms  RSS %6.1f MB  %s %s\n",
            name, acts / s, p50, p99, ms, ms / (s * 10), (acts ? ms / acts : 0), (acts ? dbms / acts : 0), rss / 1024, errs, note }'
}

for loop in "${loops[@]}"; do
    if [[ "$loop" == pg2 ]]; then
        pg_prepare
        run_pg2 paced 1000 "$paced_s" 1000
        run_pg2 closed 100 10 0
        continue
    fi
    [[ "$runs" != *" paced "* ]] || run "$loop" paced 1000 "$paced_s" 1000
    [[ "$runs" != *" closed "* ]] || run "$loop" closed 100 10 0
    [[ "$runs" != *" idle "* ]] || run "$loop" idle 5000 30 60000
done
if [[ -n "$pg_state" ]]; then
    python3 "$here/tests/pg_cluster.py" stop "$pg_state" >&2
    rm -rf "$pg_state"
fi
