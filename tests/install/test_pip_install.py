"""`pip install .` and `python3 -m build --wheel` as docs/python.md tells a researcher to run
them, offline, into a venv, into a user site and into a wheel; then `import cardroom` from a
folder that is not the source tree, with no PYTHONPATH. The extension is the release build's
(CARDROOM_BUILD_DIR), so this checks the packaging, not a second compile of the engine."""
import os
import pathlib
import subprocess
import sys
import zipfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
VERSION = (ROOT / "VERSION").read_text().strip()
BUILD = os.environ.get("CARDROOM_BUILD_DIR", str(ROOT / "build"))
PYTHON = "/usr/bin/python3"  # Debian's, for which the release build made the extension

USE = """
import os, sys, cardroom, pydoc
assert cardroom.__version__ == sys.argv[1], cardroom.__version__
assert not cardroom.__file__.startswith(sys.argv[2]), cardroom.__file__
state = cardroom.load_game("535", players=4).new_initial_state(seed=4)
bot = cardroom.Bot("learned", seed=1)  # the shipped model, from the installed package
while not state.is_terminal():
    state.apply_action(bot.step(state))
assert sum(state.returns()) < 0
text = pydoc.render_doc(cardroom._cardroom, renderer=pydoc.plaintext)
assert "::" not in text, [l for l in text.splitlines() if "::" in l]
assert "torch" not in sys.modules  # cardroom.training imports it, cardroom does not
print("ok", cardroom.__file__)
"""


def clean_env(**more):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CARDROOM_MODELS")}
    env.update(CARDROOM_BUILD_DIR=BUILD, PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.update(more)
    return env


def run(args, cwd, env):
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_pip_install_into_a_venv(tmp_path):
    venv = tmp_path / "venv"
    run([PYTHON, "-m", "venv", "--system-site-packages", str(venv)], tmp_path, clean_env())
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", str(ROOT)], tmp_path, clean_env())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = run([python, "-c", USE, VERSION, str(ROOT)], elsewhere, clean_env())
    assert str(venv) in out
    # The training comes with the package (torch from Debian, through the system site).
    assert "--device" in run([python, "-m", "cardroom.training", "--help"], elsewhere, clean_env())


def test_pip_install_user(tmp_path):
    # Debian's Python is "externally managed" (PEP 668): --user needs pip's consent.
    env = clean_env(PYTHONUSERBASE=str(tmp_path / "user"))
    run([PYTHON, "-m", "pip", "install", "--user", "--break-system-packages", str(ROOT)],
        tmp_path, env)
    out = run([PYTHON, "-c", USE, VERSION, str(ROOT)], tmp_path, env)
    assert str(tmp_path / "user") in out


def test_a_wheel_offline(tmp_path):
    run([PYTHON, "-m", "build", "--no-isolation", "--wheel", "--outdir", str(tmp_path), str(ROOT)],
        ROOT, clean_env())
    wheels = list(tmp_path.glob("cardroom-*.whl"))
    assert [w.name.split("-")[1] for w in wheels] == [VERSION]
    names = zipfile.ZipFile(wheels[0]).namelist()
    assert any(n.startswith("cardroom/_cardroom") and n.endswith(".so") for n in names)
    for shipped in ("cardroom/__init__.py", "cardroom/_cardroom.pyi", "cardroom/py.typed",
                    "cardroom/training/dmc.py", "cardroom/training/__main__.py",
                    "cardroom/models/535.bin", "cardroom/models/15-35.bin"):
        assert shipped in names


def test_without_numpy_the_import_says_what_to_install(tmp_path):
    code = "import sys; sys.modules['numpy'] = None; import cardroom"
    done = subprocess.run([PYTHON, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                          env=clean_env(PYTHONPATH=str(pathlib.Path(BUILD) / "python")))
    assert done.returncode != 0
    assert "cardroom needs numpy" in done.stderr and "python3-numpy" in done.stderr
