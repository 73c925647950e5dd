#!/usr/bin/python3
"""Advice over HTTP (`GET /api/tables/ID/advice`, docs/server.md): a seated player at a table
with the host's option `hints` gets the advisor's answer for their own seat — the odds and the
value of each legal action, the same for the same point of the table — while spectators, the
host's token, another seat and tables without hints are refused; many requests at once get 200
or 429 (one in flight per seat) and the table plays on. A Five Three Five table too.

    /usr/bin/python3 tests/server/protocol/test_advice.py build/cardroom
"""

import os
import sys
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, log, main  # noqa: E402
from roomclient.play import concrete  # noqa: E402
from roomclient.protocol import check, short  # noqa: E402


async def test(binary, tmp):
    server = Server(binary, tmp).start()
    table = server.create_table({"games": ["7-27"], "seats": 2, "timer_s": 600, "hints": True,
                                 "bots": [{"seat": 1, "kind": "heuristic"}]})
    tid, host = table["id"], table["host_token"]
    path = f"/api/tables/{tid}/advice"
    _, ann = server.sit(tid, "Ann", 0)
    ann_ws = await Ws.connect(server, tid, ann, "Ann", 0)
    view = await ann_ws.wait_for(lambda m: m.get("type") == "view" and "legal" in m,
                                 timeout=60, what="Ann's decision")

    log("the advice for Ann's decision")
    advice = server.ok("GET", path, token=ann)
    check(set(advice) == {"seat", "exact", "samples", "showdown_now", "actions"}, f"keys {sorted(advice)}")
    check(advice["seat"] == 0 and isinstance(advice["exact"], bool) and advice["samples"] > 0,
          f"advice {short(advice)}")
    odds = advice["showdown_now"]
    check(set(odds) == {"low", "high", "scoop", "share"} and all(0 <= odds[k] <= 1 for k in odds),
          f"showdown_now {odds}")
    words = [a["action"] for a in advice["actions"]]
    legal = {concrete(w) for w in view["legal"]}
    check(set(words) >= legal - {w for w in legal if w.startswith(("bet", "raise"))},
          f"advice actions {words} miss legal words {sorted(legal)}")
    for a in advice["actions"]:
        lo, hi = a["ci95"]
        check(lo <= a["ev"] <= hi, f"{a['action']}: ev {a['ev']} outside its interval {a['ci95']}")
    check(server.ok("GET", path, token=ann) == advice, "asked twice at one point: different numbers")
    check(server.ok("GET", f"{path}?seat=0", token=ann) == advice, "?seat=0 with Ann's own token")

    log("refusals")
    server.refused(403, "GET", path, what="a spectator (no token)")
    server.refused(403, "GET", path, token=host, what="the host's token (holds no seat)")
    server.refused(403, "GET", path, token="0" * 32, what="an unknown token")
    server.refused(403, "GET", f"{path}?seat=1", token=ann, what="another seat's advice")
    server.refused(400, "GET", f"{path}?seat=x", token=ann, what="a bad seat number")
    server.refused(405, "POST", path, body={}, token=ann, what="POST")
    plain = server.create_table({"games": ["7-27"], "seats": 2, "bots": [{"seat": 1, "kind": "random"}]})
    _, bo = server.sit(plain["id"], "Bo", 0)
    _, why = server.refused(403, "GET", f"/api/tables/{plain['id']}/advice", token=bo, what="no hints")
    check("hints" in why, f"the refusal {why!r} does not name the option")

    log("many requests at once: 200 or 429, and the table plays on")
    with ThreadPoolExecutor(max_workers=6) as pool:
        answers = list(pool.map(lambda _: server.http("GET", path, token=ann), range(12)))
    statuses = sorted({status for status, _ in answers})
    check(set(statuses) <= {200, 429} and 200 in statuses, f"statuses {statuses}")
    for status, body in answers:
        check(status != 200 or body == advice, "a concurrent answer differs from the first")
        check(status != 429 or "one request at a time" in body["error"], f"429 says {short(body)}")
    seq = ann_ws.latest_view["seq"]
    await ann_ws.act(concrete(view["legal"][0]))
    await ann_ws.view_at_least(seq + 1)
    await ann_ws.close()

    log("Five Three Five")
    five = server.create_table({"games": ["535"], "seats": 3, "timer_s": 600, "hints": True,
                                "bots": [{"seat": 0, "kind": "heuristic"}, {"seat": 1, "kind": "heuristic"}]})
    _, cy = server.sit(five["id"], "Cy", 2)
    cy_ws = await Ws.connect(server, five["id"], cy, "Cy", 2)
    view = await cy_ws.wait_for(lambda m: m.get("type") == "view" and "legal" in m,
                                timeout=60, what="Cy's move")
    advice = server.ok("GET", f"/api/tables/{five['id']}/advice", token=cy)
    check(set(advice) == {"seat", "exact", "samples", "go_out_first", "actions"} and advice["seat"] == 2,
          f"535 advice {short(advice)}")
    check(0 <= advice["go_out_first"] <= 1, f"go_out_first {advice['go_out_first']}")
    check(len(advice["actions"]) == len(view["legal"]), f"{len(advice['actions'])} moves valued, "
                                                         f"{len(view['legal'])} legal")
    await cy_ws.close()
    server.stop()


if __name__ == "__main__":
    main(test, timeout=240)
