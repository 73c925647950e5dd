#!/usr/bin/python3
"""Bad input over WebSockets and HTTP is refused and changes nothing (server-protocol.md).

While a person is to act in a hand (the table waits for them), every kind of bad message is
sent: each is answered on that connection only by {"type": "error", "message": ...}, the
connection stays open, no view is sent anywhere (the table did not change), and afterwards an
action with the seq from before all of it is accepted. A message over 16 KiB closes that
connection with 1009 and nothing else; handshakes with a wrong token get 403, an unknown table
404; bad HTTP requests get 400/403/404/409 with {"error": ...} and change nothing. The table then
plays on with its chips conserved. Last, a connection that stops reading for a while must not
take the server down.

    /usr/bin/python3 tests/server/protocol/test_bad_input.py build/cardroom
"""

import asyncio
import csv
import io
import json
import os
import random
import re
import sys

import websockets

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import (Server, Ws, check_same_table, check_seq_increasing,  # noqa: E402
                    check_vying_view, drive, handshake_status, log, main)
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import ERROR_EVENT_KEYS, TestFailure, check, is_int, ledger_check, refusal_problem, short  # noqa: E402

SEATS = 4
STACK = 200
TIMER_S = 600
NAMES = {0: "Ann", 1: "Bo"}


def http10_body(server, path):
    """The body of an HTTP/1.0 GET (no chunks, no keep-alive: the body ends with the connection),
    checked to come without chunks and with its length said."""
    import socket
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as conn:
        conn.sendall(f"GET {path} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    head = head.decode().lower()
    check(head.startswith("http/1.0 200") and "transfer-encoding" not in head
          and f"content-length: {len(body)}" in head, f"HTTP/1.0 {path}: {head}")
    return body.decode()


async def expect_error(conn, message, what, raw=False, act_seq=None):
    """Sends `message` on `conn`; the answer must be an error on `conn` alone."""
    before = len(conn.messages)
    conn.pos = before
    if raw:
        await conn.send_raw(message)
    else:
        await conn.send(message)
    answer = await conn.wait_for(lambda m: True, 10, f"an answer to {what}")
    check(answer.get("type") == "error", f"{what}: answered {short(answer)} instead of an error")
    problem = refusal_problem(answer, ERROR_EVENT_KEYS)
    check(problem is None, f"{what}: error {short(answer)}: {problem}")
    check(isinstance(answer.get("message"), str) and answer["message"],
          f"{what}: error without a message: {short(answer)}")
    check("seq" not in answer or is_int(answer["seq"]), f"{what}: error seq {answer.get('seq')!r}")
    if act_seq is not None:  # a refused act: {"type": "error", "message": "...", "seq": 57}
        check(answer.get("seq") == act_seq, f"{what}: the refusal of an act with seq {act_seq} "
                                            f"carries seq {answer.get('seq')!r}")
    check(len(conn.messages) == before + 1, f"{what}: more than one answer: "
                                            f"{[m[1] for m in conn.messages[before:]]}")
    check(not conn.closed, f"{what}: the connection was closed (code {conn.close_code})")
    return answer["message"]


async def test(binary, tmp):
    rng = random.Random(3)
    # Bad requests and messages back to back, on purpose: the rate limits (test_limits.py) are off.
    server = Server(binary, tmp, args=["--requests-per-second", "0", "--messages-per-second", "0"]).start()
    table = server.create_table({"name": "Bad", "games": ["7-27"], "seats": SEATS,
                                 "timer_s": TIMER_S, "pause_s": 0,
                                 "bots": [{"seat": 2, "kind": "heuristic"}]})
    tid = table["id"]
    tokens = {seat: server.sit(tid, name, seat)[1] for seat, name in NAMES.items()}
    spectator = await Ws.connect(server, tid, name="spectator")
    humans = {s: await Ws.connect(server, tid, tokens[s], seat=s, name=NAMES[s]) for s in NAMES}
    tabs = {s: await Ws.connect(server, tid, tokens[s], seat=s, name=NAMES[s] + " (second tab)")
            for s in NAMES}
    big_spectator = await Ws.connect(server, tid, name="spectator to be closed")
    conns = [spectator] + list(humans.values()) + list(tabs.values()) + [big_spectator]
    for c in conns:
        await c.first_view()

    def decide(seat, view):
        return pick_word(view["legal"], rng, fold_rate=0)

    def person_to_act(v):
        return (v["hand"] is not None and v["result"] is None and v["to_act"] in humans
                and all(v["seats"][s]["connected"] for s in humans))

    view = await drive(spectator, humans, decide, person_to_act, timeout=30)
    for c in conns:
        await c.view_at_least(view["seq"])
    await asyncio.sleep(0.3)
    seq = view["seq"]
    p = view["to_act"]
    q = next(s for s in humans if s != p)
    own = humans[p].latest_view
    check(own["seq"] == seq and own["legal"], f"{NAMES[p]} to act at seq {seq}: {short(own)}")
    check(is_int(own["deadline_ms"]) and 0 < own["deadline_ms"] <= TIMER_S * 1000,
          f"a person to act at a table with timer_s {TIMER_S}: deadline_ms {own['deadline_ms']!r}")
    legal = own["legal"]
    good = next(w for w in ("check", "call", "stand", "take") if w in legal)
    counts = {c.name: len(c.messages) for c in conns}
    log(f"seq {seq}: {NAMES[p]} to act with {legal}; sending bad input")

    # --- bad messages over the WebSocket --------------------------------------------------
    player = humans[p]
    bad_texts = {
        "malformed JSON": "{\"type\": \"act\", \"action\": ",
        "a JSON array": "[1, 2, 3]",
        "a JSON string": "\"act\"",
        "a JSON number": "42",
        "JSON null": "null",
        "an empty message": "",
        "text that is not JSON": "call",
        "a 15 KiB message of junk (under the limit)": "x" * (15 * 1024),
    }
    for what, text in bad_texts.items():
        await expect_error(player, text, what, raw=True)
    bad_messages = {
        "an unknown type": {"type": "dance"},
        "no type": {"action": good, "seq": seq},
        "type of the wrong type": {"type": 7, "action": good, "seq": seq},
        "act without action": {"type": "act", "seq": seq},
        "choose without game": {"type": "choose"},
        "away without on": {"type": "away"},
        "an unknown key": {"type": "act", "action": good, "seq": seq, "extra": 1},
        "action of the wrong type": {"type": "act", "action": 5, "seq": seq},
        "action as a list": {"type": "act", "action": [good], "seq": seq},
        "seq of the wrong type": {"type": "act", "action": good, "seq": str(seq)},
        "seq as a float": {"type": "act", "action": good, "seq": seq + 0.5},
        "away.on of the wrong type": {"type": "away", "on": "yes"},
        "choose.game of the wrong type": {"type": "choose", "game": 7},
        "choose.rules of the wrong type": {"type": "choose", "game": "7-27", "rules": [1]},
        "a choice nobody asked for": {"type": "choose", "game": "7-27"},
        "an unreadable action word": {"type": "act", "action": "dance", "seq": seq},
        "an empty action word": {"type": "act", "action": "", "seq": seq},
    }
    for what, message in bad_messages.items():
        await expect_error(player, message, what)
    illegal = [w for w in ("take", "stand", "check", "call", "fold", "bet 100", "raise 100",
                           "bet 0", "expose As", "declare low") if w not in legal]
    for word in illegal:
        await expect_error(player, {"type": "act", "action": word, "seq": seq},
                           f"the illegal action {word!r} (legal: {legal})", act_seq=seq)
    await expect_error(player, {"type": "act", "action": good, "seq": seq - 1},
                       "a stale seq", act_seq=seq - 1)
    await expect_error(player, {"type": "act", "action": good, "seq": 0},
                       "seq 0", act_seq=0)
    await expect_error(player, {"type": "act", "action": "fold", "seq": seq - 1},
                       "a stale seq with another word", act_seq=seq - 1)
    # out of turn, from the other person (both tabs), and from a spectator
    for word in ("check", "call", "fold", "take", "stand", good):
        await expect_error(humans[q], {"type": "act", "action": word, "seq": seq},
                           f"{word!r} out of turn", act_seq=seq)
    await expect_error(tabs[q], {"type": "act", "action": good, "seq": seq},
                       "out of turn from a second tab", act_seq=seq)
    await expect_error(spectator, {"type": "act", "action": good, "seq": seq},
                       "an act from a spectator", act_seq=seq)
    await expect_error(spectator, {"type": "away", "on": True}, "away from a spectator")
    await expect_error(spectator, {"type": "choose", "game": "7-27"}, "choose from a spectator")
    # a binary frame
    await expect_error(player, b'{"type": "act"}', "a binary frame", raw=True)

    # --- messages over 16 KiB close that connection only ----------------------------------
    # exactly 16 KiB is not over the limit
    edge = '{"type": "dance", "pad": "' + "x" * (16 * 1024 - 28) + '"}'
    check(len(edge.encode()) == 16 * 1024, f"edge message is {len(edge)} bytes")
    await expect_error(big_spectator, edge, "a message of exactly 16 KiB", raw=True)
    try:
        await big_spectator.send_raw("{" + " " * (1 << 20) + "}")
    except websockets.exceptions.ConnectionClosed:
        pass
    code = await big_spectator.wait_closed()
    check(code == 1009, f"a 1 MiB message: the connection closed with code {code}, expected 1009")
    try:
        await tabs[p].send_raw('{"type": "act", "pad": "' + "y" * (17 * 1024) + '"}')
    except websockets.exceptions.ConnectionClosed:
        pass
    code = await tabs[p].wait_closed()
    check(code == 1009, f"a 17 KiB message from a second tab: closed with code {code}, expected 1009")
    await asyncio.sleep(0.3)

    # --- handshakes --------------------------------------------------------------------------
    for token, what in (("0" * 32, "a wrong token"), (tokens[p][:-1] + "x", "a malformed token")):
        status = await handshake_status(server, tid, token)
        check(status == 403, f"WebSocket handshake with {what}: HTTP {status}, expected 403")
    # The host's token holds no seat: it watches as the host (docs/server.md).
    status = await handshake_status(server, tid, table["host_token"])
    check(status == 101, f"WebSocket handshake with the host token: HTTP {status}, expected 101")
    for t, token in (("nosuchtable", None), ("nosuchtable", tokens[p])):
        status = await handshake_status(server, t, token)
        check(status == 404, f"WebSocket handshake for an unknown table: HTTP {status}, expected 404")

    # --- bad HTTP requests ------------------------------------------------------------------
    tables = "/api/tables"
    seats = f"/api/tables/{tid}/seats"
    for raw, what in (("{", "malformed JSON"), ("[1]", "a JSON array"), ("", "an empty body"),
                      ("null", "null")):
        server.refused(400, "POST", tables, raw=raw, what=f"create a table with {what}")
    for body, what in (({"foo": 1}, "an unknown key"), ({"seats": "six"}, "seats as a string"),
                       ({"seats": 1}, "one seat"), ({"seats": 99}, "99 seats"),
                       ({"games": ["poker"]}, "an unknown game"), ({"games": "7-27"}, "games as a string"),
                       ({"games": []}, "no game"), ({"stack": -5}, "a negative stack"),
                       ({"timer_s": "30"}, "timer_s as a string"),
                       ({"bots": [{"seat": 9, "kind": "heuristic"}]}, "a bot in no seat"),
                       ({"bots": [{"seat": 0, "kind": "genius"}]}, "an unknown bot"),
                       ({"rules": {"7-27": {"nosuchrule": 1}}}, "an unknown rule"),
                       ({"games": ["535"], "stack": 100}, "chips at a 535 table")):
        server.refused(400, "POST", tables, body=body, what=f"create a table with {what}")
    # A learned bot's own model plays only its size: five seats for a four-player model are
    # refused, naming the model.
    four = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "models",
                        "15-35.bin")
    _, why = server.refused(400, "POST", tables,
                            body={"games": ["15-35"], "seats": 5,
                                  "bots": [{"seat": 1, "kind": f"learned:model={four}"}]},
                            what="create a table with a learned bot of another table size")
    check("15-35.bin: trained for fifteen-thirty-five with 4 players, but the table is "
          "fifteen-thirty-five with 5 players" in why, f"the learned bot's refusal says {why!r}")
    for raw, what in (("{", "malformed JSON"), ("[]", "a JSON array"), ("", "an empty body")):
        server.refused(400, "POST", seats, raw=raw, what=f"sit with {what}")
    for body, what in (({"name": "Cy", "foo": 1}, "an unknown key"), ({"seat": 3}, "no name"),
                       ({"name": 5}, "a number for a name"), ({"name": ""}, "an empty name"),
                       ({"name": "C" * 200}, "a 200-character name"),
                       ({"name": "Cy", "seat": -1}, "seat -1"),
                       ({"name": "Cy", "seat": "3"}, "the seat as a string"),
                       ({"name": "Cy", "seat": 1.5}, "seat 1.5")):
        server.refused(400, "POST", seats, body=body, what=f"sit with {what}")
    server.refused((400, 409), "POST", seats, body={"name": "Cy", "seat": SEATS}, what="sit in seat 4 of 0-3")
    server.refused((400, 409), "POST", seats, body={"name": "Cy", "seat": 99}, what="sit in seat 99")
    for taken in (0, 1, 2):
        server.refused(409, "POST", seats, body={"name": "Cy", "seat": taken}, what=f"sit in taken seat {taken}")
    server.refused(404, "POST", "/api/tables/nosuchtable/seats", body={"name": "Cy"}, what="sit at an unknown table")
    leave = f"/api/tables/{tid}/seats/{p}"
    server.refused(403, "DELETE", leave, what="leave without a token")
    server.refused(403, "DELETE", leave, token="0" * 32, what="leave with a wrong token")
    server.refused(403, "DELETE", leave, token=tokens[q], what="leave with another seat's token")
    status, answer = server.http("DELETE", leave, headers={"Authorization": "Basic " + tokens[p]})
    check(status == 403 and isinstance(answer, dict) and "error" in answer,
          f"leave with a Basic authorization: {status} {short(answer)}, expected 403")
    server.refused(403, "DELETE", f"/api/tables/{tid}/seats/2", token=tokens[p],
                   what="leave the bot's seat with a person's token")
    server.refused((403, 404), "DELETE", f"/api/tables/{tid}/seats/3", token=tokens[p], what="leave an empty seat")
    server.refused((400, 404), "DELETE", f"/api/tables/{tid}/seats/abc", token=tokens[p],
                   what="leave seat 'abc'")
    server.refused(404, "DELETE", f"/api/tables/nosuchtable/seats/{p}", token=tokens[p],
                   what="leave an unknown table")
    # the host's pause: the host's token only, a strict body, and a refusal changes nothing
    for path in (f"/api/tables/{tid}/pause", f"/api/tables/{tid}/resume"):
        server.refused(403, "POST", path, what=f"{path} without a token")
        server.refused(403, "POST", path, token=tokens[p], what=f"{path} with a seat's token")
        server.refused(403, "POST", path, token="0" * 32, what=f"{path} with a wrong token")
        server.refused(405, "GET", path, what=f"GET {path}")
    pause = f"/api/tables/{tid}/pause"
    for raw, what in (("{", "malformed JSON"), ('{"now": 1}', "now as a number"),
                      ('{"later": true}', "an unknown key"), ("[]", "a JSON array")):
        server.refused(400, "POST", pause, raw=raw, token=table["host_token"], what=f"pause with {what}")
    server.refused(404, "POST", "/api/tables/nosuchtable/pause", token=table["host_token"],
                   what="pause an unknown table")
    info = server.ok("GET", f"/api/tables/{tid}")
    check(info["paused"] is False and info["pausing"] is False, f"refused pauses paused the table: {short(info)}")
    # the host's lock: the host's token only, no body, and a refusal changes nothing
    for path in (f"/api/tables/{tid}/lock", f"/api/tables/{tid}/unlock"):
        server.refused(403, "POST", path, what=f"{path} without a token")
        server.refused(403, "POST", path, token=tokens[p], what=f"{path} with a seat's token")
        server.refused(403, "POST", path, token="0" * 32, what=f"{path} with a wrong token")
        server.refused(405, "GET", path, what=f"GET {path}")
        server.refused(400, "POST", path, raw='{"on": true}', token=table["host_token"],
                       what=f"{path} with a body")
    info = server.ok("GET", f"/api/tables/{tid}")
    check(info["locked"] is False, f"refused locks locked the table: {short(info)}")
    server.refused(400, "GET", f"/api/tables/{tid}/hands?after=abc", what="hands?after=abc")
    server.refused(400, "GET", f"/api/tables/{tid}/hands?after=-1", what="hands?after=-1")
    for limit in ("0", "1001", "-3", "many"):
        server.refused(400, "GET", f"/api/tables/{tid}/hands?after=0&limit={limit}", what=f"hands?limit={limit}")
        server.refused(400, "GET", f"/api/tables/{tid}/games?after=0&limit={limit}", what=f"games?limit={limit}")
    server.refused(400, "GET", f"/api/tables/{tid}/games?after=abc", what="games?after=abc")
    server.refused(404, "GET", "/api/tables/nosuchtable/games", what="games of an unknown table")
    server.refused(404, "GET", "/api/tables/nosuchtable/hands?after=0", what="hands of an unknown table")
    server.refused(400, "GET", f"/api/tables/{tid}/hands/abc/replay", what="the replay of hand abc")
    server.refused(404, "GET", f"/api/tables/{tid}/hands/100000/replay", what="the replay of a hand not played")
    server.refused(404, "GET", "/api/tables/nosuchtable/hands/1/replay", what="a replay at an unknown table")
    server.refused(405, "POST", f"/api/tables/{tid}/hands/1/replay", body={}, what="POST to a replay")
    server.refused(404, "GET", "/api/tables/nosuchtable/ledger", what="the ledger of an unknown table")
    server.refused(404, "GET", "/api/nosuchthing", what="an unknown endpoint")
    status, answer = server.http("POST", tables, raw='{"name": "' + "n" * (100 * 1024) + '"}')
    check(400 <= status < 500 and isinstance(answer, dict) and "error" in answer,
          f"a 100 KiB body: {status} {short(answer)}, expected a 4xx with {{\"error\"}}")
    if status not in (400, 403, 404, 409):
        log(f"note: a 100 KiB body is answered {status} (the protocol names 400, 403, 404 and 409)")
    listing = server.ok("GET", "/api/tables")
    check(len(listing) == 1 and listing[0]["taken"] == 3 and listing[0]["hands_played"] == 0,
          f"after the refused requests: GET /api/tables {short(listing)}")

    # --- nothing changed: no view anywhere, and the seq from before still acts ---------------
    for c in conns:
        new = [m[2] for m in c.messages[counts[c.name]:] if m[2] and m[2].get("type") == "view"]
        if new:
            raise TestFailure(f"{c.name}: the table changed during the bad input: {short(new[0])}")
        errors = [m[2] for m in c.messages[counts[c.name]:] if m[2] and m[2].get("type") == "error"]
        if c not in (player, humans[q], tabs[q], spectator, big_spectator):
            check(not errors, f"{c.name} received errors meant for others: {short(errors)}")
    for c in (spectator, humans[q], player):
        check(not c.closed, f"{c.name} was closed (code {c.close_code})")
    player.pos = len(player.messages)
    await player.act(good, seq)
    nxt = await player.wait_for(lambda m: True, 10, f"the answer to {good!r} at seq {seq}")
    check(nxt.get("type") == "view" and nxt["seq"] > seq,
          f"after the bad input, {good!r} with seq {seq} answered {short(nxt)}")
    log(f"after the bad input {NAMES[p]} played {good!r} at seq {seq}")

    # --- the table plays on ---------------------------------------------------------------
    live = [spectator, humans[p], humans[q], tabs[q]]
    hand = view["hand"]
    await drive(spectator, humans, decide, lambda v: v["hand"] is not None and v["hand"] >= hand + 2
                and v["result"] is None and v["to_act"] in humans, timeout=60)
    await asyncio.sleep(0.3)
    for c in live:
        for v in c.views:
            check_vying_view(v, SEATS, c.seat, c.name, total_chips=STACK * 3)
        check_seq_increasing(c)
    check_same_table(live)
    ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"))
    log(f"played on to hand {spectator.latest_view['hand']}, seq {spectator.latest_view['seq']}")

    # --- the host's lock: nobody new sits down until unlocked; every view says so -------------
    seq = spectator.latest_view["seq"]
    answer = server.ok("POST", f"/api/tables/{tid}/lock", token=table["host_token"])
    check(answer == {"locked": True}, f"lock answered {short(answer)}")
    check(server.ok("GET", f"/api/tables/{tid}")["locked"] is True, "the lock does not show")
    locked = await spectator.wait_for(lambda m: m.get("type") == "view" and m.get("locked") is True, 10,
                                      "a view saying the table is locked")
    check(locked["seq"] > seq, f"the lock came with seq {locked['seq']}, not after {seq}")
    status, answer = server.http("POST", f"/api/tables/{tid}/seats", body={"name": "Locked Out"})
    check(status == 409 and "locked" in str(answer.get("error", "")),
          f"sitting at a locked table: {status} {short(answer)}, expected 409 naming the lock")
    answer = server.ok("POST", f"/api/tables/{tid}/unlock", token=table["host_token"])
    check(answer == {"locked": False}, f"unlock answered {short(answer)}")
    check(server.ok("GET", f"/api/tables/{tid}")["locked"] is False, "the unlock does not show")

    # --- the downloads: the ledger as CSV, the hand histories as JSON lines --------------------
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"))
    status, csv_text, kind = server.text("GET", f"/api/tables/{tid}/ledger.csv")
    check(status == 200 and kind.startswith("text/csv"), f"ledger.csv: {status} {kind}")
    rows = list(csv.reader(io.StringIO(csv_text)))
    check(rows[0] == ["kind", "seat", "name", "chips", "to"], f"ledger.csv header {rows[0]}")
    expected = ([[e["kind"], str(e["seat"]), e["name"], str(e["chips"]), ""] for e in ledger["entries"]]
                + [["net", str(n["seat"]), n["name"], str(n["net"]), ""] for n in ledger["net"]]
                + [["pays", "", t["from"], str(t["chips"]), t["to"]] for t in ledger["settle"]])
    check(rows[1:] == expected, f"ledger.csv rows {rows[1:]} are not the ledger's {expected}")
    status, jsonl, kind = server.text("GET", f"/api/tables/{tid}/hands.jsonl")
    check(status == 200 and kind.startswith("application/x-ndjson"), f"hands.jsonl: {status} {kind}")
    lines = [json.loads(line) for line in jsonl.splitlines()]
    hands = server.ok("GET", f"/api/tables/{tid}/hands?after=0")
    without_players = [{k: v for k, v in line.items() if k not in ("players", "actors")} for line in lines]
    check(without_players == hands[:len(lines)] and len(lines) >= 2,
          f"hands.jsonl ({len(lines)} lines) is not the hand history ({len(hands)} hands)")
    # Sent as it is read, in HTTP/1.1's chunks; an HTTP/1.0 client, which has none, gets it whole.
    status, headers, _ = server.request_from("127.0.0.1", "GET", f"/api/tables/{tid}/hands.jsonl")
    check(status == 200 and headers.get("transfer-encoding") == "chunked" and "content-length" not in headers,
          f"hands.jsonl over HTTP/1.1 is not chunked: {status} {headers}")
    check(http10_body(server, f"/api/tables/{tid}/hands.jsonl") == jsonl,
          "hands.jsonl over HTTP/1.0 is not the same lines")
    # Saved under the table's name and the day; every action of a hand says who did it.
    for name in ("ledger.csv", "hands.jsonl"):
        _, _, headers = server.download(f"/api/tables/{tid}/{name}")
        disposition = headers.get("Content-Disposition", "")
        check(re.fullmatch(rf'attachment; filename="bad-\d{{4}}-\d\d-\d\d-{re.escape(name)}"', disposition),
              f"{name} is saved as {disposition!r}, not after the table (Bad) and the day")
    for hand in lines:
        players, actors = hand["players"], hand["actors"]
        check(len(actors) == len(hand["actions"]), f"hand {hand['hand']}: {len(actors)} actors for "
                                                   f"{len(hand['actions'])} actions")
        check(len(players) == SEATS and all(players[s] and players[s]["name"] for s in actors),
              f"hand {hand['hand']}: actors {actors} are not named among {players}")
    server.refused(405, "POST", f"/api/tables/{tid}/ledger.csv", body={}, what="POST to ledger.csv")
    # A name is text in the CSV: quoted where it holds a comma or a quote, and never a formula.
    odd = server.create_table({"name": "Odd names", "games": ["7-27"], "seats": 2,
                               "bots": [{"seat": 1, "kind": "random"}]})
    odd_name = '=1+1, "x"'
    server.ok("POST", f"/api/tables/{odd['id']}/seats", body={"name": odd_name, "seat": 0})
    status, csv_text, kind = server.text("GET", f"/api/tables/{odd['id']}/ledger.csv")
    names = [row[2] for row in csv.reader(io.StringIO(csv_text))][1:]
    check(status == 200 and "'" + odd_name in names and odd_name not in names,
          f"ledger.csv names {names}: {odd_name!r} should read as text ('{odd_name})")
    server.refused(404, "GET", "/api/tables/nosuchtable/hands.jsonl", what="hands.jsonl of an unknown table")

    # --- a connection that stops reading must not take the server down -----------------------
    # (not one of the protocol's named cases, but "the connection and the table carry on"
    # cannot hold if one slow client crashes the server: the server may close that connection.)
    busy = server.create_table({"name": "Busy", "games": ["7-27", "15-35"], "seats": 4,
                                "timer_s": 0, "pause_s": 0,
                                "bots": [{"seat": i, "kind": "heuristic"} for i in range(4)]})
    slow = await websockets.connect(server.ws_url(busy["id"]), max_queue=2, compression=None,
                                    ping_interval=None)
    await asyncio.sleep(4)  # not reading: the library stops reading the socket
    drained = 0
    try:
        while True:
            await asyncio.wait_for(slow.recv(), 5)
            drained += 1
    except (asyncio.TimeoutError, websockets.exceptions.ConnectionClosed):
        pass
    await asyncio.sleep(0.5)
    check(server.running(), f"SERVER BUG: a client that stopped reading for 4 s and then read "
                            f"again ({drained} messages) crashed the server (exit "
                            f"{server.proc.poll()}): {server.stderr_tail(300)}")
    status, body = server.http("GET", "/healthz")
    check(status == 200, f"after a slow reader: /healthz {status}")
    await slow.close()
    for c in live:
        await c.close()
    server.stop()


if __name__ == "__main__":
    main(test, timeout=180)
