"""Commands that act on the notes: notes, remember, add, edit, delete, pause, resume, clear, memory."""

from __future__ import annotations

from typing import Any

import click

from config.constants import CATEGORIES
from worker.cli.app import app, confirm_or_refuse, emit, json_option

category_choice = click.Choice(CATEGORIES)


def note_line(note: dict[str, Any]) -> str:
    return f"{note['id']}  {note['category']:<10}  {note['confidence']:<6}  {note['source']:<9}  {note['text']}"


@click.command("notes")
@click.option("--category", type=category_choice, help="Only this category.")
@click.option("--search", metavar="TEXT", help="Only notes whose text contains TEXT (case and accents aside).")
@click.option("--limit", type=click.IntRange(min=1), metavar="N", help="Only the newest N notes.")
@json_option
def notes_cmd(category: str | None, search: str | None, limit: int | None, as_json: bool) -> None:
    """List notes: id, category, confidence, source, text.

    \b
    Example:
      memoryd notes --search wallet --limit 5
      memoryd notes --category preference --json"""
    data = app().ops(read_only=True).notes(category, search=search, limit=limit)
    emit(as_json, data, "\n".join(note_line(n) for n in data["notes"]) or "No notes.")


@click.command("remember")
@click.argument("text")
@json_option
def remember_cmd(text: str, as_json: bool) -> None:
    """Keep TEXT verbatim as a requested note (after the filters).

    \b
    Example:
      memoryd remember "I am colour-blind"
    """
    data = app().ops().remember(text)
    emit(as_json, data, f"Noted: {data['note']['text']}")


@click.command("add")
@click.argument("text")
@click.option("--category", required=True, type=category_choice, help="The note's category.")
@json_option
def add_cmd(text: str, category: str, as_json: bool) -> None:
    """Add a note of your own, through the same filters.

    \b
    Example:
      memoryd add "Prefers metric units" --category preference
    """
    data = app().ops().add(text, category)
    emit(as_json, data, f"Added {data['note']['id']}: {data['note']['text']}")


@click.command("edit")
@click.argument("note_id")
@click.argument("text")
@json_option
def edit_cmd(note_id: str, text: str, as_json: bool) -> None:
    """Rewrite a note; the new text goes through the filters.

    \b
    Example:
      memoryd edit n_7f3a "Prefers short, direct answers"
    """
    data = app().ops().edit(note_id, text)
    emit(as_json, data, f"Edited {data['note']['id']}: {data['note']['text']}")


@click.command("delete")
@click.argument("note_id")
@json_option
def delete_cmd(note_id: str, as_json: bool) -> None:
    """Delete a note for good (no copy is kept).

    \b
    Example:
      memoryd delete n_7f3a
    """
    data = app().ops().delete(note_id)
    emit(as_json, data, f"Deleted {data['deleted']}.")


@click.command("pause")
@click.argument("category", type=category_choice, metavar="CATEGORY")
@json_option
def pause_cmd(category: str, as_json: bool) -> None:
    """Nothing new enters CATEGORY; what it holds stays.

    \b
    Example:
      memoryd pause project
    """
    emit(as_json, app().ops().pause(category), f"Paused {category}.")


@click.command("resume")
@click.argument("category", type=category_choice, metavar="CATEGORY")
@json_option
def resume_cmd(category: str, as_json: bool) -> None:
    """Let new notes enter CATEGORY again.

    \b
    Example:
      memoryd resume project
    """
    emit(as_json, app().ops().resume(category), f"Resumed {category}.")


@click.command("clear")
@click.argument("category", type=category_choice, metavar="CATEGORY")
@click.option("--yes", is_flag=True, help="Confirm (else asked on a terminal, refused elsewhere).")
@json_option
def clear_cmd(category: str, yes: bool, as_json: bool) -> None:
    """Delete every note of CATEGORY (asks first; --yes to confirm in scripts).

    \b
    Example:
      memoryd clear project --yes"""
    confirm_or_refuse(as_json, yes, f"Delete every {category} note for good?", f"run `memoryd clear {category} --yes` to confirm")
    data = app().ops().clear(category)
    emit(as_json, data, f"Deleted {data['deleted']} note(s) from {category}.")


@click.command("memory")
@click.argument("state", type=click.Choice(["on", "off"]), required=False)
@json_option
def memory_cmd(state: str | None, as_json: bool) -> None:
    """Turn the personal memory on or off (without STATE: show it).

    \b
    Example:
      memoryd memory off
    """
    data = app().ops().memory_switch(None if state is None else state == "on")
    emit(as_json, data, f"Memory is {'on' if data['memory_enabled'] else 'off'}.")
