"""End-to-end: `cardroom play` in French in a real 80-column terminal (tmux), typing the French
action words of docs/fr/glossaire.md as a French player would.

- Five Three Five under LANG=fr_FR.UTF-8: a whole round (commencer, passer, the short forms),
  help (`aide`), a refused word explained in French, the round and session summaries;
- a dealer's choice hand of the vying games under LANG=fr_FR.UTF-8 (the game asked in French);
- a Fifteen Thirty-Five hand with `--lang fr` while the environment says C.UTF-8.

The screens must read in French (prompts, narration, summaries) with no English prompt words,
and every line must fit 80 columns. Nothing here needs a French locale installed (cardroom reads
its catalogue itself), nor fonts, nor timing: every step waits for what the screen shows.

Usage: python3 e2e_french.py /path/to/cardroom
"""
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tmux_screen import TmuxScreen  # noqa: E402

TIMEOUT = 30.0
SUITS = {"\u2663": "c", "\u2666": "d", "\u2665": "h", "\u2660": "s"}
FRENCH_RANKS = {"R": "K", "D": "Q", "V": "J", "As": "A"}
# Prompts and headings of the English table that must not appear in French.
ENGLISH = ["Your move", "Your turn", "Enter for", "Since your", "So far this round",
           "Session summary", "Session:", "Chips this hand", "Player ", "Round 1 over",
           "Meld to beat", "Your hand", "Quit the session", "is not a move", "Showdown:"]


def fail(message, screen=None):
    print("e2e_french: FAIL: " + message)
    if screen is not None:
        print("---- screen ----\n" + screen.screen() + "\n----------------")
    sys.exit(1)


def wait_until(screen, predicate, what, source="history"):
    """Polls the screen (or the whole history) until predicate(text) holds."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        text = screen.history() if source == "history" else screen.screen()
        # Long French lines keep a no-break space before ":" and inside « »: read it as one.
        text = text.replace("\u00a0", " ")
        if predicate(text):
            return text
        if time.monotonic() > deadline:
            fail("timed out waiting for " + what, screen)
        time.sleep(0.05)


def check_french(screen, history, label):
    for word in ENGLISH:
        if word in history:
            fail(f"{label}: English on a French screen: {word!r}", screen)
    for line in history.splitlines():
        if len(line.rstrip()) > 80:
            fail(f"{label}: a line is wider than 80 columns: {line}", screen)


# ---- Five Three Five ----

MOVE_PROMPT = "Votre coup (? pour l'aide) :"
END_PROMPTS = ("Entrée pour la manche suivante, q pour arrêter :",
               "Entrée pour une nouvelle partie, q pour arrêter :")


def five35_move(text):
    """The French words for a move read off the last table: `commencer` the first single when
    leading, `passer` when passing is offered, else the first move listed (short form)."""
    block = text[text.rfind("Votre main ("):]
    if "À vous de commencer (" in block:
        single = re.search(r"^\s+cartes seules\s+(\d+)", block, re.MULTILINE)
        if not single:
            fail("leading, but no single listed:\n" + block)
        return "commencer " + single.group(1)
    few = re.search(r"^Vos coups : (.*)$", block, re.MULTILINE)
    if few:
        moves = [m.strip() for m in re.split(r"·|,", few.group(1)) if m.strip()]
        if "p" in moves:
            return "passer"
        first = moves[0]
        if first.startswith("l "):
            return "commencer " + first[2:]
        return first
    if re.search(r"^\s+passer\s+p\s*$", block, re.MULTILINE):
        return "passer"
    grouped = re.search(r"^\s+(?:écraser|ajouter)\s+(.*)$", block, re.MULTILINE)
    if grouped:
        return re.split(r"·|,", grouped.group(1))[0].strip()
    fail("no legal moves found on the screen:\n" + block)


def five35_round(cardroom):
    command = f"{cardroom} play --game 535 --seats 3 --bots random --seed 7"
    with TmuxScreen(command, env={"LANG": "fr_FR.UTF-8"}) as screen:
        wait_until(screen, lambda t: MOVE_PROMPT in t, "the first move prompt")
        # Help and a refused word, in French, then the round.
        screen.type("aide")
        wait_until(screen, lambda t: "Rappels" in t and t.count(MOVE_PROMPT) >= 2, "the help")
        screen.type("zzz")
        wait_until(screen, lambda t: "« zzz » n'est pas un coup" in t, "the refusal in French")
        typed = []
        while True:
            prompts = wait_until(screen, lambda t: True, "the screen").count(MOVE_PROMPT)
            text = wait_until(
                screen,
                lambda t: t.rstrip().endswith(MOVE_PROMPT.rstrip()) or
                any(p in t for p in END_PROMPTS),
                "a move prompt or the end of the round")
            if any(p in text for p in END_PROMPTS):
                break
            move = five35_move(text)
            typed.append(move)
            screen.type(move)
            wait_until(screen, lambda t, n=prompts: t.count(MOVE_PROMPT) > n or
                       any(p in t for p in END_PROMPTS), "the move to be taken")
            if len(typed) > 200:
                fail("the round did not end after 200 moves", screen)
        if not any(m.startswith("commencer") or m == "passer" for m in typed):
            fail("no French word was typed: " + repr(typed))
        history = screen.history().replace("\u00a0", " ")
        for french in ("Fin de la manche 1", "Cartes restantes : points", "est sorti",
                       "Joueur", "Combinaison à battre", "Votre main ("):
            if french not in history:
                fail(f"535: {french!r} missing", screen)
        if "passer" in typed and not re.search(r"^\s+Vous passez", history, re.MULTILINE):
            fail("535: the narration does not say 'Vous passez'", screen)
        screen.type("q")
        text = wait_until(screen, lambda t: "[exited 0]" in t, "cardroom to exit")
        if not re.search(r"Séance : [01] partie?s?, 1 manche", text):
            fail("535: the session summary does not count one round", screen)
        if not re.search(r"Victoires\s+Points", text):
            fail("535: the session summary has no wins and points", screen)
        check_french(screen, screen.history().replace("\u00a0", " "), "535")
        print(f"e2e_french: Five Three Five round played in French ({len(typed)} moves: "
              f"{', '.join(typed[:4])}...)")


# ---- Vying games ----

def ascii_card(text):
    """A card as the screen writes it in French (R♥, 10♦, As♠) as the rulebook's notation."""
    for symbol, letter in SUITS.items():
        if text.endswith(symbol):
            rank = text[: -len(symbol)]
            return FRENCH_RANKS.get(rank, rank) + letter
    return text


def vying_state(text):
    """What the table waits for: ('turn', menu), ('game', None), ('rules', None),
    ('over', None) or None while it draws."""
    lines = [l.rstrip() for l in text.splitlines() if l.strip()]
    if not lines:
        return None
    if any(l.startswith("Résumé de la séance") for l in lines) and "[exited" in text:
        return ("over", None)
    last = lines[-1]
    if last.startswith("Jeu (Entrée :"):
        return ("game", None)
    if last.startswith("Règles maison de cette main"):
        return ("rules", None)
    if last == ">":
        menus = [i for i, l in enumerate(lines) if l.startswith("À vous de jouer : ")]
        if menus:
            # The menu may wrap onto a second line.
            menu = " ".join(lines[menus[-1]:-1])
            return ("turn", menu)
    return None


def wait_ready(screen, before=None):
    """Waits until the screen changed from `before` and the table waits for an answer, drawn
    completely (the same screen twice in a row)."""
    deadline = time.monotonic() + TIMEOUT
    last = None
    while time.monotonic() < deadline:
        text = screen.screen().replace("\u00a0", " ")
        if text != before:
            current = vying_state(text)
            if current is not None and text == last:
                return current, text
            last = text
        time.sleep(0.1)
    fail("timed out waiting for a prompt", screen)


def vying_answer(menu):
    """A patient choice in French words from the menu on the screen: never folds."""
    words = menu[len("À vous de jouer : "):].split("(? aide")[0]
    if "retourner " in words:
        return "retourner " + ascii_card(words.split("retourner ", 1)[1].split()[0])
    if "annoncer" in words:
        return "annoncer le haut"
    if "prendre" in words:
        return "rester"
    if "checker" in words:
        return "checker"
    if "suivre " in words:
        return "suivre"
    if "tapis" in words:
        return "tapis"
    fail("no patient action in the menu: " + menu)


def vying_hand(cardroom, args, env, label):
    with TmuxScreen(f"{cardroom} play {args}", env=env) as screen:
        typed = []
        current, text = wait_ready(screen)
        while True:
            kind, menu = current
            if kind == "over":
                break
            if kind == "game":
                typed.append("2")
                screen.type("2")
            elif kind == "rules":
                screen.type("")
            else:
                word = vying_answer(menu)
                typed.append(word)
                screen.type(word)
            current, text = wait_ready(screen, before=text)
            if len(typed) > 60:
                fail(f"{label}: the hand did not end after 60 answers", screen)
        history = screen.history().replace("\u00a0", " ")
        if "n'est pas une action" in history or "tapez une action" in history:
            fail(f"{label}: a French word was refused: {typed!r}", screen)
        for french in ("À vous de jouer : ", "Depuis votre dernier tour :", "jetons",
                       "Jetons de cette main :", "Résumé de la séance : 1 main jouée",
                       "La fin de la main :"):
            if french not in history:
                fail(f"{label}: {french!r} missing", screen)
        if not re.search(r"^\s+Vous (restez|checkez|suivez|faites tapis|retournez|annoncez)",
                         history, re.MULTILINE):
            fail(f"{label}: the narration of your actions is not in French", screen)
        check_french(screen, history, label)
        print(f"e2e_french: {label}: a hand played in French ({', '.join(typed)})")
        return history


def main():
    if len(sys.argv) != 2:
        print("usage: e2e_french.py CARDROOM")
        return 2
    cardroom = os.path.abspath(sys.argv[1])
    started = time.monotonic()
    five35_round(cardroom)
    # Dealer's choice: seat 0 deals the first hand and is asked the game in French.
    history = vying_hand(cardroom, "--seats 2 --bots random --seed 5 --hands 1",
                         {"LANG": "fr_FR.UTF-8"}, "LANG=fr_FR.UTF-8, choix du donneur")
    if "Quel jeu ?" not in history:
        fail("the dealer's choice was not asked in French")
    vying_hand(cardroom, "--lang fr --game 15-35 --seats 3 --bots random --seed 2 --hands 1",
               {"LANG": "C.UTF-8"}, "--lang fr, 15-35")
    print("e2e_french: OK in %.1f s" % (time.monotonic() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
