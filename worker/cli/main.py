"""`memoryd`: the command line. Turns memoryd errors into exit codes and one-line messages."""

from __future__ import annotations

import gc
import importlib
import json
import logging
import os
import sys
import traceback

import click

from config.errors import MemorydError, PreconditionError, QueueFull, UsageError, error_body
from worker.cli.app import JSON_REQUESTED, App, _note_json

log = logging.getLogger("memoryd")


# Each command's module loads when that command runs (or for --help), so `memoryd --version` and
# every command start without the others' imports.
COMMANDS = {
    "notes": "notes_cmds:notes_cmd",
    "remember": "notes_cmds:remember_cmd",
    "add": "notes_cmds:add_cmd",
    "edit": "notes_cmds:edit_cmd",
    "delete": "notes_cmds:delete_cmd",
    "pause": "notes_cmds:pause_cmd",
    "resume": "notes_cmds:resume_cmd",
    "clear": "notes_cmds:clear_cmd",
    "memory": "notes_cmds:memory_cmd",
    "summary": "store_cmds:summary_cmd",
    "profile": "store_cmds:profile_cmd",
    "log": "store_cmds:log_cmd",
    "export": "store_cmds:export_cmd",
    "import": "store_cmds:import_cmd",
    "forget": "store_cmds:forget_cmd",
    "maintain": "store_cmds:maintain_cmd",
    "context": "store_cmds:context_cmd",
    "check": "store_cmds:check_cmd",
    "status": "store_cmds:status_cmd",
    "doctor": "store_cmds:doctor_cmd",
    "submit": "pass_cmds:submit_cmd",
    "update": "pass_cmds:update_cmd",
    "drain": "pass_cmds:drain_cmd",
    "jobs": "pass_cmds:jobs_cmd",
    "demo": "pass_cmds:demo_cmd",
    "serve": "serve_cmds:serve_cmd",
    "service": "serve_cmds:service_cmd",
    "mcp": "serve_cmds:mcp_cmd",
    "config": "config_cmds:config_cmd",
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module, _, attr = target.partition(":")
        return getattr(importlib.import_module(f"worker.cli.{module}"), attr)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--data-dir", type=click.Path(file_okay=False), envvar=None, help="Where everything is kept (else MEMORYD_DATA_DIR, else the user data dir).")
@click.option("--config", "config_file", type=click.Path(dir_okay=False), help="A config.toml to read instead of <data-dir>/config.toml.")
@click.option("--json", "as_json", is_flag=True, callback=_note_json, help="Print one JSON document only, for every command.")
@click.option("-q", "--quiet", is_flag=True, help="No progress lines on stderr (they show only on a terminal anyway).")
@click.version_option(package_name="memoryd", prog_name="memoryd")
@click.pass_context
def cli(ctx: click.Context, data_dir: str | None, config_file: str | None, as_json: bool, quiet: bool) -> None:
    """memoryd: a local memory worker for chat assistants.

    \b
    Examples:
      memoryd demo                                   # one real pass in a temporary data dir
      memoryd submit conversation.json --json        # hand over a finished conversation
      memoryd context "How do I open a channel?"     # the memory block for a reply
      memoryd notes --search wallet --limit 5
      memoryd mcp                                    # for Claude Desktop, Cursor, VS Code...

    Exit codes: 0 ok, 1 internal error, 2 usage error, 3 precondition not met, 4 refused by a
    filter, 5 not found. `memoryd COMMAND --help` shows each command's example."""
    state = App(data_dir, config_file, json_default=as_json, quiet=quiet)
    ctx.obj = state
    ctx.call_on_close(state.close)



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
        failure = MemorydError(f"Error: {exc.format_message()}")
        failure.exit_code = exc.exit_code
        return _fail(argv, failure)
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
        if os.environ.get("MEMORYD_LOG_LEVEL", "").upper() == "DEBUG" and not logging.getLogger().handlers:
            traceback.print_exc()
        return _fail(argv, MemorydError(f"Internal error ({type(exc).__name__}): rerun with MEMORYD_LOG_LEVEL=DEBUG for details."))
    return result if isinstance(result, int) else 0


def run() -> None:
    code = main()
    # Everything is closed and written by now. Python's last collection would walk every object
    # the imports made (some 60 ms after `memoryd notes`): frozen, they are left to the exit.
    gc.freeze()
    sys.exit(code)
