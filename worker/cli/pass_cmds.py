"""Commands that run passes: submit, update, drain, demo."""

from __future__ import annotations

from typing import Any

import click

from worker.cli.app import app, emit, json_option, wants_json
from worker.cli import progress as progress_lines
from worker.cli.reports import describe_report
from worker.cli.store_cmds import read_input

REASONS = ("panel_hidden", "conversation_cleared", "manual")
CONVERSATION_FORMAT = """\b
Conversation format (JSON; `at` is optional; a pass needs two user turns):
  {"id": "c-42", "incognito": false,
   "messages": [{"role": "user", "content": "I prefer short answers."},
                {"role": "assistant", "content": "Noted."},
                {"role": "user", "content": "I run a node at home."}]}"""


def steps(as_json: bool) -> progress_lines.Steps:
    """Progress on stderr for a person watching a terminal; nothing under --json or --quiet."""
    return progress_lines.Steps(progress_lines.stderr_is_terminal() and not wants_json(as_json) and not app().quiet)


@click.command("submit", epilog=CONVERSATION_FORMAT)
@click.argument("source", metavar="FILE|-")
@click.option("--reason", type=click.Choice(REASONS), default="manual", show_default=True, help="What ended the conversation.")
@json_option
def submit_cmd(source: str, reason: str, as_json: bool) -> None:
    """Hand over a finished conversation; returns at once with a job id or why none is needed.

    \b
    Example:
      memoryd submit conversation.json --reason panel_hidden --json
      cat conversation.json | memoryd submit -

    """
    data = app().ops().submit(read_input(source), reason)
    emit(as_json, data, f"Queued as job {data['job']}." if "job" in data else f"Skipped: {data['skipped']}.")


@click.command("update", epilog=CONVERSATION_FORMAT)
@click.argument("source", metavar="FILE|-")
@click.option("--rules-only", is_flag=True, help="Do not use the model (patterns and requested notes only).")
@json_option
def update_cmd(source: str, rules_only: bool, as_json: bool) -> None:
    """Run a pass on a conversation now, wait, and print the changes. Exit 3 with the reason when
    none runs (--json: {"skipped": REASON}).

    \b
    Example:
      memoryd update conversation.json

    """
    with steps(as_json) as progress:
        data = app().ops().update(read_input(source), rules_only, progress=progress)
    emit(as_json, data, describe_report(data))


@click.command("drain")
@click.option("--rules-only", is_flag=True, help="Do not use the model.")
@json_option
def drain_cmd(rules_only: bool, as_json: bool) -> None:
    """Run every queued job now, then exit.

    \b
    Example:
      memoryd drain --rules-only"""
    with steps(as_json) as progress:
        data = app().ops().drain(rules_only, progress=progress)
    emit(as_json, data, "\n".join(_drained(j) for j in data["jobs"]) or "Nothing queued.")


def _drained(job: dict[str, Any]) -> str:
    if job["state"] == "failed":
        return f"job {job['job']}: failed, parked ({job.get('why') or 'no reason recorded'}); the other jobs ran"
    if job["state"] == "queued":
        return f"job {job['job']}: failed this time ({job.get('why') or 'no reason recorded'}); it will be retried later"
    return f"job {job['job']}: {job['state']}"


@click.command("jobs")
@click.option("--clear-failed", is_flag=True, help="Remove the failed jobs (resubmitting a conversation also replaces its failed job).")
@json_option
def jobs_cmd(clear_failed: bool, as_json: bool) -> None:
    """Queued, running and failed jobs, each with its conversation id, reason and (failed) why.

    \b
    Examples:
      memoryd jobs --json
      memoryd jobs --clear-failed
    """
    if clear_failed:
        data = app().ops().clear_failed()
        emit(as_json, data, f"Removed {data['removed']} failed job(s).")
        return
    data = app().ops(read_only=True).jobs()
    lines = [
        f"job {j['id']}  {j['state']:<7}  {j['conversation'] or '(id unreadable)'}  {j['reason']}"
        + (f"  why: {j['why']}" if j["why"] else "")
        for j in data["jobs"]
    ]
    emit(as_json, data, "\n".join(lines) or "No jobs.")


@click.command("demo")
@json_option
def demo_cmd(as_json: bool) -> None:
    """One real pass with the bundled model over a built-in conversation, in a temporary data dir.

    \b
    Example:
      memoryd demo
    """
    from worker.demo import run_demo  # noqa: PLC0415 - keeps the model path out of other commands

    with steps(as_json) as progress:
        data, human = run_demo(app().settings, progress=progress)
    emit(as_json, data, human)
