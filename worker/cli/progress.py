"""Steps on stderr while people wait (`update`, `drain`, `demo`): one line per step with its
elapsed seconds, redrawn each second, only when stderr is a terminal and neither --json nor
--quiet was given. Nothing here sees a note's text or a transcript."""

from __future__ import annotations

import sys
import threading
import time
from types import TracebackType


def stderr_is_terminal() -> bool:
    return sys.stderr.isatty()


class Steps:
    def __init__(self, enabled: bool):
        self.enabled = enabled
        self._text: str | None = None
        self._started = 0.0
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._ticker: threading.Thread | None = None

    def __call__(self, text: str) -> None:
        """Begin a step (ending the one before)."""
        if not self.enabled:
            return
        with self._lock:
            self._end_line()
            self._text, self._started = text, time.monotonic()
            self._draw()
        if self._ticker is None:
            self._ticker = threading.Thread(target=self._tick, name="memoryd-progress", daemon=True)
            self._ticker.start()

    def _tick(self) -> None:
        while not self._stop.wait(1.0):
            with self._lock:
                if self._text is not None:
                    self._draw()

    def _draw(self) -> None:
        elapsed = time.monotonic() - self._started
        sys.stderr.write(f"\r\x1b[K{self._text} {elapsed:.0f} s")
        sys.stderr.flush()

    def _end_line(self) -> None:
        if self._text is not None:
            self._draw()
            sys.stderr.write("\n")
            sys.stderr.flush()
            self._text = None

    def close(self) -> None:
        self._stop.set()
        if self._ticker is not None:
            self._ticker.join(2)
        with self._lock:
            self._end_line()

    def __enter__(self) -> Steps:
        return self

    def __exit__(self, _type: type[BaseException] | None, _exc: BaseException | None, _tb: TracebackType | None) -> None:
        self.close()
