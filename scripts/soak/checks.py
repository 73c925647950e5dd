"""The soak's checks of each table after every restart and at the end.

They read only what the API offers (the tables' listing, the ledger, the hand history and the
replays) and what the connections recorded, and they wait for well-defined states rather than
for time to pass: the server answering /healthz, the connections of the killed server all
ended, a host's pause taken.

- Seq continuity: a connection opened after a restart starts at a seq no lower than any
  connection saw before the kill (every change is saved before anyone sees it), and when it
  starts at that very seq, the table looks as it did (same hand, cards, stacks, pots, log).
- The history: hands numbered 1, 2, 3, ... once each; a hand already read is the same after a
  restart; every hand whose result a connection saw is there, with that result; a vying record
  names no card that was not public during its hand, and no deck. Five Three Five: each
  round's scores are the scores it started with plus its points.
- The ledger: nets sum to zero and settle up (the protocol tests' `ledger_check`); vying: a
  buy-in of the table's stack per seat taken; and the chips on the table in every view any
  connection received (stacks + pots) are the ledger's money in (buy-ins and rebuys) as it
  stood at some point, in the ledger's order as seq rises: chips neither appear nor vanish.
"""

import hashlib
import json
import re
import time

from audit import audit_deferred, public_difference, replay_public_cards
from roomclient.audit import cards_named
from roomclient.protocol import TestFailure, keys_anywhere, ledger_check, short
from roomclient.wire import Unreachable, http


async def api(soak, method, path, body=None, token=None):
    """One request with the soak's concurrency limit; (status, body). Raises Unreachable."""
    async with soak.http_slots:
        t0 = time.monotonic()
        try:
            return await http(soak.port, method, path, body=body, token=token,
                              timeout=soak.http_timeout_s)
        finally:
            kind = f"{method} " + re.sub(r"/[0-9a-f]{12}(/|$)", r"/ID\1", path.split("?")[0])
            kind = re.sub(r"/\d+(/|$)", r"/N\1", kind)
            count, total, top = soak.stats.requests.get(kind, (0, 0.0, 0.0))
            spent = time.monotonic() - t0
            soak.stats.requests[kind] = (count + 1, total + spent, max(top, spent))


async def api_ok(soak, where, method, path, body=None, token=None):
    status, answer = await api(soak, method, path, body, token)
    if status != 200:
        soak.violations.add("API refused", f"{where}: {method} {path} answered {status} {short(answer, 300)}")
        return None
    return answer


def check_seq_continuity(soak, record):
    """Connections' first views against what was seen before each earlier kill (every earlier
    generation's connections have ended by now)."""
    for generation, seq, name, view in record.first_seqs:
        for earlier in range(generation):
            if earlier not in record.max_seq:
                continue
            top = record.max_seq[earlier]
            if seq < top:
                soak.violations.add("a change seen before a kill was lost",
                                    f"{record.name()}: a connection saw seq {top} before kill "
                                    f"{earlier + 1}; {name} connected after it at seq {seq}")
            elif seq == top:
                differences = public_difference(record.last_view[earlier], view)
                if differences:
                    soak.violations.add("the table differs after a restart at the same seq",
                                        f"{record.name()} seq {seq}, before kill {earlier + 1} and "
                                        f"after it ({name}): " + "; ".join(
                                            f"{key} {short(x, 400)} -> {short(y, 400)}"
                                            for key, (x, y) in differences.items()))
    record.first_seqs = []


async def resolve_deferred(soak, record, final=False):
    """Audits the kept texts of connections that joined during a hand, once the hand is over."""
    over = max(record.results) if record.results else 0
    for hand in sorted(record.deferred):
        if not final and hand > over and hand not in record.results:
            continue
        if hand in record.complete_hands:
            audit_deferred(record, hand, None, soak.violations, soak.stats)
            continue
        try:
            status, replay = await api(soak, "GET", f"/api/tables/{record.id}/hands/{hand}/replay")
        except Unreachable:
            if final:
                raise
            continue  # the server is down: next time
        if status == 200:
            soak.stats.replays_used += 1
            audit_deferred(record, hand, replay_public_cards(replay), soak.violations, soak.stats)
        elif status == 404 and (final or hand <= over):
            # Older than the hands a table keeps for replaying (or, at the end, a hand that
            # never ended): said in the summary, not a violation.
            record.unaudited_hands.add(hand)
            soak.stats.unaudited_texts += len(record.deferred.pop(hand))


def check_history_record(soak, record, entry):
    hand = entry.get("hand")
    where = f"{record.name()} hand {hand}"
    if "deck" in keys_anywhere(entry):
        soak.violations.add("LEAK: a deck in the history", f"{where}: {short(entry, 600)}")
    seen = record.results.get(hand)
    if seen is not None and entry.get("result") != seen[0]:
        soak.violations.add("the history's result differs from the table's",
                            f"{where}: {seen[1]} saw {short(seen[0], 500)}, the history has "
                            f"{short(entry.get('result'), 500)}")
    soak.stats.history_records += 1
    if record.vying:
        if hand in record.complete_hands:
            soak.stats.history_audited += 1
            leaked = cards_named(entry, {}) - set(record.public_by_hand.get(hand, {}))
            if leaked:
                soak.violations.add("LEAK: the history names a card never public",
                                    f"{where}: {sorted(leaked)} in {short(entry, 1200)}")
    else:
        result = entry.get("result") or {}
        scores, points, stacks = result.get("scores"), result.get("round_points"), entry.get("stacks")
        if not (isinstance(scores, list) and isinstance(points, list) and isinstance(stacks, list)):
            soak.violations.add("history shape", f"{where}: {short(entry, 600)}")
            return
        for seat, start in enumerate(stacks):
            if start is None:
                continue
            if seat >= len(scores) or seat >= len(points) or scores[seat] != start + points[seat]:
                soak.violations.add("points not conserved",
                                    f"{where} seat {seat}: started the round with {start}, "
                                    f"scored {points[seat] if seat < len(points) else '?'}, "
                                    f"total {scores[seat] if seat < len(scores) else '?'}")


HISTORY_PAGE = 1000  # the most hands a page of the history holds (the server's default)


async def history_pages(soak, record, after):
    """The hands after `after`, read a page at a time as the server serves them: a full page
    may have more after it, a shorter one is the last."""
    entries = []
    while True:
        path = f"/api/tables/{record.id}/hands?after={after + len(entries)}&limit={HISTORY_PAGE}"
        page = await api_ok(soak, record.name(), "GET", path)
        if not isinstance(page, list) or len(page) > HISTORY_PAGE:
            if page is not None:
                soak.violations.add("history shape", f"{record.name()}: {path}: {short(page, 300)}")
            return None
        entries += page
        if len(page) < HISTORY_PAGE:
            return entries


async def check_history(soak, record, final=False):
    """Reads the hands after the last one checked (and the last few already checked again, to
    see that a restart changed none of them; at the end, all of them, but in the long run, whose
    tables play thousands of hands each, only what is new and the last few again, as after a
    restart)."""
    long_run = getattr(soak, "forget_checked", False)
    after = 0 if final and not long_run else max(0, record.verified_hands - 3)
    seen_before = set(record.results)  # finished before the history was asked for
    entries = await history_pages(soak, record, after)
    if entries is None:
        return None
    numbers = [e.get("hand") if isinstance(e, dict) else None for e in entries]
    if numbers != list(range(after + 1, after + 1 + len(entries))):
        soak.violations.add("a hand lost or duplicated in the history",
                            f"{record.name()}: after={after} lists hands {numbers[:50]}")
        return None
    for entry in entries:
        hand = entry["hand"]
        # The server writes a record's keys in one order, so its text is the record.
        text = hashlib.sha1(json.dumps(entry).encode()).hexdigest()
        if hand in record.history_digest:
            if record.history_digest[hand] != text:
                soak.violations.add("a finished hand changed",
                                    f"{record.name()} hand {hand}: now {short(entry, 1000)}")
            continue
        check_history_record(soak, record, entry)
        record.history_digest[hand] = text
        # What was kept only to check this record (and late joiners' texts) can go.
        if hand - 5 not in record.deferred:
            record.public_by_hand.pop(hand - 5, None)
    last = after + len(entries)
    record.verified_hands = max(record.verified_hands, last)
    if long_run:
        forget_checked(record, last)
    seen_done = [h for h in seen_before if h > last]
    if seen_done:
        soak.violations.add("a hand seen finished is missing from the history",
                            f"{record.name()}: hands {sorted(seen_done)[:10]} were seen with a result, "
                            f"the history ends at {last}")
    return last


def forget_checked(record, last):
    """The long run's bound on the soak's own memory: what connections saw of hands the history
    has already confirmed (their results, whether a connection saw them whole) is no longer
    looked at, but for the last few hands and those with late joiners' texts still to audit.
    The digests go too but for the last few hands', which the next check reads again (from
    `verified_hands - 3`): the long run reads no older hand twice, and a million digests
    (some 200 bytes each) would make the soak slower and slower behind the server it measures."""
    keep_from = last - 5
    record.history_digest = {h: d for h, d in record.history_digest.items() if h >= keep_from}
    newest = max(record.results) if record.results else None
    for hand in [h for h in record.results if h < keep_from and h != newest]:
        del record.results[hand]
    record.complete_hands = {h for h in record.complete_hands
                             if h >= keep_from or h in record.deferred}


def check_chips(soak, record, ledger, totals):
    """The chips of every view recorded before the ledger was read, against the ledger's money
    in as it stood after each of its entries."""
    money, prefix = 0, []
    for entry in ledger["entries"]:
        if entry["kind"] == "cash-out":
            money -= entry["chips"]
        else:
            money += entry["chips"]
        prefix.append(money)
    place = {}
    for i, amount in enumerate(prefix):
        place.setdefault(amount, i)
    for chips, span in sorted(totals.items()):
        if chips not in place:
            soak.violations.add("chips not conserved",
                                f"{record.name()}: views at seq {span[0]}..{span[1]} hold {chips} chips "
                                f"(stacks + pots); the ledger's money in was {prefix}")
    ordered = sorted((place[chips], span) for chips, span in totals.items() if chips in place)
    for (i, a), (j, b) in zip(ordered, ordered[1:]):
        if a[1] > b[0]:
            soak.violations.add("chips not conserved",
                                f"{record.name()}: {prefix[i]} chips seen up to seq {a[1]} but "
                                f"{prefix[j]} (a later point of the ledger) already at seq {b[0]}")


async def check_ledger(soak, record):
    totals = {chips: list(span) for chips, span in record.totals.items()}
    ledger = await api_ok(soak, record.name(), "GET", f"/api/tables/{record.id}/ledger")
    if ledger is None:
        return None
    try:
        ledger_check(ledger, f"{record.name()}: ")
    except (TestFailure, KeyError, TypeError) as e:
        soak.violations.add("ledger does not balance", str(e))
        return None
    if record.vying:
        stack = record.plan["config"]["stack"]
        buy_ins = [e for e in ledger["entries"] if e["kind"] == "buy-in"]
        seats = {b["seat"] for b in record.plan["config"]["bots"]} | set(record.tokens)
        if sorted(e["seat"] for e in buy_ins) != sorted(seats) or any(e["chips"] != stack for e in buy_ins):
            soak.violations.add("ledger entries", f"{record.name()}: buy-ins {short(buy_ins, 500)} for "
                                                  f"seats {sorted(seats)} of {stack}")
        record.rebuys = [e["chips"] for e in ledger["entries"] if e["kind"] == "rebuy"]
        check_chips(soak, record, ledger, totals)
    elif ledger["entries"] or ledger["net"]:
        soak.violations.add("ledger entries",
                            f"{record.name()}: a points table with chips: {short(ledger, 400)}")
    return ledger


async def check_table(soak, record, final=False):
    check_seq_continuity(soak, record)
    await resolve_deferred(soak, record, final)
    await check_history(soak, record, final)
    return await check_ledger(soak, record)
