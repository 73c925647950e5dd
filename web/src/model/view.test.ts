import { describe, expect, it } from "vitest";
import { choiceView, five35ResultView, five35View, resultView, spectatorView, vyingView } from "./fixtures.test-data";
import { pauseText, secondsLeft, seatPosition, tableModel, totalsText } from "./view";
import type { ViewMessage } from "../types";

describe("the table of a vying hand", () => {
  const m = tableModel(vyingView, 1_000_000);

  it("shows the viewer's own cards, face-down ones marked as only theirs", () => {
    expect(m.myHand.map((c) => c.testid)).toEqual(["card-8s", "card-Ah", "card-3d"]);
    expect(m.myHand.map((c) => c.up)).toEqual([true, false, false]);
    const mine = m.seats[0].cards;
    expect(mine.map((c) => c.ownHidden)).toEqual([false, true, true]);
  });

  it("draws other seats' face-down cards as card backs and face-up cards as faces", () => {
    const bea = m.seats[1];
    expect(bea.cards[0].face).toMatchObject({ rank: "4", symbol: "♦", back: false });
    expect(bea.cards[1].face.back).toBe(true);
    expect(bea.cards[1].ownHidden).toBe(false);
  });

  it("gives names, chips, the dealer's button and empty seats", () => {
    expect(m.seats.map((s) => s.empty)).toEqual([false, false, false, true]);
    expect(m.seats[0].amountText).toBe("199 chips");
    expect(m.seats[2].dealer).toBe(true);
    expect(m.seats[2].markers).toContain("dealer");
    expect(m.title).toBe("Hand 2 · Seven Twenty-Seven");
  });

  it("says whose turn it is, with the deadline from deadline_ms", () => {
    expect(m.turn).toMatchObject({ seat: 0, you: true, text: "Your turn", deadlineAt: 1_030_000 });
    expect(m.seats[0].toAct).toBe(true);
    expect(secondsLeft(m.turn!.deadlineAt, 1_000_000)).toBe(30);
    expect(secondsLeft(m.turn!.deadlineAt, 1_020_100)).toBe(10);
    expect(secondsLeft(m.turn!.deadlineAt, 1_040_000)).toBe(0);
    expect(secondsLeft(null, 5)).toBeNull();
  });

  it("turns the legal words into buttons, the bet with its range", () => {
    expect(m.actions.map((a) => a.testid)).toEqual(["action-check", "action-bet"]);
    expect(m.sizing).toMatchObject({ kind: "bet", min: 1, max: 5 });
  });

  it("shows the pot", () => {
    expect(m.pots).toEqual([{ label: "Pot", amount: 3 }]);
    expect(m.potTotal).toBe(3);
  });
});

describe("a spectator's view", () => {
  const m = tableModel(spectatorView, 0);

  it("has no own hand and no actions", () => {
    expect(m.spectator).toBe(true);
    expect(m.myHand).toEqual([]);
    expect(m.actions).toEqual([]);
    expect(m.turn?.text).toBe("Cal to act");
  });

  it("marks a folded seat (cards [] to others) as folded", () => {
    expect(m.seats[1].cards).toEqual([]);
    expect(m.seats[1].markers).toContain("folded");
  });

  it("marks frozen, away and offline seats", () => {
    expect(m.seats[2].markers).toEqual(expect.arrayContaining(["frozen: no more cards", "away", "offline"]));
  });

  it("lists the main pot and the side pot", () => {
    expect(m.pots).toEqual([{ label: "Pot", amount: 31 }, { label: "Side pot 1", amount: 8 }]);
    expect(m.potTotal).toBe(39);
  });

  it("puts seat 0 at the bottom of the oval for a spectator", () => {
    expect(m.seats[0].y).toBeGreaterThan(85);
  });
});

describe("the oval", () => {
  it("puts the viewer at the bottom and goes clockwise (to the left first)", () => {
    const me = seatPosition(2, 6, 2);
    expect(me).toEqual({ x: 50, y: 90 });
    const next = seatPosition(3, 6, 2);
    expect(next.x).toBeLessThan(50);
    const across = seatPosition(5, 6, 2);
    expect(across.y).toBeLessThan(15);
  });
});

describe("the end of a hand", () => {
  it("carries the result, with no turn and no pot", () => {
    const m = tableModel(resultView, 0);
    expect(m.result?.headline).toBe("Bea (random) wins 2 chips.");
    expect(m.pots).toEqual([]);
    expect(m.turn).toBeNull();
    expect(m.seats[1].cards.map((c) => c.face.code)).toEqual(["6h", "7h", "5s"]);
  });
});

describe("the dealer's choice", () => {
  it("offers the dealer the games from the choose words", () => {
    const m = tableModel(choiceView, 0);
    expect(m.choice).toEqual(["15-35", "7-27"]);
    expect(m.choosing).toBe(0);
    expect(m.turn?.text).toBe("Your deal: choose the game");
    expect(m.title).toBe("Hand 3 · dealer's choice");
  });

  it("tells the others who is choosing", () => {
    const m = tableModel({ ...choiceView, you: 1, legal: undefined }, 0);
    expect(m.choice).toBeNull();
    expect(m.turn?.text).toBe("Ann chooses the game");
  });
});

describe("a Five Three Five table", () => {
  const m = tableModel(five35View, 0);

  it("shows scores instead of chips and a title with the round and the target", () => {
    expect(m.five35).toBe(true);
    expect(m.seats[1].amountText).toBe("0 points");
    expect(m.title).toBe("Round 1 of game 2 · Five Three Five · to 20 points");
    expect(m.pots).toEqual([]);
  });

  it("puts the meld in the middle, with whose it is", () => {
    expect(m.meld).toMatchObject({ text: "single 13", byName: "Cal (random)", addOnly: false });
    expect(m.meldText).toBe("Meld to beat: single 13 (Cal (random)'s)");
  });

  it("marks passed seats, the trick's leader and the meld's owner", () => {
    expect(m.seats[1].markers).toContain("passed");
    expect(m.seats[0].markers).toContain("led the trick");
    expect(m.seats[2].markers).toContain("owns the meld");
  });

  it("highlights the playable cards of the hand from the legal words", () => {
    const playable = m.myHand.filter((c) => c.playable).map((c) => c.rank);
    expect(playable).toEqual([12, 13, 13, 14, 15]);
    expect(m.myHand.map((c) => c.testid)).toContain("card-13");
  });

  it("explains the end of a game", () => {
    const r = tableModel(five35ResultView, 0).result!;
    expect(r.kind).toBe("five35");
    expect(r.headline).toBe("Cal (random) went out and ends round 2.");
    expect(r.gameOver).toBe("Game over (the two rounds of a two-player game are played): Cal (random) wins.");
    expect(r.scores).toEqual([
      { seat: 1, name: "Bea (random)", wentOut: false, points: 12, total: 25, cards: [1, 2, 7, 8, 14] },
      { seat: 2, name: "Cal (random)", wentOut: true, points: 0, total: 0, cards: [] },
    ]);
  });
});

describe("waiting", () => {
  it("says it waits for a second player", () => {
    const m = tableModel({ ...choiceView, hand: null, to_act: null, dealer: null, legal: undefined, seats: [choiceView.seats[0], null] }, 0);
    expect(m.waitingText).toMatch(/second player/);
  });
});

describe("between hands at a dealer's-choice table", () => {
  it("keeps the last result on show while the next dealer chooses", () => {
    const m = tableModel({ ...resultView, game: null, to_act: 2, dealer: 2 }, 0);
    expect(m.title).toBe("Hand 1 is over · dealer's choice next");
    expect(m.result?.headline).toBe("Bea (random) wins 2 chips.");
    expect(m.choosing).toBe(2);
    expect(m.turn?.text).toBe("Cal (random) chooses the game");
  });
});

describe("cards at a Five Three Five seat", () => {
  it("are counted, not drawn, for hidden hands and the viewer's own (drawn below)", () => {
    const m = tableModel(five35View, 0);
    expect(m.seats.map((s) => s.cardCount)).toEqual([12, 12, 11]);
    const end = tableModel(five35ResultView, 0);
    expect(end.seats[1].cardCount).toBeNull();
    expect(end.seats[1].cards.map((c) => c.face.code)).toEqual(["1", "2", "7", "8", "14"]);
  });
});

describe("the host's pause", () => {
  it("says nothing on a view without paused/pausing (an older server) or with both false", () => {
    expect(tableModel(vyingView, 0).pauseText).toBeNull();
    expect(tableModel({ ...vyingView, paused: false, pausing: false }, 0).pauseText).toBeNull();
    expect(pauseText({})).toBeNull();
  });

  it("says the host will pause after the hand (the round at Five Three Five)", () => {
    expect(tableModel({ ...vyingView, pausing: true }, 0).pauseText).toBe("The host will pause after this hand");
    expect(tableModel({ ...five35View, pausing: true }, 0).pauseText).toBe("The host will pause after this round");
  });

  it("says the table is paused, the result staying on the table", () => {
    const m = tableModel({ ...resultView, paused: true, pausing: false }, 0);
    expect(m.pauseText).toBe("Paused by the host");
    expect(m.result?.headline).toBe("Bea (random) wins 2 chips.");
    // Paused wins over a pause still marked as coming.
    expect(pauseText({ paused: true, pausing: true })).toBe("Paused by the host");
  });

  it("offers no action or choice while paused (the server refuses them), only while pausing", () => {
    const pausing = tableModel({ ...vyingView, pausing: true }, 0);
    expect(pausing.actions.map((a) => a.testid)).toEqual(["action-check", "action-bet"]);
    const paused = tableModel({ ...vyingView, paused: true }, 0);
    expect(paused.actions).toEqual([]);
    expect(paused.sizing).toBeUndefined();
    expect(paused.turn?.text).toBe("Your turn, when the host resumes");
    const choosing = tableModel({ ...choiceView, paused: true }, 0);
    expect(choosing.choice).toBeNull();
    expect(choosing.turn?.text).toBe("Your deal, when the host resumes");
    expect(tableModel({ ...choiceView, you: 1, legal: undefined, paused: true }, 0).turn?.text)
      .toBe("Ann deals when the host resumes");
  });

  it("stops the clock and the time bank of a turn while paused (no 'choose the game' without buttons)", () => {
    const banked = { ...choiceView, paused: true, time_bank: true, deadline_ms: 40_000 };
    const m = tableModel(banked, 1_000);
    expect(m.turn).toMatchObject({ timeBank: false, deadlineAt: null, text: "Your deal, when the host resumes" });
    expect(m.choice).toBeNull();
  });
});

describe("the time bank", () => {
  const banked = {
    ...spectatorView, time_bank: true, deadline_ms: 45_000,
    seats: spectatorView.seats.map((s, i) => (s ? { ...s, time_bank_ms: i === 2 ? 44_100 : 60_000 } : s)),
  };

  it("marks the awaited seat as on its time bank, the countdown being the bank's", () => {
    const m = tableModel(banked, 1_000_000);
    expect(m.seats[2].onTimeBank).toBe(true);
    expect(m.seats[2].markers).toContain("on time bank");
    expect(m.seats[2].timeBankS).toBe(45);
    expect(m.seats[0].onTimeBank).toBe(false);
    expect(m.seats[0].timeBankS).toBe(60);
    expect(m.turn).toMatchObject({ seat: 2, timeBank: true, text: "Cal to act, on the time bank", deadlineAt: 1_045_000 });
  });

  it("is not mentioned while the timer runs, nor by an older server", () => {
    const m = tableModel({ ...banked, time_bank: false }, 0);
    expect(m.seats[2].onTimeBank).toBe(false);
    expect(m.turn?.text).toBe("Cal to act");
    expect(tableModel(spectatorView, 0).seats[0].timeBankS).toBeNull();
  });
});

describe("what a seat is told of its own hand and of others", () => {
  it("shows the seat's totals toward both targets, halves as ½", () => {
    expect(totalsText([{ target: 7, total: 6.5 }, { target: 27, total: 16.5 }]))
      .toBe("Your totals: 6½ toward 7 · 16½ toward 27");
    expect(totalsText([{ target: 7, total: 0.5 }, { target: 27, total: null }]))
      .toBe("Your totals: ½ toward 7 · none counts toward 27");
    expect(totalsText(undefined)).toBeNull();
    expect(tableModel({ ...vyingView, totals: [{ target: 7, total: 3 }, { target: 27, total: 13 }] }, 0).totalsText)
      .toBe("Your totals: 3 toward 7 · 13 toward 27");
  });

  it("says a seat that sat down mid-hand is dealt in next hand, and a broke one has no chips", () => {
    const seats = vyingView.seats.map((s, i) => (i === 1 && s ? { ...s, in_hand: false, cards: [], up: [] } : s));
    expect(tableModel({ ...vyingView, seats }, 0).seats[1].markers).toContain("dealt in next hand");
    const broke = seats.map((s, i) => (i === 1 && s ? { ...s, stack: 0 } : s));
    expect(tableModel({ ...vyingView, seats: broke }, 0).seats[1].markers).toContain("no chips");
  });

  it("marks a seat waiting for the host's yes apart from one sitting out", () => {
    const out = (by: string) => vyingView.seats.map((s, i) => (i === 1 && s ? { ...s, in_hand: false, cards: [], up: [], sitting_out: true, sat_out_by: by } : s));
    expect(tableModel({ ...vyingView, seats: out("approval") }, 0).seats[1].markers).toContain("waiting for the host");
    expect(tableModel({ ...vyingView, seats: out("self") }, 0).seats[1].markers).toContain("sitting out");
    expect(tableModel({ ...vyingView, seats: out("self") }, 0).seats[1].markers).not.toContain("waiting for the host");
  });
});

describe("before the first deal", () => {
  const before: ViewMessage = { ...five35View, hand: null, to_act: null, result: null, meld: null };
  it("says the table waits for the host, and lets the host start it", () => {
    const m = tableModel({ ...before, waiting_for_start: true }, 0);
    expect(m.waitingText).toMatch(/Waiting for the host to start/);
    expect(m.waitingForStart).toBe(true);
  });
  it("waits for the deal at a table without the host's start", () => {
    const m = tableModel(before, 0);
    expect(m.waitingForStart).toBe(false);
    expect(m.waitingText).not.toMatch(/host/);
  });
});
