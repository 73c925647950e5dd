"""`cardroom serve` as the soak runs it: started on a free port with its own database, killed
with SIGKILL, started again on the same database (on the same port or a new one).

The server's output goes to files, not pipes, so a server that writes more than its first line
can never block on a pipe nobody reads.
"""

import asyncio
import ctypes
import os
import re
import signal
import subprocess
import time

from roomclient.protocol import listening
from roomclient.wire import Unreachable, http


class ServerFailed(Exception):
    pass


def _die_with_parent():
    """In the child before exec: the kernel kills the server if the soak itself dies (killed,
    or stopped by its own time limit), so no server outlives the run."""
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


# Per-address limits that a friend's browser never reaches but the soak's hundreds of clients
# from 127.0.0.1 do (docs/server.md "Limits"): lifted when this build has them, unless the run
# sets them itself with --serve-arg.
LIFTED_LIMITS = ("--max-connections", "--tables-per-minute", "--requests-per-second")


def limits_to_lift(binary, extra_args):
    try:
        help_text = subprocess.run([binary, "serve", "--help"], capture_output=True, text=True,
                                   timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    given = {a.split("=", 1)[0] for a in extra_args}
    return [f"{flag}=0" for flag in LIFTED_LIMITS
            if re.search(re.escape(flag) + r"\b", help_text) and flag not in given]


class SoakServer:
    def __init__(self, binary, folder, threads, extra_args):
        self.binary, self.folder = binary, folder
        self.db = os.path.join(folder, "soak.sqlite")
        self.threads = threads
        self.lifted = limits_to_lift(binary, extra_args)
        self.extra_args = self.lifted + list(extra_args)
        self.proc = None
        self.port = None
        self.restored = None
        self.starts = 0

    def log_tail(self, chars=3000):
        text = ""
        for name in (f"stdout-{self.starts}.txt", f"stderr-{self.starts}.txt"):
            try:
                with open(os.path.join(self.folder, name), "rb") as f:
                    text += f"[{name}] " + f.read().decode(errors="replace")[-chars:] + "\n"
            except OSError:
                pass
        return text.strip() or "(no output)"

    async def start(self, port=0, deadline_s=300):
        """Starts the server and waits until it answers /healthz (tables restored, port open).
        The deadline only catches a real hang: a loaded machine is given minutes."""
        self.starts += 1
        command = [self.binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--db", self.db,
                   "--threads", str(self.threads)] + self.extra_args
        out = open(os.path.join(self.folder, f"stdout-{self.starts}.txt"), "wb")
        err = open(os.path.join(self.folder, f"stderr-{self.starts}.txt"), "wb")
        self.proc = subprocess.Popen(command, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                     cwd=self.folder, preexec_fn=_die_with_parent)
        out.close()
        err.close()
        deadline = time.monotonic() + deadline_s
        found = None
        while found is None:
            with open(os.path.join(self.folder, f"stdout-{self.starts}.txt"), "rb") as f:
                first = f.read().decode(errors="replace")
            if "\n" in first:
                line = first.split("\n", 1)[0]
                found = listening(line)
                if not found:
                    raise ServerFailed(f"the server's first line is not the listening line: {line!r}\n"
                                       + self.log_tail())
                break
            if self.proc.poll() is not None:
                code = self.proc.returncode
                self.proc = None
                raise ServerFailed(f"the server exited with {code} before listening\n" + self.log_tail())
            if time.monotonic() > deadline:
                raise ServerFailed(f"the server printed no listening line within {deadline_s}s\n"
                                   + self.log_tail())
            await asyncio.sleep(0.05)
        self.port = found.port
        self.restored = found.restored
        while True:
            try:
                status, body = await http(self.port, "GET", "/healthz", timeout=30)
                if status == 200 and body == {"ok": True}:
                    return
            except Unreachable:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise ServerFailed("GET /healthz never answered {\"ok\": true}\n" + self.log_tail())
            await asyncio.sleep(0.1)

    def memory_mb(self):
        """The server's resident memory (VmRSS), or None."""
        try:
            with open(f"/proc/{self.proc.pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024
        except (OSError, AttributeError, ValueError):
            pass
        return None

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def kill9(self):
        if not self.alive():
            raise ServerFailed(f"the server died on its own (code {self.proc and self.proc.poll()})\n"
                               + self.log_tail())
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        self.proc = None

    async def stop(self, deadline_s=120):
        """SIGTERM, as Ctrl-C: the exit code (a sanitizer's leak report makes it non-zero), or
        None when it had to be killed."""
        if self.proc is None:
            return None
        self.proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + deadline_s
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                self.proc.kill()
                self.proc.wait()
                self.proc = None
                return None
            await asyncio.sleep(0.1)
        code = self.proc.returncode
        self.proc = None
        return code

    def kill_if_running(self):
        if self.alive():
            self.proc.kill()
            self.proc.wait()
