"""A client of `cardroom serve` (docs/server.md), shared by everything that talks to the server
from Python: the protocol tests (tests/server/protocol), the soak test (scripts/server-soak,
scripts/soak) and the load test (scripts/server-load). Standard library only.

- `wire`: bytes on the wire. HTTP/1.1 requests (blocking, and on asyncio streams for hundreds
  of connections in one process) and their answers; WebSocket handshakes and frames.
- `protocol`: what the server says and how its answers must look: the listening line, a view's
  and a seat's keys, the ledger; the failure a check raises.
- `audit`: card codes and which of them a connection may know (the leak audits).
- `play`: choosing a word to send among a view's `legal` words.

An entry point puts scripts/ on sys.path and imports `from roomclient.wire import http`. Nothing
here imports from tests/.
"""
