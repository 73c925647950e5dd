"""Expert iteration: the `guided` bot's search taught back into the network it searches with.

At every decision of a batch of episodes (cardroom.VectorEnv) the seat to act runs the guided
search (C++, VectorEnv.search_policy) with the current network, and plays the action the search
visited most (now and then one drawn in proportion to the visits, to see other lines). Every such
decision is kept with what the search found (each candidate's share of the visits and mean
result) and, when its episode ends, the deciding seat's result. The network Q(state, action) of
the `learned` bot is then fitted to both:
  - the search (--target): "visits", softmax(Q / t) over the candidates by cross-entropy against
    the visit shares (t is the guided bot's temperature, so the prior the next search gets is
    what this one found); or "values", Q of each candidate the search tried by squared error
    against the mean result it found there (times the reward scale), weighted by its visits;
  - the result: Q of the action played, by squared error against the scaled result.
The loss is their sum (the result weighted by --value-weight).

The episodes are played against a pool, one entry per generation of --generation-steps steps,
in turn: "self" (the guided search in every seat, all seats learning), a bot spec (the learner in
seat 0 against that bot in every other seat: heuristic, montecarlo, ismcts...), or "past" (the
guided bot with the model of the end of the previous generation, an earlier self).

`scripts/train GAME --method expert-iteration ...` runs this; docs/bots.md gives the recipe and
what it measured. The same seed and budget in steps give the same model (torch on one thread).
"""
import os
import time

import numpy as np
import torch

import cardroom
from . import dmc

DEFAULT_POOL = ("self", "heuristic", "montecarlo", "past")


def search_seed(seed, step):
    """The searches' seed at a step: each step's searches draw afresh."""
    return (seed * 2_000_003 + step * 104_729 + 5) % (2 ** 63)


def segment_rows(offsets, idx):
    """The candidate rows of decisions `idx` (offsets [N + 1] delimit each decision's rows), and
    for each row the position in `idx` of the decision it belongs to."""
    counts = offsets[idx + 1] - offsets[idx]
    starts = np.cumsum(counts) - counts
    owner = np.repeat(np.arange(len(idx)), counts)
    rows = np.repeat(offsets[idx], counts) + np.arange(int(counts.sum())) - starts[owner]
    return rows, owner, starts


class Decisions:
    """Decisions with their candidates: states [N, S], candidate features [T, A], offsets
    [N + 1] (decision i's candidates are rows offsets[i] .. offsets[i + 1] - 1), the visit
    shares [T], the candidate played (its index among the decision's own) [N], per decision its
    seat and episode id, and the mean result the search found for each candidate [T]."""

    def __init__(self, states, actions, offsets, shares, played, seats, episodes, means=None):
        self.states, self.actions, self.offsets = states, actions, offsets
        self.shares, self.played, self.seats, self.episodes = shares, played, seats, episodes
        self.means = np.zeros_like(shares) if means is None else means

    def __len__(self):
        return len(self.states)

    def take(self, keep):
        """The decisions where `keep` (a bool array) holds."""
        idx = np.flatnonzero(keep)
        rows, owner, starts = segment_rows(self.offsets, idx)
        counts = self.offsets[idx + 1] - self.offsets[idx]
        offsets = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
        return Decisions(self.states[idx], self.actions[rows], offsets, self.shares[rows],
                         self.played[idx], self.seats[idx], self.episodes[idx], self.means[rows])

    @staticmethod
    def join(parts):
        """One set of the decisions of `parts`, in order."""
        ends = np.cumsum([0] + [len(p.actions) for p in parts[:-1]])
        offsets = [p.offsets[:-1] + e for p, e in zip(parts, ends)]
        offsets.append([ends[-1] + len(parts[-1].actions)])
        cat = np.concatenate
        return Decisions(cat([p.states for p in parts]), cat([p.actions for p in parts]),
                         cat(offsets).astype(np.int64), cat([p.shares for p in parts]),
                         cat([p.played for p in parts]), cat([p.seats for p in parts]),
                         cat([p.episodes for p in parts]), cat([p.means for p in parts]))


class ExpertTrainer(dmc.Trainer):
    def __init__(self, game, players=4, seed=1, num_envs=32, hidden=(128, 64, 32), lr=3e-4,
                 batch=256, out="train-out", log=print, reward_scale=None, pool=DEFAULT_POOL,
                 iterations=1000, c=1.5, t=0.1, generation_steps=100, value_weight=1.0,
                 explore=0.1, threads=1, eval_opponent="montecarlo", target="visits",
                 device=None):
        super().__init__(game, players, seed, num_envs, hidden, lr, 0.0, batch, out, log,
                         reward_scale, None, device)
        self.pool = list(pool)
        if not self.pool:
            raise ValueError("pool: at least one entry (self, past or a bot spec)")
        self.iterations, self.c, self.t = int(iterations), float(c), float(t)
        self.generation_steps = int(generation_steps)
        self.value_weight = float(value_weight)
        self.explore = float(explore)
        self.threads = int(threads)
        self.eval_opponent = eval_opponent
        if target not in ("visits", "values"):
            raise ValueError(f"target: visits or values, not {target!r}")
        self.target = target
        self.generation = 0
        self.config.update(method="expert-iteration", pool=self.pool, iterations=self.iterations,
                           c=self.c, t=self.t, generation_steps=self.generation_steps,
                           value_weight=self.value_weight, explore=self.explore,
                           threads=self.threads, eval_opponent=eval_opponent, target=target)
        del self.config["epsilon"], self.config["opponents"]

    # --- checkpoints ------------------------------------------------------------------------
    def state_dict(self):
        return dict(super().state_dict(), generation=self.generation)

    @classmethod
    def from_config(cls, c, out, log=print, device=None):
        return cls(c["game"], c["players"], c["seed"], c["num_envs"], tuple(c["hidden"]), c["lr"],
                   c["batch"], out, log, c["reward_scale"], c["pool"], c["iterations"], c["c"],
                   c["t"], c["generation_steps"], c["value_weight"], c["explore"], c["threads"],
                   c["eval_opponent"], c.get("target", "visits"), device)

    @classmethod
    def resume(cls, path, out=None, log=print, device=None):
        ck = torch.load(path, map_location="cpu")
        if ck["config"].get("method") != "expert-iteration":
            raise ValueError(f"{path} is not an expert-iteration checkpoint (give it with --init "
                             "to start expert iteration from its network)")
        t = cls.from_config(ck["config"], out or os.path.dirname(os.path.abspath(path)), log,
                            device)
        t.load(ck)
        t.generation = ck["generation"]
        return t

    # --- the pool ---------------------------------------------------------------------------
    def guided_spec(self, model, iterations=None):
        return f"guided:model={model},iterations={iterations or self.iterations}"

    def past_path(self):
        return os.path.join(self.out, "past.bin")

    def seats_for(self, entry):
        """VectorEnv's seat arguments for a pool entry."""
        if entry == "self":
            return dict(seat="all")
        if entry == "past":
            if not os.path.exists(self.past_path()):
                self.export(self.past_path())  # the first generation: itself as it starts
            entry = self.guided_spec(self.past_path())
        return dict(seat=0, opponents=entry)

    # --- evaluation -------------------------------------------------------------------------
    def evaluate(self, games, opponent=None, seed=dmc.EVAL_SEED):
        """A duplicate arena of the guided bot (its default budget) with the current model
        against `players - 1` copies of `opponent`: (guided's mean minus the opponent's, its 95%
        half width), and the arena's result."""
        return self.arena_against("guided", opponent or self.eval_opponent, games, seed,
                                  max(1, self.threads))

    def progress(self, losses):
        line = (f"step {self.step}  generation {self.generation}  episodes {self.episodes}  "
                f"decisions fitted {self.decisions}")
        if not losses:  # nothing fitted since the last report
            return line
        search = np.mean([l[0] for l in losses])
        value = np.mean([l[1] for l in losses])
        return line + f"  {self.target} loss {search:.4f}  value loss {value:.4f}"

    def evaluated(self):
        return f"guided - {self.eval_opponent}"

    # --- training ---------------------------------------------------------------------------
    def train(self, seconds=None, steps=None, eval_every=600.0, eval_games=40,
              checkpoint_every=300.0):
        """Trains until `seconds` of wall time or `steps` VectorEnv steps, whichever first."""
        if eval_games and self.step == 0:
            self.report([], eval_games)  # where the strength log starts
        start = time.monotonic()
        self.last_eval = self.last_ck = start
        self.losses = []
        done_steps = 0
        while True:
            budget = None if steps is None else steps - done_steps
            left = None if seconds is None else seconds - (time.monotonic() - start)
            if (budget is not None and budget <= 0) or (left is not None and left <= 0):
                break
            in_generation = self.generation_steps - self.step % self.generation_steps
            n = in_generation if budget is None else min(in_generation, budget)
            done_steps += self.play_generation(n, None if left is None else start + seconds,
                                               eval_every, eval_games, checkpoint_every)
        self.seconds += time.monotonic() - self.last_ck
        self.save(os.path.join(self.out, "checkpoint.pt"))
        return self.losses

    def play_generation(self, steps, deadline, eval_every, eval_games, checkpoint_every):
        """Up to `steps` steps against the pool entry of this generation (fewer if `deadline`
        passes); fits what finished. Returns the steps played."""
        entry = self.pool[self.generation % len(self.pool)]
        env = cardroom.VectorEnv(self.game, num_envs=self.num_envs, players=self.players,
                                 seed=dmc.env_seed(self.seed, self.step), threads=self.threads,
                                 **self.seats_for(entry))
        env.reset()
        n = self.num_envs
        episode = np.arange(n, dtype=np.int64)
        next_episode = n
        results = {}  # episode id -> the results per seat (or the learner's)
        pending, ready = [], []
        model = os.path.join(self.out, "search.bin")
        self.export(model)
        played = 0
        while played < steps and (deadline is None or time.monotonic() < deadline):
            states, actions, codes, offsets = env.learner_features()
            shares, means = env.search_policy(model, iterations=self.iterations, c=self.c,
                                              t=self.t, seed=search_seed(self.seed, self.step),
                                              threads=self.threads, values=True)
            choice = self.choose(shares, offsets)
            seats = env.current_players().astype(np.int64)
            pending.append(Decisions(states, actions, offsets, shares, choice, seats,
                                     episode.copy(), means))
            _, _, rewards, done = env.step(codes[offsets[:-1] + choice])
            for i in np.flatnonzero(done):
                results[int(episode[i])] = np.atleast_1d(rewards[i]) * self.scale
                episode[i] = next_episode
                next_episode += 1
                self.episodes += 1
            self.step += 1
            played += 1
            if len(pending) >= 8:
                pending = self.collect(pending, ready, results)
            if sum(len(d) for d in ready) >= self.batch * 4:
                self.losses.append(self.fit(Decisions.join(ready), results))
                ready.clear()
                self.export(model)
            self.losses = self.housekeeping(self.losses, eval_every, eval_games,
                                            checkpoint_every)
        # Decisions of episodes still under way when the generation ends are not fitted: their
        # results will never come (the next generation deals afresh).
        self.collect(pending, ready, results)
        if ready:
            self.losses.append(self.fit(Decisions.join(ready), results))
        if self.step % self.generation_steps == 0:
            self.generation += 1
            if "past" in self.pool:
                self.export(self.past_path())
        return played

    def choose(self, shares, offsets):
        """Each environment's candidate (its index among its own): the most visited, or with
        chance `explore` one drawn in proportion to the visits."""
        n = len(offsets) - 1
        counts = np.diff(offsets)
        rows = np.repeat(np.arange(n), counts)
        padded = np.full((n, int(counts.max())), -1.0, dtype=np.float32)
        padded[rows, np.arange(len(rows)) - offsets[rows]] = shares
        choice = padded.argmax(axis=1)
        draw = np.flatnonzero(self.np_rng.random(n) < self.explore)
        for i in draw:
            p = np.maximum(padded[i, :counts[i]], 0.0).astype(np.float64)
            choice[i] = self.np_rng.choice(counts[i], p=p / p.sum()) if p.sum() > 0 else choice[i]
        return choice.astype(np.int64)

    def collect(self, pending, ready, results):
        """Moves the decisions whose episode has ended from `pending` to `ready`; what is left."""
        if not pending:
            return []
        all_ = Decisions.join(pending)
        over = np.array([int(e) in results for e in all_.episodes], dtype=bool)
        if over.any():
            ready.append(all_.take(over))
        return [all_.take(~over)] if (~over).any() else []

    def fit(self, d, results):
        """One pass over decisions `d` in shuffled minibatches: (mean search loss, mean value
        loss). The search loss is the policy's cross-entropy (target "visits") or the values'
        weighted squared error (target "values")."""
        z = np.array([results[int(e)][s if len(results[int(e)]) > 1 else 0]
                      for e, s in zip(d.episodes, d.seats)], dtype=np.float32)
        order = self.np_rng.permutation(len(d))
        total_p = total_v = 0.0
        for i in range(0, len(d), self.batch):
            idx = order[i:i + self.batch]
            rows, owner, starts = segment_rows(d.offsets, idx)
            owner_t = self.tensor(owner)
            q = self.net(self.tensor(d.states[idx]), self.tensor(d.actions[rows]), owner_t)
            b = len(idx)
            shares = self.tensor(d.shares[rows])
            if self.target == "values":
                # Q of every candidate the search tried to the mean it found, weighted by its
                # visits (a well-tried candidate's mean is the surer).
                means = self.tensor(d.means[rows]) * self.scale
                search = (shares * (q - means) ** 2).sum() / b
            else:
                logits = q / self.t if self.t > 0 else q
                # log softmax within each decision: its candidates side by side, -inf after.
                pos = self.tensor(np.arange(len(rows)) - starts[owner])
                padded = torch.full((b, int(pos.max()) + 1), -torch.inf, device=q.device)
                padded[owner_t, pos] = logits
                log_p = torch.log_softmax(padded, dim=1)[owner_t, pos]
                search = -(shares * log_p).sum() / b
            value = torch.nn.functional.mse_loss(q[self.tensor(starts + d.played[idx])],
                                                 self.tensor(z[idx]))
            loss = search + self.value_weight * value
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            total_p += float(search) * b
            total_v += float(value) * b
            self.decisions += b
        return total_p / max(1, len(d)), total_v / max(1, len(d))


def parse_pool(text):
    """The pool's entries: ';'-separated when any has a comma inside a bot spec, else
    ','-separated (so "self,heuristic,past" and "self;ismcts:iterations=200,c=0.7" both work)."""
    parts = text.split(";") if ";" in text else text.split(",")
    return [p.strip() for p in parts if p.strip()]


def make_trainer(args, out, error):
    """A new ExpertTrainer from scripts/train's arguments (`error` reports a bad one)."""
    game = cardroom._cardroom.game_name(dmc.GAMES.get(args.game, args.game))
    hidden = tuple(int(h) for h in (args.hidden or "128,64,32").split(","))
    init = None
    if args.init:
        init = torch.load(args.init, map_location="cpu")
        c = init["config"]
        if c["game"] != game or c["players"] != args.players:
            error(f"--init {args.init}: a network for {c['game']} with {c['players']} players, "
                  f"not {game} with {args.players}")
        hidden = tuple(c["hidden"])
    # Q keeps the units the network learned in (the temperature t is in those units).
    scale = args.reward_scale
    if scale is None and init is not None:
        scale = init["config"].get("reward_scale")
    eval_opponent = args.eval_opponent or ("ismcts" if game == "five-three-five" else "montecarlo")
    t = ExpertTrainer(args.game, args.players, args.seed, args.envs or 32, hidden, args.lr,
                      args.batch or 256, out, reward_scale=scale,
                      pool=parse_pool(args.pool), iterations=args.iterations, c=args.c, t=args.t,
                      generation_steps=args.generation_steps, value_weight=args.value_weight,
                      explore=args.explore, threads=args.search_threads,
                      eval_opponent=eval_opponent, target=args.target, device=args.device)
    if init is not None:
        t.net.load_state_dict(init["net"])
        t.config["init"] = os.path.abspath(args.init)
    return t
