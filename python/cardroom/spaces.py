"""Observation and action spaces for the RL wrappers (cardroom.pettingzoo, docs/python.md).

With Gymnasium installed these are Gymnasium's own `Box`, `Discrete`, `MultiDiscrete` and
`Dict`; without it,
small classes with the same attributes and methods (`shape`, `dtype`, `n`, `low`, `high`,
`seed`, `sample`, `contains`), so that cardroom needs nothing from PyPI.

`observation_bounds(game)` gives the honest bounds of `observation_tensor`: every value lies in
[low, high], element by element (docs/python.md, "Observation tensors", has the layout).
"""
from typing import Any, Dict as DictType, Optional

import numpy as np

try:  # pragma: no cover - Gymnasium is not in Debian 12
    from gymnasium.spaces import Box, Dict, Discrete, MultiDiscrete  # type: ignore
except ImportError:

    class _Space:
        def __init__(self, seed: Optional[int] = None) -> None:
            self._rng = np.random.default_rng(seed)

        def seed(self, seed: Optional[int] = None) -> list:
            """Seeds the space's own random numbers (sample)."""
            self._rng = np.random.default_rng(seed)
            return [seed]

        def __contains__(self, x: Any) -> bool:
            return self.contains(x)

    class Discrete(_Space):  # type: ignore[no-redef]
        """The integers 0 .. n - 1."""

        def __init__(self, n: int, seed: Optional[int] = None) -> None:
            super().__init__(seed)
            self.n = int(n)
            self.start = 0
            self.shape = ()
            self.dtype = np.dtype(np.int64)

        def sample(self, mask: Optional[np.ndarray] = None) -> int:
            """A uniform integer, among those where `mask` (int8, length n) is 1 if given."""
            if mask is None:
                return int(self._rng.integers(self.n))
            allowed = np.flatnonzero(np.asarray(mask))
            if len(allowed) == 0:
                return 0
            return int(self._rng.choice(allowed))

        def contains(self, x: Any) -> bool:
            """Whether x is an integer in range."""
            if isinstance(x, (bool, np.bool_)):
                return False
            try:
                value = int(x)
            except (TypeError, ValueError):
                return False
            return value == x and 0 <= value < self.n

        def __repr__(self) -> str:
            return f"Discrete({self.n})"

        def __eq__(self, other: Any) -> bool:
            return isinstance(other, Discrete) and other.n == self.n

    class MultiDiscrete(_Space):  # type: ignore[no-redef]
        """Integer arrays, element k in 0 .. nvec[k] - 1 (a batch of Discrete actions)."""

        def __init__(self, nvec: Any, seed: Optional[int] = None) -> None:
            super().__init__(seed)
            self.nvec = np.asarray(nvec, dtype=np.int64)
            self.shape = self.nvec.shape
            self.dtype = np.dtype(np.int64)

        def sample(self, mask: None = None) -> np.ndarray:
            """A uniform array."""
            return self._rng.integers(self.nvec).astype(np.int64)

        def contains(self, x: Any) -> bool:
            """Whether x is an integer array of the shape, each element in range."""
            x = np.asarray(x)
            return (x.shape == self.shape and np.issubdtype(x.dtype, np.integer)
                    and bool(np.all(x >= 0)) and bool(np.all(x < self.nvec)))

        def __repr__(self) -> str:
            return f"MultiDiscrete({self.nvec.tolist()})"

    class Box(_Space):  # type: ignore[no-redef]
        """Arrays of `shape` with every element in [low, high] (high may be inf)."""

        def __init__(self, low: Any, high: Any, shape: Optional[tuple] = None,
                     dtype: Any = np.float32, seed: Optional[int] = None) -> None:
            super().__init__(seed)
            self.dtype = np.dtype(dtype)
            if shape is None:
                shape = np.shape(high) if np.ndim(high) else np.shape(low)
            self.shape = tuple(shape)
            self.low = np.broadcast_to(np.asarray(low, dtype=self.dtype), self.shape).copy()
            self.high = np.broadcast_to(np.asarray(high, dtype=self.dtype), self.shape).copy()

        def sample(self, mask: None = None) -> np.ndarray:
            """Uniform where bounded, low plus an exponential draw where high is inf."""
            finite = np.isfinite(self.high)
            out = np.where(finite, self._rng.uniform(self.low, np.where(finite, self.high, 0)),
                           self.low + self._rng.exponential(size=self.shape))
            if np.issubdtype(self.dtype, np.integer):
                out = np.floor(out)
            return out.astype(self.dtype)

        def contains(self, x: Any) -> bool:
            """Whether x has the shape and dtype kind, and lies within the bounds."""
            x = np.asarray(x)
            return (x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                    and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high)))

        def __repr__(self) -> str:
            return f"Box({self.shape}, {self.dtype})"

    class Dict(_Space):  # type: ignore[no-redef]
        """Named spaces: samples and members are dicts."""

        def __init__(self, spaces: DictType[str, Any], seed: Optional[int] = None) -> None:
            super().__init__(seed)
            self.spaces = dict(spaces)
            self.shape = None
            self.dtype = None

        def __getitem__(self, key: str) -> Any:
            return self.spaces[key]

        def seed(self, seed: Optional[int] = None) -> list:
            """Seeds every member from one seed."""
            children = np.random.SeedSequence(seed).spawn(len(self.spaces))
            for space, child in zip(self.spaces.values(), children):
                space.seed(int(child.generate_state(1)[0]))
            return [seed]

        def sample(self, mask: None = None) -> DictType[str, Any]:
            """A member of every named space."""
            return {k: s.sample() for k, s in self.spaces.items()}

        def contains(self, x: Any) -> bool:
            """Whether x is a dict with the same keys, each in its space."""
            return (isinstance(x, dict) and x.keys() == self.spaces.keys()
                    and all(self.spaces[k].contains(v) for k, v in x.items()))

        def __repr__(self) -> str:
            return f"Dict({self.spaces!r})"


def observation_bounds(game: Any) -> tuple:
    """(low, high) of `game`'s observation tensors, float32 arrays of its shape: every value of
    every state's `observation_tensor` lies within them. high is inf only where the rules set no
    limit (the number of betting rounds of a vying hand)."""
    from . import _cardroom
    shape = tuple(game.observation_tensor_shape())
    low = np.zeros(shape, dtype=np.float32)
    high = np.ones(shape, dtype=np.float32)
    players = game.num_players()
    if isinstance(game, _cardroom.VyingGame):
        # Chips count in units of one seat's stack at the deal (every seat has the same): a
        # seat, a bet or the pot holds at most every seat's chips.
        chips = float(players)
        for seat in range(players):
            block = 52 + 64 * seat
            high[block + 52] = 52 / 5  # face-down cards / 5: at most the whole deck
            high[block + 53:block + 56] = chips  # stack, put in this hand, in this round
        end = 52 + 64 * players
        high[end + 5] = np.inf  # betting round / 4: draws may go on round after round
        high[end + 6:end + 8] = chips  # the bet to match, the pots
        return low, high
    # Five Three Five: counts are fractions of a rank's copies and of 13 cards; the meld is at
    # most 3 cards (size / 5); a total score at most the game's worst (minus min_utility); the
    # round number as game.max_game_length's bound on rounds has it.
    worst = float(-game.min_utility())  # a round's points count once it is over
    target = float(game.rules()["target_score"])
    for seat in range(players):
        high[70 + 7 * seat + 6] = worst / target
    high[70 + 7 * players] = _most_rounds(game) / 10
    return low, high


def _most_rounds(game: Any) -> float:
    rules = game.rules()
    players = game.num_players()
    if not game.whole_game():
        return 1.0  # a round episode is a first round
    if players == 2 and rules.get("two_player_rounds") == 2:
        return 2.0
    least = min(rules["card_points"].values())
    if least <= 0:
        return float("inf")
    # Each round adds at least `least` to every seat but the one that went out, and the game
    # ends once a total reaches the target.
    return float(rules["target_score"] * players // least + 2)
