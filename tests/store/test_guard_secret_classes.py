"""The guard against generated evasions, one class at a time (tests/store/evasion_secrets.py):
every variant is refused, by the filter the class belongs to where a checksum or a keyword makes
it certain, and the reason is one of the fixed reasons, carrying no piece of the value. Facts
that sit next to these classes (a driving test passed, a YubiKey, a version number) pass."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings

from store.guard import ALLOWED, check_content, check_note, reasons
from tests.store.evasion_secrets import CASES, CLASSES, EXPECTED

KNOWN_REASONS = {value for name, value in vars(reasons).items() if name.isupper() and isinstance(value, str)}
# Letters the fixed reasons hold whatever the text ("over" is in "recovery").
TEMPLATE_TEXT = " ".join(sorted(KNOWN_REASONS)).lower()
_NOT_ALNUM = re.compile(r"[^0-9A-Za-z]+")


def _pieces(value: str) -> set[str]:
    """The value without separators, in 8-character windows, and its 4+ character parts."""
    compact = _NOT_ALNUM.sub("", value).lower()
    windows = {compact[i : i + 8] for i in range(max(1, len(compact) - 7))}
    return windows | {part.lower() for part in _NOT_ALNUM.split(value) if len(part) >= 4}


def test_every_class_has_an_expected_filter() -> None:
    assert set(CLASSES) == set(CASES) == set(EXPECTED)
    assert len(CLASSES) >= 12


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_variant_is_refused_without_echo(name: str) -> None:
    @settings(max_examples=25, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
    @given(CASES[name])
    def check(case: tuple[str, str]) -> None:
        text, value = case
        verdict = check_content(text, max_chars=10_000)
        assert not verdict.allowed, text
        if EXPECTED[name]:
            assert verdict.filter == EXPECTED[name], (text, verdict)
        reason = verdict.reason or ""
        # Subject reasons name a group ("touches a forbidden subject (password)").
        assert reason in KNOWN_REASONS or reason.startswith(reasons.SUBJECT.split("{")[0]), reason
        leaked = {piece for piece in _pieces(value) if piece in reason.lower() and piece not in TEMPLATE_TEXT}
        assert not leaked, (text, reason)

    check()


@pytest.mark.parametrize(
    "text",
    [
        "I passed my driving test in 2019",
        "I use a YubiKey for 2FA",
        "I run Bitcoin Core 27.0 on a Pi 4",
        "I have a 2-of-3 multisig",
        "I unlock my phone with my face",
        "The wifi at home is slow",
        "I log in with Google",
        "My door code changed in 2019",
        "I got my 2FA app set up today",
        "I work at google.com",
        "Call me at 5 pm",
        "My pin collection has 300 pins",
        "Runs Core 26.1 with 8 GB of RAM",
        "I ran 5, 10, 21 and 42 km races in 2019, 2020, 2021 and 2022",
        "We met on 25/12/2019 and married on 26/12/2021",
        "I like to walk in the park and then have a coffee with a friend",
        "J'ai couru le marathon de Paris en 3 h 45 en 2022",
        "Je passe mon permis en juin",
        "My locker combination lock is blue",
        "I keep backup drives at my parents' house",
        "I count one two three four five six seven eight nine ten to calm down",
        "Les enfants comptent un deux trois quatre cinq six sept huit neuf dix",
        "I connect with my iPhone15 every morning",
        "I use RTX4090 for gaming",
        "Python3 is my favourite code language",
        "The combination of Rust and Go is my favourite",
        "I took a road trip for research for my next movie",
        "My PIN on the old card expired in 2019",
        # Next to the fourth round (getting in, codes named by what they open, grouped secrets,
        # phrases cut by words, mail providers): no value given.
        "I type fast",
        "I get into work by 9",
        "I get into work at 8 and type up notes",
        "I type 90 words per minute",
        "My code compiles",
        "I use a 6-digit PIN app",
        "Room 404 is my office",
        "I ran 5 10 15 km this week",
        "I ssh into my server with my key",
        "I log in as admin on the test box",
        "When I log on I use Chrome",
        "My gmail is full",
        "My outlook is optimistic",
        "The code for the project is on GitHub",
        "My code is 500 lines long",
        "I wrote 2000 lines of code",
        "The area code is 0161",
        "The keypad on the door is broken",
        "I lost my debit card in 2019",
        "I keep backup codes in a safe",
        "My authenticator app is on my old phone",
        "My master thesis was on Kant",
        "I wake up at 6 and log in at 7",
        "We left at 1500 and got in at 2230",
        "I read part one and the rest of the book on the train",
        "Enter 2024 with hope",
        "Use 100 grams of sugar",
        "I love AT&T and H&M",
        "Node.js 18 and Python 3.12 are installed",
        "The ISBN is 978-3-16-148410-0",
        "My phone is locked with Face ID",
        "I protect my account with 2FA",
        "My locker is next to room 12",
        "Find me on discord",
        "The 2019-2020-2021-2022 seasons were great",
        "I secured the shed with a padlock",
        "I use GPT-4o+Claude3 daily",
        "I love the equation a^2+b^2=c^2",
        "My alarm goes off at 0645",
        "I use Windows11 on all my devices",
        "To get into Harvard I studied 14 hours a day",
        "To get in you type your name at the front desk",
        "I go by bike to work",
        "The year I was born, 1987, was a good year",
        "My locker number is 214",
        "Has locker 212 at the gym",
        "My locker is number 965",
        "我喜欢在周末和家人一起去公园散步也喜欢做饭还有看书和听音乐",
        "私は東京に住んでいて、猫を二匹飼っています。毎朝コーヒーを飲みます。",
        "Я живу в Москве и работаю учителем в школе уже десять лет и очень люблю книги.",
        "저는 서울에 살고 있고 고양이 두 마리를 키워요. 주말에는 등산을 해요.",
        "Vivo en Madrid con mi pareja y dos gatos, trabajo como enfermera en un hospital.",
        "Keeps a padlock with a 3-digit code",
        "Paid with my CB at the market",
        "Lost my carte bancaire last week",
        "The same one as always, size 42",
        "The promo code is SAVE20",
        "The class code is CS101",
        "I ran 5000 m, 3000 m, 1500 m and 1000 m",
        # Chat is dense in BIP39 words: a phrase cut by words needs pieces of four or more.
        "Glad you found a great group where you can have an impact and feel proud of your work, so tell me more about it",
        "What other good things do you have that make you feel happy about your life and your family these days?",
        "I can see you have a real talent for music and it must feel great to play for a crowd every week",
        "My lucky numbers are 4 8 15 16 and the combination that won was 4 8 15 16",
    ],
)
def test_neighbouring_facts_pass(text: str) -> None:
    assert check_content(text) == ALLOWED


@pytest.mark.parametrize(
    "text",
    [
        # Next to the fifth round (a secret in parts, words by position, a credential defined by a
        # personal fact): a piece marker or a personal fact without a secret's piece.
        "I use a 6-digit PIN on my phone",
        "my door code app is great",
        "The first half of the season was great",
        "Words of wisdom from my dad",
        "I start my code reviews early",
        "My dog's name is Rex",
        "The first word my son said was dad",
        "The first word of the song is love",
        "The first half of my PIN is easy to remember",
        "The exchange program ends in June",
        "My talk starts with a code demo",
        "I forgot the last digits of my PIN",
        "The code review starts with a checklist",
        "My first exchange was in 2017 and ended in 2019",
        "The second half of the book is about code",
        "Word one of the lesson is about grammar",
        "I learned the word abandon today",
        "La première moitié du film était longue",
        "Mon code commence à fonctionner",
        "Le mot de la fin est merci",
        "My wife's birthday is in June",
        "The platform ends in Lyon",
        "The broker I use starts with excellent support",
        "Our wedding anniversary is 12 June",
        "The last part of my code is the hardest to write",
        "Chapter 3, word 5 is 'love'",
        "My code starts with imports",
        "Le nom de mon chien est Rex",
    ],
)
def test_pieces_and_references_neighbours_pass(text: str) -> None:
    assert check_content(text) == ALLOWED


@pytest.mark.parametrize(
    "text",
    [
        # Next to the sixth round (a document number anywhere in the sentence that names the
        # document): the document with a date, a year or a count, or the number in another sentence.
        "Got their passport (2024-05-09)",
        "Renewed my passport on 09/05/2024 before the trip",
        "My account number changed in 2024",
        "Got my driving licence in 2019 after 3 tries",
        "A eu son permis de conduire le 12.03.2019",
        "Has had the same bank account since 1998",
        "Lost their passport in Rome on 2023-11-02 and got a new one in 12 days",
        "Opened a bank account in Lisbon. Ran the 10000 metres in 2021",
        "My credit card is from 2020 and has 2 cashback tiers",
        "Passeport renouvelé en mars 2021, valable 10 ans",
    ],
)
def test_document_neighbours_pass(text: str) -> None:
    assert check_content(text) == ALLOWED


@pytest.mark.parametrize(
    "text",
    [
        # Next to the seventh round: an institution, a lock, a plate, a pet or a phrase's words
        # named without a number, a code, a part or a label's answer.
        "Has a savings account since 2019",
        "Got a new licence plate for the Golf in 2023",
        "Bought a VW Golf GTI Mk7 in 2019",
        "Their first pet was a dog named Rex",
        "Built the garage in 2019",
        "My alarm goes off at 0645",
        "Has a safe with 3 shelves",
        "Their account ends in 2026",
        "Their router is a Fritz!Box 7590",
        "Favourite words: legal winner thank year wave sausage",
        "Is a member of the local chess club since 2015",
        "Their customer service job starts at 9",
        "Keeps the gym membership card in the car",
        # Found by a reviewer: a number near a word that names an account, a card or a lock in passing.
        "Moved to 10115 Berlin and opened an account at Sparkasse",
        "Runs 10000 steps a day and has an Instagram account",
        "Has a student visa and studies at a uni with 40000 students",
        "Porte de Versailles expo had 50000 visitors",
        "Safe driving course: passed with 9500 points",
        "Pin badge collection has 1200 pins",
        "Wifi upgraded to 1000 Mbps",
        "Works in security; security question design is her thing",
        "Story starts with 1000 words of backstory and a card trick",
        "Her plate collection includes a Royal Doulton D6245",
        "The garage holds 2 cars and 1500 tools",
    ],
)
def test_reference_and_lock_neighbours_pass(text: str) -> None:
    assert check_content(text) == ALLOWED


def test_each_piece_is_refused_as_a_note_with_a_fixed_reason() -> None:
    """The pieces are refused one by one, so no pair of them can be kept side by side."""
    kept: list[str] = []
    for text in ("The first half of my garage code is 44", "My wallet word one is abandon, two is ability",
                 "my password is my dog's name plus 1984", "mon code c'est la date de naissance de ma fille"):  # fmt: skip
        verdict = check_note(text, "setup", existing=kept)
        assert verdict.filter == "secret", text
        assert verdict.reason in KNOWN_REASONS, text  # a fixed reason: the kind, never the value
