"""cardroom for Python: the engines of Seven Twenty-Seven, Fifteen Thirty-Five and Five Three
Five, their per-seat views and observation tensors, and the bots, shaped like OpenSpiel's API.

    import cardroom
    game = cardroom.load_game("15-35", players=6)
    state = game.new_initial_state(seed=1)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    print(state.returns())

See docs/python.md for the action codes and the tensor layouts.
"""

import sys as _sys

try:
    import numpy as _numpy  # noqa: F401
except ImportError:  # a Python without numpy of its own: Debian's, installed by scripts/setup
    _sys.path.append("/usr/lib/python3/dist-packages")
    import numpy as _numpy  # noqa: F401

from ._cardroom import (Bot, Five35Game, Five35State, VyingGame, VyingState,  # noqa: E402
                        state_from_record)
from . import _cardroom  # noqa: E402

__all__ = ["games", "load_game", "state_from_record", "Bot", "VyingGame", "VyingState",
           "Five35Game", "Five35State"]

_GAMES = ["seven-twenty-seven", "fifteen-thirty-five", "five-three-five"]


def games():
    """The games cardroom plays, by their canonical names."""
    return list(_GAMES)


def load_game(name, players=None, rules=None, stack=100, episode="hand"):
    """A game at a table of `players` seats.

    `name`: a canonical name or an alias (`7-27`, `15-35`, `535`). `rules`: a dict of rule
    overrides, the contract's keys and values (ValueError naming an unknown key or value).
    `stack`: every seat's chips at the deal (vying games). `episode`: for Five Three Five,
    "round" (the default, also when "hand" is given) or "game" (rounds to the target score).
    """
    canonical = _cardroom.game_name(str(name))
    if players is None:
        players = 4 if canonical == "five-three-five" else 6
    if not isinstance(players, int) or isinstance(players, bool):
        raise TypeError(f"players: an int, not {players!r}")
    if rules is not None and not isinstance(rules, dict):
        raise TypeError(f"rules: a dict of rule overrides, not {type(rules).__name__}")
    if canonical == "five-three-five":
        if episode not in ("hand", "round", "game"):
            raise ValueError(f"episode: 'round' or 'game', not {episode!r}")
        return _cardroom.load_five35_game(players, rules, episode == "game")
    if episode not in ("hand",):
        raise ValueError(f"episode: a vying game's episode is one hand ('hand'), not {episode!r}")
    if not isinstance(stack, int) or isinstance(stack, bool):
        raise TypeError(f"stack: an int, not {stack!r}")
    return _cardroom.load_vying_game(canonical, players, rules, stack)
