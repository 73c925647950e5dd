"""HTTP requests and WebSocket connections to `cardroom serve`: bytes on the wire.

`request` is a blocking HTTP request (urllib) for a test or script that does one thing at a
time. `http` and `WebSocket` run on asyncio streams, so that hundreds of connections can live in
one Python process next to a server that sends views as fast as its tables change: nothing there
may block the event loop (a blocking HTTP call would stop every reader, and the server closes a
connection that lets 512 messages pile up unread). They speak only as much of HTTP/1.1 and
RFC 6455 as `cardroom serve` needs: a request with `Connection: close`, a body by Content-Length
or chunks; text frames, ping, close.
"""

import asyncio
import base64
import collections
import json
import os
import urllib.error
import urllib.request


class Unreachable(Exception):
    """The server did not answer: refused, reset, or closed before a whole answer."""


class HandshakeRefused(Exception):
    def __init__(self, status, text):
        super().__init__(f"WebSocket handshake answered {status}: {text[:200]}")
        self.status = status


def decode_body(payload):
    """An answer's body (bytes): its JSON parsed, or its text when it is not JSON."""
    text = payload.decode(errors="replace")
    try:
        return json.loads(text)
    except ValueError:
        return text


# --- blocking HTTP -------------------------------------------------------------------------

def opener(tls=None):
    """A urllib opener that ignores proxy settings (the server is on 127.0.0.1); `tls`: an
    ssl.SSLContext that trusts the server's certificate, for https://."""
    handlers = [urllib.request.ProxyHandler({})]
    if tls is not None:
        handlers.append(urllib.request.HTTPSHandler(context=tls))
    return urllib.request.build_opener(*handlers)


_DIRECT = opener()


def request(url, method, body=None, token=None, raw=None, headers=None, timeout=30, via=None):
    """(status, parsed JSON body, or the text when it is not JSON) of one blocking request.
    `body` is sent as JSON, `raw` as given (bytes or str); `token` as a bearer token; `via`:
    an `opener` (by default one without proxies and without TLS)."""
    data = None
    if raw is not None:
        data = raw.encode() if isinstance(raw, str) else raw
    elif body is not None:
        data = json.dumps(body).encode()
    sent = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        sent.add_header("Content-Type", "application/json")
    if token is not None:
        sent.add_header("Authorization", f"Bearer {token}")
    for key, value in (headers or {}).items():
        sent.add_header(key, value)
    try:
        with (via or _DIRECT).open(sent, timeout=timeout) as response:
            status, payload = response.status, response.read()
    except urllib.error.HTTPError as e:
        status, payload = e.code, e.read()
    return status, decode_body(payload)


# --- HTTP on asyncio streams ---------------------------------------------------------------

async def http(port, method, path, body=None, token=None, timeout=60):
    """(status, parsed JSON or text) of one request to 127.0.0.1:port. Raises Unreachable when
    the server is down or goes down mid-answer (the soak kills it on purpose)."""
    data = b"" if body is None else json.dumps(body).encode()
    head = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{port}", "Connection: close",
            f"Content-Length: {len(data)}"]
    if body is not None:
        head.append("Content-Type: application/json")
    if token is not None:
        head.append(f"Authorization: Bearer {token}")
    sent = ("\r\n".join(head) + "\r\n\r\n").encode() + data
    writer = None
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, limit=1 << 24), timeout)
        writer.write(sent)
        await writer.drain()
        raw = await asyncio.wait_for(reader.read(), timeout)
    except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError) as e:
        raise Unreachable(f"{method} {path}: {type(e).__name__}: {e}") from None
    finally:
        if writer is not None:
            writer.close()
    if b"\r\n\r\n" not in raw:
        raise Unreachable(f"{method} {path}: the answer ended before its headers ({len(raw)} bytes)")
    header, payload = raw.split(b"\r\n\r\n", 1)
    lines = header.decode(errors="replace").split("\r\n")
    try:
        status = int(lines[0].split(" ")[1])
    except (IndexError, ValueError):
        raise Unreachable(f"{method} {path}: status line {lines[0]!r}") from None
    fields = {}
    for line in lines[1:]:
        key, _, value = line.partition(":")
        fields[key.strip().lower()] = value.strip()
    if fields.get("transfer-encoding", "").lower() == "chunked":
        payload = _unchunked(payload, method, path)
    elif "content-length" in fields:
        length = int(fields["content-length"])
        if len(payload) < length:
            raise Unreachable(f"{method} {path}: {len(payload)} of {length} body bytes")
        payload = payload[:length]
    return status, decode_body(payload)


def _unchunked(payload, method, path):
    out = bytearray()
    while True:
        line, sep, payload = payload.partition(b"\r\n")
        if not sep:
            raise Unreachable(f"{method} {path}: a chunked body cut short")
        size = int(line.split(b";")[0], 16)
        if size == 0:
            return bytes(out)
        if len(payload) < size + 2:
            raise Unreachable(f"{method} {path}: a chunked body cut short")
        out += payload[:size]
        payload = payload[size + 2:]


# --- WebSocket frames ----------------------------------------------------------------------

def handshake_request(target, host):
    """The opening handshake a client sends for `target` ("/ws?table=..."), `host` its Host."""
    key = base64.b64encode(os.urandom(16)).decode()
    return (f"GET {target} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            f"Sec-WebSocket-Version: 13\r\n\r\n").encode()


def client_frame(opcode, payload):
    """One whole frame as a client sends it: FIN set, masked (RFC 6455 §5.3)."""
    mask = os.urandom(4)
    n = len(payload)
    head = bytes([0x80 | opcode])
    if n < 126:
        head += bytes([0x80 | n])
    elif n < 65536:
        head += bytes([0x80 | 126]) + n.to_bytes(2, "big")
    else:
        head += bytes([0x80 | 127]) + n.to_bytes(8, "big")
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


class FrameReader:
    """Cuts what a server sends into frames: `feed` the bytes as they arrive; it gives every
    whole message as (opcode, payload) — a data message (opcode 1 text, 2 binary: its first
    frame's) with its fragments joined, a control frame (8 close, 9 ping, 10 pong) as it is.
    Nothing after a close frame is read."""

    def __init__(self):
        self._buffer = bytearray()
        self._fragments = []
        self._opcode = None
        self.closed = False

    def feed(self, data):
        buffer, found = self._buffer, []
        buffer += data
        while not self.closed and len(buffer) >= 2:
            b0, b1 = buffer[0], buffer[1]
            length, at = b1 & 0x7F, 2
            if length == 126:
                if len(buffer) < 4:
                    break
                length, at = int.from_bytes(buffer[2:4], "big"), 4
            elif length == 127:
                if len(buffer) < 10:
                    break
                length, at = int.from_bytes(buffer[2:10], "big"), 10
            mask = None
            if b1 & 0x80:  # a server must not mask; undo it if one does
                mask, at = bytes(buffer[at:at + 4]), at + 4
            if len(buffer) < at + length:
                break
            payload = bytes(buffer[at:at + length])
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            del buffer[:at + length]
            opcode, fin = b0 & 0x0F, b0 & 0x80
            if opcode in (0, 1, 2):
                if not self._fragments:
                    self._opcode = opcode
                self._fragments.append(payload)
                if fin:
                    found.append((self._opcode, b"".join(self._fragments)))
                    self._fragments = []
            else:
                found.append((opcode, payload))
                self.closed = opcode == 8
        return found


class WebSocket:
    """One client connection on asyncio streams. `receive()` gives the next message's payload
    (bytes: the caller decodes and judges them), or None once the connection is closed (then
    `close_code` says how: 1006 for a connection that was cut). Pings are answered, and a close
    frame with one of our own."""

    def __init__(self, reader, writer):
        self.reader, self.writer = reader, writer
        self.close_code = None
        self._frames = FrameReader()
        self._inbox = collections.deque()

    @classmethod
    async def connect(cls, port, target, timeout=30, limit=1 << 24):
        """Opens `target` ("/ws?table=...") on 127.0.0.1:port. Raises Unreachable, or
        HandshakeRefused when the server answers the handshake with another status than 101.
        `limit`: the stream's buffer (asyncio pauses reading at twice it)."""
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", port, limit=limit), timeout)
        except (OSError, asyncio.TimeoutError) as e:
            raise Unreachable(f"connect: {type(e).__name__}: {e}") from None
        writer.write(handshake_request(target, f"127.0.0.1:{port}"))
        try:
            await writer.drain()
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError,
                asyncio.TimeoutError) as e:
            writer.close()
            raise Unreachable(f"handshake: {type(e).__name__}: {e}") from None
        status_line = head.split(b"\r\n", 1)[0].decode(errors="replace")
        parts = status_line.split(" ")
        status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0
        if status != 101:
            try:
                rest = await asyncio.wait_for(reader.read(4096), 5)
            except (OSError, asyncio.TimeoutError):
                rest = b""
            writer.close()
            raise HandshakeRefused(status, status_line + " " + rest.decode(errors="replace"))
        return cls(reader, writer)

    async def receive(self):
        message = await self.receive_message()
        return None if message is None else message[1]

    async def receive_message(self):
        """The next message as (opcode, payload): opcode 1 text, 2 binary; None once closed."""
        while not self._inbox:
            if self.close_code is not None:
                return None
            try:
                chunk = await self.reader.read(1 << 20)
            except (OSError, asyncio.IncompleteReadError):
                chunk = b""
            if not chunk:
                self.close_code = self.close_code or 1006
                self.writer.close()
                return None
            for opcode, payload in self._frames.feed(chunk):
                if opcode in (0, 1, 2):
                    self._inbox.append((opcode, payload))
                elif opcode == 8:
                    self.close_code = int.from_bytes(payload[:2], "big") if len(payload) >= 2 else 1005
                    self.send_frame(8, payload[:2])
                elif opcode == 9:
                    self.send_frame(10, payload)
        return self._inbox.popleft()

    def send_frame(self, opcode, payload):
        """Writes one frame (not awaiting the socket), unless the connection is closing."""
        if self.writer.is_closing():
            return
        self.writer.write(client_frame(opcode, payload))

    async def send(self, obj):
        """Sends a JSON message; False when the connection is already gone."""
        if self.close_code is not None or self.writer.is_closing():
            return False
        self.send_frame(1, json.dumps(obj).encode())
        try:
            await self.writer.drain()
        except (OSError, ConnectionError):
            return False
        return True

    def send_close(self):
        """Starts a clean close: the server answers with its own close frame, and `receive`
        gives what arrives before it, then None."""
        if self.close_code is None:
            self.send_frame(8, (1000).to_bytes(2, "big"))

    async def close(self):
        """A clean close: our close frame, then read on until the server's close or EOF.
        Returns the messages that arrived meanwhile (the caller audits them like any other)."""
        late = []
        if self.close_code is None:
            self.send_frame(8, (1000).to_bytes(2, "big"))
            try:
                await asyncio.wait_for(self._drain_until_closed(late), 10)
            except asyncio.TimeoutError:
                pass
        self.abort()
        return late

    async def _drain_until_closed(self, late):
        while (message := await self.receive()) is not None:
            late.append(message)

    def abort(self):
        """Cuts the TCP connection without a close frame (a phone that loses its signal)."""
        if self.close_code is None:
            self.close_code = 1006
        transport = self.writer.transport
        if transport is not None and not transport.is_closing():
            transport.abort()
