"""What `cardroom serve` says and how its answers must look (docs/server.md): the line it prints
once it listens, the keys of a view and of a seat in it, the ledger's shape; and the failure a
check raises.
"""

import collections
import json
import re


class TestFailure(AssertionError):
    """A check of what the server sent (or did) failed: a protocol test fails with it, the soak
    counts it as a violation."""


def check(condition, message):
    if not condition:
        raise TestFailure(message)


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def short(obj, limit=600):
    """`obj` (text, or a value written as JSON) cut to `limit` characters, for a message."""
    text = obj if isinstance(obj, str) else json.dumps(obj, sort_keys=True)
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars)"


def keys_anywhere(obj):
    """Every object key at any depth of a parsed JSON value."""
    found = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.update(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


# --- the server's first line ---------------------------------------------------------------

# "cardroom serve: listening on http://HOST:PORT (N tables restored from DB)" (https:// with TLS).
LISTENING_RE = re.compile(
    r"^cardroom serve: listening on (https?)://(\S+):(\d+) \((\d+) tables? restored from (.+)\)$")
Listening = collections.namedtuple("Listening", "scheme host port restored db")


def listening(line):
    """The listening line read: Listening(scheme, host, port, restored, db), or None when `line`
    is not one."""
    match = LISTENING_RE.match(line.rstrip("\n"))
    if not match:
        return None
    scheme, host, port, restored, db = match.groups()
    return Listening(scheme, host, int(port), int(restored), db)


# --- views ---------------------------------------------------------------------------------

VYING_GAMES = {"seven-twenty-seven", "fifteen-thirty-five"}
VIEW_KEYS = {"type", "seq", "you", "hand", "game", "dealer", "to_act", "deadline_ms", "paused", "locked",
             "pausing", "seats", "pots", "log", "result", "time_bank"}
# Keys a view has only for some viewers: legal (the seat to act), rebuy (a seated viewer's
# offer), totals (a vying seat's own totals toward the targets, while dealt in), host and rebuys
# (the host's connections).
# A refusal over HTTP, and over the WebSocket (docs/server.md "Refusal codes"); "seq" when known.
REFUSAL_KEYS = {"error", "code", "values"}
ERROR_EVENT_KEYS = {"type", "message", "code", "values"}
REFUSAL_CODE_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def refusal_problem(answer, keys):
    """What is wrong with a refusal's body (None when nothing): exactly `keys` (and "seq" on
    the WebSocket), a code in the documented form, and its values as an object."""
    if not isinstance(answer, dict) or not set(keys) <= set(answer) <= set(keys) | {"seq"}:
        return f"keys {sorted(answer) if isinstance(answer, dict) else answer!r}, expected {sorted(keys)}"
    if not isinstance(answer["code"], str) or not REFUSAL_CODE_RE.match(answer["code"]):
        return f"code {answer['code']!r}"
    if not isinstance(answer["values"], dict):
        return f"values {answer['values']!r}"
    return None


VIEW_OPTIONAL = {"legal", "rebuy", "rebuys", "host", "totals", "waiting_for_start"}
SEAT_KEYS = {"name", "stack", "in_hand", "cards", "up", "frozen", "away", "connected", "time_bank_ms",
             "sitting_out", "sat_out_by"}


# --- the ledger ----------------------------------------------------------------------------

def ledger_check(ledger, where=""):
    """The ledger's shape: entries, nets that sum to zero, and a settle-up that pays them;
    returns the ledger."""
    check(isinstance(ledger, dict) and "entries" in ledger and "net" in ledger,
          f"{where}ledger {short(ledger)} lacks entries/net")
    for e in ledger["entries"]:
        check(set(e) >= {"seat", "name", "kind", "chips"} and e["kind"] in ("buy-in", "rebuy", "cash-out")
              and is_int(e["chips"]) and is_int(e["seat"]) and isinstance(e["name"], str),
              f"{where}ledger entry {short(e)}")
    for n in ledger["net"]:
        check(set(n) >= {"seat", "name", "net"} and is_int(n["net"]) and is_int(n["seat"]),
              f"{where}ledger net {short(n)}")
    total = sum(n["net"] for n in ledger["net"])
    check(total == 0, f"{where}ledger nets sum to {total}, not 0: {short(ledger['net'])}")
    # The settle-up is among people: the bots' nets (listed apart) are nobody's to pay. Each
    # person moves toward their net and never past it; what is left of the nets after the
    # payments is all on one side (what the bots won or lost), shared in proportion, and the
    # payments are fewer than the people.
    settle = ledger.get("settle")
    check(isinstance(settle, list), f"{where}ledger has no settle list: {short(ledger)}")
    bots = ledger.get("bots", [])
    check(isinstance(bots, list), f"{where}ledger bots {short(bots)}")
    bot_keys = {(b["seat"], b["name"]) for b in bots}
    check(all((b["seat"], b["name"], b["net"]) in {(n["seat"], n["name"], n["net"]) for n in ledger["net"]}
              for b in bots), f"{where}ledger bots {short(bots)} are not among the nets")
    owed = {}
    for n in ledger["net"]:
        if (n["seat"], n["name"]) not in bot_keys:
            owed[n["name"]] = owed.get(n["name"], 0) + n["net"]
    owed = {name: net for name, net in owed.items() if net}
    paid = {}
    for t in settle:
        check(set(t) == {"from", "to", "chips"} and is_int(t["chips"]) and t["chips"] > 0
              and t["from"] != t["to"], f"{where}settle entry {short(t)}")
        check(t["from"] in owed and t["to"] in owed, f"{where}settle {short(t)}: a bot pays or is paid")
        paid[t["from"]] = paid.get(t["from"], 0) - t["chips"]
        paid[t["to"]] = paid.get(t["to"], 0) + t["chips"]
    for name, net in owed.items():
        got = paid.get(name, 0)
        check(got == 0 or (got > 0) == (net > 0) and abs(got) <= abs(net),
              f"{where}settle moves {name} by {got} against a net of {net}")
    bots_total = sum(b["net"] for b in bots)
    left = [owed[name] - paid.get(name, 0) for name in owed]
    check(all(x <= 0 for x in left) if bots_total > 0 else all(x >= 0 for x in left),
          f"{where}settle {short(settle)} leaves {left} of the nets {short(owed)} (bots {bots_total})")
    check(bots_total != 0 or {k: v for k, v in paid.items() if v} == owed,
          f"{where}settle {short(settle)} does not bring the nets {short(owed)}")
    check(len(settle) <= max(0, len(owed) - 1), f"{where}settle takes {len(settle)} payments "
                                                 f"for {len(owed)} nets")
    return ledger
