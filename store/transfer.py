"""Export and import: the JSON document of interface.md and the one-fact-per-line memory.md form."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

import regex

from config.constants import CATEGORIES, CONFIDENCES, SOURCES
from config.errors import Refused, UsageError
from store import changelog, forgotten, notes, profile, summary, switches
from store.clock import iso, parse_iso
from store.transaction import Tx

FORMAT = "memoryd-export"
VERSION = 1


def export_json(tx: Tx, concepts: tuple[str, ...]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": iso(tx.now),
        "memory_enabled": switches.memory_enabled(tx),
        "summary": summary.read(tx),
        "paused": switches.paused(tx),
        "notes": [note.to_json() for note in notes.all_notes(tx)],
        "profile": [
            {key: value for key, value in entry.to_json().items()}
            for entry in profile.entries(tx, concepts)
            if entry.signals or entry.declared
        ],
    }


def export_md(tx: Tx) -> str:
    by_category: dict[str, list[notes.Note]] = {}
    for note in notes.all_notes(tx):
        by_category.setdefault(note.category, []).append(note)
    lines = ["# Memory", ""]
    for category in CATEGORIES:
        if category not in by_category:
            continue
        lines.append(f"## {category}")
        lines.extend(f"- {note.text} [{note.updated_at.date().isoformat()}]" for note in by_category[category])
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


# ---- import -------------------------------------------------------------------------------------


@dataclass
class ImportedNote:
    text: str
    category: str
    confidence: str = "medium"
    source: str = "imported"
    id: str | None = None
    created_at: datetime | None = None
    updated_at: datetime | None = None
    confirmed_at: datetime | None = None
    id_replaced: bool = False


@dataclass
class ImportDocument:
    notes: list[ImportedNote]
    summary: str = ""
    memory_enabled: bool = True
    paused: list[str] = field(default_factory=list)
    profile: list[dict[str, Any]] = field(default_factory=list)


# What a file may hold: anything else is refused, and no message quotes a value from the file.
TOP_FIELDS = frozenset({"format", "version", "exported_at", "memory_enabled", "summary", "paused", "notes", "profile"})
NOTE_FIELDS = frozenset({"id", "text", "category", "confidence", "source", "created_at", "updated_at", "confirmed_at"})
PROFILE_FIELDS = frozenset({"concept", "state", "signals", "declared", "first_seen", "last_seen"})
_DAY = regex.compile(r"\d{4}-\d{2}-\d{2}")
NOTHING_CHANGED = "nothing was changed"


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise UsageError(message if NOTHING_CHANGED in message else f"{message.rstrip('.')}; {NOTHING_CHANGED}.")


def _fields(raw: dict[str, Any], allowed: frozenset[str], where: str) -> None:
    _require(all(isinstance(key, str) and key in allowed for key in raw), f"{where} has a field memoryd does not know (it takes {', '.join(sorted(allowed))}).")


def _when(value: Any, where: str) -> datetime | None:
    if value is None:
        return None
    _require(isinstance(value, str) and 0 < len(value) <= 40, f"{where} must be an ISO-8601 timestamp string.")
    try:
        return parse_iso(value)
    except ValueError:
        raise UsageError(f"{where} is not an ISO-8601 timestamp; {NOTHING_CHANGED}.") from None


def _day(value: Any, where: str) -> date:
    _require(isinstance(value, str) and _DAY.fullmatch(value) is not None, f"{where} must be a date (YYYY-MM-DD).")
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise UsageError(f"{where} is not a real date; {NOTHING_CHANGED}.") from None


def _text(value: Any, where: str) -> str:
    _require(isinstance(value, str), f"{where} must be a string.")
    return value


def _note(raw: Any, where: str) -> ImportedNote:
    _require(isinstance(raw, dict), f"{where} must be an object.")
    _fields(raw, NOTE_FIELDS, where)
    text = _text(raw.get("text"), f"{where}.text")
    # An unknown category is counted as a `category` refusal when the note meets the guard.
    category = _text(raw.get("category"), f"{where}.category")
    confidence = raw.get("confidence", "medium")
    _require(confidence in CONFIDENCES, f"{where}.confidence must be one of {', '.join(CONFIDENCES)}.")
    source = raw.get("source", "imported")
    _require(source in SOURCES, f"{where}.source must be one of {', '.join(SOURCES)}.")
    note_id = raw.get("id")
    _require(note_id is None or isinstance(note_id, str), f"{where}.id must be a string.")
    return ImportedNote(
        text=text,
        category=category,
        confidence=confidence,
        source=source,
        # Only memoryd's own id format is kept: any other id (it could be text) gets a fresh one.
        id=note_id if notes.is_id(note_id) else None,
        id_replaced=note_id is not None and not notes.is_id(note_id),
        created_at=_when(raw.get("created_at"), f"{where}.created_at"),
        updated_at=_when(raw.get("updated_at"), f"{where}.updated_at"),
        confirmed_at=_when(raw.get("confirmed_at"), f"{where}.confirmed_at"),
    )


def _profile_entry(entry: Any, where: str) -> dict[str, Any]:
    _require(isinstance(entry, dict), f"{where} must be an object.")
    _fields(entry, PROFILE_FIELDS, where)
    _text(entry.get("concept"), f"{where}.concept")
    _require(entry.get("state") in profile.STATES, f"{where}.state must be one of {', '.join(profile.STATES)}.")
    signals = entry.get("signals", 0)
    _require(isinstance(signals, int) and not isinstance(signals, bool) and 0 <= signals < 2**31, f"{where}.signals must be a count.")
    declared = entry.get("declared", False)
    _require(isinstance(declared, bool), f"{where}.declared must be true or false.")
    first_seen = _day(entry.get("first_seen"), f"{where}.first_seen")
    last_seen = _day(entry.get("last_seen"), f"{where}.last_seen")
    _require(first_seen <= last_seen, f"{where}.first_seen must not be after its last_seen.")
    return {"concept": entry["concept"], "state": entry["state"], "signals": signals, "declared": declared, "first_seen": first_seen, "last_seen": last_seen}


def parse_json(data: Any) -> ImportDocument:
    _require(isinstance(data, dict), "The import file must hold one JSON object.")
    _require(data.get("format") == FORMAT, f"The import file is not a memoryd export (its `format` must be {FORMAT!r}).")
    _require(data.get("version") == VERSION, f"This memoryd reads export version {VERSION} only.")
    _fields(data, TOP_FIELDS, "The import file")
    _when(data.get("exported_at"), "`exported_at`")
    raw_notes = data.get("notes", [])
    _require(isinstance(raw_notes, list), "`notes` must be a list.")
    parsed = [_note(raw, f"notes[{index}]") for index, raw in enumerate(raw_notes)]
    summary_text = data.get("summary")
    summary_text = "" if summary_text is None else summary_text
    _require(isinstance(summary_text, str), "`summary` must be a string.")
    enabled = data.get("memory_enabled", True)
    _require(isinstance(enabled, bool), "`memory_enabled` must be true or false.")
    paused = data.get("paused", [])
    _require(isinstance(paused, list) and all(c in CATEGORIES for c in paused), "`paused` must list known categories.")
    raw_profile = data.get("profile", [])
    _require(isinstance(raw_profile, list), "`profile` must be a list.")
    entries = [_profile_entry(entry, f"profile[{index}]") for index, entry in enumerate(raw_profile)]
    return ImportDocument(parsed, summary_text, enabled, sorted(set(paused)), entries)


_MD_HEADING = regex.compile(r"^##\s+(?P<category>\S.*?)\s*$")
_MD_ITEM = regex.compile(r"^[-*]\s+(?P<text>.+?)(?:\s+\[(?P<when>\d{4}-\d{2}-\d{2}(?:T[0-9:.]+Z?)?)\])?\s*$")


def parse_md(content: str) -> ImportDocument:
    category: str | None = None
    headings = 0
    parsed = []
    for number, line in enumerate(content.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or (stripped.startswith("#") and not stripped.startswith("##")):
            continue
        heading = _MD_HEADING.match(stripped)
        if heading:
            category = heading["category"].strip().lower()
            headings += 1
            continue
        item = _MD_ITEM.match(stripped)
        _require(item is not None, f"Line {number} of the memory.md file is neither a `## category` heading nor a `- fact [YYYY-MM-DD]` line.")
        _require(category is not None, f"Line {number} of the memory.md file comes before any `## category` heading.")
        when = _when(item["when"], f"the date on line {number}") if item["when"] else None
        parsed.append(ImportedNote(text=item["text"], category=category, created_at=when, updated_at=when, confirmed_at=when))
    _require(headings > 0, "The import file is empty: it has no `## category` heading; nothing was changed.")
    return ImportDocument(parsed)


def parse(content: str) -> ImportDocument:
    if content.lstrip().startswith("{"):
        try:
            data = json.loads(content)
        except json.JSONDecodeError as exc:
            raise UsageError(f"The import file is not valid JSON (line {exc.lineno}, column {exc.colno}).") from None
        return parse_json(data)
    return parse_md(content)


def _not_after(moment: datetime | None, *, now: datetime) -> datetime | None:
    """A timestamp from the future is taken as now (it would otherwise keep a note from ever decaying)."""
    return None if moment is None else min(moment, now)


def apply(tx: Tx, document: ImportDocument, concepts: tuple[str, ...]) -> tuple[int, dict[str, int]]:
    """Replace everything with the document, each note through the guard. Returns (imported, refusals)."""
    refused: Counter[str] = Counter()
    notes.erase_all(tx)
    summary.erase(tx)
    profile.erase(tx)
    switches.set_paused(tx, [])
    imported = 0
    for item in document.notes:
        try:
            note = notes.add(
                tx,
                item.text,
                item.category,
                confidence=item.confidence,
                source=item.source,
                reason="imported from a file",
                note_id=item.id,
                created_at=_not_after(item.created_at, now=tx.now),
                updated_at=_not_after(item.updated_at, now=tx.now),
                confirmed_at=_not_after(item.confirmed_at, now=tx.now),
                action="import",
            )
            forgotten.unforget(tx, note.text)  # brought back by the user's own file
            imported += 1
        except Refused as refusal:
            refused[refusal.filter] += 1
    summary_text = notes.clean(document.summary)
    if summary_text:
        verdict = summary.write(tx, summary_text)
        if not verdict.allowed:
            refused[verdict.filter or "guard"] += 1
    else:
        summary.refresh(tx, notes.all_notes(tx))
    for entry in document.profile:
        if entry["concept"] not in concepts:
            refused["category"] += 1  # only configured concepts are kept: the name is never stored
            continue
        profile.restore(
            tx, entry["concept"], entry["state"], entry["signals"], entry["first_seen"], entry["last_seen"], entry["declared"]
        )
    switches.set_paused(tx, document.paused)
    switches.set_memory_enabled(tx, document.memory_enabled)
    replaced_ids = sum(item.id_replaced for item in document.notes)
    changelog.record(
        tx,
        "import",
        f"replaced the memory from a file: {imported} notes kept, {sum(refused.values())} refused"
        + (f", {replaced_ids} ids not in memoryd's format given fresh ones" if replaced_ids else ""),
    )
    return imported, dict(refused)
