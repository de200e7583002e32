"""What every command shares: the settings, the store opened on first use, and output helpers."""

from __future__ import annotations

import json
import logging
import sys
from dataclasses import dataclass, field
from typing import Any

import click

from config.settings import Settings, load_settings
from store.clock import utcnow
from store.memory import Memory


@dataclass
class App:
    data_dir: str | None
    config_file: str | None
    json_default: bool = False
    _settings: Settings | None = field(default=None, repr=False)
    _memory: Memory | None = field(default=None, repr=False)

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = load_settings(self.data_dir, self.config_file)
            logging.basicConfig(level=self._settings.log_level, format="memoryd %(levelname)s %(name)s: %(message)s", stream=sys.stderr)
        return self._settings

    def memory(self, *, allow_missing_key: bool = False) -> Memory:
        if self._memory is None:
            self._memory = Memory.open(self.settings, utcnow(), allow_missing_key=allow_missing_key)
        return self._memory

    def close(self) -> None:
        if self._memory is not None:
            self._memory.close()
            self._memory = None


def app() -> App:
    return click.get_current_context().find_object(App)


def json_option(func):  # type: ignore[no-untyped-def]
    return click.option("--json", "as_json", is_flag=True, help="Print JSON only, on stdout.")(func)


def emit(as_json: bool, data: Any, human: str | None = None) -> None:
    """JSON on stdout with --json (also when the group got --json), otherwise human text."""
    if as_json or app().json_default:
        click.echo(json.dumps(data, ensure_ascii=False))
    elif human is not None:
        click.echo(human)
