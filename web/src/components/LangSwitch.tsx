// The page's language switch (the lobby's and the table's header): each language by its own
// name, the choice shown at once and remembered in this browser (src/i18n.ts).
import { useLingui } from "@lingui/react";
import { chooseLang, currentLang, isLang, langName, LANGS } from "../i18n";

export function LangSwitch() {
  const { i18n } = useLingui();
  return (
    <span class="lang-switch">
      <label class="sr-only" for="lang-switch">{i18n._({ id: "lang.label", message: "Language" })}</label>
      <select id="lang-switch" data-testid="lang-switch" value={currentLang()}
        onChange={(e) => {
          const lang = (e.target as HTMLSelectElement).value;
          if (isLang(lang)) chooseLang(lang);
        }}>
        {LANGS.map((l) => <option key={l} value={l} lang={l}>{langName(l)}</option>)}
      </select>
    </span>
  );
}
