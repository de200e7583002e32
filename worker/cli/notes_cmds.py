"""Commands that act on the notes: notes, remember, add, edit, delete, pause, resume, clear, memory."""

from __future__ import annotations

import click

from config.constants import CATEGORIES
from store.clock import utcnow
from store.notes import Note
from worker.cli.context import app, emit, json_option

category_choice = click.Choice(CATEGORIES)


def _line(note: Note) -> str:
    return f"{note.id}  {note.category:<10}  {note.confidence:<6}  {note.source:<9}  {note.text}"


@click.command("notes")
@click.option("--category", type=category_choice, help="Only this category.")
@json_option
def notes_cmd(category: str | None, as_json: bool) -> None:
    """List notes."""
    found = app().memory().notes(utcnow(), category)
    emit(as_json, {"notes": [note.to_json() for note in found]}, "\n".join(_line(n) for n in found) or "No notes.")


@click.command("remember")
@click.argument("text")
@json_option
def remember_cmd(text: str, as_json: bool) -> None:
    """Keep TEXT verbatim as a requested note (after the filters)."""
    note = app().memory().remember(text, utcnow())
    emit(as_json, {"note": note.to_json()}, f"Noted: {note.text}")


@click.command("add")
@click.argument("text")
@click.option("--category", required=True, help=f"One of: {', '.join(CATEGORIES)}.")
@json_option
def add_cmd(text: str, category: str, as_json: bool) -> None:
    """Add a note of your own, through the same filters."""
    note = app().memory().add(text, category, utcnow())
    emit(as_json, {"note": note.to_json()}, f"Added {note.id}: {note.text}")


@click.command("edit")
@click.argument("note_id")
@click.argument("text")
@json_option
def edit_cmd(note_id: str, text: str, as_json: bool) -> None:
    """Rewrite a note; the new text goes through the filters."""
    note = app().memory().edit(note_id, text, utcnow())
    emit(as_json, {"note": note.to_json()}, f"Edited {note.id}: {note.text}")


@click.command("delete")
@click.argument("note_id")
@json_option
def delete_cmd(note_id: str, as_json: bool) -> None:
    """Delete a note for good (no copy is kept)."""
    note = app().memory().delete(note_id, utcnow())
    emit(as_json, {"deleted": note.id}, f"Deleted {note.id}.")


@click.command("pause")
@click.argument("category", type=category_choice)
@json_option
def pause_cmd(category: str, as_json: bool) -> None:
    """Nothing new enters CATEGORY; what it holds stays."""
    paused = app().memory().pause(category, utcnow(), paused=True)
    emit(as_json, {"paused": paused}, f"Paused {category}.")


@click.command("resume")
@click.argument("category", type=category_choice)
@json_option
def resume_cmd(category: str, as_json: bool) -> None:
    """Let new notes enter CATEGORY again."""
    paused = app().memory().pause(category, utcnow(), paused=False)
    emit(as_json, {"paused": paused}, f"Resumed {category}.")


@click.command("clear")
@click.argument("category", type=category_choice)
@json_option
def clear_cmd(category: str, as_json: bool) -> None:
    """Delete every note of CATEGORY."""
    removed = app().memory().clear(category, utcnow())
    emit(as_json, {"deleted": removed, "category": category}, f"Deleted {removed} note(s) from {category}.")


@click.command("memory")
@click.argument("state", type=click.Choice(["on", "off"]), required=False)
@json_option
def memory_cmd(state: str | None, as_json: bool) -> None:
    """Turn the personal memory on or off (without STATE: show it)."""
    memory = app().memory()
    if state is not None:
        memory.set_enabled(state == "on", utcnow())
    enabled = memory.enabled(utcnow())
    emit(as_json, {"memory_enabled": enabled}, f"Memory is {'on' if enabled else 'off'}.")
