#!/usr/bin/env python3
"""Every subcommand of `cardroom`, run as a newcomer would: with --help, and with its defaults.

What must hold (cli-contract.md: bad input exits 2 with one line on stderr):
  - `--help` of the program and of every subcommand prints its help and exits 0, and
    `--version` the project's VERSION;
  - with its defaults, a subcommand either does its job (exit 0) or refuses in one line on stderr
    with exit 2, never an abort, a signal, an uncaught exception or a stack of lines;
  - `serve` with its defaults listens, or says in one line why it cannot, and stops cleanly on
    SIGTERM; `play` with its input closed ends on its own.

Usage: test_defaults.py PATH/TO/cardroom
"""
import os
import pathlib
import re
import signal
import subprocess
import sys
import tempfile

CARDROOM = pathlib.Path(sys.argv[1]).resolve()
failures = []


def fail(what):
    failures.append(what)
    print("FAIL:", what)


def subcommands():
    """The subcommands the program's own help lists (so a new one is tested without a change)."""
    done = subprocess.run([CARDROOM, "--help"], capture_output=True, text=True, timeout=60)
    if done.returncode != 0 or not done.stdout:
        fail(f"cardroom --help: exit {done.returncode}, stderr {done.stderr!r}")
        return []
    listed = done.stdout[done.stdout.find("Subcommands:"):]
    return re.findall(r"^\s{2}([a-z][a-z0-9-]*)\s", listed, re.M)


def check_ending(name, done):
    """A run with defaults ended as the contract says: 0, or 2 with one line on stderr."""
    err = done.stderr.strip()
    for sign in ("terminate called", "Aborted", "internal error", "Segmentation", "what():"):
        if sign in done.stderr:
            fail(f"{name}: stderr shows a crash ({sign!r}): {err[:400]!r}")
            return
    if done.returncode == 0:
        return
    if done.returncode != 2:
        fail(f"{name}: exit {done.returncode} (0 or 2 expected); stderr {err[:400]!r}")
    elif len(err.splitlines()) != 1 or not err.startswith("cardroom"):
        fail(f"{name}: exit 2 but stderr is not one 'cardroom: ...' line: {err[:400]!r}")


def run_with_defaults(name, cwd):
    """Runs `cardroom NAME` with no arguments and empty standard input, in a folder of its own."""
    if name == "serve":
        return run_serve(cwd)
    try:
        done = subprocess.run([CARDROOM, name], capture_output=True, text=True, cwd=cwd,
                              stdin=subprocess.DEVNULL, timeout=600)
    except subprocess.TimeoutExpired:
        fail(f"{name}: still running after 10 minutes with its defaults")
        return
    check_ending(name, done)


def run_serve(cwd):
    server = subprocess.Popen([CARDROOM, "serve"], cwd=cwd, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = server.stdout.readline()  # "listening on ..." once it listens; "" if it ended
    if first:
        if "http" not in first:
            fail(f"serve: its first line does not say where it listens: {first!r}")
        server.send_signal(signal.SIGTERM)
    try:
        out, err = server.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        server.kill()
        fail("serve: did not stop within 2 minutes of SIGTERM")
        return
    if first:
        if server.returncode != 0:
            fail(f"serve: exit {server.returncode} after SIGTERM (0 expected); stderr {err[:400]!r}")
    else:
        # It could not start (a port taken on this machine): one line, exit 2.
        check_ending("serve", subprocess.CompletedProcess([], server.returncode, out, err))


def main():
    names = subcommands()
    for expected in ("rules", "showdown", "replay", "demo", "arena", "simulate", "bench", "play",
                     "serve", "advise"):
        if expected not in names:
            fail(f"cardroom --help does not list {expected} (found {names})")
    for name in names:
        done = subprocess.run([CARDROOM, name, "--help"], capture_output=True, text=True, timeout=60)
        if done.returncode != 0 or "Usage" not in done.stdout or done.stderr:
            fail(f"{name} --help: exit {done.returncode}, stdout {done.stdout[:80]!r}, "
                 f"stderr {done.stderr[:200]!r}")
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            where = pathlib.Path(tmp) / name
            where.mkdir()
            run_with_defaults(name, where)
            print(f"{name}: --help and its defaults end as the contract says")
    # The version, as the project's VERSION file (and the Python package) say it.
    version = (pathlib.Path(__file__).resolve().parents[2] / "VERSION").read_text().strip()
    done = subprocess.run([CARDROOM, "--version"], capture_output=True, text=True, timeout=60)
    if done.returncode != 0 or done.stdout.strip() != version:
        fail(f"cardroom --version: exit {done.returncode}, stdout {done.stdout!r}, not {version}")
    # An unknown subcommand and an unknown flag: one line, exit 2.
    for args in (["deal"], ["simulate", "--game", "535", "--frobnicate"]):
        done = subprocess.run([CARDROOM, *args], capture_output=True, text=True, timeout=60)
        if done.returncode != 2 or len(done.stderr.strip().splitlines()) != 1:
            fail(f"cardroom {' '.join(args)}: exit {done.returncode}, stderr {done.stderr!r}")
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print(f"all {len(names)} subcommands: --help and defaults end with 0 or one line and 2")


if __name__ == "__main__":
    main()
