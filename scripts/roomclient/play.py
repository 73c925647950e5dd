"""Choosing what to send among a view's `legal` words (docs/server.md: the rulebook's words,
with amount ranges: `raise 1-5` is answered `raise 3`)."""

import re

_RANGE_RE = re.compile(r"(bet|raise) (\d+)-(\d+)")


def concrete(word, rng=None):
    """The action to send for a `legal` word: a bet or raise with an amount range gets its
    lowest amount ("raise 1-5" -> "raise 1"), or with `rng` one drawn from the range; any other
    word goes as it is."""
    match = _RANGE_RE.fullmatch(word)
    if not match:
        return word
    verb, low, high = match.group(1), int(match.group(2)), int(match.group(3))
    return f"{verb} {low if rng is None else rng.randint(low, high)}"


def pick_word(legal, rng, take_limit=4, cards=0, bet_rate=0.2, fold_rate=0.04):
    """A plausible word among `legal` (vying): mostly check/call, sometimes the smallest bet or
    raise, rarely fold; take while holding few cards; any exposure; any declaration."""
    words = list(legal)
    exposes = [x for x in words if x.startswith("expose ")]
    if exposes:
        return rng.choice(exposes)
    declares = [x for x in words if x.startswith("declare ")]
    if declares:
        return rng.choice(declares)
    if "take" in words or "stand" in words:
        if "take" in words and cards < take_limit and rng.random() < 0.5:
            return "take"
        return "stand" if "stand" in words else "take"
    bets = [x for x in words if x.startswith("bet ") or x.startswith("raise ")]
    if bets and rng.random() < bet_rate:
        verb, amount = bets[0].split(" ")
        return f"{verb} {amount.split('-')[0]}"
    if "fold" in words and rng.random() < fold_rate:
        return "fold"
    for word in ("check", "call"):
        if word in words:
            return word
    if "fold" in words:
        return "fold"
    return words[0]
