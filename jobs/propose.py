"""The model's proposal: zero to three facts per chunk of new user sentences, as constrained JSON.

The system prompt is fixed, so llama.cpp's KV cache reuses it between calls. Only the new user
sentences the rules did not already capture are sent, numbered U1, U2, …, with the earlier
message when a sentence refers back to it. The model answers which sentences state a durable
fact, with its category and confidence, by number: the user's own words are then exactly that
sentence, and the note text is written from it by code (jobs/phrasing.py), so the model can
neither misquote nor invent. Answers stay a few tokens long. A long input is cut into chunks that
fit the context window next to the prompt and the answer budget.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import regex

from config.constants import CATEGORIES, CONFIDENCES
from jobs.llm import Model

PROPOSAL_CATEGORIES = [c for c in CATEGORIES if c != "requested"]
MAX_FACTS = 3

SYSTEM = (
    "You read numbered lines a USER wrote (U1, U2, ...) and pick the ones that state a durable fact "
    "about the user: a lasting preference, setup, experience, goal, project, interest, background or constraint. "
    'Answer with JSON {"facts": [...]}, or {"facts": []} when none does. '
    'Each item: "line" (the U number), "category", "confidence"; and "replaces", only when known notes '
    '(N1, N2, ...) are listed, the N id of the note that line makes outdated, or "". '
    "Skip questions, hypotheticals, jokes, other people, passing moods, amounts and exchange accounts."
)


_BACK_REFERENCE = regex.compile(
    r"^\W*(yes|yeah|no|nope|that|this|it|same|exactly|both|either|neither|oui|non|ça|ca|cela|celui|celle|pareil|exactement)\b",
    regex.IGNORECASE,
)


def refers_back(sentence: str) -> bool:
    """A sentence that cannot be read without the message before it ("Yes, that one.")."""
    return bool(_BACK_REFERENCE.match(sentence))


def schema_for(lines: int, *, with_replaces: bool = False) -> dict[str, Any]:
    """At most one fact per sentence, three at most: a small model fills every slot it is given,
    so fewer slots is fewer generated tokens and less to throw away."""
    properties: dict[str, Any] = {
        "line": {"type": "integer", "enum": list(range(1, lines + 1))},
        "category": {"type": "string", "enum": PROPOSAL_CATEGORIES},
        "confidence": {"type": "string", "enum": list(CONFIDENCES)},
    }
    if with_replaces:
        properties["replaces"] = {"type": "string", "maxLength": 4}
    item = {"type": "object", "properties": properties, "required": ["line", "category", "confidence"]}
    return {
        "type": "object",
        "properties": {"facts": {"type": "array", "maxItems": max(1, min(MAX_FACTS, lines)), "items": item}},
        "required": ["facts"],
    }


@dataclass(frozen=True)
class Proposal:
    category: str
    confidence: str
    evidence: str  # the user's sentence the model pointed at, verbatim
    replaces: str | None  # a note id, already mapped back from the prompt's short alias


@dataclass
class ProposalRun:
    proposals: list[Proposal]
    calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    tokens_reused: int = 0


def chunk_sentences(sentences: list[str], model: Model, budget: int) -> list[list[str]]:
    """Greedy chunks of sentences whose token count stays within `budget`; a sentence longer than
    the budget is cut at word boundaries."""
    chunks: list[list[str]] = []
    current: list[str] = []
    used = 0
    for sentence in sentences:
        pieces = [sentence]
        if model.count_tokens(sentence) + 6 > budget:
            pieces, piece = [], []
            for word in sentence.split():
                piece.append(word)
                if model.count_tokens(" ".join(piece)) + 6 > budget:
                    pieces.append(" ".join(piece[:-1]))
                    piece = [word]
            pieces.append(" ".join(piece))
        for text in pieces:
            cost = model.count_tokens(text) + 6
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
    context: str | None,
    new_sentences: list[str],
    known_notes: list[tuple[str, str]],
    max_tokens: int,
) -> ProposalRun:
    """Ask the model about the new user sentences the rules did not already capture.

    `context` is the earlier message, sent only when a sentence refers back to it; `known_notes`
    are (id, text) pairs the model may point at with "replaces"."""
    aliases = {f"N{i + 1}": note_id for i, (note_id, _) in enumerate(known_notes)}
    known = "".join(f"N{i + 1}: {text}\n" for i, (_, text) in enumerate(known_notes))
    earlier = f"EARLIER: {' '.join(context.split()[:40])}\n" if context and any(refers_back(s) for s in new_sentences) else ""
    header = (f"Known notes:\n{known}\n" if known else "") + earlier
    budget = model.context_tokens - model.count_tokens(SYSTEM) - model.count_tokens(header) - max_tokens - 32
    run = ProposalRun([])
    for chunk in chunk_sentences([" ".join(s.split()) for s in new_sentences], model, max(64, budget)):
        body = header + "".join(f"U{i + 1}: {sentence}\n" for i, sentence in enumerate(chunk))
        reply = model.complete_json(SYSTEM, body, schema_for(len(chunk), with_replaces=bool(known_notes)), max_tokens)
        run.calls += 1
        run.tokens_in += reply.tokens_in
        run.tokens_out += reply.tokens_out
        run.tokens_reused += reply.tokens_reused
        for item in reply.data.get("facts", [])[:MAX_FACTS]:
            if not isinstance(item, dict):
                continue
            category, confidence, line = item.get("category"), item.get("confidence"), item.get("line")
            if category not in PROPOSAL_CATEGORIES or confidence not in CONFIDENCES:
                continue
            if not isinstance(line, int) or not 1 <= line <= len(chunk):
                continue
            replaces = aliases.get(str(item.get("replaces") or "").strip().upper())
            run.proposals.append(Proposal(category, confidence, chunk[line - 1], replaces))
    return run
