import { describe, expect, it } from "vitest";
import { earlierWindow, firstWindow } from "./history_pages";

describe("the history's reads", () => {
  it("open on the latest hands", () => {
    expect(firstWindow(250, null, 100)).toEqual({ after: 150, limit: 100 });
    expect(firstWindow(30, null, 100)).toEqual({ after: 0, limit: 30 });
    expect(firstWindow(100, null, 100)).toEqual({ after: 0, limit: 100 });
  });
  it("open on the hand linked to, with the hands before it", () => {
    expect(firstWindow(250, 120, 100)).toEqual({ after: 20, limit: 100 });
    expect(firstWindow(250, 40, 100)).toEqual({ after: 0, limit: 100 });
    expect(firstWindow(250, 250, 100)).toEqual({ after: 150, limit: 100 });
  });
  it("open on the latest hands when the hand linked to is not finished", () => {
    expect(firstWindow(250, 251, 100)).toEqual({ after: 150, limit: 100 });
    expect(firstWindow(250, 0, 100)).toEqual({ after: 150, limit: 100 });
  });
  it("ask for one hand of a table that has none yet (an empty page)", () => {
    expect(firstWindow(0, null, 100)).toEqual({ after: 0, limit: 1 });
  });
  it("read earlier hands a page at a time, down to hand 1", () => {
    expect(earlierWindow(151, 100)).toEqual({ after: 50, limit: 100 });
    expect(earlierWindow(51, 100)).toEqual({ after: 0, limit: 50 });
    expect(earlierWindow(2, 100)).toEqual({ after: 0, limit: 1 });
    expect(earlierWindow(1, 100)).toBeNull();
  });
});
