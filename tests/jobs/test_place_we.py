"""The "we" of an answer about the user's own workplace or venture is that place: "What kind of company
is it again?" / "We build the software that tracks trucks and warehouses" -> "Their company builds the
software that tracks trucks and warehouses" (before: "Builds the software…" left to code's judge,
which kept nothing; "We do payroll, boring stuff" gave "Does payroll, boring stuff, with others").
Generated over questions, places and doings; lookalikes give no such note: what is made not said
("We make it work"), an unlawful trade, a question about someone else's company, a joke."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from store.guard import check_content

ASKED = st.sampled_from(["What does your {p} do?", "What kind of {p} is it again?", "So what does the {p} make?", "What do you guys do?"])
PLACES = st.sampled_from(["company", "startup", "bakery", "agency", "farm"])
DOINGS = st.sampled_from([("build the software that tracks trucks and warehouses", "builds the software that tracks trucks and warehouses"),
                          ("mostly make sourdough and wedding cakes", "makes sourdough and wedding cakes"), ("help small farms sell direct to customers", "helps small farms sell direct to customers"),
                          ("do payroll, boring stuff", "does payroll"), ("grow organic vegetables for local restaurants", "grows organic vegetables for local restaurants")])


def _notes(asked: str, answer: str) -> list[str]:
    messages = [{"role": "user", "content": "I've got a new job!"}, {"role": "assistant", "content": asked}, {"role": "user", "content": answer}]
    return [c.text for c in rule_candidates(messages, first_new_turn=2) if check_content(c.text).allowed]


@settings(max_examples=150, deadline=None)
@given(ASKED, PLACES, DOINGS, st.sampled_from([".", "!", ". It's in Pune.", ". Pretty niche, honestly."]))
def test_we_of_the_place_asked_about_is_that_place(asked: str, place: str, doing: tuple[str, str], end: str) -> None:
    question = asked.format(p=place)
    notes = _notes(question, f"We {doing[0]}{end}")
    where = place if "{p}" in asked else "company"
    assert f"Their {where} {doing[1]}" in notes, (question, doing, notes)
    assert not [n for n in notes if "with others" in n], notes


@settings(max_examples=100, deadline=None)
@given(ASKED.filter(lambda asked: "{p}" in asked), PLACES, DOINGS, st.sampled_from(["Logistics.", "Fintech, mostly.", "A food one.", "Haha.", "Software!"]))
def test_we_of_the_place_after_its_kind_said_alone_is_that_place(asked: str, place: str, doing: tuple[str, str], kind: str) -> None:
    question = asked.format(p=place)
    notes = _notes(question, f"{kind} We {doing[0]}. Not glamorous but I know the system inside out.")
    where = place if "{p}" in asked else "company"
    assert f"Their {where} {doing[1]}" in notes, (question, kind, doing, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Not anymore.", "No idea lol.", "My brothers.", "Used to be.", "Nope.", "I quit.", "Hypothetically?"]), DOINGS)
def test_we_after_a_denial_or_someone_elses_is_not_the_place(first: str, doing: tuple[str, str]) -> None:
    notes = _notes("What does your company do?", f"{first} We {doing[0]}.")
    assert not [n for n in notes if n.startswith("Their ")], (first, notes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    ("What does your company do?", "We make it work somehow."), ("What does your company do?", "We sell them online."), ("What does your company do?", "We launder money for the cartel."),
    ("What does your company do?", "We sell weed online."), ("What does your brother's company do?", "We build software."), ("What does your company do?", "We build software lol jk"),
    ("What does your company do?", "We help people like you."), ("How was your day?", "We build software."), ("What does your company do?", "Would we build software? Maybe."),
]))
def test_lookalikes_give_no_place_note(pair: tuple[str, str]) -> None:
    assert not [n for n in _notes(*pair) if n.startswith("Their ")], (pair, _notes(*pair))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["We make adult films.", "We print fake passports.", "We make vibrators.", "We sell counterfeit money."]))
def test_an_attackers_trades_make_no_note(answer: str) -> None:
    assert not [n for n in _notes("What does your company do?", answer) if n.startswith("Their")], (answer, _notes("What does your company do?", answer))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("What kind of company is it?", "Tech. We grow tomatoes on our balcony."), ("What kind of company is it?", "Logistics. We play football on Fridays."),
                        ("Sounds fun! What do you guys do?", "Board games mostly. We play Catan and drink too much tea."),
                        ("Your dad's company sounds interesting. What does the company do?", "Shipping. We build boats."),
                        ("Her startup sounds fun. What does the startup make?", "We make apps.")]))
def test_we_at_home_for_fun_or_of_someone_elses_place_is_not_the_users_place(pair: tuple[str, str]) -> None:
    assert not [n for n in _notes(*pair) if n.startswith("Their ")], (pair, _notes(*pair))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["What does your company do?", "Nice. What's business like? What does your company do?"]))
def test_we_for_our_clients_is_still_the_company(asked: str) -> None:
    assert "Their company builds software for their clients" in _notes(asked, "We build software for our clients."), _notes(asked, "We build software for our clients.")
