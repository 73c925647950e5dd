#!/usr/bin/python3
"""No message to a seat or a spectator ever contains a face-down card of another seat, or a card
not yet dealt (server-protocol.md, Guarantees).

A table of four bots and two people who turn `away` on (so the server plays them), watched by
the two people's own connections and a spectator, runs for many hands at full speed. Every
message every connection received is then audited, in order:

- views: other seats' face-down cards are "??" (a hand shown at the showdown excepted), folded
  hands are [] to others, the up flags follow the presets' deals (7-27: one up then down cards;
  15-35: three down, one turned up, extra cards up), and views of the same seq agree between
  connections (the people's own views give their real face-down cards, same count, same flags);
- the raw text of every message: every card code in it (log lines and `result` included) must be
  one this connection may know at that point of the hand: face up now or earlier in the hand,
  its own, or shown at the showdown (`result.shown`). A card named anywhere else is a leak: a
  face-down card of another seat, or a card not dealt yet;
- the hand history (`GET /api/tables/ID/hands`) and the replays of the hands the table keeps
  (`GET /api/tables/ID/hands/K/replay`): no deck, and no card that was not shown at the table in
  that hand.

The auditor checks itself first on made-up leaky messages, so it cannot pass vacuously.

    /usr/bin/python3 tests/server/protocol/test_leak.py build/cardroom
"""

import asyncio
import json
import os
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import (RawWs, Server, check_same_table, check_seq_increasing,  # noqa: E402
                    check_vying_view, log, main)
from roomclient.audit import cards_in_text, public_cards  # noqa: E402
from roomclient.protocol import TestFailure, check, keys_anywhere, ledger_check, short  # noqa: E402

SEATS = 6
STACK = 500
HUMANS = {1: "Hu", 4: "Ivo"}  # names without anything that reads as a card code
BOTS = [{"seat": 0, "kind": "heuristic"}, {"seat": 2, "kind": "random"},
        {"seat": 3, "kind": "heuristic"}, {"seat": 5, "kind": "random"}]
HANDS = int(os.environ.get("LEAK_HANDS", "400"))


def check_up_pattern(view, where):
    """The presets' deals (the bots choose with the table's rules, which are the presets)."""
    if view["hand"] is None:
        return
    for i, s in enumerate(view["seats"]):
        if not s or not s["up"]:
            continue
        up = s["up"]
        game = view["game"]
        shown = (view.get("result") or {}).get("shown") or {}
        if str(i) in shown:
            # At a showdown the hands still in lie face up for everyone.
            check(all(up), f"{where} seat {i}: shown at the showdown but up flags {up}")
            continue
        if game == "seven-twenty-seven":
            check(up[0] and not any(up[1:]), f"{where} seat {i}: 7-27 up flags {up} (one up, then down)")
        elif game == "fifteen-thirty-five":
            check(sum(up[:3]) <= 1 and all(up[3:]), f"{where} seat {i}: 15-35 up flags {up}")


def where_in(parsed, card):
    """A short pointer to where `card` appears in a message (for the failure message)."""
    if not isinstance(parsed, dict):
        return ""
    for line in parsed.get("log") or []:
        if card in line:
            return f" (log line {line!r})"
    if card in json.dumps(parsed.get("result")):
        return f" (in result {short(parsed.get('result'), 300)})"
    for i, s in enumerate(parsed.get("seats") or []):
        if s and card in s.get("cards", []):
            return f" (seat {i} cards {s['cards']} up {s['up']})"
    return ""


class Auditor:
    """Follows one connection's messages in order (`total`: the buy-in of each seat, to check
    that stacks and pots add up to it times the seats taken)."""

    def __init__(self, name, you, seats, total=None):
        self.name, self.you, self.seats, self.total = name, you, seats, total
        self.hand = None
        self.known = set()  # cards this connection may know in the current hand
        self.seen_by_hand = {}  # hand -> every card this connection legitimately saw
        self.views = 0
        self.hidden = 0  # "??" cards seen (so the audit is not vacuous)
        # A connection opened during a hand cannot tell what was face up before it came (a
        # card exposed, then folded, is still named in the public log): the text of that first
        # hand's messages is not audited, only their views. From the first deal it sees on,
        # everything is.
        self.partial_hand = None
        self.texts = 0  # messages whose text was audited

    def feed(self, text, parsed):
        if parsed is None:
            garbage = isinstance(text, bytes) and bytes(1) in text
            raise TestFailure(f"{self.name}: a message that is not JSON text (UTF-8): {text[:200]!r}"
                              + (" (NUL bytes: it looks like freed heap memory was sent)" if garbage else ""))
        where = f"{self.name} seq {parsed.get('seq')}"
        if parsed.get("type") == "view":
            self.views += 1
            seated = sum(1 for s in parsed["seats"] if s)  # nobody leaves: every seat bought in
            check_vying_view(parsed, self.seats, self.you, self.name,
                             total_chips=None if self.total is None else self.total * seated)
            check_up_pattern(parsed, where)
            if self.views == 1 and parsed["hand"] is not None:
                self.partial_hand = parsed["hand"]
            if parsed["hand"] != self.hand:  # a new hand: a new deck, a new log, no result
                self.hand = parsed["hand"]
                self.known = set()
            self.known |= public_cards(parsed, self.you)
            if self.hand is not None and self.hand != self.partial_hand:
                self.seen_by_hand.setdefault(self.hand, set()).update(self.known)
            self.hidden += sum(s["cards"].count("??") for s in parsed["seats"] if s)
        if self.hand is not None and self.hand == self.partial_hand:
            return
        self.texts += 1
        leaked = cards_in_text(text) - self.known
        if leaked:
            raise TestFailure(f"LEAK {where}: {sorted(leaked)} named in a message to "
                              f"{'a spectator' if self.you is None else 'seat %d' % self.you} "
                              f"although not face up, not its own and not shown"
                              f"{where_in(parsed, sorted(leaked)[0])}: {short(text, 1500)}")


def self_test():
    """The auditor must catch made-up leaks and accept a legitimate hand."""
    def seat(cards, up, in_hand=True, name="Bot"):
        return {"name": name, "stack": 99, "in_hand": in_hand, "cards": cards, "up": up,
                "frozen": False, "away": False, "connected": True, "time_bank_ms": 60000,
                "sitting_out": False, "sat_out_by": None}

    def view(seq, seats, log_lines, result=None, pots=(2,), to_act=0, hand=1):
        return {"type": "view", "seq": seq, "you": None, "hand": hand, "game": "seven-twenty-seven",
                "dealer": 1, "to_act": None if result else to_act, "deadline_ms": None,
                "paused": False, "pausing": False, "locked": False, "time_bank": False, "seats": seats, "pots": [] if result else list(pots), "log": log_lines,
                "result": result}

    good = [view(1, [seat(["As", "??"], [True, False]), seat(["7d", "??"], [True, False])],
                 ["Bot deals seven-twenty-seven."]),
            view(2, [seat(["As", "??", "??"], [True, False, False]), seat(["7d", "??"], [True, False])],
                 ["Bot takes a card face down"], to_act=1),
            view(4, [seat(["As", "Kd", "2c"], [True, True, True]), seat([], [], in_hand=False)],
                 ["Bot folds"], result={"payouts": [4, 0], "shown": {"0": ["As", "Kd", "2c"]}})]
    leaks = {
        "a face-down card in a view": view(2, [seat(["As", "Kd"], [True, False]),
                                               seat(["7d", "??"], [True, False])], []),
        "a face-down card in the log": view(2, [seat(["As", "??"], [True, False]),
                                                seat(["7d", "??"], [True, False])], ["Bot takes 9c"]),
        "a card not dealt, in the result": view(4, [seat(["As", "??"], [True, False]),
                                                    seat(["7d", "??"], [True, False])], [],
                                                result={"payouts": [2, 0], "shown": {}, "note": "Qh"}),
        "a folded hand shown to others": view(3, [seat(["As", "??"], [True, False]),
                                                  seat(["7d", "??"], [True, False], in_hand=False)], []),
    }
    lobby = view(0, [seat([], [], in_hand=False), seat([], [], in_hand=False)], [], pots=(),
                 to_act=None, hand=None)
    lobby["game"] = None
    auditor = Auditor("self-test", None, 2, total=None)
    for v in [lobby] + good:
        auditor.feed(json.dumps(v), v)
    check(auditor.texts == 4, "the self-test audited no text")
    for what, v in leaks.items():
        auditor = Auditor("self-test", None, 2, total=None)
        auditor.feed(json.dumps(lobby), lobby)
        auditor.feed(json.dumps(good[0]), good[0])
        try:
            auditor.feed(json.dumps(v), v)
        except TestFailure:
            continue
        raise TestFailure(f"the auditor's self-test: it did not catch {what}")


def mutation_test(spectator, humans):
    """On the real recording: a person's face-down card written into the spectator's log, or
    shown in place of "??", must be caught (so the audit above was not vacuous)."""
    seat, client = next(iter(humans.items()))
    by_seq = {v["seq"]: v for v in client.views}
    for index, (_, text, parsed) in enumerate(spectator.messages):
        own = by_seq.get(parsed.get("seq")) if parsed else None
        if not own or own["hand"] == spectator.views[0]["hand"]:
            continue
        down = [c for c, u in zip(own["seats"][seat]["cards"], own["seats"][seat]["up"]) if not u]
        if not down or own["result"] is not None:
            continue
        for how in ("log", "cards"):
            leaky = json.loads(text)
            if how == "log":
                leaky["log"] = leaky["log"] + [f"{own['seats'][seat]['name']} holds {down[0]}"]
            else:
                cards = leaky["seats"][seat]["cards"]
                cards[cards.index("??")] = down[0]
            auditor = Auditor("mutation", None, len(parsed["seats"]))
            try:
                for _, t, p in spectator.messages[:index]:
                    auditor.feed(t, p)
                auditor.feed(json.dumps(leaky), leaky)
            except TestFailure as e:
                check("LEAK" in str(e), f"the mutation test failed for another reason: {e}")
                continue
            raise TestFailure(f"the audit did not notice seat {seat}'s face-down {down[0]} "
                              f"written into the spectator's {how} at seq {parsed['seq']}")
        return
    raise TestFailure("the mutation test found no face-down card of a person to use")


async def test(binary, tmp):
    self_test()
    # It reads back hundreds of replays as fast as it can: no limit on requests per second.
    server = Server(binary, tmp, args=["--requests-per-second", "0"]).start()
    # Bets of 5 to 10 keep hands short: two bots left alone in a hand may raise each other
    # until one is all-in (no cap heads-up), and every view carries the hand's whole log.
    table = server.create_table({"name": "Leak", "games": ["15-35", "7-27"], "seats": SEATS,
                                 "stack": STACK, "timer_s": 0, "pause_s": 0,
                                 "betting": {"ante": 1, "min": 5, "max": 10}, "bots": BOTS})
    tid = table["id"]
    # The connections only store what they receive (parsing waits for the audit), so they
    # keep up with a table that plays as fast as the server can.
    spectator = await RawWs.connect(server, tid, name="spectator")
    humans = {}
    for seat, name in HUMANS.items():
        got, token = server.sit(tid, name, seat)
        humans[seat] = await RawWs.connect(server, tid, token, seat=seat, name=name)
        await humans[seat].away(True)
    conns = [spectator] + list(humans.values())
    started = time.monotonic()
    # The people (away) and the bots play by themselves; watch until enough hands are over. How
    # long that takes is the machine's business: the test's own timeout catches a table that hangs.
    while True:
        await asyncio.sleep(0.5)
        for c in conns:
            check(not c.closed, f"{c.name}: the server closed the connection (code {c.close_code}) "
                                f"after {len(c.messages)} messages"
                                f"{'' if server.running() else '; the server died: ' + server.stderr_tail()}")
        if server.ok("GET", "/api/tables")[0]["hands_played"] > HANDS:
            break
    # The host pauses the table at the end of the hand in play, so that it holds still while the
    # history and every replay it promises are read.
    server.ok("POST", f"/api/tables/{tid}/pause", token=table["host_token"])
    while not server.ok("GET", f"/api/tables/{tid}")["paused"]:
        await asyncio.sleep(0.1)
    played = time.monotonic() - started
    hands = server.ok("GET", f"/api/tables/{tid}/hands?after=0")
    check([h["hand"] for h in hands] == list(range(1, len(hands) + 1)),
          "the history lists every finished hand once, in order")
    check(len(hands) == server.ok("GET", f"/api/tables/{tid}")["hands_played"],
          "paused, the table plays no more hands")
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"))
    # The table keeps its last 100 hands for replaying: every one of the last 50 is there.
    replays = {h["hand"]: server.ok("GET", f"/api/tables/{tid}/hands/{h['hand']}/replay")
               for h in hands[-50:]}
    await asyncio.sleep(0.3)
    for c in conns:
        await c.close()
        c.parse_all()
    server.stop()
    for seat in humans:
        check(any(v["seats"][seat] and v["seats"][seat]["away"] for v in spectator.views),
              f"seat {seat} was never shown away")
    counts = {c.name: len(c.messages) for c in conns}
    megabytes = sum(len(m[1]) for c in conns for m in c.messages) / 1e6
    log(f"{len(hands)} hands in {played:.1f}s; messages: {counts} ({megabytes:.0f} MB)")

    # --- the audit -------------------------------------------------------------------------
    check(len(ledger["entries"]) == 6, f"ledger entries {short(ledger['entries'])}: expected 6 buy-ins")
    auditors = {}
    for c in conns:
        auditor = Auditor(c.name, c.seat, SEATS, total=STACK)
        for _, text, parsed in c.messages:
            auditor.feed(text, parsed)
        auditors[c.name] = auditor
        check_seq_increasing(c)
        check(auditor.views > 1000 and len(auditor.seen_by_hand) >= HANDS - 2,
              f"{c.name}: only {auditor.views} views, {len(auditor.seen_by_hand)} hands audited")
        check(auditor.hidden > 1000, f"{c.name}: only {auditor.hidden} hidden cards seen")
    check_same_table(conns)
    mutation_test(spectator, humans)
    # the people were dealt in, with face-down cards of their own that others never saw named
    for seat, client in humans.items():
        dealt = {v["hand"] for v in client.views if v["hand"] and v["seats"][seat]["cards"]}
        check(len(dealt) > HANDS // 2, f"{client.name} was dealt only {len(dealt)} hands")
    # the history: no deck, no card that was not shown at the table in that hand
    check("deck" not in keys_anywhere(hands), "the hand history has a 'deck'")
    seen = auditors["spectator"].seen_by_hand
    audited = 0
    for h in hands:
        if h["hand"] not in seen:  # the hand the spectator came in during, or one after it left
            continue
        leaked = cards_in_text(json.dumps(h)) - seen[h["hand"]]
        check(not leaked, f"LEAK: hand {h['hand']} in the history names {sorted(leaked)}, never "
                          f"shown at the table: {short(h, 1500)}")
        audited += 1
    check(audited >= HANDS - 1, f"only {audited} hands of the history audited")
    check("deck" not in keys_anywhere(list(replays.values())), "a replay has a 'deck'")
    replayed = 0
    for hand, replay in replays.items():
        if hand not in seen:
            continue
        check(len(replay["steps"]) == len(hands[hand - 1]["actions"]) + 1, f"replay of hand {hand}: "
              f"{len(replay['steps'])} steps for {len(hands[hand - 1]['actions'])} actions")
        leaked = cards_in_text(json.dumps(replay)) - seen[hand]
        check(not leaked, f"LEAK: the replay of hand {hand} names {sorted(leaked)}, never shown at the table")
        replayed += 1
    check(replayed == 50, f"{replayed} of the last 50 replays audited")
    showdowns = sum(1 for h in hands if h["shown"])
    log(f"audited {sum(a.views for a in auditors.values())} views and {sum(counts.values())} messages; "
        f"{audited} hands of history ({showdowns} with a showdown), {replayed} replays")
    check(showdowns > 10, f"only {showdowns} showdowns: the audit of shown hands is thin")


if __name__ == "__main__":
    main(test, timeout=300)
