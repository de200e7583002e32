"""Over-refusal: ordinary facts a user says about themselves (tests/data/ordinary_facts.jsonl,
English and French, written by hand) pass the guard. At most 2 in 100 may be refused; the ones
refused are printed, by filter, so a regression names its class."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from store.guard import check_content

FACTS_FILE = Path(__file__).resolve().parents[1] / "data" / "ordinary_facts.jsonl"
MAX_REFUSED = 0.02


def ordinary_facts() -> list[dict]:
    return [json.loads(line) for line in FACTS_FILE.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_the_set_is_large_and_bilingual() -> None:
    facts = ordinary_facts()
    langs = [fact["lang"] for fact in facts]
    assert len(facts) >= 250
    assert {"en", "fr"} == set(langs)
    assert min(langs.count("en"), langs.count("fr")) >= 0.4 * len(facts)
    assert len({fact["text"] for fact in facts}) == len(facts)


def test_ordinary_facts_are_allowed() -> None:
    facts = ordinary_facts()
    refused = [(fact["text"], verdict.filter) for fact in facts if not (verdict := check_content(fact["text"])).allowed]
    for text, name in refused:
        print(f"refused by {name}: {text}")
    assert len(refused) <= MAX_REFUSED * len(facts), refused


@pytest.mark.parametrize("note", ["Has been a mail carrier for 15 years", "Works for Royal Mail", "Gets a lot of fan mail", "Collects mail art", "Their mail carrier is lovely",
                                  "Sorts mail at the post office", "Makes chain mail for reenactments"])
def test_the_post_is_no_email(note):
    """Found on blind chat turns: "Been a mail carrier for 15 years" was refused as the subject email."""
    assert check_content(note).allowed, note


@pytest.mark.parametrize("note", ["Mail: k s m i t h 8 7 at gmail", "Mon mail perso est sur Proton", "Has an email address at Proton", "Checks their inbox every hour",
                                  "my mail is jsmith at gmail", "mail me at jsmith at gmail", "send mail to jsmith at gmail", "My work mail is on Proton",
                                  "my mail - jsmith at gmail", "Mail me: jsmith at gmail", "My mail id is jsmith40 on gmail", "mes mails: jsmith arobase gmail"])
def test_an_address_by_mail_is_still_email(note):
    assert not check_content(note).allowed, note
