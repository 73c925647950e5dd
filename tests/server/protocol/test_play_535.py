#!/usr/bin/python3
"""Plays Five Three Five at a table of two people and a bot through the `legal` words, and
checks every view on every connection against server-protocol.md (a protocol "hand" is a round;
no chips: `pots` stay [], scores instead of stacks; meld/score keys may appear).

    /usr/bin/python3 tests/server/protocol/test_play_535.py build/cardroom
"""

import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, check_seq_increasing, drive, log, main  # noqa: E402
from roomclient.audit import HIDDEN  # noqa: E402
from roomclient.protocol import (SEAT_KEYS, VIEW_KEYS, check, is_int, keys_anywhere,  # noqa: E402
                                 ledger_check, short)

SEATS = 3
BOT_SEAT = 2
NAMES = {0: "Ann", 1: "Bo"}
RANKS = set(range(1, 16)) - {6, 10}
HAND_KEYS = {"hand", "game", "rules", "dealer", "stacks", "actions", "shown", "result"}


def revealed(view, i):
    """The seat's cards as the round's result shows them (its end reveals what was left)."""
    result = view["result"]
    if not isinstance(result, dict):
        return None
    shown = result.get("shown")
    if isinstance(shown, dict) and str(i) in shown:
        return shown[str(i)]
    hands = result.get("hands")
    if isinstance(hands, list) and i < len(hands):
        return hands[i]
    return None


def check_view(view, you, where):
    w = f"{where} seq {view.get('seq')}"
    check(view.get("type") == "view", f"{w}: not a view")
    missing = VIEW_KEYS - set(view)
    check(not missing, f"{w}: view lacks {sorted(missing)}: {short(view)}")
    check(is_int(view["seq"]), f"{w}: seq {view['seq']!r}")
    check(view["you"] == you, f"{w}: you {view['you']!r}, expected {you!r}")
    check(view["game"] in (None, "five-three-five"), f"{w}: game {view['game']!r}")
    for key in ("hand", "dealer", "to_act", "deadline_ms"):
        check(view[key] is None or is_int(view[key]), f"{w}: {key} {view[key]!r}")
    check(view["pots"] == [], f"{w}: a table of points with pots {view['pots']}")
    check(isinstance(view["log"], list) and all(isinstance(x, str) for x in view["log"]), f"{w}: log")
    check(view["result"] is None or isinstance(view["result"], dict), f"{w}: result {view['result']!r}")
    to_act = view["to_act"]
    if you is not None and to_act == you:
        check(isinstance(view.get("legal"), list) and view["legal"]
              and all(isinstance(x, str) for x in view["legal"]),
              f"{w}: seat {you} is to act but its legal is {view.get('legal')!r}")
    else:
        check("legal" not in view, f"{w}: legal on the connection of {you!r} while {to_act!r} is to act")
    check(isinstance(view["seats"], list) and len(view["seats"]) == SEATS, f"{w}: seats {short(view['seats'])}")
    for i, s in enumerate(view["seats"]):
        if s is None:
            continue
        ws = f"{w} seat {i}"
        check(set(s) >= SEAT_KEYS, f"{ws}: keys {sorted(s)} lack {sorted(SEAT_KEYS - set(s))}")
        check(s["stack"] is None or is_int(s["stack"]), f"{ws}: stack {s['stack']!r}")
        for key in ("in_hand", "frozen", "away", "connected"):
            check(isinstance(s[key], bool), f"{ws}: {key} {s[key]!r}")
        cards, up = s["cards"], s["up"]
        check(isinstance(cards, list) and isinstance(up, list) and len(cards) == len(up),
              f"{ws}: cards {cards!r} / up {up!r}")
        check(not any(up), f"{ws}: a Five Three Five hand with a card face up: {up}")
        if i == you or (view["result"] is not None and cards and cards == revealed(view, i)):
            check(all(is_int(c) and c in RANKS for c in cards), f"{ws}: cards {cards!r} are not ranks")
            check(cards == sorted(cards) or i != you, f"{ws}: own cards {cards} not in order")
        else:
            check(all(c == HIDDEN for c in cards),
                  f"LEAK {ws}: cards {cards!r} of seat {i} shown to "
                  f"{'a spectator' if you is None else 'seat %d' % you}")
    if view["result"] is not None:
        result = view["result"]
        check(any(k in result for k in ("round_points", "points")),
              f"{w}: a round's result without its points: {short(result)}")


def check_counts(conns):
    """The same seq on every connection: each seat holds as many cards for everyone, and the
    public keys agree."""
    by_seq = {}
    for c in conns:
        for v in c.views:
            by_seq.setdefault(v["seq"], []).append((c, v))
    for seq, items in by_seq.items():
        c0, v0 = items[0]
        for c, v in items[1:]:
            for key in ("hand", "dealer", "to_act", "log", "result", "pots"):
                check(v[key] == v0[key], f"seq {seq}: {key} differs between {c0.name} and {c.name}")
            for i, (a, b) in enumerate(zip(v0["seats"], v["seats"])):
                if a and b:
                    check(len(a["cards"]) == len(b["cards"]),
                          f"seq {seq} seat {i}: {len(a['cards'])} cards for {c0.name}, "
                          f"{len(b['cards'])} for {c.name}")
                    for key in ("in_hand", "away", "connected", "name"):
                        check(a[key] == b[key], f"seq {seq} seat {i}: {key} differs")


async def test(binary, tmp):
    server = Server(binary, tmp).start()
    status, answer = server.http("POST", "/api/tables", {
        "games": ["535"], "seats": SEATS, "timer_s": 0, "pause_s": 0,
        "bots": [{"seat": BOT_SEAT, "kind": "heuristic"}]})
    check(status == 200 and isinstance(answer, dict) and "id" in answer,
          f"POST /api/tables for Five Three Five answered {status} {short(answer)}")
    tid = answer["id"]
    listing = server.ok("GET", "/api/tables")
    check(listing[0]["games"] == ["535"], f"the listing says games {listing[0]['games']}")
    tokens = {s: server.sit(tid, name, s)[1] for s, name in NAMES.items()}
    spectator = await Ws.connect(server, tid, name="spectator")
    humans = {s: await Ws.connect(server, tid, tokens[s], seat=s, name=NAMES[s]) for s in NAMES}
    conns = [spectator] + list(humans.values())
    for c in conns:
        await c.first_view()
    rng = random.Random(535)
    sent = []

    def decide(seat, view):
        legal = view["legal"]
        plays = [w for w in legal if w != "pass"]
        word = rng.choice(plays) if plays and (rng.random() < 0.85 or "pass" not in legal) else "pass"
        sent.append((seat, view["seq"], word))
        return word

    def both_played_a_round(v):
        return (v["result"] is not None and v["hand"] is not None
                and all(v["seats"][s] and v["seats"][s]["in_hand"] for s in NAMES)
                and any(seat in NAMES for seat, _, _ in sent))

    end = await drive(spectator, humans, decide, both_played_a_round, timeout=100)
    log(f"played {end['hand']} rounds; {len(sent)} words by people; "
        f"last result {short(end['result'], 300)}")
    for c in conns:
        for v in c.views:
            check_view(v, c.seat, c.name)
        check_seq_increasing(c)
        errors = [p for _, _, p in c.messages if p and p.get("type") != "view"]
        check(not errors, f"{c.name}: unexpected messages {short(errors)}")
    check_counts(conns)
    # a person's own cards are real while others see ??
    seen_own = [v for s, c in humans.items() for v in c.views
                if v["result"] is None and v["seats"][s] and v["seats"][s]["cards"]]
    check(seen_own, "no person ever held cards in a round in play")
    # each round ends with a result; the people's words are in the history
    hands = server.ok("GET", f"/api/tables/{tid}/hands?after=0")
    check(isinstance(hands, list) and [h.get("hand") for h in hands][:end["hand"]] == list(range(1, end["hand"] + 1)),
          f"hands?after=0 lists {[h.get('hand') for h in hands] if isinstance(hands, list) else hands}")
    check("deck" not in keys_anywhere(hands), "the history has a deck")
    for h in hands[:end["hand"]]:
        check(set(h) == HAND_KEYS, f"round {h['hand']} in the history: keys {sorted(h)}")
        check(h["game"] == "five-three-five", f"round {h['hand']}: game {h['game']!r}")
        ours = [w for seat, seq, w in sent
                if any(v["seq"] == seq and v["hand"] == h["hand"] for v in spectator.views)]
        it = iter(h["actions"])
        check(all(any(a == w for a in it) for w in ours),
              f"round {h['hand']}: the people's words {ours} are not in order in {h['actions']}")
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"))
    check(not [e for e in ledger["entries"] if e["kind"] == "buy-in" and e["chips"]],
          f"a table of points with buy-ins: {short(ledger['entries'])}")
    # the ledger's games are the last of GET …/games (all of them, on an evening this short)
    games = server.ok("GET", f"/api/tables/{tid}/games?after=0")
    check(games == ledger["games"] and ledger["games_played"] == len(games),
          f"GET …/games {short(games)} against the ledger's {short(ledger['games'])}, "
          f"games_played {ledger.get('games_played')}")
    for c in conns:
        await c.close()
    server.stop()


if __name__ == "__main__":
    main(test, timeout=180)
