import { describe, expect, it } from "vitest";
import type { ViewMessage } from "../types";
import { vyingView } from "./fixtures.test-data";
import { rebuyAnswerText, rebuyModel, rebuyOutcome } from "./rebuy";

const withRebuy = (stack: number, rebuy: ViewMessage["rebuy"]): ViewMessage => ({
  ...vyingView,
  seats: vyingView.seats.map((s, i) => (i === 0 && s ? { ...s, stack } : s)),
  rebuy,
});

describe("the rebuy offer", () => {
  it("is offered at once (a dialog) to a broke seat that may rebuy, starting at the buy-in", () => {
    const m = rebuyModel(withRebuy(0, { allowed: true, max_chips: 20, needs_approval: true, pending: null }), 10)!;
    expect(m).toMatchObject({ allowed: true, prompt: true, maxChips: 20, defaultChips: 10, needsApproval: true, pendingText: null });
  });

  it("is a top-up, not a prompt, for a seat with chips; the default never passes what may be added", () => {
    const m = rebuyModel(withRebuy(15, { allowed: true, max_chips: 5, needs_approval: false, pending: null }), 10)!;
    expect(m.prompt).toBe(false);
    expect(m.allowed).toBe(true);
    expect(m.defaultChips).toBe(5);
  });

  it("is not offered during the seat's hand (allowed false), and comes back when it flips", () => {
    const during = rebuyModel(withRebuy(0, { allowed: false, max_chips: 0, needs_approval: true, pending: null }), 10)!;
    expect(during.prompt).toBe(false);
    expect(during.allowed).toBe(false);
    const after = rebuyModel(withRebuy(0, { allowed: true, max_chips: 20, needs_approval: true, pending: null }), 10)!;
    expect(after.prompt).toBe(true);
  });

  it("says it waits for the host while a request is pending, and offers nothing more", () => {
    const m = rebuyModel(withRebuy(0, { allowed: true, max_chips: 20, needs_approval: true, pending: { id: 3, chips: 10, approved: false } }), 10)!;
    expect(m.prompt).toBe(false);
    expect(m.allowed).toBe(false);
    expect(m.pendingText).toBe("Waiting for the host to approve your rebuy of 10 chips.");
    const ok = rebuyModel(withRebuy(0, { allowed: false, max_chips: 0, needs_approval: true, pending: { id: 3, chips: 1, approved: true } }), 10)!;
    expect(ok.pendingText).toMatch(/approved your rebuy of 1 chip:/);
  });

  it("is absent for a spectator, at a Five Three Five table, and from an older server", () => {
    expect(rebuyModel({ ...withRebuy(0, { allowed: true, max_chips: 20, needs_approval: false, pending: null }), you: null }, 10)).toBeNull();
    expect(rebuyModel({ ...vyingView, rebuy: undefined }, 10)).toBeNull();
    const points = { ...withRebuy(0, { allowed: false, max_chips: 0, needs_approval: false, pending: null }) };
    points.seats = points.seats.map((s) => (s ? { ...s, stack: null } : s));
    expect(rebuyModel(points, undefined)).toBeNull();
  });

  it("words the server's answer", () => {
    expect(rebuyAnswerText({ stack: 0, pending: 4 })).toBeNull();
    expect(rebuyAnswerText({ stack: 10 })).toBe("Done: your stack is 10 chips.");
  });

  it("tells the player the host's answer once the request is gone", () => {
    const none = { allowed: true, max_chips: 20, needs_approval: true, pending: null };
    const approved = rebuyModel(withRebuy(10, { ...none, max_chips: 10 }), 10);
    expect(rebuyOutcome({ pending: true, stack: 0 }, approved)).toBe("The host approved your rebuy: you have 10 chips.");
    expect(rebuyOutcome({ pending: true, stack: 0 }, rebuyModel(withRebuy(0, none), 10))).toBe("The host turned down your rebuy.");
    expect(rebuyOutcome({ pending: false, stack: 0 }, approved)).toBeNull();
    const still = rebuyModel(withRebuy(0, { ...none, pending: { id: 1, chips: 10, approved: false } }), 10);
    expect(rebuyOutcome({ pending: true, stack: 0 }, still)).toBeNull();
  });
});
