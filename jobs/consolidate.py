"""Consolidation: dedupe, merge and replace (rules.md decision 3), re-confirmation, in the pass's
one transaction, with a change-log entry saying why for each change.

"Substantially overlaps" is measured, not guessed: the overlap coefficient of the two notes'
topic words (content words minus the predicate verbs every note starts with) must reach
OVERLAP_THRESHOLD. tests/bench/bench_overlap.py prints precision and recall of this rule per
threshold on the labelled pairs in tests/data/overlap_pairs.jsonl.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from config.errors import Refused
from store import notes
from store.guard import fold_for_dedupe
from store.notes import USER_SOURCES, Note
from store.text import content_words, fold
from store.transaction import Tx

OVERLAP_THRESHOLD = 0.6
# Predicate verbs that start most notes; they name the slot, not the topic.
PREDICATES = frozenset(
    """
    like love enjoy prefer use run work live want need build make go commute plan learn study own
    has have am be is was being been switch switched move moved started start know understand
    aime prefere utilise travaille habite vit veut construit developpe apprend est suis goal objectif
    """.split()
)
CHANGE_MARKERS = (
    "switched to", "switch to", "moved to", "now use", "now work", "now live", "no longer",
    "not anymore", "instead of", "changed to", "j'ai demenage", "desormais", "je suis passe a",
    "je n'utilise plus", "je ne travaille plus",
)


def topic_words(text: str) -> frozenset[str]:
    words = set()
    for word in content_words(text):
        stem = word[:6]
        if word in PREDICATES or stem in PREDICATES or word.rstrip("sd") in PREDICATES or word.removesuffix("ing") in PREDICATES:
            continue
        words.add(stem)
    return frozenset(words)


def overlap(a: str, b: str) -> float:
    """|A ∩ B| / min(|A|, |B|) over topic words; 0 when either has none."""
    wa, wb = topic_words(a), topic_words(b)
    if not wa or not wb:
        return 0.0
    return len(wa & wb) / min(len(wa), len(wb))


@dataclass(frozen=True)
class Item:
    """A candidate that passed capture, grounding and the never-stored rules."""

    text: str
    category: str
    confidence: str
    source: str
    evidence: str
    turn: int
    replaces: str | None = None


@dataclass
class Outcome:
    added: list[Note] = field(default_factory=list)
    confirmed: list[Note] = field(default_factory=list)
    replaced: list[Note] = field(default_factory=list)
    refused: list[tuple[int, str, str]] = field(default_factory=list)  # (turn, filter, reason)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.replaced)


def is_change(evidence: str) -> bool:
    folded = fold(evidence)
    return any(marker in folded for marker in CHANGE_MARKERS)


def _target(item: Item, existing: list[Note]) -> Note | None:
    """The note this item should replace, if any."""
    if item.category == "requested":
        return None
    peers = [n for n in existing if n.category == item.category]
    if item.replaces:
        pointed = next((n for n in peers if n.id == item.replaces), None)
        if pointed is not None:
            return pointed
    scored = sorted(((overlap(item.text, n.text), n) for n in peers), key=lambda pair: (-pair[0], -pair[1].confirmed_at.timestamp()))
    if scored and scored[0][0] >= OVERLAP_THRESHOLD:
        return scored[0][1]
    if is_change(item.evidence):
        said = topic_words(item.evidence)
        related = [n for _, n in scored if topic_words(n.text) & said]
        if related:
            return related[0]
    return None


def apply(tx: Tx, items: list[Item]) -> Outcome:
    outcome = Outcome()
    for item in items:
        existing = notes.all_notes(tx)
        key = fold_for_dedupe(item.text)
        twin = next((n for n in existing if fold_for_dedupe(n.text) == key), None)
        try:
            if twin is not None:
                outcome.confirmed.append(
                    notes.confirm(tx, twin.id, confidence=item.confidence, reason=f"re-stated in a conversation ({item.source})")
                )
                continue
            target = _target(item, existing)
            if target is not None and target.source in USER_SOURCES:
                # The user's own wording stands; the restatement only confirms it.
                outcome.confirmed.append(notes.confirm(tx, target.id, confidence=target.confidence, reason="a related fact was re-stated"))
                continue
            if target is not None:
                why = "the model pointed at it" if item.replaces == target.id else f"overlaps it (score {overlap(item.text, target.text):.2f})"
                if is_change(item.evidence) and item.replaces != target.id:
                    why = "the user said it changed"
                outcome.replaced.append(
                    notes.supersede(tx, target.id, item.text, confidence=item.confidence, source=item.source, reason=f"newer phrasing replaces it: {why}")
                )
                continue
            outcome.added.append(
                notes.add(tx, item.text, item.category, confidence=item.confidence, source=item.source, reason=f"learned from a conversation ({item.source})")
            )
        except Refused as refusal:
            outcome.refused.append((item.turn, refusal.filter, refusal.reason))
    return outcome
