#!/usr/bin/python3
"""Three `cardroom serve` processes on one PostgreSQL database (docs/server.md "Several
processes", issue 36), on a PostgreSQL server this test starts for itself
(scripts/scratch-postgres).

A table is opened on each process, two people and a bot at each, and every lobby lists all three.
A request for a table at a process that does not serve it is redirected to the one that does.
Each table is played into the middle of a hand; then the process serving the first is killed
with SIGKILL. Another process takes that table over once the dead one's lease has lapsed,
restored from the journal: the same seq, hand, cards, pots and seat to act, each person's own
cards as before. The people reconnect where the table now is (as the web app does: they ask for
the table and connect where the answer came from) and the three hands are played to their end,
every view audited (no card of another seat, chips conserved), the ledgers balanced. Then a
second process is stopped with SIGTERM: it hands its tables over, and the last process serves
all three.

    /usr/bin/python3 tests/server/protocol/test_processes.py build/cardroom

Skipped (exit 77) where PostgreSQL is not installed, unless CARDROOM_REQUIRE_POSTGRES=1.
"""

import asyncio
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import (Server, Ws, check_same_table, check_seq_increasing,  # noqa: E402
                    check_vying_view, drive, log, main)
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import check, ledger_check, short  # noqa: E402

SCRATCH = os.path.join(HERE, "..", "..", "..", "scripts", "scratch-postgres")
PROCESSES = 3
SEATS = 3
STACK = 200
NAMES = {0: "Ann", 1: "Bo"}
PUBLIC = ("seq", "hand", "game", "dealer", "to_act", "pots", "log", "result")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_postgres():
    """The scratch server's folder and connection string; exits 77 where there is none."""
    folder = tempfile.mkdtemp(prefix="cardroom-processes-pg-")
    started = subprocess.run([SCRATCH, "start", folder], capture_output=True, text=True)
    if started.returncode == 3 and os.environ.get("CARDROOM_REQUIRE_POSTGRES") != "1":
        print(f"test_processes: SKIP: {started.stderr.strip()}", flush=True)
        os.rmdir(folder)
        sys.exit(77)
    check(started.returncode == 0, f"scratch-postgres start: {started.stderr.strip()}")
    return folder, started.stdout.strip()


def holder_port(servers, tid):
    """The port of the process serving `tid`, asked of the first living process and followed
    through its redirect (as fetch does in the page), or None while nobody serves it."""
    for server in servers:
        if not server.running():
            continue
        try:
            with urllib.request.urlopen(f"{server.base_url}/api/tables/{tid}", timeout=10) as answer:
                return int(answer.geturl().split("://", 1)[1].split("/", 1)[0].rsplit(":", 1)[1])
        except (urllib.error.URLError, ConnectionError):
            return None  # redirected to the dead process: its lease has not lapsed yet
    return None


async def wait_for_holder(servers, tid, not_port, what):
    started = time.monotonic()
    while True:
        port = holder_port(servers, tid)
        if port is not None and port != not_port:
            log(f"{what}: table {tid} served by :{port} after {time.monotonic() - started:.1f}s")
            return next(s for s in servers if s.port == port)
        check(time.monotonic() - started < 60, f"{what}: nobody took table {tid} over within 60 s")
        await asyncio.sleep(0.2)


def same_table(before, after, what):
    for key in PUBLIC:
        check(before[key] == after[key], f"{what}: {key} was {short(before[key], 300)} before, "
                                         f"{short(after[key], 300)} after")


class Table:
    """One table and the connections watching it."""

    def __init__(self, server, index):
        self.server = server
        answer = server.create_table({"name": f"Table {index}", "games": ["15-35", "7-27"],
                                      "seats": SEATS, "timer_s": 120, "pause_s": 600,
                                      "bots": [{"seat": 2, "kind": "heuristic"}]})
        self.id = answer["id"]
        self.tokens = {seat: server.sit(self.id, name, seat)[1] for seat, name in NAMES.items()}
        self.conns = []  # every connection it had, for the audits at the end
        self.spectator = None
        self.first = None
        self.humans = {}

    async def connect(self, server, label):
        self.server = server
        self.spectator = await Ws.connect(server, self.id, name=f"{self.id} spectator {label}")
        self.first = await self.spectator.first_view()  # before the people's connections show
        self.humans = {}
        for seat, token in self.tokens.items():
            self.humans[seat] = await Ws.connect(server, self.id, token, seat=seat,
                                                 name=f"{self.id} {NAMES[seat]} {label}")
            await self.humans[seat].first_view()
        self.conns += [self.spectator] + list(self.humans.values())

    async def close(self):
        for c in [self.spectator] + list(self.humans.values()):
            await c.close()


async def test(binary, tmp):
    folder, url = start_postgres()
    servers = []
    try:
        ports = [free_port() for _ in range(PROCESSES)]
        for port in ports:
            servers.append(Server(binary, tmp, db=url, port=port, threads=2,
                                  args=["--advertise", f"http://127.0.0.1:{port}"]).start())
        await play(servers)
    finally:
        for server in servers:
            if server.running():
                server.kill9()
        subprocess.run([SCRATCH, "stop", folder], capture_output=True)


async def play(servers):
    rng = random.Random(11)
    tables = [Table(server, i) for i, server in enumerate(servers)]

    # Every lobby lists every table (each process saves its entries as it renews its leases).
    deadline = time.monotonic() + 30
    for server in servers:
        while len(server.ok("GET", "/api/tables")) < PROCESSES:
            check(time.monotonic() < deadline, f"the lobby at :{server.port} lists "
                                               f"{short(server.ok('GET', '/api/tables'))}")
            await asyncio.sleep(0.2)
    # A request at a process that does not serve the table is redirected to the one that does.
    status, headers, body = servers[1].request_from("127.0.0.1", "POST", f"/api/tables/{tables[0].id}/seats",
                                                    {"name": "Cy"})
    check(status == 307 and headers.get("location") == f"{servers[0].base_url}/api/tables/{tables[0].id}/seats"
          and body.get("code") == "elsewhere",
          f"a seat asked of the wrong process answered {status} {headers.get('location')} {short(body)}")

    def decide(seat, view):
        legal = view["legal"]
        if legal[0].startswith("choose "):
            return {"type": "choose", "game": "15-35"}
        return pick_word(legal, rng, bet_rate=0.7, fold_rate=0)

    def mid_hand(v):
        return (v["hand"] == 1 and v["result"] is None and v["game"] is not None
                and sum(v["pots"]) > 3 and v["to_act"] in NAMES and len(v["log"]) >= 6)

    own_before = {}
    before = {}
    for t in tables:
        await t.connect(t.server, "before")
        before[t.id] = await drive(t.spectator, t.humans, decide, mid_hand, timeout=60)
        for seat, c in t.humans.items():
            own_before[(t.id, seat)] = await c.view_at_least(before[t.id]["seq"])

    # --- the first process killed mid-hand ----------------------------------------------------
    dead = tables[0]
    dead_port = servers[0].port
    log(f"killing :{dead_port} at seq {before[dead.id]['seq']} of table {dead.id}, "
        f"seat {before[dead.id]['to_act']} to act, pots {before[dead.id]['pots']}")
    servers[0].kill9()
    await dead.close()
    holder = await wait_for_holder(servers, dead.id, dead_port, "after kill -9")
    await dead.connect(holder, "after the kill")
    same_table(before[dead.id], dead.first, "the table taken over")
    for seat, c in dead.humans.items():
        mine, old = c.latest_view, own_before[(dead.id, seat)]
        check(mine["you"] == seat and mine["seats"][seat]["cards"] == old["seats"][seat]["cards"]
              and mine.get("legal") == old.get("legal"),
              f"{NAMES[seat]} after the takeover: you {mine['you']}, cards {mine['seats'][seat]['cards']} "
              f"(were {old['seats'][seat]['cards']}), legal {mine.get('legal')} (was {old.get('legal')})")

    # Every hand plays to its end, the taken-over one on its new process.
    for t in tables:
        end = await drive(t.spectator, t.humans, decide, lambda v: v["result"] is not None, timeout=60)
        for c in [t.spectator] + list(t.humans.values()):
            await c.view_at_least(end["seq"])
        check_same_table([t.spectator] + list(t.humans.values()), f"{t.id}: ")
        ledger = ledger_check(t.server.ok("GET", f"/api/tables/{t.id}/ledger"), f"{t.id}: ")
        nets = {n["seat"]: n["net"] for n in ledger["net"]}
        stacks = {i: s["stack"] for i, s in enumerate(end["seats"]) if s}
        check(nets == {i: s - STACK for i, s in stacks.items()},
              f"{t.id}: ledger nets {nets} do not match the stacks {stacks}")
        hands = t.server.ok("GET", f"/api/tables/{t.id}/hands?after=0")
        check([h["hand"] for h in hands] == [1] and hands[0]["result"] == end["result"],
              f"{t.id}: the history after the hand is {short(hands)}")

    # --- a second process stopped: it hands its tables over at once ------------------------
    leaving = next(s for s in servers[1:] if s is not holder)
    leaving_port = leaving.port
    moving = [t for t in tables if t.server is leaving]
    for t in moving:
        await t.close()
    shown = {t.id: t.server.ok("GET", f"/api/tables/{t.id}") for t in moving}
    leaving.stop()
    last = holder
    for t in moving:
        check(await wait_for_holder(servers, t.id, leaving_port, "after SIGTERM") is last,
              f"{t.id} is not served by the last process")
        await t.connect(last, "after the stop")
        after = last.ok("GET", f"/api/tables/{t.id}")
        for key in ("hands_played", "taken", "paused", "locked"):
            check(shown[t.id].get(key) == after.get(key),
                  f"{t.id} handed over: {key} was {short(shown[t.id].get(key))}, now {short(after.get(key))}")
    listing = last.ok("GET", "/api/tables")
    check(sorted(x["id"] for x in listing) == sorted(t.id for t in tables),
          f"the last process lists {short(listing)}")

    # The audits over every view any connection got: no other seat's cards, chips conserved.
    for t in tables:
        await t.close()
        for c in t.conns:
            for v in c.views:
                check_vying_view(v, SEATS, c.seat, c.name, total_chips=STACK * SEATS)
            check_seq_increasing(c)
    log(f"three processes: {len(tables)} tables, one taken over after kill -9, "
        f"{len(moving)} handed over at SIGTERM")


if __name__ == "__main__":
    main(test, timeout=300)
