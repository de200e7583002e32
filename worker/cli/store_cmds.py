"""Commands over the whole store: summary, profile, log, export, import, forget, maintain, context,
check, status."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from config.errors import UsageError
from worker.cli.app import app, confirm_or_refuse, emit, json_option, starting, wants_json

DETAILS = ("light", "balanced", "detailed")  # store.reply_path.BUDGETS' keys (a test holds them equal)


@click.command("summary")
@json_option
def summary_cmd(as_json: bool) -> None:
    """The "About you" summary.

    \b
    Example:
      memoryd summary --json
    """
    data = app().ops(read_only=True).summary()
    emit(as_json, data, data["summary"] or "No summary yet.")


def _profile_line(entry: dict) -> str:
    seen = f", last seen {entry['last_seen']}" if entry["last_seen"] else ""
    declared = " (declared)" if entry["declared"] else ""
    return f"{entry['concept']:<12}  {entry['state']:<10}  {entry['signals']} signal(s){seen}{declared}"


@click.group("profile", invoke_without_command=True)
@json_option
@click.pass_context
def profile_cmd(ctx: click.Context, as_json: bool) -> None:
    """The learning profile, per concept.

    \b
    Examples:
      memoryd profile
      memoryd profile forget lightning
    """
    if ctx.invoked_subcommand is not None:
        return
    data = app().ops(read_only=True).profile()
    emit(as_json, data, "\n".join(_profile_line(entry) for entry in data["profile"]))


@profile_cmd.command("forget")
@click.argument("concept")
@json_option
def profile_forget_cmd(concept: str, as_json: bool) -> None:
    """Forget the learning signals of CONCEPT.

    \b
    Example:
      memoryd profile forget lightning
    """
    data = app().ops().profile_forget(concept)
    emit(as_json, data, f"Forgot {concept}." if data["had_signals"] else f"Nothing was kept about {concept}.")


@click.command("log")
@click.option("--limit", type=click.IntRange(min=1), help="Only the newest N entries.")
@json_option
def log_cmd(limit: int | None, as_json: bool) -> None:
    """The change log: every add, confirm, replace, decay, cap drop, edit and delete, with when and
    why. --json: {"changes": [...]}.

    \b
    Example:
      memoryd log --limit 20
    """
    data = app().ops(read_only=True).log(limit)
    lines = [
        f"{change['at']}  {change['action']:<8}  {change['note'] or '-':<14}  {change['category'] or '-':<10}  {change['reason']}" for change in data["changes"]
    ]
    emit(as_json, data, "\n".join(lines) or "No changes yet.")


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(["json", "md"]), default="json", show_default=True)
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write to FILE (mode 0600) instead of stdout.")
@json_option
def export_cmd(fmt: str, output: str | None, as_json: bool) -> None:
    """Export everything, as JSON or as a memory.md file (with --json, md comes as {"format", "markdown"}).

    \b
    Example:
      memoryd export --format md -o memory.md
    """
    data = app().ops(read_only=True).export(fmt)
    if fmt == "json" or wants_json(as_json):
        body = json.dumps(data, ensure_ascii=False, indent=None if wants_json(as_json) else 2) + "\n"
    else:
        body = data["markdown"]
    if output is None:
        click.echo(body, nl=False)
        return
    target = Path(output)
    if target.is_symlink():
        raise UsageError(f"{output} is a symbolic link: memoryd does not write through links; give the path of a plain file.")
    if target.is_dir():
        raise UsageError(f"{output} is a directory: give the path of a file.")
    if not target.parent.is_dir():
        raise UsageError(f"Cannot write {output} (its folder does not exist): choose another path.")
    from store.paths import write_private_file  # noqa: PLC0415

    try:
        write_private_file(target, body)  # 0600, atomically: temp file in the same folder, fsync, rename
    except OSError as exc:
        raise UsageError(f"Cannot write {output} ({exc.strerror or type(exc).__name__}): choose another path.") from None
    click.echo(f"Exported to {output}.", err=True)


def read_input(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    path = Path(source)
    if path.is_dir():
        raise UsageError(f"{source} is a directory: give a path to a file, or - for stdin.")
    if not path.is_file():
        raise UsageError(f"File {source} does not exist: give a path to a readable file, or - for stdin.")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"File {source} is not UTF-8 text.") from None


@click.command("import")
@click.argument("source", metavar="FILE")
@click.option("--yes", is_flag=True, help="Confirm (else asked on a terminal, refused elsewhere).")
@json_option
def import_cmd(source: str, yes: bool, as_json: bool) -> None:
    """Replace everything with FILE (JSON export or memory.md), filtered on the way in. The notes
    now kept are deleted first: asks, or --yes.

    \b
    Example:
      memoryd export -o backup.json && memoryd import backup.json --yes"""
    content = read_input(source)
    confirm_or_refuse(as_json, yes, "Replace every note with the file's?", f"run `memoryd import {source} --yes` to confirm")
    data = app().ops().import_(content)
    detail = ", ".join(f"{name} {count}" for name, count in sorted(data["refused"].items())) or "none"
    emit(as_json, data, f"Imported {data['imported']} note(s); refused: {detail}.")


@click.command("forget")
@click.option("--all", "everything", is_flag=True, help="Erase both memories.")
@click.option("--yes", is_flag=True, help="Confirm.")
@json_option
def forget_cmd(everything: bool, yes: bool, as_json: bool) -> None:
    """Erase both memories and rotate the encryption key (needs --all --yes).

    \b
    Example:
      memoryd forget --all --yes
    """
    if not everything or not yes:
        raise UsageError("`forget` erases both memories for good: run `memoryd forget --all --yes` to confirm.")
    emit(as_json, app().ops(allow_missing_key=True).forget_all(), "Both memories erased; the encryption key was rotated.")


@click.command("maintain")
@json_option
def maintain_cmd(as_json: bool) -> None:
    """Run decay and the cap now.

    \b
    Example:
      memoryd maintain
    """
    data = app().ops().maintain()
    emit(as_json, data, f"Decayed {data['decayed']} note(s); dropped {data['capped']} over the cap.")


@click.command("context")
@click.argument("message")
@click.option("--detail", type=click.Choice(DETAILS), default="balanced", show_default=True)
@json_option
def context_cmd(message: str, detail: str, as_json: bool) -> None:
    """Print the advisory memory block for a reply to MESSAGE.

    \b
    Example:
      memoryd context "How do I open a channel?" --detail light
    """
    data = app().ops(read_only=True).context(message, detail)
    emit(as_json, data, data["block"])


@click.command("check")
@click.argument("text")
@json_option
def check_cmd(text: str, as_json: bool) -> int:
    """Run the guard only, on TEXT, or on each line of stdin with `-` (one JSON object per line).
    Exits 4 when a single TEXT is refused.

    \b
    Examples:
      memoryd check "I run a full node" --json
      memoryd check - < texts.txt
    """
    from store.guard import Policy  # noqa: PLC0415
    from worker.ops import verdict_json  # noqa: PLC0415

    with starting():  # the settings, and the guard's filters with the text
        policy = Policy(allowed_subjects=frozenset(app().settings.allowed_subjects))
        data = None if text == "-" else verdict_json(text, policy)
    if data is None:
        for line in sys.stdin:
            click.echo(json.dumps(verdict_json(line.rstrip("\r\n"), policy)))
        return 0
    emit(as_json, data, "Allowed." if data["allowed"] else f"Refused ({data['filter']}): {data['reason']}")
    return 0 if data["allowed"] else 4


@click.command("status")
@json_option
def status_cmd(as_json: bool) -> None:
    """Counters, the queue, the model and where the service listens.

    \b
    Example:
      memoryd status --json
    """
    data = app().ops(read_only=True).status()
    emit(as_json, data, describe_status(data))


def describe_status(data: dict) -> str:
    skipped = ", ".join(f"{reason} {count}" for reason, count in sorted(data.get("skipped_by_reason", {}).items()))
    if data.get("service"):
        where = data.get("socket") or data.get("tcp") or "?"
        service = f"running (pid {data.get('pid', '?')}), listening on {where}"
    else:
        service = "not running (commands use the store directly; `memoryd serve` starts it)"
    return "\n".join(
        [
            f"Memory:   {'on' if data['memory_enabled'] else 'off'}, {data['notes']} note(s)",
            f"Queue:    {data['queued']} queued, {data['running']} running, {data['failed']} failed",
            f"Passes:   {data['passes']} run, {data['skipped']} skipped" + (f" ({skipped})" if skipped else ""),
            f"Model:    {data['model']} ({'loaded' if data.get('model_loaded') else 'not loaded'}); "
            f"{data['model_calls']} call(s), {data['tokens_in']} tokens in, {data['tokens_out']} out",
            f"Service:  {service}",
            f"Data dir: {data['data_dir']}",
        ]
    )


@click.command("doctor")
@json_option
def doctor_cmd(as_json: bool) -> int:
    """Check the keyring backend and key, the database's integrity, permissions, the socket, the
    model file and the queue; one line per problem with its fix. Exits 0 only when all hold, else 1.

    \b
    Example:
      memoryd doctor
    """
    from worker import doctor  # noqa: PLC0415

    findings = doctor.run(app().settings)
    data = doctor.report(findings)
    problems = [finding.line() for finding in findings if not finding.ok]
    emit(as_json, data, "\n".join(problems) if problems else f"All {len(findings)} checks hold.")
    return 0 if data["ok"] else 1
