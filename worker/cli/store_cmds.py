"""Commands over the whole store: summary, profile, log, export, import, forget, maintain, context,
check, status."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from config import model_files
from config.errors import UsageError
from store.clock import utcnow
from store.guard import Policy, check_content
from store.recall import BUDGETS
from worker.cli.context import app, emit, json_option


@click.command("summary")
@json_option
def summary_cmd(as_json: bool) -> None:
    """The "About you" summary."""
    text = app().memory().summary(utcnow())
    emit(as_json, {"summary": text}, text or "No summary yet.")


@click.group("profile", invoke_without_command=True)
@json_option
@click.pass_context
def profile_cmd(ctx: click.Context, as_json: bool) -> None:
    """The learning profile, per concept."""
    if ctx.invoked_subcommand is not None:
        return
    entries = app().memory().profile(utcnow())
    lines = [
        f"{e.concept:<12}  {e.state:<10}  {e.signals} signal(s)" + (f", last seen {e.last_seen}" if e.last_seen else "") + (" (declared)" if e.declared else "")
        for e in entries
    ]
    emit(as_json, {"profile": [e.to_json() for e in entries]}, "\n".join(lines))


@profile_cmd.command("forget")
@click.argument("concept")
@json_option
def profile_forget_cmd(concept: str, as_json: bool) -> None:
    """Forget the learning signals of CONCEPT."""
    removed = app().memory().profile_forget(concept, utcnow())
    emit(as_json, {"forgotten": concept, "had_signals": removed}, f"Forgot {concept}." if removed else f"Nothing was kept about {concept}.")


@click.command("log")
@click.option("--limit", type=click.IntRange(min=1), help="Only the newest N entries.")
@json_option
def log_cmd(limit: int | None, as_json: bool) -> None:
    """The change log: every add, confirm, replace, decay, cap drop, edit and delete, with when and why."""
    changes = app().memory().changes(utcnow(), limit)
    if as_json or app().json_default:
        for change in changes:
            click.echo(json.dumps(change.to_json(), ensure_ascii=False))
        return
    for c in changes:
        click.echo(f"{c.to_json()['at']}  {c.action:<8}  {c.note_id or '-':<14}  {c.category or '-':<10}  {c.reason}")


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(["json", "md"]), default="json", show_default=True)
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True), help="Write to FILE (mode 0600) instead of stdout.")
def export_cmd(fmt: str, output: str | None) -> None:
    """Export everything, as JSON or as a memory.md file."""
    memory = app().memory()
    body = json.dumps(memory.export_json(utcnow()), ensure_ascii=False, indent=2) + "\n" if fmt == "json" else memory.export_md(utcnow())
    if output is None:
        click.echo(body, nl=False)
        return
    fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(body)
    click.echo(f"Exported to {output}.", err=True)


def read_input(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    path = Path(source)
    if not path.is_file():
        raise UsageError(f"File {source} does not exist: give a path to a readable file, or - for stdin.")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"File {source} is not UTF-8 text.") from None


@click.command("import")
@click.argument("source", metavar="FILE")
@json_option
def import_cmd(source: str, as_json: bool) -> None:
    """Replace everything with FILE (JSON export or memory.md), filtered on the way in."""
    imported, refused = app().memory().import_(read_input(source), utcnow())
    detail = ", ".join(f"{name} {count}" for name, count in sorted(refused.items())) or "none"
    emit(as_json, {"imported": imported, "refused": refused}, f"Imported {imported} note(s); refused: {detail}.")


@click.command("forget")
@click.option("--all", "everything", is_flag=True, help="Erase both memories.")
@click.option("--yes", is_flag=True, help="Confirm.")
@json_option
def forget_cmd(everything: bool, yes: bool, as_json: bool) -> None:
    """Erase both memories and rotate the encryption key (needs --all --yes)."""
    if not everything or not yes:
        raise UsageError("`forget` erases both memories for good: run `memoryd forget --all --yes` to confirm.")
    app().memory(allow_missing_key=True).forget_all(utcnow())
    emit(as_json, {"forgotten": True}, "Both memories erased; the encryption key was rotated.")


@click.command("maintain")
@json_option
def maintain_cmd(as_json: bool) -> None:
    """Run decay and the cap now."""
    result = app().memory().maintain(utcnow())
    emit(as_json, result, f"Decayed {result['decayed']} note(s); dropped {result['capped']} over the cap.")


@click.command("context")
@click.argument("message")
@click.option("--detail", type=click.Choice(list(BUDGETS)), default="balanced", show_default=True)
@json_option
def context_cmd(message: str, detail: str, as_json: bool) -> None:
    """Print the advisory memory block for a reply to MESSAGE."""
    block = app().memory().context(message, detail)
    emit(as_json, block.to_json(), block.text)


@click.command("check")
@click.argument("text")
@json_option
def check_cmd(text: str, as_json: bool) -> int:
    """Run the guard only, on TEXT, or on each line of stdin with `-` (one JSON object per line)."""
    policy = Policy(allowed_subjects=frozenset(app().settings.allowed_subjects))
    if text == "-":
        for line in sys.stdin:
            verdict = check_content(line.rstrip("\r\n"), policy)
            click.echo(json.dumps({"allowed": verdict.allowed, "filter": verdict.filter, "reason": verdict.reason}))
        return 0
    verdict = check_content(text, policy)
    human = "Allowed." if verdict.allowed else f"Refused ({verdict.filter}): {verdict.reason}"
    emit(as_json, {"allowed": verdict.allowed, "filter": verdict.filter, "reason": verdict.reason}, human)
    return 0 if verdict.allowed else 4


@click.command("status")
@json_option
def status_cmd(as_json: bool) -> None:
    """Counters and where things are."""
    settings = app().settings
    memory = app().memory()
    counts = memory.counters(utcnow())
    data = {
        "queued": counts.get("queued", 0),
        "running": counts.get("running", 0),
        "failed": counts.get("failed", 0),
        "passes": counts.get("passes", 0),
        "skipped": counts.get("skipped", 0),
        "skipped_by_reason": {k.split(":", 1)[1]: v for k, v in counts.items() if k.startswith("skipped:")},
        "model_calls": counts.get("model_calls", 0),
        "tokens_in": counts.get("tokens_in", 0),
        "tokens_out": counts.get("tokens_out", 0),
        "notes": counts["notes"],
        "memory_enabled": memory.enabled(utcnow()),
        "model": model_files.describe(settings.model_path),
        "data_dir": str(settings.data_dir),
        "schema_version": memory.db.schema_version,
    }
    emit(as_json, data, "\n".join(f"{key}: {value}" for key, value in data.items()))
