"""The code-only judge of sentences no capture shape read (jobs/lasting.py): the shipped weights,
generated lasting disclosures it keeps and generated chat it never keeps, and what a rules-only
pass makes of both."""

from __future__ import annotations

import json

import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs import judge, lasting
from jobs.capture import rule_candidates, stands_alone
from jobs.conversation import parse_conversation
from jobs.passes import lexically_kept, run_pass
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


@settings(max_examples=60, deadline=None)
@given(template=st.sampled_from(LASTING), name=NAMES, job=JOBS, years=YEARS, place=PLACES, kin=KIN, hobby=HOBBY)
def test_generated_lasting_disclosures_score_above_chat(template, name, job, years, place, kin, hobby) -> None:
    sentence = template.format(name=name, job=job, years=years, place=place, kin=kin, hobby=hobby)
    note = note_text(sentence)
    assert note is not None
    chat = max(lasting.score(line, note_text(line) or line) for line in CHAT)
    assert lasting.score(sentence, note) > chat, (sentence, note)


@settings(max_examples=40, deadline=None)
@given(line=st.sampled_from(CHAT), lead=st.sampled_from(["", "Haha ", "Oh wow, ", "Yeah, ", "Aw, "]))
def test_chat_is_never_kept(line, lead) -> None:
    sentence = lead + line[0].lower() + line[1:] if lead else line
    note = note_text(sentence)
    assert note is None or not lasting.keeps(sentence, note), (sentence, note)


def _messages(*user_lines: str, at: str = "2023-05-08T10:00:00Z") -> list[dict]:
    messages: list[dict] = []
    for line in user_lines:
        messages += [{"role": "user", "content": line, "at": at}, {"role": "assistant", "content": "Oh nice, tell me more."}]
    return messages


@settings(max_examples=25, deadline=None)
@given(template=st.sampled_from(LASTING), name=NAMES, job=JOBS, years=YEARS, place=PLACES, kin=KIN, hobby=HOBBY, chat=st.sampled_from(CHAT))
def test_what_the_judge_keeps_stands_alone_and_names_only_the_user(template, name, job, years, place, kin, hobby, chat) -> None:
    messages = _messages(template.format(name=name, job=job, years=years, place=place, kin=kin, hobby=hobby), chat)
    open_sentences = [(i, m["content"]) for i, m in enumerate(messages) if m["role"] == "user" and judge.is_candidate(m["content"])]
    for sentence in lexically_kept(open_sentences, messages):
        note = note_text(sentence)
        assert note and stands_alone(note)
        assert not regex.search(r"(?i)\b(?:you|your|we|our|us)\b", note), note
        assert sentence not in CHAT


def test_a_rules_only_pass_keeps_a_lasting_sentence_no_shape_read_at_low_confidence(memory: Memory, now) -> None:
    lasting_line = "Still doing chemistry at Valley High here in Albuquerque, this is my ninth year teaching there."
    assert not rule_candidates(_messages(lasting_line))  # no capture shape reads it
    conversation = parse_conversation({"id": "c-lasting", "messages": _messages(lasting_line, "Thanks so much, I really appreciate it!")}, 20_000)
    report = run_pass(memory, conversation, None, now=now())
    assert report.ran and report.model_calls == 0
    found = [n for n in memory.notes(now=now()) if "Valley High" in n.text]
    assert len(found) == 1
    note = found[0]
    assert note.source == "learned" and note.confidence == "low"
    assert note.text.startswith("Still does chemistry at Valley High") or note.text.startswith("Still doing chemistry at Valley High")
    assert not any("appreciate" in n.text for n in memory.notes(now=now()))
