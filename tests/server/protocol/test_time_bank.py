#!/usr/bin/python3
"""A time bank running when the server restarts goes on from what was left of it, not from full
(docs/server.md, "Time bank"): after a stop (SIGTERM) the server records what was left; after a
kill -9 the time since the bank started counts as used.

Two people at a table with a 1-second decision timer: the first decision's timer runs out and
the seat goes on its 30-second bank. The test waits until more than a second of the bank has
gone (time only makes the bank smaller, so the checks hold on any machine), stops the server and
starts it again: the bank is still running, below what it was when seen last. Then the same
across a kill -9.

    /usr/bin/python3 tests/server/protocol/test_time_bank.py build/cardroom
"""

import asyncio
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, log, main  # noqa: E402
from roomclient.protocol import check, short  # noqa: E402

BANK_MS = 30_000


async def bank_view(server, tid, token, seat):
    """The view once the awaited seat is on its bank: (seat to act, its bank left in ms)."""
    conn = await Ws.connect(server, tid, token, seat=seat, name=f"seat {seat}")
    view = await conn.wait_for(lambda m: m.get("type") == "view" and m.get("time_bank") is True,
                               timeout=30, what="a seat on its time bank")
    await conn.close()
    to_act = view["to_act"]
    return to_act, view["seats"][to_act]["time_bank_ms"]


async def test(binary, tmp):
    server = Server(binary, tmp).start()
    table = server.create_table({"name": "Bank", "games": ["7-27"], "seats": 2, "timer_s": 1,
                                 "time_bank_s": BANK_MS // 1000})
    tid = table["id"]
    _, ann = server.sit(tid, "Ann", 0)
    _, bo = server.sit(tid, "Bo", 1)

    to_act, left = await bank_view(server, tid, ann, 0)
    log(f"seat {to_act} on its bank: {left} ms")
    check(0 < left <= BANK_MS, f"the bank when it runs: {left}")
    async def restarted(how, stop, token, seat, before):
        """More than a second of the bank goes (it only goes down), the server goes down `how`
        and comes back: the same seat is on its bank, which kept going down. Returns what is left."""
        await asyncio.sleep(1.5)
        log(f"{how} and start again")
        stop()
        server.start()
        again, after = await bank_view(server, tid, token, seat)
        log(f"after {how}: seat {again}, {after} ms")
        check(again == to_act, f"the same seat is to act after {how} ({to_act} -> {again})")
        check(after <= before - 1000, f"{how} gave the bank back: {before} ms before, {after} after")
        return after

    after_stop = await restarted("stop (SIGTERM)", server.stop, ann, 0, left)
    await restarted("kill -9", server.kill9, bo, 1, after_stop)
    server.stop()


if __name__ == "__main__":
    main(test, timeout=120)
