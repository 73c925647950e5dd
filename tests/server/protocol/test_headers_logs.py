#!/usr/bin/python3
"""Security headers on every page, asset and API answer; no token or card in the server's logs
(docs/server.md "Headers", "Logs").

The server serves the built web app (web/dist; a small stand-in app when it is not built) with
--access-log: every file of the app, the app's pages (/, a table's link), the API's answers and
refusals (404, 405, 413, 429) and a refused WebSocket handshake must carry the
Content-Security-Policy, X-Content-Type-Options, Referrer-Policy and X-Frame-Options. Then a
whole session — a table opened, two people seated, their WebSockets and the host's, hands
played, chat, a rebuy, the ledger, a handshake with a wrong token, a Bearer header — and the
access log and stderr are searched for every token and token hash used, and for any card code
at all; the log must also show that it logged the session (the WebSocket lines, redacted).

    /usr/bin/python3 tests/server/protocol/test_headers_logs.py build/cardroom
"""

import hashlib
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, drive, handshake_status, log, main  # noqa: E402
from roomclient.audit import CARD_IN_TEXT_RE  # noqa: E402
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import check, short  # noqa: E402

HEADERS = {
    "content-security-policy": None,  # checked below
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
}
WEB_DIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "web", "dist")


def check_headers(headers, what):
    for name, value in HEADERS.items():
        check(name in headers, f"{what}: no {name} header (got {sorted(headers)})")
        if value is not None:
            check(headers[name] == value, f"{what}: {name} is {headers[name]!r}, expected {value!r}")
    csp = {part.strip().split(" ", 1)[0]: part.strip() for part in headers["content-security-policy"].split(";")}
    for directive, needed in (("default-src", "'self'"), ("script-src", "'self'"),
                              ("frame-ancestors", "'none'"), ("object-src", "'none'")):
        check(directive in csp and needed in csp[directive], f"{what}: CSP lacks {directive} {needed}: {csp}")
    check("unsafe-inline" not in headers["content-security-policy"]
          and "unsafe-eval" not in headers["content-security-policy"]
          and "*" not in headers["content-security-policy"], f"{what}: CSP allows too much: {csp}")


def web_folder(tmp):
    if os.path.isfile(os.path.join(WEB_DIST, "index.html")):
        return os.path.abspath(WEB_DIST)
    folder = os.path.join(tmp, "stand-in-web")
    os.makedirs(os.path.join(folder, "assets"))
    for name, text in (("index.html", "<!doctype html><script type=module src=/assets/a.js></script>"),
                       ("assets/a.js", "console.log(1)"), ("assets/a.css", "body{}")):
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
    log(f"  (web/dist is not built: a stand-in app in {folder})")
    return folder


async def test(binary, tmp):
    web = web_folder(tmp)
    access_log = os.path.join(tmp, "access.log")
    server = Server(binary, tmp, args=["--web", web, "--access-log", access_log,
                                       "--requests-per-second", "400"]).start()

    # Every file of the app, its pages, the API.
    files = []
    for root, _, names in os.walk(web):
        for name in names:
            files.append("/" + os.path.relpath(os.path.join(root, name), web).replace(os.sep, "/"))
    for path in sorted(files) + ["/", "/t/abcdef", "/t/abcdef/history"]:
        status, headers, _ = server.request_from("127.0.0.1", "GET", path)
        check(status == 200, f"GET {path} answered {status}")
        check_headers(headers, f"GET {path}")
    table = server.create_table({"name": "Logs", "games": ["7-27"], "seats": 4, "timer_s": 600,
                                 "pause_s": 0, "bots": [{"seat": 3, "kind": "random"}]})
    tid = table["id"]
    for method, path, body in (("GET", "/healthz", None), ("GET", "/api/tables", None),
                               ("GET", "/api/rules", None), ("GET", f"/api/tables/{tid}", None),
                               ("GET", "/api/nothing", None), ("PUT", "/api/tables", None),
                               ("GET", "/assets/missing.js", None), ("GET", "/ws", None),
                               ("POST", "/api/tables", {"seats": "many"}),
                               ("GET", f"/api/tables/{tid}/ledger.csv", None)):
        status, headers, answer = server.request_from("127.0.0.1", method, path, body)
        check_headers(headers, f"{method} {path} ({status})")
    status, headers, _ = server.request_from("127.0.0.1", "POST", "/api/tables",
                                             headers={"Content-Length": str(70 * 1024)})
    check(status == 413, f"a body over 64 KiB answered {status}")
    check_headers(headers, "the 413")
    log(f"  headers on {len(files)} files of the app, its pages and the API's answers")

    # A session, then the logs.
    rng = random.Random(11)
    secrets = {table["host_token"]}
    seated = {}
    for seat, name in ((0, "Ann"), (1, "Bo")):
        _, token = server.sit(tid, name, seat)
        seated[seat] = token
        secrets.add(token)
    spectator = await Ws.connect(server, tid, name="spectator")
    humans = {s: await Ws.connect(server, tid, t, seat=s) for s, t in seated.items()}
    host = await Ws.connect(server, tid, table["host_token"], name="host")
    wrong = "0123456789abcdef0123456789abcdef"
    secrets.add(wrong)
    check(await handshake_status(server, tid, wrong) == 403, "a wrong token was not refused")
    await spectator.first_view()
    await humans[0].send({"type": "chat", "text": "good luck As Kd"})
    hands = 0
    for _ in range(2):
        before = (await spectator.first_view())["hand"] or 0
        await drive(spectator, humans, lambda s, v: pick_word(v["legal"], rng, fold_rate=0),
                    lambda v: (v["hand"] or 0) > before and v["result"] is not None, timeout=120)
        hands += 1
    status, _ = server.http("POST", f"/api/tables/{tid}/seats/0/rebuy", body={"chips": 1},
                            token=seated[0])
    server.http("GET", f"/api/tables/{tid}/ledger")
    server.http("GET", f"/api/tables/{tid}/advice", token=seated[1])
    server.http("DELETE", f"/api/tables/{tid}/seats/1", token=wrong)
    # Every card any connection saw: each must stay out of the logs.
    seen_cards = set()
    for conn in [spectator, host] + list(humans.values()):
        for _, text, _ in conn.messages:
            seen_cards.update(CARD_IN_TEXT_RE.findall(text))
    check(seen_cards, "the session showed no card at all")
    for conn in [spectator, host] + list(humans.values()):
        await conn.close()
    server.stop()

    with open(access_log, encoding="utf-8") as f:
        logged = f.read()
    with open(server.stderr_path, encoding="utf-8", errors="replace") as f:
        logged_stderr = f.read()
    check(f"/ws?table={tid}&token=[token]" in logged,
          f"the access log has no redacted WebSocket line: {short(logged, 1500)}")
    check(f"POST /api/tables/{tid}/seats" in logged, "the access log has no seat request")
    lines = logged.count("\n")
    for where, text in (("the access log", logged), ("stderr", logged_stderr)):
        for secret in secrets:
            for form in (secret, hashlib.sha256(secret.encode()).hexdigest()):
                check(form not in text, f"{where} holds a token or its hash: {form}")
        cards = set(CARD_IN_TEXT_RE.findall(text))
        check(not cards, f"{where} holds card codes {sorted(cards)}")
    log(f"  {hands} hands, {len(secrets)} tokens, {len(seen_cards)} cards seen: none of them in "
        f"the {lines} lines of the access log or in stderr")


if __name__ == "__main__":
    main(test, timeout=240)
