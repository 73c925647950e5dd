"""A terminal program run inside tmux, typed at with send-keys and read with capture-pane.

The end-to-end tests of `cardroom play` drive it exactly as a person would: a real terminal of
80 columns, keys typed, the screen read back.
"""
import os
import re
import subprocess
import time
import uuid


class TmuxScreen:
    def __init__(self, command, width=80, height=50, env=None):
        self.session = "cardroom-" + uuid.uuid4().hex[:8]
        # A private server socket, so tests never touch the user's own tmux sessions.
        self.socket = "cardroom-test-" + self.session
        environment = {"LANG": "C.UTF-8", "TERM": "xterm-256color"}
        environment.update(env or {})
        exports = " ".join(f"{k}={v}" for k, v in environment.items())
        self._tmux("new-session", "-d", "-s", self.session, "-x", str(width), "-y", str(height),
                   f"env {exports} {command}; echo '[exited '$?']'; sleep 600")
        self._tmux("set-option", "-t", self.session, "history-limit", "20000")

    def _tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.socket, *args], check=check,
                              capture_output=True, text=True)

    def type(self, text, enter=True):
        """Types `text` (literally) and presses Enter."""
        if text:
            self._tmux("send-keys", "-t", self.session, "-l", text)
        if enter:
            self._tmux("send-keys", "-t", self.session, "Enter")

    def press(self, key):
        """Presses a named key, e.g. 'C-c'."""
        self._tmux("send-keys", "-t", self.session, key)

    def screen(self):
        """What the terminal shows now (the visible 80 columns)."""
        return self._tmux("capture-pane", "-p", "-t", self.session).stdout

    def history(self):
        """Everything printed so far, scrollback included."""
        return self._tmux("capture-pane", "-p", "-S", "-", "-t", self.session).stdout

    def wait_for(self, pattern, timeout=20.0):
        """Waits until the visible screen matches `pattern`; returns the match."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.screen()
            match = re.search(pattern, text, re.MULTILINE)
            if match:
                return match
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {pattern!r}; screen:\n{text}")
            time.sleep(0.05)

    def close(self):
        self._tmux("kill-server", check=False)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
