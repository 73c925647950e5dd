// The tests, in the order they run.
import { copyLinkTest } from "./copylink.mjs";
import { eveningTest } from "./evening.mjs";
import { fiveThreeFiveTest } from "./five35.mjs";
import { fifteenThirtyFiveTest } from "./fifteen35.mjs";
import { frenchTest } from "./french.mjs";
import { hintTest } from "./hint.mjs";
import { keyboardTest } from "./keyboard.mjs";
import { langTest } from "./lang.mjs";
import { layoutTest } from "./layout.mjs";
import { lobbyTest } from "./lobby.mjs";
import { motionTest } from "./motion.mjs";
import { privateTest } from "./private.mjs";
import { reloadTest } from "./reload.mjs";

export const tests = [
  { id: "lobby", name: "lobby: accessible names, keyboard focus, phone width, screenshots", run: lobbyTest },
  { id: "copy-link", name: "copy-link: the copy buttons with the clipboard granted, refused and absent", run: copyLinkTest },
  { id: "15-35", name: "15-35: two players create, join and play a hand with an exposure, a bet, a take and a declaration", run: fifteenThirtyFiveTest },
  { id: "535", name: "535: a whole round against two bots through the UI", run: fiveThreeFiveTest },
  { id: "reload", name: "reload mid-hand keeps the seat", run: reloadTest },
  { id: "motion", name: "motion: dealt cards, the pot and the turn animate (nothing under prefers-reduced-motion); the deal and chip sounds", run: motionTest },
  { id: "keyboard", name: "table page: keyboard-only play and accessibility", run: keyboardTest },
  { id: "hint", name: "hint: advice at a seated player's decision, in words; no Hint button without hints until the host turns them on", run: hintTest },
  { id: "layout", name: "layout: on each game's turn at 390×844, 800×1280 and 1280×800, every action in the window with the pot and the clock", run: layoutTest },
  { id: "private", name: "private: an unlisted table with a password from the lobby, a wrong and a right password, sitting out and back; the lobby's lock and Watch", run: privateTest },
  { id: "lang", name: "lang: the language switch turns the lobby French (html lang, the form), kept after a reload; a French browser's table page; nothing cut at 390×844 and 1280×800", run: langTest },
  {
    id: "french", timeoutS: 300, run: frenchTest,
    name: "french: a French browser from the lobby to a hand's (15-35, 7-27) and a round's (535) end at 390×844 and 1280×800: no English catalogue words left, nothing overflowing, the log in French",
  },
  { id: "evening", name: "evening: the host's panel, a bust and an approved rebuy, chat, your-turn alerts, the settle-up", run: eveningTest },
];
