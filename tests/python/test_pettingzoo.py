"""cardroom.pettingzoo against the checks of PettingZoo's api_test and seed_test, re-implemented
here (PettingZoo is not in Debian): the AEC cycle, spaces that hold every observation, masks
that name the legal codes, rewards that add up to the engine's returns, and seeded episodes
that repeat."""
import numpy as np
import pytest

import cardroom
import cardroom.pettingzoo
from cardroom.spaces import observation_bounds

TABLES = [("7-27", 2, None), ("15-35", 5, None), ("15-35", 8, None), ("535", 4, None),
          ("535", 2, "game"), ("535", 3, "game")]


def play(env, seed, episodes=1):
    """Episodes through the AEC cycle with each action space sampling under the mask; checks
    api_test's properties on the way and returns the trajectory."""
    trajectory = []
    for k in range(episodes):
        env.reset(seed=seed + k)
        assert env.agents == env.possible_agents and env.num_agents == env.max_num_agents
        assert set(env.rewards) == set(env.terminations) == set(env.truncations) == \
            set(env.infos) == set(env.agents)
        totals = {a: 0 for a in env.possible_agents}
        finished = set()
        for agent in env.agent_iter():
            assert agent == env.agent_selection and agent in env.agents
            obs, reward, terminated, truncated, info = env.last()
            assert env.observation_space(agent).contains(obs), agent
            assert isinstance(info, dict) and not truncated
            for other in env.agents:
                assert env.observation_space(other).contains(env.observe(other))
            totals[agent] += reward
            if terminated:
                assert agent not in finished
                finished.add(agent)
                env.step(None)
                continue
            mask = obs["action_mask"]
            assert mask.dtype == np.int8 and mask.any()
            # Only the agent to act has legal codes.
            for other in env.agents:
                if other != agent:
                    assert not env.observe(other)["action_mask"].any()
            action = env.action_space(agent).sample(mask)
            assert mask[action] == 1 and env.action_space(agent).contains(action)
            trajectory.append((agent, action, obs["observation"].tobytes()))
            env.step(action)
        assert env.agents == [] and finished == set(env.possible_agents)
        state = env.state()
        assert state.is_terminal()
        assert [totals[a] for a in env.possible_agents] == state.returns()
    return trajectory


@pytest.mark.parametrize("game,players,episode", TABLES)
def test_the_aec_cycle(game, players, episode):
    env = cardroom.pettingzoo.env(game, players=players, episode=episode)
    assert env.possible_agents == [f"player_{i}" for i in range(players)]
    space = env.observation_space("player_0")
    assert space["observation"].shape == tuple(env.game.observation_tensor_shape())
    assert space["action_mask"].shape == (env.game.num_distinct_actions(),)
    assert env.action_space("player_0").n == env.game.num_distinct_actions()
    play(env, seed=10, episodes=3)


@pytest.mark.parametrize("game,players,episode", TABLES)
def test_seeded_episodes_repeat(game, players, episode):
    a = cardroom.pettingzoo.env(game, players=players, episode=episode)
    b = cardroom.pettingzoo.env(game, players=players, episode=episode)
    assert play(a, seed=3, episodes=2) == play(b, seed=3, episodes=2)
    assert play(a, seed=3) != play(b, seed=4)


def test_bad_steps_are_refused_and_change_nothing():
    env = cardroom.pettingzoo.env("15-35", players=3)
    env.reset(seed=1)
    agent = env.agent_selection
    illegal = int(np.flatnonzero(env.observe(agent)["action_mask"] == 0)[0])
    before = env.state().history()
    with pytest.raises(ValueError):
        env.step(illegal)
    with pytest.raises(ValueError):
        env.step(None)
    assert env.state().history() == before and env.agent_selection == agent
    with pytest.raises(ValueError):
        cardroom.pettingzoo.CardroomAECEnv("15-35", render_mode="human")
    shown = cardroom.pettingzoo.CardroomAECEnv("7-27", render_mode="ansi")
    shown.reset(seed=2)
    assert '"game"' in shown.render()


@pytest.mark.parametrize("game,players,episode", [("15-35", 6, None), ("7-27", 4, None),
                                                  ("535", 4, "game"), ("535", 5, None)])
def test_the_observation_bounds_hold(game, players, episode):
    """Every tensor seen along random episodes lies within observation_bounds."""
    g = cardroom.load_game(game, players=players, episode=episode)
    low, high = observation_bounds(g)
    rng = np.random.default_rng(5)
    for seed in range(20):
        state = g.new_initial_state(seed=seed)
        while True:
            for seat in range(players):
                x = state.observation_tensor(seat)
                assert np.all(x >= low) and np.all(x <= high), np.flatnonzero((x < low) | (x > high))
            if state.is_terminal():
                break
            state.apply_action(int(rng.choice(state.legal_actions())))
