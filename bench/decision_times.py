#!/usr/bin/python3
"""Wall-clock time of a bot's decisions over random vying hands of 2 to 10 players (the mean and
the slowest), to check that a default budget keeps a decision under 50 ms on this machine.

    PYTHONPATH=build/python /usr/bin/python3 bench/decision_times.py montecarlo ismcts
"""
import argparse
import os
import sys
import time

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "python"))

import cardroom  # noqa: E402

TABLES = (("15-35", 2), ("15-35", 6), ("15-35", 8), ("7-27", 2), ("7-27", 6), ("7-27", 10))


def times(spec, game, players, hands, per_hand):
    g = cardroom.load_game(game, players=players)
    taken = []
    for seed in range(hands):
        state = g.new_initial_state(seed=seed)
        bot = cardroom.Bot(spec, seed=seed)
        decisions = 0
        while not state.is_terminal() and decisions < per_hand:
            start = time.perf_counter()
            action = bot.step(state)
            taken.append(time.perf_counter() - start)
            state.apply_action(action)
            decisions += 1
    return taken


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("specs", nargs="+", help="bot specs, e.g. montecarlo ismcts:iterations=500")
    parser.add_argument("--hands", type=int, default=6, help="hands per table")
    parser.add_argument("--per-hand", type=int, default=40, help="decisions timed per hand at most")
    args = parser.parse_args()
    for spec in args.specs:
        for game, players in TABLES:
            t = times(spec, game, players, args.hands, args.per_hand)
            print(f"{spec:24} {game} {players:2}p: mean {1000 * sum(t) / len(t):5.1f} ms, "
                  f"slowest {1000 * max(t):5.1f} ms over {len(t)} decisions")


if __name__ == "__main__":
    main()
