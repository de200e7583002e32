"""Who the user's named family members are, told with their name (seed 002: "partner/spouse name,
occupation"), joins the note that names them: their job, what they study, where they live. What
they did, a judgement of them, a past, a wish, or a detail that may be someone else's never does.
Generated: any kin word, name, job and frame."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

HE = st.sampled_from(["brother", "husband", "son", "dad", "boyfriend", "uncle", "grandpa"])
SHE = st.sampled_from(["sister", "wife", "daughter", "mum", "girlfriend", "aunt", "grandma"])
NAME = st.sampled_from(["Tiago", "Kate", "Jonas", "Ffion", "Marek", "Wanjiru", "Leo"])
JOB = st.sampled_from(["fisherman in Peniche", "primary school teacher in Neukölln", "nurse", "software engineer at Google", "vet in Cardiff", "electrician"])
LEAD = st.sampled_from(["", "Haha yes. ", "Oh! ", "Busy week. "])

# (frame with {kin} {name} {pro} {job} {art}, what the note adds)
SAID = [
    ("My {kin} {name} taught me, {pro}'s {art} {job}.", ", {art} {job}"),
    ("My {kin} {name} is {art} {job}.", ", {art} {job}"),
    ("My {kin} {name}, {art} {job}, came to visit.", ", {art} {job}"),
    ("{name}, my {kin}, came over yesterday. {Pro}'s {art} {job}, so he fixed it.", ", {art} {job}"),
    ("My {kin} {name} works as {art} {job}.", ", who works as {art} {job}"),
]
NOT_THEIRS = [
    "My {kin} {name} is {art} terrible {job}.",  # a judgement
    "My {kin} {name} was {art} {job}.",  # a past
    "My {kin} {name} wants to be {art} {job}.",  # a wish
    "My {kin} {name} met a guy at the bar, {pro}'s {art} {job}.",  # someone else between
    "My {kin} {name} is {art} {job}? Not sure.",  # a question
    "My friend {name} is {art} {job}.",  # a friend: a third party
]


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How are you?"}, {"role": "user", "content": text, "at": "2023-05-08T10:00:00Z"}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


def _fill(frame: str, kin: str, name: str, job: str, he: bool) -> str:
    art = "an" if job[0] in "aeiou" else "a"
    pro = "he" if he else "she"
    return frame.format(kin=kin, name=name, job=job, art=art, pro=pro, Pro=pro.capitalize())


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(SAID), st.one_of(HE.map(lambda k: (k, True)), SHE.map(lambda k: (k, False))), NAME, JOB, LEAD)
def test_a_named_family_members_job_joins_the_note_that_names_them(said, kin, name, job, lead):
    (frame, adds), (noun, he) = said, kin
    message = lead + _fill(frame, noun, name, job, he)
    article = "an" if noun[0] in "aeiou" else "a"
    expected = f"Has {article} {noun} named {name}" + _fill(adds, noun, name, job, he)
    assert expected in _notes(message), (message, _notes(message))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(NOT_THEIRS), st.one_of(HE.map(lambda k: (k, True)), SHE.map(lambda k: (k, False))), NAME, JOB)
def test_what_may_not_be_who_they_are_adds_nothing(frame, kin, name, job):
    noun, he = kin
    notes = _notes(_fill(frame, noun, name, job, he))
    assert not any(job in n or "works" in n for n in notes), notes


def test_the_pronoun_must_fit_the_person():
    assert _notes("My sister Ana came with a friend, he's a nurse.") == ["Has a sister named Ana"]
    assert _notes("My brother Tom is here. She's a nurse.") == ["Has a brother named Tom"]


def test_where_they_live_and_what_they_study():
    assert _notes("Our daughter Kate lives in Christchurch with the kids.") == ["Has a daughter named Kate, who lives in Christchurch"]
    assert _notes("My girlfriend Mia is studying law at UCL.") == ["Has a girlfriend named Mia, who is studying law at UCL"]
    assert _notes("My boyfriend Sam is a nerd lol.") == []  # no job, and the laugh refuses the sentence


def test_a_pet_or_a_later_sentence_about_something_else_adds_nothing():
    assert _notes("My dog Rex is a menace. He's a good boy though.") == ["Has a dog named Rex"]
    assert _notes("My son Kuba is six. The teacher is a nurse too.") == ["Has a son named Kuba"]
