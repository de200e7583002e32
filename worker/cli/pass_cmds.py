"""Commands that run passes: submit, update, drain, demo."""

from __future__ import annotations

import click

from jobs.passes import PassReport, require_ran
from worker.cli.context import app, emit, json_option
from worker.cli.store_cmds import read_input
from worker.runner import Runner

REASONS = ("panel_hidden", "conversation_cleared", "manual")


def describe_report(report: PassReport) -> str:
    out = report.outcome
    lines = []
    for note in out.added:
        lines.append(f"+ {note.text}  [{note.category}, {note.source}, {note.confidence}]")
    for note in out.replaced:
        lines.append(f"~ {note.text}  [{note.category}, replaced an older note]")
    for note in out.confirmed:
        lines.append(f"= {note.text}  [re-confirmed]")
    for turn, name, reason in out.refused:
        lines.append(f"x message {turn + 1}: refused ({name}): {reason}")
    for turn, rule in report.dropped:
        lines.append(f"- message {turn + 1 if turn >= 0 else '?'}: model proposal dropped ({rule})")
    if not lines:
        lines.append("No changes.")
    lines.append(f"model: {report.model_calls} call(s), {report.tokens_in} tokens in, {report.tokens_out} out")
    return "\n".join(lines)


@click.command("submit")
@click.argument("source", metavar="FILE|-")
@click.option("--reason", type=click.Choice(REASONS), default="manual", show_default=True, help="What ended the conversation.")
@json_option
def submit_cmd(source: str, reason: str, as_json: bool) -> None:
    """Hand over a finished conversation; returns at once with a job id or why none is needed."""
    runner = Runner(app().memory(), use_model=False)
    result = runner.submit(runner.parse(read_input(source)), reason)
    human = f"Queued as job {result['job']}." if "job" in result else f"Skipped: {result['skipped']}."
    emit(as_json, result, human)


@click.command("update")
@click.argument("source", metavar="FILE|-")
@click.option("--rules-only", is_flag=True, help="Do not use the model (patterns and requested notes only).")
@json_option
def update_cmd(source: str, rules_only: bool, as_json: bool) -> None:
    """Run a pass on a conversation now, wait, and print the changes."""
    runner = Runner(app().memory(), use_model=not rules_only)
    try:
        report = require_ran(runner.run(runner.parse(read_input(source))))
    finally:
        runner.close()
    emit(as_json, report.to_json(), describe_report(report))


@click.command("drain")
@click.option("--rules-only", is_flag=True, help="Do not use the model.")
@json_option
def drain_cmd(rules_only: bool, as_json: bool) -> None:
    """Run every queued job now, then exit."""
    runner = Runner(app().memory(), use_model=not rules_only)
    try:
        results = runner.drain()
    finally:
        runner.close()
    data = {
        "jobs": [{"job": job, "state": state, "report": report.to_json() if report else None} for job, report, state in results],
    }
    lines = [f"job {job}: {state}" for job, _, state in results] or ["Nothing queued."]
    emit(as_json, data, "\n".join(lines))


@click.command("demo")
@json_option
def demo_cmd(as_json: bool) -> None:
    """One real pass with the bundled model over a built-in conversation, in a temporary data dir."""
    from worker.demo import run_demo  # noqa: PLC0415 - keeps the model path out of other commands

    data, human = run_demo(app().settings)
    emit(as_json, data, human)


