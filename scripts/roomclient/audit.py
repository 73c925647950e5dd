"""Card codes in what the server sends, and which of them a connection may know: the pieces of
the leak audits (the protocol tests' and the soak's). A connection may know a card that is face
up, its own, or shown at the showdown; any other card code in a message's text is a leak.
"""

import re

# A card code as the server writes it (rulebook §1: canonical rank then suit).
CARD_RE = re.compile(r"^[2-9TJQKA][cdhs]$")
# A card code inside free text: not glued to letters or digits on either side.
CARD_IN_TEXT_RE = re.compile(r"(?<![A-Za-z0-9])([2-9TJQKA][cdhs])(?![A-Za-z0-9])")
HIDDEN = "??"  # a card the viewer may not see


def cards_in_text(text):
    """Every card code that appears in `text` (a raw message), as a set."""
    return set(CARD_IN_TEXT_RE.findall(text))


def cards_in_string(text, cache):
    """The card codes in one string of a parsed message; `cache` (a dict) remembers strings
    met before (log lines repeat from view to view)."""
    if len(text) == 2:
        return (text,) if CARD_RE.match(text) else ()
    known = cache.get(text)
    if known is None:
        known = cache[text] = frozenset(CARD_IN_TEXT_RE.findall(text)) if len(text) > 2 else ()
    return known


def cards_named(obj, cache):
    """Every card code in every string of a parsed message (keys included), as a set: what a
    regex over the raw text finds (a card code cannot straddle JSON's quotes), at a fraction of
    the cost, since the log lines repeat from view to view and `cache` remembers them."""
    found = set()
    stack = [obj]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.update(cards_in_string(item, cache))
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def public_cards(view, you):
    """The cards this viewer (`you`: its seat, None for a spectator) may know from this view
    alone: face up anywhere, its own, shown at the showdown."""
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
