import { describe, expect, it } from "vitest";
import type { SeatData } from "../types";
import { sitOutLabel, sitOutText } from "./sit_out";

const seat = (over: Partial<SeatData>): SeatData => ({
  name: "Ann", stack: 100, in_hand: false, cards: [], up: [], frozen: false, away: false, connected: true,
  sitting_out: false, sat_out_by: null, ...over,
});

describe("sitting out", () => {
  it("offers to sit out, then to come back", () => {
    expect(sitOutLabel(seat({}))).toBe("Sit out next hand");
    expect(sitOutLabel(seat({ sitting_out: true, sat_out_by: "self" }))).toBe("I'm back");
  });
  it("says nothing to a player who plays", () => {
    expect(sitOutText(seat({}), false)).toBeNull();
    expect(sitOutText(null, false)).toBeNull();
  });
  it("says the hand in play goes on, and why a player was sat out", () => {
    expect(sitOutText(seat({ sitting_out: true, sat_out_by: "self", in_hand: true }), false)).toMatch(/from the next hand: this one plays on/);
    expect(sitOutText(seat({ sitting_out: true, sat_out_by: "self" }), false)).toMatch(/chips are kept.*I'm back/);
    expect(sitOutText(seat({ sitting_out: true, sat_out_by: "timeouts" }), false)).toMatch(/clock played for you twice/);
    expect(sitOutText(seat({ sitting_out: true, sat_out_by: "disconnected" }), true)).toMatch(/connection dropped.*next game/);
  });
});
