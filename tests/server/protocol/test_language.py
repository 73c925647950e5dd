#!/usr/bin/python3
"""The log in the language each connection asks for (docs/server.md, "Languages").

`/ws?table=ID&lang=fr` gets its views' `log` in French; no `lang`, or a language the server has
no catalogue for, gets English (no error); `fr-CA` is French. The views are otherwise the same
for the same table state: the same hand, the same seats and cards, as many log lines. A replay
asked with `?lang=fr` is told in French too.

    /usr/bin/python3 tests/server/protocol/test_language.py build/cardroom
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, log, main  # noqa: E402
from roomclient.protocol import check  # noqa: E402


def same_state(view):
    """What does not depend on the language (nor on the moment the view was built)."""
    return (view["seq"], view["hand"], view["to_act"],
            [s and (s["name"], s.get("cards"), s.get("stack")) for s in view["seats"]],
            len(view["log"]))


async def test(binary, tmp):
    server = Server(binary, tmp).start()
    table = server.create_table({"name": "Langues", "games": ["15-35"], "seats": 3, "pause_s": 0,
                                 "bots": [{"seat": 1, "kind": "heuristic"},
                                          {"seat": 2, "kind": "heuristic"}]})
    tid = table["id"]
    _, ann_token = server.sit(tid, "Ann", 0)
    watchers = {lang: await Ws.connect(server, tid, name=f"spectator ({lang})", lang=lang)
                for lang in ("fr", "fr-CA", "xx")}
    watchers["none"] = await Ws.connect(server, tid, name="spectator (no lang)")
    ann = await Ws.connect(server, tid, ann_token, seat=0, name="Ann (fr)", lang="fr")
    await ann.away(True)  # the server plays her: the table runs by itself

    # Three hands over, seen by everyone.
    await watchers["none"].wait_for(lambda m: m.get("type") == "view" and (m.get("hand") or 0) >= 4,
                                    timeout=60, what="the fourth hand")
    # The world held still for the checks: flat out, the table would play on past the hands it
    # keeps for replaying while they run.
    server.ok("POST", f"/api/tables/{tid}/pause", {"now": True}, token=table["host_token"])
    await watchers["none"].wait_for(lambda m: m.get("type") == "view" and m.get("paused"),
                                    timeout=30, what="the table paused")
    seq = watchers["none"].views[-1]["seq"]
    for w in list(watchers.values()) + [ann]:
        await w.view_at_least(seq, timeout=30)

    def by_seq(w):
        return {v["seq"]: v for v in w.views}

    english, french = by_seq(watchers["none"]), by_seq(watchers["fr"])
    common = sorted(set(english) & set(french))
    check(len(common) >= 10, f"only {len(common)} views seen by both spectators")
    saw_deal = False
    for s in common:
        en, fr = english[s], french[s]
        check(same_state(en) == same_state(fr), f"seq {s}: the views differ beyond the log:\n"
              f"  en {same_state(en)}\n  fr {same_state(fr)}")
        for a, b in zip(en["log"], fr["log"]):
            check(a != b, f"seq {s}: a line reads the same in French: {a!r}")
            check("{" not in b, f"seq {s}: a placeholder left in {b!r}")
        if en["log"]:
            saw_deal = True
            check(" deals fifteen-thirty-five." in en["log"][0], f"English deal line {en['log'][0]!r}")
            check(" distribue fifteen-thirty-five." in fr["log"][0], f"French deal line {fr['log'][0]!r}")
    check(saw_deal, "no view with a log")

    for lang, expected in (("fr-CA", french), ("xx", english)):
        seen = by_seq(watchers[lang])
        both = sorted(set(seen) & set(expected))
        check(both, f"{lang}: no view in common")
        for s in both:
            check(seen[s]["log"] == expected[s]["log"],
                  f"{lang}, seq {s}: log {seen[s]['log'][:2]} is not {expected[s]['log'][:2]}")
    # Ann's own views are in French too.
    mine = [v for v in ann.views if v["log"]]
    check(mine and " distribue " in mine[-1]["log"][0], f"Ann's log: {mine[-1]['log'][:1] if mine else None}")

    # The replay of a finished hand (the last: always kept), in the language asked.
    last = server.ok("GET", f"/api/tables/{tid}/hands?after=0")[-1]["hand"]
    en_replay = server.ok("GET", f"/api/tables/{tid}/hands/{last}/replay")
    fr_replay = server.ok("GET", f"/api/tables/{tid}/hands/{last}/replay?lang=fr")
    check(len(en_replay["steps"]) == len(fr_replay["steps"]), "the replays have different steps")
    last_en, last_fr = en_replay["steps"][-1]["log"], fr_replay["steps"][-1]["log"]
    check(len(last_en) == len(last_fr), "the replays' logs differ in length")
    check(" deals " in last_en[0] and " distribue " in last_fr[0],
          f"replay deal lines: {last_en[0]!r} / {last_fr[0]!r}")
    log(f"{len(common)} views compared; French log e.g. {french[common[-1]]['log'][-1]!r}")


if __name__ == "__main__":
    main(test, timeout=120)
