import { describe, expect, it } from "vitest";
import type { TableConfig } from "../types";
import { becameMyTurn, shouldNotify } from "./alerts";
import { catalogue } from "./fixtures.test-data";
import { hostForm, rebuyRequestText, seatRequests, seatRequestText, settingsPatch, settingsSavedText } from "./host";
import type { SeatData, ViewMessage } from "../types";

const config: TableConfig = {
  name: "Friday", games: ["15-35"], rules: { "15-35": { showdown: "declare-sequential" } }, seats: 2, stack: 10,
  betting: { ante: 2 }, timer_s: 0, pause_s: 4, bots: [], max_buy_in: 20, approve_rebuys: true, spectator_chat: false,
  time_bank_s: 60,
};

describe("the host's settings form", () => {
  it("starts at the settings the next hand would use", () => {
    const f = hostForm(catalogue, config);
    expect(f.betting["betting.ante"]).toBe(2);
    expect(f.betting["betting.structure"]).toBe("spread-limit");
    expect(f.rules["15-35"].showdown).toBe("declare-sequential");
    expect(f.rules["15-35"]).not.toHaveProperty("betting.ante");
    expect(f).toMatchObject({ timer_s: 0, pause_s: 4, max_buy_in: 20, approve_rebuys: true, spectator_chat: false, time_bank_s: 60 });
  });

  it("sends nothing when nothing changed", () => {
    expect(settingsPatch(catalogue, config, hostForm(catalogue, config))).toEqual({});
  });

  it("sends the stakes as a whole, a key put back to its preset included", () => {
    const f = hostForm(catalogue, config);
    f.betting["betting.max"] = 4;
    expect(settingsPatch(catalogue, config, f)).toEqual({ stakes: { ante: 2, max: 4 } });
    f.betting["betting.ante"] = 1; // the preset
    expect(settingsPatch(catalogue, config, f)).toEqual({ stakes: { ante: 1, max: 4 } });
  });

  it("sends a game's whole house rules when one changed, and the plain keys that changed", () => {
    const f = hostForm(catalogue, config);
    f.rules["15-35"].nearness = "over-is-bust";
    f.timer_s = 20;
    f.games = ["15-35", "7-27"];
    f.spectator_chat = true;
    expect(settingsPatch(catalogue, config, f)).toEqual({
      timer_s: 20, games: ["15-35", "7-27"], spectator_chat: true,
      rules: { "15-35": { showdown: "declare-sequential", nearness: "over-is-bust" } },
    });
  });

  it("sends who may sit: listed, approval, automatic sitting out, a new password or none", () => {
    const f = hostForm(catalogue, config);
    expect(f).toMatchObject({ listed: true, approve_seats: false, auto_sit_out: false, new_password: "", remove_password: false });
    f.listed = false;
    f.approve_seats = true;
    f.auto_sit_out = true;
    f.new_password = "mardi";
    expect(settingsPatch(catalogue, config, f)).toEqual({ listed: false, approve_seats: true, auto_sit_out: true, password: "mardi" });
    const locked = { ...config, password: true };
    const g = hostForm(catalogue, locked);
    g.remove_password = true;
    expect(settingsPatch(catalogue, locked, g)).toEqual({ password: "" });
    g.new_password = "other";
    expect(settingsPatch(catalogue, locked, g), "a new password wins over removing it").toEqual({ password: "other" });
    const h = hostForm(catalogue, config);
    h.remove_password = true;
    expect(settingsPatch(catalogue, config, h), "no password to remove").toEqual({});
  });

  it("lists the seats waiting for the host's yes", () => {
    const seat = (name: string, sat_out_by: string | null): SeatData => ({
      name, stack: 10, in_hand: false, cards: [], up: [], frozen: false, away: false, connected: true,
      sitting_out: sat_out_by !== null, sat_out_by,
    });
    const view = { seats: [seat("Ann", null), null, seat("Eve", "approval"), seat("Bo", "self")] } as unknown as ViewMessage;
    expect(seatRequests(view)).toEqual([{ seat: 2, name: "Eve" }]);
    expect(seatRequestText({ seat: 2, name: "Eve" })).toBe("Eve (seat 3) asks to sit down");
  });

  it("says when the change applies, and words rebuy requests", () => {
    expect(settingsSavedText(true)).toMatch(/from the next hand/);
    expect(settingsSavedText(false)).toMatch(/next hand is dealt with it/);
    expect(rebuyRequestText({ id: 1, seat: 1, name: "Bo", chips: 10, approved: false })).toBe("Bo (seat 2) asks to rebuy 10 chips");
  });
});

describe("your-turn alerts", () => {
  it("go off when the turn becomes yours, not while it stays yours", () => {
    expect(becameMyTurn(false, true)).toBe(true);
    expect(becameMyTurn(true, true)).toBe(false);
    expect(becameMyTurn(true, false)).toBe(false);
  });
  it("notify only when turned on, in the background, and granted", () => {
    expect(shouldNotify({ enabled: true, hidden: true, permission: "granted" })).toBe(true);
    expect(shouldNotify({ enabled: true, hidden: false, permission: "granted" })).toBe(false);
    expect(shouldNotify({ enabled: false, hidden: true, permission: "granted" })).toBe(false);
    expect(shouldNotify({ enabled: true, hidden: true, permission: "default" })).toBe(false);
    expect(shouldNotify({ enabled: true, hidden: true, permission: null })).toBe(false);
  });
});
