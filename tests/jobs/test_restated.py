"""Shapes read through their plainer twin (jobs/restated.py) and the life events they made
visible: a role said before a question ("As a vegetarian, what…?", "En tant qu'infirmière, …"),
a French reason before a question ("Comme je travaille de nuit, …?"), the user's machine as the
subject ("My node runs on a Pi"), a job without its article ("I am nurse"), French "venir de" and
the French twins of English life events ("J'ai reçu un BitBox02 hier", "j'ai eu un bébé en mars").
Generated over each class; each with the traps it must not take (a time of life, a figure of
speech, someone else, a one-off)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.candidates import Candidate
from jobs.capture import rule_candidates
from jobs.chat_words import original_span, written_out
from jobs.elaboration import guarded_head

AT = "2026-11-29T10:00:00Z"


def _notes(message: str) -> list[str]:
    said = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": message, "at": AT}]
    return [c.text for c in rule_candidates(said, first_new_turn=1)]


def _evidence(message: str) -> list[str]:
    said = [{"role": "assistant", "content": "Sure."}, {"role": "user", "content": message, "at": AT}]
    return [c.evidence for c in rule_candidates(said, first_new_turn=1)]


ROLES = [("vegetarian", "Vegetarian"), ("nurse", "Nurse"), ("dad of two", "Dad of two"), ("Linux user", "Linux user"),
         ("night owl", "Night owl"), ("complete beginner", "Complete beginner"), ("software engineer", "Software engineer")]
ASKED = ["what should I cook tonight?", "how do I sleep better?", "I get a lot of questions like this.", "which laptop should I buy?",
         "I prefer terminal commands.", "any tips for me?"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ROLES), st.sampled_from(ASKED), st.sampled_from(["As", "Being", "Ok so as", "Hi! As"]))
def test_a_role_said_before_what_follows_is_a_note(role: tuple[str, str], asked: str, lead: str) -> None:
    said, note = role
    article = "an" if said[0] in "aeiouAEIOU" else "a"
    message = f"{lead} {article} {said}, {asked}"
    notes = _notes(message)
    assert any(n.lower().startswith(note.lower()) for n in notes), (message, notes)
    assert all(e in message for e in _evidence(message))  # evidence stays the user's own characters


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["kid", "child", "teenager", "joke", "result", "gift", "side note", "matter of fact", "friend", "whole"]),
       st.sampled_from(["I loved football.", "what should I do?", "I think you're wrong."]))
def test_a_time_of_life_or_a_figure_of_speech_is_no_role(word: str, rest: str) -> None:
    notes = _notes(f"As a {word}, {rest}")
    assert not any(word.split()[0] in n.lower() for n in notes), notes


def test_a_role_told_as_the_past_is_no_role_now() -> None:
    assert not any("student" in n.lower() for n in _notes("As a student, I was always broke."))
    assert not any("nurse" in n.lower() for n in _notes("As a nurse, I used to work nights."))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("végétarien", "Végétarien"), ("infirmière", "Infirmière"), ("dev Python", "Dev Python"), ("débutante", "Débutante")]),
       st.sampled_from(["qu'est-ce que je peux cuisiner ?", "je voudrais apprendre Rust.", "tu as des conseils pour moi ?"]),
       st.sampled_from(["En tant que", "Bonjour ! En tant que", "Étant"]))
def test_a_role_in_french_before_what_follows_is_a_note(role: tuple[str, str], asked: str, lead: str) -> None:
    said, note = role
    lead = f"{lead[:-3]}qu'" if lead.endswith("que") and said[0] in "aeiouéiAEIOUÉ" else f"{lead} "
    notes = _notes(f"{lead}{said}, {asked}")
    assert note in notes, notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Comme", "Puisque", "Vu que", "Sachant que"]),
       st.sampled_from([("je travaille de nuit", "Travaille de nuit"), ("je suis végétarienne", "Végétarienne"), ("j'habite à Lyon", "à Lyon")]),
       st.sampled_from(["comment mieux dormir ?", "tu as une idée ?", "qu'est-ce que tu me conseilles ?"]))
def test_a_french_reason_before_a_question_is_a_statement(lead: str, said: tuple[str, str], asked: str) -> None:
    statement, note = said
    notes = _notes(f"{lead} {statement}, {asked}")
    assert any(n == note or n.endswith(f" {note}") for n in notes), notes


def test_a_french_reason_before_a_statement_is_left_as_it_was() -> None:
    message = "Comme je disais, je suis fatiguée."
    assert written_out(message) is None or "disais" in written_out(message)[0]
    assert _notes(message) == []


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["node", "Bitcoin node", "home server", "Lightning node", "wallet"]),
       st.sampled_from(["runs on", "is running on", "sits on"]),
       st.sampled_from(["a Raspberry Pi 4", "an old laptop", "an old NAS", "an Umbrel box"]))
def test_the_users_machine_as_the_subject(machine: str, verb: str, where: str) -> None:
    notes = _notes(f"My {machine} {verb} {where}.")
    assert any(n.startswith("Runs their") and machine.split()[-1] in n and where.split()[-1] in n for n in notes), notes


def test_someone_elses_machine_or_a_person_is_not_the_users() -> None:
    assert _notes("My dad runs on coffee.") == []
    assert _notes("His node runs on a Raspberry Pi.") == []
    assert _notes("Mon nœud tourne sur un Raspberry Pi 4.") == ["Fait tourner son nœud sur un Raspberry Pi 4"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["I am", "I'm", "Hello, I am"]), st.sampled_from(["nurse", "teacher", "software engineer", "electrician", "accountant"]),
       st.sampled_from(["", " in a hospital", " at Renault", " since 2019"]))
def test_a_job_without_its_article(lead: str, job: str, tail: str) -> None:
    notes = _notes(f"{lead} {job}{tail}.")
    assert any(n.lower().startswith(job) for n in notes), notes


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["I am happy.", "I am Maria.", "I am tired today.", "I am here.", "I'm good, thanks."]))
def test_a_word_that_names_no_job_gets_no_article(message: str) -> None:
    assert _notes(message) == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([
    ("Je viens de prendre ma retraite.", "A pris sa retraite"), ("Je viens d'acheter un Trezor.", "A acheté un Trezor"),
    ("Je viens de déménager à Nantes.", "A déménagé à Nantes"), ("Je viens de me marier.", "S'est marié"),
    ("Je viens de commencer un nouveau boulot.", "A commencé un nouveau boulot"), ("Je viens juste d'avoir mon permis.", "A eu son permis"),
    ("Je viens de finir mes études.", "A fini ses études"),
]))
def test_french_venir_de_an_event(said: tuple[str, str]) -> None:
    message, note = said
    assert note in _notes(message), _notes(message)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Je viens de manger.", "Je viens de voir un film.", "Je viens de rentrer du boulot.", "Je viens d'arriver.",
                        "Je viens de lire ton message.", "Je viens de me réveiller."]))
def test_french_venir_de_a_moment_is_no_note(message: str) -> None:
    assert _notes(message) == []


def test_venir_de_a_place_is_still_where_they_come_from() -> None:
    assert _notes("Je viens de Lyon.") == ["Vient de Lyon"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([
    ("J'ai reçu un BitBox02", "A reçu un BitBox02"), ("J'ai acheté un Coldcard", "A acheté un Coldcard"),
    ("J'ai commandé une Jade", "A commandé une Jade"), ("J'ai démissionné", "A démissionné"), ("J'ai eu un bébé", "A eu un bébé"),
    ("J'ai pris ma retraite", "A pris sa retraite"), ("J'ai trouvé un nouveau boulot", "A trouvé un nouveau boulot"),
    ("J'ai ouvert mon restaurant", "A ouvert son restaurant"),
]), st.sampled_from([("", ""), (" hier", " (2026-11-28)"), (" le mois dernier", " (2026-10)"), (" en 2021", " en 2021")]))
def test_french_life_events_like_their_english_twins(said: tuple[str, str], when: tuple[str, str]) -> None:
    message, note = said
    told, dated = when
    assert f"{note}{dated}" in _notes(f"{message}{told}."), _notes(f"{message}{told}.")


def test_a_device_bought_in_french_files_under_setup() -> None:
    said = [{"role": "assistant", "content": "Ok."}, {"role": "user", "content": "J'ai reçu un BitBox02 hier.", "at": AT}]
    assert [c.category for c in rule_candidates(said, first_new_turn=1)] == ["setup"]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("I just retired.", "Is retired"), ("I retired.", "Is retired"), ("I finally retired!", "Is retired"),
                        ("I just got divorced.", "Just got divorced"), ("I just got married.", "Just got married")]))
def test_a_life_event_told_by_its_verb_alone(said: tuple[str, str]) -> None:
    message, note = said
    assert _notes(message) == [note]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["I had a baby in March.", "I just had a baby.", "We had a baby girl last month."]))
def test_a_birth_is_a_life_event(message: str) -> None:
    assert any("baby" in n for n in _notes(message)), _notes(message)


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["I had a great time.", "I had a baby shower yesterday.", "I had a rough week.", "I had a dream about it."]))
def test_what_one_had_once_is_no_event(message: str) -> None:
    assert _notes(message) == []


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["As a nurse, how do I sleep?", "Comme je travaille de nuit, comment dormir ?", "My node runs on a Raspberry Pi.", "I am nurse.",
                        "Je viens de prendre ma retraite."]),
       st.sampled_from(["", "im so tired lol. ", "Salut. "]))
def test_every_rewritten_span_maps_back_to_the_users_characters(message: str, before: str) -> None:
    text = before + message
    written = written_out(text)
    assert written is not None
    for candidate in rule_candidates([{"role": "assistant", "content": "Ok."}, {"role": "user", "content": text, "at": AT}], first_new_turn=1):
        assert candidate.evidence in text
    piece = written[0][-8:]
    span = original_span(written, piece)
    assert span is not None and 0 <= span[0] <= span[1] <= len(text)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["", "oh and ", "also ", "Thanks! "]),
       st.sampled_from([("been vegetarian for years", "vegetarian"), ("been vegan since 2015", "vegan"), ("been a nurse for 10 years", "nurse"),
                        ("lactose intolerant so go easy on the cheese", "lactose intolerant"), ("vegetarian, so no meat please", "vegetarian"),
                        ("single dad so I need quick recipes", "ingle dad")]))
def test_a_lasting_state_with_its_subject_left_out(lead: str, said: tuple[str, str]) -> None:
    message, word = said
    notes = _notes(f"{lead}{message}.")
    assert any(word in n for n in notes) and not any("so " in n and word in n for n in notes), notes


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Met a guy at the bar. ", "My brother? ", "How is your sister? ", "She said: "]),
       st.sampled_from(["Been vegetarian for years.", "Lactose intolerant, so no cheese.", "Single dad, so busy."]))
def test_a_state_with_no_subject_after_someone_else_is_theirs(lead: str, said: str) -> None:
    assert _notes(f"{lead}{said}") == []


def test_a_span_that_is_an_anniversary_or_a_passing_state_is_no_state() -> None:
    assert _notes("Been married for a year next week.") == []
    assert _notes("been busy for weeks.") == []


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("I moved to Bordeaux in March for the job", "Moved to Bordeaux in March for the job"),
                        ("I started a new job at a bakery in Lyon", "Started a new job at a bakery in Lyon"),
                        ("J'ai déménagé de Paris à Bordeaux en mars", "A déménagé de Paris à Bordeaux en mars")]),
       st.sampled_from([", with a salary of 48k", ", avec un salaire de 48 000 € brut", " with a 52,000 dollar salary", ", paid 2,400 a month"]))
def test_an_amount_told_after_a_fact_is_cut_and_the_fact_kept(said: tuple[str, str], detail: str) -> None:
    message, note = said
    said_with = [{"role": "assistant", "content": "Ok."}, {"role": "user", "content": f"{message}{detail}.", "at": AT}]
    found = [guarded_head(c) for c in rule_candidates(said_with, first_new_turn=1)]  # as the pass does (jobs.passes.run_pass)
    assert any(c.text == note for c in found), [c.text for c in found]


def test_a_subject_or_a_secret_in_the_detail_refuses_the_whole_note() -> None:
    for text in ("Is thinking of working with trans people, helping them", "Uses Sparrow, with the password hunter2-bitcoin",
                 "Works at a bank, with the account FR46 3666 3558 7418 0295 8915 653"):
        item = Candidate(text, "goal", "medium", "pattern", text, 0)
        assert guarded_head(item) is item


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([("My coins are in cold storage on a Coldcard.", "coins in cold storage on a Coldcard"),
                        ("My savings are mostly on a Trezor.", "savings on a Trezor"), ("My bitcoin is kept on a Jade.", "bitcoin on a Jade"),
                        ("Mes bitcoins sont sur un Coldcard.", "bitcoins sur un Coldcard"), ("Mon épargne est sur un Passport de Foundation.", "épargne sur un Passport")]),
       st.sampled_from(["", "Ok. ", "Also "]))
def test_where_the_user_keeps_their_coins_said_of_the_coins(said: tuple[str, str], lead: str) -> None:
    message, words = said
    said_with = [{"role": "assistant", "content": "Ok."}, {"role": "user", "content": lead + message, "at": AT}]
    found = rule_candidates(said_with, first_new_turn=1)
    assert any(words in c.text and c.category == "setup" for c in found), [(c.text, c.category) for c in found]


def test_coins_or_keys_anywhere_else_are_no_setup() -> None:
    assert not any("Keeps" in n or "Garde" in n for n in _notes("My keys are in my pocket."))
    assert _notes("My brother's coins are on a Ledger.") == []
    assert _notes("My savings are in a bank account.") == []


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Note that", "Please note that", "Keep in mind", "Bear in mind that", "Heads up,"]),
       st.sampled_from([("I prefer dark mode screenshots.", "Prefers dark mode screenshots"), ("I'm vegan.", "Is vegan"), ("I run a node on a Pi.", "Runs a node on a Pi")]))
def test_what_the_user_asks_to_keep_in_mind_then_says(lead: str, said: tuple[str, str]) -> None:
    message, note = said
    assert note in _notes(f"{lead} {message}")


def test_a_note_that_about_the_world_or_someone_else_is_nothing() -> None:
    assert _notes("Note that the price went up.") == []
    assert _notes("Note that my brother is a nurse.") == []


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Keep it brief, always.", "Keep it short from now on.", "Always keep it short.", "Fais court, toujours."]))
def test_keep_it_short_said_for_every_answer_is_a_preference(message: str) -> None:
    assert any(n.startswith(("Prefers", "Préfère")) for n in _notes(message)), _notes(message)


def test_keep_it_short_said_once_is_this_answer() -> None:
    assert _notes("Keep it short.") == []


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([("I run a node on an Umbrel box and it keeps force-closing channels.", "Runs a node on an Umbrel box"),
                        ("I use Sparrow, but it keeps crashing.", "Uses Sparrow"),
                        ("I'm fluent in Spanish thanks to my Chilean dad.", "Is fluent in Spanish"),
                        ("I play the piano thanks to my mom.", "Plays the piano")]))
def test_a_tail_of_what_it_keeps_doing_or_who_it_is_owed_to_is_cut(said: tuple[str, str]) -> None:
    message, note = said
    assert note in _notes(message), _notes(message)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("My", "their"), ("Our", "their"), ("Hi! My", "their"), ("So our", "their")]),
       st.sampled_from(["visa", "food licence", "mortgage", "planning permission", "PhD proposal", "adoption"]),
       st.sampled_from(["was approved", "finally got approved", "has been granted", "got accepted", "was finally approved"]),
       st.sampled_from([" last week!", ".", ", so it's all real now.", " yesterday!!"]))
def test_what_was_applied_for_said_as_granted_is_a_step(lead, thing, verb, end):
    said, own = lead
    text = f"{said} {thing} {verb}{end}"
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Any news?"}, {"role": "user", "content": text}], first_new_turn=1)]
    assert any(n.startswith(f"Got {own} {thing}") for n in found), (text, found)


@pytest.mark.parametrize("said", [
    "My sister's visa got approved.", "Was my visa approved?", "If my visa is approved I'll move.", "My leave got approved for Friday.",
    "Your visa was approved!", "My refund was approved.",
])
def test_someone_elses_a_question_or_a_day_off_granted_is_no_step(said):
    found = [c.text for c in rule_candidates([{"role": "assistant", "content": "Any news?"}, {"role": "user", "content": said}], first_new_turn=1)]
    assert not [n for n in found if n.startswith("Got")], (said, found)


# "Me and my X …" is the spoken order of "My X and I …" (found on blind chat turns: "Me and my boyfriend
# have been together seven years now" gave nothing); never "me and my big mouth" or an object.
@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["Me and", "me and", "Me &", "me n"]), st.sampled_from(["my boyfriend", "my wife", "my sister", "my best friend", "Dev", "our kids"]),
       st.sampled_from([("have been together seven years now", "seven years"), ("just bought a house in Leeds", "Leeds"),
                        ("run a bakery together", "bakery"), ("started a book club in 2019", "book club")]),
       st.sampled_from(["", " 🥰", "!"]))
def test_me_and_my_someone_is_my_someone_and_i(opening, who, done, end):
    said, key = done
    if "together" in said and who in ("Dev", "our kids", "my sister", "my best friend"):
        return  # "together seven years" is a couple's
    message = f"{opening} {who} {said}{end}"
    notes = _notes(message)
    assert any(key in n for n in notes), (message, notes)
    assert not any(n.startswith(("Me ", "Them ", "They ")) for n in notes), (message, notes)
    for piece in _evidence(message):
        assert piece in message  # the evidence stays the user's own words


@pytest.mark.parametrize("said", ["It's always been me and my mum against the world.", "She came between me and my sister.",
                                  "Me and my sister's dog went for a walk.", "Is it me and my wife or the kids?"])
def test_me_and_someone_elsewhere_is_no_subject(said):
    assert not any("and I" in n or n.startswith("Has") and "with their" in n for n in _notes(said)), (said, _notes(said))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Manila", "Lagos", "São Paulo", "Cork"]), st.sampled_from([" but grew up mostly in Toronto", ", grew up in Leeds", " and raised in Kent", ""]),
       st.sampled_from([".", "!", ""]))
def test_born_with_the_subject_left_out_before_a_second_clause(place, rest, end):
    message = f"Born in {place}{rest}{end}"
    notes = _notes(message)
    assert any(n.startswith("Was born") and place in n for n in notes), (message, notes)
    assert not any("Born" in n for n in notes), (message, notes)  # no capital left in the middle of a note


@pytest.mark.parametrize("said", ["Born in Lagos, my mother moved to London at twenty.", "Born in the USA came on the radio.", "Born in 1950, my dad grew up in Ohio.",
                                  "Born on the Fourth of July made me cry.", "Born in Flames is a great film."])
def test_born_before_someone_else_or_as_a_title_is_not_the_users_birth(said):
    """An attacker helper's lookalikes of the birthplace with its subject left out."""
    assert not any(n.startswith("Was born") for n in _notes(said)), (said, _notes(said))


ASIDES = ["believe it or not", "funnily enough", "oddly enough", "weirdly enough", "of all things", "as it happens", "would you believe"]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(ASIDES), st.sampled_from([("Bird-watching", "bird-watching"), ("Pottery", "pottery"), ("Fell running", "fell running")]),
       st.sampled_from(["it's my hobby", "that's my thing", "it's my weird little hobby", "that's my true passion"]), st.sampled_from(["", ".", " 🐦", "!"]))
def test_an_aside_between_commas_is_read_as_if_it_were_not_there(aside, thing, taste, end):
    said, plain = thing
    message = f"{said}, {aside}, {taste}{end}"
    notes = _notes(message)
    assert any(plain in n.lower() and aside not in n.lower() for n in notes), (message, notes)
    assert all(e in message for e in _evidence(message))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(ASIDES), st.sampled_from([("I grew up, {a}, in Lagos", "Grew up in Lagos"), ("I'm a nurse, {a}, at St Mary's", "Nurse at St Mary's"),
                                                 ("I grew up in Lagos, {a}", "Grew up in Lagos")]))
def test_an_aside_inside_or_after_a_fact_stays_out_of_its_note(aside, shape):
    template, note = shape
    notes = _notes(template.format(a=aside) + ".")
    assert note in notes, (template, aside, notes)


@pytest.mark.parametrize("said", ["Hiking, believe it or not, it's my hobby lol", "My brother, believe it or not, is a nurse."])
def test_a_laugh_or_someone_else_around_an_aside_is_no_fact(said):
    notes = _notes(said)
    assert not any(n in ("Grew up in Lagos", "Loves hiking", "Nurse") for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("I play chess", "Plays chess"), ("I'm vegan", "Is vegan"), ("I was born in Osaka", "Was born in Osaka"), ("I don't smoke", "Doesn't smoke")]),
       st.sampled_from(["believe it or not", "if you can believe it", "funnily enough", "of all things"]), st.sampled_from(["", ".", "!", "..."]))
def test_an_aside_ending_the_sentence_negates_nothing_and_stays_out_of_the_note(fact, aside, end):
    said, note = fact
    assert note in _notes(f"{said}, {aside}{end}"), _notes(f"{said}, {aside}{end}")


PLACES_GONE_TO = ["the cottage on Indian Lake", "my parents' place", "Cornwall", "my grandma's in Kerala", "the Edinburgh Fringe"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PLACES_GONE_TO), st.sampled_from(["We're heading up to", "We're going to", "I'm off to", "Off to", "Heading back to"]),
       st.sampled_from(["", " next week", " this weekend", " tomorrow"]),
       st.sampled_from([(", same as every year", "every year"), (", like every summer", "every summer"), (", as we do every Christmas", "every christmas"), (", it's our yearly tradition", "every year")]),
       st.sampled_from([".", "!", " 🙂"]))
def test_a_trip_said_with_its_custom_is_the_custom(place, lead, when, custom, end):
    tail, period = custom
    notes = _notes(f"{lead} {place}{when}{tail}{end}")
    went = place.replace("my ", "their ")
    assert f"Goes to {went} {period}" in notes, notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([
    "I'm going to the dentist tomorrow, same as every year.", "We went to Spain last year, same as every year.", "My sister's going to Rome, same as every year.",
    "We're going to Cornwall if it doesn't rain, same as every year.", "We're off to the hospital again, like every winter.", "Going to bed early, like every night.",
    "We might go to Cornwall, like every summer.", "Heading to work, same as every day.",
]))
def test_a_trip_with_no_custom_of_theirs_is_no_custom(message):
    assert not [n for n in _notes(message) if n.startswith("Goes")], _notes(message)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["every year", "always", "the old days", "my dad", "clockwork"]))
def test_like_after_a_comma_compares_and_is_no_second_taste(tail):
    notes = _notes(f"I'm doing the Boston marathon again, like {tail}.")
    assert not [n for n in notes if ", likes " in n], notes
