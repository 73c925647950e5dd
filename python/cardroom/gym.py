"""cardroom.VectorEnv under Gymnasium's vector API: `cardroom.gym.VectorEnv("535", num_envs=64)`.

    obs, info = env.reset(seed=1)               # info["action_mask"]: bool [N, A]
    obs, reward, terminated, truncated, info = env.step(actions)

A thin layer on the C++ VectorEnv (cardroom.VectorEnv): one learner seat in every environment,
the other seats played inside by bots, episodes restarted at once when they end ("same-step"
autoreset, Gymnasium 0.29's): the observation returned is the next episode's, and
`info["final_observation"][i]` holds the last one of the episode that ended (with
`info["_final_observation"]` saying where). Nothing is imported from PyPI; with Gymnasium
installed the spaces are its own. docs/python.md has a loop.
"""
import random as _random
from typing import Any, Dict, Optional, Sequence, Tuple, Union

import numpy as np

from . import VectorEnv as _CppVectorEnv, load_game
from .spaces import Box, Discrete, MultiDiscrete, observation_bounds


class VectorEnv:
    """`num_envs` episodes of `game` for a learner in `seat`, against `opponents` (one bot spec
    for every other seat, or one per seat), stepped in C++ on `threads` threads."""

    metadata = {"autoreset_mode": "same-step", "render_modes": []}

    def __init__(self, game: str, num_envs: int = 1, players: Optional[int] = None,
                 opponents: Union[str, Sequence[str]] = "random", seat: int = 0,
                 threads: int = 1, rules: Optional[Dict[str, Any]] = None, stack: int = 100,
                 episode: Optional[str] = None) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ValueError(f"seat: one learner seat (an int); for every seat at once use "
                             f"cardroom.pettingzoo or cardroom.VectorEnv(seat='all'), not {seat!r}")
        self._options = dict(game_name=game, num_envs=num_envs, players=players,
                             opponents=opponents, seat=seat, threads=threads, rules=rules,
                             stack=stack, episode=episode)
        self.game = load_game(game, players=players, rules=rules, stack=stack, episode=episode)
        self.num_envs = int(num_envs)
        low, high = observation_bounds(self.game)
        actions = self.game.num_distinct_actions()
        self.single_observation_space = Box(low, high, dtype=np.float32)
        self.single_action_space = Discrete(actions)
        self.observation_space = Box(np.broadcast_to(low, (self.num_envs,) + low.shape),
                                     np.broadcast_to(high, (self.num_envs,) + high.shape),
                                     dtype=np.float32)
        self.action_space = MultiDiscrete(np.full(self.num_envs, actions))
        self._env: Any = None
        self._build(seed=0)  # a bad seat, bot or size is refused here, not at the first reset

    def _build(self, seed: int) -> None:
        """The C++ environments, dealing from `seed` (its seed is fixed when it is made)."""
        o = self._options
        self._env = _CppVectorEnv(o["game_name"], num_envs=o["num_envs"], players=o["players"],
                                  seed=seed, opponents=o["opponents"], seat=o["seat"],
                                  threads=o["threads"], rules=o["rules"], stack=o["stack"],
                                  episode=o["episode"] or "round")

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Starts every environment afresh, dealt from `seed`'s streams (episode_seeds; a fresh
        seed when None): (obs float32 [N, *shape], {"action_mask": bool [N, A]})."""
        if seed is None:
            seed = _random.SystemRandom().randrange(2**63)
        self._build(seed)
        self.action_space.seed(seed)
        obs, mask = self._env.reset()
        return obs, {"action_mask": mask}

    def step(self, actions: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                          Dict[str, Any]]:
        """One legal code per environment: (obs, reward float32 [N], terminated bool [N],
        truncated bool [N] (always False: episodes end by the rules), info). info has
        "action_mask" and, for the environments whose episode ended, "final_observation" and
        "final_info" (object arrays, None elsewhere) with "_final_observation" and "_final_info"
        (bool [N])."""
        if self._env is None:
            raise ValueError("step before reset")
        chosen = np.asarray(actions, dtype=np.int64).reshape(-1)
        obs, mask, reward, done, finals = self._env._env.step(chosen, True)
        terminated = done.copy()
        final_observation = np.empty(self.num_envs, dtype=object)
        final_info = np.empty(self.num_envs, dtype=object)
        for i in np.flatnonzero(done):
            final_observation[i] = finals[i]
            final_info[i] = {}
        info = {"action_mask": mask, "final_observation": final_observation,
                "_final_observation": done.copy(), "final_info": final_info,
                "_final_info": done.copy()}
        return obs, reward, terminated, np.zeros(self.num_envs, dtype=bool), info

    def close(self) -> None:
        """Releases the C++ environments."""
        self._env = None

    def __repr__(self) -> str:
        return (f"cardroom.gym.VectorEnv({self.game.get_type().short_name}, "
                f"num_envs={self.num_envs})")
