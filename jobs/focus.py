"""The family member a conversation is about, when a message opens on "she" or "he" for them.

"My grandmother in Pune passed away two weeks ago" / "I know how close you were with her. Do you
have a favourite memory of her?" / "She taught me to cook.": the "she" of the last message is the
grandmother the user named a turn or two before, because nobody else has been spoken of since and
every pronoun in between fits her. Code reads that strictly: the last user message that names a
family member names one only; the turns after it name nobody else (no other name, no other kin, no
friend or colleague), their he/she pronouns all fit, and the other party speaks of that person only
as "her"/"him" or "your grandmother". Anything else: no one is in focus, and the pronoun stays
unread (jobs/disclosure.raised_by reads what the family member did for the user, given them).
"""

from __future__ import annotations

from collections.abc import Sequence

import regex

from jobs.disclosure import KIN_FEMALE, KIN_MALE
from jobs.never_stored import message_role, message_text
from store.text import STOPWORDS
from jobs.vocative import GREETED  # greetings and thanks by name, read here in both directions: the two speaking

_I = regex.IGNORECASE
# The user's "my grandmother (Ingrid)" or the other party's "your grandmother".
# A partner is in focus as family is ("My girlfriend Ama …" / "How long have you two been together?").
_PARTNER_MALE = r"boyfriend|fianc[ée](?!e)"
_PARTNER_FEMALE = r"girlfriend|fianc[ée]e"
_KIN = regex.compile(
    r"\b(?P<whose>my|our|your)\s+(?:(?:late|dear|own|old|little|big|younger|older|eldest|youngest)\s+)?(?P<kin>"
    + "|".join((KIN_MALE, KIN_FEMALE, _PARTNER_MALE, _PARTNER_FEMALE)) + r")\b"
    r"(?:\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)))?(?!['’]s)",
    _I,
)
# Anyone else a "she" or a "he" may stand for: someone named (never right after "in", "from", ...: a
# place), or one person by what they are ("my parents", "my cousins" are no "she").
_PERSON = (
    r"friend|boss|neighbou?r|coworker|co-worker|colleague|teacher|coach|doctor|nurse|guy|girl|man|woman|partner|roommate|flatmate"
    r"|cousin|kid|child|baby|somebody|someone"
)
_SOMEONE = regex.compile(
    r"(?<=[\p{L}\d,;:'’)]\s+)(?<!\b(?:in|at|from|near|of|on|to|into|around|across|visit|visited|visiting)\s+)"
    r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September"
    r"|October|November|December|Christmas|Easter|God|I|OK|Ok)\b)(?-i:\p{Lu}\p{Ll}+)"
    rf"|(?<!\b(?:my|our|your)\s+)\b(?:{_PARTNER_MALE}|{_PARTNER_FEMALE})\b"
    rf"|\b(?:{_PERSON})\b",
    _I,
)
# A name, not a person word capitalised ("Friend, …"): the other party may say the family member's own name.
_NAME = regex.compile(rf"(?-i:\p{{Lu}}\p{{Ll}}+)(?<!\b(?i:{_PERSON}|{_PARTNER_MALE}|{_PARTNER_FEMALE}))")
_HE = regex.compile(r"\b(?:he|him|his|he['’]s|he['’]d)\b", _I)
_SHE = regex.compile(r"\b(?:she|her|hers|she['’]s|she['’]d)\b", _I)
_MALE = regex.compile(rf"^(?:{KIN_MALE}|{_PARTNER_MALE})$", _I)
# How far back the family member may have been named: two exchanges.
_LOOK_BACK = 4


# Words for one role ("your grandma" asked of the user's "obaachan" is the same person).
_ROLES = (
    frozenset("grandma grandmother gran granny nan nana abuela abuelita oma nonna avó vovó obaachan babcia yiayia bubbe nani dadi lola".split()),
    frozenset("grandpa grandfather granddad grandad abuelo abuelito opa nonno avô vovô ojiichan dziadek papou zayde lolo".split()),
    frozenset("mom mum mother".split()),
    frozenset("dad father".split()),
    frozenset("aunt auntie".split()),
    frozenset("fiancé fiance".split()),
    frozenset("fiancée fiancee".split()),
)


def _role(word: str) -> str:
    word = word.lower()
    return next((min(role) for role in _ROLES if word in role), word)


def _speakers(messages: Sequence[object], upto: int) -> set[str]:
    return {m.group("name") for message in messages[:upto] for m in GREETED.finditer(message_text(message))}


def kin_in_focus(messages: Sequence[object], turn: int) -> str | None:
    """"My grandmother" (with their name when the user gave it) for the family member the user's
    message `turn` may speak of as "she"/"he", or None (see the module doc)."""
    speakers = _speakers(messages, turn)
    pronouns: set[str] = set()
    others_kin: set[str] = set()
    named_since: set[str] = set()  # names the other party used since: the family member's own name at most
    for i in range(turn - 1, max(-1, turn - 1 - _LOOK_BACK), -1):
        message = messages[i]
        text = message_text(message)
        if not isinstance(text, str):
            return None
        mine = message_role(message) == "user"
        kin = [m for m in _KIN.finditer(text) if (m.group("whose").lower() != "your") == mine]
        if not mine and any(m.group("whose").lower() != "your" for m in _KIN.finditer(text)):
            return None  # the other party's own family ("my mum was the same")
        if mine and kin:
            words = {m.group("kin").lower() for m in kin}
            last = kin[-1]
            male = bool(_MALE.match(last.group("kin")))
            if len({_role(word) for word in words}) > 1 or {_role(word) for word in others_kin} - {_role(last.group("kin"))}:
                return None  # "my mum and my grandma", or "your brother" asked of since: which one is not said
            if any(m.group() not in speakers and m.group() != last.group("name") for m in _SOMEONE.finditer(text, last.end())):
                return None  # someone else spoken of after them
            if named_since - {last.group("name")}:
                return None  # "Is Jenny there too?": someone else named since
            pronouns |= {"he" if _HE.search(text, last.end()) else "", "she" if _SHE.search(text, last.end()) else ""} - {""}
            if pronouns - {"he" if male else "she"}:
                return None
            name = f" {last.group('name')}" if last.group("name") else ""
            return f"My {last.group('kin').lower()}{name}."
        for m in _SOMEONE.finditer(text):
            if m.group() in speakers:
                continue
            if mine or not _NAME.fullmatch(m.group()):
                return None
            named_since.add(m.group())  # "Tell Ama the cows are on your side": maybe the family member's name
        if mine and _KIN.search(text):
            return None  # someone else's family ("your sister") in the user's own words
        others_kin |= {m.group("kin").lower() for m in kin}
        pronouns |= {"he" if _HE.search(text) else "", "she" if _SHE.search(text) else ""} - {""}
    return None


# A sentence opening on someone who does something ("Tom came too."): `_SOMEONE` reads no name a
# sentence opens on, since any word may open one.
_SENTENCE_ON_SOMEONE = regex.compile(
    r"(?:^|[.!?…]\s+)\W*(?P<who>(?-i:\p{Lu}\p{Ll}+))\s+(?:(?:and|&)\s+\w+\s+)?(?:also\s+|too\s+|just\s+|still\s+)?"
    r"(?:came|comes|come|said|says|is|was|has|had|told|tells|thinks|thought|called|calls|texted|met|went|goes|works|lives|wants|got|gets|loves"
    r"|hates|asked|asks|visited|stayed|brought|took|helped|joined|left|and|&)\b",
    _I,
)


def names_nobody(text: str) -> bool:
    """Whether `text` (the user's words before a sentence) speaks of nobody a "she" or "he" could be
    ("Thanks, Tomas. It's been hard.": the name greeted is the other party; "Tom came too.": Tom)."""
    speakers = {m.group("name") for m in GREETED.finditer(text)}
    return not _KIN.search(text) and not any(m.group() not in speakers for m in _SOMEONE.finditer(text)) and not any(
        m.group("who") not in speakers and m.group("who").casefold() not in STOPWORDS for m in _SENTENCE_ON_SOMEONE.finditer(text)
    )
