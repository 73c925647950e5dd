#!/usr/bin/python3
"""Refusal codes, private tables, sitting out and the host's start, through a real `cardroom serve`
(docs/server.md "Refusal codes", "Private tables", "Sitting out").

- Refusals carry a stable `code` and their `values`, over HTTP and over the WebSocket.
- An unlisted table is missing from GET /api/tables but its link works; a table with a password
  seats only those who give it, and never shows the password (or its hash).
- At a table with approve_seats a new seat waits, sat out, for the host's yes (or is turned away,
  its buy-in returned).
- `{"type": "sit_out", "on": true}` deals the seat out from the next hand with its chips kept;
  `"on": false` deals it in again. With auto_sit_out, a player whose page is disconnected when
  the turn comes sits out until the page is back.

Nothing here races a clock: every wait is for a view the server sends.

    /usr/bin/python3 tests/server/protocol/test_private_sit_out.py build/cardroom
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, log, main  # noqa: E402
from roomclient.protocol import ERROR_EVENT_KEYS, check, refusal_problem, short  # noqa: E402


def refusal(server, status, method, path, body, code, values=None, token=None):
    """The request is refused with `status`, `code` and (when given) exactly `values`."""
    got, answer = server.http(method, path, body=body, token=token)
    check(got == status and isinstance(answer, dict) and answer.get("code") == code,
          f"{method} {path} {short(body)} answered {got} {short(answer)}, expected {status} {code}")
    server.refused(status, method, path, body=body, token=token, what=code)  # the body's shape
    if values is not None:
        check(answer["values"] == values, f"{code}: values {answer['values']}, expected {values}")
    return answer


async def refusal_codes(server):
    table = server.create_table({"name": "Codes", "games": ["7-27"], "seats": 3})
    tid = table["id"]
    _, ann = server.sit(tid, "Ann", 0)
    _, bo = server.sit(tid, "Bo", 1)
    refusal(server, 409, "POST", f"/api/tables/{tid}/seats", {"name": "Cy", "seat": 1}, "seat-taken", {"seat": 1})
    refusal(server, 400, "POST", f"/api/tables/{tid}/seats", {"name": "Cy", "seat": 9}, "no-such-seat",
            {"seat": 9, "seats": 3})
    refusal(server, 404, "GET", "/api/tables/nope", None, "no-such-table")
    # The example: the host's settings in words, from the code and its values.
    answer = refusal(server, 400, "PATCH", f"/api/tables/{tid}",
                     {"betting": {"structure": "spread-limit", "min": 20, "max": 10}}, "max-below-min",
                     token=table["host_token"])
    check(answer["values"].get("min") == 20 and answer["values"].get("max") == 10, f"values {answer['values']}")

    # Over the WebSocket: the seat not to act is refused with not-your-turn and both seats.
    conns = {0: await Ws.connect(server, tid, ann, seat=0), 1: await Ws.connect(server, tid, bo, seat=1)}
    view = await conns[0].wait_for(lambda m: m.get("type") == "view" and m.get("to_act") is not None,
                                   what="a hand with a seat to act")
    waiting = 1 - view["to_act"]
    conn = conns[waiting]
    conn.pos = len(conn.messages)
    await conn.send({"type": "act", "action": "check"})  # no seq: never stale
    error = await conn.wait_for(lambda m: m.get("type") == "error", what="the refusal")
    check(refusal_problem(error, ERROR_EVENT_KEYS) is None, f"error {short(error)}")
    check(error["code"] == "not-your-turn" and error["values"] == {"seat": waiting, "to_act": view["to_act"]},
          f"out of turn: {short(error)}")
    for c in conns.values():
        await c.close()
    log("refusals carry their code and values")


async def private_tables(server):
    table = server.create_table({"name": "Hidden", "games": ["7-27"], "seats": 3, "listed": False,
                                 "password": "mardi gras"})
    tid = table["id"]
    listing = server.ok("GET", "/api/tables")
    check(all(t["id"] != tid for t in listing), f"an unlisted table is listed: {short(listing)}")
    info = server.ok("GET", f"/api/tables/{tid}")
    check(info["id"] == tid and info["password"] is True, f"the table by its link: {short(info)}")
    check(info["config"]["password"] is True and "password_hash" not in info["config"]
          and "mardi" not in str(info), f"the config shows the password: {short(info)}")
    refusal(server, 403, "POST", f"/api/tables/{tid}/seats", {"name": "Eve"}, "password-needed")
    refusal(server, 403, "POST", f"/api/tables/{tid}/seats", {"name": "Eve", "password": "Mardi gras"},
            "wrong-password")
    check(server.ok("GET", f"/api/tables/{tid}")["taken"] == 0, "a refused seat was taken")
    seat = server.ok("POST", f"/api/tables/{tid}/seats", {"name": "Ann", "password": "mardi gras"})
    check(seat["seat"] == 0, f"sat with the password: {short(seat)}")
    # Listed with a password: in the lobby, saying so.
    open_table = server.create_table({"name": "Club", "games": ["7-27"], "password": "x"})
    entry = [t for t in server.ok("GET", "/api/tables") if t["id"] == open_table["id"]]
    check(len(entry) == 1 and entry[0]["password"] is True and entry[0]["locked"] is False,
          f"the listed table with a password: {short(entry)}")
    log("private tables: unlisted, password")


async def host_approves(server):
    table = server.create_table({"name": "Door", "games": ["7-27"], "seats": 3, "approve_seats": True})
    tid, host = table["id"], table["host_token"]
    entry = [t for t in server.ok("GET", "/api/tables") if t["id"] == tid]
    check(len(entry) == 1 and entry[0]["approval"] is True, f"the lobby entry: {short(entry)}")
    ann = server.ok("POST", f"/api/tables/{tid}/seats", {"name": "Ann", "seat": 0}, token=host)
    check(set(ann) == {"seat", "token"}, f"the host sitting down waits: {short(ann)}")
    eve = server.ok("POST", f"/api/tables/{tid}/seats", {"name": "Eve", "seat": 1})
    check(eve.get("waiting") is True, f"Eve's seat: {short(eve)}")
    conn = await Ws.connect(server, tid, eve["token"], seat=1)
    view = await conn.first_view()
    check(view["seats"][1]["sat_out_by"] == "approval" and view["hand"] is None,
          f"Eve waits and nothing is dealt: {short(view['seats'])}, hand {view['hand']}")
    await conn.send({"type": "sit_out", "on": False})
    error = await conn.wait_for(lambda m: m.get("type") == "error", what="I'm back refused")
    check(error["code"] == "awaiting-approval", f"I'm back while waiting: {short(error)}")
    path = f"/api/tables/{tid}/seats/1/approval"
    refusal(server, 403, "POST", path, {"approve": True}, "host-token-needed")
    refusal(server, 404, "POST", f"/api/tables/{tid}/seats/0/approval", {"approve": True}, "no-seat-request",
            {"seat": 0}, token=host)
    check(server.ok("POST", path, {"approve": True}, token=host) == {"seat": 1, "approved": True}, "the yes")
    dealt = await conn.wait_for(lambda m: m.get("type") == "view" and m.get("hand") is not None
                                and m["seats"][1]["in_hand"], what="Eve dealt in")
    check(not dealt["seats"][1]["sitting_out"], f"Eve still sits out: {short(dealt['seats'][1])}")
    await conn.close()
    # Turned away: the seat is empty again and the ledger nets the buy-in to nothing.
    cy = server.ok("POST", f"/api/tables/{tid}/seats", {"name": "Cy", "seat": 2})
    check(cy.get("waiting") is True, f"Cy's seat: {short(cy)}")
    server.ok("POST", f"/api/tables/{tid}/seats/2/approval", {"approve": False}, token=host)
    check(server.ok("GET", f"/api/tables/{tid}")["taken"] == 2, "the seat turned away is still taken")
    nets = {n["name"]: n["net"] for n in server.ok("GET", f"/api/tables/{tid}/ledger")["net"]}
    check(nets.get("Cy", 0) == 0, f"Cy's net: {nets}")
    log("private tables: the host's approval")


async def sitting_out(server):
    # Ann and Bo play with a bot; both away, so the hands go by themselves.
    table = server.create_table({"name": "Out", "games": ["7-27"], "seats": 3, "pause_s": 0,
                                 "bots": [{"seat": 2, "kind": "random"}]})
    tid = table["id"]
    _, ann = server.sit(tid, "Ann", 0)
    _, bo = server.sit(tid, "Bo", 1)
    conn = await Ws.connect(server, tid, ann, seat=0)
    bo_conn = await Ws.connect(server, tid, bo, seat=1)
    first = await conn.first_view()
    await conn.send({"type": "sit_out", "on": True})
    view = await conn.wait_for(lambda m: m.get("type") == "view" and m["seats"][0]["sitting_out"],
                               what="Ann sitting out")
    check(view["seats"][0]["sat_out_by"] == "self", f"sat out by {view['seats'][0]['sat_out_by']!r}")
    for c in (conn, bo_conn):
        await c.away(True)
    # A later hand deals Ann out: no cards, her chips kept.
    later = await conn.wait_for(lambda m: m.get("type") == "view" and m.get("hand") is not None
                                and m["hand"] >= max(view["hand"] or 0, first["hand"] or 0) + 1
                                and m.get("result") is None and m["seats"][1]["in_hand"],
                                timeout=60, what="a hand dealt while Ann sits out")
    ann_seat = later["seats"][0]
    check(not ann_seat["in_hand"] and ann_seat["cards"] == [], f"Ann is dealt in: {short(ann_seat)}")
    await conn.send({"type": "sit_out", "on": False})
    back = await conn.wait_for(lambda m: m.get("type") == "view" and m.get("hand") is not None
                               and m["hand"] > later["hand"] and m["seats"][0]["in_hand"],
                               timeout=60, what="Ann dealt in again")
    check(not back["seats"][0]["sitting_out"], f"Ann still sits out: {short(back['seats'][0])}")
    await conn.send({"type": "sit_out", "on": "yes"})
    error = await conn.wait_for(lambda m: m.get("type") == "error", what="a bad sit_out")
    check(error["code"] == "wrong-type", f"a sit_out with on 'yes': {short(error)}")
    for c in (conn, bo_conn):
        await c.close()
    log("sitting out and back")


async def gone_on_the_turn(server):
    table = server.create_table({"name": "Gone", "games": ["7-27"], "seats": 2, "auto_sit_out": True})
    tid = table["id"]
    tokens = {0: server.sit(tid, "Ann", 0)[1], 1: server.sit(tid, "Bo", 1)[1]}
    conns = {s: await Ws.connect(server, tid, tokens[s], seat=s) for s in (0, 1)}
    view = await conns[0].wait_for(lambda m: m.get("type") == "view" and m.get("to_act") is not None,
                                   what="a seat to act")
    actor = view["to_act"]
    other = conns[1 - actor]
    await conns[actor].close()  # the phone's screen locks on the player's turn
    gone = await other.wait_for(lambda m: m.get("type") == "view" and m["seats"][actor]["sitting_out"],
                                what="the player gone on their turn sitting out")
    check(gone["seats"][actor]["sat_out_by"] == "disconnected" and gone["to_act"] == actor,
          f"gone: {short(gone['seats'][actor])}, to act {gone['to_act']}")
    again = await Ws.connect(server, tid, tokens[actor], seat=actor)
    await other.wait_for(lambda m: m.get("type") == "view" and not m["seats"][actor]["sitting_out"]
                         and m["seats"][actor]["connected"], what="the player back")
    for c in (again, other):
        await c.close()
    log("auto_sit_out: gone on the turn, back on reconnecting")


async def host_starts(server):
    table = server.create_table({"name": "Start", "games": ["535"], "seats": 4, "wait_for_start": True,
                                 "bots": [{"seat": 3, "kind": "random"}]})
    tid = table["id"]
    _, ann = server.sit(tid, "Ann", 0)
    conn = await Ws.connect(server, tid, ann, seat=0)
    view = await conn.first_view()
    check(view.get("waiting_for_start") is True and view["hand"] is None,
          f"Ann and a bot wait for the host: {short(view)}")
    refusal(server, 403, "POST", f"/api/tables/{tid}/start", None, "host-token-needed")
    _, bo = server.sit(tid, "Bo", 1)  # a friend arriving later is in the first game
    answer = server.ok("POST", f"/api/tables/{tid}/start", token=table["host_token"])
    check(answer == {"waiting_for_start": False}, f"start answered {short(answer)}")
    dealt = await conn.wait_for(lambda m: m.get("type") == "view" and m.get("hand") is not None,
                                what="the first deal")
    check("waiting_for_start" not in dealt and dealt["seats"][1]["in_hand"], f"Bo dealt in: {short(dealt['seats'])}")
    await conn.close()
    log("the host starts the first game")


async def test(binary, tmp):
    # No per-address request limit: this test makes many requests in a row, and how many fit in
    # one second is the machine's business (the limit has its own test).
    server = Server(binary, tmp, args=["--requests-per-second", "0"]).start()
    await refusal_codes(server)
    await private_tables(server)
    await host_approves(server)
    await sitting_out(server)
    await gone_on_the_turn(server)
    await host_starts(server)
    server.stop()


if __name__ == "__main__":
    main(test, timeout=180)
