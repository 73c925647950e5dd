"""What the soak checks in every message a connection receives.

Each connection (one WebSocket from connecting to its close) has a `ConnectionAudit` that reads
its messages in order:
- every message must be UTF-8 JSON text;
- a view must have the protocol's shape, and must show another seat's face-down cards only as
  "??" (vying: the parts of the protocol tests' `check_vying_view` that matter here; Five Three
  Five: every card of another seat is "??" until the round's result shows what it kept);
- the raw text of every message of a vying table may name only cards this connection may know
  at that point of the hand: face up now or earlier in the hand, its own, or shown at the
  showdown. A connection that opens in the middle of a hand cannot know what was face up before
  it came (a card exposed, then folded, stays named in the log), so the texts of that first
  hand are kept and audited once the hand is over, against what was public during the whole
  hand (from the connections that saw it from its deal, else from the hand's replay);
- seq rises on the connection; the table's chips (stacks + pots) are recorded with the seq to
  be checked against the ledger; each hand's result is recorded to be checked against the
  history, and two different results for one hand are a violation.
"""

import json

from roomclient.audit import CARD_RE, HIDDEN, cards_in_string, cards_named, public_cards
from roomclient.protocol import SEAT_KEYS, VIEW_KEYS, VIEW_OPTIONAL, VYING_GAMES, TestFailure, is_int, short

FIVE35_RANKS = set(range(1, 16)) - {6, 10}
VIEW_COMMON = {"type", "seq", "you", "hand", "game", "dealer", "to_act", "deadline_ms", "seats",
               "pots", "log", "result", "paused", "pausing", "locked"}


class Violations:
    """Every violation found, by kind; the first few of each kind in full."""

    KEEP = 5

    def __init__(self):
        self.count = {}
        self.details = {}
        self._seen = set()

    def add(self, kind, message):
        if (kind, message) in self._seen:  # the same finding at a later check
            return
        self._seen.add((kind, message))
        self.count[kind] = self.count.get(kind, 0) + 1
        kept = self.details.setdefault(kind, [])
        if len(kept) < self.KEEP:
            kept.append(message)

    def total(self):
        return sum(self.count.values())

    def report(self):
        lines = []
        for kind in sorted(self.count):
            lines.append(f"  {kind}: {self.count[kind]}")
            lines += [f"    - {short(d, 1500)}" for d in self.details[kind]]
        return "\n".join(lines)


class Stats:
    def __init__(self):
        self.messages = 0  # every message received, audited
        self.views = 0
        self.texts_audited = 0  # vying texts checked card by card against what the seat may know
        self.deferred_audited = 0  # of them, audited after their hand (late joiners)
        self.replays_used = 0
        self.unaudited_texts = 0  # late joiners' texts of hands too old to replay
        self.history_records = 0  # hand records read from the histories
        self.history_audited = 0  # vying records checked card by card (hands seen whole)
        self.connections = 0
        self.drops = 0
        self.reconnects_after_kill = 0
        self.actions = 0
        self.errors = {}  # error messages the people got, by their first words
        self.refused_handshakes = {}
        self.server_closes = {}  # close code -> connections the server closed
        self.rebuys = 0
        self.away = 0
        self.requests = {}  # "GET /api/tables/ID/ledger" -> (count, seconds in all, longest)


PUBLIC_KEYS = ("hand", "game", "dealer", "to_act", "pots", "log", "result", "paused", "pausing",
               "locked")


def public_part(view):
    """The part of a view that every connection sees alike and that a restart must keep: not
    presence, clocks or any seat's own face-down cards."""
    part = {key: view[key] for key in PUBLIC_KEYS}
    for i, s in enumerate(view["seats"]):
        if s is None:
            part[f"seat {i}"] = None
            continue
        # (a folded hand is [] to others, still there for its owner: not compared)
        cards = [c if u else HIDDEN for c, u in zip(s["cards"], s["up"])] if s["in_hand"] else None
        part[f"seat {i}"] = {"name": s["name"], "stack": s["stack"], "in_hand": s["in_hand"],
                             "frozen": s["frozen"], "away": s["away"], "cards": cards,
                             "up": s["up"] if s["in_hand"] else None}
    return part


def public_difference(before, after):
    """The public keys on which two views differ, each as (before, after); {} when alike."""
    a, b = public_part(before), public_part(after)
    return {key: (a.get(key), b.get(key)) for key in sorted(set(a) | set(b)) if a.get(key) != b.get(key)}


VIEW_GAMES = VYING_GAMES | {None}  # null: the dealer's choice, not made yet


def fail(where, view, message):
    raise TestFailure(f"{where} seq {view.get('seq')}: {message}")


def check_vying_view(view, seats, you, where):
    """A vying view against server-protocol.md: the protocol tests' check_vying_view (client.py)
    in its parts that matter here, written to cost little: the soak reads hundreds of views a
    second, and that one builds its failure messages eagerly. Keys, `you`, `legal` only for the
    seat to act on its own connection, one entry per seat, other seats' face-down cards "??"
    (but the hands shown at the showdown), folded hands [] to others, no card twice, pots paid
    once a result shows."""
    keys = set(view)
    if not VIEW_KEYS <= keys or not keys <= VIEW_KEYS | VIEW_OPTIONAL:
        fail(where, view, f"keys {sorted(keys)} (missing {sorted(VIEW_KEYS - keys)}, "
                          f"unknown {sorted(keys - VIEW_KEYS - VIEW_OPTIONAL)})")
    if view["you"] != you or ("rebuy" in view) != (you is not None) or not is_int(view["seq"]):
        fail(where, view, f"you {view['you']!r} (expected {you!r}), rebuy {'rebuy' in view}, "
                          f"seq {view['seq']!r}")
    if view["game"] not in VIEW_GAMES:
        fail(where, view, f"game {view['game']!r}")
    to_act, result = view["to_act"], view["result"]
    should_have_legal = not view["paused"] and you is not None and to_act == you
    if ("legal" in view) != should_have_legal:
        fail(where, view, f"legal {'present' if 'legal' in view else 'absent'} on the connection of "
                          f"{you!r} while {to_act!r} is to act (paused {view['paused']})")
    if not isinstance(view["seats"], list) or len(view["seats"]) != seats:
        fail(where, view, f"{short(view['seats'], 200)} is not {seats} seats")
    pots = view["pots"]
    if not isinstance(pots, list) or not all(is_int(p) and p >= 0 for p in pots):
        fail(where, view, f"pots {pots!r}")
    shown = {}
    if result is not None:
        if not isinstance(result, dict) or pots != [] or not isinstance(result.get("shown"), dict):
            fail(where, view, f"a result {short(result, 300)} with pots {pots}")
        shown = result["shown"]
    real = []
    for i, s in enumerate(view["seats"]):
        if s is None:
            continue
        if not isinstance(s, dict) or s.keys() != SEAT_KEYS:
            fail(where, view, f"seat {i}: {short(s, 300)}")
        if not is_int(s["stack"]) or s["stack"] < 0:
            fail(where, view, f"seat {i}: stack {s['stack']!r}")
        cards, up = s["cards"], s["up"]
        if not isinstance(cards, list) or not isinstance(up, list) or len(cards) != len(up):
            fail(where, view, f"seat {i}: cards {cards!r} up {up!r}")
        if i != you and not s["in_hand"] and cards:
            fail(where, view, f"seat {i} not in the hand (folded) shows {cards!r} to others")
        revealed = shown.get(str(i)) == cards
        # A hand its owner folded stays on the owner's screen, but its cards went to the discards,
        # and a 7-27 stock that runs out is made again from them: they may be dealt again.
        folded_own = i == you and not s["in_hand"]
        for card, is_up in zip(cards, up):
            if i == you or is_up or revealed:
                if not isinstance(card, str) or not CARD_RE.match(card):
                    fail(where, view, f"seat {i}: card {card!r}")
                if not folded_own:
                    real.append(card)
            elif card != HIDDEN:
                fail(where, view, f"LEAK: face-down card {card!r} of seat {i} shown to "
                                  f"{'a spectator' if you is None else 'seat %d' % you}")
    if len(real) != len(set(real)):
        fail(where, view, f"a card appears twice: {real}")


class Scanned:
    """What one connection has scanned in the hand in play: the strings (-> their card codes),
    and the log lines with the cards they name. The log grows through a hand and every view
    repeats it, so a line met before is not scanned again: its cards stay counted as named (they
    were audited when first met, against less than is known now)."""

    def __init__(self):
        self.strings = {}
        self.lines = set()
        self.log_cards = set()


def cards_in_view(view, scanned):
    """cards_named for a view whose shape check_vying_view has passed: the seats' keys and the
    scalar keys are known, so only the strings that can hold a card are read."""
    cache = scanned.strings
    new_lines = set(view["log"]).difference(scanned.lines)
    for line in new_lines:
        scanned.log_cards.update(cards_in_string(line, cache))
    scanned.lines |= new_lines
    found = set(scanned.log_cards)
    for s in view["seats"]:
        if s is not None:
            found.update(s["cards"])
            found.update(cards_in_string(s["name"], cache))
    found.discard(HIDDEN)
    for key in ("game", "legal", "result", "rebuy", "rebuys"):
        if view.get(key) is not None:
            found |= cards_named(view[key], cache)
    return found


def check_five35_view(view, seats, you, where):
    """A Five Three Five view: the common keys, no chips, and nobody's cards but the viewer's own
    before the round is over (then only what each hand kept, as the result shows it)."""
    missing = VIEW_COMMON - view.keys()
    if missing:
        fail(where, view, f"view lacks keys {sorted(missing)}: {short(view)}")
    if view["you"] != you:
        fail(where, view, f"you is {view['you']!r}, expected {you!r}")
    if view["game"] not in (None, "five-three-five") or view["pots"] != []:
        fail(where, view, f"game {view['game']!r} pots {view['pots']!r} at a points table")
    if not isinstance(view["seats"], list) or len(view["seats"]) != seats:
        fail(where, view, f"{short(view['seats'])} is not {seats} seats")
    if ("legal" in view) != (you is not None and view["to_act"] == you and not view["paused"]):
        fail(where, view, f"legal {'present' if 'legal' in view else 'absent'} for you={you!r}, "
                          f"to_act {view['to_act']!r}")
    result = view["result"] if isinstance(view["result"], dict) else None
    for i, s in enumerate(view["seats"]):
        if s is None:
            continue
        cards, up = s.get("cards"), s.get("up")
        if not isinstance(cards, list) or not isinstance(up, list) or len(cards) != len(up) or any(up):
            fail(where, view, f"seat {i}: cards {cards!r} up {up!r}")
        if i == you:
            if (not FIVE35_RANKS.issuperset(cards) or not {type(c) for c in cards} <= {int}
                    or cards != sorted(cards)):
                fail(where, view, f"seat {i}: own cards {cards!r} are not ranks in order")
            continue
        if cards.count(HIDDEN) == len(cards):
            continue
        kept = None
        if result is not None:
            shown = result.get("shown") if isinstance(result.get("shown"), dict) else {}
            kept = shown.get(str(i))
            if kept is None and isinstance(result.get("hands"), list) and i < len(result["hands"]):
                kept = result["hands"][i]
        if cards != kept:
            fail(where, view, f"LEAK: cards {cards!r} of seat {i} shown to "
                              f"{'a spectator' if you is None else 'seat %d' % you}"
                              f"{'' if result is None else ' (the result keeps ' + repr(kept) + ')'}")


class ConnectionAudit:
    """Reads one connection's messages in order (see the module's comment)."""

    def __init__(self, record, you, name, generation, violations, stats):
        self.record, self.you, self.name = record, you, name
        self.generation = generation
        self.violations, self.stats = violations, stats
        self.views = 0
        self.last_seq = None
        self.hand = None
        self.known = set()
        self.own = set()  # this seat's own cards in the hand in play
        self.late_hand = None  # the hand in play when it connected: audited after it ends
        self.deal_seen = False  # this connection saw the deal of the hand in play
        self.latest = None  # the latest view
        self.scanned = Scanned()  # see cards_in_view

    def feed(self, data):
        """Audits one message (bytes as received); returns it parsed, or None when it is not a
        JSON object (a violation)."""
        self.stats.messages += 1
        where = f"{self.record.name()} {self.name}"
        try:
            text = data.decode()
        except UnicodeDecodeError:
            garbage = bytes(1) in data
            self.violations.add("not UTF-8 text", f"{where}: {data[:200]!r}"
                                + (" (NUL bytes: freed memory sent?)" if garbage else ""))
            return None
        try:
            parsed = json.loads(text)
        except ValueError:
            self.violations.add("not JSON", f"{where}: {text[:300]!r}")
            return None
        if not isinstance(parsed, dict) or not isinstance(parsed.get("type"), str):
            self.violations.add("not a message", f"{where}: {short(text, 300)}")
            return None
        if parsed["type"] == "view":
            if not self._view(parsed, text, where):
                return None
        if self.record.vying:
            self._audit_cards(parsed, where)
        return parsed

    def _view(self, view, text, where):
        self.stats.views += 1
        record = self.record
        try:
            if record.vying:
                check_vying_view(view, record.seats, self.you, where)
            else:
                check_five35_view(view, record.seats, self.you, where)
        except (TestFailure, KeyError, TypeError) as e:
            kind = "LEAK: a face-down card shown" if "LEAK" in str(e) else "view shape"
            self.violations.add(kind, f"{e}: {short(text, 800)}")
            # The hand's public cards missed this view: it cannot vouch for the hand now.
            self.deal_seen = False
            return False
        seq = view["seq"]
        if self.last_seq is not None and seq <= self.last_seq:
            self.violations.add("seq not rising on a connection",
                                f"{where}: seq {seq} after {self.last_seq}")
        if self.last_seq is None:
            record.first_seqs.append((self.generation, seq, self.name, view))
        self.last_seq = seq
        self.views += 1
        self.latest = view
        gen = self.generation
        if seq > record.max_seq.get(gen, -1):
            record.max_seq[gen] = seq
            record.last_view[gen] = view  # compared (public_digest) only at the checks
        if record.vying:
            chips = sum(s["stack"] for s in view["seats"] if s) + sum(view["pots"])
            span = record.totals.setdefault(chips, [seq, seq])
            span[0], span[1] = min(span[0], seq), max(span[1], seq)
        hand, result = view["hand"], view["result"]
        if hand is not None and result is not None:
            seen = record.results.get(hand)
            if seen is None:
                record.results[hand] = (result, self.name)
            elif seen[0] != result:
                self.violations.add("two results for one hand",
                                    f"{record.name()} hand {hand}: {seen[1]} saw {short(seen[0], 400)}, "
                                    f"{self.name} saw {short(result, 400)}")
            if record.vying:
                for i, s in enumerate(view["seats"]):
                    if s is not None and s["stack"] == 0:
                        record.broke_seen.add(i)
        if hand != self.hand:
            if self.hand is not None and self.hand != self.late_hand and self.deal_seen:
                record.complete_hands.add(self.hand)  # seen from its deal to a later hand
            self.deal_seen = self.views > 1  # a change of hand seen live is the deal
            self.hand = hand
            self.known = set()
            self.own = set()
            self.scanned = Scanned()
            if self.views == 1 and hand is not None:
                self.late_hand = hand
        if hand is not None and result is not None and self.deal_seen and hand != self.late_hand:
            record.complete_hands.add(hand)
        if record.vying and hand is not None:
            self.known |= public_cards(view, self.you)
            if self.you is not None and view["seats"][self.you]:
                self.own.update(view["seats"][self.you]["cards"])
                self.own.discard(HIDDEN)
            if hand != self.late_hand:
                first = record.public_by_hand.setdefault(hand, {})
                for card in public_cards(view, None):
                    if seq < first.get(card, seq + 1):
                        first[card] = seq
        return True

    def _audit_cards(self, parsed, where):
        if parsed["type"] == "view":
            named = cards_in_view(parsed, self.scanned)
        else:
            named = cards_named(parsed, self.scanned.strings)
        if self.hand is not None and self.hand == self.late_hand:
            # A late joiner's first hand: kept, audited once the hand is over.
            if named:
                self.record.deferred.setdefault(self.hand, []).append(
                    (self.name, self.you, set(self.own), parsed.get("seq"), named, parsed))
            return
        self.stats.texts_audited += 1
        leaked = named - self.known
        if leaked:
            self.violations.add("LEAK: a card named that the seat may not know",
                                f"{where} seq {parsed.get('seq')}: {sorted(leaked)} named to "
                                f"{'a spectator' if self.you is None else 'seat %d' % self.you}: "
                                f"{short(parsed, 1500)}")


def replay_public_cards(replay):
    """The cards a spectator saw face up at some step of a finished hand's replay, and those
    shown at its end."""
    cards = set()
    steps = replay.get("steps") if isinstance(replay, dict) else None
    for step in steps or []:
        for s in step.get("seats") or []:
            if s:
                cards.update(c for c, u in zip(s.get("cards", []), s.get("up", []))
                             if u and isinstance(c, str) and CARD_RE.match(c))
        result = step.get("result")
        if isinstance(result, dict) and isinstance(result.get("shown"), dict):
            for shown in result["shown"].values():
                cards.update(c for c in shown if isinstance(c, str))
    return cards


def audit_deferred(record, hand, replayed, violations, stats):
    """The kept texts of connections that joined during `hand`, against what was public up to
    each text's seq (from connections that saw the whole hand; else `replayed`, the cards the
    hand's replay shows face up at some step) and each seat's own cards."""
    first = record.public_by_hand.get(hand, {}) if hand in record.complete_hands else None
    for name, you, own, seq, named, parsed in record.deferred.pop(hand, []):
        stats.texts_audited += 1
        stats.deferred_audited += 1
        public = replayed if first is None else {c for c, s in first.items() if s <= seq}
        leaked = named - public - own
        if leaked:
            violations.add("LEAK: a card named that the seat may not know",
                           f"{record.name()} {name} seq {seq} (joined during hand {hand}): "
                           f"{sorted(leaked)} named to "
                           f"{'a spectator' if you is None else 'seat %d' % you}: {short(parsed, 1500)}")
