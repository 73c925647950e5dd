#!/usr/bin/python3
"""A hand interrupted by `kill -9` continues from the same point when the server starts again
on the same database (server-protocol.md, Guarantees).

Two people and a bot play into the middle of a hand (actions taken, chips in the pot, a person
to act); the server is killed with SIGKILL and started again (a new port). The restored table
shows the same seq, hand, cards, pots, stacks, log and seat to act; the decision timer starts
again from full; each person, reconnecting with their token, sees their own cards as before.
The hand is finished: chips are conserved, the ledger balances and matches the stacks, and the
history has the hand with the actions from both sides of the crash. Then the server is killed
again between hands, and once more while a table of bots plays at full speed: whatever a
connection saw before the kill was stored (seq never goes back) and play goes on.

    /usr/bin/python3 tests/server/protocol/test_crash.py build/cardroom
"""

import asyncio
import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import (RawWs, Server, Ws, check_hand_end, check_same_table,  # noqa: E402
                    check_seq_increasing, check_vying_view, drive, log, main)
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import check, ledger_check, short  # noqa: E402

SEATS = 3
STACK = 200
TIMER_S = 60
BOT_STACK = 300
NAMES = {0: "Ann", 1: "Bo"}
PUBLIC = ("seq", "hand", "game", "dealer", "to_act", "pots", "log", "result")
SEAT_PUBLIC = ("name", "stack", "in_hand", "cards", "up", "frozen", "away")


def same_table(before, after, what):
    for key in PUBLIC:
        check(before[key] == after[key], f"{what}: {key} was {short(before[key], 300)} before the "
                                         f"kill, {short(after[key], 300)} after the restart")
    for i, (a, b) in enumerate(zip(before["seats"], after["seats"])):
        check((a is None) == (b is None), f"{what}: seat {i} filled on one side only")
        if a is not None:
            for key in SEAT_PUBLIC:
                check(a[key] == b[key], f"{what}: seat {i} {key} was {a[key]!r}, now {b[key]!r}")


async def connect_all(server, tid, tokens):
    spectator = await Ws.connect(server, tid, name="spectator")
    await spectator.first_view()
    humans = {}
    for seat, token in tokens.items():
        humans[seat] = await Ws.connect(server, tid, token, seat=seat, name=NAMES[seat])
        await humans[seat].first_view()
    return spectator, humans


def all_views_ok(conns, total, where):
    for c in conns:
        for v in c.views:
            check_vying_view(v, SEATS, c.seat, f"{where} {c.name}", total_chips=total)
        check_seq_increasing(c)
    check_same_table(conns, where + " ")


async def test(binary, tmp):
    rng = random.Random(7)
    server = Server(binary, tmp).start()
    table = server.create_table({"name": "Crash", "games": ["15-35", "7-27"], "seats": SEATS,
                                 "timer_s": TIMER_S, "pause_s": 600,
                                 "bots": [{"seat": 2, "kind": "heuristic"}]})
    tid = table["id"]
    tokens = {seat: server.sit(tid, name, seat)[1] for seat, name in NAMES.items()}
    spectator, humans = await connect_all(server, tid, tokens)
    sent = []

    def decide(seat, view):
        legal = view["legal"]
        if legal[0].startswith("choose "):
            message = {"type": "choose", "game": "15-35"}
        else:
            message = pick_word(legal, rng, bet_rate=0.7, fold_rate=0)
        sent.append(message)
        return message

    def mid_hand(v):
        return (v["hand"] == 1 and v["result"] is None and v["game"] is not None
                and sum(v["pots"]) > 3 and v["to_act"] in humans and len(sent) >= 5)

    before = await drive(spectator, humans, decide, mid_hand, timeout=60)
    for c in humans.values():
        await c.view_at_least(before["seq"])
    own_before = {seat: c.latest_view for seat, c in humans.items()}
    for seat, v in own_before.items():
        check(v["seq"] == before["seq"], f"{NAMES[seat]} is at seq {v['seq']}, the spectator at {before['seq']}")
    all_views_ok([spectator] + list(humans.values()), STACK * 3, "before the kill:")
    log(f"killing the server at seq {before['seq']}, hand {before['hand']} ({before['game']}), "
        f"pots {before['pots']}, seat {before['to_act']} to act, {len(before['log'])} log lines")

    # --- kill -9 mid-hand, start again -------------------------------------------------------
    server.kill9()
    server.start()
    check(server.restored == 1, f"the restart restored {server.restored} tables, expected 1")
    listing = server.ok("GET", "/api/tables")
    check(len(listing) == 1 and listing[0]["id"] == tid and listing[0]["taken"] == 3
          and listing[0]["hands_played"] == 0, f"after the restart: GET /api/tables {short(listing)}")
    spectator2 = await Ws.connect(server, tid, name="spectator after restart")
    after = await spectator2.first_view()
    same_table(before, after, "the spectator's view")
    check(after["deadline_ms"] is not None and after["deadline_ms"] >= (TIMER_S - 8) * 1000,
          f"after the restart the timer should start again from full ({TIMER_S}s): "
          f"deadline_ms {after['deadline_ms']} (before the kill: {before['deadline_ms']})")
    humans2 = {}
    for seat, token in tokens.items():
        humans2[seat] = await Ws.connect(server, tid, token, seat=seat, name=NAMES[seat] + " after restart")
        mine = await humans2[seat].first_view()
        check(mine["you"] == seat, f"{NAMES[seat]} reconnected and got you {mine['you']}")
        check(mine["seq"] >= before["seq"], f"{NAMES[seat]}'s view after the restart has seq {mine['seq']}")
        old = own_before[seat]
        check(mine["seats"][seat]["cards"] == old["seats"][seat]["cards"]
              and mine["seats"][seat]["up"] == old["seats"][seat]["up"],
              f"{NAMES[seat]}'s own cards were {old['seats'][seat]['cards']} {old['seats'][seat]['up']}, "
              f"after the restart {mine['seats'][seat]['cards']} {mine['seats'][seat]['up']}")
        check(mine.get("legal") == old.get("legal"),
              f"{NAMES[seat]}'s legal words were {old.get('legal')}, now {mine.get('legal')}")
        check(mine["to_act"] == before["to_act"] and mine["hand"] == before["hand"],
              f"{NAMES[seat]} after the restart: to_act {mine['to_act']} hand {mine['hand']}")
    # the hand plays on from there
    end = await drive(spectator2, humans2, decide, lambda v: v["result"] is not None, timeout=60)
    conns = [spectator2] + list(humans2.values())
    for c in conns:
        await c.view_at_least(end["seq"])
    all_views_ok(conns, STACK * 3, "after the restart:")
    views = spectator2.views
    k = next(i for i, v in enumerate(views) if v["result"] is not None)
    check(k > 0, "the spectator saw no view of the hand before its end")
    check_hand_end(views[k - 1], views[k], "after the restart: ")
    check(end["hand"] == 1, f"the hand that ended is {end['hand']}")
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"), "after the restart: ")
    nets = {n["seat"]: n["net"] for n in ledger["net"]}
    stacks = {i: s["stack"] for i, s in enumerate(end["seats"]) if s}
    check(nets == {i: s - STACK for i, s in stacks.items()},
          f"ledger nets {nets} do not match the stacks {stacks} minus the buy-ins of {STACK}")
    hands = server.ok("GET", f"/api/tables/{tid}/hands?after=0")
    check(len(hands) == 1 and hands[0]["hand"] == 1, f"history after the hand: {short(hands)}")
    record = hands[0]
    check(record["result"] == end["result"], "the history's result differs from the view's")
    words = [m for m in sent if isinstance(m, str)]
    it = iter(record["actions"])
    check(all(any(a == w for a in it) for w in words),
          f"the people's actions {words} (from both sides of the crash) are not in order in the "
          f"history's {record['actions']}")
    check(record["stacks"] == [STACK] * 3, f"the hand started with stacks {record['stacks']}")
    log(f"hand 1 finished after the restart at seq {end['seq']}: stacks {stacks}")

    # --- kill -9 between hands ------------------------------------------------------------------
    for c in conns:
        await c.close()
    # the result stays on show (pause_s 600); the people's disconnections are changes too
    spec = await Ws.connect(server, tid, name="spectator before the second kill")
    shown = await spec.wait_for(lambda m: m.get("type") == "view" and not any(
        m["seats"][s]["connected"] for s in NAMES), 15, "a view with both people gone")
    await spec.quiet(0.5)
    server.kill9()
    server.start()
    spec2 = await Ws.connect(server, tid, name="spectator after the second kill")
    again = await spec2.first_view()
    same_table(shown, again, "between hands")
    check(ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"), "second restart: ") == ledger,
          "the ledger changed across a restart between hands")
    check(server.ok("GET", f"/api/tables/{tid}/hands?after=0") == hands,
          "the history changed across a restart")

    # --- kill -9 while bots play at full speed ---------------------------------------------
    # (stakes of 5 keep hands short: two heuristic bots left alone raise each other by the
    # minimum until one is all-in, and every view carries the hand's whole log)
    bots = server.create_table({"name": "Bots", "games": ["7-27", "15-35"], "seats": 4,
                                "stack": BOT_STACK, "timer_s": 0, "pause_s": 0,
                                "betting": {"ante": 2, "min": 5, "max": 10},
                                "bots": [{"seat": i, "kind": "random" if i % 2 else "heuristic"}
                                         for i in range(4)]})
    watcher = await RawWs.connect(server, bots["id"], name="bots' spectator")
    await asyncio.sleep(1.5)
    server.kill9()
    await watcher.close()
    watcher.parse_all()
    check(watcher.views, "the bots' spectator saw nothing")
    last_seen = watcher.views[-1]
    server.start()
    check(server.restored == 2, f"restored {server.restored} tables, expected 2")
    watcher2 = await Ws.connect(server, bots["id"], name="bots' spectator after restart")
    first = await watcher2.first_view()
    check(first["seq"] >= last_seen["seq"],
          f"a connection saw seq {last_seen['seq']} before the kill but the table restored to "
          f"{first['seq']}: a change was broadcast before it was stored")
    # it plays on (unless the bots have already left one of them with every chip)
    await watcher2.wait_for(
        lambda m: m.get("type") == "view" and (
            m["seq"] >= first["seq"] + 20
            or m["result"] is not None and sum(1 for s in m["seats"] if s and s["stack"] > 0) < 2),
        20, f"play to go on after the restart (20 changes after seq {first['seq']})")
    await watcher2.close()
    for c in [watcher, watcher2]:
        for v in c.views:
            check_vying_view(v, 4, None, c.name, total_chips=BOT_STACK * 4)
        check_seq_increasing(c)
    played = server.ok("GET", f"/api/tables/{bots['id']}/hands?after=0")
    check([h["hand"] for h in played] == list(range(1, len(played) + 1)),
          f"the bots' history after the kill is not contiguous: {[h['hand'] for h in played]}")
    ledger_check(server.ok("GET", f"/api/tables/{bots['id']}/ledger"), "bots after the kill: ")
    log(f"bots: seen seq {last_seen['seq']} before the kill, restored at {first['seq']}, "
        f"{len(played)} hands in the history")
    await spec.close()
    await spec2.close()
    server.stop()


if __name__ == "__main__":
    main(test, timeout=240)
