"""The protocol tests' harness for `cardroom serve` (server-protocol.md): a server started and
stopped for a test, connections that record every message, the checks of views across
connections, and `main`. What the soak and the load test share with it (HTTP and WebSocket
framing, the protocol's keys, the ledger check, the card audit, choosing a word) is in
scripts/roomclient, which a test script puts on sys.path next to this folder.

Standard library plus `websockets` (Debian's python3-websockets 10.x, asyncio API) only; run
with /usr/bin/python3. Each test script does

    from client import main, Server, Ws, ...
    async def test(binary, tmp): ...
    if __name__ == "__main__": main(test)

`main` reads the binary from argv[1], makes a temporary directory, runs the test, and exits 0
on success, 1 with a clear message on failure. Every
Server started through `Server.start` is killed at the end, also on failure.
"""

import asyncio
import collections
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.error
import urllib.request

import websockets
import websockets.exceptions

from roomclient.audit import CARD_RE, HIDDEN
from roomclient.protocol import (REFUSAL_KEYS, SEAT_KEYS, refusal_problem, VIEW_KEYS, VIEW_OPTIONAL, VYING_GAMES, TestFailure, check, is_int,
                                 listening, short)
from roomclient.wire import HandshakeRefused, WebSocket, decode_body, opener, request


def log(*parts):
    print(*parts, flush=True)


# --- the server process -------------------------------------------------------------------------

_started = []  # every Server started, so main() can kill them whatever happens


class Server:
    """`args`: more flags for `cardroom serve` (limits, --access-log). `tls`: an ssl.SSLContext
    that trusts the server's certificate, for a server started with --tls-cert/--tls-key (in
    `args`): then HTTP goes over https:// and WebSockets over wss://."""

    def __init__(self, binary, workdir, db_name="cardroom.sqlite", threads=None, args=(), tls=None,
                 db=None, port=0):
        """`db`: a database to use instead of `db_name` in `workdir` (a PostgreSQL URL); `port`:
        the port to listen on (0: any free one, as the listening line says)."""
        self.binary = binary
        self.workdir = workdir
        self.db = db if db is not None else os.path.join(workdir, db_name)
        self.fixed_port = port
        self.threads = threads
        self.args = list(args)
        self.tls = tls
        self.proc = None
        self.port = None
        self.restored = None
        self.starts = 0
        self._opener = opener(tls)

    @property
    def base_url(self):
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.port}"

    def start(self, timeout=30):
        check(self.proc is None, "server already running")
        self.starts += 1
        which = f"{self.fixed_port}-" if self.fixed_port else ""  # several servers in one folder
        self.stderr_path = os.path.join(self.workdir, f"server-stderr-{which}{self.starts}.txt")
        command = [self.binary, "serve", "--port", str(self.fixed_port), "--db", self.db] + self.args
        if self.threads:
            command += ["--threads", str(self.threads)]
        with open(self.stderr_path, "wb") as err:
            self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=err,
                                         stdin=subprocess.DEVNULL, cwd=self.workdir)
        _started.append(self)
        line = self._first_line(timeout)
        found = listening(line)
        check(found and found.host == "127.0.0.1",
              f"the server's first line is not the listening line: {line!r}"
              f"\nstderr: {self.stderr_tail()}")
        self.port = found.port
        self.restored = found.restored
        check(found.db == self.db, f"listening line names db {found.db!r}, not {self.db!r}")
        deadline = time.monotonic() + timeout
        while True:
            status, body = self.http("GET", "/healthz")
            if status == 200:
                check(body == {"ok": True}, f"GET /healthz answered {body!r}, expected {{\"ok\": true}}")
                break
            check(time.monotonic() < deadline, f"GET /healthz never answered 200 (last {status})")
            time.sleep(0.05)
        return self

    def _first_line(self, timeout):
        deadline = time.monotonic() + timeout
        data = b""
        fd = self.proc.stdout.fileno()
        while b"\n" not in data:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TestFailure(f"the server printed no line within {timeout}s; stderr: {self.stderr_tail()}")
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 4096)
                if not chunk:
                    raise TestFailure(f"the server exited before listening (code {self.proc.wait()}); "
                                      f"stderr: {self.stderr_tail()}")
                data += chunk
        return data.split(b"\n", 1)[0].decode()

    def stderr_tail(self, chars=2000):
        try:
            with open(self.stderr_path, "rb") as f:
                text = f.read().decode(errors="replace")
            return text[-chars:] if text else "(empty)"
        except OSError:
            return "(none)"

    def running(self):
        return self.proc is not None and self.proc.poll() is None

    def stop(self):
        """SIGTERM, then SIGKILL if it lingers."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._forget()

    def kill9(self):
        check(self.running(), f"the server died on its own (code {self.proc and self.proc.poll()}); "
                              f"stderr: {self.stderr_tail()}")
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        self._forget()

    def _forget(self):
        if self.proc is not None and self.proc.stdout:
            self.proc.stdout.close()
        self.proc = None
        self.port = None

    # --- HTTP --------------------------------------------------------------------------------

    def http(self, method, path, body=None, token=None, raw=None, headers=None, timeout=30):
        """(status, parsed JSON body, or the text when it is not JSON). `body` is sent as JSON,
        `raw` as given (bytes or str)."""
        return request(f"{self.base_url}{path}", method, body=body, token=token, raw=raw,
                       headers=headers, timeout=timeout, via=self._opener)

    def request_from(self, source, method, path, body=None, headers=None, timeout=30):
        """(status, headers with lowercase names, parsed JSON body or the text) of one request
        on a connection of its own from the address `source` ("127.0.0.2": loopback has them
        all), so a test can act as several clients for the limits per address."""
        import http.client
        if self.tls is not None:
            conn = http.client.HTTPSConnection("127.0.0.1", self.port, timeout=timeout,
                                               source_address=(source, 0), context=self.tls)
        else:
            conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout,
                                              source_address=(source, 0))
        try:
            data = json.dumps(body).encode() if body is not None else None
            conn.request(method, path, body=data, headers=dict(headers or {}))
            response = conn.getresponse()
            payload = response.read()
            got = {k.lower(): v for k, v in response.getheaders()}
            return response.status, got, decode_body(payload)
        finally:
            conn.close()

    def text(self, method, path, timeout=30):
        """(status, body as text, Content-Type) of a download."""
        request = urllib.request.Request(f"{self.base_url}{path}", method=method)
        try:
            with self._opener.open(request, timeout=timeout) as response:
                return response.status, response.read().decode(), response.headers.get("Content-Type", "")
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode(errors="replace"), e.headers.get("Content-Type", "")

    def download(self, path, timeout=30):
        """(status, body as text, headers) of a GET download."""
        request = urllib.request.Request(f"{self.base_url}{path}", method="GET")
        with self._opener.open(request, timeout=timeout) as response:
            return response.status, response.read().decode(), response.headers

    def ok(self, method, path, body=None, token=None):
        status, answer = self.http(method, path, body=body, token=token)
        check(status == 200, f"{method} {path} {short(body) if body is not None else ''} answered "
                             f"{status} {short(answer)}, expected 200")
        return answer

    def refused(self, expected, method, path, body=None, token=None, raw=None, what=""):
        """Asserts an HTTP refusal: status in `expected` with a body {"error": "..."}."""
        expected = (expected,) if isinstance(expected, int) else tuple(expected)
        status, answer = self.http(method, path, body=body, token=token, raw=raw)
        sent = raw if raw is not None else (json.dumps(body) if body is not None else "")
        where = f"{what}: {method} {path} {short(sent, 200)}"
        check(status in expected, f"{where} answered {status} {short(answer)}, expected {expected}")
        problem = refusal_problem(answer, REFUSAL_KEYS)
        check(problem is None and isinstance(answer["error"], str) and answer["error"],
              f"{where} answered {status} with body {short(answer)} ({problem}), "
              f"expected {{\"error\": \"...\", \"code\": ..., \"values\": {{...}}}}")
        return status, answer["error"]

    def create_table(self, config):
        answer = self.ok("POST", "/api/tables", config)
        check(isinstance(answer, dict) and set(answer) == {"id", "host_token", "url"},
              f"POST /api/tables answered {short(answer)}: expected keys id, host_token, url")
        check(isinstance(answer["id"], str) and answer["id"], "table id is not a string")
        check(answer["url"] == "/t/" + answer["id"], f"url {answer['url']!r} is not /t/ID")
        check_token(answer["host_token"], "host_token")
        return answer

    def sit(self, table, name, seat=None):
        body = {"name": name} if seat is None else {"name": name, "seat": seat}
        answer = self.ok("POST", f"/api/tables/{table}/seats", body)
        check(isinstance(answer, dict) and set(answer) == {"seat", "token"},
              f"sit answered {short(answer)}: expected keys seat, token")
        check(is_int(answer["seat"]), f"seat {answer['seat']!r} is not an integer")
        if seat is not None:
            check(answer["seat"] == seat, f"asked for seat {seat}, got {answer['seat']}")
        check_token(answer["token"], f"token of {name}")
        return answer["seat"], answer["token"]

    def ws_url(self, table, token=None, host=None, lang=None):
        url = f"{'wss' if self.tls else 'ws'}://127.0.0.1:{self.port}/ws?table={table}"
        url += f"&token={token}" if token is not None else ""
        url += f"&lang={lang}" if lang is not None else ""
        return url + (f"&host={host}" if host is not None else "")


def check_token(token, what):
    check(isinstance(token, str) and re.fullmatch(r"[0-9a-f]{32}", token),
          f"{what} {token!r} is not 32 lowercase hex characters (128 bits)")


# --- WebSocket clients -----------------------------------------------------------------------

class Ws:
    """One WebSocket connection that records every message it receives, in order.

    `messages` holds every message as (text, parsed) and `views` the parsed views. A read cursor
    (`pos`) lets a test take messages one by one (`next_message`, `next_view`, `wait_for`)
    while every message stays recorded for checks over the whole run."""

    def __init__(self, name, ws, seat=None, lazy=False):
        self.name = name
        self.lazy = lazy  # store the text only; parse_all() later (keeps up with a fast table)
        self.ws = ws
        self.seat = seat  # the seat whose token opened it, None for a spectator
        self.messages = []  # (monotonic time, text, parsed or None)
        self.views = []
        self.pos = 0
        self.close_code = None
        self.closed = False
        self.bad_frames = []  # binary frames or text that is not JSON
        self._changed = asyncio.Event()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, server, table, token=None, name=None, seat=None, timeout=15, lazy=False,
                      host=None, local_addr=None, lang=None):
        """`local_addr`: the client's own address, e.g. ("127.0.0.2", 0), so that a test can be
        several clients apart for the limits per address. `lang`: the language of the log."""
        extra = {"ssl": server.tls} if server.tls is not None else {}
        if local_addr is not None:
            extra["local_addr"] = local_addr
        ws = await asyncio.wait_for(
            websockets.connect(server.ws_url(table, token, host, lang), max_queue=None, max_size=None,
                               ping_interval=None, compression=None, open_timeout=timeout,
                               close_timeout=5, **extra),
            timeout + 5)
        client = cls(name or (f"seat {seat}" if seat is not None else "spectator"), ws, seat, lazy)
        return client

    async def _read(self):
        try:
            async for text in self.ws:
                if self.lazy:
                    self.messages.append((time.monotonic(), text, None))
                    continue
                parsed = None
                if isinstance(text, str):
                    try:
                        parsed = json.loads(text)
                    except ValueError:
                        self.bad_frames.append(text)
                else:
                    self.bad_frames.append(text)
                    text = repr(text)
                self.messages.append((time.monotonic(), text, parsed))
                if isinstance(parsed, dict) and parsed.get("type") == "view":
                    self.views.append(parsed)
                self._changed.set()
        except websockets.exceptions.ConnectionClosed:
            pass
        finally:
            self.closed = True
            self.close_code = self.ws.close_code
            self._changed.set()

    async def _wait_change(self, deadline):
        left = deadline - time.monotonic()
        if left <= 0:
            return False
        self._changed.clear()
        try:
            await asyncio.wait_for(self._changed.wait(), left)
        except asyncio.TimeoutError:
            return False
        return True

    def parse_all(self):
        """Parses what a lazy connection stored (after it has closed)."""
        self.lazy = False
        parsed_messages, self.views = [], []
        for t, text, parsed in self.messages:
            if parsed is None and isinstance(text, str):
                try:
                    parsed = json.loads(text)
                except ValueError:
                    self.bad_frames.append(text)
            elif parsed is None:
                self.bad_frames.append(text)
                text = repr(text)
            parsed_messages.append((t, text, parsed))
            if isinstance(parsed, dict) and parsed.get("type") == "view":
                self.views.append(parsed)
        self.messages = parsed_messages

    @property
    def latest_view(self):
        return self.views[-1] if self.views else None

    def describe_last(self):
        return short(self.messages[-1][1]) if self.messages else "(no message yet)"

    async def wait_for(self, predicate, timeout=15, what="a matching message"):
        """Advances the cursor to the first message from it on (parsed) satisfying `predicate`
        and returns it (the cursor moves past it)."""
        deadline = time.monotonic() + timeout
        while True:
            while self.pos < len(self.messages):
                parsed = self.messages[self.pos][2]
                self.pos += 1
                if parsed is not None and predicate(parsed):
                    return parsed
            if self.closed:
                raise TestFailure(f"{self.name}: connection closed (code {self.close_code}) while "
                                  f"waiting for {what}; last message: {self.describe_last()}")
            if not await self._wait_change(deadline):
                raise TestFailure(f"{self.name}: no {what} within {timeout}s; last message: "
                                  f"{self.describe_last()}")

    async def next_message(self, timeout=15):
        return await self.wait_for(lambda m: True, timeout, "message")

    async def next_view(self, timeout=15):
        """The next message, which must be a view (an error here fails the test)."""
        message = await self.next_message(timeout)
        check(message.get("type") == "view", f"{self.name}: expected a view, got {short(message)}")
        return message

    async def view_at_least(self, seq, timeout=15):
        """Waits until a view with seq >= `seq` has arrived; returns the latest view."""
        deadline = time.monotonic() + timeout
        while not (self.views and self.views[-1]["seq"] >= seq):
            if self.closed:
                raise TestFailure(f"{self.name}: closed (code {self.close_code}) waiting for seq {seq}")
            if not await self._wait_change(deadline):
                raise TestFailure(f"{self.name}: no view with seq >= {seq} within {timeout}s; "
                                  f"last: {self.describe_last()}")
        self.pos = len(self.messages)
        return self.views[-1]

    async def first_view(self, timeout=15):
        deadline = time.monotonic() + timeout
        while not self.views:
            if self.closed:
                raise TestFailure(f"{self.name}: closed (code {self.close_code}) before its first view")
            if not await self._wait_change(deadline):
                raise TestFailure(f"{self.name}: no view within {timeout}s of connecting")
        return self.views[-1]

    async def quiet(self, seconds):
        """Asserts nothing arrives for `seconds`."""
        count = len(self.messages)
        await asyncio.sleep(seconds)
        if len(self.messages) != count:
            raise TestFailure(f"{self.name}: unexpected message(s): {short(self.messages[count][1])}")

    async def send(self, obj):
        await self.ws.send(json.dumps(obj))

    async def send_raw(self, data):
        await self.ws.send(data)

    async def act(self, word, seq=None):
        seq = self.latest_view["seq"] if seq is None else seq
        await self.send({"type": "act", "action": word, "seq": seq})

    async def choose(self, game, rules=None):
        message = {"type": "choose", "game": game}
        if rules is not None:
            message["rules"] = rules
        await self.send(message)

    async def away(self, on):
        await self.send({"type": "away", "on": on})

    async def close(self):
        try:
            await asyncio.wait_for(self.ws.close(), 10)
        except Exception:
            pass
        try:
            await asyncio.wait_for(self._reader, 10)
        except Exception:
            pass

    async def wait_closed(self, timeout=15):
        try:
            await asyncio.wait_for(asyncio.shield(self._reader), timeout)
        except asyncio.TimeoutError:
            raise TestFailure(f"{self.name}: still open after {timeout}s")
        return self.close_code


class RawWs(Ws):
    """A minimal WebSocket client on asyncio streams (roomclient.wire.WebSocket) that reads in
    large chunks and only stores the text it receives: fast enough to keep up with a table of
    bots playing at full speed (the websockets library spends much more per frame). The same
    recording as Ws; messages are parsed by parse_all() once it has closed."""

    def __init__(self, name, conn, seat=None):
        self.conn = conn
        self.ws = None
        super().__init__(name, None, seat, lazy=True)

    @classmethod
    async def connect(cls, server, table, token=None, name=None, seat=None, timeout=15):
        target = server.ws_url(table, token).split(f":{server.port}", 1)[1]
        try:
            conn = await WebSocket.connect(server.port, target, timeout, limit=1 << 22)
        except HandshakeRefused as e:
            raise TestFailure(str(e)) from None
        return cls(name or (f"seat {seat}" if seat is not None else "spectator"), conn, seat)

    async def _read(self):
        try:
            while (message := await self.conn.receive_message()) is not None:
                opcode, text = message
                if opcode != 2:
                    try:
                        text = text.decode()
                    except UnicodeDecodeError:  # not UTF-8: kept as bytes, a bad frame
                        pass
                self.messages.append((time.monotonic(), text, None))
                self._changed.set()
        finally:
            self.close_code = 1006 if self.conn.close_code is None else self.conn.close_code
            self.closed = True
            self._changed.set()
            self.conn.writer.close()

    async def send(self, obj):
        self.conn.send_frame(1, json.dumps(obj).encode())
        await self.conn.writer.drain()

    async def send_raw(self, data):
        self.conn.send_frame(1 if isinstance(data, str) else 2,
                             data.encode() if isinstance(data, str) else data)
        await self.conn.writer.drain()

    async def close(self):
        if not self.closed:
            self.conn.send_frame(8, (1000).to_bytes(2, "big"))
            try:
                await asyncio.wait_for(self._reader, 10)
            except Exception:
                self._reader.cancel()


async def handshake_status(server, table, token=None, host=None):
    """The HTTP status a WebSocket handshake gets (101 when it is accepted)."""
    try:
        ws = await websockets.connect(server.ws_url(table, token, host), open_timeout=10,
                                      compression=None, ping_interval=None)
    except websockets.exceptions.InvalidStatusCode as e:
        return e.status_code
    await ws.close()
    return 101


# --- views ---------------------------------------------------------------------------------

def check_vying_view(view, seats, you, where, total_chips=None):
    """Checks one vying view against server-protocol.md: keys and types, `you`, one entry per
    seat, `legal` only for the seat to act on its own connection, face-down cards of others
    hidden, folded hands empty to others, integer pots, `result` with pots paid. `total_chips`:
    when given, stacks plus pots must add up to it."""
    w = f"{where} seq {view.get('seq')}"
    check(isinstance(view, dict) and view.get("type") == "view", f"{w}: not a view: {short(view)}")
    missing = VIEW_KEYS - set(view)
    check(not missing, f"{w}: view lacks keys {sorted(missing)}: {short(view)}")
    extra = set(view) - VIEW_KEYS - VIEW_OPTIONAL
    check(not extra, f"{w}: view has keys the protocol does not name: {sorted(extra)}")
    check(("rebuy" in view) == (you is not None), f"{w}: rebuy present {'rebuy' in view} for you={you!r}")
    check("totals" not in view or (you is not None and len(view["totals"]) == 2),
          f"{w}: totals {view.get('totals')!r} for you={you!r}")
    check(is_int(view["seq"]) and view["seq"] >= 0, f"{w}: seq {view['seq']!r} is not an integer")
    check(view["you"] == you and (you is None or is_int(view["you"])),
          f"{w}: you is {view['you']!r}, expected {you!r}")
    for key in ("hand", "dealer", "to_act", "deadline_ms"):
        check(view[key] is None or is_int(view[key]), f"{w}: {key} {view[key]!r} is not an integer or null")
    for key in ("dealer", "to_act"):
        check(view[key] is None or 0 <= view[key] < seats, f"{w}: {key} {view[key]} is not a seat")
    check(view["deadline_ms"] is None or view["deadline_ms"] >= 0, f"{w}: negative deadline_ms")
    check(view["game"] is None or view["game"] in VYING_GAMES, f"{w}: game {view['game']!r}")
    check(isinstance(view["log"], list) and all(isinstance(x, str) for x in view["log"]),
          f"{w}: log is not a list of strings")
    check(isinstance(view["pots"], list) and all(is_int(p) and p >= 0 for p in view["pots"]),
          f"{w}: pots {view['pots']!r} are not integers")
    check(view["result"] is None or isinstance(view["result"], dict), f"{w}: result {view['result']!r}")
    to_act = view["to_act"]
    # legal: present only for the seat to act, on its own connections, while the table is not
    # paused by its host (then nothing is legal).
    if view["paused"]:
        check("legal" not in view, f"{w}: the table is paused but the view has legal: {short(view)}")
    elif you is not None and to_act == you:
        check("legal" in view, f"{w}: seat {you} is to act but its view has no legal: {short(view)}")
    else:
        check("legal" not in view, f"{w}: legal present on the connection of {you!r} while "
                                   f"to_act is {to_act!r}: {short(view)}")
    if "legal" in view:
        legal = view["legal"]
        check(isinstance(legal, list) and legal and all(isinstance(x, str) for x in legal),
              f"{w}: legal {legal!r} is not a non-empty list of words")
    if view["game"] is None and to_act is not None:
        # dealer's choice: the dealer is asked
        check(view["dealer"] == to_act, f"{w}: game null, to_act {to_act} but dealer {view['dealer']}")
        if "legal" in view:
            check(all(x.startswith("choose ") for x in view["legal"]),
                  f"{w}: the dealer's legal words are not choose words: {view['legal']}")
    check(isinstance(view["seats"], list) and len(view["seats"]) == seats,
          f"{w}: seats has {len(view['seats']) if isinstance(view['seats'], list) else '?'} entries, "
          f"expected {seats}")
    in_progress = view["hand"] is not None and view["result"] is None and view["game"] is not None
    real_cards = []
    shown = view["result"].get("shown", {}) if isinstance(view["result"], dict) else {}
    for i, s in enumerate(view["seats"]):
        if s is None:
            continue
        ws = f"{w} seat {i}"
        check(isinstance(s, dict), f"{ws}: entry {s!r}")
        check(set(s) == SEAT_KEYS, f"{ws}: keys {sorted(s)} (expected {sorted(SEAT_KEYS)})")
        check(isinstance(s["name"], str) and s["name"], f"{ws}: name {s['name']!r}")
        check(is_int(s["stack"]) and s["stack"] >= 0, f"{ws}: stack {s['stack']!r}")
        for key in ("in_hand", "frozen", "away", "connected"):
            check(isinstance(s[key], bool), f"{ws}: {key} {s[key]!r} is not a boolean")
        cards, up = s["cards"], s["up"]
        check(isinstance(cards, list) and isinstance(up, list) and len(cards) == len(up),
              f"{ws}: cards {cards!r} and up {up!r} differ in length")
        check(all(isinstance(x, bool) for x in up), f"{ws}: up {up!r} not booleans")
        # Once the hand is over, the hands shown at the showdown (result.shown) are public:
        # their cards appear in full, face up.
        revealed = isinstance(shown.get(str(i)), list) and cards == shown[str(i)]
        for card, is_up in zip(cards, up):
            check(isinstance(card, str), f"{ws}: card {card!r}")
            if i == you or is_up or revealed:
                check(CARD_RE.match(card), f"{ws}: card {card!r} should be a card code "
                                           f"({'own' if i == you else 'face up'})")
                # A hand its owner folded stays on the owner's screen, but its cards went to
                # the discards, which a 7-27 stock that runs out is made from again.
                if not (i == you and not s["in_hand"]):
                    real_cards.append(card)
            else:
                check(card == HIDDEN, f"LEAK {ws}: face-down card {card!r} of seat {i} shown to "
                                      f"{'spectator' if you is None else 'seat %d' % you}")
        if i != you and not s["in_hand"]:
            check(cards == [], f"{ws}: a seat not in the hand (folded) shows {cards!r} to others")
    check(len(real_cards) == len(set(real_cards)), f"{w}: a card appears twice: {real_cards}")
    if view["result"] is not None:
        result = view["result"]
        check(view["pots"] == [], f"{w}: result shown but pots {view['pots']} (expected [])")
        check(view["to_act"] is None or view["game"] is None,
              f"{w}: result shown while seat {view['to_act']} is to act in a hand")
        check("payouts" in result and isinstance(result["payouts"], list)
              and all(is_int(x) for x in result["payouts"]), f"{w}: result has no integer payouts: "
                                                              f"{short(result)}")
        check(isinstance(result.get("shown"), dict), f"{w}: result.shown missing: {short(result)}")
        for key, shown in result["shown"].items():
            check(re.fullmatch(r"\d+", key) and int(key) < seats, f"{w}: result.shown key {key!r}")
            check(isinstance(shown, list) and all(isinstance(c, str) and CARD_RE.match(c) for c in shown),
                  f"{w}: result.shown[{key}] = {shown!r}")
    elif in_progress:
        check(view["pots"] and sum(view["pots"]) > 0, f"{w}: a hand in progress with pots {view['pots']}")
        check(to_act is not None and view["seats"][to_act] is not None,
              f"{w}: a hand in progress with to_act {to_act!r}")
    if total_chips is not None:
        chips = sum(s["stack"] for s in view["seats"] if s) + sum(view["pots"])
        check(chips == total_chips, f"{w}: stacks + pots = {chips}, expected {total_chips} "
                                    f"(chips not conserved): stacks "
                                    f"{[s and s['stack'] for s in view['seats']]} pots {view['pots']}")


_deferred = []  # failures noted to report at the end, once every other check has run


def defer_failure(message):
    """A failure that does not stop the test: reported (and failing it) at the end, so one
    server bug does not hide what the rest of the test would find."""
    if message not in _deferred:
        _deferred.append(message)


def check_seq_increasing(client):
    """Views come "on connecting and after every change", and every change raises seq: on one
    connection seq strictly increases (a view sent twice for one change fails too). A deferred
    failure (see defer_failure)."""
    views = client.views
    for i, (a, b) in enumerate(zip(views, views[1:])):
        if b["seq"] > a["seq"]:
            continue
        if a == b:
            what = ("the same view twice (SERVER BUG: a connection opened while a change was being "
                    "saved gets the view from the broadcast and again from its own welcome)")
        else:
            what = "a different view with the same seq" if a["seq"] == b["seq"] else "seq going back"
        defer_failure(f"{client.name}: view {i + 1} has seq {a['seq']}, view {i + 2} seq {b['seq']}: "
                      f"{what}; every view after the first must follow a change, and seq must increase")
        return


def check_same_table(views_by_conn, where=""):
    """Views of the same seq on different connections agree on everything public: for every
    seat the number of cards, the up flags and the face-up cards; stacks, pots, to_act, log,
    result. Each owner's own view has its real cards where others have "??"."""
    by_seq = {}
    for client in views_by_conn:
        for v in client.views:
            by_seq.setdefault(v["seq"], []).append((client, v))
    public = ("hand", "game", "dealer", "to_act", "pots", "log", "result")
    for seq, items in by_seq.items():
        first_client, first = items[0]
        for client, v in items[1:]:
            for key in public:
                check(v[key] == first[key], f"{where}seq {seq}: {key} differs between "
                                            f"{first_client.name} ({short(first[key], 200)}) and "
                                            f"{client.name} ({short(v[key], 200)})")
            for i, (a, b) in enumerate(zip(first["seats"], v["seats"])):
                check((a is None) == (b is None), f"{where}seq {seq}: seat {i} empty on one connection only")
                if a is None:
                    continue
                for key in ("name", "stack", "in_hand", "frozen", "away", "connected"):
                    check(a[key] == b[key], f"{where}seq {seq} seat {i}: {key} differs between "
                                            f"{first_client.name} and {client.name}")
                # A folded hand is [] to others but still the owner's: compare only when both show it.
                if a["cards"] and b["cards"]:
                    check(len(a["cards"]) == len(b["cards"]) and a["up"] == b["up"],
                          f"{where}seq {seq} seat {i}: cards/up differ between {first_client.name} "
                          f"{a['cards']}/{a['up']} and {client.name} {b['cards']}/{b['up']}")
                    for ca, cb, u in zip(a["cards"], b["cards"], a["up"]):
                        if u:
                            check(ca == cb, f"{where}seq {seq} seat {i}: face-up card {ca} vs {cb}")
                        elif HIDDEN not in (ca, cb):
                            check(ca == cb, f"{where}seq {seq} seat {i}: face-down card {ca} vs {cb}")
                elif a["in_hand"]:
                    check(a["cards"] == b["cards"], f"{where}seq {seq} seat {i}: in the hand but its "
                                                    f"cards show on one connection only")


def check_hand_end(before, after, where=""):
    """`after` is the first view showing a hand's result and `before` the view before it (the
    hand's last action came between them): pots [] and every seat's stack is what it had plus
    its payout (minus, for the seat that made the last action, what that action put in).
    Returns the payouts."""
    w = f"{where}seq {after['seq']}"
    check(after["pots"] == [], f"{w}: result shown with pots {after['pots']}")
    payouts = after["result"]["payouts"]
    check(len(payouts) == len(after["seats"]), f"{w}: {len(payouts)} payouts for {len(after['seats'])} seats")
    check(all(is_int(p) and p >= 0 for p in payouts), f"{w}: payouts {payouts}")
    extra = sum(payouts) - sum(before["pots"])  # chips the hand's last action put in
    check(extra >= 0, f"{w}: payouts {payouts} pay less than the pots {before['pots']}")
    last = before["to_act"]
    for i, (b, a) in enumerate(zip(before["seats"], after["seats"])):
        if a is None or b is None:
            continue
        expected = b["stack"] + payouts[i] - (extra if i == last else 0)
        check(a["stack"] == expected,
              f"{w}: seat {i} has {a['stack']} after the hand, expected {b['stack']} + payout "
              f"{payouts[i]}{f' - {extra}' if i == last else ''} = {expected}")
    return payouts


# --- playing -------------------------------------------------------------------------------

# The messages a second drive() sends on one connection at most: under the server's default limit
# (20 a second, docs/server.md "Limits"), which a seat acting as fast as a fast machine's bots let
# it would pass, and have its action refused.
DRIVE_PACE = 12


async def send_paced(conn, message):
    """Sends `message` on `conn` once that keeps it within DRIVE_PACE messages a second."""
    sent = conn.__dict__.setdefault("_paced_sends", collections.deque())
    while True:
        now = time.monotonic()
        while sent and now - sent[0] >= 1.0:
            sent.popleft()
        if len(sent) < DRIVE_PACE:
            break
        await asyncio.sleep(1.0 - (now - sent[0]) + 0.01)
    sent.append(now)
    await conn.send(message)


async def drive(spectator, humans, decide, until, timeout=90, stall=20):
    """Plays the humans' turns until `until(view)` holds for the spectator's latest view.

    `humans` maps seat -> Ws (the seat's own connection). Whenever the spectator's latest view
    has a human (not away) to act, the seat's own connection is awaited at that seq and
    `decide(seat, own_view)` gives a message dict to send on it (or a word to `act`). Bots and
    seats away play themselves; a table that stops changing for `stall` seconds while nobody
    here is to act fails the test."""
    deadline = time.monotonic() + timeout
    handled = -1
    while True:
        view = await spectator.first_view()
        if until(view):
            return view
        check(time.monotonic() < deadline, f"drive: gave up after {timeout}s at {short(view)}")
        seat = view["to_act"]
        human = (seat is not None and seat in humans and view["seats"][seat] is not None
                 and not view["seats"][seat]["away"])
        if human and view["seq"] != handled:
            own = await humans[seat].view_at_least(view["seq"])
            if own["seq"] != view["seq"]:
                # The table changed meanwhile without anyone's action (a connection opened or
                # closed: presence) and the seat's connection heard of it first: look again once
                # the spectator has too, rather than act on a view the spectator has not seen.
                await spectator.view_at_least(own["seq"], stall)
                continue
            message = decide(seat, own)
            if isinstance(message, str):
                message = {"type": "act", "action": message, "seq": own["seq"]}
            handled = view["seq"]
            await send_paced(humans[seat], message)
            # The seat's own connection gets the change, or the error refusing it. Errors echo
            # the seq they refuse, so one answering an earlier message is not taken for this one.
            sent_seq = message.get("seq")
            nxt = await humans[seat].wait_for(
                lambda m: m.get("type") == "error" and m.get("seq") == sent_seq
                or m.get("type") == "view" and m["seq"] > view["seq"],
                stall, f"a change after {short(message)}")
            if nxt.get("type") == "error" and nxt.get("message", "").startswith("stale"):
                # Presence (a connection opened or closed) moved the table on between our view
                # and our act: nothing was played, so look again at the newer view.
                handled = -1
                continue
            check(nxt.get("type") == "view", f"drive: seat {seat} sent {short(message)} at "
                                             f"{short(own)} and got {short(nxt)}")
            await spectator.view_at_least(nxt["seq"], stall)
        else:
            await spectator.view_at_least(view["seq"] + 1, stall)


# --- running a test ------------------------------------------------------------------------

def main(test, timeout=300):
    """Runs `async test(binary, tmpdir)` and exits: 0 passed, 1 failed, 77 skipped."""
    if len(sys.argv) < 2:
        print(f"usage: {sys.argv[0]} /path/to/cardroom", file=sys.stderr)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1])
    name = os.path.basename(sys.argv[0])
    if not os.access(binary, os.X_OK):
        print(f"{name}: FAIL: {binary} is not an executable", file=sys.stderr)
        sys.exit(1)
    tmp = tempfile.mkdtemp(prefix="cardroom-protocol-")
    started = time.monotonic()
    code = 0
    try:
        asyncio.run(asyncio.wait_for(test(binary, tmp), timeout))
        if _deferred:
            raise TestFailure(f"{len(_deferred)} failure(s) noted along the way:\n  "
                              + "\n  ".join(_deferred))
        print(f"{name}: PASS ({time.monotonic() - started:.1f}s)", flush=True)
    except (TestFailure, AssertionError) as e:
        print(f"{name}: FAIL: {e}", file=sys.stderr, flush=True)
        if _deferred and not str(e).endswith("\n  ".join(_deferred)):
            print("  also noted before that:\n  " + "\n  ".join(_deferred), file=sys.stderr)
        traceback.print_exc(limit=6)
        code = 1
    except asyncio.TimeoutError:
        print(f"{name}: FAIL: the test did not finish within {timeout}s", file=sys.stderr)
        traceback.print_exc(limit=6)
        code = 1
    except Exception as e:  # a crash of the test itself, or the server refusing connections
        print(f"{name}: FAIL: {type(e).__name__}: {e}", file=sys.stderr)
        traceback.print_exc()
        code = 1
    finally:
        for server in _started:
            if server.proc is not None and server.proc.poll() is None:
                if code == 1:
                    print(f"server stderr (port {server.port}): {server.stderr_tail()}", file=sys.stderr)
                server.proc.kill()
                server.proc.wait()
            elif server.proc is not None and code == 1:
                print(f"the server had exited with {server.proc.returncode}; stderr: "
                      f"{server.stderr_tail()}", file=sys.stderr)
        if code == 0 or not os.environ.get("KEEP_TMP"):
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"kept {tmp}", file=sys.stderr)
    sys.exit(code)
