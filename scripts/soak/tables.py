"""The soak's tables: what each one plays, who sits there, and what it remembers of the run.

A table is one of four kinds, mixed through the run by the seed:
- vying bots: bots alone (one or both vying games, house betting), watched by a spectator;
- vying people: one to three scripted people among bots, some with a second "tab";
- 535 bots, 535 people: the same for Five Three Five.
Every choice (games, seats, bots, stakes, pauses) comes from the seeded generator, so a run with
the same seed opens the same tables.
"""

import random

KINDS = ("vying bots", "vying people", "535 bots", "535 people")
VYING_STACK = 400


def plan_tables(count, seed, bots_pause_s=None, bots_watched=True):
    """The configuration of each table and who sits where, as data. `bots_pause_s` (the long
    run's 0: bots' tables deal again at once) replaces the drawn pause of the bots' tables
    after every draw, so the seed still opens the same tables otherwise; with `bots_watched`
    false, no bots' table has a spectator (the seed's other choices stay)."""
    rng = random.Random(f"{seed}:tables")
    plans = []
    for index in range(count):
        kind = KINDS[index % len(KINDS)] if index < len(KINDS) else rng.choice(
            KINDS[:1] * 3 + KINDS[1:2] * 3 + KINDS[2:3] * 2 + KINDS[3:4] * 2)
        plan = _plan(index, kind, rng)
        if bots_pause_s is not None and not plan["people"]:
            plan["config"]["pause_s"] = bots_pause_s
        if not bots_watched and not plan["people"]:
            plan["spectator"] = False
        plans.append(plan)
    return plans


def _plan(index, kind, rng):
    vying = kind.startswith("vying")
    people = kind.endswith("people")
    if vying:
        seats = rng.randint(3, 6)
        games = rng.choice([["15-35", "7-27"], ["7-27", "15-35"], ["7-27"], ["15-35"]])
        config = {"name": f"soak {index}", "games": games, "seats": seats, "stack": VYING_STACK,
                  "betting": rng.choice([{}, {"ante": 2}, {"structure": "pot-limit"},
                                         {"structure": "no-limit"},
                                         {"structure": "fixed-limit", "min": 2}])}
        kinds = ["random", "random", "heuristic"]
    else:
        seats = rng.randint(2, 5)
        config = {"name": f"soak {index}", "games": ["535"], "seats": seats}
        if rng.random() < 0.5:
            config["rules"] = {"535": {"target_score": rng.choice([10, 20, 30])}}
        kinds = ["random", "heuristic"]
    # People get a decision timer (a person whose connection is down is played for once it
    # runs out) and no time bank, so a table never waits long for someone who went away.
    if people:
        config.update({"timer_s": rng.choice([4, 6, 8]), "time_bank_s": 0,
                       "pause_s": rng.choice([1, 2])})
    else:
        config.update({"timer_s": 0, "pause_s": rng.choice([2, 3, 4])})
    seat_numbers = list(range(seats))
    rng.shuffle(seat_numbers)
    n_people = min(rng.randint(1, 3), seats - 1) if people else 0
    person_seats = sorted(seat_numbers[:n_people])
    bot_seats = sorted(seat_numbers[n_people:])
    config["bots"] = [{"seat": s, "kind": rng.choice(kinds)} for s in bot_seats]
    return {
        "index": index, "kind": kind, "vying": vying, "config": config,
        "people": [{"seat": s, "name": f"P{index}s{s}", "tabs": 2 if rng.random() < 0.3 else 1}
                   for s in person_seats],
        # every people table has a spectator; half the bots' tables have one
        "spectator": people or rng.random() < 0.5,
    }


class TableRecord:
    """What the soak knows of one table across the whole run (all connections, all restarts)."""

    def __init__(self, plan, created):
        self.plan = plan
        self.index = plan["index"]
        self.id = created["id"]
        self.host_token = created["host_token"]
        self.vying = plan["vying"]
        self.seats = plan["config"]["seats"]
        self.tokens = {}  # seat -> token of the scripted person
        self.max_seq = {}  # server generation -> the highest seq any connection saw
        self.last_view = {}  # server generation -> the view of that highest seq
        self.first_seqs = []  # (generation, seq, connection name, view): each connection's first
        self.results = {}  # hand -> (result, by whom first seen)
        self.totals = {}  # chips on the table (stacks + pots) -> [lowest seq, highest seq] seen
        self.public_by_hand = {}  # hand -> {card: the first seq it was public at}
        self.complete_hands = set()  # hands some connection saw from their deal to their end
        self.deferred = {}  # hand -> [(connection name, you, own cards, text)] to audit later
        self.verified_hands = 0  # history checked up to this hand
        self.history_digest = {}  # hand -> its record as JSON text, once checked
        self.rebuys = []  # chips of each rebuy the host made, in order, as the ledger lists them
        self.rebuy_in_flight = set()  # seats the host is rebuying now
        self.broke_seen = set()  # seats seen with no chips at a hand's end (for the host)
        self.unaudited_hands = set()  # hands whose late joiners' texts could not be audited

    def name(self):
        return f"table {self.index} ({self.plan['kind']}, {self.id})"
