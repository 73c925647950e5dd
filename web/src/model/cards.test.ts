import { describe, expect, it } from "vitest";
import { cardFace, cardText, prettyCards } from "./cards";

describe("cards", () => {
  it("give each suit its own symbol and colour", () => {
    const faces = ["As", "Th", "Qd", "2c"].map(cardFace);
    expect(faces.map((f) => f.symbol)).toEqual(["♠", "♥", "♦", "♣"]);
    expect(new Set(faces.map((f) => f.colour)).size).toBe(4);
    expect(faces[1]).toMatchObject({ rank: "10", label: "10 of hearts" });
    expect(faces[0].label).toBe("ace of spades");
  });

  it("draw ?? as a card back and Five Three Five ranks by group", () => {
    expect(cardFace("??")).toMatchObject({ back: true, label: "face-down card" });
    expect(cardFace(3).colour).toBe("group-low");
    expect(cardFace(8).colour).toBe("group-mid");
    expect(cardFace(13)).toMatchObject({ rank: "13", colour: "group-high", suit: null });
  });

  it("write cards in sentences with their symbols", () => {
    expect(cardText("Kd")).toBe("K♦");
    expect(prettyCards("Bea turns up Ad and takes Tc")).toBe("Bea turns up A♦ and takes 10♣");
  });
});
