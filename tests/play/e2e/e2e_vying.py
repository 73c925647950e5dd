"""End-to-end: `cardroom play` for the vying games in a real terminal (tmux), played by reading
the screen and typing, as a person would.

Usage: python3 e2e_vying.py /path/to/cardroom
"""
import re
import sys
import time

from tmux_screen import TmuxScreen

SUITS = {"\u2663": "c", "\u2666": "d", "\u2665": "h", "\u2660": "s"}
TIMEOUT = 20.0


def fail(message, screen=None):
    print("e2e_vying: FAIL: " + message)
    if screen is not None:
        print("---- screen ----\n" + screen.screen() + "\n----------------")
    sys.exit(1)


def ascii_card(text):
    for symbol, letter in SUITS.items():
        text = text.replace(symbol, letter)
    return text


def state(text):
    """What the table waits for: ('turn', menu), ('next', None), ('over', None) or None."""
    lines = [l.rstrip() for l in text.splitlines() if l.strip()]
    if not lines:
        return None
    if any(l.startswith("Session summary") for l in lines) and "[exited" in text:
        return ("over", None)
    last = lines[-1]
    if last.startswith("Enter for the next hand"):
        return ("next", None)
    if last == ">":
        menus = [l for l in lines if l.startswith("Your turn: ")]
        if menus:
            return ("turn", menus[-1])
    return None


def wait_ready(screen, before=None, timeout=TIMEOUT):
    """Waits until the screen changed from `before` and the table waits for an answer."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        text = screen.screen()
        if text != before:
            current = state(text)
            # The same state twice in a row: the drawing is finished.
            if current is not None and text == last:
                return current, text
            last = text
        time.sleep(0.1)
    fail(f"timed out after {timeout:.0f}s waiting for a prompt", screen)


def answer_for(menu, declaration="hi"):
    """A patient choice from the legal actions on the screen: never folds."""
    words = menu[len("Your turn: "):].split("(? help")[0]
    if "expose " in words:
        card = words.split("expose ", 1)[1].split()[0]
        return ascii_card(card)
    if "declare" in words:
        return declaration
    if "take" in words:
        return "s"
    if "check" in words or "call " in words:
        return "c"
    if "all-in" in words:
        return "a"
    fail("no patient action in the menu: " + menu)


def play_hands(screen, want_declaration=False, max_hands=1):
    """Plays until the session is over; returns what was typed."""
    typed = []
    declared = False
    hands = 0
    current, text = wait_ready(screen)
    while True:
        kind, menu = current
        if kind == "over":
            return typed, declared, text
        if kind == "next":
            hands += 1
            if want_declaration and declared:
                screen.type("q")
            else:
                screen.type("")
        else:
            word = answer_for(menu)
            if word == "hi":
                declared = True
            typed.append(word)
            screen.type(word)
        current, text = wait_ready(screen, before=text)


def run(cardroom, args, env=None):
    return TmuxScreen(f"{cardroom} play {args}", env=env)


def main():
    if len(sys.argv) != 2:
        print("usage: e2e_vying.py CARDROOM")
        return 2
    cardroom = sys.argv[1]
    started = time.monotonic()

    # A whole 7-27 hand.
    with run(cardroom, "--game 7-27 --seats 3 --bots random --seed 4 --hands 1") as screen:
        typed, _, text = play_hands(screen)
        history = screen.history()
        if "Chips this hand:" not in history:
            fail("no hand summary after a 7-27 hand", screen)
        if "Session summary: 1 hand played" not in text:
            fail("no session summary after --hands 1", screen)
        if "f" in typed or "fold" in typed:
            fail("the script folded")
    print("e2e_vying: 7-27 hand played (%d answers)" % len(typed))

    # 15-35 with an exposure and a declaration: more hands until one reaches the declarations.
    with run(cardroom, "--game 15-35 --seats 3 --bots random --seed 2 --hands 12") as screen:
        typed, declared, text = play_hands(screen, want_declaration=True)
        history = screen.history()
        if not any(re.fullmatch(r"(A|[2-9]|10|J|Q|K)[cdhs]", t) for t in typed):
            fail("no card was exposed in 15-35: " + repr(typed))
        if not declared:
            fail("no hand of 12 reached the declarations")
        if "declared high" not in history and "You declare high" not in history:
            fail("the declaration is not shown", screen)
        if "Session summary" not in text:
            fail("no session summary after quitting", screen)
    print("e2e_vying: 15-35 hands played with an exposure and a declaration")

    # ASCII and NO_COLOR: no escape codes, no suit symbols, no card backs of block characters.
    with run(cardroom, "--game 15-35 --seats 4 --bots random --seed 3 --hands 1 --ascii",
             env={"NO_COLOR": "1"}) as screen:
        current, text = wait_ready(screen)
        coloured = screen._tmux("capture-pane", "-p", "-e", "-t", screen.session).stdout
        if "\x1b[" in coloured.replace("\x1b[0m", "").replace("\x1b[39m", "").replace("\x1b[49m", ""):
            fail("escape codes on an --ascii, NO_COLOR screen:\n" + repr(coloured))
        for symbol in list(SUITS) + ["\u2592", "\u2500", "\u25b6"]:
            if symbol in text:
                fail(f"Unicode {symbol!r} on an --ascii screen", screen)
        if "##" not in text:
            fail("no ASCII card backs on the screen", screen)
    print("e2e_vying: --ascii and NO_COLOR respected")

    # Ctrl-C mid-hand ends the session with its summary.
    with run(cardroom, "--game 7-27 --seats 4 --bots heuristic --seed 9") as screen:
        wait_ready(screen)
        screen.press("C-c")
        screen.wait_for(r"Session summary: 0 hands played \(interrupted", timeout=TIMEOUT)
        screen.wait_for(r"\[exited 0\]", timeout=TIMEOUT)
    print("e2e_vying: Ctrl-C ends with the session summary")

    print("e2e_vying: OK in %.1f s" % (time.monotonic() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
