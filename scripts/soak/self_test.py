"""The soak's checks, tried on made-up messages before every run: each kind of violation must
be caught and a clean hand must pass, so that a run reporting none has really looked.
scripts/server-soak runs them first; alone: /usr/bin/python3 scripts/soak/self_test.py"""

import json
import os
import sys

if __name__ == "__main__":
    sys.dont_write_bytecode = True  # no __pycache__ in the source tree
    sys.path.insert(1, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # roomclient

from audit import ConnectionAudit, Stats, Violations  # noqa: E402
from checks import check_chips, check_history_record, check_seq_continuity  # noqa: E402
from tables import TableRecord  # noqa: E402


class _Soak:
    def __init__(self):
        self.violations = Violations()
        self.stats = Stats()
        self.generation = 1


def _seat(cards, up, stack=99, in_hand=True):
    return {"name": "Bot", "stack": stack, "in_hand": in_hand, "cards": cards, "up": up,
            "frozen": False, "away": False, "connected": True, "time_bank_ms": 60000,
            "sitting_out": False, "sat_out_by": None}


def _view(seq, seats, log, hand=1, result=None, pots=(2,), to_act=0):
    return {"type": "view", "seq": seq, "you": None, "hand": hand, "game": "seven-twenty-seven",
            "dealer": 1, "to_act": None if result else to_act, "deadline_ms": None, "paused": False,
            "pausing": False, "locked": False, "time_bank": False, "seats": seats,
            "pots": [] if result else list(pots), "log": log, "result": result}


def _record():
    plan = {"index": -1, "kind": "vying bots", "vying": True,
            "config": {"seats": 2, "stack": 100, "bots": [{"seat": 0}, {"seat": 1}]}, "people": []}
    return TableRecord(plan, {"id": "self-test", "host_token": ""})


LOBBY = dict(_view(0, [_seat([], [], in_hand=False), _seat([], [], in_hand=False)], [], hand=None,
                   pots=(), to_act=None), game=None)
DEAL = _view(1, [_seat(["As", "??"], [True, False]), _seat(["7d", "??"], [True, False])],
             ["Bot deals seven-twenty-seven."])
TAKE = _view(2, [_seat(["As", "??", "??"], [True, False, False]), _seat(["7d", "??"], [True, False])],
             ["Bot takes a card face down"], to_act=1)
END = _view(4, [_seat(["As", "Kd", "2c"], [True, True, True], stack=100),
                _seat([], [], stack=100, in_hand=False)],
            ["Bot folds"], result={"payouts": [2, 0], "shown": {"0": ["As", "Kd", "2c"]}})


def _feed(views, record=None, generation=1, late=False):
    soak = _Soak()
    record = record or _record()
    audit = ConnectionAudit(record, None, "self-test", generation, soak.violations, soak.stats)
    for v in ([LOBBY] if views[0]["seq"] > 0 and generation == 1 and not late else []) + views:
        audit.feed(json.dumps(v).encode())
    return soak, record


def self_test():
    """Raises AssertionError naming the check that let a made-up violation through."""
    soak, _ = _feed([DEAL, TAKE, END])
    assert soak.violations.total() == 0, f"a clean hand was refused: {soak.violations.report()}"
    assert soak.stats.texts_audited == 4  # the lobby and the hand

    leaks = {
        "a face-down card in a view": _view(2, [_seat(["As", "Kd"], [True, False]),
                                                _seat(["7d", "??"], [True, False])], []),
        "a face-down card in the log": _view(2, [_seat(["As", "??"], [True, False]),
                                                 _seat(["7d", "??"], [True, False])], ["Bot takes 9c"]),
        "a card never dealt in the result": dict(END, result={"payouts": [2, 0], "shown": {}, "x": "Qh"}),
        "seq going back": dict(TAKE, seq=0),
    }
    for what, bad in leaks.items():
        soak, _ = _feed([DEAL, bad])
        assert soak.violations.total() > 0, f"the audit did not catch {what}"

    # Two connections that saw different results for one hand.
    soak, record = _feed([DEAL, TAKE, END])
    other = ConnectionAudit(record, None, "other", 1, soak.violations, soak.stats)
    other.feed(json.dumps(dict(END, result={"payouts": [1, 1], "shown": {}})).encode())
    assert soak.violations.count.get("two results for one hand"), "two results for one hand passed"

    # A late joiner's texts are audited after the hand, against what was public before them.
    record = _record()
    _feed([DEAL, TAKE, END], record)  # a connection that saw the whole hand
    late = dict(TAKE, log=["Bot holds Kd"])  # Kd was face down until the end
    soak, _ = _feed([late], record, late=True)
    from audit import audit_deferred
    audit_deferred(record, 1, None, soak.violations, soak.stats)
    assert soak.violations.total() > 0, "a late joiner's leak went unnoticed"

    # The history: a record naming a card its hand never showed, or another result than seen.
    soak, record = _feed([DEAL, TAKE, END])
    entry = {"hand": 1, "actions": ["take", "fold"], "shown": {"0": ["As", "Kd", "2c"]},
             "result": END["result"]}
    check_history_record(soak, record, entry)
    assert soak.violations.total() == 0, f"a good record was refused: {soak.violations.report()}"
    for bad, what in ((dict(entry, shown={"1": ["7d", "Qs"]}), "a card never public"),
                      (dict(entry, result={"payouts": [0, 2], "shown": {}}), "another result")):
        soak, record = _feed([DEAL, TAKE, END])
        check_history_record(soak, record, bad)
        assert soak.violations.total() > 0, f"the history check missed {what}"

    # Chips: a total that is no point of the ledger, and totals out of the ledger's order.
    ledger = {"entries": [{"kind": "buy-in", "seat": 0, "chips": 100},
                          {"kind": "buy-in", "seat": 1, "chips": 100},
                          {"kind": "rebuy", "seat": 1, "chips": 50}]}
    for totals, what in (({200: [1, 9], 199: [10, 10]}, "a chip vanishing"),
                         ({250: [1, 5], 200: [6, 9]}, "chips going back past a rebuy")):
        soak = _Soak()
        check_chips(soak, _record(), ledger, totals)
        assert soak.violations.total() > 0, f"the chip check missed {what}"
    soak = _Soak()
    check_chips(soak, _record(), ledger, {100: [1, 1], 200: [2, 9], 250: [10, 40]})
    assert soak.violations.total() == 0, f"the chip check refused a good run: {soak.violations.report()}"

    # A connection after a restart that starts below what was seen before the kill, or at the
    # same seq with another table.
    for first, what in ((dict(TAKE, seq=1), "a lost change"),
                        (dict(TAKE, log=["Bot stands"]), "another table at the same seq")):
        soak, record = _feed([LOBBY, DEAL, TAKE], generation=0)
        _feed([first], record, generation=1, late=True)
        check_seq_continuity(soak, record)
        assert soak.violations.total() > 0, f"the continuity check missed {what}"


if __name__ == "__main__":
    try:
        self_test()
    except AssertionError as e:
        print(f"self_test: FAIL: {e}", file=sys.stderr)
        sys.exit(1)
    print("self_test: PASS: every made-up violation was caught, the clean hand passed")
