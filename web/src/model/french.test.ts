// The page in French: the model's words come from the French catalogue, and what the page reads
// in the server's French log (po/fr.po) still counts the round. Each test activates French and
// goes back to English.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activate } from "../i18n";
import { parseAction } from "./actions";
import { cardFace, prettyCards } from "./cards";
import { nameSeats, resultModel } from "./result";
import { amountToCall, roundActivity } from "./round";
import { sitOutText } from "./sit_out";
import { tableModel } from "./view";
import { splitResult, vyingView } from "./fixtures.test-data";

const names = ["Ann", "Bo Jo", null, "Bo"];
const nameOf = (s: number) => ["Ann", "Bo", "Cy", "Di"][s];

describe("in French", () => {
  beforeEach(() => activate("fr"));
  afterEach(() => activate("en"));

  it("reads the server's French log: chips, last actions, the amount to call", () => {
    const log = [
      "Bo distribue fifteen-thirty-five.",
      "Tour de tirage : prenez une carte ou restez.",
      "Ann prend une carte face cachée",
      "Bo Jo reste et est désormais gelé",
      "Tour d'enchères 1, ouvert par Ann.",
      "Ann mise 3",
      "Bo Jo suit 3 et relance de 2",
      "Bo fait tapis pour 4",
      "Ann suit 2",
    ];
    const r = roundActivity(log, names);
    expect(r.map((s) => s.chips)).toEqual([5, 5, 0, 4]);
    expect(r.map((s) => s.last)).toEqual(["suit 2", "relance de 2", null, "fait tapis pour 4"]);
    expect(amountToCall(r, 3)).toBe(1);
  });

  it("says the buttons, the cards and the table's words in French", () => {
    expect(parseAction("fold").label).toBe("Se coucher");
    expect(parseAction("raise 1-5").label).toBe("Relancer 1–5");
    expect(parseAction("expose Kh").label).toBe("Retourner R♥");
    expect(parseAction("lead 3 4 5").label).toBe("Commencer avec 3 4 5");
    expect(cardFace("Qs").label).toBe("dame de pique");
    expect(cardFace("As").rank).toBe("As");
    // A card the server already wrote in French is left as it is.
    expect(prettyCards("Ann retourne As♠ puis Kd")).toBe("Ann retourne As♠ puis R♦");
    const m = tableModel(vyingView, 0);
    expect(m.title).toMatch(/^Main \d+ · Seven Twenty-Seven$/);
    expect(m.seats.find((s) => !s.empty)?.amountText).toMatch(/jetons?$/);
  });

  it("explains the showdown in French, with names", () => {
    expect(nameSeats("pot 1, high (35): lost with 30 to seat 2's 34 (side)", nameOf))
      .toBe("Pot secondaire 1, haut (35)\u00a0: perd avec 30 contre les 34 de Cy (même écart, meilleur côté)");
    const r = resultModel(splitResult, nameOf)!;
    expect(r.pots[0].title).toBe("Pot principal, 10 jetons");
    expect(r.shown[0].explain[0]).toBe("Pot principal, bas (7)\u00a0: partage la moitié basse avec Bo, 6,5 (égalité)");
  });

  it("tells a player who sits out where they stand", () => {
    const me = { name: "Ann", stack: 10, connected: true, away: false, frozen: false, in_hand: false, cards: [], up: [],
      sitting_out: true, sat_out_by: "self" } as unknown as Parameters<typeof sitOutText>[0];
    expect(sitOutText(me, false)).toBe("Vous êtes en retrait\u00a0: votre siège et vos jetons sont gardés. Appuyez sur «\u00a0Je reviens\u00a0» pour être servi à partir de la prochaine main.");
  });
});
