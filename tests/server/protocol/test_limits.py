#!/usr/bin/python3
"""The limits per client (docs/server.md "Limits"): each exceeded by a test client is refused as
documented, while a well-behaved client on the same server carries on.

Loopback has every 127.x.y.z address, so each client here has an address of its own. The rate
limits run with their "second" stretched to ten minutes (--limits-second-ms), so a burst is a
burst however slow the machine: nothing here races the clock.

- requests per address: the 21st request within the (stretched) second answers 429 with
  Retry-After and {"error"}, a WebSocket handshake too;
- tables per address per minute: the third new table answers 429 (a bad one is still 400);
- messages per WebSocket connection: past the limit each message is answered by an error,
  and past as many refusals again the connection is closed with 1008;
- connections per address: the seventh open connection is closed at once; one closed makes
  room again;
- the time to send a request (1 s here): a client that sends half its headers and stops, one
  that sends its headers and half its body, and one that trickles a byte at a time are each
  closed without an answer;
- idle WebSockets (4 s here): a connection that never answers is pinged, then closed;
while the well-behaved client (127.0.0.1) plays, opens a table, reads, and its WebSockets
(which answer pings, as browsers do) stay open.

    /usr/bin/python3 tests/server/protocol/test_limits.py build/cardroom
"""

import asyncio
import os
import random
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

import websockets  # noqa: E402

from client import Server, Ws, log, main  # noqa: E402
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import REFUSAL_KEYS, check, refusal_problem, short  # noqa: E402
from roomclient.wire import FrameReader, handshake_request  # noqa: E402

GOOD = "127.0.0.1"  # the well-behaved client
TOO_MANY_REQUESTS, TOO_MANY_TABLES, FLOODER, HOARDER = "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"
SLOW, SILENT = "127.0.0.6", "127.0.0.7"
TABLE = {"name": "Limits", "games": ["7-27"], "seats": 2, "timer_s": 600, "pause_s": 0,
         "bots": [{"seat": 1, "kind": "random"}]}


async def connect_from(server, source):
    return await asyncio.open_connection("127.0.0.1", server.port, local_addr=(source, 0))


async def read_until_closed(reader, timeout):
    """Everything the server sends until it closes the connection (fails after `timeout`)."""
    received = b""
    deadline = time.monotonic() + timeout
    try:
        while True:
            left = deadline - time.monotonic()
            check(left > 0, f"the connection is still open after {timeout}s "
                            f"(received {received[:200]!r})")
            try:
                chunk = await asyncio.wait_for(reader.read(65536), left)
            except asyncio.TimeoutError:
                continue
            if not chunk:
                return received
            received += chunk
    except ConnectionResetError:
        return received


async def well_behaved_plays_on(server, ann, spectator, rng, what):
    """Ann (at 127.0.0.1) makes her next decision and sees the table move on; the spectator
    is still open."""
    view = await ann.wait_for(lambda m: m.get("type") == "view" and m.get("legal"), 60,
                              f"Ann's turn ({what})")
    await ann.act(pick_word(view["legal"], rng, fold_rate=0), view["seq"])
    after = await ann.wait_for(lambda m: m.get("type") == "error" or
                               (m.get("type") == "view" and m["seq"] > view["seq"]), 30,
                               f"the table after Ann's action ({what})")
    check(after.get("type") == "view", f"{what}: Ann's action was refused: {short(after)}")
    check(not spectator.closed, f"{what}: the well-behaved spectator was closed")
    status, _ = server.http("GET", "/healthz")
    check(status == 200, f"{what}: /healthz answered {status} to the well-behaved client")


async def rates_and_connections(binary, tmp):
    server = Server(binary, os.path.join(tmp, "a"), args=[
        "--max-connections", "6", "--tables-per-minute", "2", "--requests-per-second", "20",
        "--messages-per-second", "5", "--request-timeout-ms", "600000",
        "--limits-second-ms", "600000"]).start()
    rng = random.Random(7)
    table = server.create_table(TABLE)
    tid = table["id"]
    seat, token = server.sit(tid, "Ann", 0)
    spectator = await Ws.connect(server, tid, name="spectator")
    ann = await Ws.connect(server, tid, token, seat=seat, name="Ann")
    await spectator.first_view()

    # HTTP requests per address.
    for i in range(20):
        status, _, body = server.request_from(TOO_MANY_REQUESTS, "GET", "/api/tables")
        check(status == 200, f"request {i + 1} of 20 answered {status} {short(body)}")
    status, headers, body = server.request_from(TOO_MANY_REQUESTS, "GET", "/api/tables")
    check(status == 429, f"the 21st request answered {status} {short(body)}, expected 429")
    check(refusal_problem(body, REFUSAL_KEYS) is None and "at most 20 a second" in body["error"]
          and body["code"] == "too-many-requests" and body["values"].get("per_second") == 20,
          f"the 429's body: {short(body)}")
    check(headers.get("retry-after", "").isdigit() and int(headers["retry-after"]) >= 1,
          f"the 429's Retry-After: {headers.get('retry-after')!r}")
    try:
        await websockets.connect(server.ws_url(tid), local_addr=(TOO_MANY_REQUESTS, 0), open_timeout=10)
        check(False, "a WebSocket handshake over the request limit was accepted")
    except websockets.exceptions.InvalidStatusCode as e:
        check(e.status_code == 429, f"a handshake over the request limit answered {e.status_code}")
    await well_behaved_plays_on(server, ann, spectator, rng, "after the request limit")
    log("  requests: the 21st answered 429 with Retry-After; the well-behaved client played on")

    # New tables per address per minute.
    for i in range(2):
        status, _, body = server.request_from(TOO_MANY_TABLES, "POST", "/api/tables", TABLE)
        check(status == 200, f"new table {i + 1} of 2 answered {status} {short(body)}")
    status, _, body = server.request_from(TOO_MANY_TABLES, "POST", "/api/tables", {"seats": 99})
    check(status == 400, f"a bad table past the limit answered {status} {short(body)}, expected 400")
    status, headers, body = server.request_from(TOO_MANY_TABLES, "POST", "/api/tables", TABLE)
    check(status == 429 and "at most 2 a minute" in str(body), f"the third table answered {status} {short(body)}")
    check(headers.get("retry-after", "").isdigit(), f"no Retry-After on the tables' 429: {headers}")
    status, _, body = server.request_from(GOOD, "POST", "/api/tables", TABLE)
    check(status == 200, f"the well-behaved client's table answered {status} {short(body)}")
    log("  tables: the third from one address answered 429; another address opened one")

    # WebSocket messages per connection.
    flooder = await Ws.connect(server, tid, name="flooder", local_addr=(FLOODER, 0))
    await flooder.first_view()
    for i in range(11):
        await flooder.send({"type": "chat", "text": f"spam {i}"})
    code = await flooder.wait_closed(30)
    check(code == 1008, f"the flooding connection closed with {code}, expected 1008")
    limited = [m for _, _, m in flooder.messages
               if isinstance(m, dict) and m.get("type") == "error" and "too many messages" in m["message"]]
    check(len(limited) == 5, f"{len(limited)} 'too many messages' errors before the close, expected 5: "
                             f"{[t for _, t, _ in flooder.messages][-12:]}")
    await well_behaved_plays_on(server, ann, spectator, rng, "after the flood")
    log("  messages: 5 taken, 5 refused with an error, then closed with 1008; the others played on")

    # Connections per address.
    held = [await connect_from(server, HOARDER) for _ in range(6)]
    reader, writer = await connect_from(server, HOARDER)
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = await read_until_closed(reader, 30)
    check(answer == b"", f"the 7th connection from one address was answered {answer[:200]!r}")
    writer.close()
    status, _, _ = server.request_from(GOOD, "GET", "/healthz")
    check(status == 200, f"the well-behaved client got {status} while another address held its limit")
    held[0][1].close()
    deadline = time.monotonic() + 30
    while True:  # the server counts the closed one out as soon as it reads its end
        reader, writer = await connect_from(server, HOARDER)
        writer.write(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        answer = await read_until_closed(reader, 30)
        writer.close()
        if answer.startswith(b"HTTP/1.1 200"):
            break
        check(time.monotonic() < deadline, "a connection closed never made room for another")
        await asyncio.sleep(0.1)
    for _, w in held[1:]:
        w.close()
    await well_behaved_plays_on(server, ann, spectator, rng, "after the connections")
    log("  connections: the 7th closed at once, room again once one closed")
    await ann.close()
    await spectator.close()
    server.stop()


async def timeouts(binary, tmp):
    server = Server(binary, os.path.join(tmp, "b"), args=[
        "--request-timeout-ms", "1000", "--ws-idle-timeout-ms", "4000"]).start()
    # Three slow clients, all at once.
    half_header = await connect_from(server, SLOW)
    half_header[1].write(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
    half_body = await connect_from(server, SLOW)
    half_body[1].write(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                       b"Content-Length: 100\r\n\r\n{\"name\": ")
    trickle = await connect_from(server, SLOW)

    async def trickle_bytes():
        request = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 1000
        for byte in request:
            if trickle[1].is_closing():
                return
            trickle[1].write(bytes([byte]))
            try:
                await trickle[1].drain()
            except ConnectionError:
                return
            await asyncio.sleep(0.2)
    trickling = asyncio.get_running_loop().create_task(trickle_bytes())

    # Meanwhile the well-behaved client is served.
    table = server.create_table(TABLE)
    tid = table["id"]
    seat, token = server.sit(tid, "Ann", 0)
    ann = await Ws.connect(server, tid, token, seat=seat, name="Ann")
    watcher = await Ws.connect(server, tid, name="spectator")
    await ann.first_view()
    await watcher.first_view()
    for name, (reader, writer) in (("half the headers", half_header), ("half the body", half_body),
                                   ("a byte every 0.2 s", trickle)):
        answer = await read_until_closed(reader, 60)
        check(answer == b"", f"{name}: answered {answer[:200]!r} instead of being closed")
        writer.close()
    trickling.cancel()
    log("  slow clients (half the headers, half the body, a trickle) closed; others were served")

    # A WebSocket that never answers: pinged, then closed.
    reader, writer = await connect_from(server, SILENT)
    writer.write(handshake_request(f"/ws?table={tid}", "127.0.0.1"))
    received = await read_until_closed(reader, 60)
    writer.close()
    check(received.startswith(b"HTTP/1.1 101"), f"the silent handshake: {received[:100]!r}")
    opcodes = [opcode for opcode, _ in FrameReader().feed(received.split(b"\r\n\r\n", 1)[1])]
    check(9 in opcodes, f"the silent connection was closed without a ping first: opcodes {opcodes}")
    # The well-behaved connections answer pings (the library does, as browsers do): still open
    # after more than the idle timeout.
    await asyncio.sleep(5)
    check(not ann.closed and not watcher.closed,
          f"a connection that answers pings was closed ({ann.close_code}, {watcher.close_code})")
    status, _ = server.http("GET", f"/api/tables/{tid}")
    check(status == 200, f"GET the table answered {status}")
    log(f"  the silent WebSocket pinged (opcodes {sorted(set(opcodes))}) and closed; "
        f"those answering stayed open")
    await ann.close()
    await watcher.close()
    server.stop()


async def test(binary, tmp):
    os.makedirs(os.path.join(tmp, "a"))
    os.makedirs(os.path.join(tmp, "b"))
    await rates_and_connections(binary, tmp)
    await timeouts(binary, tmp)


if __name__ == "__main__":
    main(test, timeout=240)
