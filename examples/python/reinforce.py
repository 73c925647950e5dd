#!/usr/bin/python3
"""A linear softmax policy for Five Three Five, trained by REINFORCE against random opponents,
with numpy alone: the smallest learning loop over cardroom.VectorEnv.

The policy scores each action code with a linear function of the seat's observation tensor and
plays the legal codes in proportion to exp(score). After each batch of finished rounds every
decision's log-probability is pushed up or down by how much better than the batch's average its
round ended (minus penalty points). The learning curve is printed: the average penalty points a
round fall from about 5 (uniform random play, the first iteration) to under 2 within 60
iterations (about 5 seconds) as the policy learns to shed its cards.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/reinforce.py [--iterations 60]
"""
import argparse
import os
import sys

sys.path.append(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "python"))

import numpy as np  # noqa: E402

import cardroom  # noqa: E402


def softmax_masked(logits, mask):
    logits = np.where(mask, logits, -np.inf)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    return p / p.sum(axis=1, keepdims=True)


def train(iterations, num_envs, learning_rate, seed, out=sys.stdout):
    env = cardroom.VectorEnv("535", num_envs=num_envs, players=4, seed=seed, opponents="random")
    obs, mask = env.reset()
    features = obs.shape[1] + 1  # and a constant
    weights = np.zeros((env.num_actions, features))
    rng = np.random.default_rng(seed)
    # Each environment's decisions in its current round: (features, action, probabilities).
    pending = [[] for _ in range(num_envs)]
    curve = []
    for iteration in range(iterations):
        finished = []  # (decisions, return) of the rounds that ended in this iteration
        while len(finished) < num_envs:
            x = np.hstack([obs, np.ones((num_envs, 1), dtype=np.float32)])
            probs = softmax_masked(x @ weights.T, mask)
            actions = np.array([rng.choice(len(p), p=p) for p in probs])
            for i in range(num_envs):
                pending[i].append((x[i], actions[i], probs[i]))
            obs, mask, rewards, done = env.step(actions)
            for i in np.flatnonzero(done):
                finished.append((pending[i], float(rewards[i])))
                pending[i] = []
        returns = np.array([g for _, g in finished])
        baseline = returns.mean()
        gradient = np.zeros_like(weights)
        for decisions, g in finished:
            for x, a, p in decisions:
                # d log p(a) / d weights = (onehot(a) - p) outer x, on the legal codes
                step = -p
                step[a] += 1.0
                gradient += (g - baseline) * np.outer(step, x)
        weights += learning_rate * gradient / len(finished)
        curve.append(-baseline)
        print(f"iteration {iteration + 1:3d}: {-baseline:6.2f} penalty points a round "
              f"(batch of {len(finished)} rounds)", file=out, flush=True)
    return curve


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--envs", type=int, default=64, help="rounds in play at once (and a batch)")
    parser.add_argument("--learning-rate", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    curve = train(args.iterations, args.envs, args.learning_rate, args.seed)
    tail = max(1, len(curve) // 5)
    print(f"first {tail} iterations: {np.mean(curve[:tail]):.2f} points a round; "
          f"last {tail}: {np.mean(curve[-tail:]):.2f}")


if __name__ == "__main__":
    main()
