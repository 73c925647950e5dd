"""The learned bot's pipeline: the C++ forward pass of an exported model equals PyTorch's; the
features a learner gets are the legal actions; the training script (cardroom.training.dmc,
scripts/train) runs end to end on a tiny budget, is reproducible from its seed and resumes from
its checkpoint; bad model files are clear errors. About 25 seconds on a loaded 2-core machine
(the training runs: the script once, then dmc.main in this process, so torch is imported once)."""
import os
import subprocess
import sys

import numpy as np
import pytest
import torch

import cardroom

from cardroom.training import dmc
from cardroom.training.model_file import QNet, export

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")

GAMES = [("535", 4), ("15-35", 5), ("7-27", 3)]


@pytest.mark.parametrize("game,players", GAMES)
def test_cpp_forward_pass_equals_pytorch(tmp_path, game, players):
    torch.manual_seed(11)
    s, a = cardroom._cardroom.learned_feature_sizes(game, players)
    net = QNet(s, a, hidden=(32, 16, 8))
    with torch.no_grad():  # weights large enough that every layer matters
        for p in net.parameters():
            p.uniform_(-0.5, 0.5)
    path = str(tmp_path / "tiny.bin")
    export(net, game, players, path)
    info = cardroom._cardroom.learned_model_info(path)
    assert info["players"] == players and info["hidden"] == [32, 16, 8]
    assert (info["state_size"], info["action_size"]) == (s, a)
    rng = np.random.default_rng(5)
    for _ in range(5):
        state = rng.uniform(-1, 1, s).astype(np.float32)
        actions = rng.uniform(-1, 1, (7, a)).astype(np.float32)
        with torch.no_grad():
            want = net(torch.from_numpy(state[None, :]), torch.from_numpy(actions),
                       torch.zeros(7, dtype=torch.long)).numpy()
        got = cardroom._cardroom.learned_q_values(path, state, actions)
        assert np.abs(want).max() > 0.1
        assert np.abs(got - want).max() < 1e-5, (got, want)


@pytest.mark.parametrize("game,players", GAMES)
def test_learner_features_are_the_legal_actions(game, players):
    env = cardroom.VectorEnv(game, num_envs=6, players=players, seed=4, seat="all")
    obs, mask = env.reset()
    rng = np.random.default_rng(1)
    s, a = cardroom._cardroom.learned_feature_sizes(game, players)
    for _ in range(60):
        states, actions, codes, offsets = env.learner_features()
        assert states.shape == (6, s) and actions.shape == (len(codes), a)
        assert offsets[0] == 0 and offsets[-1] == len(codes)
        chosen = []
        for i in range(6):
            mine = codes[offsets[i]:offsets[i + 1]]
            assert len(mine) > 0 and mask[i, mine].all()
            if game == "535":  # every legal move is a candidate
                assert sorted(mine) == list(np.flatnonzero(mask[i]))
            chosen.append(rng.choice(mine))
        obs, mask, rewards, done = env.step(np.array(chosen, dtype=np.int64))


def test_bad_model_files_are_clear_errors(tmp_path):
    missing = str(tmp_path / "missing.bin")
    with pytest.raises(ValueError, match=f"model {missing}: cannot open it"):
        cardroom.Bot(f"learned:model={missing}")
    s, a = cardroom._cardroom.learned_feature_sizes("535", 4)
    path = str(tmp_path / "m.bin")
    export(QNet(s, a, (8,)), "535", 4, path)
    data = open(path, "rb").read()
    cut = str(tmp_path / "cut.bin")
    open(cut, "wb").write(data[:-5])
    with pytest.raises(ValueError, match=f"model {cut}: truncated"):
        cardroom.Bot(f"learned:model={cut}")
    # The arena refuses a vying model at a Five Three Five table before playing.
    vying = str(tmp_path / "v.bin")
    s, a = cardroom._cardroom.learned_feature_sizes("15-35", 4)
    export(QNet(s, a, (8,)), "15-35", 4, vying)
    with pytest.raises(ValueError, match="trained for fifteen-thirty-five with 4 players"):
        cardroom.arena("535", bots=[f"learned:model={vying}", "random"], games=1, seed=1)


def run_train(*args):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    done = subprocess.run([os.path.join(ROOT, "scripts", "train"), *args], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def train_here(capsys, *args):
    """dmc.main in this process (torch is imported once: the CI budget is seconds)."""
    capsys.readouterr()
    dmc.main(list(args))
    return capsys.readouterr().out


@pytest.mark.parametrize("game", ["535", "15-35"])
def test_training_runs_end_to_end_is_reproducible_and_resumes(tmp_path, capsys, game):
    common = ["--steps", "100", "--envs", "8", "--batch", "32", "--hidden", "16,8",
              "--eval-games", "2", "--seed", "3"]
    # The script itself once; the repetition and the resumption in this process.
    first = run_train(game, *common, "--out", str(tmp_path / "a"))
    train_here(capsys, game, *common, "--out", str(tmp_path / "b"))
    model_a = (tmp_path / "a" / f"{game}.bin").read_bytes()
    assert model_a == (tmp_path / "b" / f"{game}.bin").read_bytes(), "not reproducible"
    assert "learned - heuristic" in first and "trained 100 steps" in first
    # Going on from the checkpoint: 60 more steps, a different model, the step count carried.
    checkpoint = str(tmp_path / "a" / "checkpoint.pt")
    more = train_here(capsys, game, "--resume", checkpoint, "--steps", "60", "--eval-games", "0",
                      "--out", str(tmp_path / "a"))
    assert "resumed" in more and "trained 160 steps" in more, more
    assert (tmp_path / "a" / f"{game}.bin").read_bytes() != model_a
    # The model plays in the C++ arena.
    bots = [f"learned:model={tmp_path / 'a' / (game + '.bin')}"] + ["random"] * 3
    r = cardroom.arena(game, bots=bots, games=2, seed=9)
    assert r["games"] == 2


def test_a_widened_network_plays_as_the_narrower_one_did(tmp_path, capsys):
    """--init from a smaller vying table: the wider network's Q equals the narrower one's on
    the seats it knew, whatever the seats it lacks show; DMC then trains it at its own size."""
    from cardroom.training.model_file import widened
    torch.manual_seed(5)
    s2, a = cardroom._cardroom.learned_feature_sizes("7-27", 2)
    s3, _ = cardroom._cardroom.learned_feature_sizes("7-27", 3)
    narrow, wide = QNet(s2, a, (8, 4)), QNet(s3, a, (8, 4))
    wide.load_state_dict(widened(narrow.state_dict(), 2, 3))
    states2, actions = torch.rand(5, s2), torch.rand(5, a)
    states3 = torch.rand(5, s3)  # the third seat's block: noise the wider network ignores
    states3[:, :52 + 128] = states2[:, :52 + 128]
    states3[:, -8:] = states2[:, -8:]
    assert torch.allclose(narrow(states2, actions), wide(states3, actions))
    with pytest.raises(ValueError, match="cannot be narrowed"):
        widened(wide.state_dict(), 3, 2)
    # Through scripts/train: a two-player checkpoint starts a three-player run, which keeps its
    # widths and scale; Five Three Five and a larger table are refused.
    common = ["--envs", "4", "--batch", "16", "--eval-games", "0", "--seed", "2"]
    train_here(capsys, "7-27", "--players", "2", "--steps", "20", "--hidden", "8,4",
               "--reward-scale", "0.02", *common, "--out", str(tmp_path / "two"))
    two = str(tmp_path / "two" / "checkpoint.pt")
    train_here(capsys, "7-27", "--players", "3", "--init", two, "--steps", "20", *common,
               "--out", str(tmp_path / "three"))
    three = torch.load(str(tmp_path / "three" / "checkpoint.pt"), map_location="cpu")
    assert three["config"]["players"] == 3 and three["config"]["hidden"] == [8, 4]
    assert three["config"]["reward_scale"] == 0.02 and three["config"]["init"] == two
    for game, players in (("7-27", 1 + 1), ("535", 4)):
        with pytest.raises(SystemExit):
            dmc.main([game, "--players", str(players), "--init",
                      str(tmp_path / "three" / "checkpoint.pt"), "--steps", "1", *common,
                      "--out", str(tmp_path / "no")])
    assert "takes one of its own game" in capsys.readouterr().err
    # The same size of Five Three Five starts from the network as it is; a missing file is an
    # error, not a traceback.
    train_here(capsys, "535", "--players", "2", "--steps", "5", "--hidden", "8", *common,
               "--out", str(tmp_path / "f1"))
    again = train_here(capsys, "535", "--players", "2", "--init",
                       str(tmp_path / "f1" / "checkpoint.pt"), "--steps", "5", *common,
                       "--out", str(tmp_path / "f2"))
    assert '"init"' in again and '"hidden": [8]' in again
    with pytest.raises(SystemExit):
        dmc.main(["535", "--init", str(tmp_path / "none.pt"), "--steps", "1", *common])
    assert "not a checkpoint.pt of scripts/train" in capsys.readouterr().err
