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

import os as _os
import sys as _sys
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

try:
    import numpy as _numpy
except ImportError as _missing:  # the extension hands out numpy arrays: it needs this Python's own
    raise ImportError(
        f"cardroom needs numpy for this Python ({_sys.executable}): with Debian's python3, "
        "`apt-get install python3-numpy`; in a venv, create it with --system-site-packages or "
        "`python3 -m pip install numpy`") from _missing

from ._cardroom import (Bot, Five35Game, Five35State, VyingGame, VyingState,  # noqa: E402
                        episode_seeds, state_from_record)
from . import _cardroom  # noqa: E402

__version__: str = _cardroom.__version__

# An installed package carries the shipped models of the learned bots beside itself (pip
# install .); a build's package finds them in the source tree, as `cardroom` does.
_MODELS = _os.path.join(_os.path.dirname(__file__), "models")
if _os.path.isdir(_MODELS):
    _os.environ.setdefault("CARDROOM_MODELS", _MODELS)

__all__ = ["games", "load_game", "state_from_record", "Bot", "VyingGame", "VyingState",
           "Five35Game", "Five35State", "VectorEnv", "episode_seeds", "arena", "simulate"]

_GAMES = ["seven-twenty-seven", "fifteen-thirty-five", "five-three-five"]


def games() -> List[str]:
    """The games cardroom plays, by their canonical names."""
    return list(_GAMES)


def load_game(name: str, players: Optional[int] = None, rules: Optional[Dict[str, Any]] = None,
              stack: int = 100, episode: Optional[str] = None) -> Union[VyingGame, Five35Game]:
    """A game at a table of `players` seats.

    `name`: a canonical name or an alias (`7-27`, `15-35`, `535`). `rules`: a dict of rule
    overrides, the contract's keys and values (ValueError naming an unknown key or value).
    `stack`: every seat's chips at the deal (vying games). `episode`: what one episode is;
    for Five Three Five "round" (the default) or "game" (rounds to the target score); for a
    vying game "hand", the only one (the default).
    """
    canonical = _cardroom.game_name(str(name))
    if players is None:
        players = 4 if canonical == "five-three-five" else 6
    if not isinstance(players, int) or isinstance(players, bool):
        raise TypeError(f"players: an int, not {players!r}")
    if rules is not None and not isinstance(rules, dict):
        raise TypeError(f"rules: a dict of rule overrides, not {type(rules).__name__}")
    if canonical == "five-three-five":
        if episode not in (None, "round", "game", "hand"):  # "hand": a round, as before
            raise ValueError(f"episode: 'round' or 'game', not {episode!r}")
        return _cardroom.load_five35_game(players, rules, episode == "game")
    if episode not in (None, "hand"):
        raise ValueError(f"episode: a vying game's episode is one hand ('hand'), not {episode!r}")
    if not isinstance(stack, int) or isinstance(stack, bool):
        raise TypeError(f"stack: an int, not {stack!r}")
    return _cardroom.load_vying_game(canonical, players, rules, stack)


def _bot_list(bots: Any, what: str) -> List[str]:
    if isinstance(bots, str):
        return [bots]
    if not isinstance(bots, (list, tuple)) or not all(isinstance(b, str) for b in bots):
        raise TypeError(f"{what}: a bot spec ('heuristic') or a list of them, not {bots!r}")
    return list(bots)


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{what}: an int, not {value!r}")
    return value


def arena(game_name: str, bots: Sequence[str], games: int = 200, seed: int = 1, threads: int = 1,
          rules: Optional[Dict[str, Any]] = None, stack: int = 100) -> Dict[str, Any]:
    """Bots against bots in duplicate format: the dict `cardroom arena --json` prints.

    `bots`: one spec per seat ("heuristic", "ismcts:iterations=500"). The GIL is released while
    the games are played.
    """
    return _cardroom._arena(_cardroom.game_name(str(game_name)), _bot_list(bots, "bots"),
                            _int(games, "games"), _int(seed, "seed"), _int(threads, "threads"),
                            rules, _int(stack, "stack"))


def simulate(game_name: str, players: Optional[int] = None, games: int = 10000, seed: int = 1,
             bots: Union[None, str, Sequence[str]] = None, threads: int = 1,
             rules: Optional[Dict[str, Any]] = None, stack: int = 100) -> Dict[str, Any]:
    """Many seeded games between bots: the dict `cardroom simulate --json` prints.

    `bots`: one spec for every seat or one per seat (None: the command line's default,
    "heuristic"). The GIL is released while the games are played.
    """
    return _cardroom._simulate(_cardroom.game_name(str(game_name)),
                               0 if players is None else _int(players, "players"),
                               _int(games, "games"), _int(seed, "seed"),
                               _bot_list(_cardroom.default_simulation_bots if bots is None else bots, "bots"),
                               _int(threads, "threads"), rules, _int(stack, "stack"))


class VectorEnv:
    """`num_envs` episodes of one game stepped together, for a learner in one seat.

    The opponents' turns are played inside by the bots named in `opponents` (one spec for every
    other seat, or one per seat); `seat="all"` is self-play: every seat learns, and each
    environment's observation and mask are for the player to act (`current_players()`), with
    rewards per seat. Episode k of environment i is dealt with `episode_seeds(seed, i, k,
    players)`; a finished episode starts the next at once. The batch is stepped in C++ with the
    GIL released, on `threads` threads (the results do not depend on it).

    reset() -> (obs float32 [N, *shape], mask bool [N, A])
    step(actions int [N]) -> (obs, mask, rewards float32 [N] (self-play [N, players]), done bool [N])
    `rewards` are the returns of the episodes that ended during the step (0 otherwise).
    """

    def __init__(self, game_name: str, num_envs: int = 1, players: Optional[int] = None,
                 seed: int = 0, opponents: Union[str, Sequence[str]] = "random",
                 seat: Union[int, str] = 0, threads: int = 1,
                 rules: Optional[Dict[str, Any]] = None, stack: int = 100,
                 episode: str = "round") -> None:
        canonical = _cardroom.game_name(str(game_name))
        five35 = canonical == "five-three-five"
        self.game = load_game(canonical, players=players, rules=rules, stack=stack,
                              episode=episode if five35 else "hand")
        if seat == "all":
            seat = -1
        elif not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
            raise ValueError(f"seat: a seat number or \"all\", not {seat!r}")
        engine = _cardroom._Five35VectorEnv if five35 else _cardroom._VyingVectorEnv
        self._env = engine(self.game, _int(num_envs, "num_envs"), _int(seed, "seed"),
                           _bot_list(opponents, "opponents"), seat, _int(threads, "threads"))
        self.num_envs = num_envs
        self.observation_shape = tuple(self._env.observation_shape())
        self.num_actions = self._env.num_actions()

    def reset(self) -> Tuple[_numpy.ndarray, _numpy.ndarray]:
        """Starts every environment's first episode: (obs float32 [N, *shape], mask bool [N, A])."""
        return self._env.reset()

    def step(self, actions: Sequence[int]) -> Tuple[_numpy.ndarray, _numpy.ndarray,
                                                    _numpy.ndarray, _numpy.ndarray]:
        """One action code per environment: (obs, mask, rewards float32 [N] (self-play
        [N, players]), done bool [N])."""
        return self._env.step(actions)

    def current_players(self) -> _numpy.ndarray:
        """The seat each environment's observation is for."""
        return self._env.current_players()

    def learner_features(self) -> Tuple[_numpy.ndarray, _numpy.ndarray, _numpy.ndarray,
                                        _numpy.ndarray]:
        """The learned bots' features (docs/bots.md) of each environment's seat to decide, from
        its view, computed by the same C++ as the `learned` bot: (states float32 [N, S], actions
        float32 [T, A], codes int64 [T], offsets int64 [N + 1]); environment i's candidate
        actions are rows offsets[i] to offsets[i + 1] - 1 of `actions` and `codes` (vying bets
        reduced to a few amounts, so a subset of the mask)."""
        return self._env.learner_features()

    def search_policy(self, model: str, iterations: int = 200, c: float = 1.5, t: float = 0.1,
                      seed: int = 0, threads: int = 1, values: bool = False) -> Any:
        """The `guided` bot's search (docs/bots.md) from each environment's seat to decide, with
        the model file `model`: float32 [T], each candidate row of learner_features() given its
        share of the root's visits (each environment's shares sum to 1); with `values`, a pair
        (shares, means): means[T] the mean result the search found for each row (the seat's
        chips in the vying games; 0 for a row never visited). Environment i's search draws from
        the stream (seed, i), so the result is the same on any number of threads. Expert
        iteration's targets (cardroom.training.expert)."""
        return self._env.search_policy(str(model), _int(iterations, "iterations"), float(c),
                                       float(t), _int(seed, "seed"), _int(threads, "threads"),
                                       bool(values))

# The RL wrappers, loaded with the package (neither imports anything from PyPI).
from . import gym, pettingzoo, spaces  # noqa: E402,F401
