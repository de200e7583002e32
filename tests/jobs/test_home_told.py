"""Where the user lives, told in passing (jobs/home_told.py): "The neighbours in my basement
apartment are not fans" -> "Lives in a basement apartment" (was nothing). Generated over what kind
of home, where it is and what the sentence says of it; lookalikes make no such note: a home left,
sold, wished for or someone else's, a compound that is no home ("my flat white", "my house
party"), a bare "my flat", a question, a studio that is a workplace."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from store.guard import check_content

KINDS = st.sampled_from(["basement ", "tiny ", "little ", "two-bedroom ", "rented ", "shared ", "new ", "top-floor ", ""])
HOMES = st.sampled_from(["apartment", "flat", "house", "cottage", "bungalow", "studio apartment"])
WHERE = st.sampled_from(["", " in Leeds", " in Parkdale", " near Porto"])
SAID = st.sampled_from([
    "The neighbours in {home} are not fans.", "{Home} is freezing in winter.", "I practise in {home} every night.",
    "{Home} has the best light in the mornings.", "Honestly {home} is a mess right now.",
])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How's the album going?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=200, deadline=None)
@given(KINDS, HOMES, WHERE, SAID)
def test_their_home_said_in_passing_is_where_they_live(kind: str, home: str, where: str, said: str) -> None:
    named = f"my {kind}{home}{where}"
    text = said.format(home=named, Home=named[0].upper() + named[1:])
    notes = _notes(text)
    if not kind.strip() and not where:
        assert not any(n.startswith("Lives in") for n in notes), (text, notes)  # "my flat": nothing said of it
        return
    assert f"Lives in a{'n' if kind[:1] in 'aeiou' and kind else ''} {kind}{home}{where}".replace("a a", "an a") in notes, (text, notes)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    "I miss my old flat in Leeds.", "My flat white was cold.", "My dream house has a pool.", "My parents' house is huge.",
    "My house party was wild.", "Is my tiny flat too small?", "My studio is full of clay.", "My new place is so quiet.",
    "I'm selling my tiny flat in Leeds.", "If my basement flat floods again I'll scream.", "My future house will have a garden.",
    "My sister's tiny flat in Leeds is freezing.", "My little house plants are dying.", "I used to rent my tiny flat in Leeds out.",
    "We're looking for my new flat in Leeds.", "My holiday cottage in Wales is booked.", "My tiny apartment hunt is going badly.",
]))
def test_a_home_not_theirs_now_makes_no_note(text: str) -> None:
    notes = _notes(text)
    assert not [n for n in notes if n.startswith("Lives in")], (text, notes)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([
    # an attacker's (stop 37): compounds, homes not theirs now, a place that is no place, a game, a sentence the guard refuses
    "My new houseplant died.", "My big household is chaotic.", "My little cottage cheese habit is out of control.", "My new studio album drops Friday.",
    "My big loft is full of junk.", "My new flatbread recipe is amazing.", "My new flats in Leeds are all let.", "My new apartment complex has a gym.",
    "My new house is still being built.", "I move into my new flat on Saturday.", "I got evicted from my tiny flat in Leeds.",
    "I no longer live in my tiny flat in Leeds.", "My tenants in my two-bedroom flat in Leeds are great.", "When I was a student my tiny flat in Leeds was freezing.",
    "My big house will have a pool when I'm rich.", "My little house in Animal Crossing is cute.", "Oh sure, my huge house in Beverly Hills, totally.",
    "Pretend my tiny flat in Leeds is a castle.", "My tiny flat is where I grow weed.", "The door code for my tiny flat in Leeds is 4471.",
    "You'd love my tiny flat in Leeds.", "Maybe my tiny flat in Leeds is freezing.", "I'm in hospital, far from my tiny flat in Leeds.",
]))
def test_an_attackers_homes_make_no_such_note(text: str) -> None:
    notes = [n for n in _notes(text) if check_content(n).allowed]  # what the guard refuses is never stored
    assert not [n for n in notes if n.startswith("Lives in")], (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["January", "Flat 4", "Block 7", "Room 101", "SW1A 1AA", "Mum", "Covid", "The Dog and Duck"]))
def test_what_follows_in_or_near_must_be_a_place(where: str) -> None:
    notes = _notes(f"My tiny flat in {where} is freezing.")
    assert not any(where.split()[0] in n for n in notes if n.startswith("Lives in")), notes


def test_a_home_reads_as_said() -> None:
    assert "Lives in a one-bedroom in Leeds" in _notes("My one-bedroom in Leeds is freezing.")
    assert "Lives in a Victorian house in York" in _notes("My Victorian house in York is freezing.")
    assert "Lives in a tiny houseboat in Oxford" in _notes("My tiny houseboat in Oxford is freezing.")


def test_a_home_being_sold_is_no_home_of_theirs() -> None:
    """An attacker helper's finding (stop 37): "The buyers of my studio flat are not fans" gave "Lives in a studio flat"."""
    for said in ["The buyers of my studio flat are not fans.", "The estate agent for my basement flat is useless.", "Viewings of my tiny flat start Monday."]:
        assert _notes(said) == [], said


# stop 39: where the user is, said as "here in <place>" ("It's 3am here in Pune, I couldn't sleep").
HERE_PLACES = st.sampled_from(["Pune", "Leeds", "Albuquerque", "Neukölln", "Cape Town", "Texas", "New Zealand"])
HERE_SAID = st.sampled_from([
    "It's 3am here in {p}, I couldn't sleep.", "It's freezing here in {p} this winter.", "Still teaching at Valley High here in {p}, this is my ninth year.",
    "It's raining again here in {p}.", "It gets so humid here in {p} in August.",
])


@settings(max_examples=120, deadline=None)
@given(HERE_PLACES, HERE_SAID)
def test_here_in_a_place_is_where_they_live(place: str, said: str) -> None:
    text = said.format(p=place)
    assert f"Lives in {place}" in _notes(text), (text, _notes(text))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Lyon", "Marseille", "Bordeaux"]))
def test_ici_a_is_where_they_live(place: str) -> None:
    prep = "à"
    text = f"Ici {prep} {place} il pleut depuis trois jours."
    assert f"Habite {prep} {place}" in _notes(text), (text, _notes(text))


@settings(max_examples=250, deadline=None)
@given(HERE_PLACES, st.sampled_from([
    # a stay: a trip, a visit, a purpose, a time away, a move
    "It's so hot here in {p}, our trip is amazing.", "I'm here in {p} for a conference.", "We just landed, it's 3am here in {p}.",
    "It's raining here in {p}, the hotel is nice though.", "I'm here in {p} for two weeks.", "I'm visiting my aunt, it's cold here in {p}.",
    "We're moving next month, it's our last winter here in {p}.",
    # no home now: a question, the past, a condition, the other party, a game, a made-up place
    "What's the weather like here in {p}?", "I used to live here in {p}.", "Back when I lived here in {p} it was cheap.",
    "If I lived here in {p} I'd be happy.", "You are here in {p}, brave knight.", "It's cold here in Mordor.",
    # someone else's news: the kin note it would overlap is what is said ("He's a primary school teacher here in Neukölln")
    "He's a primary school teacher here in {p}, the kids adore him.",
    # an attacker's (stop 39): a stay said otherwise, someone else there, a story or a screen, work not home, the past, a title
    "It's 3am here in {p}, jet lag is killing me.", "Sitting in the airport here in {p}.", "Honeymooning here in {p}!", "My sister is here in {p} right now.",
    "Taylor Swift is performing here in {p}.", "In my novel, it's 3am here in {p}.", "On Google Street View I'm here in {p}.", "I work here in {p} but my home is Oslo.",
    "I'm a locum here in {p}.", "I'm not here in {p}, I'm in Oslo.", "I grew up here in {p}.", "I'm going to be here in {p} in March.",
    "The podcast is called Here in {p}.", "Je suis ici à {p} pour trois jours.",
    # the attacker's second round (stop 38): being there is a stay as often as a home; the first or last of a stay, an event, a story
    "I'm here in {p} for my cousin's wedding.", "It's my first night here in {p}.", "Day two here in {p} and the food is amazing.",
    "Here in {p} for the Olympics!", "Just checked in here in {p}, the room is tiny.", "Chapter 3: it's raining here in {p}.",
    "It was 3am here in {p} when the quake hit.", "I'd love to be here in {p} forever.", "Mum's here in {p} with the kids.",
    "I'm a nurse here in {p} on a 3-month contract.", "Je suis ici à {p} pour le travail cette semaine.", "Je suis coincé ici à {p}, mon train est annulé.",
]))
def test_here_in_a_place_said_of_a_stay_or_not_now_makes_no_home(place: str, said: str) -> None:
    text = said.format(p=place)
    notes = _notes(text)
    assert not [n for n in notes if n.startswith("Lives in") and ("Mordor" in n or place in n)], (text, notes)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Tesco", "Ward 7", "Mark's house", "Zoom", "Year 10", "Quarantine", "Pandora", "Vice City", "Chapter 3"]))
def test_here_in_what_is_no_known_place_makes_no_home(where: str) -> None:
    text = f"It's so busy here in {where}, I couldn't sleep."
    assert not [n for n in _notes(text) if n.startswith("Lives in")], (text, _notes(text))
