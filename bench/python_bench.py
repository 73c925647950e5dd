#!/usr/bin/python3
"""Speed of the Python package (issue 15), on one core unless said otherwise:

- a plain Python loop of uniform random play (is_terminal, legal_actions, apply_action) of
  six-player Fifteen Thirty-Five hands: player actions per second;
- cardroom.VectorEnv with observation tensors and masks against random opponents, six-player
  15-35 and four-player Five Three Five, 1024 environments: learner steps per second of
  env.step on 1 and 2 threads (the learner's own choice, random legal actions drawn with numpy,
  is not counted: it is the policy's time, not the environment's).

    PYTHONPATH=build/python /usr/bin/python3 bench/python_bench.py [--seconds 1] [--rounds 5]
"""
import argparse
import os
import sys
import time

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "python"))

import numpy as np  # noqa: E402

import cardroom  # noqa: E402


def plain_loop(seconds):
    game = cardroom.load_game("15-35", players=6)
    noise = np.random.default_rng(1).integers(0, 1 << 30, size=1 << 20).tolist()
    actions = hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            state = game.new_initial_state(seed=hands)
            hands += 1
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply_action(legal[noise[actions & 0xFFFFF] % len(legal)])
                actions += 1
    elapsed = time.perf_counter() - start
    return actions / elapsed, hands / elapsed


def vector_env(name, players, threads, seconds, num_envs=1024):
    """Learner steps per second of env.step alone: the policy's own time (here a random legal
    action per environment, drawn with numpy from precomputed noise) is not counted."""
    env = cardroom.VectorEnv(name, num_envs=num_envs, players=players, seed=1, threads=threads)
    obs, mask = env.reset()
    noise = np.random.default_rng(2).random((16,) + mask.shape, dtype=np.float32)
    steps, stepping, k = 0, 0.0, 0
    while stepping < seconds:
        actions = np.argmax(mask * noise[k % 16], axis=1)
        k += 1
        start = time.perf_counter()
        obs, mask, rewards, done = env.step(actions)
        stepping += time.perf_counter() - start
        steps += num_envs
    return steps / stepping


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    parser.add_argument("--rounds", type=int, default=5,
                        help="measurements of each figure, interleaved; the best is reported "
                             "(a shared machine's neighbours only ever slow a run down)")
    args = parser.parse_args()
    best = {}

    def keep(key, value):
        best[key] = max(best.get(key, 0.0), value)

    for _ in range(args.rounds):
        per_action, per_hand = plain_loop(args.seconds)
        keep("actions", per_action)
        keep("hands", per_hand)
        for name, players in (("15-35", 6), ("535", 4)):
            for threads in (1, 2):
                keep((name, threads), vector_env(name, players, threads, args.seconds))
    print(f"best of {args.rounds} rounds of {args.seconds:g} s each")
    print(f"plain loop, random six-player 15-35: {best['actions']:,.0f} actions/s "
          f"({best['hands']:,.0f} hands/s)")
    for name, players in (("15-35", 6), ("535", 4)):
        one, two = best[(name, 1)], best[(name, 2)]
        print(f"VectorEnv {name}, {players} players, random opponents: {one:,.0f} learner steps/s "
              f"on 1 thread, {two:,.0f} on 2 ({two / one:.2f}x)")


if __name__ == "__main__":
    main()
