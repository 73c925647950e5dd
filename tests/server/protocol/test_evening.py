#!/usr/bin/python3
"""The home game's evening over HTTP and WebSockets (docs/server.md): rebuys with the host's
approval (approved, turned down, limits, refused during the seat's hand, the ledger balanced
with its rebuy entries and the CSV), the host's settings from the next hand (and 403 for anyone
else), the chat (broadcast to every connection, markup kept as text, length and rate limits,
spectators refused, the history sent after the first view, kept across a restart, and no seq
moved), the time bank in the views, and the host connection's list of rebuys.

Nothing waits on a clock: the host pauses the table before anyone sits, so it is between hands
until the test resumes it; the table's decision timer is far longer than the test.

    /usr/bin/python3 tests/server/protocol/test_evening.py build/cardroom
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, check_vying_view, handshake_status, log, main  # noqa: E402
from roomclient.protocol import check, ledger_check, short  # noqa: E402

MARKUP = '<b>hi</b><img src=x onerror="alert(1)">'


async def expect_error(conn, message, what):
    """Sends `message`; the next message on `conn` must be an error naming `what`."""
    await conn.send(message)
    answer = await conn.wait_for(lambda m: m.get("type") in ("error", "chat"), what=f"the error for {what}")
    check(answer.get("type") == "error", f"{conn.name}: {short(message)} was not refused: {short(answer)}")
    check(what in answer["message"], f"{conn.name}: error {answer['message']!r} does not name {what!r}")
    return answer


async def test(binary, tmp):
    server = Server(binary, tmp).start()
    table = server.create_table({"name": "Friday", "games": ["7-27"], "seats": 3, "stack": 20,
                                 "max_buy_in": 40, "approve_rebuys": True, "timer_s": 600})
    tid, host_token = table["id"], table["host_token"]
    base = f"/api/tables/{tid}"
    # Paused before anyone sits: between hands until the test resumes it.
    check(server.ok("POST", f"{base}/pause", token=host_token) == {"paused": True, "pausing": False},
          "pause between hands")
    _, ann = server.sit(tid, "Ann", 0)
    _, bo = server.sit(tid, "Bo", 1)
    info = server.ok("GET", base)
    check(info["config"]["max_buy_in"] == 40 and info["config"]["approve_rebuys"] is True,
          f"config {short(info['config'])}")
    check("rebuys" not in info, "GET /api/tables/ID without the host's token lists rebuys")

    ann_ws = await Ws.connect(server, tid, ann, "Ann", 0)
    bo_ws = await Ws.connect(server, tid, bo, "Bo", 1)
    host_ws = await Ws.connect(server, tid, None, "host", None, host=host_token)
    host_as_token = await Ws.connect(server, tid, host_token, "host by token")
    view = await host_as_token.first_view()
    check(view.get("host") is True and view["you"] is None and view.get("rebuys") == [],
          f"the host's token as the connection's token: {short(view)}")
    await host_as_token.close()
    wrong = await handshake_status(server, tid, None, host="0" * 32)
    check(wrong == 403, f"a wrong host token: HTTP {wrong}, expected 403")
    spectator = await Ws.connect(server, tid, None, "spectator")
    everyone = [ann_ws, bo_ws, host_ws, spectator]
    for conn in everyone:
        view = await conn.first_view()
        check_vying_view(view, 3, conn.seat, conn.name, total_chips=40)
        for s in (0, 1):
            check(view["seats"][s]["time_bank_ms"] == 60000, f"{conn.name}: time bank {short(view['seats'][s])}")
        check(view["time_bank"] is False, f"{conn.name}: time_bank {view['time_bank']!r}")
    check(host_ws.latest_view.get("host") is True and host_ws.latest_view.get("rebuys") == [],
          f"host view {short(host_ws.latest_view)}")
    check(ann_ws.latest_view["rebuy"] == {"allowed": True, "max_chips": 20, "needs_approval": True,
                                          "pending": None}, f"Ann's rebuy {ann_ws.latest_view['rebuy']}")
    status, _ = server.http("GET", f"/ws?table={tid}")  # sanity: /ws over plain HTTP is refused
    check(status == 400, f"GET /ws answered {status}")

    # --- rebuys ----------------------------------------------------------------------------
    log("rebuys: requests, refusals, the host's answers")
    server.refused(403, "POST", f"{base}/seats/0/rebuy", {"chips": 5}, what="no token")
    server.refused(403, "POST", f"{base}/seats/0/rebuy", {"chips": 5}, token=bo, what="Bo's token for Ann")
    server.refused(404, "POST", f"{base}/seats/2/rebuy", {"chips": 5}, token=ann, what="an empty seat")
    for bad in ({"chips": 0}, {"chips": "5"}, {"chips": 5, "seat": 0}, {}, [5]):
        server.refused(400, "POST", f"{base}/seats/0/rebuy", bad, token=ann, what=f"body {bad}")
    server.refused(409, "POST", f"{base}/seats/0/rebuy", {"chips": 21}, token=ann, what="past max_buy_in")
    seq = host_ws.latest_view["seq"]
    answer = server.ok("POST", f"{base}/seats/0/rebuy", {"chips": 10}, token=ann)
    check(answer == {"stack": 20, "pending": 1}, f"Ann's request answered {answer}")
    view = await host_ws.view_at_least(seq + 1)
    check(view["rebuys"] == [{"id": 1, "seat": 0, "name": "Ann", "chips": 10, "approved": False}],
          f"host's rebuys {view['rebuys']}")
    view = await ann_ws.view_at_least(seq + 1)
    check(view["rebuy"]["pending"] == {"id": 1, "chips": 10, "approved": False}, f"Ann's view {view['rebuy']}")
    check("rebuys" not in (await bo_ws.view_at_least(seq + 1)), "Bo's view lists the host's rebuys")
    server.refused(409, "POST", f"{base}/seats/0/rebuy", {"chips": 5}, token=ann, what="a second request")
    server.refused(403, "POST", f"{base}/rebuys/1", {"approve": True}, token=ann, what="Ann answering")
    server.refused(400, "POST", f"{base}/rebuys/1", {"approve": "yes"}, token=host_token, what="bad approve")
    server.refused(404, "POST", f"{base}/rebuys/9", {"approve": True}, token=host_token, what="no request 9")
    answer = server.ok("POST", f"{base}/rebuys/1", {"approve": True}, token=host_token)
    check(answer == {"rebuy": 1, "approved": True, "seat": 0, "stack": 30, "waiting": False},
          f"approval answered {answer}")
    check(server.ok("POST", f"{base}/seats/1/rebuy", {"chips": 5}, token=bo) == {"stack": 20, "pending": 2},
          "Bo's request")
    answer = server.ok("POST", f"{base}/rebuys/2", {"approve": False}, token=host_token)
    check(answer["approved"] is False and answer["stack"] == 20, f"denial answered {answer}")
    check(server.ok("POST", f"{base}/seats/1/rebuy", {"chips": 3}, token=host_token) == {"stack": 23},
          "the host's own top-up needs no approval")
    ledger = ledger_check(server.ok("GET", f"{base}/ledger"), "after the rebuys: ")
    rebuys = [(e["name"], e["chips"]) for e in ledger["entries"] if e["kind"] == "rebuy"]
    check(rebuys == [("Ann", 10), ("Bo", 3)], f"rebuy entries {rebuys}")
    status, csv_text, _ = server.text("GET", f"{base}/ledger.csv")
    check(status == 200 and "rebuy,0,Ann,10," in csv_text, f"ledger.csv {csv_text!r}")

    # --- the host's settings ----------------------------------------------------------------
    log("settings: refused to others, checked, applied between hands")
    server.refused(403, "PATCH", base, {"timer_s": 5}, token=ann, what="a player changing settings")
    server.refused(403, "PATCH", base, {"timer_s": 5}, what="no token")
    for bad in ({"seats": 4}, {"timer_s": -1}, {"games": ["535"]}, {"colour": 1}, {}):
        server.refused(400, "PATCH", base, bad, token=host_token, what=f"settings {bad}")
    answer = server.ok("PATCH", base, {"timer_s": 300, "stakes": {"ante": 2}}, token=host_token)
    check(answer["config"]["timer_s"] == 300 and answer["from_next_hand"] is False, f"PATCH answered {short(answer)}")
    check(server.ok("GET", base)["config"]["betting"] == {"ante": 2}, "betting after PATCH")
    await spectator.wait_for(lambda m: m.get("type") == "view" and any(
        "The host changes the settings from the next hand" in line for line in m["log"]),
        what="the settings announced in the log")

    # --- chat -------------------------------------------------------------------------------
    log("chat: broadcast, limits, spectators, history")
    seq_before = (await spectator.view_at_least(0))["seq"]
    for conn in everyone:
        await conn.view_at_least(seq_before)  # every view so far read: the next are the lines
    await ann_ws.send({"type": "chat", "text": MARKUP})
    for conn in everyone:
        line = await conn.wait_for(lambda m: m.get("type") == "chat", what="Ann's line")
        check(set(line) == {"type", "seat", "name", "text", "at"} and line["seat"] == 0
              and line["name"] == "Ann" and line["text"] == MARKUP and isinstance(line["at"], int),
              f"{conn.name} got {short(line)}")
    await expect_error(spectator, {"type": "chat", "text": "hello"}, "spectator_chat")
    await expect_error(bo_ws, {"type": "chat", "text": "x" * 201}, "200 characters")
    await expect_error(bo_ws, {"type": "chat", "text": "   "}, "empty")
    await expect_error(bo_ws, {"type": "chat", "text": "hi", "to": 0}, "to")
    for i in range(5):
        await bo_ws.send({"type": "chat", "text": f"line {i}"})
        line = await bo_ws.wait_for(lambda m: m.get("type") in ("chat", "error"), what=f"line {i}")
        check(line["type"] == "chat" and line["text"] == f"line {i}", f"Bo's line {i}: {short(line)}")
    await expect_error(bo_ws, {"type": "chat", "text": "one too many"}, "at most 5 messages in 10 seconds")
    late = await Ws.connect(server, tid, None, "late spectator")
    first = await late.next_message()
    check(first.get("type") == "view", f"the first message to a new connection is {short(first)}")
    check(first["seq"] == seq_before, f"the chat moved the table's seq from {seq_before} to {first['seq']}")
    history = [await late.next_message() for _ in range(6)]
    check([m.get("text") for m in history] == [MARKUP] + [f"line {i}" for i in range(5)],
          f"chat history {short(history)}")
    await late.close()

    # --- a hand: no rebuy for a seat in it ----------------------------------------------------
    log("resume: a seat in the hand cannot rebuy")
    server.ok("POST", f"{base}/resume", token=host_token)
    view = await ann_ws.wait_for(lambda m: m.get("type") == "view" and m.get("hand") == 1
                                 and m["seats"][0]["in_hand"], what="the first hand dealt")
    check(view["rebuy"]["allowed"] is False, f"Ann's rebuy during her hand {view['rebuy']}")
    _, why = server.refused(409, "POST", f"{base}/seats/0/rebuy", {"chips": 1}, token=ann, what="during the hand")
    check("hand in progress" in why, f"the refusal {why!r} does not say why")
    server.ok("POST", f"{base}/pause", token=host_token, body={"now": True})
    for conn in everyone:
        await conn.close()

    # --- a restart keeps the chat, the ledger and the settings -------------------------------
    log("restart")
    ledger_before = server.ok("GET", f"{base}/ledger")
    server.stop()
    server.start()
    check(server.ok("GET", f"{base}/ledger") == ledger_before, "the ledger changed across the restart")
    check(server.ok("GET", base)["config"]["timer_s"] == 300, "the settings were lost in the restart")
    again = await Ws.connect(server, tid, bo, "Bo again", 1)
    first = await again.next_message()
    check(first.get("type") == "view", f"first message after restart {short(first)}")
    history = [await again.next_message() for _ in range(6)]
    check([m.get("text") for m in history] == [MARKUP] + [f"line {i}" for i in range(5)],
          f"chat history after the restart {short(history)}")
    await again.close()
    server.stop()


if __name__ == "__main__":
    main(test, timeout=180)
