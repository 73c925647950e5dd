"""What the soak checks in every message a connection receives.

Each connection (one WebSocket from connecting to its close) has a `ConnectionAudit` that reads
its messages in order:
- every message must be UTF-8 JSON text;
- a view must have the protocol's shape, and must show another seat's face-down cards only as
  "??" (vying: `check_vying_view` of the protocol tests; Five Three Five: every card of another
  seat is "??" until the round's result shows what it kept);
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

from client import CARD_RE, HIDDEN, TestFailure, cards_in_text, check_vying_view, is_int, short

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
        self.connections = 0
        self.drops = 0
        self.reconnects_after_kill = 0
        self.actions = 0
        self.errors = {}  # error messages the people got, by their first words
        self.refused_handshakes = {}
        self.rebuys = 0
        self.away = 0
        self.requests = {}  # "GET /api/tables/ID/ledger" -> (count, seconds in all, longest)


def public_cards(view, you):
    """The cards this viewer may know from this view alone: face up anywhere, its own, shown."""
    cards = set()
    for i, s in enumerate(view["seats"]):
        if not s:
            continue
        for card, up in zip(s["cards"], s["up"]):
            if up or i == you:
                cards.add(card)
    result = view.get("result")
    if isinstance(result, dict) and isinstance(result.get("shown"), dict):
        for shown in result["shown"].values():
            if isinstance(shown, list):
                cards.update(c for c in shown if isinstance(c, str))
    cards.discard(HIDDEN)
    return cards


def public_digest(view):
    """The part of a view that every connection sees alike and that a restart must keep: not
    presence, clocks or any seat's own face-down cards."""
    seats = []
    for s in view["seats"]:
        if s is None:
            seats.append(None)
            continue
        cards = [c if u else HIDDEN for c, u in zip(s["cards"], s["up"])]
        seats.append([s["name"], s["stack"], s["in_hand"], s["frozen"], s["away"],
                      cards if s["cards"] else None, s["up"] if s["cards"] else None])
    return json.dumps([view["hand"], view["game"], view["dealer"], view["to_act"], view["pots"],
                       view["log"], view["result"], view["paused"], view["pausing"],
                       view["locked"], seats], sort_keys=True)


def check_five35_view(view, seats, you, where):
    """A Five Three Five view: the common keys, no chips, and nobody's cards but the viewer's own
    before the round is over (then only what each hand kept, as the result shows it)."""
    w = f"{where} seq {view.get('seq')}"
    missing = VIEW_COMMON - set(view)
    if missing:
        raise TestFailure(f"{w}: view lacks keys {sorted(missing)}: {short(view)}")
    if view["you"] != you:
        raise TestFailure(f"{w}: you is {view['you']!r}, expected {you!r}")
    if view["game"] not in (None, "five-three-five") or view["pots"] != []:
        raise TestFailure(f"{w}: game {view['game']!r} pots {view['pots']!r} at a points table")
    if not isinstance(view["seats"], list) or len(view["seats"]) != seats:
        raise TestFailure(f"{w}: {short(view['seats'])} is not {seats} seats")
    if ("legal" in view) != (you is not None and view["to_act"] == you and not view["paused"]):
        raise TestFailure(f"{w}: legal {'present' if 'legal' in view else 'absent'} for you={you!r}, "
                          f"to_act {view['to_act']!r}")
    result = view["result"] if isinstance(view["result"], dict) else None
    for i, s in enumerate(view["seats"]):
        if s is None:
            continue
        cards, up = s.get("cards"), s.get("up")
        if not isinstance(cards, list) or not isinstance(up, list) or len(cards) != len(up) or any(up):
            raise TestFailure(f"{w} seat {i}: cards {cards!r} up {up!r}")
        if i == you:
            if not all(is_int(c) and c in FIVE35_RANKS for c in cards) or cards != sorted(cards):
                raise TestFailure(f"{w} seat {i}: own cards {cards!r} are not ranks in order")
            continue
        kept = None
        if result is not None:
            shown = result.get("shown") if isinstance(result.get("shown"), dict) else {}
            kept = shown.get(str(i))
            if kept is None and isinstance(result.get("hands"), list) and i < len(result["hands"]):
                kept = result["hands"][i]
        if cards and cards == kept:
            continue
        if not all(c == HIDDEN for c in cards):
            raise TestFailure(f"LEAK {w}: cards {cards!r} of seat {i} shown to "
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
            self._audit_text(text, parsed, where)
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

    def _audit_text(self, text, parsed, where):
        if self.hand is not None and self.hand == self.late_hand:
            # A late joiner's first hand: kept, audited once the hand is over.
            self.record.deferred.setdefault(self.hand, []).append(
                (self.name, self.you, set(self.own), parsed.get("seq"), text))
            return
        self.stats.texts_audited += 1
        leaked = cards_in_text(text) - self.known
        if leaked:
            self.violations.add("LEAK: a card named that the seat may not know",
                                f"{where} seq {parsed.get('seq')}: {sorted(leaked)} named to "
                                f"{'a spectator' if self.you is None else 'seat %d' % self.you}: "
                                f"{short(text, 1500)}")


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
    for name, you, own, seq, text in record.deferred.pop(hand, []):
        stats.texts_audited += 1
        stats.deferred_audited += 1
        public = replayed if first is None else {c for c, s in first.items() if s <= seq}
        leaked = cards_in_text(text) - public - own
        if leaked:
            violations.add("LEAK: a card named that the seat may not know",
                           f"{record.name()} {name} seq {seq} (joined during hand {hand}): "
                           f"{sorted(leaked)} named to "
                           f"{'a spectator' if you is None else 'seat %d' % you}: {short(text, 1500)}")
