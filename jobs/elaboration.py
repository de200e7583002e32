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
- it carries a detail: a number, a date or time word, or a name, and is short;
- it may end on when the detail holds ("…, early Monday mornings when the restaurant is closed"), a
  clause that names no one, hedges nothing and sets no one-off time, joined only to a habit or a
  state now, never to a one-off event or a wish.
The detail is appended only when the whole note passes the guard; otherwise the note stays as it
was ("I work at a bank. Account 12345678." keeps "Works at a bank"), and passes the guard as every
note does.
"""

from __future__ import annotations

from dataclasses import replace

import regex

from jobs.candidates import Candidate
from jobs.capture import named_person
from jobs.disclosure import ANIMAL_WORDS
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
    r"|['’](?:s|re|ve|ll|d|m)\b"
    # a chat sentence with its subject left out: "Sold the old house in Cardiff back in November"
    r"|^\W*(?:(?:just|finally|also|recently|already)\s+)?(?:[a-z]{3,}ed|sold|bought|left|went|made|took|found|built|began|became|met|won|lost|ran|wrote|gave|kept|spent|sent)\s+(?:the|a|an|my|our|his|her|their|this|that|some|all|it|me|us|him|them)\b",
    _I,
)
# Whose or when it is not said plainly: the user's own words ("avec mes enfants", "because of my
# depression"), a label ("Teacher: Sarah Jones"), a past verb ("Died in March", "Fired after two
# weeks"), a hedge, a relative date.
_NOT_PLAIN = regex.compile(
    r"\b(?:my|me|mine|myself|our|ours|us|mon|ma|mes|moi|nous|notre|nos|je|j)\b|:|\b(?!(?:called|named)\b)\p{L}{2,}ed\b"
    r"|\b(?:hypothetically|pending|almost|nearly|maybe|probably|perhaps|supposedly|apparently|if|unless|until|except|but|because|due"
    r"|tomorrow|today|tonight|yesterday|now|soon|later|next|ago|demain|aujourd|hier|maintenant|bientôt|prochain\w*|peut-être|sauf|mais|parce)\b",
    _I,
)
# Chat, feelings, doubt, negation: the fragment is a reaction, not a detail.
_CHAT = regex.compile(
    r"\b(?:lol|lmao|haha\w*|hehe\w*|ha|wow|omg|yay|woo+|ugh|oops|yes|yeah|yep|no|nope|not|never|sure|ok|okay|thanks|thank|cheers|sorry"
    r"|cool|nice|great|awesome|amazing|crazy|wild|fun|funny|exciting|scary|sad|lovely|fantastic|brilliant|perfect|fine|good|bad"
    r"|best|worst|finally|honestly|anyway|actually|literally|basically|totally|exactly|kind|sort|so|such"
    r"|too|very|really|pretty|super|oh|ah|hmm|well|wait|fingers|crossed|hopefully|luck|dream|ever|merci|oui|non|bref|trop|génial"
    r"|enfin)\b|[\p{So}\p{Sk}]|:\)|:\(|;\)",
    _I,
)
_DETAIL = regex.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen|half|first|second|third"
    r"|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter"
    r"|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekends?|mornings?|evenings?|nights?|weeks?|months?|years?|daily|weekly"
    r"|un|une|deux|trois|quatre|cinq|dix|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"
    r"|printemps|été|automne|hiver|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|semaines?|mois|ans?)\b",
    _I,
)
_NAME = regex.compile(r"(?<=\S\s+)(?-i:\p{Lu}[\p{Ll}\w'’-]+)")
_WORDS = regex.compile(r"[\w'’-]+")
_END = ".!… "


def fragment_after(said: str, evidence: str) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """(the sentence holding `evidence`, the detail fragment right after it) as offsets in `said`, or None."""
    at = said.find(evidence) if evidence else -1
    if at < 0:
        return None
    spans = sentences(said)
    for i, span in enumerate(spans):
        if span.start <= at < span.end:
            if i + 1 >= len(spans) or at + len(evidence) > span.end:
                return None
            nxt = spans[i + 1]
            return ((span.start, span.end), (nxt.start, nxt.end)) if is_detail_fragment(nxt.text) else None
    return None


# When the detail holds: "Costa da Caparica, early Monday mornings when the restaurant is closed".
# The clause may have its verb; it names no one (no pronoun, no capital), hedges nothing, sets no one-off time, laughs at nothing.
_WHEN_CLAUSE = regex.compile(r",?\s+(?:when|whenever|while|before|after|once)\s+(?P<clause>[^,;:!?]+?)\W*$", _I)
_CLAUSE_NOT_PLAIN = regex.compile(
    r"\b(?:i|me|my|mine|we|us|our|you|your|he|she|him|his|her|they|them|their|it|its|someone|everyone|nobody|anyone|can|could|would|will|might|may|must|should"
    r"|if|unless|maybe|probably|perhaps|hopefully|tomorrow|today|tonight|yesterday|now|soon|later|next|ago|lol|lmao|haha\w*|omg|ugh)\b|['’](?:re|ve|ll|d|m)\b|[\p{So}\p{Sk}]",
    _I,
)


_NOT_A_HABIT_NOTE = regex.compile(
    r"(?:\w+ed|got|moved|bought|sold|lost|won|left|began|became|met|took|made|went|would|wants?|hopes?|dreams?|plans?|wishes|is\s+(?:going|planning|hoping|dreaming|thinking))\b", _I
)


def is_detail_fragment(text: str) -> bool:
    """A short fragment with a detail in it and nothing that makes it a sentence or a reaction."""
    when = _WHEN_CLAUSE.search(text)
    if when and when.start() > 0 and "?" not in text:
        clause = when.group("clause")
        if _CLAUSE_NOT_PLAIN.search(clause) or regex.search(r"(?-i:\p{Lu})", clause):  # "when Tom is away": someone else's
            return False
        text = text[: when.start()]  # the detail before it decides, as any fragment
    words = _WORDS.findall(text)
    if not 2 <= len(words) <= MAX_WORDS or "?" in text or text.rstrip().endswith((",", ":", ";", "-")):
        return False
    if _SENTENCE.search(text) or _CHAT.search(text) or _NOT_PLAIN.search(text):
        return False
    return bool(_DETAIL.search(text) or _NAME.search(text))


def elaborated(item: Candidate, others: list[Candidate]) -> Candidate:
    """`item` with the detail fragment after its sentence appended to its note, when there is one
    and no other candidate rests on it; else `item` unchanged."""
    if item.source == "requested" or not item.said or named_person(item.text):
        return item  # a family member's note says who they are, never what they do
    where = fragment_after(item.said, item.evidence)
    if where is None:
        return _told_what_it_is(item, others)
    (sentence_start, sentence_end), (start, end) = where
    for o in others:
        if o is item or o.turn != item.turn or o.said != item.said:
            continue
        at = o.said.find(o.evidence)
        if sentence_start <= at < end:
            return item  # the sentence gave two notes, or the fragment is another note's: whose detail it is, is not said
    if _WHEN_CLAUSE.search(item.said[start:end]) and _NOT_A_HABIT_NOTE.match(item.text):
        return item  # "Moved to Leeds. Tuesdays at the lido, when the weather is good": when it holds fits no one-off, no wish
    fragment = swap_person(item.said[start:end].strip())
    first = fragment.split()[0]
    if first.lower() in _SMALL_WORDS and (len(first) == 1 or first[1:].islower()):
        fragment = fragment[:1].lower() + fragment[1:]
    text = item.text.rstrip(_END) + ", " + fragment
    if len(text) > MAX_NOTE or not check_content(text).allowed:
        return item  # "I work at a bank. Account 12345678.": the fact stays, without what the guard refuses
    return replace(item, text=text, evidence=item.said[item.said.find(item.evidence):end])


# A note that ends on a work or a venture of the user's ("Is writing a book", "Has a side project"), and
# the sentence right after that says what it is ("It's about the Otago gold rush", "It's an app for
# tracking bird sightings", "It's called Spoke & Chain"): the "it" can only be that thing.
_ENDS_ON_A_WORK = regex.compile(
    r"\b(?:book|novel|memoir|cookbook|thesis|dissertation|screenplay|script|play|podcast|blog|channel|newsletter|zine|comic|album|ep|song|documentary|film"
    r"|project|side\s+project|app|website|game|startup|business|shop|company|band|course|class|club|charity|garden|studio|bakery|café|cafe|restaurant)$",
    _I,
)
_IT_IS = regex.compile(
    r"^\W*(?:(?:and|so|oh|basically)\W+)?it(?:['’]s|\s+is)\s+(?:(?P<about>(?:all\s+)?about\s+(?!(?:time|to|it|that|this|you|me|us|nothing|everything|the\s+same)\b)[^,;:!?]{3,70}?)"
    r"|(?P<called>called\s+(?-i:\p{Lu})[^,;:!?]{0,40}?)"
    r"|(?P<what>an?\s+(?!(?:lot|bit|mess|nightmare|pain|joy|blast|dream|challenge|struggle|work\s+in\s+progress|labou?r\s+of\s+love|big\s+deal|long\s+story"
    r"|good|great|nice|fun|tough|hard|slow|long|huge|real|little\s+bit|absolute|total|complete|utter|proper|right|massive|bloody|secret|flop|failure|disaster"
    r"|catastrophe|train\s*wreck|shambles|joke|headache|beast|monster|time\s+sink|money\s+pit)\b)(?![^,;:!?]*\b(?:disaster|flop|failure|secret|mess|nightmare|joke|catastrophe|waste)\b)[^,;:!?]{3,70}?))\s*[.!]*\s*$",
    _I,
)
# What keeps the sentence from saying what the thing is: someone else, a doubt, a joke, a denial, a time.
_NOT_WHAT_IT_IS = regex.compile(
    r"\b(?:he|she|him|her|his|they|them|their|you|your|we|our|not|never|no|maybe|probably|might|supposed|lol|haha\w*|jk|kidding|joke|was|were|will|would"
    r"|gonna|going|due|tomorrow|today|tonight|next|soon)\b|\?",
    _I,
)


# A note that ends on the user's animal ("Adopted a dog", "Has a cat"), and the sentence right after that
# says what it is with "he"/"she" ("He's a six-year-old Staffordshire bull terrier from a rescue in Stockport").
_ENDS_ON_AN_ANIMAL = regex.compile(rf"\b(?:a|an|one|new)\s+(?:[\w-]+\s+){{0,2}}?(?:{ANIMAL_WORDS})$", _I)
_HE_IS = regex.compile(
    r"^\W*(?:(?:and|so|oh|yes|yeah)\W+)?(?:he|she)(?:['’]s|\s+is)\s+(?:(?P<called>(?:called|named)\s+(?-i:\p{Lu})\p{Ll}{1,20})"
    r"|(?P<what>an?\s+(?!(?:lot|bit|mess|nightmare|pain|joy|blast|dream|handful|menace|sweetheart|diva|angel|monster|good\s+boy|good\s+girl|little\s+(?:bit|monster|angel|devil))\b)[^,;:!?]{3,70}?))\s*[.!]*\s*$",
    _I,
)


def _told_what_it_is(item: Candidate, others: list[Candidate]) -> Candidate:
    """`item` with "about …" / ", an app for …" / " called …" from the sentence right after its own
    when that sentence only says what the work or venture the note ends on is (or, with "he"/"she",
    what the animal it ends on is); else `item`."""
    animal = _ENDS_ON_AN_ANIMAL.search(item.text.rstrip(_END)) is not None
    if not animal and not _ENDS_ON_A_WORK.search(item.text.rstrip(_END)):
        return item
    at = item.said.find(item.evidence) if item.evidence else -1
    spans = sentences(item.said)
    mine = next((i for i, span in enumerate(spans) if span.start <= at < span.end), None)
    if at < 0 or mine is None or mine + 1 >= len(spans) or at + len(item.evidence) > spans[mine].end:
        return item
    nxt = spans[mine + 1]
    m = (_HE_IS if animal else _IT_IS).match(nxt.text)
    if m is None or _NOT_WHAT_IT_IS.search(regex.sub(r"^\W*(?:(?:and|so|oh|yes|yeah)\W+)?(?:he|she)\b", "", nxt.text, flags=_I) if animal else nxt.text) or _CHAT.search(m.group(m.lastgroup)):
        return item
    if any(o is not item and o.turn == item.turn and o.said == item.said and nxt.start <= o.said.find(o.evidence) < nxt.end for o in others):
        return item  # the sentence is another note's
    said = swap_person(m.group(m.lastgroup).strip())
    said = said[:1].lower() + said[1:] if said.split()[0].lower() in ("a", "an", "about", "all", "called") else said
    text = item.text.rstrip(_END) + (", " if m.lastgroup == "what" else " ") + said
    if len(text) > MAX_NOTE or not check_content(text).allowed:
        return item
    return replace(item, text=text, evidence=item.said[at:nxt.end])


# What the rest of a joined note may say of the first part: it ended or changed.
_UNDOES = regex.compile(
    r"\b(?:left|quit|ended|stopped|sold|moved|fired|laid\s+off|resigned|retired|closed|lost|gave\s+up|no\s+longer|not\s+anymore|anymore|divorced|broke\s+up"
    r"|died|passed|former|formerly|used\s+to|until|then|but|after|before|instead|now)\b",
    _I,
)
# The words a fragment may open with that lose their capital in the note; anything else keeps it
# ("A beagle called Biscuit" -> "a beagle…", "Luna and Sol", "Duolingo" stay).
_SMALL_WORDS = frozenset(
    "a an the one two three four five six seven eight nine ten eleven twelve twenty thirty half since every each in on at for from with"
    " mostly mainly about around near only just once twice all both some most local full part un une le la les depuis chaque tous toutes"
    " en au aux avec surtout environ".split()
)


# Where a detail told after a fact starts: a comma, or "with"/"avec" ("Moved to Bordeaux for the job,
# with a salary of 48k", "…, avec un salaire de 48 000 € brut").
_DETAIL_AFTER = regex.compile(r",\s+|\s+(?=(?:with|avec)\s)", _I)
# What the guard may refuse in a detail alone: a number told after the fact (an amount, a raw
# value). A subject, a secret, an exchange or an instruction is what the fact is about, and refuses it whole
# ("Is thinking of working with <a strict subject>" is never "Is thinking of working").
_DETAIL_REFUSED = frozenset({"amount", "raw_value"})
# A head that needs what was cut: "Is thinking of working", "Moved there with".
_HEAD_WANTS_MORE = regex.compile(r"\b(?:of|about|on|in|to|for|with|at|from|into)\s+\w+ing$|\b(?:of|about|on|in|to|for|with|at|from|and|or|the|a|an|their|his|her)$", _I)


def guarded_head(item: Candidate) -> Candidate:
    """`item`, or its first part when the note joins two with "; " and only the later part is what
    the guard refuses ("Lost their job at the logistics company; the job gave them three months'
    severance, roughly £9,400" keeps "Lost their job at the logistics company"), or, when only a
    detail told after a comma or "with" is refused (an amount, a raw number), the fact
    before it ("Moved to Bordeaux in March for the job, with a salary of 48k" keeps "Moved to
    Bordeaux in March for the job"). The fact told first is not lost to a detail told after it; a
    note the guard refuses whole (a subject, a secret, an exchange, an instruction, or the fact
    itself) stays refused."""
    if item.source == "requested" or check_content(item.text).allowed:
        return item
    if "; " not in item.text:
        return _before_refused_detail(item)
    head, tail = item.text.split("; ", 1)
    head = head.rstrip(_END)
    if len(head) < 3 or _UNDOES.search(tail) or not check_content(head).allowed:
        return item  # "Works at Acme; left in 2023 after a payout of …": the rest says the first no longer holds
    first = next((span for span in sentences(item.evidence)), None)
    evidence = first.text if first is not None and first.end < len(item.evidence) else item.evidence
    return replace(item, text=head, evidence=evidence)


def _before_refused_detail(item: Candidate) -> Candidate:
    if check_content(item.text).filter not in _DETAIL_REFUSED:
        return item
    cuts = [m.start() for m in _DETAIL_AFTER.finditer(item.text)]
    for cut in cuts:  # the first cut whose head passes: the least the fact loses is what the guard refused
        head, tail = item.text[:cut].rstrip(_END + ","), item.text[cut:]
        if len(head.split()) < 3 or _UNDOES.search(tail) or _HEAD_WANTS_MORE.search(head) or not check_content(head).allowed:
            continue
        if check_content(tail.lstrip(" ,")).allowed:
            continue  # the refused words are not in the detail alone
        said = regex.search(r",\s+|\s+(?:with|avec)\s", item.evidence, _I)
        evidence = item.evidence[: said.start()] if said is not None else item.evidence
        return replace(item, text=head, evidence=evidence)
    return item
