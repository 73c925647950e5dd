import { describe, expect, it } from "vitest";
import { fieldKeeps, takesText } from "./keys";

describe("which keys a focused field keeps", () => {
  it("a text field or text area keeps every key", () => {
    expect(fieldKeeps({ tagName: "INPUT", type: "text" }, "c")).toBe(true);
    expect(fieldKeeps({ tagName: "INPUT" }, "f")).toBe(true);
    expect(fieldKeeps({ tagName: "TEXTAREA" }, "c")).toBe(true);
    expect(fieldKeeps({ tagName: "DIV", isContentEditable: true }, "c")).toBe(true);
  });

  it("a checkbox, a select or a button left focused keeps nothing: the table's keys work", () => {
    expect(fieldKeeps({ tagName: "INPUT", type: "checkbox" }, "c")).toBe(false);
    expect(fieldKeeps({ tagName: "SELECT" }, "c")).toBe(false);
    expect(fieldKeeps({ tagName: "BUTTON" }, "f")).toBe(false);
    expect(fieldKeeps({ tagName: "INPUT", type: "range" }, "c")).toBe(false);
    expect(fieldKeeps(null, "c")).toBe(false);
  });

  it("a number field (the host's timer, the amount) keeps what makes a number, not the letters", () => {
    expect(fieldKeeps({ tagName: "INPUT", type: "number" }, "5")).toBe(true);
    expect(fieldKeeps({ tagName: "INPUT", type: "number" }, "Backspace")).toBe(true);
    expect(fieldKeeps({ tagName: "INPUT", type: "number" }, "c")).toBe(false);
    expect(fieldKeeps({ tagName: "INPUT", type: "number" }, "f")).toBe(false);
  });

  it("only text fields take typed text", () => {
    expect(takesText({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(takesText({ tagName: "INPUT", type: "number" })).toBe(false);
    expect(takesText({ tagName: "SELECT" })).toBe(false);
  });
});
