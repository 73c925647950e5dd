#!/usr/bin/python3
"""The C++ side's message catalogues (po/, src/i18n/i18n.h), as the issue asks:

- every message of the sources (extracted now, with scripts/i18n-extract --pot) is in each
  po/LANG.po with a translation (not empty, not fuzzy), and po/cardroom.pot is up to date;
- a translation uses no placeholder ("{name}") its English lacks, and drops none;
- a plural has every form its language's Plural-Forms counts (French: 2, 0 and 1 singular);
- a broken catalogue fails msgfmt --check, the command the build compiles each catalogue with.

    /usr/bin/python3 tests/i18n/test_catalogues.py
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def unquote(text):
    return bytes(text, "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")


def read_po(path):
    """[{ctxt, id, plural, strs: {index: text}, fuzzy, obsolete}] of a PO file, header included."""
    entries, entry, field = [], None, None

    def start():
        return {"ctxt": None, "id": None, "plural": None, "strs": {}, "fuzzy": False, "obsolete": False}

    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for line in lines + [""]:
        if not line.strip():
            if entry and entry["id"] is not None:
                entries.append(entry)
            entry, field = None, None
            continue
        entry = entry or start()
        if line.startswith("#~"):
            entry["obsolete"] = True
            continue
        if line.startswith("#,") and "fuzzy" in line:
            entry["fuzzy"] = True
        if line.startswith("#"):
            continue
        m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?) "(.*)"$', line)
        if m:
            key, index, text = m.group(1), m.group(2), unquote(m.group(3))
            if key == "msgctxt":
                field = ("ctxt", None)
            elif key == "msgid":
                field = ("id", None)
            elif key == "msgid_plural":
                field = ("plural", None)
            else:
                field = ("strs", int(index or 0))
            if field[0] == "strs":
                entry["strs"][field[1]] = text
            else:
                entry[field[0]] = text
        elif line.startswith('"') and field:
            text = unquote(line[1:-1])
            if field[0] == "strs":
                entry["strs"][field[1]] += text
            else:
                entry[field[0]] = (entry[field[0]] or "") + text
        else:
            raise SystemExit(f"{path}: cannot read the line {line!r}")
    return entries


def nplurals(header):
    m = re.search(r"nplurals\s*=\s*(\d+)", header["strs"].get(0, ""))
    return int(m.group(1)) if m else None


def main():
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        pot_path = os.path.join(tmp, "now.pot")
        subprocess.run([os.path.join(ROOT, "scripts", "i18n-extract"), "--pot", pot_path], check=True)
        extracted = [e for e in read_po(pot_path) if e["id"]]
        keys = {(e["ctxt"], e["id"]) for e in extracted}
        saved = {(e["ctxt"], e["id"]) for e in read_po(os.path.join(ROOT, "po", "cardroom.pot")) if e["id"]}
        if keys != saved:
            problems.append(f"po/cardroom.pot is out of date ({len(keys - saved)} new, {len(saved - keys)} gone "
                            "messages): run scripts/i18n-extract")

        catalogues = sorted(f for f in os.listdir(os.path.join(ROOT, "po")) if f.endswith(".po"))
        if "fr.po" not in catalogues:
            problems.append("po/fr.po is missing")
        for name in catalogues:
            path = os.path.join(ROOT, "po", name)
            entries = read_po(path)
            header = next((e for e in entries if e["id"] == ""), None)
            forms = nplurals(header) if header else None
            if not forms:
                problems.append(f"po/{name}: no Plural-Forms with nplurals in the header")
                continue
            if name == "fr.po" and not re.search(r"plural\s*=\s*\(?n\s*>\s*1\)?", header["strs"][0]):
                problems.append("po/fr.po: French plurals are plural=(n > 1): 0 and 1 are singular")
            by_key = {(e["ctxt"], e["id"]): e for e in entries if e["id"] and not e["obsolete"]}
            for e in extracted:
                key = (e["ctxt"], e["id"])
                where = f"po/{name}: {e['id']!r}" + (f" (context {e['ctxt']!r})" if e["ctxt"] else "")
                t = by_key.get(key)
                if t is None:
                    problems.append(f"{where}: missing (run scripts/i18n-extract)")
                    continue
                if t["fuzzy"]:
                    problems.append(f"{where}: fuzzy, to check")
                english = set(PLACEHOLDER.findall(e["id"])) | set(PLACEHOLDER.findall(e["plural"] or ""))
                if e["plural"] is not None:
                    english.add("n")  # trn fills {n}
                wanted = range(forms) if e["plural"] is not None else [0]
                for i in wanted:
                    text = t["strs"].get(i, "")
                    if not text:
                        problems.append(f"{where}: no translation" + (f" for plural form {i}" if e["plural"] else ""))
                        continue
                    extra = set(PLACEHOLDER.findall(text)) - english
                    if extra:
                        problems.append(f"{where}: uses {sorted(extra)}, which the English lacks")
                    if e["plural"] is None and set(PLACEHOLDER.findall(e["id"])) - set(PLACEHOLDER.findall(text)):
                        problems.append(f"{where}: drops {sorted(set(PLACEHOLDER.findall(e['id'])) - set(PLACEHOLDER.findall(text)))}")

        # A broken catalogue fails the build: the build's command refuses it.
        broken = os.path.join(tmp, "broken.po")
        with open(broken, "w", encoding="utf-8") as f:
            f.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                    '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
                    'msgid "%d card"\nmsgid_plural "%d cards"\nmsgstr[0] "%s carte"\nmsgstr[1] "%d cartes"\n\n'
                    'msgid "unterminated\n')
        done = subprocess.run(["msgfmt", "--check", "--output-file", os.path.join(tmp, "x.mo"), broken],
                              capture_output=True, text=True)
        if done.returncode == 0:
            problems.append("msgfmt --check accepted a broken catalogue")

    for p in problems:
        print(p)
    print(f"test_catalogues.py: {'FAIL' if problems else 'PASS'} ({len(extracted)} messages, "
          f"{len(catalogues)} catalogue(s))")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
