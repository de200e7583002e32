"""`config show`: the effective settings and where each value came from."""

from __future__ import annotations

import click

from worker.cli.app import app, emit, json_option


@click.group("config")
def config_cmd() -> None:
    """The settings (flag > MEMORYD_* environment > <data-dir>/config.toml > defaults).

    \b
    Example:
      memoryd config show"""


@config_cmd.command("show")
@json_option
def config_show_cmd(as_json: bool) -> None:
    """The effective settings and where each came from (flag, environment, file, default).

    \b
    Example:
      MEMORYD_LOG_LEVEL=INFO memoryd config show
      memoryd config show --json"""
    from config.settings import explain_settings  # noqa: PLC0415

    state = app()
    settings, sources, toml_path = explain_settings(state.data_dir, state.config_file)
    values = settings.model_dump(mode="json")
    data = {
        "config_file": str(toml_path),
        "config_file_exists": toml_path.is_file(),
        "settings": {name: {"value": values[name], "source": sources[name]} for name in values},
    }
    width = max(len(name) for name in values)
    lines = [f"{name:<{width}}  {values[name]!s:<40}  ({sources[name]})" for name in values]
    lines.append(f"config file: {toml_path}" + ("" if toml_path.is_file() else " (absent)"))
    emit(as_json, data, "\n".join(lines))
