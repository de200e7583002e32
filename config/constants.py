"""Fixed names shared by every room: categories, confidences, sources, filters, block delimiters."""

from __future__ import annotations

CATEGORIES = (
    "preference",
    "setup",
    "experience",
    "goal",
    "project",
    "interest",
    "background",
    "constraint",
    "requested",
)
CONFIDENCES = ("low", "medium", "high")
SOURCES = ("learned", "pattern", "requested", "user", "imported")

# Filter names, in the order the guard applies them (interface.md).
CONTENT_FILTERS = ("secret", "raw_value", "amount", "exchange", "instruction", "subject", "length")
FILTERS = CONTENT_FILTERS + ("category", "duplicate", "paused")

# The reply-path block is wrapped in these; the guard refuses any text that carries them.
BLOCK_OPEN = "<<<memoryd-memory>>>"
BLOCK_CLOSE = "<<<end-memoryd-memory>>>"

NOTE_MIN_CHARS = 3
NOTE_MAX_CHARS = 160
NOTE_CAP = 80
DECAY_DAYS = 45
CONTEXT_MAX_NOTES = 10
