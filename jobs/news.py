"""Lasting news told in passing, in shapes the clause patterns do not read.

- a move told as a thing that happened: "the move to Denver was crazy but I'm here" -> "Moved to Denver";
- a role the user was asked to take on: "my manager asked me to start charge nurse training in
  August!" -> "Was asked by their manager to start charge nurse training in August";
- a wish kept for years: "Trout fishing in the Rockies has been on my bucket list since I was a
  boy" -> "Has trout fishing in the Rockies on their bucket list, since they were a boy".

Each gives at most one note per sentence, never for a question, someone else, a plan not made
yet or anything taken back.
"""

from __future__ import annotations

import regex

from jobs.candidates import Candidate
from jobs.never_stored import SENTENCE_WIDE, never_stored
from jobs.phrasing import swap_person
from jobs.sentences import sentences

_I = regex.IGNORECASE

# "The move to Denver was crazy but I'm here", "since our move to Leeds, I've …".
_THE_MOVE = regex.compile(
    r"\b(?:the|my|our)\s+(?:big\s+|cross-country\s+|recent\s+)?move\s+(?:back\s+)?(?P<to>to|down\s+to|up\s+to|out\s+to)\s+"
    r"(?P<place>(?-i:\p{Lu})[\p{L}'’.-]+(?:\s+(?-i:\p{Lu})[\p{L}'’.-]+){0,2})\b(?!['’]s)"
    r"(?=[^.!?]*\b(?:was|were|went|has\s+been|have\s+been|had|took|is\s+done|is\s+over|finally|i['’]m\s+here|we['’]re\s+here|unpacked)\b"
    r"|\s*,?\s*(?:i|we)(?:\s+(?:have|had|was|were|started|found|joined|got)|['’]ve)\b)",
    _I,
)
# What makes it no move of the user's, or none yet.
_NOT_THE_MOVE = regex.compile(
    r"\?|\b(?:you|your|he|she|his|her|their|they|will|would|going\s+to|gonna|plan\w*|if|might|maybe|considering|thinking|next|soon|upcoming"
    r"|hope|wish|cancel\w*|called\s+off|fell\s+through)\b",
    _I,
)

# "The parks department asked me to run a fishing clinic", "my manager asked me to start charge
# nurse training": a role offered to the user, by whom. Never an errand ("asked me to pick up milk").
_ASKED_TO = regex.compile(
    r"(?P<by>\b(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+|(?<![\w'’])(?-i:\p{Lu}[\p{L}&-]+(?:\s+\p{Lu}[\p{L}&-]+){0,2}))\s+"
    r"(?:(?:just|finally|officially|actually|recently|even)\s+)?asked\s+me\s+(?:if\s+i\s+(?:would|could|wanted\s+to)\s+|to\s+)"
    r"(?P<what>(?:run|lead|join|start|coach|teach|manage|head|chair|organi[sz]e|host|mentor|take\s+over|present\s+at|speak\s+at|give\s+a\s+talk|captain|direct|serve\s+(?:as|on)"
    r"|be\s+(?:a|an|the|their|her|his|our)\s+|become\s+)\b[^.!?;,]*?)"
    r"(?=\s*(?:$|[.!?;,]|\s[-–—]\s|\s(?:and|but|so|which|because)\b))",
    _I,
)
_NOT_ASKED = regex.compile(
    r"\?|\b(?:didn['’]t|never|not|no|won['’]t|wouldn['’]t|declined|turned\s+(?:it|them|him|her)\s+down|said\s+no|refused|if|would|joke|joking|kidding)\b", _I
)
# Who asks: never the user, the other party or a vague someone.
_NOT_ASKER = regex.compile(r"^(?:I|You|We|They|He|She|It|This|That|Someone|Somebody|Everyone|Nobody|Then|So|And|But|Also|Today|Yesterday)$")

# "Trout fishing in the Rockies has been on my bucket list since I was a boy", "Japan is at the top of my bucket list".
_BUCKET = regex.compile(
    r"^(?P<what>(?!(?:it|that|this|which|what|there|they|he|she|you)\b)[\w'’-]+(?:\s+[\w'’-]+){0,7}?)\s+(?:is|has\s+been|['’]s\s+been|['’]s|was\s+always|has\s+always\s+been)\s+"
    r"(?:(?:always|still|long)\s+)?(?:on|at\s+the\s+top\s+of|high\s+on)\s+my\s+bucket\s+list(?P<since>\s+(?:since|for)\s+[^,.;!?]{2,40})?",
    _I,
)


def _sentences(message: str, allowed: frozenset[str] = frozenset()):
    for span in sentences(message):
        if never_stored(span.text) in SENTENCE_WIDE - allowed or "?" in span.text:
            continue
        yield span


def the_move(message: str, turn: int) -> list[Candidate]:
    """"Moved to Denver" from "the move to Denver was crazy but I'm here"."""
    out = []
    for span in _sentences(message):
        if _NOT_THE_MOVE.search(span.text):
            continue
        m = _THE_MOVE.search(message, span.start, span.end)
        if m:
            out.append(Candidate(f"Moved {m.group('to').lower()} {m.group('place')}", "background", "medium", "pattern", m.group().strip(), turn))
    return out


def asked_to(message: str, turn: int) -> list[Candidate]:
    """"Was asked by their manager to start charge nurse training in August"."""
    out = []
    for span in _sentences(message, frozenset({"delegated"})):  # "my manager asked me to …" is no query for them
        m = _ASKED_TO.search(message, span.start, span.end)
        if m is None or _NOT_ASKED.search(span.text) or _NOT_ASKER.match(m.group("by")):
            continue
        by = swap_person(m.group("by"), "en")
        by = by if m.group("by")[:1].isupper() else by[:1].lower() + by[1:]
        what = swap_person(m.group("what").strip(), "en")
        what = what[:1].lower() + what[1:]
        note = f"Was asked by {by} to {what}"
        if len(note) <= 160 and not regex.search(r"\b(?:you|your)\b", what, _I):
            out.append(Candidate(note, "experience", "medium", "pattern", m.group().strip(), turn))
    return out


def bucket_list(message: str, turn: int) -> list[Candidate]:
    """"Has trout fishing in the Rockies on their bucket list, since they were a boy"."""
    out = []
    for span in _sentences(message):
        body = regex.sub(r"^.*?(?:[-–—:]\s+|,\s+(?:and\s+|but\s+)?)(?=[^,:–—-]*bucket\s+list)", "", span.text.strip(), flags=_I)
        m = _BUCKET.match(body)
        if m is None or regex.search(r"\b(?:not|never|no\s+longer|your|his|her|their)\b", m.group("what"), _I):
            continue
        what = m.group("what")
        if regex.search(r"(?-i:\b[a-z]\w*ing\b)", what) or regex.match(r"\w+ing\b", what):
            what = what[:1].lower() + what[1:]  # "Trout fishing in the Rockies": a doing, its capital only the sentence's
        since = swap_person(m.group("since").strip(), "en") if m.group("since") else ""
        since = since[:1].lower() + since[1:]
        note = f"Has {what} on their bucket list" + (f", {since}" if since else "")
        if len(note) <= 160:
            out.append(Candidate(note, "goal", "medium", "pattern", m.group().strip(), turn))
    return out
