import { describe, expect, it } from "vitest";
import { botLines, downloadPaths, netsByName, settleLines } from "./ledger";

describe("the settle-up in words", () => {
  it("says who pays whom, one line a payment, in the server's order", () => {
    expect(settleLines({ settle: [
      { from: "Eli (heuristic)", to: "Ann", chips: 14 },
      { from: "Bo", to: "Ann", chips: 1 },
    ] })).toEqual(["Eli (heuristic) pays Ann 14 chips", "Bo pays Ann 1 chip"]);
  });
  it("says nothing when nobody owes anything or the server is older", () => {
    expect(settleLines({ settle: [] })).toEqual([]);
    expect(settleLines({})).toEqual([]);
  });
  it("adds a name's nets over its seats, winners first", () => {
    expect(netsByName({ net: [
      { seat: 0, name: "Ann", net: -20 }, { seat: 1, name: "Bo", net: 5 },
      { seat: 2, name: "Ann", net: 30 }, { seat: 3, name: "Cy", net: -15 },
    ] })).toEqual([{ name: "Ann", net: 10 }, { name: "Bo", net: 5 }, { name: "Cy", net: -15 }]);
  });
  it("keeps the bots apart: out of the people's nets, their results in words", () => {
    const ledger = {
      net: [{ seat: 0, name: "Alice", net: -78 }, { seat: 1, name: "Dot (montecarlo)", net: 68 },
        { seat: 2, name: "Bo", net: 10 }, { seat: 3, name: "Eve (random)", net: 0 }],
      bots: [{ seat: 1, name: "Dot (montecarlo)", net: 68 }, { seat: 3, name: "Eve (random)", net: 0 }],
    };
    expect(netsByName(ledger)).toEqual([{ name: "Bo", net: 10 }, { name: "Alice", net: -78 }]);
    expect(botLines(ledger)).toEqual(["Dot (montecarlo) won 68 chips", "Eve (random) is even"]);
    expect(botLines({ bots: [{ seat: 1, name: "X", net: -1 }] })).toEqual(["X lost 1 chip"]);
    expect(botLines({})).toEqual([]);
  });
  it("points the downloads at the table's ledger.csv and hands.jsonl", () => {
    expect(downloadPaths("a b")).toEqual({
      ledger: "/api/tables/a%20b/ledger.csv", hands: "/api/tables/a%20b/hands.jsonl" });
  });
});
