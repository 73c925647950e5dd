// Views as the server sends them (taken from a running `cardroom serve`, trimmed), for the tests.
import type { HandRecord, RulesCatalogue, ViewMessage } from "../types";

const seat = (name: string, stack: number | null, cards: (string | number)[], up: boolean[], extra: object = {}) => ({
  name, stack, cards, up, in_hand: true, frozen: false, away: false, connected: true, ...extra,
});

/** Seven Twenty-Seven, Ann (seat 0) to act in the first betting round; seat 3 empty. */
export const vyingView: ViewMessage = {
  type: "view", seq: 22, you: 0, hand: 2, game: "seven-twenty-seven", dealer: 2, to_act: 0,
  deadline_ms: 30000, legal: ["check", "bet 1-5"],
  log: ["Cal (random) deals seven-twenty-seven.", "Offer round: take a card or stand.", "Ann takes a card face down",
    "Bea (random) stands", "Cal (random) stands", "Betting round 1, opened by Ann."],
  pots: [3], result: null,
  seats: [
    seat("Ann", 199, ["8s", "Ah", "3d"], [true, false, false]),
    seat("Bea (random)", 200, ["4d", "??"], [true, false]),
    seat("Cal (random)", 198, ["7h", "??"], [true, false]),
    null,
  ],
};

/** Fifteen Thirty-Five as a spectator sees it: Bea folded ([]), Cal frozen and away, side pot. */
export const spectatorView: ViewMessage = {
  type: "view", seq: 80, you: null, hand: 7, game: "fifteen-thirty-five", dealer: 1, to_act: 2,
  deadline_ms: 12000,
  log: ["Ann bets 5", "Bea (random) folds", "Cal calls"],
  pots: [31, 8], result: null,
  seats: [
    seat("Ann", 0, ["??", "As", "??", "Td"], [false, true, false, true]),
    seat("Bea (random)", 150, [], [], { in_hand: false }),
    seat("Cal", 90, ["??", "Kc", "??"], [false, true, false], { frozen: true, away: true, connected: false }),
  ],
};

/** Ann facing a raise: call, raise 2-5, fold, all-in. */
export const facingRaise: ViewMessage = {
  ...vyingView, seq: 30, legal: ["call", "raise 2-5", "fold", "all-in"], pots: [12],
};

/** The end of a 15-35 hand with declarations: Bea wins the low half, Cal failed "both". */
export const resultView: ViewMessage = {
  type: "view", seq: 17, you: 0, hand: 1, game: "fifteen-thirty-five", dealer: 2, to_act: null, deadline_ms: null,
  log: ["Declarations: low, high or both.", "Cal (random) declares (hidden until all have declared)", "Bea (random) declares low"],
  pots: [],
  result: {
    payouts: [0, 2, 0, 0],
    players: [
      { declare: null, explain: ["folded"], high: null, low: null, natural: false },
      { declare: "low", explain: ["pot 0, low (15): wins the whole pot with 18"], high: 18, low: 18, natural: false },
      { declare: "both", explain: ["pot 0, declared both and did not win both outright: out of both halves"], high: 19, low: 19, natural: false },
      { declare: null, explain: ["folded"], high: null, low: null, natural: false },
    ],
    pots: [{ amount: 2, awards: [0, 2, 0, 0], eligible: [1, 2], failed_both: [2], high_winners: [], low_winners: [1] }],
    shown: { "1": ["6h", "7h", "5s"], "2": ["5h", "Ad", "3d"] },
  },
  seats: [
    seat("Ann", 200, [], [], { in_hand: false }),
    seat("Bea (random)", 201, ["6h", "7h", "5s"], [false, true, false]),
    seat("Cal (random)", 199, ["5h", "Ad", "3d"], [false, true, false]),
    null,
  ],
};

/** A 7-27 split showdown: a tie for low, the high half by distance. */
export const splitResult = {
  payouts: [2, 8],
  players: [
    { declare: null, explain: ["pot 0, low (7): shares the low half with seat 1, 6.5 (tie)", "pot 0, high (27): lost with 6.5 to seat 1's 7.5 (distance)"], high: 6.5, low: 6.5, natural: false },
    { declare: null, explain: ["pot 0, low (7): shares the low half with seat 0, 7.5 (tie)", "pot 0, high (27): wins the high half with 7.5"], high: 7.5, low: 7.5, natural: false },
  ],
  pots: [{ amount: 10, awards: [2, 8], eligible: [0, 1], high_winners: [1], low_winners: [0, 1] }],
  shown: { "0": ["6c", "Kd"], "1": ["7c", "Kh"] },
};

/** The dealer's choice, Ann dealing. */
export const choiceView: ViewMessage = {
  type: "view", seq: 40, you: 0, hand: 3, game: null, dealer: 0, to_act: 0, deadline_ms: 30000,
  legal: ["choose 15-35", "choose 7-27"], log: [], pots: [], result: null,
  seats: [seat("Ann", 210, [], [], { in_hand: false }), seat("Bea (random)", 190, [], [], { in_hand: false })],
};

/** Five Three Five, Ann to answer a single 13. */
export const five35View: ViewMessage = {
  type: "view", seq: 49, you: 0, hand: 3, game: "five-three-five", dealer: 0, to_act: 0, deadline_ms: null,
  legal: ["overwrite 14", "overwrite 15", "add 12", "add 13", "add 14", "add 13 13", "add 12 14", "add 14 15", "add 12 14 15", "pass"],
  log: ["Ann leads 1", "Bea (random) overwrites 1 with 5", "Cal (random) overwrites 5 with 13"],
  meld: { by: 2, cards: [13], type: "single" }, passed: [1], pots: [], result: null,
  round: 1, game_number: 2, target_score: 20, trick_leader: 0,
  seats: [
    seat("Ann", null, [1, 2, 4, 4, 5, 5, 7, 12, 13, 13, 14, 15], Array(12).fill(false), { score: 0 }),
    seat("Bea (random)", null, Array(12).fill("??"), Array(12).fill(false), { score: 0 }),
    seat("Cal (random)", null, Array(11).fill("??"), Array(11).fill(false), { score: 0 }),
  ],
};

/** The end of a two-player game of Five Three Five. */
export const five35ResultView: ViewMessage = {
  type: "view", seq: 45, you: 0, hand: 2, game: "five-three-five", dealer: 2, to_act: null, deadline_ms: null,
  log: ["Cal (random) goes out: no cards left, the round is over.", "Game over: Cal (random) wins."],
  meld: null, passed: [], pots: [], round: 2, game_number: 1, target_score: 20, trick_leader: 2,
  result: {
    finished: true, game_end: "two rounds", game_number: 1, game_over: true,
    hands: [null, [1, 2, 7, 8, 14], []], meld: null, players: [1, 2], round: 2,
    round_points: [null, 12, 0], scores: [null, 25, 0], shown: { "1": [1, 2, 7, 8, 14] },
    to_act: null, trick_leader: 2, went_out: 2, winners: [2],
  },
  seats: [
    seat("Ann", null, [], [], { in_hand: false, score: null }),
    seat("Bea (random)", null, [1, 2, 7, 8, 14], Array(5).fill(false), { score: 25 }),
    seat("Cal (random)", null, [], [], { score: 0 }),
  ],
};

export const catalogue: RulesCatalogue = {
  "15-35": {
    name: "fifteen-thirty-five", players: [2, 8], preset: {},
    choices: [
      { key: "after_no_draw", kind: "one-of", value: "final-betting-round", values: ["showdown", "final-betting-round"] },
      { key: "betting.ante", kind: "number", value: 1 },
      { key: "betting.max", kind: "number", value: 5 },
      { key: "betting.min", kind: "number", value: 1 },
      { key: "betting.raise_cap", kind: "number", value: 3 },
      { key: "betting.structure", kind: "one-of", value: "spread-limit", values: ["spread-limit", "fixed-limit", "pot-limit", "no-limit"] },
      { key: "deal", kind: "one-of", value: "three-down-expose", values: ["up-down", "down-down-up", "three-down-expose"] },
      { key: "extra_card_face", kind: "one-of", value: "up", values: ["down", "up"] },
      { key: "fewer_cards_wins", kind: "bool", value: true },
      { key: "first_opener", kind: "one-of", value: "highest-exposed", values: ["left-of-dealer", "highest-exposed", "rotate"] },
      { key: "freeze_after_refusals", kind: "number", value: 2 },
      { key: "initial_offer", kind: "bool", value: false },
      { key: "later_opener", kind: "one-of", value: "highest-exposed", values: ["left-of-dealer", "highest-exposed", "rotate"] },
      { key: "natural_scoops", kind: "bool", value: true },
      { key: "nearness", kind: "one-of", value: "under-beats-over", values: ["nearest", "under-beats-over", "over-beats-under", "inside-beats-outside", "outside-beats-inside", "under-always-beats-over", "over-is-bust"] },
      { key: "pictures", kind: "one-of", value: "half-or-ten", values: ["half", "half-or-ten"] },
      { key: "showdown", kind: "one-of", value: "declare-simultaneous", values: ["split", "declare-simultaneous", "declare-sequential"] },
      { key: "targets", kind: "targets", value: [15, 35] },
    ],
  },
  "7-27": {
    name: "seven-twenty-seven", players: [2, 10], preset: {},
    choices: [
      { key: "betting.ante", kind: "number", value: 1 },
      { key: "betting.structure", kind: "one-of", value: "spread-limit", values: ["spread-limit", "fixed-limit", "pot-limit", "no-limit"] },
      { key: "nearness", kind: "one-of", value: "nearest", values: ["nearest", "under-beats-over", "over-beats-under", "inside-beats-outside", "outside-beats-inside", "under-always-beats-over", "over-is-bust"] },
      { key: "pictures", kind: "one-of", value: "half", values: ["half", "half-or-ten"] },
      { key: "targets", kind: "targets", value: [7, 27] },
    ],
  },
  "535": {
    name: "five-three-five", players: [2, 6], preset: {},
    choices: [
      { key: "card_points", kind: "points", value: { "1": 1, "2": 1, "3": 1, "4": 1, "5": 1, "7": 2, "8": 5, "9": 2, "11": 3, "12": 3, "13": 3, "14": 3, "15": 3 } },
      { key: "rule_of_eight", kind: "one-of", value: "any-eight", values: ["any-eight", "source-list", "off"] },
      { key: "target_score", kind: "number", value: 20 },
      { key: "two_player_rounds", kind: "number", value: 2 },
    ],
  },
};

export const handRecord: HandRecord = {
  hand: 4, game: "seven-twenty-seven", rules: {}, dealer: 2, stacks: [200, 200, 200, 0],
  actions: ["take", "stand", "stand", "check", "bet 2", "call", "fold", "stand", "stand"],
  shown: { "1": ["Kd", "5h"], "2": ["2s", "9d"] },
  result: {
    payouts: [0, 3, 4, 0],
    players: [
      { declare: null, explain: ["folded"], high: null, low: null, natural: false },
      { declare: null, explain: ["pot 0, low (7): wins the low half with 5.5", "pot 0, high (27): lost with 5.5 to seat 2's 11 (distance)"], high: 5.5, low: 5.5, natural: false },
      { declare: null, explain: ["pot 0, low (7): lost with 11 to seat 1's 5.5 (distance)", "pot 0, high (27): wins the high half with 11"], high: 11, low: 11, natural: false },
      { declare: null, explain: [], high: null, low: null, natural: false },
    ],
    pots: [{ amount: 7, awards: [0, 3, 4, 0], eligible: [1, 2], high_winners: [2], low_winners: [1] }],
    shown: { "1": ["Kd", "5h"], "2": ["2s", "9d"] },
  },
};
