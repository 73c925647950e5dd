"""Expert iteration (cardroom.training.expert, `scripts/train GAME --method expert-iteration`):
the guided search's visit shares a learner gets (VectorEnv.search_policy) are a distribution
over exactly the learner's candidates, the same on any number of threads, and follow the prior
the model gives; the loss teaches the network the visit shares and the results; the training
runs end to end against a pool, is reproducible and resumes. About 20 seconds on a loaded 2-core
machine (tiny searches and networks)."""
import numpy as np
import pytest
import torch

import cardroom
from cardroom.training import dmc, expert
from cardroom.training.model_file import QNet, export


def random_model(tmp_path, game, players, seed=7, name="m.bin", hidden=(16, 8)):
    torch.manual_seed(seed)
    s, a = cardroom._cardroom.learned_feature_sizes(game, players)
    net = QNet(s, a, hidden)
    path = str(tmp_path / name)
    export(net, game, players, path)
    return path, net


@pytest.mark.parametrize("game,players", [("15-35", 2), ("7-27", 4), ("535", 4)])
def test_search_policy_is_a_distribution_over_the_candidates(tmp_path, game, players):
    path, _ = random_model(tmp_path, game, players)
    env = cardroom.VectorEnv(game, num_envs=5, players=players, seed=2, seat="all")
    env.reset()
    rng = np.random.default_rng(3)
    for step in range(12):
        states, actions, codes, offsets = env.learner_features()
        shares = env.search_policy(path, iterations=30, seed=step)
        assert shares.shape == (len(codes),) and (shares >= 0).all()
        again, means = env.search_policy(path, iterations=30, seed=step, values=True)
        assert np.array_equal(again, shares) and means.shape == shares.shape
        assert (means[shares == 0] == 0).all()
        if game != "535":  # a vying mean is chips: within what a seat can win or lose
            assert (np.abs(means) <= 100 * players).all()
        for i in range(5):
            assert abs(shares[offsets[i]:offsets[i + 1]].sum() - 1) < 1e-5
        # Each environment's search draws from its own stream: threads change nothing.
        assert np.array_equal(shares, env.search_policy(path, iterations=30, seed=step, threads=3))
        chosen = [rng.choice(codes[offsets[i]:offsets[i + 1]]) for i in range(5)]
        env.step(np.array(chosen, dtype=np.int64))


def test_search_policy_follows_the_prior_and_refuses_other_models(tmp_path):
    # A network whose Q is 10 * relu(sum of a candidate's features): with a sharp prior (t
    # small) and a strong pull to it (c large) the search spends its visits on the candidate the
    # prior names, at every decision where one candidate stands out.
    s, a = cardroom._cardroom.learned_feature_sizes("535", 4)
    net = QNet(s, a, (4,))
    with torch.no_grad():
        for p in net.parameters():
            p.zero_()
        net.action_in.weight[0, :] = 10.0
        net.rest[1].weight[0, 0] = 1.0
    path = str(tmp_path / "sharp.bin")
    export(net, "535", 4, path)
    env = cardroom.VectorEnv("535", num_envs=4, players=4, seed=5, seat="all")
    env.reset()
    tested = 0
    for step in range(10):
        states, actions, codes, offsets = env.learner_features()
        shares = env.search_policy(path, iterations=40, c=50.0, t=0.01, seed=step)
        for i in range(4):
            mine = slice(offsets[i], offsets[i + 1])
            q = np.sort(10 * np.maximum(actions[mine].sum(axis=1), 0))
            if len(q) > 1 and q[-1] - q[-2] > 0.5:
                best = np.argmax(10 * np.maximum(actions[mine].sum(axis=1), 0))
                assert shares[mine][best] > 0.9, (shares[mine], q)
                tested += 1
        env.step(codes[offsets[:-1]])
    assert tested >= 3
    # A model of another game or table size, or no model at all: ValueError, nothing played.
    vying, _ = random_model(tmp_path, "15-35", 4, name="v.bin")
    with pytest.raises(ValueError, match="five-three-five"):
        env.search_policy(vying, iterations=5, seed=1)
    with pytest.raises(ValueError, match="cannot open"):
        env.search_policy(str(tmp_path / "none.bin"), iterations=5, seed=1)
    before = env.learner_features()[2]
    with pytest.raises(ValueError, match="iterations"):
        env.search_policy(path, iterations=0, seed=1)
    assert np.array_equal(env.learner_features()[2], before)


def test_segments_take_and_join_keep_each_decision_with_its_candidates():
    offsets = np.array([0, 2, 5, 6], dtype=np.int64)
    rows, owner, starts = expert.segment_rows(offsets, np.array([2, 0]))
    assert list(rows) == [5, 0, 1] and list(owner) == [0, 1, 1] and list(starts) == [0, 1]
    d = expert.Decisions(np.arange(3, dtype=np.float32)[:, None],
                         np.arange(6, dtype=np.float32)[:, None], offsets,
                         np.array([.5, .5, 1, 0, 0, 1], dtype=np.float32),
                         np.array([1, 0, 0]), np.array([0, 1, 2]), np.array([10, 11, 12]))
    kept = d.take(np.array([True, False, True]))
    assert list(kept.offsets) == [0, 2, 3] and list(kept.actions[:, 0]) == [0, 1, 5]
    assert list(kept.episodes) == [10, 12] and list(kept.played) == [1, 0]
    both = expert.Decisions.join([kept, d.take(np.array([False, True, False]))])
    assert list(both.offsets) == [0, 2, 3, 6] and list(both.actions[:, 0]) == [0, 1, 5, 2, 3, 4]
    assert list(both.shares) == [.5, .5, 1, 1, 0, 0]


def test_the_loss_teaches_the_visit_shares_and_the_results(tmp_path):
    """Fitted on one decision again and again, softmax(Q / t) comes to the visit shares and Q
    of the played candidate to its result."""
    t = expert.ExpertTrainer("15-35", players=2, seed=4, hidden=(16,), batch=8,
                             out=str(tmp_path), t=0.5, log=lambda *a, **k: None)
    s, a = cardroom._cardroom.learned_feature_sizes("15-35", 2)
    rng = np.random.default_rng(0)
    d = expert.Decisions(rng.uniform(-1, 1, (1, s)).astype(np.float32),
                         rng.uniform(-1, 1, (3, a)).astype(np.float32),
                         np.array([0, 3]), np.array([0.7, 0.2, 0.1], dtype=np.float32),
                         np.array([1]), np.array([0]), np.array([0]))
    results = {0: np.array([0.4, -0.4], dtype=np.float32)}
    first = t.fit(d, results)
    for _ in range(600):
        last = t.fit(d, results)
    assert last[0] < first[0] and last[1] < first[1]
    with torch.no_grad():
        q = t.net(torch.from_numpy(d.states), torch.from_numpy(d.actions),
                  torch.zeros(3, dtype=torch.long)).numpy()
    p = np.exp((q - q.max()) / 0.5)
    p /= p.sum()
    assert np.abs(p - d.shares).max() < 0.05, p
    assert abs(q[1] - 0.4) < 0.05, q


def test_the_values_target_teaches_q_the_means_the_search_found(tmp_path):
    """With --target values, Q of each candidate the search tried comes to its mean result (times
    the reward scale): here the played one's result agrees with the search's mean."""
    t = expert.ExpertTrainer("15-35", players=2, seed=4, hidden=(16,), batch=8,
                             out=str(tmp_path), target="values", reward_scale=0.02,
                             log=lambda *a, **k: None)
    s, a = cardroom._cardroom.learned_feature_sizes("15-35", 2)
    rng = np.random.default_rng(1)
    d = expert.Decisions(rng.uniform(-1, 1, (1, s)).astype(np.float32),
                         rng.uniform(-1, 1, (3, a)).astype(np.float32),
                         np.array([0, 3]), np.array([0.5, 0.5, 0.0], dtype=np.float32),
                         np.array([0]), np.array([1]), np.array([0]),
                         np.array([10.0, -20.0, 0.0], dtype=np.float32))
    results = {0: np.array([-0.2, 0.2], dtype=np.float32)}  # seat 1 won 10 chips: 0.2
    for _ in range(800):
        t.fit(d, results)
    with torch.no_grad():
        q = t.net(torch.from_numpy(d.states), torch.from_numpy(d.actions),
                  torch.zeros(3, dtype=torch.long)).numpy()
    assert abs(q[0] - 0.2) < 0.03 and abs(q[1] + 0.4) < 0.03, q
    with pytest.raises(ValueError, match="target: visits or values"):
        expert.ExpertTrainer("15-35", players=2, out=str(tmp_path), target="policy")


def train_here(capsys, *args):
    capsys.readouterr()
    dmc.main(list(args))
    return capsys.readouterr().out


# A generation is some episodes long: a Five Three Five round takes dozens of decisions.
@pytest.mark.parametrize("game,players,generation", [("15-35", 2, 4), ("535", 4, 40)])
def test_expert_iteration_runs_is_reproducible_and_resumes(tmp_path, capsys, game, players,
                                                           generation):
    common = ["--method", "expert-iteration", "--players", str(players), "--steps",
              str(3 * generation), "--envs", "4", "--iterations", "12", "--generation-steps",
              str(generation), "--pool",
              "self;heuristic;past", "--hidden", "16,8", "--batch", "8", "--eval-games", "1",
              "--eval-opponent", "random", "--seed", "3", "--search-threads", "2"]
    first = train_here(capsys, game, *common, "--out", str(tmp_path / "a"))
    train_here(capsys, game, *common, "--search-threads", "1", "--out", str(tmp_path / "b"))
    model_a = (tmp_path / "a" / f"{game}.bin").read_bytes()
    assert model_a == (tmp_path / "b" / f"{game}.bin").read_bytes(), "not reproducible"
    assert f"trained {3 * generation} steps" in first and "guided - random" in first, first
    assert (tmp_path / "a" / "past.bin").exists()  # the earlier self the pool's "past" meets
    checkpoint = str(tmp_path / "a" / "checkpoint.pt")
    assert torch.load(checkpoint)["generation"] == 3
    more = train_here(capsys, game, "--method", "expert-iteration", "--resume", checkpoint,
                      "--steps", str(generation), "--eval-games", "0", "--out",
                      str(tmp_path / "a"))
    assert "resumed" in more and f"trained {4 * generation} steps" in more, more
    assert (tmp_path / "a" / f"{game}.bin").read_bytes() != model_a
    with pytest.raises(SystemExit):
        dmc.main([game, "--resume", checkpoint, "--steps", "1", "--out", str(tmp_path / "a")])
    assert "resume it with --method expert-iteration" in capsys.readouterr().err
    bots = [f"guided:model={tmp_path / 'a' / (game + '.bin')},iterations=10"]
    r = cardroom.arena(game, bots=bots + ["random"] * (players - 1), games=2, seed=9)
    assert r["games"] == 2


def test_expert_iteration_starts_from_a_dmc_network_and_refuses_mismatches(tmp_path, capsys):
    train_here(capsys, "15-35", "--players", "2", "--steps", "10", "--envs", "4", "--batch",
               "8", "--hidden", "12", "--eval-games", "0", "--out", str(tmp_path / "dmc"))
    dmc_ck = str(tmp_path / "dmc" / "checkpoint.pt")
    out = train_here(capsys, "15-35", "--method", "expert-iteration", "--players", "2",
                     "--init", dmc_ck, "--steps", "2", "--envs", "2", "--iterations", "5",
                     "--target", "values", "--eval-games", "0", "--out", str(tmp_path / "ei"))
    assert '"hidden": [12]' in out and '"target": "values"' in out and "trained 2 steps" in out
    with pytest.raises(SystemExit):
        dmc.main(["15-35", "--method", "expert-iteration", "--players", "4", "--init", dmc_ck,
                  "--steps", "1", "--out", str(tmp_path / "x")])
    assert "a network for fifteen-thirty-five with 2 players" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        dmc.main(["15-35", "--method", "expert-iteration", "--resume", dmc_ck, "--steps", "1",
                  "--out", str(tmp_path / "x")])
    assert "not an expert-iteration checkpoint" in capsys.readouterr().err
