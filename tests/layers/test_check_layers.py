#!/usr/bin/env python3
"""scripts/check-layers holds on the repository, and finds the breaches it exists to find: an
include going up a floor, two folders including each other, a folder with no floor or library."""
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHECK = ROOT / "scripts" / "check-layers"


def run(root):
    done = subprocess.run([sys.executable, str(CHECK), str(root)], capture_output=True, text=True)
    return done.returncode, done.stdout


def copy_of_repository(where):
    """docs/architecture.md, CMakeLists.txt and src/ of the repository, in `where`."""
    (where / "docs").mkdir()
    shutil.copy(ROOT / "docs" / "architecture.md", where / "docs")
    shutil.copy(ROOT / "CMakeLists.txt", where)
    shutil.copytree(ROOT / "src", where / "src")


def expect(condition, what):
    if not condition:
        print("FAIL:", what)
        sys.exit(1)


def main():
    code, out = run(ROOT)
    expect(code == 0, f"the repository breaks its floors:\n{out}")

    with tempfile.TemporaryDirectory() as tmp:
        where = pathlib.Path(tmp)
        copy_of_repository(where)
        # The engines must not include the bots above them.
        hand = where / "src" / "vying" / "hand.cpp"
        hand.write_text('#include "bots/bot.h"\n' + hand.read_text())
        code, out = run(where)
        expect(code == 1 and "src/vying/hand.cpp: src/vying (floor 1) includes bots/ (floor 4)" in out,
               f"an upward include was not found:\n{out}")

    with tempfile.TemporaryDirectory() as tmp:
        where = pathlib.Path(tmp)
        copy_of_repository(where)
        # Two folders of one floor including each other.
        sim = where / "src" / "sim" / "runner.h"
        sim.write_text(sim.read_text() + '\n#include "env/vector_env.h"\n')
        code, out = run(where)
        expect(code == 1 and "src/sim (floor 5) includes env/ (floor 5)" in out,
               f"an include across one floor was not found:\n{out}")

    with tempfile.TemporaryDirectory() as tmp:
        where = pathlib.Path(tmp)
        copy_of_repository(where)
        (where / "src" / "tournament").mkdir()
        (where / "src" / "tournament" / "bracket.cpp").write_text('#include "core/rng.h"\n')
        code, out = run(where)
        expect(code == 1 and "src/tournament: no floor" in out and "src/tournament: no cardroom_library" in out
               and "src/tournament: no line" in out, f"a folder without floor, line or library passed:\n{out}")
    print("check-layers: holds on the repository and finds each kind of breach")


if __name__ == "__main__":
    main()
