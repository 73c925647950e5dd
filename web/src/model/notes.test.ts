import { describe, expect, it } from "vitest";
import { afterNewHand, note, noteText } from "./notes";

describe("notes of what just happened", () => {
  it("stay through the next hand and go when it is over", () => {
    const n = note("The host approved your rebuy: you have 10 chips.");
    expect(noteText(n)).toBe("The host approved your rebuy: you have 10 chips.");
    const next = afterNewHand(n);
    expect(noteText(next)).toBe("The host approved your rebuy: you have 10 chips.");
    expect(afterNewHand(next)).toBeNull();
  });

  it("a missing note stays missing", () => {
    expect(note(null)).toBeNull();
    expect(afterNewHand(null)).toBeNull();
    expect(noteText(null)).toBeNull();
  });
});
