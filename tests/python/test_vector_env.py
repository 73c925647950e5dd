"""cardroom.VectorEnv against a Python loop over single states with the same seeds, on one
thread and on several; cardroom.arena and cardroom.simulate against the command line; the GIL
released while they run; bad arrays refused.

    PYTHONPATH=build/python /usr/bin/python3 -m pytest tests/python
"""
import json
import os
import subprocess
import sys
import threading

import numpy as np
import pytest

import cardroom

CARDROOM = os.environ.get("CARDROOM_BINARY", "build/cardroom")


def choose(mask, step, env):
    """A learner's choice that depends only on the mask: the same in both loops."""
    legal = np.flatnonzero(mask)
    return int(legal[(7 * step + 3 * env) % len(legal)])


class LoopEnv:
    """One environment of a VectorEnv, written with single states and Bots."""

    def __init__(self, game, seed, env, opponent, seat):
        self.game, self.seed, self.env, self.opponent, self.seat = game, seed, env, opponent, seat
        self.players = game.num_players()
        self.k = 0
        self.start()

    def start(self):
        s = cardroom.episode_seeds(self.seed, self.env, self.k, self.players)
        self.k += 1
        self.state = self.game.new_initial_state(seed=s["deal"], dealer=s["dealer"])
        self.bots = [cardroom.Bot(self.opponent, seed=b) for b in s["bots"]]

    def advance(self):
        """Plays the bots up to the learner's turn; (reward, done). `final` keeps the learner's
        last observation of an episode that ended on the way (Gymnasium's final observation)."""
        reward, done, self.final = 0.0, False, None
        while True:
            if self.state.is_terminal():
                reward += self.state.returns()[self.seat]
                done = True
                self.final = self.state.observation_tensor(self.seat)
                self.start()
                continue
            seat = self.state.current_player()
            if seat == self.seat:
                return reward, done
            self.state.apply_action(self.bots[seat].step(self.state))

    def observe(self):
        return self.state.observation_tensor(self.seat), self.state.legal_actions_mask()


@pytest.mark.parametrize("name,players,opponent", [("15-35", 6, "random"), ("7-27", 4, "heuristic"),
                                                   ("535", 4, "random"), ("535", 3, "heuristic")])
def test_vector_env_equals_a_loop_over_single_states(name, players, opponent):
    n, seed, seat, steps = 6, 11, 1, 60
    env = cardroom.VectorEnv(name, num_envs=n, players=players, seed=seed, opponents=opponent, seat=seat)
    game = cardroom.load_game(name, players=players)
    loops = [LoopEnv(game, seed, i, opponent, seat) for i in range(n)]
    obs, mask = env.reset()
    for i, loop in enumerate(loops):
        loop.advance()
        o, m = loop.observe()
        assert np.array_equal(obs[i], o) and np.array_equal(mask[i], m)
    ended = 0
    for step in range(steps):
        actions = np.array([choose(mask[i], step, i) for i in range(n)])
        obs, mask, rewards, done = env.step(actions)
        for i, loop in enumerate(loops):
            loop.state.apply_action(int(actions[i]))
            reward, finished = loop.advance()
            o, m = loop.observe()
            assert rewards[i] == reward and done[i] == finished, (step, i)
            assert np.array_equal(obs[i], o) and np.array_equal(mask[i], m), (step, i)
            ended += finished
    assert ended > 0, "episodes ended and restarted"


@pytest.mark.parametrize("name", ["15-35", "535"])
def test_threads_give_the_same_results_as_one_thread(name):
    runs = []
    for threads in (1, 3):
        env = cardroom.VectorEnv(name, num_envs=16, seed=5, threads=threads, opponents="heuristic")
        obs, mask = env.reset()
        trace = [obs.copy()]
        for step in range(40):
            obs, mask, rewards, done = env.step(np.array([choose(mask[i], step, i) for i in range(16)]))
            trace += [obs.copy(), mask.copy(), rewards.copy(), done.copy()]
        runs.append(trace)
    for a, b in zip(*runs):
        assert np.array_equal(a, b)


def test_arrays_the_caller_keeps_are_never_written_again():
    # The env reuses a step's arrays once nobody holds them; anything held, even only through a
    # view or a slice, keeps its values while the env steps on.
    env = cardroom.VectorEnv("15-35", num_envs=8, players=4, seed=2)
    obs, mask = env.reset()
    kept = []
    for step in range(30):
        out = env.step(np.array([choose(mask[i], step, i) for i in range(8)]))
        obs, mask = out[0], out[1]
        if step % 3 == 0:
            kept.append((out, [a.copy() for a in out]))
        if step % 3 == 1:
            kept.append(((out[0][2:5], out[1].T, out[2][:], out[3][::2]),
                         [out[0][2:5].copy(), out[1].T.copy(), out[2].copy(), out[3][::2].copy()]))
        del out
    for held, values in kept:
        for a, b in zip(held, values):
            assert np.array_equal(a, b)


def test_self_play_gives_every_seat_its_returns():
    env = cardroom.VectorEnv("535", num_envs=4, players=4, seed=3, seat="all")
    obs, mask = env.reset()
    totals = np.zeros(4)
    for step in range(400):
        seats = env.current_players()
        assert all(0 <= s < 4 for s in seats)
        obs, mask, rewards, done = env.step(np.array([choose(mask[i], step, i) for i in range(4)]))
        assert rewards.shape == (4, 4)
        assert (rewards[~done] == 0).all()
        totals += rewards.sum(axis=0)
    assert totals.sum() < 0, "penalty points were handed out"


def test_bad_arrays_and_actions_are_refused_and_change_nothing():
    env = cardroom.VectorEnv("15-35", num_envs=4, seed=1)
    obs, mask = env.reset()
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros(3, dtype=np.int64))
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros((4, 1), dtype=np.int64))
    with pytest.raises(TypeError):
        env.step(np.zeros(4, dtype=np.float64))
    illegal = np.array([np.flatnonzero(~m)[0] for m in mask])
    with pytest.raises(ValueError, match="not a legal action"):
        env.step(illegal)
    legal = np.array([np.flatnonzero(m)[0] for m in mask])
    after_refusals = env.step(legal)
    fresh = cardroom.VectorEnv("15-35", num_envs=4, seed=1)
    fresh.reset()
    assert all(np.array_equal(a, b) for a, b in zip(after_refusals, fresh.step(legal)))
    with pytest.raises(ValueError):
        cardroom.VectorEnv("15-35", num_envs=0)
    with pytest.raises(ValueError):
        cardroom.VectorEnv("15-35", seat=6)
    with pytest.raises(ValueError):
        cardroom.VectorEnv("15-35", opponents="genius")
    with pytest.raises(ValueError):
        cardroom.VectorEnv("15-35", opponents=["random", "random"])


def cli_json(*args):
    out = subprocess.run([CARDROOM, *args, "--json", "--quiet"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_arena_and_simulate_give_what_the_command_line_prints():
    assert cardroom.arena("15-35", bots=["heuristic", "random", "random"], games=30, seed=4,
                          rules={"nearness": "over-is-bust"}) == cli_json(
        "arena", "--game", "15-35", "--bots", "heuristic,random,random", "--games", "30", "--seed", "4",
        "--rule", "nearness=over-is-bust")
    assert cardroom.simulate("535", players=3, games=50, seed=2, bots="heuristic", threads=2) == cli_json(
        "simulate", "--game", "535", "--players", "3", "--games", "50", "--seed", "2", "--bots",
        "heuristic", "--threads", "2")
    # No bots named: the command line's default on both sides.
    assert cardroom.simulate("535", players=3, games=50, seed=2) == cli_json(
        "simulate", "--game", "535", "--players", "3", "--games", "50", "--seed", "2")
    with pytest.raises(ValueError, match="poker"):
        cardroom.simulate("poker")
    with pytest.raises(ValueError):
        cardroom.arena("15-35", bots=["random"], games=5)
    with pytest.raises(TypeError):
        cardroom.arena("15-35", bots=["random", "random"], games="many")


@pytest.mark.parametrize("call", [
    lambda: cardroom.simulate("15-35", games=20000, seed=1, bots="random"),
    lambda: cardroom.arena("535", bots=["random"] * 4, games=400, seed=1),
    lambda: cardroom.VectorEnv("15-35", num_envs=20000, seed=1).reset(),
])
def test_the_gil_is_released(call):
    """With a switch interval far longer than the call, this thread runs while the other thread
    is inside the call only if the call released the GIL: no timing involved."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1000)
    try:
        result = {}
        worker = threading.Thread(target=lambda: result.setdefault("value", call()))
        worker.start()
        ran_during_the_call = "value" not in result
        worker.join()
    finally:
        sys.setswitchinterval(before)
    assert ran_during_the_call
    assert "value" in result
