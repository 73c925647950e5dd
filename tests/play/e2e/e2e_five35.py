"""`cardroom play --game 535` in a real 80-column terminal (tmux): a whole round played by
reading the legal moves off the screen and typing one, the round summary, q and the session
summary; the log replays with `cardroom replay`; and with NO_COLOR and --ascii the screen
carries no escape codes and no Unicode.

Usage: python3 e2e_five35.py /path/to/cardroom
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_screen import TmuxScreen  # noqa: E402

MOVE_PROMPT = "Your move (? for help):"
END_PROMPTS = ("Enter for the next round, q to stop:", "Enter for a new game, q to stop:")
TIMEOUT = 20.0


def fail(message, screen=None):
    print("e2e_five35: FAIL: " + message, file=sys.stderr)
    if screen is not None:
        print("---- screen ----\n" + screen, file=sys.stderr)
    sys.exit(1)


def wait_until(screen, predicate, what):
    """Polls the whole history until predicate(history) holds."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        text = screen.history()
        if predicate(text):
            return text
        if time.monotonic() > deadline:
            fail("timed out waiting for " + what, screen.screen())
        time.sleep(0.05)


def choose_move(text):
    """The move to type, read off the last table: lead the first listed card when leading,
    else pass when it is offered, else the first move listed."""
    block = text[text.rfind("Your hand ("):]
    lead = re.search(r"^\s+singles\s+(\d+)", block, re.MULTILINE)
    if "Your lead (" in block:
        if not lead:
            fail("leading, but no singles listed", block)
        return "l " + lead.group(1)
    few = re.search(r"^Your moves: (.*)$", block, re.MULTILINE)
    if few:
        moves = [m.strip() for m in re.split(r"·|,", few.group(1)) if m.strip()]
        if "l" in " ".join(moves).split() and all(m.startswith("l ") for m in moves):
            return moves[0]
        return "p" if "p" in moves else moves[0]
    if re.search(r"^\s+pass\s+p\s*$", block, re.MULTILINE):
        return "p"
    grouped = re.search(r"^\s+(?:overwrite|add)\s+(.*)$", block, re.MULTILINE)
    if grouped:
        return re.split(r"·|,", grouped.group(1))[0].strip()
    fail("no legal moves found on the screen", block)


def play_one_round(screen):
    """Answers every move prompt until the round (or game) ends; returns the history."""
    answered = 0
    while True:
        text = wait_until(
            screen,
            lambda t: t.count(MOVE_PROMPT) > answered or any(p in t for p in END_PROMPTS),
            "a move prompt or the end of the round")
        if any(p in text for p in END_PROMPTS):
            print(f"e2e_five35: round played, {answered} moves typed")
            return text
        move = choose_move(text)
        screen.type(move)
        answered += 1
        if answered > 200:
            fail("the round did not end after 200 moves", screen.screen())


def check_round_and_session(screen, history):
    if not re.search(r"Round 1 over", history):
        fail("no round summary", screen.screen())
    if "Cards left: points" not in history or "went out" not in history:
        fail("the round summary lacks the penalty table", screen.screen())
    screen.type("q")
    text = wait_until(screen, lambda t: "Session:" in t, "the session summary")
    if not re.search(r"Session: [01] games?, 1 round", text):
        fail("session summary does not count one round", screen.screen())
    if not re.search(r"Wins\s+Points", text):
        fail("session summary has no wins and points", screen.screen())
    wait_until(screen, lambda t: "[exited 0]" in t, "cardroom to exit with status 0")


def raw_history(screen):
    """The history with its escape codes (capture-pane -e)."""
    return screen._tmux("capture-pane", "-p", "-e", "-S", "-", "-t", screen.session).stdout


def main():
    if len(sys.argv) != 2:
        fail("usage: e2e_five35.py /path/to/cardroom")
    cardroom = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as scratch:
        log = os.path.join(scratch, "rounds.jsonl")
        command = f"{cardroom} play --game 535 --seats 3 --bots random --seed 7 --log {log}"
        with TmuxScreen(command) as screen:
            history = play_one_round(screen)
            check_round_and_session(screen, history)
            if "\x1b[" not in raw_history(screen):
                fail("a colour terminal showed no colour", screen.screen())
            for line in screen.history().splitlines():
                if len(line) > 80:
                    fail("a line is wider than 80 columns: " + line)

        # The log's round replays with `cardroom replay` to its end.
        with open(log, encoding="utf-8") as f:
            records = [line for line in f if line.strip()]
        if len(records) != 1:
            fail(f"expected one logged round, found {len(records)}")
        replay = subprocess.run([cardroom, "replay"], input=records[0], capture_output=True,
                                text=True, timeout=TIMEOUT)
        if replay.returncode != 0:
            fail("cardroom replay refused the logged round: " + replay.stderr)
        if not json.loads(replay.stdout)["finished"]:
            fail("the logged round does not replay to its end")

        # Plain: no escape codes, no Unicode.
        command = f"{cardroom} play --game 535 --seats 3 --bots random --seed 8 --ascii"
        with TmuxScreen(command, env={"NO_COLOR": "1"}) as screen:
            history = play_one_round(screen)
            check_round_and_session(screen, history)
            raw = raw_history(screen)
            if "\x1b" in raw:
                fail("escape codes with NO_COLOR=1", screen.screen())
            if any(ord(c) > 127 for c in raw):
                fail("non-ASCII characters with --ascii", screen.screen())
    print("e2e_five35: ok")


if __name__ == "__main__":
    main()
