#!/usr/bin/python3
"""Plays whole dealer's-choice hands at a table of three people and a bot, over HTTP and
WebSockets, and checks every view every connection received against server-protocol.md, the
ledger, the table listing, the hand history, and leaving (between hands and during a hand).

    /usr/bin/python3 tests/server/protocol/test_play.py build/cardroom
"""

import os
import random
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import (Server, Ws, check_hand_end, check_same_table,  # noqa: E402
                    check_seq_increasing, check_vying_view, drive, log, main)
from roomclient.audit import CARD_RE, cards_in_text  # noqa: E402
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import check, is_int, keys_anywhere, ledger_check, short  # noqa: E402

SEATS = 6
STACK = 200
BOT_SEAT = 4
HAND_KEYS = {"hand", "game", "rules", "dealer", "stacks", "actions", "shown", "result"}
MIN_HANDS = 4


class Play:
    """The humans' decisions, and what they did (to check the history and the views against)."""

    def __init__(self):
        self.rng = random.Random(20261130)
        self.choices = 0
        self.sent = []  # (seat, seq, message)
        self.chosen_rules = {}  # seq of the choice -> rules sent

    def decide(self, seat, view):
        legal = view["legal"]
        if legal[0].startswith("choose "):
            # Dealer's choice: 7-27 first, then 15-35 with a house rule, alternating.
            check(set(legal) == {"choose 15-35", "choose 7-27"},
                  f"seat {seat}: choose words {legal}, expected choose 15-35 and choose 7-27")
            game = "7-27" if self.choices % 2 == 0 else "15-35"
            message = {"type": "choose", "game": game}
            if game == "15-35":
                message["rules"] = {"betting": {"max": 3}}
            self.choices += 1
        else:
            mine = view["seats"][seat]["cards"]
            word = pick_word(legal, self.rng, cards=len(mine))
            check(word in legal or word.split(" ")[0] in ("bet", "raise"),
                  f"picked {word} outside {legal}")
            message = {"type": "act", "action": word, "seq": view["seq"]}
        self.sent.append((seat, view["seq"], message))
        return message


def finished_hands(views):
    """{hand: (game, result)} for every hand whose result some view showed."""
    done, games = {}, {}
    for v in views:
        if v["hand"] is not None and v["result"] is None and v["game"] is not None:
            games[v["hand"]] = v["game"]  # while it is played (a result view may show null:
            # the next dealer is choosing)
        if v["result"] is not None and v["hand"] is not None and v["hand"] not in done:
            done[v["hand"]] = (games.get(v["hand"]), v["result"])
    return done


def check_hand_ends(spectator, total):
    """Every result view: pots [] and the pots paid into the stacks."""
    views = spectator.views
    checked = 0
    for before, after in zip(views, views[1:]):
        if after["result"] is None or before["result"] is not None or before["hand"] != after["hand"]:
            continue
        check_hand_end(before, after)
        checked += 1
    return checked


def check_results_stay(views):
    """`result` stays until the next hand starts."""
    for before, after in zip(views, views[1:]):
        if before["result"] is not None and after["hand"] == before["hand"]:
            check(after["result"] == before["result"],
                  f"seq {after['seq']}: the result of hand {before['hand']} changed or vanished "
                  f"before the next hand started")


def check_exposures(spectator, play):
    """Each exposure a person made shows that card face up to everyone in the next view."""
    exposures = 0
    for seat, seq, message in play.sent:
        action = message.get("action", "")
        if not action.startswith("expose "):
            continue
        card = action.split(" ")[1]
        after = next(v for v in spectator.views if v["seq"] > seq)
        cards, up = after["seats"][seat]["cards"], after["seats"][seat]["up"]
        check(card in cards and up[cards.index(card)],
              f"seq {after['seq']}: seat {seat} exposed {card} but the spectator sees {cards} {up}")
        exposures += 1
    return exposures


def check_up_patterns(spectator):
    """The presets' deals: 7-27 one card up then one down, extra cards down; 15-35 three down,
    one of them turned up, extra cards up."""
    for v in spectator.views:
        if v["hand"] is None or v["game"] is None:
            continue
        for i, s in enumerate(v["seats"]):
            if not s or not s["cards"]:
                continue
            up = s["up"]
            if str(i) in ((v.get("result") or {}).get("shown") or {}):
                # At a showdown the hands still in lie face up for everyone.
                check(all(up), f"seq {v['seq']} seat {i}: shown at the showdown but up {up}")
                continue
            if v["game"] == "seven-twenty-seven":
                check(up[0] and not any(up[1:]), f"seq {v['seq']} seat {i}: 7-27 up flags {up}")
            else:
                check(sum(up[:3]) <= 1 and all(up[3:]), f"seq {v['seq']} seat {i}: 15-35 up flags {up}")


def check_history(server, tid, spectator, play, hands_played):
    status, hands = server.http("GET", f"/api/tables/{tid}/hands?after=0")
    check(status == 200 and isinstance(hands, list), f"hands?after=0 answered {status} {short(hands)}")
    check([h.get("hand") for h in hands] == list(range(1, hands_played + 1)),
          f"hands?after=0 lists hands {[h.get('hand') for h in hands]}, expected 1..{hands_played}")
    check("deck" not in keys_anywhere(hands), "the hand history has a 'deck' key")
    results = finished_hands(spectator.views)
    # cards each hand showed at the table: face up at some point, or shown at the showdown
    seen = {}
    for v in spectator.views:
        if v["hand"] is None:
            continue
        cards = seen.setdefault(v["hand"], set())
        for s in v["seats"]:
            if s:
                cards.update(c for c, u in zip(s["cards"], s["up"]) if u)
        if v["result"]:
            for shown in v["result"]["shown"].values():
                cards.update(shown)
    for h in hands:
        n = h["hand"]
        where = f"hand {n} in the history"
        check(set(h) == HAND_KEYS, f"{where}: keys {sorted(h)}, expected {sorted(HAND_KEYS)}")
        check(h["game"] in ("seven-twenty-seven", "fifteen-thirty-five"), f"{where}: game {h['game']!r}")
        check(isinstance(h["rules"], dict) and "betting" in h["rules"], f"{where}: rules {short(h['rules'])}")
        check(is_int(h["dealer"]) and 0 <= h["dealer"] < SEATS, f"{where}: dealer {h['dealer']!r}")
        check(isinstance(h["stacks"], list) and len(h["stacks"]) == SEATS and all(is_int(x) for x in h["stacks"]),
              f"{where}: stacks {h['stacks']!r}")
        check(isinstance(h["actions"], list) and all(isinstance(a, str) for a in h["actions"]),
              f"{where}: actions {h['actions']!r}")
        check(isinstance(h["shown"], dict), f"{where}: shown {h['shown']!r}")
        for seat, shown in h["shown"].items():
            check(all(CARD_RE.match(c) for c in shown), f"{where}: shown[{seat}] {shown}")
        check(n in results, f"{where}: no view showed its result")
        game, result = results[n]
        check(h["game"] == game, f"{where}: game {h['game']} but the table played {game}")
        check(h["result"] == result, f"{where}: result differs from the one the views showed:\n"
                                     f"{short(h['result'])}\n{short(result)}")
        check(h["shown"] == result["shown"], f"{where}: shown differs from result.shown")
        leaked = cards_in_text(short(h, 10 ** 9)) - seen.get(n, set())
        check(not leaked, f"LEAK {where}: cards {sorted(leaked)} were never shown at the table")
        # the first view of the hand, and the one before it (stacks between hands)
        first = next(i for i, v in enumerate(spectator.views) if v["hand"] == n)
        check(spectator.views[first]["dealer"] == h["dealer"], f"{where}: dealer differs from the views'")
        if first > 0:
            between = spectator.views[first - 1]
            for i, s in enumerate(between["seats"]):
                if s is not None and s["stack"] > 0:
                    check(h["stacks"][i] == s["stack"], f"{where}: stacks[{i}] = {h['stacks'][i]}, "
                                                        f"but the seat had {s['stack']} before the deal")
        # the people's actions in this hand, in order, are among the record's
        views_of_hand = [v["seq"] for v in spectator.views if v["hand"] == n and v["result"] is None
                         and v["game"] is not None]
        lo, hi = min(views_of_hand), max(views_of_hand)
        ours = [m["action"] for _, seq, m in play.sent if m["type"] == "act" and lo <= seq <= hi]
        it = iter(h["actions"])
        check(all(any(a == word for a in it) for word in ours),
              f"{where}: the people's actions {ours} are not in order among {h['actions']}")
        if h["game"] == "fifteen-thirty-five" and n in chosen_with_rules(spectator, play):
            check(h["rules"]["betting"]["max"] == 3, f"{where}: chosen with betting.max 3, record says "
                                                     f"{h['rules']['betting']}")
    status, later = server.http("GET", f"/api/tables/{tid}/hands?after=2")
    check(status == 200 and [h["hand"] for h in later] == list(range(3, hands_played + 1)),
          f"hands?after=2 lists {[h.get('hand') for h in later] if isinstance(later, list) else later}")
    check_pages(server, tid, hands)
    return hands


def check_pages(server, tid, hands):
    """Read with limit=2, the history comes in pages, each linking to the next (RFC 8288) while
    hands follow it; the pages together are the whole history."""
    path, read = f"/api/tables/{tid}/hands?after=0&limit=2", []
    while path is not None:
        status, headers, page = server.request_from("127.0.0.1", "GET", path)
        check(status == 200 and isinstance(page, list) and 1 <= len(page) <= 2,
              f"{path} answered {status} {short(page)}")
        read += page
        link = headers.get("link")
        if len(read) < len(hands):
            expected = f'</api/tables/{tid}/hands?after={read[-1]["hand"]}&limit=2>; rel="next"'
            check(link == expected, f"{path}: Link {link!r}, expected {expected!r}")
            path = link[1:link.index(">")]
        else:
            check(link is None, f"{path}: the last page links on: {link!r}")
            path = None
    check(read == hands, f"the pages of 2 hands are not the history: {[h.get('hand') for h in read]}")


def chosen_with_rules(spectator, play):
    """The hands dealt right after a person chose 15-35 with betting.max 3."""
    hands = set()
    for seat, seq, message in play.sent:
        if message["type"] == "choose" and message.get("rules"):
            nxt = next((v for v in spectator.views if v["seq"] > seq and v["hand"] is not None
                        and v["result"] is None and v["game"] is not None), None)
            if nxt:
                hands.add(nxt["hand"])
    return hands


def check_chosen_rules_apply(spectator, humans, play):
    for n in chosen_with_rules(spectator, play):
        for client in humans.values():
            for v in client.views:
                if v["hand"] == n and "legal" in v:
                    for word in v["legal"]:
                        if word.startswith(("bet ", "raise ")):
                            hi = int(word.split(" ")[1].split("-")[-1])
                            check(hi <= 3, f"hand {n} was chosen with betting.max 3 but seat "
                                           f"{v['you']} is offered {word!r}")


async def test(binary, tmp):
    server = Server(binary, tmp).start()
    check(server.restored == 0, f"a new db restored {server.restored} tables")
    check(server.ok("GET", "/api/tables") == [], "a new server lists tables")
    table = server.create_table({"name": "Friday", "games": ["15-35", "7-27"], "seats": SEATS,
                                 "timer_s": 0, "pause_s": 0,
                                 "bots": [{"seat": BOT_SEAT, "kind": "heuristic"}]})
    tid = table["id"]

    # --- seating over HTTP ----------------------------------------------------------------
    tokens = {}
    seat, tokens[0] = server.sit(tid, "Ann", 0)
    seat, tokens[1] = server.sit(tid, "Bo")  # no seat asked: the first empty one
    check(seat == 1, f"Bo asked for no seat and got {seat}, expected the first empty one (1)")
    seat, tokens[2] = server.sit(tid, "Cy", 2)
    check(len(set(tokens.values())) == 3, "two seats got the same token")
    names = {0: "Ann", 1: "Bo", 2: "Cy"}

    listing = server.ok("GET", "/api/tables")
    check(len(listing) == 1 and set(listing[0]) >= {"id", "name", "games", "seats", "taken", "hands_played"},
          f"GET /api/tables: {short(listing)}")
    entry = listing[0]
    check(entry["id"] == tid and entry["name"] == "Friday" and entry["games"] == ["15-35", "7-27"]
          and entry["seats"] == SEATS and entry["taken"] == 4 and entry["hands_played"] == 0,
          f"GET /api/tables entry {short(entry)} (expected Friday, both games, 6 seats, 4 taken, 0 hands)")

    # --- connections: each person, Ann in two tabs, a spectator ---------------------------
    humans = {s: await Ws.connect(server, tid, tokens[s], seat=s, name=names[s]) for s in tokens}
    ann2 = await Ws.connect(server, tid, tokens[0], seat=0, name="Ann (second tab)")
    spectator = await Ws.connect(server, tid, name="spectator")
    conns = list(humans.values()) + [ann2, spectator]
    for c in conns:
        first = await c.first_view()
        check(first["you"] == c.seat, f"{c.name}: first view has you {first['you']}")
    # all three shown connected
    await spectator.wait_for(lambda m: m.get("type") == "view"
                             and all(m["seats"][s] and m["seats"][s]["connected"] for s in tokens),
                             15, "a view with the three people connected")
    start = spectator.latest_view
    check(start["hand"] is None and start["game"] is None and start["to_act"] == 0 and start["dealer"] == 0,
          f"before the first hand Ann (seat 0) should be choosing the game: {short(start)}")
    check(start["seats"][3] is None and start["seats"][5] is None, "empty seats 3 and 5 are not null")
    check(start["seats"][BOT_SEAT]["name"] and start["seats"][BOT_SEAT]["connected"], "the bot's seat entry")

    # --- play ------------------------------------------------------------------------------
    play = Play()

    def enough(view):
        done = finished_hands(spectator.views)
        games = {g for g, _ in done.values()}
        return (len(done) >= MIN_HANDS and games >= {"seven-twenty-seven", "fifteen-thirty-five"}
                and view["game"] is None and view["to_act"] in humans)

    await drive(spectator, humans, play.decide, enough, timeout=120)
    stop = spectator.latest_view
    done = finished_hands(spectator.views)
    hands_played = stop["hand"]
    check(sorted(done) == list(range(1, hands_played + 1)), f"finished hands {sorted(done)}")
    log(f"played {hands_played} hands: {[done[n][0] for n in sorted(done)]}; "
        f"{len(play.sent)} decisions by people; views: "
        f"{', '.join(f'{c.name} {len(c.views)}' for c in conns)}")
    for c in conns:  # every connection catches up with the last change
        await c.view_at_least(stop["seq"])

    # --- every view, every connection ---------------------------------------------------------
    total = STACK * 4
    for c in conns:
        for v in c.views:
            check_vying_view(v, SEATS, c.seat, c.name, total_chips=total)
            check(v["deadline_ms"] is None, f"{c.name} seq {v['seq']}: deadline_ms {v['deadline_ms']} "
                                            f"at a table without a timer (timer_s 0)")
        check_seq_increasing(c)
        check(c.latest_view["seq"] == stop["seq"], f"{c.name} is at seq {c.latest_view['seq']}, "
                                                   f"the spectator at {stop['seq']}")
        check(not c.bad_frames, f"{c.name}: frames that are not JSON text: {c.bad_frames[:2]}")
        errors = [p for _, _, p in c.messages if p and p.get("type") != "view"]
        check(not errors, f"{c.name}: unexpected messages {short(errors)}")
    check_same_table(conns)
    # Ann's two tabs saw the same views
    check([v["seq"] for v in ann2.views] == [v["seq"] for v in humans[0].views][-len(ann2.views):],
          "Ann's two tabs saw different changes")
    check(all(a == b for a, b in zip(reversed(ann2.views), reversed(humans[0].views))),
          "Ann's two tabs saw different views")
    paid = check_hand_ends(spectator, total)
    check(paid >= MIN_HANDS, f"only {paid} hand ends were seen and checked")
    check_results_stay(spectator.views)
    exposures = check_exposures(spectator, play)
    check(exposures >= 3, f"only {exposures} exposures by people were checked (expected a 15-35 hand)")
    check_up_patterns(spectator)
    check_chosen_rules_apply(spectator, humans, play)
    # a seat's own view holds its real face-down cards
    own_down = sum(1 for c in humans.values() for v in c.views for s in [v["seats"][c.seat]]
                   for card, up in zip(s["cards"], s["up"]) if not up)
    check(own_down > 0, "no person ever saw a face-down card of their own")
    # other seats' face-down cards are ?? for others and real for the owner
    hidden = sum(1 for v in spectator.views for s in v["seats"] if s for card in s["cards"] if card == "??")
    check(hidden > 0, "the spectator never saw a face-down card")

    # --- ledger, listing, history -----------------------------------------------------------
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"), "after play: ")
    buyins = sorted((e["seat"], e["name"], e["kind"], e["chips"]) for e in ledger["entries"])
    bot_name = stop["seats"][BOT_SEAT]["name"]
    check(buyins == sorted([(0, "Ann", "buy-in", STACK), (1, "Bo", "buy-in", STACK),
                            (2, "Cy", "buy-in", STACK), (BOT_SEAT, bot_name, "buy-in", STACK)]),
          f"ledger entries {buyins}: expected four buy-ins of {STACK} (the bot included)")
    nets = {n["seat"]: n["net"] for n in ledger["net"]}
    for i, s in enumerate(stop["seats"]):
        if s:
            check(nets.get(i) == s["stack"] - STACK, f"between hands seat {i} has {s['stack']} but "
                                                     f"its net is {nets.get(i)}")
    entry = server.ok("GET", "/api/tables")[0]
    check(entry["hands_played"] == hands_played and entry["taken"] == 4,
          f"GET /api/tables after {hands_played} hands: {short(entry)}")
    check_history(server, tid, spectator, play, hands_played)

    # --- leaving between hands: a cash-out -----------------------------------------------------
    chooser = stop["to_act"]
    leaver = next(s for s in humans if s != chooser)
    chips = stop["seats"][leaver]["stack"]
    server.ok("DELETE", f"/api/tables/{tid}/seats/{leaver}", token=tokens[leaver])
    after = await spectator.view_at_least(stop["seq"] + 1)
    check(after["seats"][leaver] is None, f"seat {leaver} left between hands but is not empty: "
                                          f"{short(after['seats'][leaver])}")
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"), "after a leave: ")
    outs = [e for e in ledger["entries"] if e["kind"] == "cash-out"]
    check(outs == [{"seat": leaver, "name": names[leaver], "kind": "cash-out", "chips": chips}],
          f"after {names[leaver]} left with {chips}: cash-outs {outs}")
    net = [n for n in ledger["net"] if n["seat"] == leaver and n["name"] == names[leaver]]
    check(len(net) == 1 and net[0]["net"] == chips - STACK, f"{names[leaver]}'s net {net}")
    entry = server.ok("GET", "/api/tables")[0]
    check(entry["taken"] == 3, f"after a leave the listing says taken {entry['taken']}")
    left_conn = humans.pop(leaver)
    view = await left_conn.view_at_least(after["seq"])
    check(view["you"] is None and "legal" not in view,
          f"the connection of a seat that left still plays it: you {view['you']}")
    total -= chips

    # --- leaving during a hand: played as away, cashed out at its end ----------------------
    hand_now = stop["hand"]
    mid = await drive(spectator, humans, play.decide,
                      lambda v: v["hand"] == hand_now + 1 and v["result"] is None and v["game"] is not None
                      and v["to_act"] in humans, timeout=60)
    second = next(s for s in humans if s != mid["to_act"])
    check(mid["seats"][second]["in_hand"], f"seat {second} is not in hand {mid['hand']}")
    server.ok("DELETE", f"/api/tables/{tid}/seats/{second}", token=tokens[second])
    away = await spectator.view_at_least(mid["seq"] + 1)
    check(away["seats"][second] is not None and away["seats"][second]["away"],
          f"seat {second} left during a hand: it should be played as away until the hand ends, "
          f"got {short(away['seats'][second])}")
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"), "during a hand: ")
    check(len([e for e in ledger["entries"] if e["kind"] == "cash-out"]) == 1,
          "a seat that left during a hand was cashed out before the hand ended")
    await drive(spectator, humans, play.decide,
                lambda v: v["result"] is not None and v["hand"] == mid["hand"], timeout=60)
    views = spectator.views
    k = next(i for i, v in enumerate(views) if v["hand"] == mid["hand"] and v["result"] is not None)
    before, result_view = views[k - 1], views[k]
    payouts = result_view["result"]["payouts"]
    extra = sum(payouts) - sum(before["pots"])
    kept = before["seats"][second]["stack"] + payouts[second] - (extra if before["to_act"] == second else 0)
    ledger = ledger_check(server.ok("GET", f"/api/tables/{tid}/ledger"), "after the hand: ")
    outs = [e for e in ledger["entries"] if e["kind"] == "cash-out" and e["seat"] == second]
    check(outs == [{"seat": second, "name": names[second], "kind": "cash-out", "chips": kept}],
          f"seat {second} left during hand {mid['hand']} and ended it with {kept}: cash-outs {outs}")
    check(result_view["seats"][second] is None or result_view["seats"][second]["stack"] == kept,
          f"seat {second} at the end of its last hand: {short(result_view['seats'][second])}")
    await spectator.view_at_least(result_view["seq"] + (1 if result_view["seats"][second] else 0))
    check(spectator.latest_view["seats"][second] is None, f"seat {second} is not empty after its last hand")
    total -= kept
    log(f"{names[leaver]} left between hands with {chips}, {names[second]} during hand {mid['hand']} "
        f"with {kept}")
    for c in conns:
        for v in c.views:
            if v["seq"] > stop["seq"]:
                check_vying_view(v, SEATS, v["you"], c.name)
                if v["seq"] >= result_view["seq"]:
                    chips_now = sum(s["stack"] for s in v["seats"] if s) + sum(v["pots"])
                    check(chips_now == total, f"{c.name} seq {v['seq']}: {chips_now} chips at the "
                                              f"table, expected {total} after two cash-outs")
    check(sum(e["chips"] for e in ledger["entries"] if e["kind"] == "buy-in")
          - sum(e["chips"] for e in ledger["entries"] if e["kind"] == "cash-out") == total,
          f"buy-ins minus cash-outs differ from the chips at the table ({total})")
    entry = server.ok("GET", "/api/tables")[0]
    check(entry["taken"] == 2, f"after two leaves the listing says taken {entry['taken']}")
    for c in list(humans.values()) + [ann2, spectator, left_conn]:
        await c.close()
    server.stop()



if __name__ == "__main__":
    main(test, timeout=240)
