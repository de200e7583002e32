"""Consolidation: dedupe, merge and replace (rules.md decision 3 and "Consolidation"),
re-confirmation, in the pass's one transaction, with a change-log entry saying why for each change.

"Substantially overlaps" is measured, not guessed: the overlap coefficient of the two notes'
topic words (content words minus the predicate verbs every note starts with) must reach
OVERLAP_THRESHOLD. tests/bench/bench_overlap.py prints precision and recall of this rule per
threshold on the labelled pairs in tests/data/overlap_pairs.jsonl, and of the replacement rule
on tests/data/replace_pairs.jsonl.

A change replaces (jobs/slots.py): a new fact replaces an older note when the user names the old
value as left ("switched from Electrum to Sparrow", "no longer", "instead of", "je n'utilise plus"),
or gives a new value for the same slot (category, object class, scope): outright for a class that
holds one value at a time ("Prefers detailed answers" after "Prefers short answers", "Lives in
Paris" after "Lives in Lyon"), and for one that holds several ("Uses Sparrow" beside "Uses
Electrum") only when the user says it changed. A replacement the model proposes stands only when
code agrees (a shared slot, a shared subject, or the old value named). A pass never replaces a
note the user added, edited or requested, and changes a note at most once.

What the user said earlier never overrides what they said later: each note keeps when the user
said it (`said_at`: the message's `at`, else the pass's time). A replacement (a stated change, a
new value for the same slot, a newer phrasing) happens only when the new item was said at or after
that; an older statement (an old copy of a conversation, submitted again) then does nothing, and
adds no contradicting note beside it. Re-stating the same words still re-confirms the note, without
moving its said-at back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

import regex

from config.errors import Refused
from jobs import slots
from jobs.candidates import Candidate
from store import notes
from store.notes import USER_SOURCES, Note
from store.text import content_words, fold_for_dedupe
from store.transaction import Tx

OVERLAP_THRESHOLD = 0.6
# A model's replacement is agreed to when the two notes share at least this much of a subject.
SHARED_SUBJECT = 0.5
# The old value the user names must be this fully in a note for that note to be the one left.
NAMES_OLD = 0.5
# Predicate verbs that start most notes; they name the slot, not the topic.
PREDICATES = frozenset(
    """
    like love enjoy prefer use run work live want need build make go commute plan learn study own
    has have am be is was being been switch switched move moved started start know understand
    code program develop write speak play attend teach goe doe named called nommé nommée
    aime prefere utilise travaille habite vit veut construit developpe apprend est suis goal objectif
    """.split()
)


# Words that name the same topic in other words: family members by their familiar names, a death
# by its softer verbs ("Their dad died" and "Their father passed away in 2018" are one fact), a
# group of children. "away" of "passed away" says nothing more.
_SAME_TOPIC = {
    "dad": "father", "daddy": "father", "papa": "father", "pere": "father",
    "mom": "mother", "mum": "mother", "mama": "mother", "mommy": "mother", "mummy": "mother", "ma": "mother", "mere": "mother",
    "grandma": "grandmother", "granny": "grandmother", "nan": "grandmother", "nana": "grandmother", "gran": "grandmother",
    "grandpa": "grandfather", "grandad": "grandfather", "granddad": "grandfather", "gramps": "grandfather",
    "died": "die", "dies": "die", "death": "die", "dead": "die", "deceased": "die", "decede": "die", "mort": "die", "morte": "die",
    "kid": "child", "kids": "child", "children": "child", "enfants": "child", "enfant": "child",
}
_SAYS_NOTHING_MORE = frozenset({"away"})
# "passed" of a death ("Their dad passed in 2018", "…passed away"), never of a test ("passed his exam").
_PASSED_ON = regex.compile(r"\bpassed(?=\s+(?:away|on)\b|\s+(?:when|in|at|last|after|before|of|from|during|peacefully|suddenly)\b|\s*(?:[,.;!]|$))", regex.IGNORECASE)
# Whom a note is about, by the family word it names: two notes about different people are two facts
# ("Their dad died in 2019" and "Their mum died in 2019"; "Their father-in-law passed away").
_KIN = frozenset({"father", "mother", "grandmother", "grandfather", "child", "son", "daughter", "brother", "sister", "wife", "husband", "partner",
                  "boyfriend", "girlfriend", "uncle", "aunt", "cousin", "niece", "nephew", "grandson", "granddaughter", "inlawfather", "inlawmother",
                  "inlawbrother", "inlawsister"})
_KIN6 = frozenset(word[:6] for word in _KIN)  # as topic_words cuts them


def _said_plainly(text: str) -> str:
    return regex.sub(r"\b(father|mother|brother|sister)-in-law\b", r"inlaw\1", _PASSED_ON.sub("died", text), flags=regex.IGNORECASE)


def topic_words(text: str) -> frozenset[str]:
    words = set()
    for word in content_words(_said_plainly(text)):
        if word in _SAYS_NOTHING_MORE:
            continue
        word = _SAME_TOPIC.get(word, word)
        stem = word[:6]
        if word in PREDICATES or stem in PREDICATES or word.rstrip("sd") in PREDICATES or word.removesuffix("ing") in PREDICATES:
            continue
        words.add(stem)
    return frozenset(words)


def overlap(a: str, b: str) -> float:
    """|A ∩ B| / min(|A|, |B|) over topic words; 0 when either has none, or when each names family
    and none of the same ("Their dad died" and "Their mum died" are two facts)."""
    wa, wb = topic_words(a), topic_words(b)
    if not wa or not wb:
        return 0.0
    kin_a, kin_b = {w for w in wa if w in _KIN6}, {w for w in wb if w in _KIN6}
    if kin_a and kin_b and not kin_a & kin_b:
        return 0.0
    return len(wa & wb) / min(len(wa), len(wb))


@dataclass
class Outcome:
    added: list[Note] = field(default_factory=list)
    confirmed: list[Note] = field(default_factory=list)
    replaced: list[Note] = field(default_factory=list)
    refused: list[tuple[int, str, str]] = field(default_factory=list)  # (turn, filter, reason)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.replaced)


def is_change(text: str) -> bool:
    """Whether `text` says something changed ("switched to", "no longer", "now", "désormais")."""
    return slots.change_in(text) is not None


@dataclass(frozen=True)
class Decision:
    """What to do with one item: replace `target`, confirm `target`, add it (no target), or skip it."""

    target: Note | None = None
    reason: str = ""
    confirm: bool = False
    skip: bool = False


def _poorer(new: str, old: str) -> bool:
    """Whether `new` says less than `old` about their shared topic: fewer topic words, and at most
    one of them that `old` lacks."""
    wn, wo = topic_words(new), topic_words(old)
    return len(wn) < len(wo) and len(wn - wo) <= 1


def _replaceable(note: Note, touched: set[str]) -> bool:
    return note.source not in USER_SOURCES and note.category != "requested" and note.id not in touched


def _relates(item: Candidate, reading: slots.Reading, change: slots.Change) -> bool:
    """Whether `item` is about what `change` is about (not another fact of the same sentence)."""
    words = slots.value_words(item.text)
    return bool(words & (change.old | change.new)) or bool(reading.old & change.old)


def _agrees(item: Candidate, reading: slots.Reading, note: Note, change: slots.Change | None) -> str | None:
    """Why code agrees that `item` replaces `note`, which the model pointed at; None when it does not."""
    shared = slots.shared_class(slots.read(note.text, note.category), reading)
    if shared:
        return f"same slot ({shared})"
    if overlap(item.text, note.text) >= SHARED_SUBJECT:
        return f"shared subject (score {overlap(item.text, note.text):.2f})"
    old = reading.old | (change.old if change is not None else frozenset())
    if old and slots.names(note.text, old) >= NAMES_OLD:
        return "the user named it as left"
    return None


def decide(item: Candidate, existing: list[Note], touched: set[str], left: tuple[str, ...] = (), said: datetime | None = None) -> Decision:
    """Where `item` goes among `existing` notes; `touched` holds the ids this pass already changed,
    `left` the former texts of the notes it replaced, `said` when the item was said (None: now)."""
    if item.category == "requested":
        return Decision()
    reading = slots.read(item.text, item.category)
    change = slots.change_in(item.sentence)
    free = [n for n in existing if _replaceable(n, touched)]

    # 1. The model pointed at a note: it stands only when code agrees.
    if item.replaces:
        pointed = next((n for n in free if n.id == item.replaces and n.category == item.category), None)
        why = _agrees(item, reading, pointed, change) if pointed is not None else None
        if pointed is not None and why:
            return Decision(pointed, f"the model pointed at it and code agrees: {why}")

    if item.source == "learned":
        # What a judge kept (code's or the model's) only adds: it re-confirms the note it restates
        # and replaces nothing by itself, not even a new value for the same slot; only a note it
        # points at with code's agreement (above) is replaced.
        peers = [n for n in existing if n.category == item.category]
        twin = max(peers, key=lambda n: (overlap(item.text, n.text), n.confirmed_at.timestamp()), default=None)
        if twin is not None and overlap(item.text, twin.text) >= OVERLAP_THRESHOLD:
            return Decision(twin, "a related fact was re-stated", confirm=True)
        return Decision()

    # 2. The user named the value they left ("switched from X", "no longer X", "instead of X").
    old = reading.old | (change.old if change is not None and _relates(item, reading, change) else frozenset())
    if old:
        named = [n for n in existing if n.category != "requested" and n.source not in USER_SOURCES and slots.names(n.text, old) >= NAMES_OLD]
        named.sort(key=lambda n: (-slots.names(n.text, old), -n.confirmed_at.timestamp()))
        if reading.retracts and ((named and named[0].id in touched) or any(slots.names(text, old) >= NAMES_OLD for text in left)):
            return Decision(skip=True)  # another fact of this pass already replaced what it retracts
        best = next((n for n in named if n.id not in touched), None)
        if best is not None:
            return Decision(best, "the user said it changed: the old value is named")

    # 3. A restatement: substantially the same fact, in newer words.
    # What the user said they left is not re-stated by the new fact ("Switched from Electrum to Sparrow").
    peers = [n for n in existing if n.category == item.category and not (old and slots.names(n.text, old) >= NAMES_OLD)]
    changed_value = bool(old) or change is not None or reading.retracts
    scored = sorted(((overlap(item.text, n.text), n) for n in peers), key=lambda pair: (-pair[0], -pair[1].confirmed_at.timestamp()))
    if scored and scored[0][0] >= OVERLAP_THRESHOLD:
        score, twin = scored[0]
        if twin.source in USER_SOURCES or twin.id in touched:
            # The user's own wording stands, and a note changes once a pass: the restatement confirms it.
            return Decision(twin, "a related fact was re-stated", confirm=True)
        if not changed_value and _poorer(item.text, twin.text):
            # "Family time matters to them" after "Cherishes time with family; it's when they feel
            # alive": a shorter restatement would lose what the note says; it confirms the note.
            return Decision(twin, "a related fact was re-stated", confirm=True)
        return Decision(twin, f"newer phrasing replaces it: overlaps it (score {score:.2f})")

    # 4. A new value for the same slot.
    changed = change is not None or reading.retracts or reading.head == "switch"
    for note in sorted(free, key=lambda n: n.confirmed_at, reverse=True):
        if note.category != item.category:
            continue
        name = slots.conflict(slots.read(note.text, note.category), reading, changed=changed)
        if name:
            why = "the user said it changed" if changed and not slots.is_single(name) else "a new value for the same slot"
            return Decision(note, f"{why} ({name})")
    if reading.retracts:
        for note in existing:
            if note.id in touched and slots.conflict(slots.read(note.text, note.category), reading, changed=True):
                return Decision(skip=True)
    if said is not None and _contradicts_later(reading, old, changed, [n for n in existing if n.category == item.category], said):
        return Decision(skip=True)  # a note the pass may not replace (the user's own) was said later
    return Decision()


def _contradicts_later(reading: slots.Reading, old: frozenset[str], changed: bool, notes_: list[Note], said: datetime) -> bool:
    """Whether a note said after `said` holds another value for the item's slot, or the value the
    item says was left: the older statement is not added beside the user's later word."""
    for note in notes_:
        if note.said_at is None or note.said_at <= said:
            continue
        if slots.conflict(slots.read(note.text, note.category), reading, changed=changed):
            return True
        if old and slots.names(note.text, old) >= NAMES_OLD:
            return True
    return False


def _superseded(items: list[Candidate]) -> set[int]:
    """Indexes of items a later statement of the same pass contradicts: the later one stands."""
    readings = [slots.read(item.text, item.category) for item in items]
    changes = [slots.change_in(item.sentence) for item in items]
    out = set()
    for i, earlier in enumerate(items):
        for j in range(i + 1, len(items)):
            later = items[j]
            if later.position <= earlier.position or "requested" in (earlier.category, later.category):
                continue
            change = changes[j]
            old = readings[j].old | (change.old if change is not None and _relates(later, readings[j], change) else frozenset())
            changed = change is not None or readings[j].retracts or readings[j].head == "switch"
            if slots.conflict(readings[i], readings[j], changed=changed) or (old and slots.names(earlier.text, old) >= NAMES_OLD):
                out.add(i)
                break
    return out


# What frames a fact without adding to it ("Remembers when they moved from Mendoza to Córdoba"): a
# note that only adds these says no more than the plain one (stems as topic_words cuts them).
_FRAMES = frozenset({"rememb", "recall", "think", "thinks", "feel", "feels", "know", "knows", "realis", "realiz", "guess", "wonder", "say", "says",
                     "said", "mean", "means", "believ", "hope", "hopes", "hoping", "reckon", "still", "really", "actual", "honest", "defini"})


def _said_in_full(items: list[Candidate]) -> set[int]:
    """Indexes of items another item of the same message says in full, and more: "Is engaged" beside
    "Got engaged to Andre" (its topic words a strict part of the other's, same category). Left out
    before anything is applied, so the fuller one is the note, not a confirmation of the shorter."""
    words = [topic_words(item.text) for item in items]
    out = set()
    for i, item in enumerate(items):
        if item.category == "requested" or not words[i]:
            continue
        for j, other in enumerate(items):
            if j != i and other.turn == item.turn and other.category == item.category and words[i] < words[j] and not (words[j] - words[i]) <= _FRAMES:
                out.add(i)
                break
    return out


def _in_order(items: list[Candidate]) -> list[Candidate]:
    """Items to apply: what a later statement of the pass contradicts is left out, and so is what
    another fact of the same message says in full; a bare retraction ("no longer uses X") comes after
    the facts that may already have replaced X."""
    dropped = _superseded(items) | _said_in_full(items)
    kept = [item for k, item in enumerate(items) if k not in dropped]
    return sorted(kept, key=lambda item: slots.read(item.text, item.category).retracts)


def apply(tx: Tx, items: list[Candidate]) -> Outcome:
    outcome = Outcome()
    touched: set[str] = set()  # a note changes at most once a pass
    left: list[str] = []  # what the replaced notes said before
    for item in _in_order(items):
        existing = notes.all_notes(tx)
        key = fold_for_dedupe(item.text)
        twin = next((n for n in existing if fold_for_dedupe(n.text) == key), None)
        said = notes.said_time(item.at, now=tx.now)
        try:
            if twin is not None:
                outcome.confirmed.append(
                    notes.confirm(tx, twin.id, confidence=item.confidence, reason=f"re-stated in a conversation ({item.source})", said_at=said)
                )
                continue
            decision = decide(item, existing, touched, tuple(left), said)
            if decision.skip:
                continue
            if decision.target is not None and decision.confirm:
                target = decision.target
                confidence = target.confidence if target.source in USER_SOURCES else item.confidence
                outcome.confirmed.append(notes.confirm(tx, target.id, confidence=confidence, reason=decision.reason, said_at=said))
                continue
            if decision.target is not None:
                if said < decision.target.said_at:
                    continue  # said before the note it would replace: the user's later word stands
                note = notes.supersede(
                    tx,
                    decision.target.id,
                    item.text,
                    confidence=item.confidence,
                    source=item.source,
                    reason=f"replaced: {decision.reason}",
                    said_at=said,
                )
                touched.add(note.id)
                left.append(decision.target.text)
                outcome.replaced.append(note)
                continue
            note = notes.add(
                tx,
                item.text,
                item.category,
                confidence=item.confidence,
                source=item.source,
                reason=f"learned from a conversation ({item.source})",
                said_at=said,
            )
            touched.add(note.id)
            outcome.added.append(note)
        except Refused as refusal:
            outcome.refused.append((item.turn, refusal.filter, refusal.reason))
    return outcome
