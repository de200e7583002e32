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
from store import changelog, notes, profile, summary, switches
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


@dataclass
class ImportDocument:
    notes: list[ImportedNote]
    summary: str = ""
    memory_enabled: bool = True
    paused: list[str] = field(default_factory=list)
    profile: list[dict[str, Any]] = field(default_factory=list)


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise UsageError(message)


def _when(value: Any, where: str) -> datetime | None:
    if value in (None, ""):
        return None
    _require(isinstance(value, str), f"{where} must be an ISO-8601 timestamp string.")
    try:
        return parse_iso(value)
    except ValueError:
        raise UsageError(f"{where} is not an ISO-8601 timestamp.") from None


def parse_json(data: Any) -> ImportDocument:
    _require(isinstance(data, dict), "The import file must hold one JSON object.")
    _require(data.get("format") == FORMAT, f"The import file is not a memoryd export (its `format` must be {FORMAT!r}).")
    _require(data.get("version") == VERSION, f"This memoryd reads export version {VERSION}, not {data.get('version')!r}.")
    raw_notes = data.get("notes", [])
    _require(isinstance(raw_notes, list), "`notes` must be a list.")
    parsed = []
    for index, raw in enumerate(raw_notes):
        where = f"notes[{index}]"
        _require(isinstance(raw, dict), f"{where} must be an object.")
        _require(isinstance(raw.get("text"), str), f"{where}.text must be a string.")
        _require(isinstance(raw.get("category"), str), f"{where}.category must be a string.")
        confidence = raw.get("confidence", "medium")
        _require(confidence in CONFIDENCES, f"{where}.confidence must be one of {', '.join(CONFIDENCES)}.")
        source = raw.get("source", "imported")
        _require(source in SOURCES, f"{where}.source must be one of {', '.join(SOURCES)}.")
        note_id = raw.get("id")
        _require(note_id is None or (isinstance(note_id, str) and 1 <= len(note_id) <= 64), f"{where}.id must be a short string.")
        parsed.append(
            ImportedNote(
                text=raw["text"],
                category=raw["category"],
                confidence=confidence,
                source=source,
                id=note_id,
                created_at=_when(raw.get("created_at"), f"{where}.created_at"),
                updated_at=_when(raw.get("updated_at"), f"{where}.updated_at"),
                confirmed_at=_when(raw.get("confirmed_at"), f"{where}.confirmed_at"),
            )
        )
    summary_text = data.get("summary") or ""
    _require(isinstance(summary_text, str), "`summary` must be a string.")
    enabled = data.get("memory_enabled", True)
    _require(isinstance(enabled, bool), "`memory_enabled` must be true or false.")
    paused = data.get("paused", [])
    _require(isinstance(paused, list) and all(c in CATEGORIES for c in paused), "`paused` must list known categories.")
    raw_profile = data.get("profile", [])
    _require(isinstance(raw_profile, list), "`profile` must be a list.")
    for index, entry in enumerate(raw_profile):
        where = f"profile[{index}]"
        _require(isinstance(entry, dict) and isinstance(entry.get("concept"), str), f"{where}.concept must be a string.")
        _require(entry.get("state") in profile.STATES, f"{where}.state must be one of {', '.join(profile.STATES)}.")
        _require(isinstance(entry.get("signals", 0), int) and entry.get("signals", 0) >= 0, f"{where}.signals must be a count.")
        for key in ("first_seen", "last_seen"):
            try:
                date.fromisoformat(str(entry.get(key))[:10])
            except ValueError:
                raise UsageError(f"{where}.{key} must be a date (YYYY-MM-DD).") from None
    return ImportDocument(parsed, summary_text, enabled, paused, raw_profile)


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
            notes.add(
                tx,
                item.text,
                item.category,
                confidence=item.confidence,
                source=item.source,
                reason="imported from a file",
                note_id=item.id,
                created_at=item.created_at,
                updated_at=item.updated_at,
                confirmed_at=item.confirmed_at,
                action="import",
            )
            imported += 1
        except Refused as refusal:
            refused[refusal.filter] += 1
    if document.summary:
        verdict = summary.write(tx, document.summary)
        if not verdict.allowed:
            refused[verdict.filter or "guard"] += 1
    else:
        summary.refresh(tx, notes.all_notes(tx))
    for entry in document.profile:
        if entry["concept"] not in concepts:
            refused["category"] += 1
            continue
        profile.restore(
            tx,
            entry["concept"],
            entry["state"],
            int(entry.get("signals", 0)),
            date.fromisoformat(str(entry["first_seen"])[:10]),
            date.fromisoformat(str(entry["last_seen"])[:10]),
            bool(entry.get("declared", False)),
        )
    switches.set_paused(tx, document.paused)
    switches.set_memory_enabled(tx, document.memory_enabled)
    changelog.record(tx, "import", f"replaced the memory from a file: {imported} notes kept, {sum(refused.values())} refused")
    return imported, dict(refused)
