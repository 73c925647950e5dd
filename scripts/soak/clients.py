"""The soak's clients: spectators and scripted people, each a WebSocket that drops and comes back.

A client connects, audits every message it receives (audit.ConnectionAudit), and — for a
person's acting tab — answers its turn with a legal word chosen by its own seeded generator.
After a lifetime drawn from the same generator it drops, either cleanly (a close frame) or by
cutting the TCP connection, and connects again a moment later. When the server is killed its
connections end with the socket; each client then waits for the server to be back and
reconnects (to the new port if it changed).
"""

import asyncio
import random

from audit import ConnectionAudit
from roomclient.play import pick_word
from roomclient.wire import HandshakeRefused, Unreachable, WebSocket


class Client:
    def __init__(self, soak, record, name, seat=None, token=None, acts=False):
        self.soak, self.record, self.name = soak, record, name
        self.seat, self.token, self.acts = seat, token, acts
        self.rng = random.Random(f"{soak.seed}:client:{record.index}:{name}")
        self.away_on = False
        self.connections = 0
        self.last_generation = None
        self.ws = None

    def target(self):
        target = f"/ws?table={self.record.id}"
        return target + (f"&token={self.token}" if self.token else "")

    async def run(self):
        soak = self.soak
        while not soak.finished:
            await soak.server_up.wait()
            if soak.finished:
                return
            generation, port = soak.generation, soak.port
            try:
                ws = await WebSocket.connect(port, self.target())
            except Unreachable:
                await asyncio.sleep(0.2 + self.rng.random() * 0.3)
                continue
            except HandshakeRefused as e:
                self._refused(e, generation)
                await asyncio.sleep(1 + self.rng.random())
                continue
            if soak.generation != generation:
                # The server was killed while this connection was being made: it belongs to
                # no generation's record; start again with the restarted server.
                ws.abort()
                continue
            dropped = await self._session(ws, generation)
            if dropped:
                await asyncio.sleep(self.rng.random() * soak.mean_reconnect_s)

    def _refused(self, e, generation):
        stats = self.soak.stats
        stats.refused_handshakes[e.status] = stats.refused_handshakes.get(e.status, 0) + 1
        if e.status in (403, 404, 503) and generation == self.soak.generation:
            # An unknown token or table: lost in a restart; 503: a table whose changes could
            # not be saved has stopped.
            what = {403: "the seat's token refused", 404: "the table not found",
                    503: "the table stopped (503)"}[e.status]
            self.soak.violations.add(f"{what} after {self.soak.restarts} restart(s)",
                                     f"{self.record.name()} {self.name}: {e}")

    async def _session(self, ws, generation):
        soak, stats = self.soak, self.soak.stats
        self.ws = ws
        self.connections += 1
        stats.connections += 1
        if self.last_generation is not None and self.last_generation < generation:
            stats.reconnects_after_kill += 1
        self.last_generation = generation
        soak.open_sessions[generation] = soak.open_sessions.get(generation, 0) + 1
        audit = ConnectionAudit(self.record, self.seat, f"{self.name}#{self.connections}", generation,
                                soak.violations, stats)
        lifetime = self.rng.expovariate(1 / soak.mean_connection_s)
        self.dropped = False
        dropper = asyncio.get_running_loop().create_task(self._drop_later(ws, lifetime))
        handled_seq = -1
        try:
            if self.acts and self.away_on:
                await self._away(ws, False)
            while True:
                data = await ws.receive()
                if data is None:
                    break
                message = audit.feed(data)
                if message is None:
                    continue
                if message["type"] == "error":
                    words = " ".join(str(message.get("message", "")).split()[:2])
                    stats.errors[words] = stats.errors.get(words, 0) + 1
                elif (self.acts and message["type"] == "view" and "legal" in message
                      and message["seq"] > handled_seq):
                    handled_seq = message["seq"]
                    asyncio.get_running_loop().create_task(self._decide(ws, audit, message))
        finally:
            dropper.cancel()
            if not self.dropped and not soak.finished:
                # Closed by the server: 1006 when it was killed; 1008 would say this script
                # fell 512 messages behind (a loaded machine), which is allowed, not a violation.
                closes = stats.server_closes
                closes[ws.close_code] = closes.get(ws.close_code, 0) + 1
            soak.open_sessions[generation] -= 1
            if self.ws is ws:
                self.ws = None
        return self.dropped

    async def _drop_later(self, ws, lifetime):
        await asyncio.sleep(lifetime)
        while self.soak.calm and not self.soak.finished:
            await asyncio.sleep(1)  # the end's checks: stay connected
        if self.soak.finished:
            return
        self.soak.stats.drops += 1
        self.dropped = True
        if self.rng.random() < 0.5:
            # A clean close: what arrives until the server's close is audited as usual by the
            # session's loop (a server that never answers the close is cut off after a while).
            ws.send_close()
            await asyncio.sleep(30)
        ws.abort()  # a phone losing its signal

    async def _decide(self, ws, audit, view):
        """Answers the seat's turn after a short, seeded pause, unless the table moved on."""
        await asyncio.sleep(self.rng.random() * 0.3)
        if audit.latest is None or audit.latest["seq"] != view["seq"] or ws.close_code is not None:
            return
        legal = view["legal"]
        if self.rng.random() < 0.01 and not self.away_on:
            # Away for a while: the server plays the seat (and its decision timer runs) until
            # the person comes back.
            await self._away(ws, True)
            asyncio.get_running_loop().create_task(self._back_later(ws))
            return
        if legal[0].startswith("choose "):
            message = {"type": "choose", "game": self.rng.choice(legal).split()[1]}
        elif self.record.vying:
            cards = len(view["seats"][self.seat]["cards"]) if view["seats"][self.seat] else 0
            message = {"type": "act", "seq": view["seq"],
                       "action": pick_word(legal, self.rng, cards=cards, bet_rate=0.3)}
        else:
            message = {"type": "act", "seq": view["seq"], "action": self.rng.choice(legal)}
        if await ws.send(message):
            self.soak.stats.actions += 1

    async def _away(self, ws, on):
        if await ws.send({"type": "away", "on": on}):
            self.away_on = on
            if on:
                self.soak.stats.away += 1

    async def _back_later(self, ws):
        await asyncio.sleep(1 + self.rng.random() * 5)
        if self.away_on and self.ws is ws:
            await self._away(ws, False)  # else the next connection turns it off
