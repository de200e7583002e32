"""`memoryd`: the command line. Turns memoryd errors into exit codes and one-line messages."""

from __future__ import annotations

import json
import logging
import sys

import click

from config.errors import MemorydError, PreconditionError, QueueFull, UsageError, error_body
from worker.cli import config_cmds, notes_cmds, pass_cmds, serve_cmds, store_cmds
from worker.cli.context import JSON_REQUESTED, App, _note_json

log = logging.getLogger("memoryd")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--data-dir", type=click.Path(file_okay=False), envvar=None, help="Where everything is kept (else MEMORYD_DATA_DIR, else the user data dir).")
@click.option("--config", "config_file", type=click.Path(dir_okay=False), help="A config.toml to read instead of <data-dir>/config.toml.")
@click.option("--json", "as_json", is_flag=True, callback=_note_json, help="Print one JSON document only, for every command.")
@click.version_option(package_name="memoryd", prog_name="memoryd")
@click.pass_context
def cli(ctx: click.Context, data_dir: str | None, config_file: str | None, as_json: bool) -> None:
    """memoryd: a local memory worker for chat assistants."""
    state = App(data_dir, config_file, json_default=as_json)
    ctx.obj = state
    ctx.call_on_close(state.close)


for command in (
    notes_cmds.notes_cmd,
    notes_cmds.remember_cmd,
    notes_cmds.add_cmd,
    notes_cmds.edit_cmd,
    notes_cmds.delete_cmd,
    notes_cmds.pause_cmd,
    notes_cmds.resume_cmd,
    notes_cmds.clear_cmd,
    notes_cmds.memory_cmd,
    store_cmds.summary_cmd,
    store_cmds.profile_cmd,
    store_cmds.log_cmd,
    store_cmds.export_cmd,
    store_cmds.import_cmd,
    store_cmds.forget_cmd,
    store_cmds.maintain_cmd,
    store_cmds.context_cmd,
    store_cmds.check_cmd,
    store_cmds.status_cmd,
    store_cmds.doctor_cmd,
    pass_cmds.submit_cmd,
    pass_cmds.update_cmd,
    pass_cmds.drain_cmd,
    pass_cmds.jobs_cmd,
    pass_cmds.demo_cmd,
    serve_cmds.serve_cmd,
    serve_cmds.service_cmd,
    serve_cmds.mcp_cmd,
    config_cmds.config_cmd,
):
    cli.add_command(command)


def _json_requested(argv: list[str]) -> bool:
    head = argv[: argv.index("--")] if "--" in argv else argv
    return JSON_REQUESTED["value"] or "--json" in head


def _fail(argv: list[str], exc: MemorydError) -> int:
    """One sentence on stderr; under --json also one JSON document on stdout: {"skipped": REASON}
    for a skip (exit 3), else {"error": {...}} with the exit code and wire code."""
    click.echo(exc.message, err=True)
    if _json_requested(argv):
        is_skip = isinstance(exc, PreconditionError) and not isinstance(exc, QueueFull)
        click.echo(json.dumps({"skipped": exc.reason} if is_skip else error_body(exc), ensure_ascii=False))
    return exc.exit_code


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code of interface.md."""
    argv = list(sys.argv[1:] if argv is None else argv)
    JSON_REQUESTED["value"] = False
    try:
        result = cli.main(args=argv, prog_name="memoryd", standalone_mode=False)
    except click.exceptions.UsageError as exc:
        hint = f" See `{exc.ctx.command_path} --help`." if exc.ctx else ""
        return _fail(argv, UsageError(f"Usage error: {exc.format_message()}{hint}"))
    except click.ClickException as exc:
        click.echo(f"Error: {exc.format_message()}", err=True)
        return exc.exit_code
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        return 1
    except MemorydError as exc:
        return _fail(argv, exc)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last line of defence: one line, no traceback
        log.debug("internal error", exc_info=True)
        return _fail(argv, MemorydError(f"Internal error ({type(exc).__name__}): rerun with MEMORYD_LOG_LEVEL=DEBUG for details."))
    return result if isinstance(result, int) else 0


def run() -> None:
    sys.exit(main())
