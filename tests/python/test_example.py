"""The numpy REINFORCE example (examples/python/reinforce.py) runs end to end on a small budget
and learns: its later rounds cost fewer penalty points than its first (uniform random) ones.
Seeded: the same numbers on every run."""
import importlib.util
import io
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "reinforce", os.path.join(HERE, "..", "..", "examples", "python", "reinforce.py"))
reinforce = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reinforce)


def test_reinforce_learns_on_a_small_budget():
    printed = io.StringIO()
    curve = reinforce.train(iterations=20, num_envs=32, learning_rate=0.05, seed=1, out=printed)
    lines = printed.getvalue().splitlines()
    assert len(lines) == 20 and all("penalty points a round" in line for line in lines)
    assert sum(curve[-5:]) / 5 < curve[0], f"no learning: {curve}"
