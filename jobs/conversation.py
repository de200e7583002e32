"""The conversation an app submits (interface.md), validated into one clear sentence on bad input."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from config.errors import UsageError
from store.clock import in_range
from store.text import strip_controls

MAX_MESSAGES = 2000
# rules.md: a pass runs only when the conversation has at least two user turns.
MIN_USER_TURNS = 2
# All messages together: with the per-message limit, this bounds the work one pass may take
# (rules read about 400,000 characters a second; the model sees at most MAX_JUDGED_SENTENCES).
MAX_CONVERSATION_CHARS = 1_000_000


class Message(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    role: Literal["user", "assistant", "system"]
    content: str
    at: datetime | None = None

    @field_validator("content")
    @classmethod
    def _no_controls(cls, value: str) -> str:
        """NUL and other control characters never reach a pass or the sealed transcript; a
        message keeps its line breaks and tabs."""
        return strip_controls(value, keep="\n\t")

    @field_validator("at")
    @classmethod
    def _at_in_range(cls, value: datetime | None) -> datetime | None:
        return None if value is None else in_range(value)


class Conversation(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)
    id: str = Field(min_length=1, max_length=200)
    incognito: bool = False
    messages: tuple[Message, ...] = Field(max_length=MAX_MESSAGES)

    @field_validator("id")
    @classmethod
    def _id_no_controls(cls, value: str) -> str:
        cleaned = strip_controls(value).strip()
        if not cleaned:
            raise ValueError("it must hold visible characters")
        return cleaned

    @property
    def user_turns(self) -> list[tuple[int, Message]]:
        return [(index, m) for index, m in enumerate(self.messages) if m.role == "user"]

    @property
    def unfit(self) -> str | None:
        """Why no pass may read this conversation, whatever the store holds: "incognito", or
        "too_few_turns" (rules.md: at least two user turns); None when a pass may run. The one
        place these preconditions live (submit and the pass both ask it)."""
        if self.incognito:
            return "incognito"
        if len(self.user_turns) < MIN_USER_TURNS:
            return "too_few_turns"
        return None

    def as_dicts(self) -> list[dict[str, str]]:
        """Role and content of each message, and its `at` (ISO 8601) when the app sent one: the
        capture resolves "yesterday" or "last year" from it."""
        return [{"role": m.role, "content": m.content, **({"at": m.at.isoformat()} if m.at else {})} for m in self.messages]


def _describe(error: dict[str, Any]) -> str:
    loc = error["loc"]
    kind = error["type"]
    if loc and loc[0] == "messages" and len(loc) >= 2 and isinstance(loc[1], int):
        where = f"message {loc[1] + 1}"
        field = loc[2] if len(loc) > 2 else None
        if field == "role":
            return f"{where} has an unknown role: use user, assistant or system."
        if kind == "missing":
            return f"{where} is missing its {field!r} field."
        return f"{where} has an invalid {field!r} field ({error['msg']})."
    field = loc[0] if loc else "conversation"
    if kind == "missing":
        return f"The conversation is missing its {field!r} field."
    if field == "messages" and kind == "too_long":
        return f"The conversation has more than {MAX_MESSAGES} messages: submit it in parts."
    return f"The conversation's {field!r} field is invalid ({error['msg']})."


def parse_conversation(raw: str | bytes | dict[str, Any], max_message_chars: int) -> Conversation:
    """Parse and validate; any problem raises UsageError naming what was wrong."""
    if not isinstance(raw, dict):
        try:
            raw = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise UsageError("The conversation is not valid JSON: send one JSON object with `id` and `messages`.") from None
    if not isinstance(raw, dict):
        raise UsageError("The conversation must be a JSON object with `id` and `messages`.")
    try:
        conversation = Conversation.model_validate(raw)
    except ValidationError as exc:
        raise UsageError(_describe(exc.errors()[0])) from None
    for index, message in enumerate(conversation.messages):
        if len(message.content) > max_message_chars:
            raise UsageError(f"message {index + 1} is over the size limit of {max_message_chars} characters.")
    if sum(len(message.content) for message in conversation.messages) > MAX_CONVERSATION_CHARS:
        raise UsageError(f"The conversation is over {MAX_CONVERSATION_CHARS:,} characters in all: submit the recent part.")
    return conversation
