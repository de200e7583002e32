"""A strict subject named by its places, its people and its practice, not only by its own word (an
attacker's finding, stop 37: "Goes to a church hall near them every Sunday", "Is in their fifth year
sober", "Goes to a swingers club once a month", "Goes to a Labour club every Friday" all passed).
Generated over frames and the words of each subject; lookalikes that only share a word pass."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from store.guard import check_content

FRAMES = ["Goes to {x} every week", "Is in their fifth year at {x}", "Has been going to {x} since 2019", "Volunteers at {x}"]
PLACES = {
    "religion": ["a church hall near them", "the chapel on Elm Road", "a Kingdom Hall", "the cathedral choir", "a madrasa", "a yeshiva", "the parish centre"],
    "sexual": ["a swingers club", "a BDSM club", "a strip club", "a brothel", "a fetish night"],
    "health": ["an AA meeting hall", "a Narcotics Anonymous centre", "a therapy centre", "a crack den", "a methadone clinic", "the Betty Ford Center"],
    "politics": ["a Labour club", "the Conservative club", "the party headquarters", "a campaign office"],
}
STATES = {
    "health": ["Is in their fifth year sober", "Has been clean for two years", "Is in their fifth year in AA", "Goes to AA every week", "Has been depressed since the move",
               "Is recovering from surgery", "Is in their third year on disability benefits", "Had a nervous breakdown in 2019",
               "Is disabled", "Has a disabled son", "Has been disabled since the accident", "Goes to a fertility clinic", "Is handicapped",
               # a second attacker round: the same subjects in other words
               "Quit drinking", "Is three years dry", "Froze their eggs", "Uses a wheelchair", "Had a mastectomy", "Is bipolar", "Is in remission",
               "Is on HRT", "Has been sober since 2019", "Goes to Gamblers Anonymous", "Has a daughter on the way", "Has a son due in March",
               "Has a daughter with Down syndrome", "Is deaf", "Gets PIP", "Had a heart bypass", "Is a problem gambler", "Got their 5-year chip"],
    "religion": ["Is in their ninth year as a priest", "Is a Jehovah's Witness", "Is a Baptist", "Was ordained in 2010", "Is a nun",
                 "Fasts during Lent", "Goes to evensong every week", "Wears a kippah", "Is a parish councillor", "Is in their ninth year at Hillsong"],
    "sexual": ["Is in their third year in the closet", "Came out as bi in 2020", "Is celibate", "Is in their first year as a sugar baby", "Is polyamorous", "Came out of the closet in 2019",
               "Came out to their parents", "Is in an open marriage", "Is bi", "Dates men and women"],
    "politics": ["Is a Labour member", "Votes Reform", "Voted Leave", "Canvasses for the Greens", "Is a Reform voter", "Campaigns for Brexit"],
}


@settings(max_examples=120, deadline=None)
@given(st.sampled_from([(s, p) for s, ps in PLACES.items() for p in ps]), st.sampled_from(FRAMES))
def test_a_subjects_place_is_the_subject(case: tuple[str, str], frame: str) -> None:
    subject, place = case
    note = frame.format(x=place)
    verdict = check_content(note)
    assert not verdict.allowed and subject in verdict.reason, (note, verdict)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(s, n) for s, ns in STATES.items() for n in ns]))
def test_a_subjects_state_or_role_is_the_subject(case: tuple[str, str]) -> None:
    subject, note = case
    verdict = check_content(note)
    assert not verdict.allowed and subject in verdict.reason, (note, verdict)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([
    "Buys AA batteries in bulk", "Is a member of the AA", "Keeps their car clean", "Has a clean driving record", "Works as an art therapist",
    "Loves monkeys", "Has a cleaning business", "Eats cottage cheese", "Goes to a pottery studio every Thursday",
    "Lives near a football club", "Plays in a jazz club every Friday", "Disabled the safety lock on the old lawnmower",
    "Disabled notifications on their phone", "Lives on Church Road", "Their golf handicap is 12", "Runs an Umbrel node in the closet",
    "Works at a fertility clinic", "Lives near Chapel Allerton",
    # a second attacker round's over-refusals
    "Likes sober colours", "Sober October is their favourite", "Works at a GP surgery", "Researches soil fertility", "Manages a fertility clinic",
    "Works with disabled children", "Coaches disabled athletes", "Is a golf swinger", "Loves Judas Priest", "Lives on Parish Lane",
    "Lives in Chapel-en-le-Frith", "Drinks at the Church Inn", "Restores church organs", "Works at the cathedral café", "Lent their bike to a friend",
    "Works on bipolar junction transistors", "The delivery is due in March", "Is on their way to Leeds", "Spits out the apple pip", "Is bilingual", "Is a bi-weekly columnist",
    # an industry or a job named with health (stop 43: "Automation engineer at a healthtech company called MediLoop" was refused)
    "Automation engineer at a healthtech company called MediLoop", "Works in health care", "Works in healthcare", "Is a health and safety officer",
    "Is a health visitor", "Is a healthcare assistant", "Works at a healthtech startup", "Senior data analyst at a healthtech startup",
]))
def test_lookalikes_pass(note: str) -> None:
    assert check_content(note).allowed, note


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Their health is failing", "Runs for their health", "Is working on their mental health", "Has health issues", "Works part time for health reasons",
                        "Their healthcare costs a lot", "Has good healthcare", "Health anxiety keeps them up", "Had a health scare last year", "Works on their health every day",
                        "Works at a healthtech company because of their health",
                        # an attacker's leaks through a looser first reading (376 probes): care received beside a job word, a line break,
                        # punctuation, "technically", their own health and safety, care they receive from a health visitor
                        "Receives palliative health care since losing their job", "Needs firm health care support", "Likes jazz.\nReceives health care at home",
                        "Lost their job and now their (health care) costs a fortune", "Their health technically forced them to retire early",
                        "Fears for their health and safety since the fall", "Their health visitor worries about their low mood after the birth",
                        "Healthtech worker with a chronic condition", "Patient at a healthtech company", "Works in healthcare since their diagnosis",
                        "Gets treated at a healthtech startup", "Gets checkups at a healthtech company called Numan", "Is a guinea pig at a healthtech startup"]))
def test_health_of_their_own_beside_a_job_word_is_still_health(note: str) -> None:
    verdict = check_content(note)
    assert not verdict.allowed and "health" in verdict.reason, (note, verdict)
