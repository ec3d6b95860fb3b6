#!/usr/bin/env python3
"""pg_cluster.py - a throw-away PostgreSQL cluster for the tests of the PostgreSQL store.

  pg_cluster.py start STATE_DIR     initdb + pg_ctl start (Debian's /usr/lib/postgresql/*/bin):
                                    data and unix socket under a new temporary folder, a
                                    random port, trust authentication, no TCP; writes
                                    STATE_DIR/cluster.json.  Exit 0 also when PostgreSQL is
                                    not installed (then no cluster.json: the tests skip).
  pg_cluster.py stop STATE_DIR      pg_ctl stop, the temporary folder removed.
  pg_cluster.py with-db NAME -- CMD a fresh store NAME in the cluster of $ARNAK_PG_CLUSTER, CMD
                                    run with ARNAK_TEST_STORE=its postgresql:// URL and
                                    ARNAK_TEST_SCHEMA=NAME; exit 77 (CTest's skip) when
                                    PostgreSQL is not installed.

Each store of a test is a schema of the cluster's one database `arnak` (its URL sets the
search_path), not a database of its own: a schema is made at once, a database is a copy
of a template on disk.

As root, the cluster runs as the `postgres` system user (Debian's package makes it),
which owns the temporary folder.  The cluster runs with fsync off: the tests kill
arnak, never PostgreSQL's machine, and a commit that waits for no disk keeps them fast.

Tests import it: store_args(path) gives ["--store", URL] of a store named after the
path's last part when $ARNAK_TEST_STORE is set (the PostgreSQL variant of a test), else
["--data", path]; psql(name, sql) runs a query in store `name` and returns its rows;
reset() empties the store of $ARNAK_TEST_SCHEMA (the one with-db made).
"""
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

SKIP = 77


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def find_bin():
    """The folder of initdb and pg_ctl (the newest version installed), or None."""
    found = []
    for initdb in glob.glob("/usr/lib/postgresql/*/bin/initdb"):
        ver = os.path.basename(os.path.dirname(os.path.dirname(initdb)))
        if ver.isdigit() and os.path.exists(os.path.join(os.path.dirname(initdb), "pg_ctl")):
            found.append((int(ver), os.path.dirname(initdb)))
    if found:
        return max(found)[1]
    initdb = shutil.which("initdb")
    return os.path.dirname(initdb) if initdb and shutil.which("pg_ctl") else None


def as_owner(argv):
    """argv run as the cluster's owner: `postgres` when we are root."""
    return ["runuser", "-u", "postgres", "--"] + argv if os.geteuid() == 0 else argv


def start(state_dir):
    os.makedirs(state_dir, exist_ok=True)
    state = os.path.join(state_dir, "cluster.json")
    if os.path.exists(state):
        stop(state_dir)
    bindir = find_bin()
    if not bindir:
        print("skip: PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): "
              "the PostgreSQL tests will skip (scripts/setup.sh installs it)")
        return 0
    top = tempfile.mkdtemp(prefix="arnak-pg-")
    if os.geteuid() == 0:
        import pwd
        try:
            pw = pwd.getpwnam("postgres")
        except KeyError:
            fail("running as root, and there is no `postgres` user to run PostgreSQL as")
        os.chown(top, pw.pw_uid, pw.pw_gid)
    data = os.path.join(top, "data")
    r = subprocess.run(as_owner([os.path.join(bindir, "initdb"), "-D", data, "-A", "trust",
                                 "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]),
                       capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        shutil.rmtree(top, ignore_errors=True)
        fail(f"initdb failed: {r.stderr.strip()}")
    for _ in range(20):
        port = random.randint(20000, 60000)
        opts = (f"-k {top} -p {port} -c listen_addresses='' -c fsync=off "
                f"-c full_page_writes=off -c max_connections=100 -c shared_buffers=32MB")
        r = subprocess.run(as_owner([os.path.join(bindir, "pg_ctl"), "-D", data, "-o", opts,
                                     "-l", os.path.join(top, "log"), "-w", "-t", "60", "start"]),
                           capture_output=True, text=True, timeout=90)
        if r.returncode == 0:
            break
    else:
        log = open(os.path.join(top, "log")).read()[-2000:]
        shutil.rmtree(top, ignore_errors=True)
        fail(f"pg_ctl start failed: {r.stderr.strip()}\n{log}")
    c = {"bin": bindir, "top": top, "data": data, "host": top, "port": port}
    psql("postgres", "CREATE DATABASE arnak", c, schema=None)
    with open(state, "w") as f:
        json.dump(c, f)
    print(f"PostgreSQL {os.path.basename(os.path.dirname(bindir))} up: socket in {top}, "
          f"port {port}")
    return 0


def stop(state_dir):
    state = os.path.join(state_dir, "cluster.json")
    if not os.path.exists(state):
        return 0
    c = json.load(open(state))
    t0 = time.time()
    # immediate: nothing of a throw-away cluster needs writing out
    subprocess.run(as_owner([os.path.join(c["bin"], "pg_ctl"), "-D", c["data"], "-m", "immediate",
                             "-w", "stop"]), capture_output=True, text=True, timeout=120)
    stopped = time.time()
    shutil.rmtree(c["top"], ignore_errors=True)
    os.unlink(state)
    print(f"PostgreSQL stopped in {stopped - t0:.1f} s and removed in {time.time() - stopped:.1f} s")
    return 0


def cluster():
    """The running cluster of $ARNAK_PG_CLUSTER, or None (not installed: skip)."""
    d = os.environ.get("ARNAK_PG_CLUSTER")
    if not d:
        fail("ARNAK_PG_CLUSTER is not set (the PostgreSQL tests run under ctest)")
    state = os.path.join(d, "cluster.json")
    return json.load(open(state)) if os.path.exists(state) else None


def url(name, c=None):
    """The URL of store `name`: schema `name` of database arnak."""
    c = c or cluster()
    return (f"postgresql:///arnak?host={c['host']}&port={c['port']}&user=postgres"
            f"&options=-csearch_path%3D{name}")


def psql(name, sql, c=None, schema=True):
    """Runs sql in store `name` (schema=None: in database `name`); its rows as lists of
    strings."""
    c = c or cluster()
    env = dict(os.environ, PGOPTIONS=f"-csearch_path={name}") if schema else None
    r = subprocess.run([os.path.join(c["bin"], "psql"), "-X", "-q", "-A", "-t", "-F", "\t",
                        "-v", "ON_ERROR_STOP=1", "-h", c["host"], "-p", str(c["port"]),
                        "-U", "postgres", "-d", "arnak" if schema else name, "-c", sql],
                       capture_output=True, text=True, timeout=120, env=env)
    if r.returncode != 0:
        fail(f"psql {name}: {sql[:80]}: {r.stderr.strip()}")
    return [line.split("\t") for line in r.stdout.splitlines() if line]


def store_name(path):
    name = re.sub(r"[^a-z0-9_]", "_", os.path.basename(os.path.normpath(path)).lower())
    return "t_" + name


STORE_TABLES = ("schema_version", "games", "actions", "meta", "chat", "bot_leases")


def fresh(name, template=None):
    """Store `name` made empty (or a copy of store `template`'s tables and rows); its URL."""
    sql = f'DROP SCHEMA IF EXISTS "{name}" CASCADE; CREATE SCHEMA "{name}";'
    for t in STORE_TABLES if template else ():
        sql += (f'CREATE TABLE "{name}".{t} (LIKE "{template}".{t} INCLUDING ALL);'
                f'INSERT INTO "{name}".{t} SELECT * FROM "{template}".{t};')
    psql(name, sql)
    return url(name)


def testing():
    """Whether this run is a PostgreSQL variant (ARNAK_TEST_STORE set by with-db)."""
    return bool(os.environ.get("ARNAK_TEST_STORE"))


def store_args(path, empty=False):
    """The store options for a test's store at `path`: PostgreSQL in a PostgreSQL variant
    (empty: the store made empty first), else the SQLite folder."""
    if not testing():
        return ["--data", path]
    name = store_name(path)
    return ["--store", fresh(name) if empty else url(name)]


def reset():
    """The store of this PostgreSQL variant emptied: no tables at all."""
    fresh(os.environ["ARNAK_TEST_SCHEMA"])


def with_db(name, argv):
    c = cluster()
    if c is None:
        print("skip: PostgreSQL is not installed (scripts/setup.sh installs it)")
        return SKIP
    env = dict(os.environ, ARNAK_TEST_STORE=fresh(name), ARNAK_TEST_SCHEMA=name)
    return subprocess.run(argv, env=env).returncode


def main():
    a = sys.argv[1:]
    if len(a) == 2 and a[0] == "start":
        return start(a[1])
    if len(a) == 2 and a[0] == "stop":
        return stop(a[1])
    if len(a) >= 4 and a[0] == "with-db" and a[2] == "--":
        return with_db(a[1], a[3:])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
