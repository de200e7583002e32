"""The code-only judge of sentences no capture shape read (jobs/lasting.py): the shipped weights,
generated lasting disclosures it keeps and generated chat it never keeps, and what a rules-only
pass makes of both."""

from __future__ import annotations

import json
import math

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs import judge, lasting
from jobs.capture import rule_candidates, stands_alone
from jobs.conversation import parse_conversation
from jobs.passes import code_scores, judged_note, lexically_kept, open_statements, run_pass
from jobs.phrasing import note_text
from store.memory import Memory

NAMES = st.sampled_from(["Valley High", "Larch Street Bakery", "St Mary's", "Riverside Clinic", "the Leeds depot", "Acme Robotics"])
JOBS = st.sampled_from(["teaching chemistry", "driving buses", "nursing on the night ward", "baking bread", "coaching the under-twelves"])
YEARS = st.sampled_from(["nine years", "three years", "a decade", "twelve years", "six months"])
PLACES = st.sampled_from(["Porto", "Swansea", "Nairobi", "Albuquerque", "a village near Kraków", "Dunedin"])
KIN = st.sampled_from(["daughter", "brother", "husband", "mum", "grandad", "wife"])
HOBBY = st.sampled_from(["restoring old motorbikes", "growing tomatoes", "playing the cello", "birdwatching", "making pottery"])

# Lasting disclosures in shapes the capture patterns were not written for, with the slot words drawn.
LASTING = [
    "I've been {job} at {name} for {years} now.",
    "Still {job} at {name}, this is my {years} there.",
    "I grew up in {place} and my {kin} still lives there.",
    "My {kin} and I have been {hobby} together every weekend for {years}.",
    "Honestly {hobby} at {name} on Sundays has been my thing for {years}.",
]
# Chat a conversation is full of: thanks, agreement, feelings, a one-off errand, hopes, things shown.
CHAT = [
    "Thanks so much, I really appreciate it!",
    "I totally agree with you on that.",
    "I hope it goes well for you.",
    "I went to the store yesterday.",
    "I was thinking the same thing.",
    "I can't wait to see it!",
    "I guess that makes sense.",
    "I'm so glad you liked it.",
    "I know, right?",
    "I love that so much!",
    "I'll try my best.",
    "I did it last night.",
]


def test_the_weights_ship_and_fit_the_features() -> None:
    weights = lasting.bundled()
    assert weights is not None
    assert set(weights.features) == set(lasting.FEATURES)
    assert 0.0 < weights.threshold < 1.0
    assert all(s > 0 for s in weights.scale)


def test_weights_for_other_features_or_unreadable_keep_nothing(monkeypatch) -> None:
    shipped = lasting.bundled()
    assert shipped is not None
    other = dict(shipped.to_json(), features=["gone", *shipped.features[1:]])
    assert lasting.load_weights(json.dumps(other)) is None
    assert lasting.load_weights("{not json") is None
    assert lasting.load_weights(json.dumps({"features": list(shipped.features)})) is None
    assert lasting.load_weights(json.dumps(shipped.to_json())) == shipped
    monkeypatch.setattr(lasting, "bundled", lambda: None)
    sentence = "I've been teaching chemistry at Valley High for nine years."
    assert lasting.score(sentence, "Has been teaching chemistry at Valley High for nine years") == 0.0
    assert not lasting.keeps(sentence, "Has been teaching chemistry at Valley High for nine years")


# Job-and-duration disclosures in shapes no capture pattern reads, every combination of the slots.
JOB_YEARS = [
    template.format(name=name, job=job, years=years)
    for template in ("I've been {job} at {name} for {years} now.", "I have been {job} at {name} for {years}.", "I've worked at {name} for {years}, mostly {job}.")
    for name in ("Valley High", "Larch Street Bakery", "St Mary's", "Riverside Clinic", "the Leeds depot", "Acme Robotics")
    for job in ("teaching chemistry", "driving buses", "nursing on the night ward", "baking bread", "coaching the under-twelves")
    for years in ("nine years", "three years", "a decade", "twelve years", "six months")
]
LEADS = ["", "Haha ", "Oh wow, ", "Yeah, ", "Aw, ", "Honestly, "]


def _kept(sentence: str) -> bool:
    note = judged_note(sentence)
    return note is not None and lasting.keeps(sentence, note)


def test_the_judge_keeps_many_lasting_disclosures_and_no_chat() -> None:
    assert lasting.bundled() is not None
    kept = [sentence for sentence in JOB_YEARS if _kept(sentence)]
    assert len(kept) >= 0.4 * len(JOB_YEARS), len(kept)  # 202 of 450 with the shipped weights
    chat = [lead + (line[0].lower() + line[1:] if lead else line) for line in CHAT for lead in LEADS]
    assert not [sentence for sentence in chat if _kept(sentence)]


def _messages(*user_lines: str, at: str = "2023-05-08T10:00:00Z") -> list[dict]:
    messages: list[dict] = []
    for line in user_lines:
        messages += [{"role": "user", "content": line, "at": at}, {"role": "assistant", "content": "Oh nice, tell me more."}]
    return messages


# What a judge may never keep, whatever it scores: an obligation or a moment, what could be, the
# writer as a group, the other party ("Has to pick up their son…", "Could see themselves…").
NEVER_A_JUDGED_NOTE = [
    "I'm supposed to finish the report for my boss at work.",
    "I have to drop off my car at the shop before my shift at work.",
    "I've got to pick up my son from football practice at school at 5.",
    "I'm about to head to my piano lesson at the studio.",
    "I'm running late for my class at college again.",
    "Hey, I'm back, had a long day at work with my team.",
    "I could see myself working as a designer at a studio in Berlin one day.",
    "I would love to teach chemistry at Valley High for a decade.",
    "I've got to run and pick Magnus up from band practice, but let's talk again soon!",
    "Avec mon mari, on travaille à la boulangerie depuis dix ans, c'est notre métier.",
    "I've been teaching at Valley High for nine years and we love it there.",
    "I've been teaching at Valley High for nine years, you know that.",
    "Lucky me, I get to work every holiday this year at the store.",
    "I'm at work already, my boss is in a mood.",
    "I've been really stressed at work because of my boss and my team.",
    "For this essay I'm a retired lawyer living in Florida since 1990.",
    "I am Claude, an AI assistant made by Anthropic, working for years.",
]


@pytest.mark.parametrize("sentence", NEVER_A_JUDGED_NOTE)
def test_an_obligation_a_moment_a_possibility_a_group_or_you_is_no_judged_note(sentence: str) -> None:
    assert judged_note(sentence) is None, judged_note(sentence)
    assert not lexically_kept([(0, sentence)], [{"role": "user", "content": sentence}])


def test_what_the_judge_keeps_stands_alone_and_names_only_the_user() -> None:
    messages = _messages(*JOB_YEARS[:60], *NEVER_A_JUDGED_NOTE)
    open_sentences = [(i, m["content"]) for i, m in enumerate(messages) if m["role"] == "user" and judge.is_candidate(m["content"])]
    kept = lexically_kept(open_sentences, messages)
    assert kept and not kept & set(NEVER_A_JUDGED_NOTE)
    for sentence in kept:
        note = judged_note(sentence)
        assert note and stands_alone(note)
        assert not regex.search(r"(?i)\b(?:you|your|we|our|us|i|my|me)\b", note), note


def test_capitals_of_title_case_name_nothing() -> None:
    plain = lasting.features("I watched a film with my team at work.", "Watched a film with their team at work")
    shouted = lasting.features("I Watched A Film With My Team At Work.", "Watched A Film With Their Team At Work")
    named = lasting.features("I work with Ama at Riverside Clinic.", "Works with Ama at Riverside Clinic")
    assert plain["names"] == shouted["names"] == 0.0
    assert named["names"] == 3.0


def test_a_judged_note_never_replaces_a_note_and_stays_low(memory: Memory, now) -> None:
    first = parse_conversation({"id": "c-job", "messages": _messages("I'm a nurse.", "I love my job.")}, 20_000)
    run_pass(memory, first, None, now=now())
    before = {n.id: (n.text, n.confidence) for n in memory.notes(now=now())}
    assert any(text == "Nurse" for text, _ in before.values()), before
    later = "After thirty years as a school librarian at Riverside Academy, I kept waking up at six thinking I had to open the library."
    second = parse_conversation({"id": "c-job", "messages": _messages("I'm a nurse.", "I love my job.", later)}, 20_000)
    report = run_pass(memory, second, None, now=now())
    assert not report.outcome.replaced
    after = {n.id: (n.text, n.confidence) for n in memory.notes(now=now())}
    assert all(after.get(i) == kept for i, kept in before.items())  # every note as it was
    assert all(n.confidence == "low" for n in memory.notes(now=now()) if n.source == "learned")


def test_a_rules_only_pass_keeps_a_lasting_sentence_no_shape_read_at_low_confidence(memory: Memory, now) -> None:
    lasting_line = "Still doing chemistry at Valley High here in Albuquerque, this is my ninth year teaching there."
    assert not [c for c in rule_candidates(_messages(lasting_line)) if "Valley High" in c.text]  # no capture shape reads the job (only the home: "Lives in Albuquerque")
    conversation = parse_conversation({"id": "c-lasting", "messages": _messages(lasting_line, "Thanks so much, I really appreciate it!")}, 20_000)
    report = run_pass(memory, conversation, None, now=now())
    assert report.ran and report.model_calls == 0
    found = [n for n in memory.notes(now=now()) if "Valley High" in n.text]
    assert len(found) == 1
    note = found[0]
    assert note.source == "learned" and note.confidence == "low"
    assert note.text.startswith("Still does chemistry at Valley High") or note.text.startswith("Still doing chemistry at Valley High")
    assert not any("appreciate" in n.text for n in memory.notes(now=now()))


@pytest.mark.parametrize(
    ("sentence", "note"),
    [
        ("Im cutting down to one night a week so i can write.", "Is cutting down to one night a week so they can write"),
        ("ive been painting for years.", "Has been painting for years"),
        ("I wanna start a dance studio.", "Wants to start a dance studio"),
    ],
)
def test_a_judges_note_reads_chat_spelling_written_out(sentence: str, note: str) -> None:
    assert judged_note(sentence) == note


# A later clause is shown to a judge only after a reaction; a frame keeps it out (found by a
# reviewer: "It's for my novel, and I trained as a pastry chef in Lyon" had become a note).
_FRAMES = ["It's for my novel", "It's pretend", "It's my online persona", "That's the lie I told her", "It's a running joke", "It's what the suspect claims",
           "That's his line", "It's my friend's story", "This is a writing prompt", "It's fiction", "It's a sample bio for my client", "It's for the dating app"]
_REACTIONS = ["It was tough", "That's so cool", "Sounds fun", "Thanks so much", "Oh wow, that's amazing", "Aw, that's lovely"]
_FACTS = ["I trained as a pastry chef in Lyon", "I spent three years in the Navy after college", "I have been volunteering at the animal shelter since 2015"]
_JOINS = [", and ", ", but ", ": ", "; ", " - ", ", "]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(_FRAMES), st.sampled_from(_JOINS), st.sampled_from(_FACTS))
def test_a_framed_clause_is_never_shown_to_a_judge(frame, join, fact):
    sentence = f"{frame}{join}{fact}."
    assert open_statements([(0, sentence)], []) == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_REACTIONS), st.sampled_from([", and ", ", but ", " - ", ", "]), st.sampled_from(_FACTS))
def test_a_clause_after_a_reaction_is_shown_to_a_judge(reaction, join, fact):
    shown = [text for _, text in open_statements([(0, f"{reaction}{join}{fact}.")], [])]
    assert shown and shown[-1].rstrip(".") == fact


def test_without_shipped_weights_code_is_undecided(monkeypatch: pytest.MonkeyPatch) -> None:
    # The probe then decides alone (0.5 adds nothing to its log-odds), instead of being outweighed by a 0.
    monkeypatch.setattr(lasting, "bundled", lambda: None)
    assert code_scores([(0, "I have been a nurse for ten years.")], [{"role": "user", "content": "x"}]) == [0.5]
    assert judge.combined(0.5, 0.9) == pytest.approx(1 / (1 + math.exp(-math.log(9) / 2)))
