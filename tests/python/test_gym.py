"""cardroom.gym.VectorEnv against Gymnasium's vector API (re-implemented checks: Gymnasium is not
in Debian) and against a Python loop over single states: the same observations, rewards and
final observations of the episodes that end, seeded resets that repeat, spaces that hold."""
import numpy as np
import pytest

import cardroom
import cardroom.gym
from test_vector_env import LoopEnv, choose


@pytest.mark.parametrize("name,players,opponent", [("15-35", 5, "random"), ("535", 4, "heuristic"),
                                                   ("7-27", 3, "random")])
def test_steps_equal_a_loop_with_final_observations(name, players, opponent):
    n, seed, seat = 5, 21, 2
    env = cardroom.gym.VectorEnv(name, num_envs=n, players=players, opponents=opponent, seat=seat)
    game = cardroom.load_game(name, players=players)
    loops = [LoopEnv(game, seed, i, opponent, seat) for i in range(n)]
    obs, info = env.reset(seed=seed)
    assert env.observation_space.contains(obs)
    for i, loop in enumerate(loops):
        loop.advance()
        assert np.array_equal(obs[i], loop.observe()[0])
    ended = 0
    for step in range(80):
        mask = info["action_mask"]
        actions = np.array([choose(mask[i], step, i) for i in range(n)])
        assert env.action_space.contains(actions)
        obs, reward, terminated, truncated, info = env.step(actions)
        assert obs.dtype == np.float32 and reward.dtype == np.float32
        assert env.observation_space.contains(obs) and not truncated.any()
        assert np.array_equal(info["_final_observation"], terminated)
        for i, loop in enumerate(loops):
            loop.state.apply_action(int(actions[i]))
            r, done = loop.advance()
            assert reward[i] == r and terminated[i] == done
            assert np.array_equal(obs[i], loop.observe()[0])
            if done:
                ended += 1
                assert np.array_equal(info["final_observation"][i], loop.final)
                assert env.single_observation_space.contains(info["final_observation"][i])
                assert info["final_info"][i] == {}
            else:
                assert info["final_observation"][i] is None
    assert ended > 0


def test_seeded_resets_repeat_and_spaces_are_the_games():
    env = cardroom.gym.VectorEnv("535", num_envs=3, players=4)
    assert env.single_action_space.n == 250 and env.action_space.shape == (3,)
    assert env.single_observation_space.shape == (99,)
    assert env.observation_space.shape == (3, 99)

    def run(seed):
        obs, info = env.reset(seed=seed)
        out = [obs.copy()]
        for step in range(30):
            actions = [choose(info["action_mask"][i], step, i) for i in range(3)]
            obs, reward, terminated, _, info = env.step(actions)
            out += [obs.copy(), reward.copy(), terminated.copy()]
        return out

    a, b, c = run(4), run(4), run(5)
    assert all(np.array_equal(x, y) for x, y in zip(a, b))
    assert not all(np.array_equal(x, y) for x, y in zip(a, c))


def test_bad_use_is_refused():
    with pytest.raises(ValueError, match="seat"):
        cardroom.gym.VectorEnv("15-35", num_envs=2, seat="all")
    with pytest.raises(ValueError):
        cardroom.gym.VectorEnv("15-35", num_envs=2, players=3, seat=7)
    env = cardroom.gym.VectorEnv("15-35", num_envs=2, players=3)
    _, info = env.reset(seed=1)
    illegal = [int(np.flatnonzero(~info["action_mask"][i])[0]) for i in range(2)]
    with pytest.raises(ValueError, match="legal"):
        env.step(illegal)
    with pytest.raises(ValueError):
        env.step([0])
    env.close()
    with pytest.raises(ValueError, match="reset"):
        env.step(illegal)
