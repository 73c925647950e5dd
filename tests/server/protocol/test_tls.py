#!/usr/bin/python3
"""`cardroom serve --tls-cert FILE --tls-key FILE`: HTTPS and WSS on one port (docs/server.md "TLS").

A self-signed certificate made here with `openssl req`; the server started with it prints an
https:// listening line and answers /healthz over HTTPS; a person plays a whole hand over WSS
against a bot while a spectator watches over WSS; a plain HTTP request to the port is answered
400 in plain words and closed (bytes that are neither TLS nor HTTP too), and a client that does
not trust the certificate fails its handshake, while the server carries on. Then every bad start: a missing file, a folder, a file that is not a PEM
certificate or key, a key of another certificate, one flag without the other: each exits 2
with one line naming the problem, and no database file is left behind.

    /usr/bin/python3 tests/server/protocol/test_tls.py build/cardroom
"""

import asyncio
import http.client
import os
import random
import ssl
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "..", "scripts")]  # client, roomclient

from client import Server, Ws, check_vying_view, drive, log, main  # noqa: E402
from roomclient.play import pick_word  # noqa: E402
from roomclient.protocol import check, short  # noqa: E402


def make_certificate(folder, name):
    """A self-signed certificate for 127.0.0.1 and its key (EC P-256: quick to make)."""
    cert, key = os.path.join(folder, f"{name}-cert.pem"), os.path.join(folder, f"{name}-key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-out", cert,
                    "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    return cert, key


async def raw_exchange(port, data, timeout=20):
    """Sends `data` on a plain TCP connection and reads until the server closes it."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(data)
    await writer.drain()
    received = b""
    try:
        while True:
            chunk = await asyncio.wait_for(reader.read(65536), timeout)
            if not chunk:
                break
            received += chunk
    except ConnectionResetError:
        pass
    writer.close()
    return received


def start_fails(binary, tmp, args, expected, what):
    db = os.path.join(tmp, "never.sqlite")
    done = subprocess.run([binary, "serve", "--port", "0", "--db", db] + args,
                          capture_output=True, text=True, timeout=60)
    check(done.returncode == 2, f"{what}: exit code {done.returncode}, expected 2; "
                                f"stderr {done.stderr!r}")
    lines = done.stderr.strip().splitlines()
    check(len(lines) == 1 and expected in lines[0],
          f"{what}: stderr {done.stderr!r} should be one line with {expected!r}")
    check(not os.path.exists(db), f"{what}: the database {db} was created anyway")
    log(f"  refused as it should: {what}: {lines[0]}")


async def test(binary, tmp):
    cert, key = make_certificate(tmp, "server")
    trust = ssl.create_default_context(cafile=cert)
    server = Server(binary, tmp, args=["--tls-cert", cert, "--tls-key", key], tls=trust).start()
    log(f"HTTPS on port {server.port}")

    # A hand over WSS: one person, one bot, a spectator.
    table = server.create_table({"name": "Secure", "games": ["7-27"], "seats": 2, "timer_s": 600,
                                 "pause_s": 0, "bots": [{"seat": 1, "kind": "random"}]})
    tid = table["id"]
    seat, token = server.sit(tid, "Ann", 0)
    spectator = await Ws.connect(server, tid, name="spectator")
    ann = await Ws.connect(server, tid, token, seat=seat, name="Ann")
    first = await ann.first_view()
    check_vying_view(first, 2, seat, "first view over WSS")
    rng = random.Random(5)
    await spectator.first_view()
    # Ann and the bot are the table's first two: the first hand is theirs.
    final = await drive(spectator, {seat: ann},
                        lambda s, v: pick_word(v["legal"], rng, fold_rate=0),
                        lambda v: v["result"] is not None, timeout=120)
    check(final["result"] is not None, f"no result over WSS: {short(final)}")
    # With no pause between hands the next one may already be dealt when Ann's connection has
    # caught up, so look for this hand's result among every view it received.
    await ann.view_at_least(final["seq"])
    check(any(v["hand"] == final["hand"] and v["result"] is not None for v in ann.views),
          "Ann's own connection saw no result")
    history = server.ok("GET", f"/api/tables/{tid}/hands?after=0")
    check(len(history) >= 1, f"no finished hand in the history over HTTPS: {short(history)}")
    log(f"  hand {final['hand']} played over WSS to its result (seq {final['seq']})")

    # Plain HTTP to the TLS port: a plain 400 in words, then closed; the server carries on.
    answer = await raw_exchange(server.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    check(answer.startswith(b"HTTP/1.1 400 "), f"plain HTTP answered {answer[:200]!r}")
    check(b"https://" in answer, f"the 400 does not say to use https://: {answer!r}")
    # Bytes that are neither TLS nor HTTP: the same 400, and closed.
    answer = await raw_exchange(server.port, b"\x00\x01garbage\r\n\r\n" * 4)
    check(answer.startswith(b"HTTP/1.1 400 "), f"garbage answered {answer[:200]!r}")
    # A TLS client that does not trust the certificate fails its handshake; the server is fine.
    untrusting = http.client.HTTPSConnection("127.0.0.1", server.port, timeout=10,
                                             context=ssl.create_default_context())
    try:
        untrusting.request("GET", "/healthz")
        untrusting.getresponse()
        check(False, "a client without the certificate in its trust store got an answer")
    except ssl.SSLError:
        pass
    finally:
        untrusting.close()
    status, body = server.http("GET", "/healthz")
    check(status == 200 and body == {"ok": True}, f"after the refusals /healthz answered {status} {body}")
    check(not ann.closed and not spectator.closed, "a WSS connection closed during the refusals")
    await ann.close()
    await spectator.close()
    server.stop()
    log("  plain HTTP refused with 400, garbage answered 400 and closed, untrusting client refused; server carries on")

    # Bad starts: each exits 2 with one line, and nothing is created.
    other_cert, other_key = make_certificate(tmp, "other")
    not_pem = os.path.join(tmp, "not-a-certificate.pem")
    with open(not_pem, "w") as f:
        f.write("this is not a certificate\n")
    missing = os.path.join(tmp, "missing.pem")
    start_fails(binary, tmp, ["--tls-cert", missing, "--tls-key", key], "no such file", "missing certificate")
    start_fails(binary, tmp, ["--tls-cert", cert, "--tls-key", missing], "no such file", "missing key")
    start_fails(binary, tmp, ["--tls-cert", tmp, "--tls-key", key], "a folder", "a folder as certificate")
    start_fails(binary, tmp, ["--tls-cert", not_pem, "--tls-key", key], "not a PEM certificate",
                "malformed certificate")
    start_fails(binary, tmp, ["--tls-cert", cert, "--tls-key", not_pem], "not a PEM private key",
                "malformed key")
    start_fails(binary, tmp, ["--tls-cert", cert, "--tls-key", cert], "not a PEM private key",
                "the certificate given as the key")
    start_fails(binary, tmp, ["--tls-cert", cert, "--tls-key", other_key], "does not match the certificate",
                "the key of another certificate")
    start_fails(binary, tmp, ["--tls-cert", cert], "--tls-cert needs --tls-key", "a certificate alone")
    start_fails(binary, tmp, ["--tls-key", key], "--tls-key needs --tls-cert", "a key alone")
    if os.getuid() != 0:  # root reads any file: unreadable only for others
        os.chmod(not_pem, 0)
        start_fails(binary, tmp, ["--tls-cert", not_pem, "--tls-key", key], "cannot read",
                    "an unreadable certificate")
    del other_cert


if __name__ == "__main__":
    main(test, timeout=240)
