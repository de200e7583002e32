"""The model's proposal: zero to three facts per chunk of new user turns, as constrained JSON.

The system prompt is fixed, so llama.cpp's KV cache reuses it between calls; only the new turns
(with the one message before them, for context) are sent. A long conversation is cut into chunks
that fit the context window next to the prompt and the answer budget.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from config.constants import CATEGORIES, CONFIDENCES
from jobs.llm import Model

PROPOSAL_CATEGORIES = [c for c in CATEGORIES if c != "requested"]

SYSTEM = (
    "You read a chat and list durable facts the USER stated about themselves. "
    'Answer with JSON: {"facts": [...]}, at most 3 facts, or {"facts": []}. '
    'Each fact: "fact" is one short atomic statement without a subject, like "Prefers short answers" '
    'or "Lives in Lyon"; "category"; "confidence"; "evidence" is the user\'s exact words; '
    '"replaces" is the id of a known note this fact makes outdated, or "". '
    "Only use lines marked USER-NEW. Never guess identity, personality, beliefs or expertise. "
    "Never keep amounts, exchange accounts, questions, hypotheticals, other people, or passing moods."
)

SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "facts": {
            "type": "array",
            "maxItems": 3,
            "items": {
                "type": "object",
                "properties": {
                    "fact": {"type": "string", "maxLength": 160},
                    "category": {"type": "string", "enum": PROPOSAL_CATEGORIES},
                    "confidence": {"type": "string", "enum": list(CONFIDENCES)},
                    "evidence": {"type": "string", "maxLength": 240},
                    "replaces": {"type": "string", "maxLength": 16},
                },
                "required": ["fact", "category", "confidence", "evidence"],
            },
        }
    },
    "required": ["facts"],
}


@dataclass(frozen=True)
class Proposal:
    fact: str
    category: str
    confidence: str
    evidence: str
    replaces: str | None  # a note id, already mapped back from the prompt's short alias


@dataclass
class ProposalRun:
    proposals: list[Proposal]
    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    tokens_reused: int = 0


def _line(role: str, content: str, new: bool) -> str:
    label = "USER-NEW" if role == "user" and new else role.upper()
    return f"{label}: {' '.join(content.split())}"


def chunk_lines(lines: list[str], model: Model, budget: int) -> list[list[str]]:
    """Greedy chunks of whole lines whose token count stays within `budget`; a line longer than the
    budget is cut at word boundaries."""
    chunks: list[list[str]] = []
    current: list[str] = []
    used = 0
    for line in lines:
        cost = model.count_tokens(line) + 1
        pieces = [line]
        if cost > budget:
            words, pieces, piece = line.split(), [], []
            for word in words:
                piece.append(word)
                if model.count_tokens(" ".join(piece)) > budget - 8:
                    pieces.append(" ".join(piece[:-1]))
                    piece = [word]
            pieces.append(" ".join(piece))
        for text in pieces:
            cost = model.count_tokens(text) + 1
            if current and used + cost > budget:
                chunks.append(current)
                current, used = [], 0
            current.append(text)
            used += cost
    if current:
        chunks.append(current)
    return chunks


def propose(
    model: Model,
    messages: list[dict[str, str]],
    first_new_turn: int,
    known_notes: list[tuple[str, str]],
    max_tokens: int,
) -> ProposalRun:
    """Ask the model about the new turns. `known_notes` are (id, text) pairs it may point at."""
    start = max(0, first_new_turn - 1)  # one earlier message, so the new turns can be read
    lines = [
        _line(m["role"], m["content"], index >= first_new_turn)
        for index, m in enumerate(messages[start:], start=start)
        if m["role"] in ("user", "assistant")
    ]
    aliases = {f"N{i + 1}": note_id for i, (note_id, _) in enumerate(known_notes)}
    known = "\n".join(f"N{i + 1}: {text}" for i, (_, text) in enumerate(known_notes))
    header = (f"Known notes:\n{known}\n\n" if known else "") + "Chat:\n"
    fixed = model.count_tokens(SYSTEM) + model.count_tokens(header) + 32
    budget = model.context_tokens - fixed - max_tokens
    run = ProposalRun([])
    for chunk in chunk_lines(lines, model, max(64, budget)):
        if not any(line.startswith("USER-NEW:") for line in chunk):
            continue
        reply = model.complete_json(SYSTEM, header + "\n".join(chunk), SCHEMA, max_tokens)
        run.calls += 1
        run.tokens_in += reply.tokens_in
        run.tokens_out += reply.tokens_out
        run.tokens_reused += reply.tokens_reused
        for item in reply.data.get("facts", [])[:3]:
            if not isinstance(item, dict):
                continue
            fact, category = str(item.get("fact", "")).strip(), item.get("category")
            confidence, evidence = item.get("confidence", "low"), str(item.get("evidence", "")).strip()
            if not fact or category not in PROPOSAL_CATEGORIES or confidence not in CONFIDENCES:
                continue
            replaces = aliases.get(str(item.get("replaces") or "").strip().upper())
            run.proposals.append(Proposal(fact, category, confidence, evidence, replaces))
    return run
