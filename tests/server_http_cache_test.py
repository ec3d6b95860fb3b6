#!/usr/bin/env python3
"""server_http_cache_test.py - the page's files over HTTP: gzip and ETags.

    python3 tests/server_http_cache_test.py ARNAK WORKDIR

Starts `ARNAK serve` twice (the built-in page, then `--web DIR` on a copy of
web/) and checks, for every file of the page:
  * with "Accept-Encoding: gzip" the body is gzip (Content-Encoding: gzip,
    Vary: Accept-Encoding) and decompresses to exactly the file in web/;
  * without it (or with gzip;q=0, or identity only) the body is the file itself;
  * each form has its own strong ETag and "Cache-Control: no-cache";
  * If-None-Match naming the ETag (alone, in a list, weak, or "*") gets 304 with
    no body, and the connection serves the next request;
  * HEAD gets GET's headers (the length of the body GET would send) and no body;
  * --web serves the files as they are on disk, with the ETag the same bytes
    have built in; an edit there gives a new ETag at once.
"""
import gzip
import http.client
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from server_ws_test import fail, free_port, start  # noqa: E402  (the shared server helpers)

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(REPO, "web")


def page_files():
    """The files the build embeds: index.html, css/*.css, js/*.js, img/*.svg."""
    out = ["index.html"]
    for sub, ext in (("css", ".css"), ("js", ".js"), ("img", ".svg")):
        folder = os.path.join(WEB, sub)
        for root, _, names in os.walk(folder) if os.path.isdir(folder) else ():
            out += [os.path.relpath(os.path.join(root, n), WEB) for n in names if n.endswith(ext)]
    return sorted(out)


def ask(conn, method, path, **headers):
    conn.request(method, path, headers=headers)
    r = conn.getresponse()
    body = r.read()
    return r.status, {k.lower(): v for k, v in r.getheaders()}, body


def check_file(conn, rel):
    want = open(os.path.join(WEB, rel), "rb").read()
    path = "/" + rel
    status, h, body = ask(conn, "GET", path)
    if status != 200 or body != want or "content-encoding" in h:
        fail(f"{path} without Accept-Encoding: {status} {h.get('content-encoding')} {len(body)} bytes")
    plain_tag = h.get("etag", "")
    if not (plain_tag.startswith('"') and plain_tag.endswith('"') and len(plain_tag) > 2):
        fail(f"{path}: no strong ETag ({plain_tag!r})")
    if h.get("cache-control") != "no-cache":
        fail(f"{path}: Cache-Control {h.get('cache-control')!r}")
    for refused in ("gzip;q=0", "identity", "br"):
        status, h2, body = ask(conn, "GET", path, **{"Accept-Encoding": refused})
        if body != want or "content-encoding" in h2:
            fail(f"{path} with Accept-Encoding {refused!r}: not the file as it is")
    status, hz, body = ask(conn, "GET", path, **{"Accept-Encoding": "br, gzip;q=0.8, deflate"})
    gzipped = hz.get("content-encoding") == "gzip"
    if gzipped:
        if gzip.decompress(body) != want:
            fail(f"{path}: the gzip body does not decompress to the file")
        if int(hz["content-length"]) != len(body) or len(body) >= len(want):
            fail(f"{path}: gzip body of {len(body)} bytes, length {hz['content-length']}, file {len(want)}")
        if "accept-encoding" not in hz.get("vary", "").lower() or "accept-encoding" not in h.get("vary", "").lower():
            fail(f"{path}: no Vary: Accept-Encoding")
        if hz.get("etag") == plain_tag:
            fail(f"{path}: the gzip body has the ETag of the plain one")
    elif len(want) > 1024:
        fail(f"{path} ({len(want)} bytes) is not served gzip-compressed")
    elif body != want:
        fail(f"{path}: not gzip and not the file")
    tag = hz["etag"]
    # 304 for the tag alone, in a list, weak, or "*"; 200 for another tag
    for inm in (tag, f'"nope", {tag}', f"W/{tag}", "*"):
        status, h3, body = ask(conn, "GET", path, **{"Accept-Encoding": "gzip", "If-None-Match": inm})
        if status != 304 or body or h3.get("etag") != tag or h3.get("cache-control") != "no-cache":
            fail(f"{path} If-None-Match {inm!r}: {status}, {len(body)} bytes, ETag {h3.get('etag')!r}")
    status, _, body = ask(conn, "GET", path, **{"If-None-Match": '"0000000000000000"'})
    if status != 200 or body != want:
        fail(f"{path}: another ETag did not get the file ({status})")
    # HEAD: GET's headers, no body
    status, hh, body = ask(conn, "HEAD", path, **{"Accept-Encoding": "gzip"})
    same = ("content-length", "content-type", "content-encoding", "etag", "cache-control", "vary")
    if status != 200 or body or any(hh.get(k) != hz.get(k) for k in same):
        fail(f"HEAD {path}: {status} {hh} (GET: {hz})")
    return gzipped, len(body if gzipped else want)


def check_built_in(arnak, work):
    port = free_port()
    srv = start(arnak, port, os.path.join(work, "db"))
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)  # one connection for all
        files = page_files()
        zipped = sum(check_file(conn, rel)[0] for rel in files)
        status, h, body = ask(conn, "GET", "/?x=1", **{"Accept-Encoding": "gzip"})
        if status != 200 or gzip.decompress(body) != open(os.path.join(WEB, "index.html"), "rb").read():
            fail("/ is not index.html, gzip-compressed")
        status, h, _ = ask(conn, "GET", "/js/nothing.js", **{"Accept-Encoding": "gzip"})
        if status != 404:
            fail(f"a missing file: {status}")
        print(f"ok: {len(files)} built-in files, {zipped} served gzip-compressed; 304, HEAD, identity")
        conn.close()
    finally:
        srv.terminate()
        srv.wait(timeout=10)


def check_web_dir(arnak, work):
    web = os.path.join(work, "web")
    shutil.copytree(WEB, web)
    port = free_port()
    srv = start(arnak, port, os.path.join(work, "db-web"), "--web", web)
    builtin_port = free_port()
    builtin = start(arnak, builtin_port, os.path.join(work, "db-web2"))
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        other = http.client.HTTPConnection("127.0.0.1", builtin_port, timeout=10)
        want = open(os.path.join(web, "js", "app.js"), "rb").read()
        status, h, body = ask(conn, "GET", "/js/app.js", **{"Accept-Encoding": "gzip"})
        if status != 200 or body != want or "content-encoding" in h or h.get("cache-control") != "no-cache":
            fail(f"--web /js/app.js: {status} {h}")
        _, hb, _ = ask(other, "GET", "/js/app.js")
        if h.get("etag") != hb.get("etag"):
            fail(f"--web ETag {h.get('etag')} differs from the built-in one {hb.get('etag')}")
        status, _, body = ask(conn, "GET", "/js/app.js", **{"If-None-Match": h["etag"]})
        if status != 304 or body:
            fail(f"--web If-None-Match: {status}")
        status, hh, body = ask(conn, "HEAD", "/js/app.js")
        if status != 200 or body or hh.get("etag") != h["etag"] or hh.get("content-length") != str(len(want)):
            fail(f"--web HEAD: {status} {hh}")
        with open(os.path.join(web, "js", "app.js"), "ab") as f:
            f.write(b"\n// edited\n")
        status, h2, body = ask(conn, "GET", "/js/app.js", **{"If-None-Match": h["etag"]})
        if status != 200 or h2.get("etag") == h["etag"] or not body.endswith(b"// edited\n"):
            fail(f"--web after an edit: {status} ETag {h2.get('etag')}")
        print("ok: --web serves the files on disk with their ETags; an edit changes the ETag")
    finally:
        for s in (srv, builtin):
            s.terminate()
            s.wait(timeout=10)


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    arnak, work = sys.argv[1:]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    check_built_in(arnak, work)
    check_web_dir(arnak, work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
