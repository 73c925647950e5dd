import { describe, expect, it } from "vitest";
import type { SeatData } from "../types";
import { canComeBack, sitOutLabel, sitOutText, waitsForHost } from "./sit_out";

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
  it("tells a seat that waits for the host, with nothing to press", () => {
    const waiting = seat({ sitting_out: true, sat_out_by: "approval" });
    expect(waitsForHost(waiting)).toBe(true);
    expect(sitOutText(waiting, false)).toMatch(/host has been asked to let you in.*next hand/);
    expect(sitOutText(waiting, true)).toMatch(/next game/);
    expect(canComeBack(waiting)).toBe(false);
    expect(canComeBack(seat({ sitting_out: true, sat_out_by: "self" }))).toBe(true);
    expect(canComeBack(seat({ sitting_out: true, sat_out_by: "self", in_hand: true }))).toBe(false);
    expect(waitsForHost(seat({}))).toBe(false);
  });
});
