// One house-rule key as a form control, labelled in words, defaulting to the preset. (The rules'
// own labels, explanations and values come from model/rules.ts, in English for now; this
// component's words are in the page's language.)
import { useLingui } from "@lingui/react";
import type { RuleChoiceData } from "../types";
import { ruleInfo, valueLabel } from "../model/rules";

interface Props {
  choice: RuleChoiceData;
  value: unknown;
  onChange(value: unknown): void;
  /** Prefix of ids and testids: "rule-15-35". */
  prefix: string;
}

const slug = (key: string) => key.replace(/\./g, "-");

export function RuleField({ choice, value, onChange, prefix }: Props) {
  const { i18n } = useLingui();
  const preset = ` ${i18n._({ id: "rule.preset", message: "(preset)" })}`;
  const info = ruleInfo(choice.key);
  const id = `${prefix}-${slug(choice.key)}`;
  const changed = JSON.stringify(value) !== JSON.stringify(choice.value);
  const help = info.help ? <small id={`${id}-help`} class="help">{info.help}</small> : null;
  const describedBy = info.help ? `${id}-help` : undefined;
  const mark = changed ? (
    <span class="changed" title={i18n._({ id: "rule.changed-title", message: "differs from the preset" })}>
      {" "}{i18n._({ id: "rule.changed", message: "(house rule)" })}
    </span>
  ) : null;

  switch (choice.kind) {
    case "one-of":
      return (
        <div class="field">
          <label for={id}>{info.label}{mark}</label>
          <select id={id} data-testid={id} aria-describedby={describedBy} value={String(value)}
            onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
            {(choice.values ?? []).map((v) => (
              <option value={v} key={v}>{valueLabel(choice.key, v)}{v === choice.value ? preset : ""}</option>
            ))}
          </select>
          {help}
        </div>
      );
    case "bool":
      return (
        <div class="field check">
          <input type="checkbox" id={id} data-testid={id} aria-describedby={describedBy} checked={value === true}
            onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />
          <label for={id}>{info.label}{mark}</label>
          {help}
        </div>
      );
    case "number":
      if (info.values) {
        return (
          <div class="field">
            <label for={id}>{info.label}{mark}</label>
            <select id={id} data-testid={id} aria-describedby={describedBy} value={String(value)}
              onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}>
              {Object.entries(info.values).map(([v, text]) => (
                <option value={v} key={v}>{text}{Number(v) === choice.value ? preset : ""}</option>
              ))}
            </select>
            {help}
          </div>
        );
      }
      return (
        <div class="field">
          <label for={id}>{info.label}{mark}</label>
          <input type="number" id={id} data-testid={id} aria-describedby={describedBy} min={0} step={1}
            value={String(value)} onInput={(e) => onChange(Number((e.target as HTMLInputElement).value))} />
          {help}
        </div>
      );
    case "targets": {
      const [low, high] = Array.isArray(value) ? (value as number[]) : [0, 0];
      return (
        <fieldset class="field targets">
          <legend>{info.label}{mark}</legend>
          <label for={`${id}-low`}>{i18n._({ id: "rule.target-low", message: "low" })}</label>
          <input type="number" id={`${id}-low`} data-testid={`${id}-low`} min={0.5} max={200} step={0.5} value={String(low)}
            onInput={(e) => onChange([Number((e.target as HTMLInputElement).value), high])} />
          <label for={`${id}-high`}>{i18n._({ id: "rule.target-high", message: "high" })}</label>
          <input type="number" id={`${id}-high`} data-testid={`${id}-high`} min={0.5} max={200} step={0.5} value={String(high)}
            onInput={(e) => onChange([low, Number((e.target as HTMLInputElement).value)])} />
          {help}
        </fieldset>
      );
    }
    case "points": {
      const points = (value ?? {}) as Record<string, number>;
      return (
        <fieldset class="field points">
          <legend>{info.label}{mark}</legend>
          <div class="points-grid">
            {Object.keys(points).sort((a, b) => Number(a) - Number(b)).map((rank) => (
              <span key={rank} class="point">
                <label for={`${id}-${rank}`}>{rank}</label>
                <input type="number" id={`${id}-${rank}`} data-testid={`${id}-${rank}`} min={0} step={1} value={String(points[rank])}
                  onInput={(e) => onChange({ ...points, [rank]: Number((e.target as HTMLInputElement).value) })} />
              </span>
            ))}
          </div>
          {help}
        </fieldset>
      );
    }
  }
}
