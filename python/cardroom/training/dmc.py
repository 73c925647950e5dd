"""Deep Monte Carlo self-play training of the learned bots, in the manner of DouZero.

Every seat of a batch of self-play episodes (cardroom.VectorEnv, seat="all") is played by one
network Q(state, action): each candidate action of the seat's view is scored and the best played,
a random one with chance epsilon. When an episode ends, every decision in it gets as its target the
deciding seat's final result (chips won, or minus penalty points, times a scale) and the network is
fitted to the targets by mean squared error. The features are the C++ ones of the `learned` bot
(env/learned_features.h), so the exported model plays in C++ exactly as it was trained.

`scripts/train GAME ...` (or `python3 -m cardroom.training GAME ...`) runs this module;
docs/bots.md and docs/python.md describe it. Reproducible:
the same seed and budget in steps give the same model (torch on one thread).
"""
import argparse
import json
import os
import random
import time

import numpy as np
import torch

import cardroom
from .model_file import QNet, export, widened

GAMES = {"535": "five-three-five", "15-35": "fifteen-thirty-five", "7-27": "seven-twenty-seven"}
# Results are scaled to targets near 1: penalty points of a round, chips of a hand at stack 100.
REWARD_SCALE = {"five-three-five": 0.1, "fifteen-thirty-five": 0.05, "seven-twenty-seven": 0.05}
# Deals the progress evaluation plays; the strength figures of docs/bots.md use seeds from 9e6.
EVAL_SEED = 5_000_000


def env_seed(seed, step):
    """The VectorEnv seed of a run (re)started at `step`: a resumed run deals new episodes."""
    return (seed * 1_000_003 + step * 7_919 + 17) % (2 ** 63)


class Trainer:
    def __init__(self, game, players=4, seed=1, num_envs=64, hidden=(256, 128, 64), lr=3e-4,
                 epsilon=0.05, batch=512, out="train-out", log=print, reward_scale=None,
                 opponents=None, device=None):
        self.game = cardroom._cardroom.game_name(GAMES.get(game, game))
        self.alias = {v: k for k, v in GAMES.items()}[self.game]
        self.players = players
        self.seed = seed
        self.num_envs = num_envs
        self.epsilon = epsilon
        self.batch = batch
        self.out = out
        self.log = log
        self.scale = REWARD_SCALE[self.game] if reward_scale is None else float(reward_scale)
        # None: self-play (the network in every seat); else the learner sits in seat 0 (the
        # button goes round, so it plays every position) against these bots, played in C++.
        self.opponents = opponents
        # A CUDA device when there is one (or the one asked for); the CPU otherwise. A run is
        # reproducible on the CPU; on a GPU, torch's kernels may add in another order.
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))
        torch.manual_seed(seed)
        self.np_rng = np.random.default_rng(seed)
        s, a = cardroom._cardroom.learned_feature_sizes(self.game, players)
        self.net = QNet(s, a, hidden).to(self.device)
        self.opt = torch.optim.Adam(self.net.parameters(), lr=lr)
        self.config = dict(game=self.game, players=players, seed=seed, num_envs=num_envs,
                           hidden=list(hidden), lr=lr, epsilon=epsilon, batch=batch,
                           reward_scale=self.scale, opponents=opponents)
        self.step = 0           # VectorEnv steps (one decision in every environment)
        self.decisions = 0      # decisions fitted
        self.episodes = 0       # episodes finished
        self.seconds = 0.0      # wall time trained, over every session
        self.history = []       # evaluations: (step, mean difference, half width)

    # --- checkpoints ------------------------------------------------------------------------
    def state_dict(self):
        return {"config": self.config, "net": self.net.state_dict(), "opt": self.opt.state_dict(),
                "step": self.step, "decisions": self.decisions, "episodes": self.episodes,
                "seconds": self.seconds, "history": self.history,
                "torch_rng": torch.get_rng_state(), "np_rng": self.np_rng.bit_generator.state}

    def save(self, path):
        tmp = path + ".tmp"
        torch.save(self.state_dict(), tmp)
        os.replace(tmp, path)

    @classmethod
    def resume(cls, path, out=None, log=print, device=None):
        ck = torch.load(path, map_location="cpu")  # a checkpoint from any device
        c = ck["config"]
        if c.get("method", "dmc") != "dmc":
            raise ValueError(f"{path} is a checkpoint of {c['method']}: resume it with --method "
                             f"{c['method']}")
        t = cls(c["game"], c["players"], c["seed"], c["num_envs"], tuple(c["hidden"]), c["lr"],
                c["epsilon"], c["batch"], out or os.path.dirname(os.path.abspath(path)), log,
                c.get("reward_scale"), c.get("opponents"), device)
        t.load(ck)
        return t

    def load(self, ck):
        """The network, optimiser, counters and random states of checkpoint `ck`."""
        self.net.load_state_dict(ck["net"])
        self.opt.load_state_dict(ck["opt"])
        self.step, self.decisions, self.episodes = ck["step"], ck["decisions"], ck["episodes"]
        self.seconds, self.history = ck["seconds"], ck["history"]
        torch.set_rng_state(ck["torch_rng"])
        self.np_rng.bit_generator.state = ck["np_rng"]

    # --- evaluation -------------------------------------------------------------------------
    def export(self, path):
        return export(self.net, self.game, self.players, path)

    def evaluate(self, games, opponent="heuristic", seed=EVAL_SEED):
        """A duplicate arena of the exported model against `players - 1` copies of `opponent`:
        (learned's mean result minus the opponent's, its 95% half width), and the arena's
        result."""
        return self.arena_against("learned", opponent, games, seed)

    def arena_against(self, kind, opponent, games, seed, threads=1):
        """The duplicate arena of the current model played by bot `kind` against `players - 1`
        copies of `opponent`: ((its mean minus the opponent's, the 95% half width), result)."""
        path = os.path.join(self.out, "eval.bin")
        self.export(path)
        bots = [f"{kind}:model={path}"] + [opponent] * (self.players - 1)
        r = cardroom.arena(self.game, bots=bots, games=games, seed=seed, threads=threads)
        pair = r["pairs"][0]  # the model against the first copy of the opponent
        lo, hi = pair["ci95"]
        return (pair["mean_diff"], (hi - lo) / 2), r

    # --- training ---------------------------------------------------------------------------
    def train(self, seconds=None, steps=None, eval_every=600.0, eval_games=100,
              checkpoint_every=300.0):
        """Trains until `seconds` of wall time or `steps` VectorEnv steps (whichever first)."""
        seat = dict(seat="all") if self.opponents is None else dict(seat=0, opponents=self.opponents)
        env = cardroom.VectorEnv(self.game, num_envs=self.num_envs, players=self.players,
                                 seed=env_seed(self.seed, self.step), **seat)
        env.reset()
        n = self.num_envs
        ring = 1 << 20  # episode ids, modulo: pending decisions refer only to recent episodes
        finished = np.zeros(ring, dtype=bool)
        returns = np.zeros((ring, self.players), dtype=np.float32)
        episode = np.arange(n, dtype=np.int64)
        next_episode = n
        pending = []   # (states, actions, seats, episode ids) per step, awaiting their results
        ready_s, ready_a, ready_y = [], [], []
        ready = 0
        start = time.monotonic()
        self.last_eval = self.last_ck = start
        losses = []
        done_steps = 0

        def collect(pending, ready):
            s = np.concatenate([p[0] for p in pending])
            a = np.concatenate([p[1] for p in pending])
            seat = np.concatenate([p[2] for p in pending])
            ep = np.concatenate([p[3] for p in pending]) % ring
            over = finished[ep]
            ready_s.append(s[over])
            ready_a.append(a[over])
            ready_y.append(returns[ep[over], seat[over]])
            keep = ~over
            return ([(s[keep], a[keep], seat[keep], ep[keep])] if keep.any() else [],
                    ready + int(over.sum()))

        while True:
            elapsed = time.monotonic() - start
            if (seconds is not None and elapsed >= seconds) or (steps is not None and done_steps >= steps):
                break
            states, actions, codes, offsets = env.learner_features()
            counts = np.diff(offsets)
            rows = np.repeat(np.arange(n), counts)
            with torch.no_grad():
                q = self.net(self.tensor(states), self.tensor(actions),
                             self.tensor(rows)).cpu().numpy()
            # The best candidate of each environment (the first of equals), or a random one.
            width = int(counts.max())
            padded = np.full((n, width), -np.inf, dtype=np.float32)
            padded[rows, np.arange(len(rows)) - offsets[rows]] = q
            choice = padded.argmax(axis=1)
            explore = self.np_rng.random(n) < self.epsilon
            choice[explore] = (self.np_rng.random(int(explore.sum())) * counts[explore]).astype(np.int64)
            chosen = offsets[:-1] + choice
            seats = env.current_players().astype(np.int64)
            pending.append((states, actions[chosen], seats, episode.copy()))
            _, _, rewards, done = env.step(codes[chosen])
            for i in np.flatnonzero(done):
                e = episode[i] % ring
                returns[e] = rewards[i] * self.scale  # one column per seat, or the learner's
                finished[e] = True
                episode[i] = next_episode
                finished[next_episode % ring] = False
                next_episode += 1
                self.episodes += 1
            self.step += 1
            done_steps += 1
            # Decisions whose episode is over get their targets and join the training data.
            if len(pending) >= 16:
                pending, ready = collect(pending, ready)
            if ready >= self.batch * 4:
                losses.append(self.fit(np.concatenate(ready_s), np.concatenate(ready_a),
                                       np.concatenate(ready_y)))
                ready_s, ready_a, ready_y, ready = [], [], [], 0
            losses = self.housekeeping(losses, eval_every, eval_games, checkpoint_every)
        # What the budget's last steps finished, the same whether the budget was time or steps,
        # so `--steps N` from the same checkpoint repeats a timed run that stopped at step N.
        if pending:
            pending, ready = collect(pending, ready)
        if ready:
            losses.append(self.fit(np.concatenate(ready_s), np.concatenate(ready_a),
                                   np.concatenate(ready_y)))
        self.seconds += time.monotonic() - self.last_ck
        self.save(os.path.join(self.out, "checkpoint.pt"))
        return losses

    def housekeeping(self, losses, eval_every, eval_games, checkpoint_every):
        """The checkpoint and the progress report when they are due (self.last_ck and
        self.last_eval say when they were last made); the losses still to report."""
        now = time.monotonic()
        if now - self.last_ck >= checkpoint_every:
            self.seconds += now - self.last_ck
            self.last_ck = now
            self.save(os.path.join(self.out, "checkpoint.pt"))
        if eval_every and now - self.last_eval >= eval_every:
            self.last_eval = now
            self.report(losses, eval_games)
            return []
        return losses

    def tensor(self, array):
        """A numpy array as a tensor on the training device."""
        return torch.from_numpy(array).to(self.device)

    def fit(self, s, a, y):
        """One pass over the finished decisions in shuffled minibatches; the mean loss."""
        order = self.tensor(self.np_rng.permutation(len(y)))
        s, a, y = self.tensor(s), self.tensor(a), self.tensor(y)
        total = 0.0
        for i in range(0, len(y), self.batch):
            idx = order[i:i + self.batch]
            loss = torch.nn.functional.mse_loss(self.net(s[idx], a[idx]), y[idx])
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            total += float(loss) * len(idx)
            self.decisions += len(idx)
        return total / max(1, len(y))

    def progress(self, losses):
        """The report's line before the evaluation: where the training is, its mean loss (none
        when nothing was fitted since the last report, as at the final one)."""
        line = f"step {self.step}  episodes {self.episodes}  decisions fitted {self.decisions}"
        return line + (f"  loss {np.mean(losses):.4f}" if losses else "")

    def evaluated(self):
        """What the report's evaluation compares."""
        return "learned - heuristic"

    def report(self, losses, eval_games):
        """Logs the progress and, with `eval_games`, an evaluation (kept in the history)."""
        line = self.progress(losses)
        if eval_games:
            (mean, half), r = self.evaluate(eval_games)
            self.history.append((self.step, mean, half))
            line += (f"  {self.evaluated()}: {mean:+.3f} ± {half:.3f} {r['unit']} "
                     f"({eval_games} deals)")
        self.log(line, flush=True) if self.log is print else self.log(line)


def dmc_init(args, error):
    """The checkpoint `--init` names for a DMC run: of the same game, and of the same table size
    or, in a vying game, a smaller one (model_file.widened lays it out on the larger table)."""
    try:
        init = torch.load(args.init, map_location="cpu")
        c = init["config"]
    except (OSError, RuntimeError, KeyError, TypeError) as e:
        error(f"--init {args.init}: not a checkpoint.pt of scripts/train ({e})")
    game = cardroom._cardroom.game_name(GAMES.get(args.game, args.game))
    same = c["game"] == game and c["players"] == args.players
    smaller = (c["game"] == game and game != "five-three-five" and c["players"] < args.players)
    if not (same or smaller):
        error(f"--init {args.init}: a network for {c['game']} with {c['players']} players; "
              f"{game} with {args.players} takes one of its own game with "
              + ("as many players" if game == "five-three-five" else "at most as many players"))
    return init


def main(argv=None):
    prog = os.environ.get("CARDROOM_TRAIN_PROG", "python3 -m cardroom.training")
    p = argparse.ArgumentParser(
        prog=prog, description="Trains a model for the learned and guided bots: Deep Monte "
        "Carlo self-play (dmc), or expert iteration, the guided search's visits and the game "
        "results taught back into the network (docs/bots.md).")
    p.add_argument("game", choices=sorted(GAMES), help="the game: 535, 15-35 or 7-27")
    p.add_argument("--method", choices=["dmc", "expert-iteration"], default="dmc",
                   help="how to train (default dmc)")
    p.add_argument("--hours", type=float, help="wall time to train")
    p.add_argument("--minutes", type=float, help="wall time to train")
    p.add_argument("--steps", type=int, help="VectorEnv steps to train (a decision in each env)")
    p.add_argument("--resume", help="a checkpoint.pt to go on from (its settings are kept)")
    p.add_argument("--init", help="start from this checkpoint's network (a dmc or "
                   "expert-iteration checkpoint.pt of the same game and players; dmc also takes a "
                   "vying network of fewer players, its weights for the seats it lacks zero), with "
                   "a fresh optimizer and counters; its hidden widths and reward scale are kept")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default=None, help="folder of the checkpoint and model (default "
                   "train-out/GAME)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--envs", type=int, default=None, help="episodes played side by side "
                   "(default 64; expert iteration 32)")
    p.add_argument("--hidden", default=None, help="hidden layer widths (default 256,128,64; "
                   "expert iteration 128,64,32)")
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--epsilon", type=float, default=0.05, help="dmc: chance of a random action")
    p.add_argument("--batch", type=int, default=None, help="minibatch (default 512; expert "
                   "iteration 256)")
    p.add_argument("--reward-scale", type=float, default=None, help="results are multiplied by "
                   "this for the targets (default: 0.1 in 535, 0.05 in the vying games)")
    p.add_argument("--eval-every", type=float, default=10.0, help="minutes between evaluations")
    p.add_argument("--eval-games", type=int, default=None, help="deals of each evaluation "
                   "(duplicate, every rotation; 0: none; default 100, expert iteration 40)")
    p.add_argument("--threads", type=int, default=1, help="torch threads")
    p.add_argument("--device", default=None, help="torch device (default: cuda when there is "
                   "one, else cpu)")
    p.add_argument("--opponents", default=None, help="dmc: train in seat 0 against these bots "
                   "(e.g. heuristic) rather than by self-play")
    e = p.add_argument_group("expert iteration")
    e.add_argument("--pool", default=",".join(expert_pool()), help="what the episodes are "
                   "played against, one entry per generation in turn, ';'-separated when a bot "
                   "spec has commas: self (the guided search in every seat), past (the guided bot "
                   "with the model of the previous generation's end) or a bot spec (default "
                   "%(default)s)")
    e.add_argument("--iterations", type=int, default=1000, help="iterations of each training "
                   "search (default 1000)")
    e.add_argument("--c", type=float, default=1.5, help="the search's exploration (default 1.5)")
    e.add_argument("--t", type=float, default=0.1, help="the prior's temperature, in units of "
                   "Q (default 0.1, the guided bot's)")
    e.add_argument("--generation-steps", type=int, default=100, help="steps of each pool "
                   "entry's generation (default 100)")
    e.add_argument("--value-weight", type=float, default=1.0, help="weight of the value loss "
                   "beside the search loss (default 1)")
    e.add_argument("--explore", type=float, default=0.1, help="chance of playing a move drawn "
                   "in proportion to the visits rather than the most visited (default 0.1)")
    e.add_argument("--search-threads", type=int, default=os.cpu_count() or 1, help="threads of "
                   "the searches and the opponents (the results do not depend on it; default: "
                   "every core)")
    e.add_argument("--target", choices=["visits", "values"], default="visits",
                   help="what the network learns from each search: the visit shares, as the "
                   "policy softmax(Q/t), or the mean result of each candidate, as Q (default "
                   "visits)")
    e.add_argument("--eval-opponent", default=None, help="the bot the strength log measures "
                   "guided against (default montecarlo; 535: ismcts)")
    args = p.parse_args(argv)
    if args.hours is None and args.minutes is None and args.steps is None:
        p.error("give a budget: --hours, --minutes or --steps")
    expert = args.method == "expert-iteration"
    if args.init and args.resume:
        p.error("--init or --resume, not both")
    seconds = None
    if args.hours is not None or args.minutes is not None:
        seconds = 3600 * (args.hours or 0) + 60 * (args.minutes or 0)
    torch.set_num_threads(args.threads)
    random.seed(args.seed)
    out = args.out or os.path.join("train-out", args.game)
    os.makedirs(out, exist_ok=True)
    try:  # a checkpoint of the other method or game: one line, not a traceback
        if expert:
            from . import expert as ei
            if args.resume:
                t = ei.ExpertTrainer.resume(args.resume, out, device=args.device)
            else:
                t = ei.make_trainer(args, out, p.error)
        elif args.resume:
            t = Trainer.resume(args.resume, out, device=args.device)
            if args.opponents is not None:  # go on against other opponents (fine-tuning)
                t.opponents = t.config["opponents"] = args.opponents
    except ValueError as e:
        p.error(str(e))
    if not expert and not args.resume:
        hidden = tuple(int(h) for h in (args.hidden or "256,128,64").split(","))
        init = dmc_init(args, p.error) if args.init else None
        scale = args.reward_scale
        if init is not None:
            hidden = tuple(init["config"]["hidden"])
            scale = init["config"].get("reward_scale") if scale is None else scale
        t = Trainer(args.game, args.players, args.seed, args.envs or 64, hidden, args.lr,
                    args.epsilon, args.batch or 512, out, reward_scale=scale,
                    opponents=args.opponents, device=args.device)
        if init is not None:
            players = init["config"]["players"]
            t.net.load_state_dict(init["net"] if players == args.players
                                  else widened(init["net"], players, args.players))
            t.config["init"] = os.path.abspath(args.init)
    if args.resume:
        print(f"resumed {args.resume} at step {t.step} ({t.seconds / 60:.1f} minutes trained)",
              flush=True)
    print(json.dumps(dict(t.config, device=str(t.device))), flush=True)
    eval_games = args.eval_games if args.eval_games is not None else (40 if expert else 100)
    t.train(seconds=seconds, steps=args.steps, eval_every=60 * args.eval_every,
            eval_games=eval_games)
    model = os.path.join(out, f"{t.alias}.bin")
    size = t.export(model)
    print(f"trained {t.step} steps, {t.episodes} episodes, {t.decisions} decisions fitted, "
          f"{t.seconds / 60:.1f} minutes in all", flush=True)
    if eval_games:
        t.report([], eval_games)
    print(f"model: {model} ({size} bytes); checkpoint: {os.path.join(out, 'checkpoint.pt')}",
          flush=True)


def expert_pool():
    from .expert import DEFAULT_POOL
    return DEFAULT_POOL


if __name__ == "__main__":
    main()
