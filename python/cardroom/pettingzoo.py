"""cardroom's games as PettingZoo AEC environments: `cardroom.pettingzoo.env("15-35", players=4)`.

The AEC API (PettingZoo's agent-environment cycle): `reset(seed=)`, `agent_iter()`, `last()`,
`step(action)`, `observe(agent)`, `observation_space(agent)`, `action_space(agent)` and the
dicts `rewards`, `terminations`, `truncations`, `infos`. An observation is
`{"observation": float32 tensor, "action_mask": int8 mask}`, as in PettingZoo's classic games.
When PettingZoo is installed the class is a real `pettingzoo.AECEnv`; without it, the same API
with nothing imported from PyPI. docs/python.md has a loop.

Rewards come at the end of an episode: every agent's result (chips won or lost; minus the penalty
points in Five Three Five), then each agent is stepped once more with `None`, as PettingZoo
does with finished agents. An illegal action raises ValueError and changes nothing.
"""
import random as _random
from typing import Any, Dict, Iterator, List, Optional

import numpy as np

from . import load_game
from .spaces import Box, Dict as DictSpace, Discrete, observation_bounds

try:  # pragma: no cover - PettingZoo is not in Debian 12
    from pettingzoo import AECEnv as _Base  # type: ignore
except ImportError:
    _Base = object


def env(game: str, players: Optional[int] = None, rules: Optional[Dict[str, Any]] = None,
        stack: int = 100, episode: Optional[str] = None) -> "CardroomAECEnv":
    """An AEC environment of `game` (a name or alias) at a table of `players`; `rules`, `stack`
    and `episode` as for cardroom.load_game."""
    return CardroomAECEnv(game, players=players, rules=rules, stack=stack, episode=episode)


class CardroomAECEnv(_Base):  # type: ignore[misc, valid-type]
    """One table of a cardroom game, agents "player_0" .. "player_{n-1}" (agent i is seat i)."""

    metadata = {"render_modes": ["ansi"], "name": "cardroom", "is_parallelizable": False}

    def __init__(self, game: str, players: Optional[int] = None,
                 rules: Optional[Dict[str, Any]] = None, stack: int = 100,
                 episode: Optional[str] = None, render_mode: Optional[str] = None) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode: None or 'ansi', not {render_mode!r}")
        self.game = load_game(game, players=players, rules=rules, stack=stack, episode=episode)
        self.render_mode = render_mode
        n = self.game.num_players()
        self.possible_agents: List[str] = [f"player_{i}" for i in range(n)]
        self.agents: List[str] = []
        self.metadata = dict(self.metadata, name=f"cardroom_{self.game.get_type().short_name}")
        low, high = observation_bounds(self.game)
        actions = self.game.num_distinct_actions()
        self._observation_spaces = {
            a: DictSpace({"observation": Box(low, high, dtype=np.float32),
                          "action_mask": Box(0, 1, (actions,), dtype=np.int8)})
            for a in self.possible_agents}
        self._action_spaces = {a: Discrete(actions) for a in self.possible_agents}
        self.state_: Any = None
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection: str = ""

    # --- spaces --------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> Any:
        """{"observation": Box with the tensor's bounds, "action_mask": Box of int8 0/1}."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        """Discrete(num_distinct_actions): the game's action codes."""
        return self._action_spaces[agent]

    @property
    def num_agents(self) -> int:
        """Agents still in the cycle."""
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """The table's seats."""
        return len(self.possible_agents)

    # --- the cycle -----------------------------------------------------------------------------
    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """A new episode dealt from `seed` (a fresh one when None); `options["dealer"]` seats the
        dealer (0 by default)."""
        if seed is None:
            seed = _random.SystemRandom().randrange(2**63)
        dealer = (options or {}).get("dealer", 0)
        self.state_ = self.game.new_initial_state(seed=seed, dealer=dealer)
        for space in self._action_spaces.values():
            space.seed(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        """What `agent` sees: its observation tensor and its mask of legal codes (all 0 unless
        it is to act)."""
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.game.num_distinct_actions(), dtype=np.int8)
        mask[self.state_.legal_actions(seat)] = 1
        return {"observation": self.state_.observation_tensor(seat), "action_mask": mask}

    def last(self, observe: bool = True) -> tuple:
        """(observation, cumulative reward, terminated, truncated, info) of the agent to act."""
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agent to act, until every agent has finished (or max_iter steps)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Optional[int]) -> None:
        """Plays `action` (a legal code) for the agent to act; a finished agent is stepped with
        None and leaves the cycle."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"{agent} has finished: step it with None, not {action!r}")
            self.agents.remove(agent)
            for d in (self.rewards, self._cumulative_rewards, self.terminations,
                      self.truncations, self.infos):
                del d[agent]
            self._select()
            return
        if action is None:
            raise ValueError(f"{agent} is to act: None is only for a finished agent")
        self._cumulative_rewards[agent] = 0
        self.state_.apply_action(action)  # ValueError for an illegal code; nothing changes
        self.rewards = {a: 0 for a in self.agents}
        if self.state_.is_terminal():
            returns = self.state_.returns()
            for a in self.agents:
                self.rewards[a] = returns[self.possible_agents.index(a)]
                self.terminations[a] = True
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select()

    def _select(self) -> None:
        """The next agent: a finished one first (to be stepped with None), else the seat to act."""
        finished = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if finished:
            self.agent_selection = finished[0]
        elif self.agents:
            self.agent_selection = self.possible_agents[self.state_.current_player()]

    # --- the rest of the API -------------------------------------------------------------------
    def state(self) -> Any:
        """The cardroom state underneath (a clone of it)."""
        return self.state_.clone()

    def render(self) -> Optional[str]:
        """With render_mode "ansi": the state as its record's JSON."""
        if self.render_mode == "ansi":
            return str(self.state_)
        return None

    def close(self) -> None:
        """Nothing to release."""

    def __str__(self) -> str:
        return self.metadata["name"]
