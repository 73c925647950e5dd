#!/usr/bin/python3
"""Writes the seed corpora of the fuzz targets (fuzz/corpus/TARGET/) from the project's own
inputs: the spec examples and golden records of tests/data, the bodies and messages of
docs/server.md and the protocol tests, and a few hand-made cases. Run it again after adding
records; the files it writes are small and committed (scripts/fuzz copies them into
build-fuzz/ before a run, so the fuzzers' finds do not land in the repository).

Some targets read a selector byte first (fuzz/*.cpp say which): the seeds carry it."""
import glob
import hashlib
import json
import os
import random
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "fuzz", "corpus")


def load(pattern):
    for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
        with open(path) as f:
            yield os.path.splitext(os.path.basename(path))[0], json.load(f)


corpora = {}


def seed(target, name, data):
    if isinstance(data, str):
        data = data.encode()
    corpora.setdefault(target, {})[name] = data


def js(value):
    return json.dumps(value, separators=(", ", ": "))


examples = list(load("tests/data/spec-examples/*.json")) + list(load("tests/data/golden/vying/*.json"))
vying_records = [(n, e["input"]) for n, e in examples
                 if e.get("command") == "cardroom replay" and e["input"].get("game") not in ("five-three-five", "535")]
five35_records = [(n, e["input"]) for n, e in examples
                  if e.get("command") == "cardroom replay" and e["input"].get("game") in ("five-three-five", "535")]
showdowns = [(n, e["input"]) for n, e in examples if e.get("command") == "cardroom showdown"]

# --- showdown, records ---------------------------------------------------------------------
for name, record in showdowns:
    seed("showdown", name, js(record))
for name, record in vying_records:
    seed("vying_record", name, js(record))
seed("vying_record", "seeded", js({"game": "15-35", "stacks": [50, 50, 50], "seed": 7, "actions": ["stand", "stand"]}))
for name, record in five35_records:
    seed("five35_record", name, js(record))
seed("five35_record", "seeded-4p", js({"game": "535", "players": 4, "dealer": 1, "seed": 3,
                                       "actions": ["lead 1", "pass", "pass", "pass"]}))
seed("five35_record", "second-round", js({"game": "535", "players": 2, "dealer": 0, "seed": 9, "round": 2,
                                          "scores": [3, 5], "rules": {"rule_of_eight": "source-list"}}))

# --- cards (selector: 0 a card word, 1 a JSON list of cards, 2 a 535 deck then a player byte)
for word in ["As", "td", "10h", "Kc", "??", "1s", "10", "AS", "qH"]:
    seed("cards", "word-" + word.replace("?", "q"), bytes([0]) + word.encode())
for name, record in vying_records[:6]:
    if "deck" in record:
        seed("cards", "list-" + name, bytes([1]) + js(record["deck"]).encode())
for name, record in five35_records:
    if "deck" in record:
        seed("cards", "535-" + name, bytes([2, record["players"] - 2]) + js(record["deck"]).encode())

# --- rules (selector: 0 7-27, 1 15-35, 2 535 as JSON; 3-5 the same as key=value lines) ------
for name, record in vying_records:
    if record.get("rules"):
        family = 0 if record["game"] in ("7-27", "seven-twenty-seven") else 1
        seed("rules", "json-" + name, bytes([family]) + js(record["rules"]).encode())
seed("rules", "json-targets", bytes([1]) + b'{"targets": [14.5, 30], "betting": {"structure": "pot-limit", "ante": 2}}')
seed("rules", "json-535", bytes([2]) + b'{"card_points": {"8": 5, "15": 4}, "rule_of_eight": "off", "two_player_rounds": 0}')
seed("rules", "pairs-727", bytes([3]) + b"nearness=over-is-bust\nbetting.structure=no-limit\nante=2")
seed("rules", "pairs-1535", bytes([4]) + b"targets=[15,35]\nshowdown=declare-sequential\ninitial_offer=false")
seed("rules", "pairs-535", bytes([5]) + b"rule_of_eight=source-list\ntarget_score=30\ncard_points={\"1\": 2}")

# --- action words (selector: 0 vying, 1 Five Three Five) ------------------------------------
words = set()
for _, record in vying_records:
    words.update(a for a in record.get("actions", []) if isinstance(a, str))
for word in sorted(words) + ["expose 10d", "declare both", "raise 3", "all-in"]:
    seed("action_words", "vying-" + word.replace(" ", "_"), bytes([0]) + word.encode())
words = set()
for _, record in five35_records:
    words.update(a for a in record.get("actions", []) if isinstance(a, str))
for word in sorted(words) + ["overwrite 7 7", "add 2 5", "pass", "lead 13 14 15"]:
    seed("action_words", "535-" + word.replace(" ", "_"), bytes([1]) + word.encode())

# --- table configs (selector: 0 new table, 1 change a vying table, 2 change a 535 table,
#     3 sit, 4 pause, 5 no body, 6 rebuy chips, 7 rebuy answer, 8 settings) ------------------
tables = [
    {"name": "Friday", "games": ["15-35", "7-27"], "seats": 6, "stack": 200,
     "rules": {"7-27": {"pictures": "half-or-ten"}}, "betting": {"ante": 2}},
    {"games": ["535"], "seats": 4, "rules": {"535": {"rule_of_eight": "off"}},
     "bots": [{"seat": 1, "kind": "heuristic"}, {"seat": 2, "kind": "random"}]},
    {"name": "Bots", "games": ["7-27"], "seats": 3, "timer_s": 0, "pause_s": 0, "max_buy_in": 400,
     "approve_rebuys": True, "spectator_chat": True, "time_bank_s": 30, "time_bank_add_s": 5,
     "time_bank_every": 4, "hints": True, "bots": [{"seat": 0, "kind": "montecarlo:samples=20"}]},
]
for i, body in enumerate(tables):
    seed("table_config", f"new-{i}", bytes([0]) + js(body).encode())
seed("table_config", "change-stakes", bytes([1]) + b'{"stakes": {"structure": "fixed-limit", "min": 2, "max": 4}, "timer_s": 20}')
seed("table_config", "change-games", bytes([1]) + b'{"games": ["7-27"], "rules": {"seven-twenty-seven": {"nearness": "nearest"}}}')
seed("table_config", "change-535", bytes([2]) + b'{"rules": {"535": {"target_score": 40}}, "hints": true}')
for selector, body in [(3, '{"name": "Ann", "seat": 2}'), (4, '{"now": true}'), (5, "{}"),
                       (6, '{"chips": 150}'), (7, '{"approve": false}'), (8, '{"pause_s": 3}')]:
    seed("table_config", f"body-{selector}", bytes([selector]) + body.encode())

# --- client messages ------------------------------------------------------------------------
for i, message in enumerate([
        {"type": "act", "action": "raise 3", "seq": 12}, {"type": "act", "action": "lead 5 5"},
        {"type": "choose", "game": "7-27", "rules": {"nearness": "over-is-bust"}},
        {"type": "away", "on": True}, {"type": "chat", "text": "nice hand \u00e9"}]):
    seed("client_message", f"message-{i}", js(message))

# --- the room's HTTP (selector: 0 a vying table, 1 a Five Three Five table) -----------------
def req(method, target, body="", token=None, keep=True, extra=""):
    head = f"{method} {target} HTTP/1.1\r\nHost: fuzz\r\n"
    if token:
        head += f"Authorization: Bearer {token}\r\n"
    if not keep:
        head += "Connection: close\r\n"
    head += extra
    if body or method in ("POST", "PATCH"):
        head += f"Content-Type: application/json\r\nContent-Length: {len(body.encode())}\r\n"
    return head + "\r\n" + body


streams = {
    "list-and-rules": req("GET", "/api/tables") + req("GET", "/api/rules") + req("GET", "/healthz", keep=False),
    "open-and-sit": req("POST", "/api/tables", js(tables[0])) + req("POST", "/api/tables/$ID/seats", '{"name": "Bo"}'),
    "host": req("PATCH", "/api/tables/$ID", '{"timer_s": 10, "hints": true}', "$HOST")
    + req("POST", "/api/tables/$ID/pause", '{"now": true}', "$HOST")
    + req("POST", "/api/tables/$ID/resume", "", "$HOST")
    + req("POST", "/api/tables/$ID/lock", "", "$HOST") + req("POST", "/api/tables/$ID/unlock", "{}", "$HOST"),
    "player": req("GET", "/api/tables/$ID/advice?seat=0", token="$SEAT")
    + req("POST", "/api/tables/$ID/seats/0/rebuy", '{"chips": 10}', "$SEAT")
    + req("POST", "/api/tables/$ID/rebuys/1", '{"approve": true}', "$HOST")
    + req("DELETE", "/api/tables/$ID/seats/0", token="$SEAT"),
    "history": req("GET", "/api/tables/$ID/hands?after=0") + req("GET", "/api/tables/$ID/hands/1/replay")
    + req("GET", "/api/tables/$ID/ledger") + req("GET", "/api/tables/$ID/ledger.csv")
    + req("GET", "/api/tables/$ID/hands.jsonl"),
    "web": req("GET", "/") + req("GET", "/t/$ID") + req("GET", "/assets/app.js") + req("GET", "/assets/../../secret.txt")
    + req("HEAD", "/index.html"),
    "chunked": "POST /api/tables/$ID/seats HTTP/1.1\r\nHost: f\r\nTransfer-Encoding: chunked\r\n\r\n"
    "5\r\n{\"nam\r\n9\r\ne\": \"Cy\"}\r\n0\r\n\r\n",
}
ws = ("GET /ws?table=$ID&token=$SEAT HTTP/1.1\r\nHost: fuzz\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
      "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
streams["ws-seat"] = ws + "\n".join([js({"type": "chat", "text": "hi"}), js({"type": "act", "action": "check"}),
                                     js({"type": "act", "action": "lead 1"}), js({"type": "away", "on": True}),
                                     js({"type": "choose", "game": "15-35"})])
streams["ws-host"] = ws.replace("token=$SEAT", "host=$HOST") + js({"type": "chat", "text": "host here"})
for name, stream in streams.items():
    for selector in (0, 1):
        seed("http_room", f"{name}-{selector}", bytes([selector]) + stream.encode())

# --- what the fuzzers found (docs/testing.md), kept as seeds ---------------------------------
seed("cards", "found-number-beyond-a-double", bytes([2, 0]) + b"[1, 1, 2, 2, 3, 3, 5, 4, 1e3085, 4, 8, 4]")
seed("client_message", "found-seq-written-as-float", '{"type": "act", "action": "x", "seq": 3.0}')
for selector in (0, 1):
    seed("http_room", f"found-ws-table-not-utf8-{selector}",
         bytes([selector]) + ws.replace("table=$ID&token=$SEAT", "table=%FF%FE&token=x").encode())
    seed("http_room", f"found-query-not-utf8-{selector}",
         bytes([selector]) + req("GET", "/api/tables/$ID/advice?seat=%C3", token="$SEAT").encode())
    seed("http_room", f"found-message-cut-character-{selector}", bytes([selector]) + ws.encode() + "é".encode())

# --- differential targets: random bytes, of a few lengths -----------------------------------
rng = random.Random(535)
for target in ("vying_differential", "five35_differential"):
    for i, length in enumerate([8, 16, 32, 64, 128, 256, 512, 1024]):
        seed(target, f"random-{i}", bytes(rng.randrange(256) for _ in range(length)))

for target, files in sorted(corpora.items()):
    folder = os.path.join(OUT, target)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for name, data in files.items():
        safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)[:80]
        with open(os.path.join(folder, safe), "wb") as f:
            f.write(data)
    print(f"{target}: {len(files)} seeds", file=sys.stderr)
