"""What every command shares: the settings, the verbs (in process, or over the socket when a
service runs for the data dir), and output helpers."""

from __future__ import annotations

import gc
import json
import logging
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import click

from config.errors import DataDirBusy, UsageError

# Imported inside the functions that use them: `memoryd --version` and `--help` load click alone,
# and each command loads only what it needs (see tests/bench/bench_cli.py).
if TYPE_CHECKING:
    from filelock import FileLock

    from config.settings import Settings
    from store.memory import Memory
    from worker.verbs import Verbs

LOCK_WAIT_SECONDS = 30.0
_STARTING = {"depth": 0, "frozen": False}


@contextmanager
def starting() -> Iterator[None]:
    """While a command loads what it needs (settings, the store, the guard): tens of thousands of
    objects that live as long as the process, and no garbage. The collector pauses meanwhile, and
    the first time the outermost load ends they are frozen, so no later collection walks them
    again (together about a tenth of `memoryd notes`). Once only: a later freeze would also keep
    whatever garbage waits then, and `memoryd mcp` opens the store for every call."""
    enabled = gc.isenabled()
    gc.disable()
    _STARTING["depth"] += 1
    try:
        yield
    finally:
        _STARTING["depth"] -= 1
        if _STARTING["depth"] == 0 and not _STARTING["frozen"]:
            _STARTING["frozen"] = True
            gc.freeze()
        if enabled:
            gc.enable()


@dataclass
class App:
    data_dir: str | None
    config_file: str | None
    json_default: bool = False
    quiet: bool = False
    _settings: Settings | None = field(default=None, repr=False)
    _ops: Verbs | None = field(default=None, repr=False)
    _memory: Memory | None = field(default=None, repr=False)
    _lock: FileLock | None = field(default=None, repr=False)

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            with starting():
                from config.settings import load_settings  # noqa: PLC0415

                self._settings = load_settings(self.data_dir, self.config_file)
            logging.basicConfig(level=self._settings.log_level, format="memoryd %(levelname)s %(name)s: %(message)s", stream=sys.stderr)
        return self._settings

    def ops(self, *, allow_missing_key: bool = False, read_only: bool = False) -> Verbs:
        """The verbs (`worker.verbs.Verbs`): the service's, over its socket, when one runs for this
        data dir; otherwise the store's, under its lock. Read-only verbs never wait for the lock:
        WAL reads are safe beside a writer, and the reply path must not wait on a pass."""
        if self._ops is None:
            with starting():
                self._ops = self._open(allow_missing_key, read_only)
        return self._ops

    def _open(self, allow_missing_key: bool, read_only: bool) -> Verbs:
        from store import queue  # noqa: PLC0415
        from store.clock import utcnow  # noqa: PLC0415
        from store.memory import Memory  # noqa: PLC0415
        from worker import instance  # noqa: PLC0415
        from worker.ops import LocalOps  # noqa: PLC0415

        lock = instance.lock_for(self.settings)
        if instance.try_lock(lock):
            self._lock = lock
            self._memory = Memory.open(self.settings, allow_missing_key=allow_missing_key, now=utcnow())
            if self._memory.has_key:
                with self._memory.write(memory_changes=False, now=utcnow()) as tx:
                    queue.recover(tx)  # holding the lock, this process owns the queue
        else:
            endpoint = instance.read_pointer(self.settings)
            if endpoint is not None and instance.alive(endpoint.pid):
                from worker.client import Client  # noqa: PLC0415

                return Client.for_data_dir(settings=self.settings)
            if not read_only:
                if not instance.try_lock(lock, LOCK_WAIT_SECONDS):
                    raise DataDirBusy()
                self._lock = lock
            self._memory = Memory.open(self.settings, allow_missing_key=allow_missing_key, now=utcnow())
        return LocalOps(self._memory)

    @property
    def remote(self) -> bool:
        return self._ops is not None and type(self._ops).__name__ == "Client"

    def close(self) -> None:
        if self._ops is not None:
            self._ops.close()
        if self._memory is not None:
            self._memory.close()
        if self._lock is not None:
            self._lock.release()
        self._ops = self._memory = self._lock = None


def app() -> App:
    return click.get_current_context().find_object(App)


# Set as soon as click reads a --json flag (the group's or a command's), so that an error raised
# later still prints one JSON document (`worker.cli.main`).
JSON_REQUESTED = {"value": False}


def _note_json(_ctx: click.Context, _param: click.Parameter, value: bool) -> bool:
    if value:
        JSON_REQUESTED["value"] = True
    return value


def json_option(func):  # type: ignore[no-untyped-def]
    return click.option("--json", "as_json", is_flag=True, callback=_note_json, help="Print one JSON document on stdout (errors and skips too).")(func)


def wants_json(as_json: bool) -> bool:
    return as_json or app().json_default


def on_terminal() -> bool:
    """Whether a person may be asked something: stdin and stderr are terminals."""
    return sys.stdin.isatty() and sys.stderr.isatty()


def confirm_or_refuse(as_json: bool, yes: bool, question: str, how: str) -> None:
    """Destructive commands: --yes, or an interactive yes on a terminal; refused otherwise."""
    if yes:
        return
    if not wants_json(as_json) and on_terminal():
        if click.confirm(question, default=False, err=True):
            return
        raise UsageError(f"Nothing was changed: {how}.")
    raise UsageError(f"This changes notes wholesale and cannot be undone: {how}.")


def emit(as_json: bool, data: Any, human: str | None = None) -> None:
    """JSON on stdout with --json (also when the group got --json), otherwise human text."""
    if wants_json(as_json):
        click.echo(json.dumps(data, ensure_ascii=False))
    elif human is not None:
        click.echo(human)
