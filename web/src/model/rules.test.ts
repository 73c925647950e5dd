import { describe, expect, it } from "vitest";
import { catalogue } from "./fixtures.test-data";
import {
  allDefaults, emptyForm, formDefaults, overrides, ruleInfo, ruleInfos, seatLimit, tableRequest, valueLabel, withBase,
} from "./rules";

describe("house-rule forms from GET /api/rules", () => {
  it("start at the preset, rules and stakes apart", () => {
    const rules = formDefaults(catalogue["15-35"], false);
    expect(rules.nearness).toBe("under-beats-over");
    expect(rules.targets).toEqual([15, 35]);
    expect(rules).not.toHaveProperty("betting.ante");
    const stakes = formDefaults(catalogue["15-35"], true);
    expect(stakes).toEqual({ "betting.ante": 1, "betting.max": 5, "betting.min": 1, "betting.raise_cap": 3, "betting.structure": "spread-limit" });
  });

  it("have a readable label for every key and every one-of value of every game", () => {
    for (const game of Object.values(catalogue)) {
      for (const c of game.choices) {
        expect(ruleInfos()[c.key], c.key).toBeDefined();
        for (const v of c.values ?? []) expect(ruleInfos()[c.key].values?.[v], `${c.key}=${v}`).toBeTruthy();
        if (c.kind === "one-of") expect(ruleInfos()[c.key].help, c.key).toBeTruthy();
      }
    }
    expect(ruleInfo("nearness").label).toBe("At equal distance from a target");
    expect(valueLabel("deal", "three-down-expose")).toBe("three down, then each player turns one up");
  });

  it("send only what differs from the preset, nested as the server reads it", () => {
    const values = { ...allDefaults(catalogue["15-35"]), nearness: "over-is-bust", "betting.ante": 2 };
    expect(overrides(catalogue["15-35"], values)).toEqual({ nearness: "over-is-bust", betting: { ante: 2 } });
    expect(overrides(catalogue["15-35"], allDefaults(catalogue["15-35"]))).toEqual({});
  });

  it("send only the card points that changed", () => {
    const v = formDefaults(catalogue["535"], false);
    v.card_points = { ...(v.card_points as object), "8": 10 };
    expect(overrides(catalogue["535"], v)).toEqual({ card_points: { "8": 10 } });
  });

  it("build the table request: dealer's choice with stakes and bots", () => {
    const form = emptyForm(catalogue);
    form.rules["7-27"] = { ...form.rules["7-27"], pictures: "half-or-ten" };
    form.betting = { ...form.betting, "betting.ante": 2 };
    form.bots = [{ seat: 4, kind: "heuristic" }, { seat: 9, kind: "random" }];
    expect(tableRequest(catalogue, form)).toEqual({
      name: "Friday", games: ["15-35", "7-27"], seats: 6, timer_s: 30, stack: 200,
      rules: { "7-27": { pictures: "half-or-ten" } }, betting: { ante: 2 },
      bots: [{ seat: 4, kind: "heuristic" }], auto_sit_out: true,
    });
  });

  it("build a private table: unlisted, with a password, and no automatic sitting out", () => {
    const form = { ...emptyForm(catalogue), listed: false, password: "mardi", autoSitOut: false, approveSeats: true };
    const body = tableRequest(catalogue, form);
    expect(body.approve_seats).toBe(true);
    expect(tableRequest(catalogue, emptyForm(catalogue))).not.toHaveProperty("approve_seats");
    expect(body.listed).toBe(false);
    expect(body.password).toBe("mardi");
    expect(body).not.toHaveProperty("auto_sit_out");
    expect(tableRequest(catalogue, emptyForm(catalogue))).not.toHaveProperty("listed");
    expect(tableRequest(catalogue, emptyForm(catalogue))).not.toHaveProperty("password");
  });

  it("build a Five Three Five table with no chips", () => {
    const form = { ...emptyForm(catalogue), games: ["535"], seats: 4 };
    form.rules["535"] = { ...form.rules["535"], target_score: 30 };
    const body = tableRequest(catalogue, form);
    expect(body).toEqual({ name: "Friday", games: ["535"], seats: 4, timer_s: 30, rules: { "535": { target_score: 30 } },
      auto_sit_out: true, wait_for_start: true });
    expect(seatLimit(catalogue, ["535"])).toBe(6);
    expect(seatLimit(catalogue, ["15-35", "7-27"])).toBe(10);
  });

  it("start the dealer's house rules at the table's rules", () => {
    const entry = withBase(catalogue["7-27"], { nearness: "over-is-bust", betting: { ante: 3 } });
    const values = allDefaults(entry);
    expect(values.nearness).toBe("over-is-bust");
    expect(values["betting.ante"]).toBe(3);
    expect(overrides(entry, values)).toEqual({});
    expect(overrides(entry, { ...values, nearness: "nearest" })).toEqual({ nearness: "nearest" });
  });
});
