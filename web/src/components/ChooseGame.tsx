// The dealer's choice: which game to deal, and optionally house rules for this hand only.
import { useLingui } from "@lingui/react";
import { useState } from "preact/hooks";
import { dealGameText, gameName } from "../model/actions";
import { allDefaults, choicesFor, overrides, type RuleValues, withBase } from "../model/rules";
import type { RulesCatalogue } from "../types";
import { RuleField } from "./RuleField";

interface Props {
  games: string[];
  catalogue: RulesCatalogue | null;
  tableRules: Record<string, Record<string, unknown>> | undefined;
  tableBetting: Record<string, unknown> | undefined;
  onChoose(game: string, rules: Record<string, unknown>): void;
  pending: boolean;
}

export function ChooseGame({ games, catalogue, tableRules, tableBetting, onChoose, pending }: Props) {
  const { i18n } = useLingui();
  const base = (g: string) => withBase(catalogue?.[g], { ...(tableRules?.[g] ?? {}), betting: { ...(tableBetting ?? {}), ...((tableRules?.[g]?.betting as object) ?? {}) } });
  const [ruleGame, setRuleGame] = useState(games[0]);
  const [values, setValues] = useState<Record<string, RuleValues>>(() =>
    Object.fromEntries(games.map((g) => [g, allDefaults(base(g))])));
  const entry = base(ruleGame);
  return (
    <section class="choose panel" aria-labelledby="choose-title" data-testid="choose-game">
      <h2 id="choose-title">{i18n._({ id: "turn.your-deal", message: "Your deal: choose the game" })}</h2>
      <div class="action-buttons">
        {games.map((g, i) => (
          <button key={g} type="button" class="act primary" disabled={pending} data-testid={`action-choose-${g}`}
            aria-keyshortcuts={String(i + 1)} onClick={() => onChoose(g, overrides(base(g), values[g] ?? {}))}>
            {dealGameText(g)}<kbd aria-hidden="true">{i + 1}</kbd>
          </button>
        ))}
      </div>
      {catalogue && (
        <details class="house-rules" data-testid="choose-rules">
          <summary>{i18n._({ id: "choose.house-rules", message: "House rules for this hand" })}</summary>
          {games.length > 1 && (
            <div class="field">
              <label for="choose-rules-game">{i18n._({ id: "choose.rules-of", message: "Rules of" })}</label>
              <select id="choose-rules-game" value={ruleGame} onChange={(e) => setRuleGame((e.target as HTMLSelectElement).value)}>
                {games.map((g) => <option key={g} value={g}>{gameName(g)}</option>)}
              </select>
            </div>
          )}
          {[...choicesFor(entry, false), ...choicesFor(entry, true)].map((c) => (
            <RuleField key={`${ruleGame}-${c.key}`} choice={c} prefix={`choose-${ruleGame}`} value={values[ruleGame]?.[c.key]}
              onChange={(v) => setValues((all) => ({ ...all, [ruleGame]: { ...all[ruleGame], [c.key]: v } }))} />
          ))}
          <small class="help">{i18n._({ id: "choose.help", message: "These hold for this hand only; the table's rules come back after it." })}</small>
        </details>
      )}
    </section>
  );
}
