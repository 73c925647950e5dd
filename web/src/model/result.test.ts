import { describe, expect, it } from "vitest";
import { resultView, splitResult } from "./fixtures.test-data";
import { nameSeats, resultModel } from "./result";

const names = ["Ann", "Bo", "Cy", "Di"];
const nameOf = (s: number) => names[s];

describe("the showdown explained", () => {
  it("names the winners of each half with their totals", () => {
    const r = resultModel(splitResult, nameOf)!;
    expect(r.headline).toBe("Ann wins 2, Bo wins 8.");
    expect(r.pots[0].title).toBe("Main pot, 10 chips");
    expect(r.pots[0].lines).toEqual(["Low half: Ann (6.5) and Bo (7.5) share it", "High half: Bo (7.5)", "Paid: Ann 2, Bo 8"]);
  });

  it("replaces seat numbers by names and says why in words", () => {
    const r = resultModel(splitResult, nameOf)!;
    expect(r.shown[0].explain).toEqual([
      "Main pot, low (7): shares the low half with Bo, 6.5 (a tie)",
      "Main pot, high (27): lost with 6.5 to Bo's 7.5 (nearer the target)",
    ]);
    expect(nameSeats("pot 1, high (35): lost with 30 to seat 2's 34 (side)", nameOf))
      .toBe("Side pot 1, high (35): lost with 30 to Cy's 34 (same distance, the better side)");
  });

  it("shows the hands shown with their totals and declarations", () => {
    const r = resultModel(resultView.result, (s) => resultView.seats[s]?.name ?? `seat ${s}`)!;
    expect(r.shown.map((s) => [s.name, s.cards, s.low, s.high, s.declare])).toEqual([
      ["Bea (random)", ["6h", "7h", "5s"], 18, 18, "low"],
      ["Cal (random)", ["5h", "Ad", "3d"], 19, 19, "both"],
    ]);
  });

  it("explains a failed both-ways declaration and the half nobody won", () => {
    const r = resultModel(resultView.result, (s) => resultView.seats[s]?.name ?? `seat ${s}`)!;
    expect(r.pots[0].lines).toEqual([
      "Low half: Bea (random) (18)",
      "Nobody won the high half: the low half's winners take the whole pot",
      "Cal (random) declared both and did not win both outright, so is out of this pot",
      "Paid: Bea (random) 2",
    ]);
  });

  it("explains a hand won because everyone else folded", () => {
    const r = resultModel({ payouts: [0, 0, 4, 0], shown: {} }, nameOf)!;
    expect(r.headline).toBe("Cy takes the pot of 4: everyone else folded.");
    expect(r.shown).toEqual([]);
  });

  it("explains a natural", () => {
    const r = resultModel({
      payouts: [24, 0],
      players: [
        { declare: null, explain: ["pot 0, natural: reaches both targets exactly and takes the pot"], high: 35, low: 15, natural: true },
        { declare: null, explain: ["pot 0, lost to a natural (seat 0)"], high: 25, low: 15.5, natural: false },
      ],
      pots: [{ amount: 24, awards: [24, 0], eligible: [0, 1], naturals: [0] }],
      shown: { "0": ["As", "Ad", "3c", "Tc"], "1": ["Kd", "5s", "Th"] },
    }, nameOf)!;
    expect(r.pots[0].lines[0]).toBe("Ann takes it with a natural: both targets exactly");
    expect(r.shown[1].explain).toEqual(["Main pot, lost to a natural (Ann)"]);
    expect(r.shown[0].natural).toBe(true);
  });
});
