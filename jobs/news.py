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
    r"(?P<place>(?-i:\p{Lu})[\p{L}'’.-]++(?:\s+(?-i:\p{Lu})[\p{L}'’.-]++){0,2})\b(?!['’]s)"
    r"(?=\s+(?:was|went|has\s+been|had\s+been|took)\s+(?:(?:so|really|pretty|super|a\s+bit|kind\s+of|totally)\s+)*(?:crazy|hard|rough|tough|long|exhausting|smooth|easy|chaotic|a\s+lot|worth\s+it|stressful|hectic|great|fine|wild|intense|a\s+whirlwind|a\s+nightmare|a\s+blur|ages|forever)\b"
    r"|\s*,?\s*(?:i|we)(?:\s+(?:have|had|started|found|joined|got)|['’]ve)\b)",
    _I,
)
# What says the user moved, beside "the move to X": they are there now.
_SETTLED = regex.compile(
    r"\b(?:i['’]m\s+(?:finally\s+)?here|we['’]re\s+(?:finally\s+)?here|(?:mostly\s+|finally\s+|fully\s+)?unpacked|settl\w+\s+in|new\s+(?:place|city|town|home|apartment|flat|house|neighbou?rhood)|since\s+(?:i|we)\s+(?:got|arrived))\b",
    _I,
)
# What makes it no move of the user's, or none yet.
_NOT_THE_MOVE = regex.compile(
    r"\?|\b(?:you|your|he|she|his|her|him|their|they|them|will|would|going\s+to|gonna|plan\w*|if|might|maybe|considering|thinking|next|soon|upcoming"
    r"|hope|wish|dream|cancel\w*|called\s+off|fell\s+through|postponed|delayed|scrapped|vetoed|never|not|n['’]t|rejected|denied|on\s+hold)\b",
    _I,
)

# "The parks department asked me to run a fishing clinic", "my manager asked me to start charge
# nurse training": a role offered to the user, by whom. Never an errand ("asked me to pick up milk").
_ASKED_TO = regex.compile(
    r"(?P<by>\b(?:my|our|the)\s+(?:[\w-]+\s+){0,2}?[\w-]+|(?<![\w'’])(?-i:\p{Lu}[\p{L}&-]+(?:\s+\p{Lu}[\p{L}&-]+){0,2}))\s+"
    r"(?:(?:just|finally|officially|actually|recently|even)\s+)?asked\s+me\s+(?:if\s+i\s+(?:would|could|wanted\s+to)\s+|to\s+)"
    r"(?P<what>(?:run(?!\s+(?:to|an?\s+errands?|errands|out|over|home|by))|lead|join|start|coach|teach|manage|head|chair|organi[sz]e|host|mentor|take\s+over|present\s+at|speak\s+at|give\s+a\s+talk|captain|direct|serve\s+(?:as|on)"
    r"|be\s+(?:a|an|the|their|her|his|our)\s+|become\s+)\b[^.!?;,]*?)"
    r"(?=\s*(?:$|[.!?;,]|\s[-–—]\s|\s(?:and|but|so|which|because)\b))",
    _I,
)
_NOT_ASKED = regex.compile(
    r"\?|\b(?:didn['’]t|never|not|no|won['’]t|wouldn['’]t|declined|turned\s+(?:it|them|him|her)\s+down|said\s+no|refused|if|would|joke|joking|jokingly|kidding"
    r"|imagine|suppose|supposing|pretend|dream\w*|what\s+if|nightmare)\b", _I
)
# A refusal said in the rest of the message ("… lead the team. I declined.").
_DECLINED = regex.compile(r"\b(?:i\s+(?:declined|refused|said\s+no|turned\s+(?:it|them|him|her)\s+down|passed)|no\s+way|not\s+happening)\b", _I)
# Who asks is someone: never a program.
_NOT_A_PERSON = regex.compile(r"\b(?:ai|bot|chatbot|app|assistant|system|computer|website|game|phone|algorithm|chatgpt|siri|alexa)$", _I)
# Who asks: never the user, the other party or a vague someone.
_NOT_ASKER = regex.compile(r"^(?:I|You|We|They|He|She|It|This|That|Someone|Somebody|Everyone|Nobody|Then|So|And|But|Also|Today|Yesterday)$")

# "Trout fishing in the Rockies has been on my bucket list since I was a boy", "Japan is at the top of my bucket list".
_BUCKET = regex.compile(
    r"^(?P<what>(?!(?:it|that|this|which|what|there|they|he|she|you)\b)[\w'’-]+(?:\s+[\w'’-]+){0,7}?)\s+(?:is|has\s+been|['’]s\s+been|['’]s|was\s+always|has\s+always\s+been)\s+"
    r"(?:(?:always|still|long)\s+)?(?:on|at\s+the\s+top\s+of|high\s+on)\s+my\s+bucket\s+list(?P<since>\s+(?:since|for)\s+[^,.;!?]{2,40})?",
    _I,
)


_SAID_BY_OTHER = regex.compile(r"\b(?:said|says|told\s+me|according\s+to)\b", _I)
_DONE = regex.compile(r"\b(?:finally\s+)?(?:did\s+it|done\s+it|ticked\s+(?:it\s+)?off|crossed\s+(?:it\s+)?off|checked\s+(?:it\s+)?off|did\s+that)\b", _I)


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
        if m and regex.match(r"the\b", m.group(), _I) and not _SETTLED.search(message):
            continue  # "The move to Kubernetes was rough": whose move, and to where, only "I'm here" or "unpacked" says
        if m:
            out.append(Candidate(f"Moved {m.group('to').lower()} {m.group('place')}", "background", "medium", "pattern", m.group().strip(), turn))
    return out


def asked_to(message: str, turn: int) -> list[Candidate]:
    """"Was asked by their manager to start charge nurse training in August"."""
    out = []
    for span in _sentences(message, frozenset({"delegated"})):  # "my manager asked me to …" is no query for them
        m = _ASKED_TO.search(message, span.start, span.end)
        if m is None or _NOT_ASKED.search(span.text) or _NOT_ASKER.match(m.group("by")) or _DECLINED.search(message, span.end) or _NOT_A_PERSON.search(m.group("by")):
            continue
        by = swap_person(m.group("by"), "en")
        by = by if regex.match(r"(?-i:\p{Lu})", m.group("by")) and not regex.match(r"(?:my|our|the)\b", m.group("by"), _I) else by[:1].lower() + by[1:]
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
        if m is None or regex.search(r"\b(?:not|never|no\s+longer|your|his|her|their|them|it|they|him)\b", m.group("what"), _I):
            continue
        if _SAID_BY_OTHER.search(span.text) or _DONE.search(message, span.start):
            continue  # "…, said my wife", "… and I finally did it last week": someone else's words, or a wish already done
        what = m.group("what")
        if regex.search(r"(?-i:\b[a-z]\w*ing\b)", what) or regex.match(r"\w+ing\b", what):
            what = what[:1].lower() + what[1:]  # "Trout fishing in the Rockies": a doing, its capital only the sentence's
        since = swap_person(m.group("since").strip(), "en") if m.group("since") else ""
        since = since[:1].lower() + since[1:]
        note = f"Has {what} on their bucket list" + (f", {since}" if since else "")
        if len(note) <= 160:
            out.append(Candidate(note, "goal", "medium", "pattern", m.group().strip(), turn))
    return out
