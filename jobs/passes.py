"""One learning pass over a finished conversation: preconditions, capture, the judgement of the
statements no capture shape read (code's own, jobs/lasting.py, and with a model also the model's,
jobs/judge.py), grounding, the never-stored rules, the guard, then
consolidation, summary, profile signals and the watermark, all in one transaction. A pass that
fails changes nothing, so its job can be retried. The notes' part is rehearsed first on a private
copy (store.rehearsal), so the transaction finds the guard's answers made and holds SQLite's write
lock only for the writes."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import lru_cache

import regex

from config.errors import PreconditionError
from jobs import consolidate, judge, lasting, signals
from jobs.elaboration import elaborated, guarded_head
from jobs.candidates import Candidate
from jobs.capture import ended_within, is_taken_back, rule_candidates, stands_alone, taken_back_turns, told_of_then
from jobs.chat_words import written_out
from jobs.conversation import Conversation
from jobs.disclosure import is_upcoming_event
from jobs.grounding import grounded
from jobs.llm import Model
from jobs.never_stored import never_stored, taken_back, without_punchlines
from jobs.phrasing import as_writer, detect_lang, note_text, without_emoticons
from jobs.sentences import clauses, sentences
from jobs.when import resolve_in_note
from store import counters, forgotten, notes, profile, summary, switches, watermarks
from store.memory import Memory
from store.text import STOPWORDS, normalise
from store.transaction import Tx

log = logging.getLogger("memoryd.pass")

SKIP_MESSAGES = {
    "incognito": "This conversation is incognito: nothing is learned from it.",
    "memory_off": "Memory is off, so nothing is captured: turn it on with `memoryd memory on`.",
    "too_few_turns": "The conversation has fewer than two user turns: there is nothing to learn yet.",
    "nothing_new": "The conversation has not grown since its last pass: nothing new to learn.",
}
# A sentence counts as captured when a rule candidate's evidence holds this share of its content words.
COVERED_SHARE = 0.6
# The most candidate sentences one pass asks the model about (the latest ones): a pass's model work
# is bounded whatever the size of what was submitted.
MAX_JUDGED_SENTENCES = 120


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


def _skip(memory: Memory, reason: str, *, now: datetime) -> PassReport:
    with memory.write(memory_changes=False, now=now) as tx:
        counters.bump(tx, "skipped")
        counters.bump(tx, f"skipped:{reason}")
    return PassReport(ran=False, skipped=reason)


def uncovered_sentences(new_user: list[tuple[int, str]], rule_items: list[Candidate]) -> list[tuple[int, str]]:
    """New user sentences with a clause that could hold a fact the rules did not already capture:
    the model is asked about these only, so a pass's model cost follows what is new and not yet
    understood."""
    out = []
    for index, said in new_user:
        text = without_punchlines(said)  # "I'm a paramedic lol": the laugh is the tone, as the rules read it
        captured = [set(normalise(item.evidence).split()) for item in rule_items if item.turn == index]
        jokes = taken_back(said) + taken_back(text)  # "I love hiking. lol no": read with its laugh
        for sentence in sentences(text):
            if never_stored(sentence.text) is not None or sentence.text in jokes:
                continue
            for clause in clauses(text, sentence):
                words = set(normalise(clause.text).split()) - STOPWORDS
                if words and not any(len(words & evidence) >= COVERED_SHARE * len(words) for evidence in captured):
                    out.append((index, sentence.text))  # the whole sentence, so the clause can be read
                    break
    return out


def open_statements(new_user: list[tuple[int, str]], rule_items: list[Candidate]) -> list[tuple[int, str]]:
    """What a judge is shown: each uncovered sentence that is a candidate as a whole
    (jobs/judge.is_candidate) and does not open on a reaction to the other party; else its later
    clauses that are, when all that comes before them is such a reaction ("It was tough, but I've
    been volunteering since 2019" and "Thanks so much, I've been running for six years" -> the
    clause after the comma, whose note does not carry the reaction). Only a reaction: a first
    clause may frame what follows as fiction, a game, a joke, a lie or someone else's words ("It's
    for my novel, and I trained as a chef", "That's his line: I spent three years…"), and then the
    later clause is no fact about the writer. The whole sentence has passed the never-stored rules
    (uncovered_sentences)."""
    out: list[tuple[int, str]] = []
    for index, sentence in uncovered_sentences(new_user, rule_items):
        pieces = clauses(sentence)
        reacts = len(pieces) > 1 and _REACTION.match(pieces[0].text) is not None
        if judge.is_candidate(sentence) and not reacts:
            out.append((index, sentence))
            continue
        for k, clause in enumerate(pieces[1:], start=1):
            if not all(_REACTION.match(before.text) for before in pieces[:k]):
                break
            if judge.is_candidate(clause.text):
                out.append((index, clause.text))
    return out


# A reaction to what the other party said: an evaluation of it or of someone ("That's so cool",
# "It was tough", "He's great", "Sounds fun"), thanks, congratulations, sympathy, a laugh.
_REACTION_WORDS = (
    r"great|good|cool|nice|awesome|amazing|fun|tough|hard|rough|sad|crazy|wild|wonderful|lovely|beautiful|gorgeous|funny|hilarious"
    r"|interesting|true|fair|right|ok|okay|fine|sweet|brilliant|fantastic|incredible|scary|exciting|impressive|cute|adorable|kind"
    r"|a\s+shame|a\s+pity|a\s+bummer|a\s+relief|a\s+lot|so\s+much|the\s+best|the\s+worst"
)
_REACTION = regex.compile(
    r"^\W*(?:(?:oh|ah|aw+|wow|haha|yeah|yes|so|well|honestly|omg)\W+)*"
    r"(?:(?:(?:it|that|this|he|she|they)(?:['’]s|['’]re|\s+is|\s+was|\s+were|\s+are)|sounds?|looks?|seems?|(?:it|that|this)\s+(?:sounds?|looks?|seems?))"
    r"\s+(?:(?:so|really|very|super|pretty|quite|such|truly|just|absolutely|totally)\s+)*(?:" + _REACTION_WORDS + r")"
    r"|thanks?(?:\s+(?:so\s+much|a\s+lot))?|thank\s+you(?:\s+so\s+much)?|congrat\w*|sorry\s+to\s+hear(?:\s+that)?|i\s+know|me\s+too|same"
    r"|(?:so\s+)?(?:great|good|cool|nice|awesome|amazing|lovely|wonderful)(?:\s+to\s+hear(?:\s+that)?)?)\W*(?:\s+\w+){0,3}\W*$",
    regex.IGNORECASE,
)


# What a judge's note may never say: the writer in the first person or as a group ("we", "let's",
# "on" in French; the other party, "you", "u", "y'all", no note ever says: jobs/phrasing.note_text), ...
_NOT_THIRD_PERSON = regex.compile(
    r"\b(?:i|i['’]\w+|me|my|mine|myself|we|we['’]\w+|us|our|ours|ourselves|let['’]s|je|j['’]|moi|mon|ma|mes|nous|notre|nos)(?![\w'’])",
    regex.IGNORECASE,
)
# ... an obligation, a moment or a passing state ("Has to pick up their son", "Is about to head out",
# "Is back", "Must go", "Is at work already", "Has been really stressed"), what could be ("Could see
# themselves…", "Would love…"), or a part played ("For this essay they're a retired lawyer").
_PASSING_NOTE = regex.compile(
    r"^(?:(?:has|have)\s+(?:got\s+)?to|(?:is|are)\s+(?:supposed|about|off|heading|back|just\s+here|here|running\s+late|late|at\s+the|on\s+(?:the|my|their)\s+way)"
    r"|must|needs?\s+to\s+(?:go|run|head|get|leave)|(?:is\s+)?gonna\s+(?:go|head|run)|could|would|might|may|should|can|lucky\s+(?:them|me)"
    r"|(?:is|are)\s+(?:already\s+|still\s+)?(?:at\s+(?:work|home|school|uni)|in\s+(?:a|the)\s+mood)"
    r"|(?:is|are|has\s+been|have\s+been|was|were)\s+(?:(?:so|really|very|super|pretty|a\s+bit|kinda|totally|just|quite|still|also)\s+)*"
    r"(?:stressed|tired|exhausted|busy|swamped|sick|ill|bored|anxious|worried|nervous|upset|sad|happy|excited|thrilled|grateful|thankful|glad|proud|sorry|overwhelmed)"
    r"|for\s+(?:this|the|my)\s+(?:essay|story|game|roleplay|role-play|exercise|assignment|scene|character|novel|script))\b",
    regex.IGNORECASE,
)
# ... or the user as an assistant, a model or a character ("Is Claude, an AI assistant…").
_PERSONA_NOTE = regex.compile(r"\b(?:an?|the)\s+(?:ai|virtual|digital)\s+(?:assistant|model|chatbot|companion)\b|\blanguage\s+model\b|\bchatbot\b", regex.IGNORECASE)


@lru_cache(maxsize=2048)
def judged_note(sentence: str) -> str | None:
    """The note a judge may keep for an open sentence, or None: code writes it (jobs/phrasing.py),
    it stands alone, speaks of the user alone in the third person, and is no obligation, moment or
    possibility. What any judge keeps goes through this, and so does what the judge is fitted on
    (tests/bench/fit_lasting.py). Cached: a pass asks it of a sentence once to judge it and once to
    write its note."""
    written = written_out(sentence)  # chat spelling read as written out ("im", "ive", "wanna")
    text = note_text(as_writer(without_emoticons(written[0] if written else sentence)))
    if text is None or not stands_alone(text) or _NOT_THIRD_PERSON.search(text) or _PASSING_NOTE.match(text) or _PERSONA_NOTE.search(text):
        return None
    if ended_within(sentence, text):
        return None  # "Lives in Leeds, which they moved away from in May": false as a note
    if detect_lang(text) == "fr" and regex.search(r"\bon\b", text, regex.IGNORECASE):
        return None  # "on travaille…": a group, in French
    return text


def previous_turn(messages: list[dict], turn: int) -> str:
    """The other party's message that `turn` answers, or "" (a judge reads an answer with it)."""
    return messages[turn - 1]["content"] if turn and messages[turn - 1]["role"] != "user" else ""


def code_scores(open_sentences: list[tuple[int, str]], messages: list[dict]) -> list[float]:
    """Code's judge (jobs/lasting.py) on each open sentence: the probability that its note is a
    lasting fact, 0 for a sentence whose note no judge may keep (judged_note), 0.5 for every one
    when no weights are shipped."""
    if lasting.bundled() is None:
        return [0.5] * len(open_sentences)  # no weights shipped: code is undecided, the probe alone decides
    scores = []
    for turn, sentence in open_sentences:
        text = judged_note(sentence)
        scores.append(lasting.score(sentence, text, previous_turn(messages, turn)) if text is not None else 0.0)
    return scores


def lexically_kept(open_sentences: list[tuple[int, str]], messages: list[dict], scores: list[float] | None = None) -> set[str]:
    """The open sentences the code-only judge keeps: those with a note a judge may keep
    (judged_note) whose features score at or above the shipped threshold. `scores`: code_scores of
    the same sentences, when already computed."""
    weights = lasting.bundled()
    if weights is None:
        return set()
    scores = code_scores(open_sentences, messages) if scores is None else scores
    return {sentence for (_, sentence), p in zip(open_sentences, scores, strict=True) if p >= weights.threshold}


def _judged_items(
    kept: set[str],
    open_sentences: list[tuple[int, str]],
    new_user: list[tuple[int, str]],
    rule_items: list[Candidate],
    existing: list[str],
    report: PassReport,
    sent: list[datetime | None] | None = None,
) -> list[Candidate]:
    """Notes for the open sentences a judge kept (the code-only one, the model, or both), written
    and checked by code. A judge only adds: a kept line that overlaps a note already stored (other
    than restating it word for word, which re-confirms it) is left out, so nothing a judge keeps
    ever replaces a note."""
    texts = [text for _, text in new_user]
    taken = {normalise(item.evidence) for item in rule_items}
    items: list[Candidate] = []
    for turn, sentence in open_sentences:
        if sentence not in kept:
            continue
        text = judged_note(sentence)
        if text is None:  # never: only sentences with a judged note are judged (run_pass)
            continue
        if not grounded(text, sentence, texts):
            report.dropped.append((turn, "ungrounded"))
            continue
        rule = never_stored(sentence)
        if rule is not None:
            report.dropped.append((turn, rule))
            continue
        quoted = normalise(sentence)
        said_words = set(quoted.split()) - STOPWORDS
        if quoted in taken or any(
            consolidate.overlap(text, item.text) >= consolidate.OVERLAP_THRESHOLD and not _a_part_of(item, turn, said_words) for item in rule_items + items
        ):
            continue  # the code path already has this fact, in the user's stronger form
        if any(normalise(old) != normalise(text) and consolidate.overlap(text, old) >= consolidate.OVERLAP_THRESHOLD for old in existing):
            continue
        taken.add(quoted)
        # A judge's precision is measured, not perfect: its notes start at low confidence and
        # decay unless a later pass confirms them.
        said = next((message for index, message in new_user if index == turn), "")
        items.append(Candidate(text, judge.category_of(sentence), "low", "learned", sentence, turn, said=said, at=sent[turn] if sent else None))
    return items


def _a_part_of(item: Candidate, turn: int, said_words: set[str]) -> bool:
    """Whether a rule's note rests on a small part of the judged sentence only ("here in Albuquerque" in
    "Still doing chemistry at Valley High here in Albuquerque, …"): the judge's note then says
    something else, and a short note inside it is no reason to leave it out."""
    if item.turn != turn or item.source == "learned" or not said_words:
        return False
    rests_on = set(normalise(item.evidence).split()) - STOPWORDS
    return len(rests_on & said_words) < (1 - COVERED_SHARE) * len(said_words)


def _dated(item: Candidate, *, now: datetime) -> Candidate:
    """The candidate with any relative date left in its note resolved from when its message was
    sent (the pass's time when the app did not say): every path's notes alike. A requested note is
    the user's sentence verbatim and stays as said."""
    if item.source == "requested":
        return item
    opening = _JUST.match(item.text)  # "Just turned 30 on Saturday": told in the past all the same
    past = told_of_then(item.text[opening.end():] if opening else item.text)
    text = resolve_in_note(item.text, item.at or now, past=past, ahead=is_upcoming_event(item.text))
    just = _JUST.match(text)
    if just and told_of_then(text[just.end():]):
        # "Just started yoga" is false a month later: what happened, without the word that says
        # "now" (the note keeps when it was said, its said_at, as every note does)
        text = text[just.end():][:1].upper() + text[just.end() + 1:]
    return item if text == item.text else replace(item, text=text)


# "just" and "recently" before what happened say when, relative to the message, like "yesterday".
_JUST = regex.compile(r"^(?:only\s+)?(?:just|recently)\s+(?=\w)", regex.IGNORECASE)


def run_pass(
    memory: Memory,
    conversation: Conversation,
    model: Callable[[], Model] | None = None,
    *,
    now: datetime,
) -> PassReport:
    """Run one pass. `model` returns the model when the pass needs it (None: rules only)."""
    if conversation.unfit:
        return _skip(memory, conversation.unfit, now=now)
    user = conversation.user_turns
    user_texts = [m.content for _, m in user]
    with memory.read(now=now) as tx:
        seen = watermarks.first_new_user_turn(tx, conversation.id, user_texts)
        enabled = switches.memory_enabled(tx)
    if seen is None:
        return _skip(memory, "nothing_new", now=now)
    new_user = [(index, m.content) for index, m in user[seen:]]
    first_new_turn = new_user[0][0]
    found_signals = signals.collect([text for _, text in new_user], memory.settings.concepts)

    if not enabled:
        # The switch stops capture, not learning signals (rules.md); the mark still moves so that
        # turning memory on later does not capture what was said while it was off.
        with memory.write(now=now) as tx:
            _record_signals(tx, found_signals)
            watermarks.advance(tx, conversation.id, user_texts)
            counters.bump(tx, "skipped")
            counters.bump(tx, "skipped:memory_off")
        return PassReport(ran=False, skipped="memory_off")

    report = PassReport(ran=True, first_new_turn=first_new_turn)
    messages = conversation.as_dicts()
    sent = [m.at for m in conversation.messages]  # when each message was said, when the app says
    rule_items = [
        replace(c, said=messages[c.turn]["content"], at=sent[c.turn])
        for c in rule_candidates(messages, first_new_turn=first_new_turn)
    ]
    judged_items: list[Candidate] = []
    # Only what a judge may keep is judged (the rest would be dropped whatever it said).
    retracted = taken_back_turns(messages)  # "I have two cats" / "wait sorry, one cat": neither judged
    open_sentences = [(i, s) for i, s in open_statements(new_user, rule_items) if not is_taken_back(retracted, i, s) and judged_note(s) is not None]
    open_sentences = open_sentences[-MAX_JUDGED_SENTENCES:]
    scores = code_scores(open_sentences, messages)
    kept = lexically_kept(open_sentences, messages, scores)
    if open_sentences and model is not None:
        run = judge.judge(model(), [sentence for _, sentence in open_sentences], code=scores)
        report.model_calls, report.tokens_in, report.tokens_reused = run.calls, run.tokens_in, run.tokens_reused
        # A probe decides with code's judge (its score is the two combined); a question asked in
        # words only adds to what code kept.
        kept = set(run.kept) if run.method == "probe" else kept | set(run.kept)
    if kept:
        with memory.read(now=now) as tx:
            existing = [n.text for n in notes.all_notes(tx)]
        judged_items = _judged_items(kept, open_sentences, new_user, rule_items, existing, report, sent)

    found = rule_items + judged_items
    if found:
        with memory.read(now=now) as tx:  # what the user removed, read on the words as said, before a detail joins them
            found = forgotten.sift(tx, found, report.dropped)
    items = [_dated(guarded_head(elaborated(item, found)), now=now) for item in found]
    verdicts = None
    if items:
        # The guard's checks and the summary, first on a copy (store.rehearsal): the write below
        # then holds SQLite's one write lock, which `submit` waits for, only for the writes.
        with memory.rehearse(now=now) as tx:
            _consolidate(tx, items, [])
            verdicts = tx.verdicts
    with memory.write(now=now) as tx:
        tx.verdicts = verdicts
        report.outcome = _consolidate(tx, items, report.dropped)
        _record_signals(tx, found_signals)
        watermarks.advance(tx, conversation.id, user_texts)
        counters.bump(tx, "passes")
        counters.bump(tx, "model_calls", report.model_calls)
        counters.bump(tx, "tokens_in", report.tokens_in)
        counters.bump(tx, "tokens_out", report.tokens_out)
    if report.outcome.replaced:
        memory.checkpoint()  # replaced wording leaves no copy in the WAL
    return report


def _consolidate(tx: Tx, items: list[consolidate.Item], dropped: list[tuple[int, str]]) -> consolidate.Outcome:
    """The pass's change to the notes: what the user removed is dropped (reported as "forgotten"
    in `dropped`), the rest consolidated, the evidence linked, the summary refreshed."""
    if not switches.memory_enabled(tx):  # switched off while the model was thinking
        items = []
    items = forgotten.sift(tx, items, dropped)
    outcome = consolidate.apply(tx, items)
    forgotten.link_pass(tx, items, outcome.added + outcome.replaced + outcome.confirmed)
    if outcome.changed or outcome.confirmed:
        summary.refresh(tx, notes.all_notes(tx))
    return outcome


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
