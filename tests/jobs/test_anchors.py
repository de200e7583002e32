"""A life event told as the time of something else (jobs/anchors.py): generated over outer
sentences, time words, events, places and years; and what stays unread (a question, a
supposition, someone else's event, a present or future, a time that is no event)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import regex

from jobs.anchors import employer_told, lifted_events
from jobs.capture import rule_candidates, stands_alone


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "assistant", "content": "How have you been?"}, {"role": "user", "content": text}], first_new_turn=1)]


_OUTER = st.sampled_from([
    "We brought a lot of {home} with us",
    "My mum cried for a week",
    "Everything felt strange at first",
    "I picked up the guitar again",
    "It rained for a month straight",
    "Our dog was so confused",
    "That song was on the radio all the time",
])
_CONJ = st.sampled_from(["when", "after", "right after", "just before", "the year", "the summer"])
_PLACES = st.sampled_from(["Leeds", "Lisbon", "Austin", "Nairobi", "Osaka", "Toronto", "Cardiff"])
_YEARS = st.integers(min_value=1975, max_value=2023)
_EVENT = st.sampled_from([
    ("I moved to {place} in {year}", "Moved to {place} in {year}"),
    ("we moved to {place} in {year}", "Moved to {place} in {year}"),
    ("I left {place} for university", "Left {place}"),
    ("I retired from teaching in {year}", "Retired from teaching in {year}"),
    ("I got married in {year}", "Got married in {year}"),
    ("I graduated from nursing school in {year}", "Graduated from nursing school in {year}"),
])


@settings(max_examples=60, deadline=None)
@given(_OUTER, _CONJ, _EVENT, _PLACES, _YEARS)
def test_an_event_told_as_a_time_is_kept(outer: str, conj: str, event: tuple[str, str], place: str, year: int) -> None:
    said, note = (part.format(place=place, year=year) for part in event)
    text = f"{outer.format(home='home')} {conj} {said}."
    notes = _notes(text)
    assert any(n.startswith(note) for n in notes), (text, notes)
    assert all(stands_alone(n) for n in notes)


@settings(max_examples=60, deadline=None)
@given(_OUTER, _CONJ, _EVENT, _PLACES, _YEARS, st.sampled_from([
    "Did {outer} {conj} {said}?",
    "{outer} if {said}.",
    "{outer} {conj} {said} 😜",  # a tease; a plain "lol" is the tone of chat (never_stored.without_punchlines)
    "Imagine if {outer} {conj} {said}.",
    "My therapist thinks {outer} {conj} {said}.",
]))
def test_a_question_a_supposition_or_a_joke_gives_nothing(outer: str, conj: str, event: tuple[str, str], place: str, year: int, frame: str) -> None:
    said = event[0].format(place=place, year=year)
    text = frame.format(outer=outer.format(home="home").lower(), conj=conj, said=said)
    assert lifted_events(text) == [], text


@settings(max_examples=40, deadline=None)
@given(_OUTER, _CONJ, _PLACES, _YEARS, st.sampled_from([
    "you moved to {place} in {year}",       # the other party's
    "my sister moved to {place} in {year}",  # someone else's
    "they left {place}",
    "I move to {place}",                     # not told in the past
    "I was little",                          # a time, no event
    "I was twelve",
    "I saw the news",
]))
def test_someone_elses_event_or_no_event_gives_nothing(outer: str, conj: str, place: str, year: int, clause: str) -> None:
    text = f"{outer.format(home='home')} {conj} {clause.format(place=place, year=year)}."
    assert lifted_events(text) == [], text


def test_the_sentence_opening_on_its_clause_is_left_to_the_usual_capture() -> None:
    assert lifted_events("When I moved to Leeds in 2019, we brought a lot of Poland with us.") == []


def test_the_evidence_is_the_users_own_words() -> None:
    text = "We brought a lot of Poland with us when we moved to Leeds in 2019."
    (lifted,) = lifted_events(text)
    assert text[lifted.start:lifted.end] == "we moved to Leeds in 2019"
    assert lifted.said == "We moved to Leeds in 2019."


def test_a_possessive_pronoun_standing_for_someone_makes_no_note() -> None:
    assert "Theirs cried" not in " ".join(_notes("Mine cried when I left Porto for culinary school in Lisbon at nineteen."))
    assert not stands_alone("Theirs cried when they left Porto")
    assert stands_alone("Has a friend of theirs in Porto")


# a named employer ("Tesco laid me off") is not read: "Mum let me go", "Customs let me go" (stop 29's review)
_EMPLOYERS = st.sampled_from(["They", "The bakery", "The startup", "My boss", "The bank", "My company"])
_LOSS = st.sampled_from([("let me go", "Was let go"), ("laid me off", "Was laid off"), ("fired me", "Was fired"), ("made me redundant", "Was made redundant")])
_WHEN = st.sampled_from(["", " on Monday", " in March", " last week", " yesterday", " back in 2021"])
_LEADS = st.sampled_from(["", "So, ", "Honestly ", "Well, the money ran out and "])


@settings(max_examples=60, deadline=None)
@given(_LEADS, _EMPLOYERS, _LOSS, _WHEN)
def test_a_job_lost_told_with_the_employer_as_subject_is_the_users(lead: str, employer: str, loss: tuple[str, str], when: str) -> None:
    said, note = loss
    who = employer if not lead or lead.endswith(", ") and employer == "They" else employer[:1].lower() + employer[1:]
    text = f"{lead}{who} {said}{when}."
    notes = _notes(text)
    assert any(n.startswith(note) for n in notes), (text, notes)
    assert not any(regex.search(r"\b(?:me|my|I|you)\b", n) for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(_EMPLOYERS, _LOSS, _WHEN, st.sampled_from([
    "{who} almost {said}{when}.",
    "{who} might {base}{when}.",
    "Did {who_low} {base}{when}?",
    "If {who_low} {said}{when}, I'd move home.",
    "{who} {said}{when} 😜",
    "{who} {said}{when}. Just kidding.",
    "I dreamt {who_low} {said}{when}.",
]))
def test_a_job_loss_not_told_as_done_gives_nothing(employer: str, loss: tuple[str, str], when: str, frame: str) -> None:
    said, note = loss
    base = {"let me go": "let me go", "laid me off": "lay me off", "fired me": "fire me", "made me redundant": "make me redundant"}[said]
    low = employer[:1].lower() + employer[1:]
    text = frame.format(who=employer, who_low=low, said=said, base=base, when=when)
    assert not any(n.startswith(note) for n in _notes(text)), (text, _notes(text))


@settings(max_examples=30, deadline=None)
@given(_WHEN, st.sampled_from(["half", "most", "a third", "twenty"]))
def test_many_let_go_is_the_users_only_with_them_among_them(when: str, many: str) -> None:
    assert any(n.startswith("Was let go") for n in _notes(f"The startup ran out of money and they let {many} of us go{when}, including me."))
    assert not any(n.startswith("Was let go") for n in _notes(f"The startup ran out of money and they let {many} of us go{when}."))
    assert not employer_told(f"They let {many} of us go{when}, but not me.")


def test_letting_go_that_is_no_lost_job_gives_nothing() -> None:
    for text in ("They fired me up with that speech.", "The coach let me go home early.", "They let me go first in line.",
                 "My mom let me go to the concert.", "I was so fired up after the game."):
        assert not any(n.startswith(("Was ", "Got ")) for n in _notes(text)), (text, _notes(text))


_WEDDING_FRAMES = st.sampled_from([
    "Oh, and we've set a wedding date, {d}{p}.", "We set the date for our wedding: {d}{p}.", "Our wedding is on {d}{p}!", "We've finally picked a wedding date, {d}{p}.",
])
_WEDDING_DAYS = st.sampled_from(["July 20th next year", "June 3rd", "14 February 2025", "the 9th of May", "April 13th"])


@settings(max_examples=40, deadline=None)
@given(_WEDDING_FRAMES, _WEDDING_DAYS, st.sampled_from(["", " in Osaka", ", in Lisbon", " at Boerne"]))
def test_the_users_wedding_told_by_its_date(frame: str, day: str, place: str) -> None:
    text = frame.format(d=day, p=place)
    notes = _notes(text)
    assert any(n.startswith("Has set a wedding date: ") and day in n for n in notes), (text, notes)
    assert not any("with others" in n for n in notes), notes


@settings(max_examples=40, deadline=None)
@given(_WEDDING_DAYS, st.sampled_from([
    "The wedding is on {d}.",                      # whose, not said
    "My sister's wedding is on {d}.",
    "Have you set a wedding date? Ours is {d}?",
    "If we set a wedding date for {d}, will you come?",
    "My wedding was on {d}, lol.",
    "Their wedding is on {d}.",
]))
def test_someone_elses_or_an_asked_wedding_gives_nothing(day: str, frame: str) -> None:
    text = frame.format(d=day)
    assert not any(n.startswith(("Is getting married", "Has set a wedding")) for n in _notes(text)), (text, _notes(text))


_ROLES = st.sampled_from(["head of geography", "the new manager", "a junior developer", "head of the maths department", "site supervisor", "the new head chef", "a staff nurse"])
_STARTS = st.sampled_from(["from September", "in January", "next month", "on Monday", "from the 1st of March", "starting in spring"])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["I'm going to be {r}{a} {w}.", "I'll be {r}{a} {w}!", "I start as {r}{a} {w}.", "So I'm starting as {r}{a} {w}."]), _ROLES, _STARTS,
       st.sampled_from(["", " at Spotify", " at St Mary's"]))
def test_a_new_role_with_its_start_is_kept(frame: str, role: str, when: str, at: str) -> None:
    text = frame.format(r=role, a=at, w=when)
    notes = _notes(text)
    assert any(n.startswith(f"Will start as {role}{at}") for n in notes), (text, notes)


@settings(max_examples=60, deadline=None)
@given(_STARTS, st.sampled_from([
    "I'll be home {w}.", "I'll be busy {w}.", "I'll be a bridesmaid {w}.", "I'm going to be an aunt {w}!", "I'll be working from home {w}.",
    "Will I be head of geography {w}?", "If I'm head of geography {w}, I'll cry.", "My wife will be head of geography {w}.",
    "I might be head of geography {w}.", "I'd be head of geography {w} if they asked.", "lol I'll be the new manager {w}",
]))
def test_what_is_no_new_role_of_the_users_gives_nothing(when: str, frame: str) -> None:
    text = frame.format(w=when)
    assert not any(n.startswith("Will start as") for n in _notes(text)), (text, _notes(text))


def test_a_reviewers_attacks_make_no_note() -> None:
    # stop 29's review of these shapes: quoted or framed text, a denial, sarcasm, a nation's "we", a
    # discharge or a permission, a hope, an employer's own doing after the date, an amount, someone
    # else's wedding, one called off, someone else's words of a new role, a hope of one, a play
    for text in (
        "Tom's line in the play is 'Everything changed when I moved to Paris.'", "My favourite lyric is \"I was lost when I left Memphis\".",
        "Write me a poem: the rain fell when I left Dublin in 1990.", "She wrote in her diary: we were happy when we moved to Rome.",
        "It was chaos when I moved to Leeds, which I never actually did.", "Oh sure, life got amazing after I won the lottery.",
        "Prices went up after we joined the EU in 1973.", "Picture this: my mum crying when I moved to Tokyo.",
        "The hospital let me go on Tuesday.", "Mum let me go on the trip.", "Customs let me go after an hour.", "Sarah let me go on Saturday.",
        "I hope they let me go on Friday.", "Fingers crossed they let me go on Friday.", "They fired me on Friday and hired my ex instead.",
        "They made me redundant in 2020 and rehired me a week later.", "Translate this: They let me go on Monday.", "They let me go in May with a 2000 severance",
        "My brother's getting married! We've set a date for the wedding: May 3rd.", "As a DJ I just booked a wedding date, June 3rd, in Leeds.",
        "Our wedding is on June 3rd. Well, was. We called it off.", "My new boss introduced herself: I'll be the head of sales from Monday.",
        "Boss's email: \"I'll be your new manager from Monday.\"", "I'll be your teacher from Monday.", "Hopefully I'll be head of department from September.",
        "In the play I'll be the director from January.", "I got let go early today.", "J'ai fait virer le loyer hier.",
    ):
        assert _notes(text) == [], (text, _notes(text))


def test_a_denial_is_read_as_one_never_as_any_not() -> None:
    assert any(n.startswith("Moved to Leeds in 2019") for n in _notes("My dad cried not long after I moved to Leeds in 2019."))
    assert _notes("It was chaos when I moved to Leeds, which I never actually did.") == []


def test_a_new_role_told_time_first_or_as_of_next_term() -> None:
    assert "Will start as head of geography in September" in _notes("From September I'll be head of geography.")
    assert "Will start as head of geography next term" in _notes("I'll be head of geography as of next term.")
    for text in ("From Monday I'm off.", "From now on I'll be careful.", "From September I'll be your teacher."):
        assert not any(n.startswith("Will start as") for n in _notes(text)), text
