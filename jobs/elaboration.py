"""A fragment right after a fact, read as the rest of that fact.

People tell a fact, then add its detail as a fragment of its own: "I started the prerequisites for
the NP program. One online stats class this summer." / "We have an opening date! February 9th, a
Friday." / "I'm on the last chapter. Due in November." The fragment alone is no note (no one in it,
no verb); the note of the sentence before it is incomplete without it. Code appends the fragment to
that note ("Started the prerequisites for the NP program, one online stats class this summer").

A fragment is read this way only when nothing else can be meant:
- it comes right after the sentence the note was made from, in the same message, and no other
  note was made from it;
- it names no one and says nothing on its own: no pronoun, no verb that makes it a sentence, no
  question, no chat ("So cool!", "Can't wait", "lol"), no feeling, no negation;
- it carries a detail: a number, a date or time word, or a name, and is short.
The detail is appended only when the whole note passes the guard; otherwise the note stays as it
was ("I work at a bank. Account 12345678." keeps "Works at a bank"), and passes the guard as every
note does.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from jobs.candidates import Candidate
from jobs.phrasing import swap_person
from jobs.sentences import sentences
from store.guard import check_content

_I = regex.IGNORECASE

MAX_WORDS = 12
MAX_NOTE = 160

# What makes the fragment a sentence of its own, or about someone: a subject pronoun, a finite verb.
_SENTENCE = regex.compile(
    r"^\W*(?:this|that|these|those)\b|\b(?:i|we|us|our|you|your|he|she|him|his|her|they|them|their|it|its|there|here|who|what|which|someone|everyone|nobody|anyone"
    r"|is|are|was|were|am|be|been|being|have|has|had|do|does|did|will|would|can|could|should|shall|may|might|must"
    r"|got|get|gets|gotta|gonna|wanna|let|lets|need|needs|want|wants|think|know|knew|guess|hope|wish|feel|felt|love|hate|like"
    r"|je|j|tu|il|elle|nous|vous|ils|elles|ça|cela|sont|était|suis|ont|avait)\b"
    r"|['’](?:s|re|ve|ll|d|m)\b",
    _I,
)
# Chat, feelings, doubt, negation: the fragment is a reaction, not a detail.
_CHAT = regex.compile(
    r"\b(?:lol|lmao|haha\w*|hehe\w*|ha|wow|omg|yay|woo+|ugh|oops|yes|yeah|yep|no|nope|not|never|sure|ok|okay|thanks|thank|cheers|sorry"
    r"|cool|nice|great|awesome|amazing|crazy|wild|fun|funny|exciting|scary|sad|lovely|fantastic|brilliant|perfect|fine|good|bad"
    r"|best|worst|finally|honestly|anyway|actually|literally|basically|totally|exactly|maybe|probably|perhaps|kind|sort|so|such"
    r"|too|very|really|pretty|super|oh|ah|hmm|well|wait|fingers|crossed|hopefully|luck|wish|dream|ever|merci|oui|non|bref|trop|génial"
    r"|super|cool|peut-être|enfin)\b|[\p{So}\p{Sk}]|:\)|:\(|;\)",
    _I,
)
_DETAIL = regex.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen|half|first|second|third"
    r"|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|mornings?|evenings?|nights?|weeks?|months?|years?|daily|weekly"
    r"|un|une|deux|trois|quatre|cinq|dix|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"
    r"|printemps|été|automne|hiver|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaines?|mois|ans?)\b",
    _I,
)
_NAME = regex.compile(r"(?<=\S\s+)(?-i:\p{Lu}[\p{Ll}\w'’-]+)")
_WORDS = regex.compile(r"[\w'’-]+")
_END = ".!… "


def fragment_after(said: str, evidence: str) -> tuple[int, int] | None:
    """Where the detail fragment right after the sentence holding `evidence` lies in `said`, or None."""
    at = said.find(evidence) if evidence else -1
    if at < 0:
        return None
    spans = sentences(said)
    for i, span in enumerate(spans):
        if span.start <= at < span.end:
            if i + 1 >= len(spans) or at + len(evidence) > span.end:
                return None
            nxt = spans[i + 1]
            return (nxt.start, nxt.end) if is_detail_fragment(nxt.text) else None
    return None


def is_detail_fragment(text: str) -> bool:
    """A short fragment with a detail in it and nothing that makes it a sentence or a reaction."""
    words = _WORDS.findall(text)
    if not 2 <= len(words) <= MAX_WORDS or "?" in text or text.rstrip().endswith((",", ":", ";", "-")):
        return False
    if _SENTENCE.search(text) or _CHAT.search(text):
        return False
    return bool(_DETAIL.search(text) or _NAME.search(text))


def elaborated(item: Candidate, others: list[Candidate]) -> Candidate:
    """`item` with the detail fragment after its sentence appended to its note, when there is one
    and no other candidate rests on it; else `item` unchanged."""
    if item.source == "requested" or not item.said:
        return item
    where = fragment_after(item.said, item.evidence)
    if where is None:
        return item
    start, end = where
    if any(o is not item and o.turn == item.turn and o.said == item.said and start <= o.said.find(o.evidence) < end for o in others):
        return item
    fragment = swap_person(item.said[start:end].strip())
    first = fragment.split()[0]
    if not (first.isupper() or first.lower() in _MONTHS_DAYS or _is_name(first, item.said)):
        fragment = fragment[:1].lower() + fragment[1:]
    text = item.text.rstrip(_END) + ", " + fragment
    if len(text) > MAX_NOTE or not check_content(text).allowed:
        return item  # "I work at a bank. Account 12345678.": the fact stays, without what the guard refuses
    at = item.said.find(item.evidence)
    return replace(item, text=text, evidence=item.said[at:end])


def _is_name(word: str, said: str) -> bool:
    """A word written with its capital where no sentence starts ("Lisbon"): a name."""
    return bool(regex.search(rf"(?<=[\w,;]\s+){regex.escape(word)}\b", said))


_MONTHS_DAYS = frozenset(
    "january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday".split()
)


def guarded_head(item: Candidate) -> Candidate:
    """`item`, or its first part when the note joins two with "; " and only the later part is what
    the guard refuses ("Lost their job at the logistics company; the job gave them three months'
    severance, roughly £9,400" keeps "Lost their job at the logistics company"). The fact told
    first is not lost to a detail told after it; a note the guard refuses whole stays refused."""
    if item.source == "requested" or "; " not in item.text or check_content(item.text).allowed:
        return item
    head = item.text.split("; ", 1)[0].rstrip(_END)
    if len(head) < 3 or not check_content(head).allowed:
        return item
    first = next((span for span in sentences(item.evidence)), None)
    evidence = first.text if first is not None and first.end < len(item.evidence) else item.evidence
    return replace(item, text=head, evidence=evidence)
