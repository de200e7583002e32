"""The strict subjects named by what they are about, not only by their own word (rules.md decision 2:
health, religion and politics are refused by default): a condition, a faith or a party said in a
note is refused under its subject, in English and French; a constraint the user keeps (an allergy,
an intolerance) and words that only look alike are not. Generated over frames and words."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from store.guard import check_content

CONDITIONS = ["type 1 diabetes", "asthma", "epilepsy", "depression", "ADHD", "bipolar disorder", "migraines", "Crohn's", "PTSD", "arthritis"]
FAITHS = ["a practising Buddhist", "a Catholic", "Muslim", "Jewish", "an atheist", "a Hindu", "an evangelical Christian"]
PARTIES = ["a member of the Green Party", "a libertarian", "a socialist", "left-wing", "a Republican", "a Lib Dem"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CONDITIONS), st.sampled_from(["Has {x}", "Was diagnosed with {x} in 2019", "Lives with {x}", "Their son has {x}"]))
def test_a_condition_is_health(condition, frame):
    verdict = check_content(frame.format(x=condition))
    assert not verdict.allowed and "health" in verdict.reason, frame.format(x=condition)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FAITHS + PARTIES), st.sampled_from(["Is {x}", "Has been {x} since college"]))
def test_a_faith_or_a_party_is_its_subject(who, frame):
    verdict = check_content(frame.format(x=who))
    assert not verdict.allowed and ("religion" in verdict.reason or "politics" in verdict.reason), frame.format(x=who)


def test_french() -> None:
    for note, subject in [("Est diabétique de type 1", "health"), ("Est bouddhiste pratiquant", "religion"), ("Vote pour la France insoumise", "politics"),
                          ("Va à l'église le dimanche", "religion"), ("Est asthmatique", "health")]:
        verdict = check_content(note)
        assert not verdict.allowed and subject in verdict.reason, note


def test_a_constraint_the_user_keeps_and_lookalikes_pass() -> None:
    for note in ["Allergic to peanuts", "Is lactose intolerant", "Eats gluten-free (coeliac)", "Keeps bees, two hives", "Teaches yoga three evenings a week",
                 "Supports Arsenal", "Is a party planner", "Has a faithful old dog"]:
        assert check_content(note).allowed, note


# Found by a reviewer: words that only look like the subjects (names, places, bands, plants, sports,
# electronics), and the subjects said in other words (any party, a treatment, a mass, "croyant").
LOOKALIKES = ["Has a husband named Christian, a nurse", "Has a daughter named Faith", "Lives in Islamabad", "Has trekked in the Hindu Kush",
              "Lives on Church Road", "Loves Black Sabbath", "Keeps a praying mantis", "Grows prayer plants", "Plays left wing for their hockey team",
              "Works on bipolar junction transistors", "Uses Salt Fat Acid Heat as their cooking bible", "Vote pour le meilleur gâteau chaque année",
              "Travaille dans le bâtiment de droite"]
SUBJECTS = [("Is a member of the Pirate Party", "politics"), ("Is HIV positive", "health"), ("Labour supporter", "politics"), ("Goes to Mass every Sunday", "religion"),
            ("Croyant", "religion"), ("No longer eats sugar since their heart attack", "health"), ("Switched to Sertraline", "health"),
            ("Does radiotherapy 3x a week", "health"), ("Does AA meetings on weekends", "health")]


@given(st.sampled_from(LOOKALIKES))
def test_lookalikes_pass(note):
    assert check_content(note).allowed, note


@given(st.sampled_from(SUBJECTS))
def test_the_subjects_in_other_words_are_refused(case):
    note, subject = case
    verdict = check_content(note)
    assert not verdict.allowed and subject in verdict.reason, note


CARE = ["therapy", "counselling", "counseling", "couples therapy", "rehab", "physio", "CBT"]
CARE_FRAMES = ["Goes to {x} every week", "Has been going to {x} since May", "Started {x} last year", "Is in {x}", "Does {x} twice a month"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CARE), st.sampled_from(CARE_FRAMES))
def test_care_received_for_the_mind_or_body_is_health(care, frame):
    note = frame.format(x=care)
    if frame.startswith("Is in") and care in ("physio", "CBT", "couples therapy"):
        return  # "Is in physio" is no English the capture writes
    verdict = check_content(note)
    assert not verdict.allowed and "health" in verdict.reason, note


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["a therapist", "a counsellor", "a psychiatrist", "a psychologist", "a shrink"]),
       st.sampled_from(["Sees {x}", "Has been seeing {x} since 2021", "Talks to {x} every Monday"]))
def test_seeing_someone_for_the_mind_is_health(who, frame):
    verdict = check_content(frame.format(x=who))
    assert not verdict.allowed and "health" in verdict.reason, frame.format(x=who)


def test_a_job_or_a_study_in_the_field_passes() -> None:
    for note in ["Is an art therapist", "Works as a speech therapist", "Works in counselling", "Studies psychology", "Is a psychologist",
                 "Wants to become a counselor", "Is training to be a therapist", "Works as a physio", "Est psychologue", "Has a therapy dog named Rex"]:
        assert check_content(note).allowed, note


def test_mind_care_in_french_and_anxiety_named() -> None:
    for note in ["Voit une psy depuis 2020", "Est en thérapie", "Consulte un psychiatre", "A des crises d'angoisse", "Has anxiety", "Has panic attacks"]:
        verdict = check_content(note)
        assert not verdict.allowed and "health" in verdict.reason, note


@pytest.mark.parametrize("note", [
    "Bought a house with their boyfriend after their abortion", "Had a miscarriage last year", "Is doing IVF", "A fait une fausse couche",
    "Started fertility treatment in March", "Owns four bibles", "Reads the Bible every day", "Goes to bible study", "Has a rosary from their gran",
])
def test_reproductive_health_and_the_bible_are_refused(note: str) -> None:
    """An attacker helper's finding on stop 36's new capture paths: these passed the guard."""
    assert not check_content(note).allowed


@pytest.mark.parametrize("note", ["Uses Salt Fat Acid Heat as their cooking bible", "Calls it the bible of baking", "Works at a fertility clinic", "Their running bible is Born to Run"])
def test_a_bible_of_a_field_still_passes(note: str) -> None:
    assert check_content(note).allowed


@pytest.mark.parametrize("note", ["Produces a porn", "Their company makes adult films", "Their company makes vibrators", "Writes sermons every Sunday",
                                  "Is saving up 40k for a deposit", "Saving up 40k for a deposit"])
def test_an_attackers_notes_are_refused(note: str) -> None:
    assert not check_content(note).allowed


@pytest.mark.parametrize("note", ["Is saving for a 10k run", "Runs 10k every Saturday", "Has a 4k TV"])
def test_a_sized_number_that_is_no_money_passes(note: str) -> None:
    assert check_content(note).allowed


@pytest.mark.parametrize("note", ["Is the nurse at the HIV clinic, six years now", "Their clinic does STD testing", "Used to go to Sunday school as a kid"])
def test_an_attackers_second_round_is_refused(note: str) -> None:
    assert not check_content(note).allowed
