#!/usr/bin/python3
"""Connections that stop reading (docs/server.md "Limits"): what the server holds for them is
bounded, whatever the size of the views, and nobody else notices.

Two clients open a WebSocket on a table of bots playing flat out, with a receive buffer of 4 KiB,
and then never read:
- at a table of two seats the views are small, so the 512th message waiting closes the
  connection (1008, "512 messages unread" in the access log);
- at a table of eight seats the views are about 2.5 KB each, so the queue reaches 1 MiB before
  it holds 512 of them (1008, "1048576 bytes unread").
Then both tables play on, a spectator who reads at a third table is still there, and the server
answers as before. Nothing here races the clock: the tables play until the log says what is
looked for (at most a minute), however slow the machine.

    /usr/bin/python3 tests/server/protocol/test_slow_readers.py build/cardroom
"""

import asyncio
import os
import socket
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, log, main  # noqa: E402
from roomclient.protocol import check  # noqa: E402
from roomclient.wire import handshake_request  # noqa: E402

# Deep stacks, so that nobody goes broke and the flat-out tables play for as long as the test needs.
STACK = 1000000
CALM = {"name": "Calm", "games": ["7-27"], "seats": 2, "pause_s": 1, "stack": STACK,
        "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]}
SMALL = {"name": "Small views", "games": ["7-27"], "seats": 2, "pause_s": 0, "stack": STACK,
         "bots": [{"seat": 0, "kind": "random"}, {"seat": 1, "kind": "random"}]}
# Eight seats: views of about 2.5 KB on average (1 KB at two seats), above the 2 KiB that makes
# 512 of them weigh 1 MiB.
LARGE = {"name": "Large views", "games": ["15-35"], "seats": 8, "pause_s": 0, "stack": STACK,
         "bots": [{"seat": s, "kind": "random"} for s in range(8)]}


def never_reading(server, table_id):
    """A WebSocket whose handshake is sent and which then reads nothing, with a receive buffer
    small enough that the server's socket fills at once and its own queue must hold the rest."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connect: the window
    sock.connect(("127.0.0.1", server.port))
    sock.sendall(handshake_request(f"/ws?table={table_id}", "127.0.0.1"))
    return sock


async def wait_for_line(path, table_id, words, timeout=60):
    """The access log's line for the WebSocket of `table_id` that says `words`."""
    deadline = time.monotonic() + timeout
    while True:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if f"table={table_id}" in line and words in line:
                    return line.strip()
        check(time.monotonic() < deadline,
              f"after {timeout}s the access log has no line for table {table_id} with {words!r}")
        await asyncio.sleep(0.1)  # the watcher reads meanwhile


async def test(binary, tmp):
    access_log = os.path.join(tmp, "access.log")
    # The server's default limits; its access log says why each connection was closed.
    server = Server(binary, tmp, args=["--access-log", access_log]).start()
    small = server.create_table(SMALL)["id"]
    large = server.create_table(LARGE)["id"]
    # A watcher who reads, at a table dealing at a person's pace (one that read the flat-out
    # tables could itself fall behind on a busy machine).
    calm = server.create_table(CALM)["id"]
    watcher = await Ws.connect(server, calm, name="watcher")
    await watcher.first_view()

    silent = [never_reading(server, small), never_reading(server, large)]
    line = await wait_for_line(access_log, small, "closed 1008")
    check("512 messages unread" in line, f"the small table's reader was closed for another reason: {line}")
    log(f"  two seats: {line}")
    line = await wait_for_line(access_log, large, "closed 1008")
    check("1048576 bytes unread" in line, f"the large table's reader was closed for another reason: {line}")
    log(f"  eight seats: {line}")
    for sock in silent:
        sock.close()

    # Every table plays on past the closes, the watcher is still there, the server answers.
    for tid in (small, large):
        before = server.ok("GET", f"/api/tables/{tid}")["hands_played"]
        deadline = time.monotonic() + 60
        while server.ok("GET", f"/api/tables/{tid}")["hands_played"] < before + 3:
            check(time.monotonic() < deadline, f"table {tid} stopped at {before} hands")
            await asyncio.sleep(0.1)
    seq = watcher.latest_view["seq"]
    await watcher.view_at_least(seq + 2, timeout=60)
    check(not watcher.closed, f"the watcher was closed ({watcher.close_code})")
    log(f"  the flat-out tables played on; the watcher saw seq {seq} -> {watcher.latest_view['seq']}")
    await watcher.close()
    status, body = server.http("GET", "/healthz")
    check(status == 200 and body == {"ok": True}, f"GET /healthz answered {status} {body!r}")
    server.stop()


if __name__ == "__main__":
    main(test, timeout=180)
