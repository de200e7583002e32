"""One learning pass over a finished conversation: preconditions, capture, the model's proposal,
grounding, the never-stored rules, the guard, then consolidation, summary, profile signals and the
watermark, all in one transaction. A pass that fails changes nothing, so its job can be retried."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from config.errors import PreconditionError
from jobs import consolidate, propose, signals
from jobs.capture import rule_candidates
from jobs.conversation import Conversation
from jobs.grounding import grounded
from jobs.llm import Model
from jobs.never_stored import never_stored
from jobs.phrasing import third_person
from jobs.sentences import split_sentences
from store import counters, notes, profile, summary, switches, watermarks
from store.memory import Memory
from store.text import normalise

log = logging.getLogger("memoryd.pass")

SKIP_MESSAGES = {
    "incognito": "This conversation is incognito: nothing is learned from it.",
    "memory_off": "Memory is off, so nothing is captured: turn it on with `memoryd memory on`.",
    "too_few_turns": "The conversation has fewer than two user turns: there is nothing to learn yet.",
    "nothing_new": "The conversation has not grown since its last pass: nothing new to learn.",
}
_FIRST_PERSON = ("i ", "i'm ", "i’m ", "my ", "je ", "j'", "j’", "mon ", "ma ", "mes ")
KNOWN_NOTES_IN_PROMPT = 5
RECENT_NOTES_IN_PROMPT = 3


@dataclass
class PassReport:
    ran: bool
    skipped: str | None = None
    outcome: consolidate.Outcome = field(default_factory=consolidate.Outcome)
    dropped: list[tuple[int, str]] = field(default_factory=list)  # (turn, rule) for code-dropped proposals
    model_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    tokens_reused: int = 0
    first_new_turn: int = 0

    def to_json(self) -> dict[str, object]:
        out = self.outcome
        return {
            "ran": self.ran,
            "skipped": self.skipped,
            "added": [n.to_json() for n in out.added],
            "replaced": [n.to_json() for n in out.replaced],
            "confirmed": [n.id for n in out.confirmed],
            "refused": [{"turn": turn, "filter": name, "reason": reason} for turn, name, reason in out.refused],
            "dropped": [{"turn": turn, "rule": rule} for turn, rule in self.dropped],
            "model_calls": self.model_calls,
            "tokens_in": self.tokens_in,
            "tokens_out": self.tokens_out,
        }


def _skip(memory: Memory, now: datetime, reason: str) -> PassReport:
    with memory.write(now) as tx:
        counters.bump(tx, "skipped")
        counters.bump(tx, f"skipped:{reason}")
    return PassReport(ran=False, skipped=reason)


def _worth_asking(user_texts: list[str]) -> bool:
    """Only call the model when some new user sentence could hold a durable fact."""
    return any(never_stored(s) is None for text in user_texts for s in split_sentences(text))


def _model_items(
    run: propose.ProposalRun, new_user: list[tuple[int, str]], rule_items: list[consolidate.Item], report: PassReport
) -> list[consolidate.Item]:
    texts = [text for _, text in new_user]
    taken = {normalise(item.evidence) for item in rule_items}
    items = []
    for proposal in run.proposals:
        turn = next((i for i, text in new_user if normalise(proposal.evidence) in normalise(text)), -1)
        if not grounded(proposal.fact, proposal.evidence, texts):
            report.dropped.append((turn, "ungrounded"))
            continue
        rule = never_stored(proposal.evidence)
        if rule is not None:
            report.dropped.append((turn, rule))
            continue
        text = proposal.fact.strip().rstrip(".")
        if text.casefold().startswith(_FIRST_PERSON):
            text = third_person(text, "fr" if text.casefold().startswith(("je", "j'", "j’", "mon", "ma ", "mes")) else "en") or ""
            if not text:
                report.dropped.append((turn, "not_a_statement"))
                continue
        quoted = normalise(proposal.evidence)
        if quoted in taken or any(consolidate.overlap(text, item.text) >= consolidate.OVERLAP_THRESHOLD for item in rule_items):
            continue  # the code path already has this fact, in the user's stronger form
        taken.add(quoted)
        # A small model's judgement is near chance (spec/model.md): its facts start at low
        # confidence and decay unless a later pass re-confirms them.
        items.append(consolidate.Item(text, proposal.category, "low", "learned", proposal.evidence, turn, proposal.replaces))
    return items


def _known_notes(existing: list[notes.Note], said: str) -> list[notes.Note]:
    """The notes the model may point at: those sharing topic words with the new turns, then the
    most recently confirmed ones (a change like "I switched to Go" shares no word with what it
    replaces)."""
    candidates = [n for n in existing if n.category != "requested"]
    related = sorted((n for n in candidates if consolidate.overlap(said, n.text) > 0), key=lambda n: -consolidate.overlap(said, n.text))
    recent = sorted((n for n in candidates if n not in related), key=lambda n: n.confirmed_at, reverse=True)
    return (related + recent[:RECENT_NOTES_IN_PROMPT])[:KNOWN_NOTES_IN_PROMPT]


def run_pass(
    memory: Memory,
    conversation: Conversation,
    now: datetime,
    model: Callable[[], Model] | None = None,
    max_tokens: int = 256,
) -> PassReport:
    """Run one pass. `model` returns the model when the pass needs it (None: rules only)."""
    if conversation.incognito:
        return _skip(memory, now, "incognito")
    user = conversation.user_turns
    if len(user) < 2:
        return _skip(memory, now, "too_few_turns")
    user_texts = [m.content for _, m in user]
    with memory.read(now) as tx:
        seen = watermarks.first_new_user_turn(tx, conversation.id, user_texts)
        enabled = switches.memory_enabled(tx)
    if seen is None:
        return _skip(memory, now, "nothing_new")
    new_user = [(index, m.content) for index, m in user[seen:]]
    first_new_turn = new_user[0][0]
    found_signals = signals.collect([text for _, text in new_user], memory.settings.concepts)

    if not enabled:
        # The switch stops capture, not learning signals (rules.md); the mark still moves so that
        # turning memory on later does not capture what was said while it was off.
        with memory.write(now) as tx:
            _record_signals(tx, found_signals)
            watermarks.advance(tx, conversation.id, user_texts)
            counters.bump(tx, "skipped")
            counters.bump(tx, "skipped:memory_off")
        return PassReport(ran=False, skipped="memory_off")

    report = PassReport(ran=True, first_new_turn=first_new_turn)
    messages = conversation.as_dicts()
    rule_items = [
        consolidate.Item(c.text, c.category, c.confidence, c.source, c.evidence, c.turn)
        for c in rule_candidates(messages, first_new_turn=first_new_turn)
    ]
    model_items: list[consolidate.Item] = []
    if model is not None and _worth_asking([text for _, text in new_user]):
        with memory.read(now) as tx:
            existing = notes.all_notes(tx)
        known = _known_notes(existing, " ".join(text for _, text in new_user))
        run = propose.propose(model(), messages, first_new_turn, [(n.id, n.text) for n in known], max_tokens)
        report.model_calls, report.tokens_in, report.tokens_out = run.calls, run.tokens_in, run.tokens_out
        report.tokens_reused = run.tokens_reused
        model_items = _model_items(run, new_user, rule_items, report)

    with memory.write(now) as tx:
        report.outcome = consolidate.apply(tx, rule_items + model_items)
        if report.outcome.changed or report.outcome.confirmed:
            summary.refresh(tx, notes.all_notes(tx))
        _record_signals(tx, found_signals)
        watermarks.advance(tx, conversation.id, user_texts)
        counters.bump(tx, "passes")
        counters.bump(tx, "model_calls", report.model_calls)
        counters.bump(tx, "tokens_in", report.tokens_in)
        counters.bump(tx, "tokens_out", report.tokens_out)
    return report


def _record_signals(tx, found: signals.Signals) -> None:  # type: ignore[no-untyped-def]
    for concept, count in found.touched.items():
        profile.signal(tx, concept, count)
    for concept, state in found.declared.items():
        profile.declare(tx, concept, state)


def require_ran(report: PassReport) -> PassReport:
    """For `update`: a skipped pass is a precondition not met (exit 3) with a clear reason."""
    if not report.ran:
        raise PreconditionError(report.skipped or "skipped", SKIP_MESSAGES.get(report.skipped or "", "The pass did not run."))
    return report
