"""The code-only capture of a pass (no model): requested notes and fixed sentence patterns.

Only user messages are read. Per message: a request for a balance, a history, a payment or a
live network value yields nothing (rules.md "Upstream"); a roleplay that has not been ended yields
nothing; each sentence that code recognises as never-stored (jobs.never_stored) is skipped; a
"remember that…" request is kept verbatim as a requested note and takes priority over patterns for
its sentence; fixed patterns (config/data/patterns.toml) give at most two facts per message.

The guard (store/guard) runs after this on every candidate: secrets, amounts, exchanges and the
like are its job, not this module's.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import regex

from config.constants import BLOCK_CLOSE, BLOCK_OPEN, CATEGORIES, CONFIDENCES, NOTE_MAX_CHARS
from jobs.answer_prefs import style_request
from jobs.answers import last_question, questions_asked, restate
from jobs.candidates import Candidate
from jobs.chat_words import REACTION_ONLY, original_span, written_out
from jobs.anchors import admitted_by, employer_told, lifted_events, made_by_me, new_roles, roles_now, wedding_dates
from jobs.keepsakes import keepsakes
from jobs.how_we_met import met_partner
from jobs.kin import FAMILY_WORDS, FEMININE_FR, KIN_ELSEWHERE, NEWS_LEAD, kin_detail, unnamed_kin, unnamed_kin_fr
from jobs.asked_slots import ALLERGENS
from jobs.pets import ANIMAL_NOUN, adopted_kind, pet_detail
from jobs.named_groups import group_ages, group_members, group_said, named_groups, told_again_with_ages
from jobs.owned import owned_when_asking
from jobs.restated import CHILDHOOD_FRAME
from jobs.news import asked_to, bucket_list, the_move
from jobs.tastes import taste
from jobs.we_fr import household_fr
from jobs.home_told import home_here, home_in_passing
from jobs.disclosure import ANIMAL, ANIMAL_WORDS, CONJUNCTIONS, NOT_AT_HOME, PERSON_WORDS, _dated, _ours, cut_reaction, disclose, is_life_event, is_wonder, is_near_term, is_upcoming_event, offered_to_user, owned_referent, raised_by, resolve, any_thing_before, span_tail_said, thing_before, users_part
from jobs.vocative import addressed_names, without_vocative
from jobs.focus import kin_in_focus, names_nobody
from jobs.never_stored import DONE_THEN_IF, SENTENCE_WIDE, beside_passing, is_upstream_request, laughs_only, message_role, message_text, never_stored, roleplay_ranges, taken_back, without_punchlines
from jobs.phrasing import addresses_someone, article, note_text, plural, swap_person, third_person, to_assistant, without_emoticons
from jobs.when import MONTH_NAMES, WEEKDAY_NAMES, dated, is_long_ago, relative_date, said_bare
from jobs.sentences import Span, asks_if_it_holds, clauses, core, filler_end, sentences, statement_before_question
from jobs.slots import names_occupation
from store.text import content_words

MAX_PATTERN_FACTS = 2
# Fixed patterns give at most two facts a message; with the broad self-disclosure capture a long
# chat message may give one more (LoCoMo-style turns often hold a job, a family and a hobby).
MAX_MESSAGE_FACTS = 3
_I = regex.IGNORECASE
AP = "['’]"


# ---------------------------------------------------------------- patterns
@dataclass(frozen=True)
class Pattern:
    name: str
    category: str
    confidence: str
    lang: str
    rx: regex.Pattern
    needs_object: bool
    one_phrase: bool = False  # the note ends at the first comma, reason or new clause ("No longer mines, sold their rigs, …": what stopped)


def _expand(source: str, macros: dict[str, str]) -> str:
    for _ in range(10):
        if "<<" not in source:
            return source
        source = regex.sub(r"<<(\w+)>>", lambda m: macros[m.group(1)], source)
    raise ValueError("patterns.toml: macros nest too deep")


def parse_patterns(text: str) -> tuple[Pattern, ...]:
    """Compile the patterns of a patterns.toml text (order kept: the first match wins)."""
    data = tomllib.loads(text)
    macros = {str(k): str(v) for k, v in data.get("macros", {}).items()}
    out = []
    for entry in data.get("pattern", []):
        category = entry["category"]
        confidence = entry.get("confidence", "medium")
        lang = entry.get("lang", "en")
        if category not in CATEGORIES or category == "requested":
            raise ValueError(f"patterns.toml: {entry.get('name')}: bad category {category!r}")
        if confidence not in CONFIDENCES:
            raise ValueError(f"patterns.toml: {entry.get('name')}: bad confidence {confidence!r}")
        if lang not in ("en", "fr"):
            raise ValueError(f"patterns.toml: {entry.get('name')}: bad lang {lang!r}")
        rx = regex.compile(_expand(entry["regex"], macros), _I)
        out.append(Pattern(entry["name"], category, confidence, lang, rx, bool(entry.get("needs_object", True)), bool(entry.get("one_phrase", False))))
    return tuple(out)


@lru_cache(maxsize=1)
def load_patterns() -> tuple[Pattern, ...]:
    """The shipped patterns, compiled once."""
    text = resources.files("config.data").joinpath("patterns.toml").read_text(encoding="utf-8")
    return parse_patterns(text)


# ---------------------------------------------------------------- requested notes
_REQ_PREFIX = (
    r"(?:(?:please|pls|plz|also|and|oh|ok|okay|btw|hey|so|just|then|well|right|fine|cool|great|thanks|cheers|in\s+that\s+case|one\s+more\s+thing|s{AP}il\s+te\s+pla[iî]t"
    r"|s{AP}il\s+vous\s+pla[iî]t|stp|svp|et|aussi|alors|donc|puis|ensuite|sinon|merci\s+de|bon)[\s,:]+)*"
).replace("{AP}", AP)
_REQ_EN = (
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:want|need)\s+you\s+to\s+|i{AP}?d\s+like\s+you\s+to\s+"
    r"|i\s+would\s+like\s+you\s+to\s+|please\s+)?"
    r"(?:remember|memori[sz]e|don{AP}t\s+forget|do\s+not\s+forget|never\s+forget|make\s+a\s+note|take\s+note|note\s+down"
    r"|save\s+(?:this|the\s+fact)|keep\s+this\s+in\s+mind|store\s+this)"
    r"(?:\s+(?:this|that)\s*:\s*|\s*:\s*|\s+that\s+|\s+of\s+this\s*:\s*|\s+(?=(?:i|i{AP}m|i{AP}ve|i{AP}d|i{AP}ll|my|me|mine)\b))"
).replace("{AP}", AP)
_REQ_FR = (
    r"(?:retiens|retenez|souviens-toi|souvenez-vous|rappelle-toi|rappelez-vous|n{AP}oublie\s+pas|n{AP}oubliez\s+pas"
    r"|m[ée]morise|m[ée]morisez|prends\s+note|prenez\s+note|note|notez|garde\s+(?:en\s+m[ée]moire|en\s+t[êe]te|[àa]\s+l{AP}esprit)"
    r"|gardez\s+(?:en\s+m[ée]moire|en\s+t[êe]te)|enregistre|enregistrez)(?:\s+bien)?"
    r"(?:\s+(?:que\s+|qu{AP})|\s*:\s*|\s+(?:ceci|ça|cela)\s*:\s*|\s+(?=(?:je|j{AP}|mon|ma|mes|moi)\b))"
).replace("{AP}", AP)
_REQUEST = regex.compile(rf"{_REQ_PREFIX}(?:{_REQ_EN}|{_REQ_FR})", _I)
# A requested note is refused when it is one of these (a question, or not about the user).
_REQUEST_REFUSED = frozenset({"question", "third_party", "delegated", "joke", "roleplay", "hypothetical", "upstream_request"})
_REQ_END = " \t\n.!…"


def _requested_in(text: str, sentence: Span) -> tuple[int, int, int, int] | bool:
    """Offsets (note start, note end, evidence start, evidence end) of a request in `sentence`;
    True for a request that is refused (a question, or not about the user); False for no request."""
    m = _REQUEST.match(text, sentence.start, sentence.end)
    if not m:
        return False
    end = sentence.end
    while end > m.end() and text[end - 1] in _REQ_END:
        end -= 1
    note_start = m.end()
    while note_start < end and text[note_start].isspace():
        note_start += 1
    if note_start >= end or "?" in text[sentence.start:sentence.end]:
        return True
    if never_stored(text[note_start:end]) in _REQUEST_REFUSED:
        return True
    if not about_the_user(text[note_start:end]):
        return True
    return note_start, end, sentence.start, end


_FIRST_PERSON = regex.compile(
    rf"\b(?:i|i{AP}m|i{AP}ve|i{AP}d|i{AP}ll|me|my|mine|myself|we|our|us|je|j{AP}|moi|mon|ma|mes|m{AP}|me|nous|notre|nos)(?!\w)", _I
)
# A statement about something else: it opens on its own subject ("the halving is…", "Bitcoin has…").
_OTHER_SUBJECT = regex.compile(
    rf"^(?:the|a|an|this|that|these|those|it|its|it{AP}s|there|he|she|they|his|her|their|le|la|les|l{AP}|un|une|des|il|elle|ils|elles|on|ce|cet|cette|ces|c{AP}est|ça|(?-i:[A-Z][\w-]*))\b",
    _I,
)


def about_the_user(note: str) -> bool:
    """A requested note must be about the user (rules.md): it speaks in the first person, or it is a
    bare description with no subject of its own ("allergic to peanuts"), never a statement about
    the world ("the halving is in April", "Bitcoin has a fixed supply")."""
    if _FIRST_PERSON.search(note):
        return True
    note = note.strip()
    return _OTHER_SUBJECT.match(note) is None and _NOT_A_DESCRIPTION.match(note) is None and len(note.split()) >= 2


# "remember that for next time", "remember that one", "remember that guy from work": the "that" of
# the request points at something; what follows describes no one.
_NOT_A_DESCRIPTION = regex.compile(
    r"^(?:for\s+(?:next|later|the\s+next|tomorrow|another|future|now)|next|later|tomorrow|one|ones|guy|girl|man|woman|thing|things|stuff|place|time|day|song|movie|film"
    r"|book|show|game|joke|trick|please|pls|ok|okay|too|as\s+well|pour|la\s+prochaine)\b",
    _I,
)


def requested_note(message: str) -> tuple[str, str] | None:
    """("the user's sentence verbatim", evidence) for "remember that…", "please remember…",
    "remember: …", "retiens que…", "souviens-toi que…", "n'oublie pas que…"; None when there is no
    such request, or when it holds a question or is about someone else. Instructions to the
    assistant are returned as they are: the guard refuses them later."""
    if not isinstance(message, str):
        return None
    masked = _mask_block(message)
    for sentence in sentences(masked):
        found = _requested_in(masked, sentence)
        if found is False:
            continue
        if found is True:
            return None
        note_start, note_end, ev_start, ev_end = found
        return message[note_start:note_end], message[ev_start:ev_end]
    return None


# ---------------------------------------------------------------- patterns on one clause
_CUT = {
    "en": regex.compile(
        r"(?:\s*,\s*|\s+)(?:because|cause|cuz|since(?=\s+(?:it|the|they|you)\b)|but|though|although"
        r"|which|so\s+that|as\s+(?:i|it)\b|whereas|while|unless|except"
        r"|and\s+(?:it|that|this)(?:['’]s|\s+(?:is|was|feels|looks|seems))\s+(?:so\s+|really\s+|pretty\s+|just\s+)*(?:amazing|awesome|great|fun|cool|nice|wonderful|incredible|fantastic|lovely|beautiful|good|hard|tough|crazy|wild)"
        # an offer of context, no part of the fact ("…, if that matters for the plugin")
        r"|(?<=,\s{0,2})(?:if|in\s+case)\s+(?:that|it|this)\s+(?:matters|helps)"
        # a new clause with a subject of its own ("…, and autocorrect keeps 'fixing' romaji", "…, and my boss hates it")
        r"|(?<=,\s{0,2})and\s+(?!i\b|i['’]|we\b|we['’])(?:(?:the|my|our|his|her|their|a|an)\s+)?[a-z][\w-]*\s+(?:keeps|is|was|has|does|makes|seems|hates|loves|thinks|says|wants|gets|goes))\b",
        _I,
    ),
    "fr": regex.compile(
        rf"(?:\s*,\s*|\s+)(?:parce\s+qu(?:e\b|{AP})|puisqu(?:e\b|{AP})|mais\b|car\b|bien\s+qu(?:e\b|{AP})|quoiqu(?:e\b|{AP})"
        rf"|donc\b|alors\s+qu(?:e\b|{AP})|tandis\s+qu(?:e\b|{AP})|sauf\b"
        # a comment on what was said ("…, ça fait moins robot", "…, c'est plus clair pour moi")
        rf"|(?<=,\s*)(?:ça|cela|c{AP}est)\s+(?:fait|est|me|m{AP}|rend)\b|(?<=,\s*)si\s+(?:jamais\s+)?(?:ça|cela)\b)",
        _I,
    ),
}


def _match_clause(text: str, original: str, clause: Span, turn: int, previous: str = "", carried: str = "") -> Candidate | None:
    """The first pattern that fits `clause` of `text` (masked), with evidence cut from `original`.
    A pronoun in it with no referent in the clause is resolved from `previous` or the clause yields nothing."""
    start = filler_end(text, clause.start, clause.end)
    end = clause.end
    if start >= end:
        return None
    body = text[start:end]
    for pattern in load_patterns():
        m = pattern.rx.match(body)
        if not m:
            continue
        cut = _CUT[pattern.lang].search(body, m.end())
        stop = cut.start() if cut else len(body)
        if pattern.one_phrase:
            comma = regex.search(r"\s*[,;:–—]|\s+(?:since|after|because|cause|as|so)\b|\s+(?:and|but)\s+(?=(?:i|i['’]\w+|my|it|that|was|is|the|they|we)\b)", body[m.end():stop], _I)
            stop = m.end() + comma.start() if comma else stop
        obj = body[m.end():stop]
        if pattern.needs_object and not regex.search(r"\w", obj):
            return None
        evidence = cut_reaction(body[:stop]).rstrip(" ,;:-–—")
        if is_near_term(evidence):
            return None  # "… and our season opener is next week": an appointment, not a lasting fact
        said = resolve(evidence, previous, carried) if pattern.lang == "en" else evidence
        if said is None:
            return None
        if pattern.name == "my_job" and _JOB_SAID.match(said) and not _names_a_job(said[_JOB_SAID.match(said).end():]):
            return None  # "My job is soul-crushing", "My job is hell": how it is, not what it is
        if pattern.name == "my_hobby" and not regex.match(r"my\b", said, _I):
            said = f"My {said[:1].lower()}{said[1:]}"  # "Favorite band is Radiohead": the user's own, said without "my"
        if pattern.name == "home_in":  # "We're in a little house in Camden": where the household lives, the user too
            said = regex.sub(r"^(?:i['’]?m|i\s+am|we['’]re|we\s+are)\s+(?:(?:now|still|currently)\s+)?in\b", "I live in", said, flags=_I)
        if pattern.name == "live_in":  # "We live in Lyon": where the household lives, the user too; "Born and raised in Glasgow"
            said = regex.sub(r"^we\b", "I", said, flags=_I)
            said = regex.sub(r"^(born|raised)", lambda b: "I was " + b.group(1).lower(), said, flags=_I)
        if pattern.category == "preference" and pattern.lang == "en":
            # A wish about the answers: "you" is the assistant ("…when you use jargon").
            said = to_assistant(said)  # its verb agreeing: "when the assistant gives…"
            if said is None:
                return None
        note = third_person(said, pattern.lang)
        if note and pattern.lang == "en":
            note = users_part(note)  # "Loves hiking, and we went to Peru": the user's part
        if not note or len(note) < 3:
            return None
        evidence = original[start:start + len(evidence)]
        return Candidate(note, pattern.category, pattern.confidence, "pattern", evidence, turn)
    return None


# "My job is …", "My day job is …": what follows must name a job, not judge it ("a nurse", "teaching",
# "Senior Data Engineer", "head of geography at Truro High").
_JOB_SAID = regex.compile(r"my\s+(?:(?:new|current|main|day|real|actual|old|first)\s+)?(?:job|role|profession|occupation|line\s+of\s+work|day\s+job)\s*(?:is|:)\s*", _I)


def _names_a_job(value: str) -> bool:
    value = regex.sub(r"^(?:(?:basically|actually|technically|officially|now|currently|still)\s+)*(?:a|an|the)?\s*", "", value.strip(" .!"), flags=_I)
    head = regex.split(r"\s+(?:at|for|in|with|on)\s+|,", value, maxsplit=1)[0].strip()
    if not head:
        return False
    return bool(names_occupation(head) or regex.fullmatch(r"(?:\p{Lu}[\p{L}-]*\s*){1,5}", head) or regex.fullmatch(r"\w+ing(?:\s+\w+){0,2}", head, _I) and not regex.match(r"(?:killing|driving|boring|depressing|exhausting|draining|amazing|crushing|frustrating|annoying|giving|getting|making|living|going|doing|taking|ruining|eating)\b", head, _I))


# ---------------------------------------------------------------- one message
_CONTRAST = regex.compile(
    r"\b(?:myself|personally|for\s+my\s+part|as\s+for\s+me|moi-m[êe]me|personnellement|pour\s+ma\s+part|de\s+mon\s+c[ôo]t[ée]|perso)\b",
    _I,
)


# A long run of spaces or tabs: a gap between pieces of text, never inside a sentence (and read
# as spaces, it makes the capture's patterns scan it again and again: 5,000 spaces took 20 s).
_GAP = regex.compile(r"[ \t\u00a0]{8,}")


def _gaps_as_breaks(text: str) -> str:
    """`text` with each long run of spaces made line breaks (same length, same offsets)."""
    return _GAP.sub(lambda gap: "\n" * len(gap.group()), text)


def _mask_block(text: str) -> str:
    """The message with any injected memory block blanked out and each long run of spaces made a
    line break (same length, same offsets)."""
    text = _gaps_as_breaks(text)
    if BLOCK_OPEN not in text and BLOCK_CLOSE not in text:
        return text
    out = text
    pos = 0
    while True:
        open_at = out.find(BLOCK_OPEN, pos)
        if open_at < 0:
            break
        close_at = out.find(BLOCK_CLOSE, open_at)
        stop = len(out) if close_at < 0 else close_at + len(BLOCK_CLOSE)
        out = out[:open_at] + "\n" * (stop - open_at) + out[stop:]
        pos = stop
    # A stray close marker (its opening lost): blank everything before it.
    close_at = out.find(BLOCK_CLOSE)
    if close_at >= 0:
        stop = close_at + len(BLOCK_CLOSE)
        out = "\n" * stop + out[stop:]
    return out


def _in_game(offset: int, game: Sequence[tuple[int, int]]) -> bool:
    return any(start <= offset < end for start, end in game)


_THING_PRONOUN = regex.compile(r"^(?:they|their|it|its)\b", _I)
# "Her name is Luna" after "I adopted a dog": he/she/his/her stand for the user's animal, never a person.
_ANIMAL_PRONOUN = regex.compile(r"^(?:he|she|his|her)\b", _I)


def _owned_thing(clause: str, context: str) -> bool:
    """Whether a clause opening on a pronoun points at something surely the user's in `context`:
    a thing for they/it, an animal (never a person) for he/she."""
    referent = owned_referent(context or "")
    if referent is None:
        return False
    if _THING_PRONOUN.match(clause):
        return True
    return bool(_ANIMAL_PRONOUN.match(clause)) and bool(ANIMAL.search(referent))


_AFTER_CUT = regex.compile(r"[\s,;]*(?:but|though|although|whereas|while|and|plus|mais|et)\s+(?=\S)", _I)
# ", which makes solar panels", ", who taught me to surf": what the thing or person named just before
# is, said after a comma. Kept in the note when it says a fact, not a feeling about it.
# Only a thing's ", which …": a person's ", who …" would store someone else's life in the user's note.
_RELATIVE = regex.compile(r"(?P<rel>which)\s+(?P<rest>[^,;.!?()]{3,80}?)\s*(?=[,;.!?]|$)", _I)
# What a which-clause may never carry: words to an assistant or about its rules, a verdict on the
# thing, or what takes the note back ("which I left in 2020", "which was my old job").
_NOT_WHAT_IT_IS = regex.compile(
    r"\b(?:ai|assistant|chatbot|bot|model|prompt|instructions?|rules|recommend\w*|ignore|forget|system"
    r"|scam|nightmare|joke|cult|curse|dream|mistake|dump|disaster|mess|pain|blast|lie|front|deal|sucks|stupid|junk|waste|shame|pity|hell|torture|lifesaver|rip-?off"
    r"|terribly|badly|poorly|well|left|quit|old|former|formerly|used\s+to|anymore|no\s+longer|not|n['’]t|never|actually|closed|closing|sold|died|passed|lost"
    r"|leaving|selling|quitting|moving|we|we['’]\w+|(?-i:us)|our)\b",
    _I,
)
_FEELING_WORDS = regex.compile(
    r"\b(?:i|i['’]\w+|me|you|your|fun|amazing|great|awesome|cool|nice|hard|tough|crazy|scary|exciting|lovely|wonderful|incredible|beautiful|perfect"
    r"|terrible|awful|horrible|annoying|stressful|boring|weird|funny|hilarious|cute|adorable|best|worst|so|super|really|pretty|kinda|a\s+lot|love|loves"
    r"|hate|hates|means|meant|makes\s+(?:me|them|it)|helps|helped|keeps|kept|feels?|felt|lol|haha\w*|obviously|apparently|probably|maybe|might|could|would|should)\b",
    _I,
)


# "I'm vegetarian but I eat fish", "I'm vegan, except for honey": the exception is part of the diet;
# without it the note is false.
_DIET = regex.compile(r"\b(?:vegetarian|vegan|pescatarian|pescetarian|gluten-free|dairy-free|teetotal|sober|halal|kosher|végétarien(?:ne)?|végane?)\b", _I)
_DIET_EXCEPTION = regex.compile(
    r"[\s,;]*(?:(?:but|though)\s+(?:i\s+)?(?:still\s+|do\s+|also\s+)?(?P<verb>eat|drink)\s+(?P<what>[\w'’ -]{2,40}?)"
    r"|(?:except|apart\s+from|other\s+than)\s+(?:for\s+)?(?P<except>[\w'’ -]{2,40}?)"
    r"|mais\s+je\s+(?P<fr_verb>mange|bois)\s+(?P<fr_what>[\w'’ -]{2,40}?))\s*(?=[.!;,]|$)",
    _I,
)


_NO_FOOD = regex.compile(r"\b(?:like|a\s+lot|lots|fast|slowly|my|your|you|his|her|their|words|feelings|whatever|everything|anything|that|when|if|i|i['’]m|comme|quatre|tout|n['’]importe)\b", _I)


def _with_diet_exception(text: str, original: str, candidate: Candidate, sentence: Span) -> Candidate:
    """A diet note with the exception said right after it ("Is vegetarian but eats fish")."""
    if not _DIET.search(candidate.text) or candidate.source == "requested":
        return candidate
    start = original.find(candidate.evidence, sentence.start)
    if start < 0:
        return candidate
    m = _DIET_EXCEPTION.match(text, start + len(candidate.evidence), sentence.end)
    if m is None or _NO_FOOD.search(m.group("what") or m.group("except") or m.group("fr_what") or ""):
        return candidate  # "but I eat like a pig", "except for my cat", "except that I'm not": no exception of theirs
    if m.group("verb"):
        tail = f" but {m.group('verb').lower()}s {swap_person(m.group('what').strip(), 'en')[:1].lower()}{swap_person(m.group('what').strip(), 'en')[1:]}"
    elif m.group("except"):
        tail = f", except {m.group('except').strip()}"
    else:
        tail = f" mais {'mange' if m.group('fr_verb').lower() == 'mange' else 'boit'} {m.group('fr_what').strip()}"
    return _grown(candidate, tail, original[start:m.end()].rstrip(" ,;"))


# A sentence that opens on the user's childhood or school days ("Growing up, I played the violin",
# "When I was little, I wanted to be a vet"): what follows happened then, and its note says so.


# A note told in the past ("Played the violin", "Wanted to be a vet", "Used to…"), with no word of
# now and no date of its own: only such a note happened then.
_TOLD_OF_THEN = regex.compile(
    r"(?:\w+ed|was|were|had|made|went|grew|took|got|ran|won|wrote|drew|sang|swam|knew|saw|spent|taught|thought|felt|left|built|bought|did|rode|fell|used\s+to)\b",
    _I,
)
_NOW_OR_DATED = regex.compile(r"\b(?:now|still|today|currently|anymore|these\s+days|nowadays|since|(?:19|20)\d\d)\b|,\s*(?:and|but)\b|\band\s+now\b", _I)


def told_of_then(note: str) -> bool:
    """Whether `note` is told in the past ("Ran their first half marathon on Sunday")."""
    return _TOLD_OF_THEN.match(note) is not None


def _framed(text: str, original: str, candidate: Candidate, frame: Span) -> Candidate:
    """`candidate`, from a clause after the sentence's opening `frame`, with the frame in its note
    ("Played the violin growing up", "Wanted to be a vet when they were little")."""
    if candidate.source == "requested" or CHILDHOOD_FRAME.search(candidate.text) or not _TOLD_OF_THEN.match(candidate.text) or _NOW_OR_DATED.search(candidate.text):
        return candidate  # "Growing up, I lived in Spain, and I live in Lyon now": what is now is no part of then
    start = original.find(candidate.evidence, frame.end)
    if start < 0:
        return candidate
    said = swap_person(frame.text, "en")
    # a wish, a taste or a project of then is part of their story now, not a goal or a taste
    category = "background" if candidate.category in ("goal", "interest", "preference", "project") else candidate.category
    return _grown(candidate, f" {said[:1].lower()}{said[1:]}", original[frame.start:start + len(candidate.evidence)], alone=False, category=category)


# "which is terrifying", "which was huge": a copula before anything but a noun phrase, a place or a
# wh-clause says how it is felt, not what it is.
_JUDGED = regex.compile(
    r"(?:is|was|are|were|has\s+been|have\s+been|seems?|sounds?|looks?)\s+(?!(?:a|an|the|what|where|when|how|in|at|on|near|from|run|owned|made|built|based|founded|called|named)\b)",
    _I,
)


def _grown(candidate: Candidate, tail: str, evidence: str, *, alone: bool = True, category: str | None = None) -> Candidate:
    """`candidate` with `tail` added to its note before its date and its evidence widened to
    `evidence`; as it was when the longer note is over the length limit or, with `alone`, would
    not stand alone."""
    body, date = _split_date(candidate.text)
    note = f"{body}{tail}{date}"
    if len(note) > NOTE_MAX_CHARS or (alone and not stands_alone(note)):
        return candidate
    return dataclasses.replace(candidate, text=note, evidence=evidence, category=category or candidate.category)


def _with_relative(text: str, original: str, candidate: Candidate, body: Span, following: Span | None) -> Candidate:
    """`candidate` with the ", which …" / ", who …" clause that follows its evidence kept in the note
    ("Works at Acme, which makes solar panels"), or `candidate` as it was."""
    start = original.find(candidate.evidence, body.start)
    if following is None or start < 0 or candidate.source == "requested" or start + len(candidate.evidence) != body.end:
        return candidate
    if not regex.fullmatch(r",\s*", text[body.end:following.start]):
        return candidate
    m = _RELATIVE.match(text, following.start, following.end)
    if m is None or _FEELING_WORDS.search(m.group("rest")) or _NOT_WHAT_IT_IS.search(m.group("rest")) or _JUDGED.match(m.group("rest")) or never_stored(m.group("rest")) not in (None, "third_party") or addresses_someone(m.group("rest")):
        return candidate
    said = swap_person(m.group("rest"))
    return _grown(candidate, f", {m.group('rel').lower()} {said[:1].lower()}{said[1:]}", original[start:m.end()].rstrip())


# ", which I left in 2020", ", which we sold last year": a clause right after a note in the present
# that ends what it says ("Works at Acme", "Has a Honda"); the note would be false.
_ENDED_BY = regex.compile(
    r"[\s,(-]*(?:which|that|who|whom)\s+(?:i|we)\s+(?:(?:just|finally|already|recently|eventually|then|since|later)\s+)?"
    r"(?:(?:left|quit|sold|closed|gave\s+(?:up|away)|got\s+rid\s+of|stopped(?:\s+\w+ing(?:\s+(?:to|with|at|in))?)?|moved\s+out\s+of|moved\s+away\s+from|lost|retired\s+from|shut\s+down|dropped\s+out\s+of"
    r"|cancell?ed|ditched|wrecked|totall?ed|broke\s+up\s+with|divorced|split\s+(?:up\s+)?(?:with|from)|separated\s+from|(?:had|have)\s+to\s+(?:sell|leave|give\s+(?:up|away)))"
    # the verb ends the clause or a time follows it: "which I quit last month", never "which I quit smoking for"
    r"(?=\s*(?:$|[,.;:!?)…]|\s(?:in|on|at|last|this|a|an|one|two|three|four|five|several|some|years?|months?|weeks?|recently|already|ages|back|after|before|when|because"
    r"|since|for\s+good|yesterday|today|earlier|long|ago|over|around|\d)\b))"
    r"|no\s+longer|don['’]t\s+\w+\s+any\s*more)\b"
    r"|[\s,(-]*(?:which|that|who)\s+(?:(?:has|had)\s+)?(?:since\s+|just\s+|recently\s+)?(?:closed|shut\s+down|went\s+(?:bust|under)|died|passed\s+away|ran\s+away|broke\s+down"
    r"|burned\s+down|folded|laid\s+(?:me|us)\s+off|fired\s+(?:me|us)|let\s+(?:me|us)\s+go|was\s+(?:totall?ed|stolen|written\s+off|destroyed|sold|put\s+down|repossessed))"
    r"(?=\s*(?:$|[,.;:!?)…]|\s(?:in|on|at|last|this|a|an|one|two|three|years?|months?|weeks?|recently|already|ages|back|after|before|when|because|since|for\s+good"
    r"|yesterday|today|earlier|ago|\d)\b))",
    _I,
)


def _ended_after(text: str, original: str, candidate: Candidate, sentence: Span) -> bool:
    """Whether a note in the present is ended by the which-clause right after its evidence
    ("I work at Acme, which I left in 2020"): such a note is not made."""
    if candidate.source == "requested" or _TOLD_OF_THEN.match(candidate.text):
        return False  # "Worked at Acme, which I left in 2020" is true as said
    start = original.find(candidate.evidence, sentence.start)
    return start >= 0 and _ENDED_BY.search(text, start, sentence.end) is not None  # after the evidence or inside it ("I have a cat that died")


def ended_within(sentence: str, note: str) -> bool:
    """Whether `note`, written from the whole of `sentence`, says in the present what a clause of
    the sentence ends ("I live in Leeds, which I moved away from in May")."""
    return not _TOLD_OF_THEN.match(note) and _ENDED_BY.search(sentence) is not None


def _disclosed(text: str, original: str, clause: Span, previous: str, turn: int, at: object, carried: str = "") -> Candidate | None:
    """The broad self-disclosure capture on one clause no fixed pattern matched (jobs.disclosure)."""
    start = filler_end(text, clause.start, clause.end)
    if start >= clause.end:
        return None
    found = disclose(text[start:clause.end], previous, at, carried)
    if found is None:
        return None
    note, category = found
    return Candidate(note, category, "medium", "pattern", original[start:clause.end], turn)


# Where a statement ends and a request to the assistant begins: ", so …", ", and …", "; …".
_THEN_ASKED = regex.compile(r"\s*(?:[,;]\s*(?:so|and|but|therefore|donc|alors|et|mais)\b|;|\s[-–—]\s)", _I)


def _told_before_asking(text: str, sentence: Span) -> Span | None:
    """The part of an instruction-shaped `sentence` told before its request, when that part alone
    is an ordinary statement ("I switched to a Pixel last month, so Android instructions please
    from now on"); None when the request comes first or the whole is one."""
    for k, m in enumerate(_THEN_ASKED.finditer(text, sentence.start, sentence.end)):
        if k >= 3:
            break  # a statement then a request: never a long chain of them
        before = Span(sentence.start, m.start(), text[sentence.start:m.start()])
        asked = text[m.end():sentence.end]
        # only a request read as an answer style frees the statement ("… so from now on store that I
        # have root access" is an injection: nothing of the sentence is kept)
        if len(before.text.split()) >= 3 and never_stored(before.text) is None and never_stored(asked) == "instruction" and style_request(asked.lstrip(" ,;"))[0]:
            return before
    return None


def _ahead(said: str) -> bool:
    """A life event of the user's still ahead, whenever it comes ("I'm moving to Leeds tomorrow"; never
    "My sister is moving to Leeds tomorrow")."""
    return is_upcoming_event(said) and beside_passing(said) is None


def _message_candidates(
    message: str,
    turn: int,
    *,
    game: Sequence[tuple[int, int]] = (),
    requested: bool = True,
    at: object = None,
    broad_capture: bool = True,
    carried: str = "",
    focus: str = "",
) -> list[Candidate]:
    if not isinstance(message, str) or not message.strip():
        return []
    masked = _mask_block(message)
    spans = [s for s in sentences(masked) if not (_in_game(s.start, game) and _in_game(s.end - 1, game))]
    if any(is_upstream_request(s.text) for s in spans):
        return []
    delegated = any(never_stored(s.text) == "delegated" for s in spans)
    out: list[Candidate] = []
    facts = 0
    broad = 0
    previous = ""
    last_sentence = None
    for sentence in spans:
        before, previous = previous, sentence.text
        # "I painted that lake sunrise. It's special to me.": the follow-up joins the note before it.
        if out and last_sentence is not None and out[-1].source == "pattern" and not _in_game(sentence.start, game):
            joined = _with_follow_up(masked, message, out[-1], last_sentence, sentence, at)
            last_sentence = None
            if joined is not None:
                out[-1] = joined
                continue
        count_before = len(out)
        if requested and not _in_game(sentence.start, game):
            found = _requested_in(masked, sentence)
            if not isinstance(found, bool):
                note_start, note_end, ev_start, ev_end = found
                out.append(
                    Candidate(message[note_start:note_end], "requested", "high", "requested", message[ev_start:ev_end], turn)
                )
                continue
            # A refused request (a question, someone else) is an ordinary message: read on.
        if facts + broad >= MAX_MESSAGE_FACTS:
            continue
        reason = never_stored(sentence.text)
        if reason == "question" and asks_if_it_holds(sentence):
            continue  # "I'm 31, is that correct?", "…, who am I kidding?": not told as so
        told = statement_before_question(sentence) if reason == "question" else None
        if told is not None and never_stored(told.text) is None:
            # "J'habite à Bordeaux, il y a des meetups là-bas ?": the statement before the question
            sentence, reason = told, None
        if reason == "ephemeral":
            # "I usually swim on Mondays, but today I skipped": the habit told before the one-off holds
            habit = _habit_before_one_off(masked, sentence)
            if habit is not None:
                sentence, reason = habit, None
        parts = clauses(masked, sentence)
        if reason == "instruction":
            # "I switched to a Pixel last month, so Android instructions please from now on": the
            # fact told before the request holds; the request is read as a style or not at all
            told = _told_before_asking(masked, sentence)
            if told is None:
                continue
            parts = clauses(masked, told)
        elif reason in SENTENCE_WIDE and not (reason == "ephemeral" and (is_life_event(sentence.text) or _ahead(sentence.text))):
            continue  # a passing state said beside a life event ("after I failed…, I've been stressed") leaves the event
        merged_upto = -1
        frame, frame_at = None, -1
        for at_clause, part in enumerate(parts[:-1]):  # the first clause that is more than a filler ("Honestly, when I was a kid, …")
            opening = core(masked, part)
            said_from = filler_end(masked, opening.start, opening.end)
            if said_from >= opening.end:
                continue
            if CHILDHOOD_FRAME.fullmatch(masked, said_from, opening.end):
                frame, frame_at = Span(said_from, opening.end, masked[said_from:opening.end]), at_clause
            break
        for index, clause in enumerate(parts):
            if index <= merged_upto:
                continue
            if facts + broad >= MAX_MESSAGE_FACTS:
                break
            if _in_game(clause.start, game):
                continue
            if delegated and not _CONTRAST.search(clause.text):
                continue
            body = core(masked, clause)
            reason = never_stored(clause.text)
            context = masked[sentence.start:clause.start] if clause.start > sentence.start else before
            # "Thanks, Tomas. It's been hard. She basically raised me…": the family member in focus, nobody else named first
            kin_said = focus if focus and clause.start == sentence.start and names_nobody(masked[:sentence.start]) else ""
            if reason is None and facts < MAX_PATTERN_FACTS:
                candidate = _match_clause(masked, message, body, turn, context, carried if not context else "")
                if candidate is not None and _ended_after(masked, message, candidate, sentence):
                    continue
                if candidate is not None:
                    candidate = _with_relative(masked, message, candidate, body, parts[index + 1] if index + 1 < len(parts) else None)
                    if index + 1 < len(parts) and _IT_DOES_FOR_ME.match(core(masked, parts[index + 1]).text):
                        longer = _with_apposition(masked, message, candidate, body, parts[index + 1])
                        if longer is not None:
                            candidate, merged_upto = longer, index + 1
                    candidate = _with_diet_exception(masked, message, candidate, sentence)
                    if frame is not None and index > frame_at:
                        candidate = _framed(masked, message, candidate, frame)
                    out.append(candidate)
                    facts += 1
                    # What the pattern cut off ("…, but contemporary is my top pick") is a clause of its own.
                    after = message.find(candidate.evidence, body.start) + len(candidate.evidence)
                    rest = _AFTER_CUT.match(masked, after, body.end)
                    if rest and broad_capture and facts + broad < MAX_MESSAGE_FACTS and never_stored(masked[rest.end():body.end]) is None:
                        tail = Span(rest.end(), body.end, masked[rest.end():body.end])
                        extra = _disclosed(masked, message, tail, masked[sentence.start:rest.end()], turn, at)
                        if extra is not None:
                            out.append(extra)
                            broad += 1
                    continue
            # A lasting life event stays a fact when it is dated ("lost my job yesterday").
            if reason is not None and not (
                (reason == "ephemeral" and (is_life_event(clause.text) or _ahead(clause.text)))
                # "They've been with me for years" after "These are my boots": the user's own thing.
                or (reason == "third_party" and _owned_thing(clause.text, context))
                # "They offered me a place on the course": done to the user, their news.
                or (reason == "third_party" and offered_to_user(masked[filler_end(masked, clause.start, clause.end):clause.end]))
                # "My obaachan is 91. She taught me to make onigiri": what family did for the user.
                or (reason == "third_party" and any(
                    raised_by(masked[filler_end(masked, clause.start, clause.end):clause.end].rstrip(" .!…;:,"), who) is not None for who in (context, kin_said) if who
                ))
            ):
                continue
            if not broad_capture:
                continue
            candidate = _disclosed(masked, message, body, context, turn, at, kin_said or (carried if not context else ""))
            if candidate is not None and not _ended_after(masked, message, candidate, sentence):
                if index + 1 < len(parts) and not _in_game(parts[index + 1].start, game):
                    longer = _with_apposition(masked, message, candidate, body, parts[index + 1])
                    if longer is not None:
                        candidate, merged_upto = longer, index + 1
                candidate = _with_relative(masked, message, candidate, body, parts[index + 1] if index + 1 < len(parts) else None)
                if frame is not None and index > frame_at:
                    candidate = _framed(masked, message, candidate, frame)
                out.append(candidate)
                broad += 1
        if len(out) > count_before and out[-1].source == "pattern":
            last_sentence = sentence
    return out


# A habit or a lasting state, then a one-off set against it: "I have a regular Tuesday spot at The Rex
# with my quartet but last night was a Saturday fill-in", "I usually swim on Mondays, but today I skipped".
_AGAINST = regex.compile(r"\s*[,;]?\s*(?:but|though|although|except|only)\s+", _I)
_HABIT = regex.compile(
    r"\b(?:usually|normally|always|generally|typically|regular(?:ly)?|every|each|weekly|daily|nightly|most\s+(?:days|nights|mornings|evenings|weekends)"
    r"|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|since\s+\d{4}|for\s+(?:years|decades|ages|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+years))\b",
    _I,
)


def _habit_before_one_off(masked: str, sentence: Span) -> Span | None:
    """The part of `sentence` before the contrast, when it tells a habit and the one-off is only after it."""
    against = _AGAINST.search(masked, sentence.start, sentence.end)
    if against is None or against.start() <= sentence.start:
        return None
    head = Span(sentence.start, against.start(), masked[sentence.start:against.start()])
    if not _HABIT.search(head.text) or never_stored(head.text) is not None:
        return None
    return head


_FOLLOW_UP = regex.compile(r"^(?:it|it['’]s|they|they['’]re|they['’]ve|this|that['’]s|that|their\s+(?:love|support|help|company|energy|kindness|care))\b(?!\s+(?:was|were|went|did|had)\b)", _I)
# "I'm now friends with one of my fellow volunteers! We both love helping others.": what they share.
_BOTH = regex.compile(r"^we\s+(?:both|all)\s+(?:(?:really|also|still)\s+)?(love|like|enjoy|share|have|want|care|believe|play|work|run|do)\b", _I)
# What a thing of theirs is and where it came from: "A friend made it for my birthday", "A reminder to follow my passions".
_ITS_STORY = regex.compile(
    r"^(?:(?:a|my|our)\s+(?:[\w-]+\s+)?(?:friend|mom|mum|mother|dad|father|grandma|grandmother|gran|grandpa|grandfather|aunt|uncle"
    r"|sister|brother|partner|wife|husband|cousin|teacher|neighbou?r|parents|family)\s+(?:made|gave|bought|built|painted|knitted|sewed|sent|brought|handed\s+down)"
    r"\s+(?:it|them|this|that|these)\b"
    r"|(?:a|an)\s+(?:[\w-]+\s+)?(?:reminder|gift|symbol|sign|tribute|souvenir|keepsake|token)\s+(?:to|of|from|for)\b)",
    _I,
)
_DATE_END = regex.compile(r"^(.*?)(\s\((?:(?:around|vers)\s+)?(?:week\s+of\s+)?\d{4}(?:-\d{2}){0,2}(?:\s+(?:or\s+earlier|ou\s+avant))?\))$")


def _split_date(note: str) -> tuple[str, str]:
    """(the note without a date at its end, that date with its space, or ""): what is added to a
    note goes before its date, which stays last."""
    head = _DATE_END.match(note)
    return (head.group(1), head.group(2)) if head else (note, "")


def _with_follow_up(text: str, original: str, candidate: Candidate, first: Span, second: Span, at: object = None) -> Candidate | None:
    """`candidate` (from sentence `first`) with the next sentence kept in the same note when that one
    only goes on about the same thing and what it is to the user ("It's special to me", "They keep
    me calm"); None otherwise."""
    words = core(text, second).text
    both = _BOTH.match(words)
    if both and candidate.category != "requested" and regex.search(r"\b(?:with|and|my)\b", candidate.evidence, _I):
        if never_stored(words) is not None or addresses_someone(words) or "?" in second.text or is_near_term(words):
            return None
        said = swap_person(regex.sub(r"^we\b", "they", _ours(words), flags=_I))
        body, date = _split_date(candidate.text)
        note = f"{body}; {said[:1].lower()}{said[1:]}{date}"
        start = original.find(candidate.evidence, first.start)
        if len(note) > 160 or start < 0:
            return None
        return dataclasses.replace(candidate, text=note, evidence=original[start:core(text, second).end])
    story = _ITS_STORY.match(words)
    if (not _FOLLOW_UP.match(words) and not story) or not regex.search(r"\b(?:i|me|my|myself)\b", words, _I):
        return None
    when = None
    if story and is_long_ago(words) and not _DATE_END.match(candidate.text):
        words, when = dated(words, at)  # "A friend made it for my 18th birthday ten years ago": its history, dated
    if never_stored(words) not in (None, "third_party", "ephemeral") or addresses_someone(words) or "?" in second.text:
        return None
    if (relative_date(words) is not None and when is None) or is_near_term(words):
        return None
    if original.find(candidate.evidence, first.start) < 0 or len(clauses(text, second)) > 2:
        return None
    named = resolve(words, first.text) if regex.match(r"(?:they|their)\b", words, _I) else None  # "it" is the note's own thing
    if named is not None and regex.match(r"(?:they|their)\b", named, _I):
        return None  # "I have two cats. They are my whole world": a "they" left in the note would be the user
    said = swap_person(cut_reaction(named or words))
    body, date = _split_date(candidate.text)
    if when:
        date = f" ({when})"
    note = f"{body}; {said[:1].lower()}{said[1:]}{date}"
    if len(note) > 160:
        return None
    start = original.find(candidate.evidence, first.start)
    return dataclasses.replace(candidate, text=note, evidence=original[start:core(text, second).end])


# What may follow a dash as an apposition of the clause before: a noun phrase or a list, never
# a new subject, a relative clause or a reaction.
_APPOSITION_BAD = regex.compile(
    r"(?:it|it['’]s|that|that['’]s|which|this|they|they['’]re|he|she|and|but|so|you|your|i|i['’]m|i['’]ve|we|thanks|what|how|why|can|could|would|do|does|is|are|was)\b",
    _I,
)


_DREAM = regex.compile(
    r"(?:it|this|that)(?:['’]s|\s+is|\s+has)\s+(?:been\s+|always\s+been\s+|long\s+been\s+)?(?:a|my|a\s+long-?time|a\s+lifelong|my\s+lifelong)\s+"
    r"(?:dream|goal|passion|ambition)(?:\s+of\s+mine)?\s+(?=(?:to|of)\b)",
    _I,
)


# "I've been writing more articles - it lets me combine my love for reading and sharing stories": what it does for them.
_IT_DOES_FOR_ME = regex.compile(r"^(?:it|this|that)\s+(?:really\s+|also\s+|just\s+|always\s+)?(?:lets|helps|makes|gives|keeps|allows|reminds|brings|teaches)\s+me\b(?!\s+(?:sick|sad|angry|mad|tired|crazy|nervous|anxious))", _I)
_WHAT_IT_IS_TO_ME = regex.compile(
    r"^(?:they|it|that|this)(?:['’](?:s|re)|\s+(?:is|are))\s+(?:the|my|a|an)\s+(?:[\w-]+\s+){0,2}(?:reason|source|center|centre|heart|light|rock|world|everything|inspiration|motivation)\b"
    r"(?=.*\b(?:i|me|my)\b)",
    _I,
)


def _with_apposition(text: str, original: str, candidate: Candidate, body: Span, following: Span) -> Candidate | None:
    """`candidate` with the dash-separated phrase after it kept in the same note ("This necklace is
    special to me - a gift from my grandma in Sweden"), or None when that phrase is not one."""
    gap = text[body.end:following.start]
    if not regex.search(r"[-–—]", gap) or "\n" in gap:
        return None
    tail = core(text, following)
    words = text[tail.start:tail.end]
    if is_wonder(words):
        return None  # "I got married last month - time flies"
    dream = _DREAM.match(words)
    if dream:  # "Researching adoption agencies — it's been a dream to have a family": why, in their words
        words = "a dream " + words[dream.end():]
    elif _IT_DOES_FOR_ME.match(words) and never_stored(words) is None:
        pass  # "… - it lets me combine my love for reading and sharing stories": what it does for them
    elif _WHAT_IT_IS_TO_ME.match(words) and never_stored(words) in (None, "third_party"):
        pass  # "my family - they're the reason why I never give up": what it is to the user
    elif _APPOSITION_BAD.match(words) or never_stored(words) is not None or addresses_someone(words):
        return None
    if addresses_someone(words):
        return None
    text_of, date = _split_date(candidate.text)
    note = f"{text_of} - {swap_person(words)[:1].lower()}{swap_person(words)[1:]}{date}"  # the date stays last
    if len(note) > 160:
        return None
    start = original.find(candidate.evidence, body.start)
    if start < 0:
        return None
    return dataclasses.replace(candidate, text=note, evidence=original[start:tail.end])


def pattern_candidates(message: str, turn: int) -> list[Candidate]:
    """Fixed sentence shapes, EN and FR, in one user message: at most two facts, source "pattern".

    Applies the upstream rule, the never-stored kinds and a roleplay started in the message;
    requested notes are not looked at here.
    """
    if not isinstance(message, str):
        return []
    game = roleplay_ranges([{"role": "user", "content": message}]).get(0, ())
    return _message_candidates(message, turn, game=game, requested=False, broad_capture=False)[:MAX_PATTERN_FACTS]


_PRAISE = regex.compile(
    r"^(?:i\s+)?(?:(?:really|just|absolutely|totally|so|simply|do)\s+)*(?:love|like|adore|dig)\s+"
    r"(?:the|that|this|those|these)\s+((?:[\w'’-]+\s+){0,2}([\w'’-]+))\W*$",
    _I,
)


def _praises_theirs(evidence: str, other: str) -> bool:
    """A short "I love the X" whose X the other party just spoke of: praise of their thing."""
    m = _PRAISE.match(evidence.strip())
    if m is None or not isinstance(other, str) or not other:
        return False
    head = m.group(2).lower().rstrip("s")
    return len(head) >= 3 and regex.search(rf"\b{regex.escape(head)}(?:s|es)?\b", other, _I) is not None


# "my beagle Pączek", "our daughter Kate", "my brother Marek": who the user's family and pets are
# (002: "Relationships & family", "I have 3 siblings"), said in passing about something else. What
# they do stays theirs ("My sister Lupe ran the Austin half" keeps only that Lupe is a sister), and
# friends, colleagues, bosses and the wider family named in passing (a cousin, an aunt, a nephew:
# "My cousin Marco lives here too") are third parties; a loss in the family stays the user's event.
_NAMED_OWN = regex.compile(
    r"(?<!\b(?:bought|got|gave|took|sent|made|brought|cooked|showed|told|offered|handed|owe|get|give|buy|send|bring|make|show|tell|getting|giving|buying|taking|sending)\s)"
    r"\b(?:my|our)\s+(?:(?:little|old|new|sweet|rescue|youngest|oldest|eldest|younger|older|baby|big|little|[a-z]+-year-old)\s+)?"
    r"(?P<noun>dog|puppy|cat|kitten|horse|pony|rabbit|bunny|parrot|hamster|beagle|retriever|labrador|poodle|terrier|husky|border\s+collie"
    r"|collie|greyhound|spaniel|dachshund|pug|corgi|lab(?=\s+(?!(?-i:Partner|Partners|Results?|Report|Coat|Mate|Class|Biology|Chemistry|Physics|Work|Tech|Manager|Director|Assistant|Group|Team|Session|Notes?)\b))|bulldog|chihuahua|schnauzer|rottweiler|(?:labra|golden|berne)?doodle|cockapoo|mutt|tabby"
    r"|tortoise|turtle|snake|gecko|lizard|ferret|guinea\s+pig|parakeet|cockatiel|daughter|son|wife|husband|partner|fianc[ée]e?|boyfriend|girlfriend"
    r"|brother|sister|mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|grandson|granddaughter|stepson|stepdaughter"
    r"|stepmom|stepmum|stepdad|twin\s+(?:brother|sister)|" + KIN_ELSEWHERE + r")"
    r"(?:['’]s\s+name\s+is|(?P<verb>\s+is\s+(?:called|named)|['’]s\s+called)|,?)\s+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b(?![\s-]+(?-i:\p{Lu}))(?!['’]s\b(?!\s+an?\s))(?!\.\s*(?-i:\p{Lu}))",
    _I,
)
# "Jonas, my boyfriend, …", "Kate (my daughter) came down": the name first, who they are to the user after.
_NAMED_OWN_AFTER = regex.compile(
    r"(?:^|(?<=[.!?]\s{1,3})|(?<=\b(?:yes|yeah|yep|oh|and|with|met|meet)\W{1,3}))(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\s*(?:,|\()\s*(?:my|our)\s+"
    r"(?P<noun>daughter|son|wife|husband|partner|fianc[ée]e?|boyfriend|girlfriend|brother|sister|mom|mum|mother|dad|father"
    r"|grandma|grandmother|grandpa|grandfather|grandson|granddaughter|dog|cat|puppy|kitten)\s*(?:,|\)|[.!]|$)",
    _I,
)
# A word for a thing, never a person's name: "Dogs, my husband", "Vegan, my daughter" (a diet, an allergen, an animal).
_A_THING = regex.compile(rf"(?:(?:{ANIMAL_WORDS})s?|{ALLERGENS}|vegetarian|vegan|pescatarian|veggie)", _I)
_NOT_A_NAME = regex.compile(
    r"(?:I|The|And|But|So|He|She|They|We|It|This|That|Is|Was|Has|Had|Just|Also|Too|Lol|Haha|Here|There|Today|Yesterday|Tomorrow"
    r"|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September"
    r"|October|November|December|Thanks|Thank|Yes|No|Oh|Well|Anyway|Christmas|Easter|Mom|Mum|Dad|Grandma|Grandpa"
    r"|Who|What|Why|How|Where|When|Which|Whatever|Nothing|None|Nobody|Always|Never|Maybe|Secret|Unknown|Dunno"
    r"|Dr|Mr|Mrs|Ms|Miss|Prof|Sir|Madam|Mister|Doctor|Captain|Saint|St)$"
)


_NAMED_OWN_FR = regex.compile(
    r"(?<!\b(?:à|a|de|du|pour|avec|chez)\s)\b(?:mon|ma|notre)\s+(?P<noun>chien|chienne|chat|chatte|chaton|cheval|lapin|fille|fils|mari|femme|compagnon|compagne|fr[èe]re|s(?:œ|oe)ur|m[èe]re|p[èe]re)"
    r"(?:\s+s['’]appelle|,?)\s+(?P<name>(?-i:\p{Lu}\p{Ll}+))\b(?![\s-]+(?-i:\p{Lu}))",
    _I,
)


def _named_own(message: str, turn: int) -> list[Candidate]:
    """"Has a beagle named Pączek" from "…our walks with my beagle Pączek…", once per name; with
    who a family member is when said with it ("…, a fisherman in Peniche": jobs/kin.py)."""
    out = []
    spans = sentences(message)

    def named(det: str, noun: str, name: str, span: Span, m: regex.Match, name_end: int) -> Candidate:
        detail = kin_detail(message, spans, span, m.start(), name_end, noun)
        if detail is None and ANIMAL_NOUN.fullmatch(noun):
            detail = pet_detail(message, spans, span, name_end)  # "My cat Mabel … She's a fourteen-year-old tabby"
        text = f"Has {det} {noun} named {name}" + (detail[0] if detail else "")
        evidence = message[m.start():detail[1]] if detail else m.group()
        return Candidate(text, "background", "medium", "pattern", evidence.strip(" ,()"), turn)

    for span in spans:
        for m in _NAMED_OWN.finditer(message, span.start, span.end):
            if _name_refused(span, m.end()):
                continue
            name, noun = m.group("name"), regex.sub(r"\s+", " ", m.group("noun").lower())
            if _NOT_A_NAME.match(name):
                continue
            if m.group("verb") and (not _NAME_ENDS.match(message, m.end(), span.end) or _NOT_NAMED_NOW.search(span.text)):
                continue  # "My sister's called Anna a liar", "My dog is called Rex? No…", "…, he died last year"
            out.append(named(article(noun), noun, name, span, m, m.end("name")))
        for m in _NAMED_OWN_AFTER.finditer(message, span.start, span.end):
            if _name_refused(span, m.end()):
                continue
            name, noun = m.group("name"), m.group("noun").lower()
            if _NOT_A_NAME.match(name) or (not ANIMAL_NOUN.fullmatch(noun) and _A_THING.fullmatch(name)):
                continue  # "Vegetarian, my wife", "Dogs, my husband" (an answer about them): no one named
            out.append(named(article(noun), noun, name, span, m, m.end()))
        for m in _NAMED_OWN_FR.finditer(message, span.start, span.end):
            noun, name = m.group("noun").lower(), m.group("name")
            if _NOT_A_NAME.match(name) or ("appelle" in m.group().lower() and (not _NAME_ENDS.match(message, m.end(), span.end) or _NOT_NAMED_NOW.search(span.text))):
                continue
            feminine = noun in FEMININE_FR
            text = f"A {'une' if feminine else 'un'} {noun} {'nommée' if feminine else 'nommé'} {name}"
            out.append(Candidate(text, "background", "medium", "pattern", m.group(), turn))
    for text, evidence in unnamed_kin(message, spans) + unnamed_kin_fr(spans) + named_groups(message, spans):
        out.append(Candidate(text, "background", "medium", "pattern", evidence, turn))
    return out


def _focus_opening(text: str) -> int | None:
    """Where the first sentence opening on "he"/"she" starts its pronoun, when the sentences before
    it name nobody the pronoun could be ("Two years in March. She's …"), else None."""
    opening = _OPENS_ON_HE_OR_SHE.search(text)
    if opening is None or not names_nobody(text[:opening.start("pronoun")]):
        return None  # "Ama came too. She's a nurse": the "she" may be Ama
    return opening.start("pronoun")


def _focus_told(text: str, turn: int, focus: str, at: object) -> list[Candidate]:
    """Who the family member in focus is, or their death, told in a message opening on their pronoun
    (jobs/focus.py), read as if the user had named them there, under the usual conditions:
    "My girlfriend Ama" in focus, "She's a pharmacist at a hospital in Scarborough" -> "Has a
    girlfriend named Ama, a pharmacist at a hospital in Scarborough"; "My grandmother" in focus,
    "She passed in 2018" -> "Their grandmother passed in 2018". Only what the message itself says
    is kept, with the message's words as evidence."""
    start = _focus_opening(text)
    if start is None:
        return []
    rest = text[start:]
    pronoun = regex.match(r"\w+", rest).group()
    named = focus.rstrip(".")
    out = []
    for candidate in _named_own(f"{focus} {rest}", turn):
        if not candidate.evidence.startswith(focus) or named_person(candidate.text) in (None, candidate.text):
            continue
        said = candidate.evidence[len(focus):].strip()
        if said and rest.startswith(said[:20]):
            out.append(dataclasses.replace(candidate, evidence=said))
    for candidate in _family_loss(named + rest[len(pronoun):], turn, at):
        if candidate.evidence.startswith(named):
            said = pronoun + candidate.evidence[len(named):]
            if rest.startswith(said):
                out.append(dataclasses.replace(candidate, evidence=said))
    return out


def kin_names_in(text: str) -> list[tuple[str, str]]:
    """(name, kinship) for each person the message names as the user's: family ("my daughter
    Ola"), anyone else ("my friend Ola", "my cousin Ola": kinship "other", so that a name given to
    two people stays unread), and family named in a loss or a question ("other" too: not who is
    alive now)."""
    out = []
    for span in sentences(text):
        lost = _NOT_NAMED_NOW.search(span.text) is not None
        for rx in (_NAMED_OWN, _NAMED_OWN_AFTER):
            for m in rx.finditer(text, span.start, span.end):
                name = m.group("name")
                if not _NOT_A_NAME.match(name):
                    out.append((name, "other" if lost else regex.sub(r"\s+", " ", m.group("noun").lower())))
        for m in _NAMED_SOMEONE.finditer(text, span.start, span.end):
            out.append((m.group("name"), "other"))
        for m in _NAMED_SOMEONE_MANY.finditer(text, span.start, span.end):  # "my friends Sam and Jo"
            out += [(name, "other") for name in regex.findall(r"(?-i:\p{Lu}\p{Ll}{1,20})", m.group("names"))]
    # "My kids are Alfie and Tilly": each one of them, by the word for one ("Alfie turned twelve" later).
    out += [(name, "other" if noun is None else noun) for name, noun in group_members(text)]
    # A name said after any other word for who they are ("My student Tom", "a puppy called Max", "There's a
    # Tom at work", "my daughter's boyfriend Tom"): someone else may bear it.
    for m in _NAME_AFTER_A_WORD.finditer(text):
        word, name = m.group("word").lower(), m.group("name")
        if _NOT_A_NAME.match(name) or word in _BARE_BEFORE_NAME:
            continue
        if regex.fullmatch(FAMILY_WORDS, word, _I) and not m.group("whose"):
            continue  # "my son Tom": read as kin above
        out.append((name, "other"))
    return out


_NAME_AFTER_A_WORD = regex.compile(r"(?P<whose>[\w-]+['’]s\s+)?(?<![\w'’-])(?P<word>[\p{Ll}][\w'’-]*)[ \t]+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b")
# Words a name may follow and still be the one person already named: joining words, verbs of seeing
# and telling, greetings, fond words ("with Tom", "told Tom", "little Tom").
_BARE_BEFORE_NAME = frozenset(
    "or with to for from at by about of but so then because when while if is was were are has had have told tell tells asked ask asks"
    " took take met meet love loves loved miss missed misses visit visited visiting see saw seeing seen help helped like thank thanks oh yes"
    " yeah hi hey dear little big baby sweet poor said says also even just only both all that who where how what since after before until"
    " as than me us them him it this now today yesterday still finally guess plus btw anyway well ok okay lol haha and i'm i've we're"
    " proud hug hugged kiss text texted call phoned ring rang up off out in on into over around near behind beside between among without"
    " bring brought give gave get got make made let watch watched hear heard drive drove pick picked drop dropped teach taught show showed"
    " remind reminded thinking think thought worry worried wish wished congratulate congratulated".split()
)


_NAMED_SOMEONE_MANY = regex.compile(
    r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:friends|cousins|colleagues|coworkers|co-workers|neighbou?rs|roommates|flatmates|housemates|mates|buddies|pals|nieces|nephews"
    r"|aunts|uncles|students|teammates|bandmates|parents|in-laws)\s*,?\s+"
    r"(?P<names>(?-i:\p{Lu}\p{Ll}{1,20})(?:\s*,\s*(?-i:\p{Lu}\p{Ll}{1,20}))*\s*,?\s+(?:and|&)\s+(?-i:\p{Lu}\p{Ll}{1,20}))",
    _I,
)
# Anyone else the user names as theirs: a name they share is no longer clear.
_NAMED_SOMEONE = regex.compile(
    r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:friend|cousin|aunt|auntie|uncle|niece|nephew|colleague|coworker|co-worker|boss|manager|neighbou?r|roommate"
    r"|flatmate|housemate|teacher|coach|doctor|ex|bestie|buddy|pal|mate)\s*,?\s+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b",
    _I,
)


def known_kin(found: dict[str, set[str]]) -> dict[str, str]:
    """Name -> kinship for the names given one family kinship and nothing else (`kin_names_in`)."""
    return {name: next(iter(nouns)) for name, nouns in found.items() if len(nouns) == 1 and "other" not in nouns}


def _group_ages(message: str, turn: int, known: dict[str, str], group: str | None) -> list[Candidate]:
    """"Has two kids named Alfie (twelve) and Tilly (nine)" from "Alfie turned twelve in November and
    Tilly is nine" once the user has named them as theirs or just spoken of "the kids" (jobs/named_groups.py)."""
    found = group_ages(message, sentences(message), known, group) if known or group else []
    return [Candidate(text, "background", "medium", "pattern", said, turn) for text, said in found]


def _named_again(message: str, turn: int, known: dict[str, str]) -> list[Candidate]:
    """"Has a daughter named Ola, who is eleven" from "Ola is eleven now" once the user has said
    "my daughter Ola" before: who a family member is, told with their name alone (jobs/kin.py
    reads the detail, under the same conditions as beside "my daughter")."""
    if not known:
        return []
    out = []
    spans = sentences(message)
    for span in spans:
        m = _OPENS_ON_NAME.match(span.text)
        if m is None or m.group("name") not in known:
            continue
        name, noun = m.group("name"), known[m.group("name")]
        start, end = span.start + m.start("name"), span.start + m.end("name")
        detail = kin_detail(message, spans, span, start, end, noun)
        if detail is not None:
            out.append(Candidate(f"Has {article(noun)} {noun} named {name}{detail[0]}", "background", "medium", "pattern", message[start:detail[1]].strip(" ,()"), turn))
    return out


_OPENS_ON_NAME = regex.compile(r"\W*(?:(?:oh|yeah|yes|haha|well|and|but|also|so|plus|btw|anyway)\W+)*(?:" + NEWS_LEAD + r")?(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b(?![\s-]+(?-i:\p{Lu}))", _I)


# After a name given with its verb ("is called Rex"): the sentence ends, or goes on with a new clause.
_NAME_ENDS = regex.compile(r"\s*(?:$|[,.;:!…)(-]|\s(?:and|but|so|because|who|which|after|since|by\s+the\s+way|btw|lol|haha|et|mais|qui)\b|\s*[\p{So}\p{Sk}])", _I)
# A name that no longer holds or is only asked about: a question, a death, a loss, a past.
_NOT_NAMED_NOW = regex.compile(r"\?|\b(?:died|dead|passed|rip|ran\s+away|put\s+down|rehomed|lost|used\s+to|was\s+called|mort|morte|décédé)\b", _I)


_FAMILY = (
    r"mom|mum|mother|dad|father|brother|sister|grandma|grandmother|grandpa|grandfather|granny|nan|husband|wife|partner"
    r"|son|daughter|uncle|aunt|cousin|best\s+friend|" + KIN_ELSEWHERE
)
# "My brother Frank died on the 28th of October", "our grandma passed away last week": a death in the
# user's family is their lasting life event, kept as one dated fact ("Lost their brother Frank (…)").
# The verb of a death and what may follow it: when, never a laugh or an exam passed.
_LOSS_VERB = (
    r"(?P<verb>(?:(?:just|recently|sadly|suddenly)\s+)?"
    r"(?:died|passed\s+away|passed(?=\s*[,;!]|\s*\.(?!\d)|\s*$|\s+(?:in\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)|last|recently|when|a\s+few|\w+\s+(?:days|weeks|months|years)\s+ago)\b)))"
    r"(?!\s+(?:laughing|a\s+little|inside|of\s+(?:embarrassment|laughter|boredom|shame)|his|her|their|my)\b)"
    # never an exam passed: "My son passed, finally, his driving test", "passed last year with distinction"
    r"(?![^.!?]*\b(?:test|tests|exams?|a-?levels?|gcses?|theory|driving|distinction|merit|grades?|bar|boards|interview|course|module|class|audition|finals?|with\s+(?:an?\s+)?[a-f]\b))"
    r"(?<!passed(?=\s*(?:\.\.|…)))(?P<rest>[^.!?;]*)"
)
_FAMILY_LOSS = regex.compile(
    rf"\b(?:my|our)\s+(?:(?:late|dear|beloved|younger|older|little|big|eldest|oldest|old|sweet|first)\s+)?(?P<who>{_FAMILY}|{ANIMAL_WORDS})"
    r"(?:,?\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)),?)?(?P<where>\s+(?:in|from|back\s+in)\s+(?-i:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?))?(?:,?\s+(?:he|she))?\s+" + _LOSS_VERB,
    _I,
)
# A parent or grandparent called by what the user calls them, opening the sentence without "my": "Dad
# passed away last month", "Oma Hilde died on the 17th" (never "his mum", "a mum": the sentence opens on them).
_BARE_KIN_LOSS = regex.compile(
    r"(?:(?:oh|and|so|sadly|unfortunately|well|yeah|also|anyway|btw|hey|ok|okay|um|tbh|honestly|(?:bad|sad|some)\s+news|last\s+(?:week|month|year)|yesterday)\W+)*"
    r"(?P<who>mum|mom|mam|mammy|mummy|mommy|mama|dad|daddy|grandma|grandpa|granny|grandad|granddad|grandmother|grandfather|gran|nan|nana|nanna"
    r"|oma|opa|nonna|nonno|abuela|abuelo|abuelita|abuelito|babcia|dziadek|avó|avô|vovó|vovô|bubbe|zayde|yiayia|papou|obaachan|ojiichan)"
    # (an empty "where": the loss loop reads this match as it reads a `_FAMILY_LOSS` one)
    r"(?:(?<!\b(?:mum|mom|mam|mama|dad|nan|nana|nanna))\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)))?(?P<where>)\s+" + _LOSS_VERB,
    _I,
)
# What a death said of a parent called by name may be followed by: when, nothing else ("in March", "last
# week", "on the 17th"; never "in Encanto", "from laughing", "twice on the operating table", "a few cars").
_ONLY_WHEN = regex.compile(
    r"\s*(?:(?:on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\w+)?|on\s+(?:" + WEEKDAY_NAMES + r")|in\s+(?:(?:19|20)\d\d|"
    + MONTH_NAMES + r")|last\s+(?:week|month|year|night|spring|summer|autumn|fall|winter|" + WEEKDAY_NAMES + r")"
    r"|this\s+(?:morning|week|month|year)|yesterday|today|tonight|earlier|recently|suddenly|peacefully|(?:a\s+few|\w+)\s+(?:days|weeks|months|years)\s+ago|at\s+home|in\s+(?:hospital|the\s+hospital|(?:his|her)\s+sleep))\s*)*$",
    _I,
)
# The sentence before says whose the parent is, or that it is a story: "Poor Jake. Dad passed away…",
# "I had to tell the kids. Grandma…", "Weird dream last night. Mum passed away…".
_SOMEONE_ELSES_PARENT = regex.compile(
    r"\b(?:poor|his|her|their|friend\w*|mate|kids?|children|son|daughter|neighbou?r\w*|colleague\w*|boss|boyfriend|girlfriend|husband|wife|partner"
    r"|dream\w*|dreamt|nightmare|film|movie|show|series|season|episode|book|novel|game|story|play|character|he|she|him|told|texted|coworker\w*|\d+-year-old|explain\w*)\b"
    # someone by name as the subject or an owner ("Jen's devastated.", "Sarah texted me."; never "I flew to London on Monday.")
    r"|(?-i:\p{Lu}\p{Ll}+)['’]s\b|^\W*(?!(?:i|hi|hey|so|oh|yes|yeah|well|sadly|anyway|ok|okay|sorry|thanks|last|this|today|yesterday)\b)(?-i:\p{Lu}\p{Ll}+)\s+(?-i:[a-z]+)",
    _I,
)
# "We adopted a kitten … we named her Pixel", "a street puppy … I named him Laddoo": the animal the
# message just spoke of, with the name the user gave it.
_NAMED_IT = regex.compile(r"\b(?:(?:i|we)\s+(?:(?:just|finally|eventually)\s+)?|(?<=\b(?:i|we)\b[^.!?]{0,60}\s)and\s+)(?:named|called)\s+(?:him|her)\s+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b(?![\s-]+(?-i:\p{Lu}))", _I)
_ANIMAL_WORD = regex.compile(rf"\b(?:(?:my|our|a|an|the|this|little|rescue|street|stray|new)\s+)(?:[\w-]+\s+){{0,3}}?(?P<animal>{ANIMAL_WORDS})s?\b", _I)


# "…with a vada pav, my all-time favourite snack!", "Black Krim, my favourite tomato": a favourite
# named in apposition.
_FAVOURITE_APPOSED = regex.compile(
    r"(?:^|\b(?:a|an|the|some|with|for|of|on|at|like|love|eat|eating|had|having|made|makes|cooked|cooks|baked|bakes|ordered|orders|played|plays"
    r"|watched|watches|brought|bought|got|gets|served|serves)\s+)"
    r"(?P<x>(?:(?!(?:my|the|a|an|i|we|you|it|that|this|they|he|she|so|and|but|read|love|eat|had|hey|hi|hello|thanks|thank|oh|wow|dear|yo|congrats|go|not|no|good|morning|evening|night|is|are|was|bye|to|made|makes|cooked|cooks|baked|bakes|ordered|orders|played|plays|watched|watches|brought|bought|got|gets|served|serves|took|with)\b)[\w'’-]+\s+){0,3}(?!(?:my|i|it|that|this|you|them|him|her|one|us|me)\b)[\w'’-]+)"
    # "…for whitebait fritters to celebrate, my favourite": what it was for is no part of the favourite
    r"(?:\s+to\s+(?:celebrate|share|go\s+with\s+it|start|finish))?,\s+"
    r"my\s+(?:(?:all-time|absolute|very|total|ultimate|number\s+one)\s+)?fav(?:ou)?rite(?:\s+(?P<y>[\w-]+(?:\s+(?!ever\b|of\b|in\b)[\w-]+)?))?\s*(?:ever\s*)?(?=[.!,;…)]|[:;=]-?[()DPp]|$)",
    _I,
)


def _taste_or_its_twin(said: str) -> tuple[str, str] | None:
    """A taste said thing-first, read as written or through its plainer twin ("Bird-watching, believe
    it or not, it's my hobby": jobs/restated.py), the twin written out only when needed."""
    found = taste(said)
    if found is None:
        twin = written_out(said)
        found = taste(twin[0]) if twin else None
    return found


def _tastes(message: str, turn: int) -> list[Candidate]:
    """Tastes said thing-first or as a superlative ("Climbing, that's my thing", "Nothing beats
    ramen", "La randonnée, c'est ma grande passion": jobs/tastes.py) and what the household lives,
    does or has in French ("On fait de la voile tous les étés": jobs/we_fr.py), in sentences
    nothing sets aside."""
    out = []
    for span in sentences(_mask_block(message)):
        reason = never_stored(span.text)
        if reason not in (None, "third_party"):
            continue
        # the household's own shapes name the user's child or partner, never anyone else's
        found = (_taste_or_its_twin(span.text) if reason is None else None) or household_fr(span.text)
        if found is not None:
            out.append(Candidate(found[0], found[1], "medium", "pattern", span.text.strip(), turn))
    return out


# What a bare "…, my favourite" never follows as the favourite: a person, a time, a greeting's word.
_NOT_A_TASTE = regex.compile(
    r"(?:.*\s)?(?:guy|girl|man|woman|boy|kid|kids|person|people|friend|friends|mate|buddy|dude|babe|baby|darling|dear|sweetie|honey|team|bot|one|today|tonight|morning|evening|week|weekend|day|night|time|times|bit|part|moment"
    # a meal said as when, never what ("…for dinner, my favourite"); drugs by their slang
    r"|dinner|lunch|breakfast|brunch|supper|tea|line|lines|bump|bumps|joint|spliff|blunt)$|.*\d",
    _I,
)
# A favourite of the past, or what made them ill ("Had pizza, my favourite, back in the day").
_PAST_OR_ILL = regex.compile(r"\b(?:back\s+in\s+the\s+day|used\s+to|as\s+a\s+(?:kid|child)|when\s+i\s+was|poisoning|sick|ill)\b", _I)
# A person just named before it ("Hey Jon, my favourite"): the favourite is the person, never kept.
_PERSON_NAMED = regex.compile(r"(?:hey|hi|hello|dear|yo|thanks|thank\s+you|love\s+you|miss\s+you)\b", _I)


def _favourite_apposed(message: str, turn: int) -> list[Candidate]:
    out = []
    for span in sentences(message):
        if never_stored(span.text) in SENTENCE_WIDE or "?" in span.text:
            continue
        for m in _FAVOURITE_APPOSED.finditer(message, span.start, span.end):
            x = m.group("x")
            if _NOT_A_NAME.match(x) or regex.match(r"(?:thing|things|person|people|one|part|human|time)\b", m.group("y") or "", _I):
                continue
            if m.group("y") is None:  # "She made lasagne, my favourite!": the favourite, of its own kind
                x = regex.sub(r"\s+for\s+(?:dinner|lunch|breakfast|brunch|supper|tea|dessert|pudding)$", "", x, flags=_I)  # "We had pad thai for dinner"
                if _PAST_OR_ILL.search(span.text):
                    continue  # a taste of the past, or what made them ill
                if _NOT_A_TASTE.match(x) or _PERSON_NAMED.search(span.text[: m.start("x") - span.start]) or not x[:1].islower() or " with " in f" {x} ":
                    continue  # "with Sam, my favourite", "Hey Jon, my favourite": a name may be a person; only a thing said plainly
                out.append(Candidate(f"{x[:1].upper()}{x[1:]} {'are' if plural(x) else 'is'} their favourite", "preference", "medium", "pattern", m.group().strip(), turn))
                continue
            out.append(Candidate(f"Favourite {m.group('y').lower()} is {x}", "preference", "medium", "pattern", m.group().strip(), turn))
    return out


# "Mon chat Gribouille est mort l'année dernière", "ma grand-mère est décédée en 2019".
_FAMILY_LOSS_FR = regex.compile(
    r"\b(?:mon|ma|notre)\s+(?:(?:vieux|vieille|petit|petite|cher|chère)\s+)?(?P<who>chat|chatte|chien|chienne|lapin|cheval|perroquet|père|mère|frère|sœur|soeur"
    r"|grand-mère|grand-père|mari|femme|oncle|tante|cousin|cousine|fils|fille)(?:,?\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)),?)?\s+"
    r"(?P<verb>est\s+(?:mort|morte|décédée?)\b(?!\s+de\s+(?:rire|honte|fatigue|peur|faim|froid|chaud|ennui|envie|jalousie))|nous\s+a\s+quitté(?:e|s)?\b(?!\s+(?:pour|avec)\b))(?P<rest>[^.!?;,]*)",
    _I,
)


# A death told of a story, a film or a game: nobody of theirs died.
_IN_FICTION = regex.compile(
    r"\b(?:in|dans)\s+(?:the|my|a|this|that|le|la|mon|ma|ce|cette|un|une)\s+(?:movie|film|game|story|book|novel|cartoon|show|series|episode|dream|campaign|jeu|histoire|livre|roman|dessin\s+animé|série|épisode|rêve)\b"
    r"|\bin\s+(?-i:\p{Lu})\w*(?:\s+(?-i:\p{Lu})\w*)?,\s+my\b",
    _I,
)


def _family_loss(message: str, turn: int, at: object) -> list[Candidate]:
    """A death in the family or of a pet, told by the user, in English or French, as one dated fact;
    never in a hypothetical, a story or a dream, nor taken back in the next sentence."""
    out = []
    spans = sentences(message)
    for index, span in enumerate(spans):
        if never_stored(span.text) in SENTENCE_WIDE or "?" in span.text or _IN_FICTION.search(span.text):
            continue  # "If my dad died I'd be lost": a hypothetical; "In the movie, my dog died": a story
        if index + 1 < len(spans) and _RETRACTED.match(spans[index + 1].text):
            continue  # "My dog Rex died last year. Just kidding, he is fine."
        for m in _FAMILY_LOSS_FR.finditer(message, span.start, span.end):
            if regex.search(r"\b(?:rêvé|cauchemar|imagin\w*|si|presque|failli)\b", message[span.start:m.start()], _I):
                continue
            who = m.group("who").lower()
            owner = "Leur"
            name = f" {m.group('name')}" if m.group("name") else ""
            verb = "est morte" if who in FEMININE_FR else "est mort"
            rest = m.group("rest") if regex.match(r"\s+(?:en|l['’]|il\s+y\s+a|hier|le\s+mois|cette|la\s+semaine)", m.group("rest"), _I) else ""
            said = f"{owner} {who}{name} {verb}{rest.rstrip()}"
            note = _dated(said, said, at, True)
            if note is not None and 8 <= len(note) <= 160:
                out.append(Candidate(note, "background", "medium", "pattern", m.group().strip(), turn))
        bare = _BARE_KIN_LOSS.match(message, span.start + len(span.text) - len(span.text.lstrip()), span.end)
        if bare and (not _ONLY_WHEN.match(bare.group("rest")) or bare.group("verb").lower().endswith("passed") and not bare.group("rest").strip()
                     or index > 0 and _SOMEONE_ELSES_PARENT.search(spans[index - 1].text)):
            bare = None  # "Dad passed!", "Mum died from laughing", "Poor Jake. Dad passed away…": no loss of the user's said
        for m in list(_FAMILY_LOSS.finditer(message, span.start, span.end)) + ([bare] if bare else []):
            if regex.search(r"\b(?:dream\w*|nightmare|imagine\w*|thought|worried|afraid|scared|pretend\w*|if|almost|nearly)\b", message[span.start:m.start()], _I):
                continue  # "I dreamt my dad died": it did not happen
            who = regex.sub(r"\s+", " ", m.group("who").lower())
            name = m.group("name") if m.group("name") and not _NOT_A_NAME.match(m.group("name")) else ""
            rest = regex.split(r",|\s+(?:and|but|so|which|because|after|while|before)\s+", m.group("rest"), maxsplit=1)[0].rstrip()
            rest = regex.sub(r"(?:\s*(?:[:;=]['’]?-?[()\[\]DPpOo/\\|]+|[\p{So}\p{Sk}]+))+\s*$", "", rest)  # "died today :(" : no face in the note
            if regex.search(r"\b(?:you|your|we|us|our)\b", rest, _I) or not regex.match(
                r"\s*$|\s+(?:on|in|last|this|yesterday|today|tonight|earlier|recently|suddenly|at|of|from|after|when\s+i\s+was|a\s+few|\w+\s+(?:days|weeks|months|years)\s+ago)\b", rest, _I
            ):
                rest = ""  # only when and of what: "died laughing at my joke" is no death
            if rest.strip():  # "when I was sixteen" -> "when they were sixteen"
                swapped = swap_person(rest.strip(), "en")
                rest = " " + swapped[:1].lower() + swapped[1:]
            said = f"Their {who}{' ' + name if name else ''}{m.group('where') or ''} {m.group('verb').lower()}{rest}"  # the user's own verb
            note = _dated(said, said, at, True)
            if note is not None and 8 <= len(note) <= 160:
                out.append(Candidate(note, "background", "medium", "pattern", m.group().strip(), turn))
    return out


# A life event told in passing, after "since": "my first winter since retiring from the fire service",
# "since I moved to Leeds", "ever since leaving my job at the bank". The event is the user's.
_SINCE_EVENT = regex.compile(
    r"\b(?:ever\s+)?since\s+(?:i\s+|we\s+)?(?P<verb>retir(?:ed|ing)|mov(?:ed|ing)|left|leaving|quit(?:ting)?|graduat(?:ed|ing)|start(?:ed|ing)|join(?:ed|ing)|emigrat(?:ed|ing))"
    # where: a name ("to Leeds", "from the Royal Navy"), or a few words the sentence's punctuation ends
    r"\s+(?P<rest>(?:from|to|at|in|into)\s+(?:the\s+|my\s+|our\s+)?(?:(?-i:\p{Lu})[\w'’&-]*(?:\s+(?!I\b|I['’])(?-i:\p{Lu})[\w'’&-]*){0,3}(?=\s*(?:[,.;!?]|$|\s(?-i:[a-z])|\s+I\b|\s+I['’]))"
    r"|(?-i:[a-z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){0,3}(?=\s*(?:[,.;!?]|$)))"
    r"|(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:job|career|company|firm|band|team|post)\b(?:\s+(?:at|in)\s+(?:the\s+)?(?:(?-i:\p{Lu})[\w'’&-]*(?:\s+(?!I\b|I['’])(?-i:\p{Lu})[\w'’&-]*){0,2}|[\w'’&-]+(?:\s+[\w'’&-]+){0,2}(?=\s*(?:[,.;!?]|$))))?)"
    r"(?=\s*(?:[,.;!?]|$|\s(?-i:[a-z])|\s+I\b|\s+I['’]))",
    _I,
)
_SINCE_PAST = {"retiring": "retired", "moving": "moved", "leaving": "left", "quitting": "quit", "quit": "quit", "graduating": "graduated",
               "starting": "started", "joining": "joined", "emigrating": "emigrated"}


def _since_event(message: str, turn: int) -> list[Candidate]:
    """"Retired from the fire service" from "…my first winter since retiring from the fire service…"."""
    out = []
    for span in sentences(message):
        if never_stored(span.text) in SENTENCE_WIDE or "?" in span.text:
            continue
        for m in _SINCE_EVENT.finditer(message, span.start, span.end):
            if regex.search(rf"\b(?:you|your|he|she|his|her|they|their|him|he['’]s|she['’]s|they['’]ve|they['’]re)\b|\b(?:a|my|our)\s+(?:[\w-]+\s+)?(?:{PERSON_WORDS})s?\b|\b(?:mum|mom|dad|mam)\b"
                            r"|(?!(?:it|that|there|here|what|he|she|who|life|work|everything)['’]s)(?-i:\b\p{Lu}\p{Ll}+['’]s)\s|(?-i:\b(?!I\b|It\b|This\b|That\b|There\b|Since\b|Ever\b)\p{Lu}\p{Ll}+)\s+(?:has|is|was|had)\b"
                            r"|\b(?:next\s+(?:year|month|week)|will|going\s+to|i['’]d|would|plan|hope)\b", span.text, _I):
                continue  # "She's been lonely since moving to Leeds", "My dad has been lost since retiring": someone else's
            verb = m.group("verb").lower()
            past = _SINCE_PAST.get(verb, verb)
            if not is_life_event(f"{past} {m.group('rest')}"):
                continue  # "since starting the book": no life event
            rest = swap_person(m.group("rest").strip(), "en")
            if m.group("rest")[:1].islower():
                rest = rest[:1].lower() + rest[1:]  # swap_person capitalises: "from the fire service" stays as written
            note = f"{past[:1].upper()}{past[1:]} {rest}"
            span_before = _SPAN_SINCE.search(message[span.start:m.end()])
            if span_before is not None:  # "It's been two years since I quit my job": when, too (the pass dates it)
                note = f"{note} {span_before.group('span').lower()} ago"
            if 8 <= len(note) <= 160:
                out.append(Candidate(note, "background", "medium", "pattern", m.group().strip(), turn))
    return out


_SPAN_OF_TIME = (
    r"(?:(?:about|around|almost|nearly|over|roughly|like|just)\s+)?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|\d{1,2}|a\s+couple\s+of|a\s+few)\s+(?:years?|months?)"
)
# What the user took up, in a few words ending where the clause does: "meditating", "learning Japanese".
_TAKEN_UP = r"(?P<what>(?:(?:(?-i:[a-z])[\w'’-]*\s+){0,2}?(?-i:[a-z])[\w'’-]*ing|(?<=(?:took\s+up|got\s+into|quit|gave\s+up)\s)(?-i:[a-z])[\w'’-]*)(?:\s+(?!(?:and|but|so|because|which|when|while|since|or|i|now|ago)\b)[\w'’-]+){0,3})"
_STARTED = r"(?P<verb>started|began|took\s+up|got\s+into|quit|stopped|gave\s+up)"
# The start of something the user still does, with when: "It's been two years since I started
# learning Japanese", "… since I started meditating a couple of years ago" -> "Started learning
# Japanese (2022)". Only "I" (a "we" may be a team), only with a span of time.
_BEGUN = regex.compile(
    rf"\b(?:(?:it['’]s|it\s+has|it\s+had)\s+been\s+|been\s+|(?<=^|[.!,]\s{{1,3}}))(?P<span>{_SPAN_OF_TIME})\s+(?:now\s+)?since\s+i\s+{_STARTED}\s+{_TAKEN_UP}(?=\s*(?:[,.;!]|$|\s+(?:and|but|so)\b))"
    rf"|\bsince\s+i\s+{_STARTED}\s+{_TAKEN_UP}\s+(?P<ago>{_SPAN_OF_TIME}\s+ago)(?=\s*(?:[,.;!]|$|\s+(?:and|but|so|i|i['’]\w+)\b))",
    _I,
)
# "Ça fait deux ans que je fais de la poterie" -> "Fait de la poterie depuis 2022".
_BEGUN_FR = regex.compile(
    r"\b(?:ça|ca|cela)\s+fait\s+(?:(?:presque|environ|plus\s+de)\s+)?(?P<span>(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|trente|\d{1,2}|quelques)\s+(?:ans?|années?|mois))"
    r"\s+que\s+(?P<what>(?:je|j['’])\s*(?!ne\b|n['’])[^,.;!?]{3,60}?)(?=\s*(?:[,.;!]|$|\s+(?:et|mais)\b))",
    _I,
)
_BEGUN_FR_AGO = regex.compile(
    r"\bdepuis\s+que\s+(?P<what>j['’]ai\s+(?:commencé|arrêté|repris)\s+[^,.;!?]{3,50}?)\s+(?P<ago>il\s+y\s+a\s+(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|trente|\d{1,2}|quelques)\s+(?:ans?|années?|mois))\b",
    _I,
)


# What is no pastime taken up: a state, a symptom, a feeling ("started feeling sick", "started
# getting headaches", "je dors mal"), or a thing the note could not name ("stopped doing that").
_NOT_TAKEN_UP = regex.compile(
    r"^(?:feeling|getting|having|being|losing|hating|ignoring|sleeping|caring|noticing|wondering|worrying|thinking|asking|crying|struggling"
    r"|suffering|bleeding|coughing|hurting|missing|wanting|needing|trying|drinking\s+too|taking\s+(?:pills|meds|medication))\b"
    r"|\b(?:it|this|that|these|those|there|them|why|everything|anything|stuff|things|too\s+much)\b",
    _I,
)
_NOT_TAKEN_UP_FR = regex.compile(
    r"^(?:je\s+|j['’])(?:dors|suis|me\s+sens|sens|ai\s+mal|tousse|pleure|déprime|stresse|n['’]|ne\b)"
    r"|\b(?:t['’]|te|tu|vous|lui|leur|ça|cela)\b",
    _I,
)
# What may not stand before the match in its sentence: someone's view or words, an imperative or a
# condition ("My therapist thinks it's been…", "Pretend it's been…", "If it had been…").
_NOT_OWN_LEAD = regex.compile(
    r"\b(?:pretend|imagine|suppose|supposing|if|unless|says?|said|saying|thinks?|thought|claims?|believes?|according|told|tells|insists?|reckons?"
    r"|wish|dreamt|dreamed|heard|joke|joking|kidding|never|not)\b",
    _I,
)
# What takes the start back, after it in the sentence or in the next one: "… and I started again",
# "…, but I gave up", "Just kidding".
_TAKEN_BACK_AFTER = regex.compile(
    r"\b(?:again|relapsed|gave\s+(?:it\s+)?up|dropped|stopped|quit|but|or\s+so|jk|kidding|joking|lol\s+no|not\s+really|yeah\s+right|pretend\w*)\b"
    r"|^\W*(?:nah|nope|no)\b",
    _I,
)
# The next sentence takes it all back: "Just kidding", "Nah", "Not really".
_RETRACTED = regex.compile(r"\W*(?:just\s+)?(?:kidding|joking|jk|lol\s+no|not\s+really|nah|nope|yeah\s+right|no\b)", _I)


# "It's been two years since …": the span of time a "since" clause comes after.
_SPAN_SINCE = regex.compile(rf"\b(?:it['’]s|it\s+has)\s+been\s+(?P<span>{_SPAN_OF_TIME})\s+(?:now\s+)?(?=(?:ever\s+)?since\b)", _I)


def _begun(message: str, turn: int, at: object) -> list[Candidate]:
    """Something the user took up or gave up, and when, said in their own clause and not taken
    back ("It's been two years since I started learning Japanese" -> "Started learning Japanese
    two years ago", which the pass dates like every note: jobs/passes)."""
    out = []
    spans = sentences(message)
    for index, span in enumerate(spans):
        if never_stored(span.text) in SENTENCE_WIDE or "?" in span.text:
            continue
        following = spans[index + 1].text if index + 1 < len(spans) else ""
        for rx, french in ((_BEGUN, False), (_BEGUN_FR, True), (_BEGUN_FR_AGO, True)):
            for m in rx.finditer(message, span.start, span.end):
                what = m.group("what")
                if not french and any(e.start() <= m.start("verb") < e.end() for e in _SINCE_EVENT.finditer(message, span.start, span.end)):
                    continue  # "since I quit my job": a life event the "since" shape reads
                lead = message[span.start:m.start()].strip()
                after = message[m.end():span.end]
                if _NOT_OWN_LEAD.search(lead) or _TAKEN_BACK_AFTER.search(after) or _RETRACTED.match(following):
                    continue
                if relative_date(what) is not None or regex.search(r"\b(?:in|since)\s+\d{4}\b|\b(?:19|20)\d\d\b", what):
                    continue  # "… since I started learning Japanese last year": two times, no one date
                if addresses_someone(what) or (not french and (regex.search(r"\b(?:you|your|he|she|they|his|her|their)\b", what, _I) or _NOT_TAKEN_UP.search(what))):
                    continue
                if french:
                    said = note_text(what)
                    if not said or _NOT_TAKEN_UP_FR.search(what) or never_stored(m.group()) == "ephemeral":
                        continue  # "je commence à flipper": a feeling coming on, nothing taken up
                    if rx is _BEGUN_FR_AGO or regex.match(r"(?:j['’]ai|je\s+suis)\b", what, _I):
                        # a deed in the past tense is dated ("A arrêté de fumer (2023)"), never "depuis"
                        ago = m.group("ago") if rx is _BEGUN_FR_AGO else f"il y a {m.group('span')}"
                        out.append(Candidate(f"{said} {ago}", "experience", "medium", "pattern", m.group().strip(), turn))
                    else:
                        _, when = dated(f"il y a {m.group('span')}", at)
                        out.append(Candidate(f"{said} depuis {said_bare(when) if when else m.group('span')}", "experience", "medium", "pattern", m.group().strip(), turn))
                    continue
                verb = regex.sub(r"\s+", " ", m.group("verb").lower())
                ago = m.group("ago") or f"{m.group('span').lower()} ago"
                did = swap_person(what, "en")
                out.append(Candidate(f"{verb[:1].upper()}{verb[1:]} {did[:1].lower()}{did[1:]} {ago}", "experience", "medium", "pattern", m.group().strip(), turn))
    return out


# How the user wants to be answered, asked of the assistant ("Please keep your answers short",
# "Always use metric units", "No emojis from now on", "Réponds-moi toujours en français"): a standing
# preference, stored as one ("Prefers short answers"), never as the instruction it was said as. Only
# these kinds of answer style, and only said of answers in general (a lasting word, "your
# answers", or a request about units, spelling, language, emojis or bullet points on its own):
# "Keep it short" and "Convert this to metric" are about one answer.
_STYLE_LEAD = r"^\W*(?:(?>please|pls|plz|and|also|oh|btw|ok|okay|one\s+more\s+thing|oh\s+and|and\s+also)[\s,:]++)*+"  # possessive: no backtracking
# The opening every answer-style request shares: fillers, a lasting word, "please".
_STYLE_ASK = _STYLE_LEAD + r"(?:(?:always|from\s+now\s+on,?|in\s+general,?)\s+)?(?:please\s+)?"
_LASTING_ASK = regex.compile(r"\b(?:always|from\s+now\s+on|in\s+general|going\s+forward|in\s+(?:the\s+)?future|every\s+time|by\s+default|never|à\s+l['’]avenir|toujours|désormais|dorénavant)\b", _I)
_STYLE_ASKS = (
    ("length", regex.compile(
        _STYLE_ASK + r"(?:keep|make)\s+(?P<whose>your|the|all\s+your|it)\s+(?:answers|replies|responses|explanations|messages|it)?\s*"
        r"(?P<adj>short|shorter|brief|briefer|concise|simple|simpler|detailed|technical|long|longer)\b", _I)),
    # a taste for answers said as one ("I like my answers short and to the point", "I prefer replies brief"): lasting as said
    ("taste", regex.compile(
        _STYLE_LEAD + r"i\s+(?:(?:really|much|generally|usually)\s+)?(?:like|prefer|want|need)\s+(?:my\s+|the\s+|your\s+)?(?:answers|replies|responses|explanations)\s+"
        r"(?:to\s+be\s+|kept\s+)?(?:(?:nice\s+and|really|very|super|fairly|pretty)\s+)?(?P<adj>short|brief|concise|simple|detailed|technical|long)"
        r"(?:\s+and\s+(?:to\s+the\s+point|sweet|simple|concise|clear))?\b", _I)),
    ("tone", regex.compile(
        _STYLE_ASK + r"(?:be|you\s+can\s+be|feel\s+free\s+to\s+be)\s+(?:more\s+)?(?P<adj>blunt|direct|concise|brief|casual|formal|honest)\b", _I)),
    ("units", regex.compile(
        _STYLE_ASK + r"(?:use|give\s+me|stick\s+to|show\s+me|go\s+with)\s+(?:the\s+)?(?P<x>metric|imperial|celsius|fahrenheit)(?:\s+(?:units|system|measurements|temperatures))?\b", _I)),
    ("spelling", regex.compile(
        _STYLE_ASK + r"(?:use|write\s+in|stick\s+to)\s+(?P<x>british|american|uk|us|canadian|australian)\s+(?P<what>spelling|english)\b", _I)),
    ("language", regex.compile(
        _STYLE_ASK + r"(?:answer|reply|respond|write|talk\s+to\s+me|speak\s+to\s+me)(?:\s+to\s+me)?\s+(?:always\s+)?in\s+"
        r"(?P<x>french|english|spanish|german|italian|portuguese|dutch|polish|japanese|chinese|arabic|swedish|norwegian|danish|greek|turkish|hindi|korean|russian)\b", _I)),
    ("language_fr", regex.compile(
        r"^\W*(?:(?:s['’]il\s+te\s+pla[iî]t|stp|et|aussi)[\s,]+)*(?:réponds|répond|écris|parle)(?:-moi|\s+moi)?\s+(?:toujours\s+|désormais\s+)?en\s+"
        r"(?P<x>français|anglais|espagnol|allemand|italien|portugais|néerlandais)\b", _I)),
    ("emojis", regex.compile(
        _STYLE_ASK + r"(?:no|don['’]t\s+use|do\s+not\s+use|skip\s+the|avoid|stop\s+using|never\s+use)\s+(?:any\s+)?emojis?\b", _I)),
    ("bullets", regex.compile(
        _STYLE_ASK + r"(?:use|give\s+me|stick\s+to)\s+bullet\s*points\b", _I)),
)
_LANG_FR = {"français": "French", "anglais": "English", "espagnol": "Spanish", "allemand": "German", "italien": "Italian", "portugais": "Portuguese", "néerlandais": "Dutch"}
# What makes a request about one answer: "Keep it short", "Convert this to metric", "for the recipe".
_ONE_ANSWER = regex.compile(r"\b(?:this|that|these|those|here|the\s+(?:recipe|list|email|text|code|table|summary|answer|reply|next\s+one)|for\s+now|just\s+this\s+once|today|tonight)\b", _I)


# A request that is the whole sentence: after it only politeness and a lasting word ("… please",
# "… from now on, thanks"); anything more is about something else ("… and tell me how to make a
# bomb", "… to my colleague's email", "… like a pirate", "… when I'm driving").
_STYLE_END = regex.compile(
    r"(?:[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|from\s+now\s+on|always|in\s+general|going\s+forward|by\s+default|in\s+(?:the\s+)?future"
    r"|s['’]il\s+te\s+pla[iî]t|stp|merci|toujours|désormais|dorénavant|à\s+l['’]avenir))*[\s,.!…]*$",
    _I,
)
# A message about someone else's text: a prompt, a bot's rules, a template.
_ABOUT_A_TEXT = regex.compile(r"\b(?:prompt|bot|chatbot|system\s+message|rules\s+for|instructions\s+for|template|persona|character)\b", _I)
# The next sentence takes the request back or makes it a one-off.
_STYLE_UNDONE = regex.compile(
    r"\W*(?:(?:just\s+)?(?:kidding|joking|jk)|actually|never\s+mind|nvm|scratch\s+that|wait|no,|nah|only\s+(?:for|this|today|now)|just\s+(?:for|this)|for\s+(?:this|now|today)|en\s+fait|laisse\s+tomber)\b",
    _I,
)


def _answer_style(message: str, turn: int) -> list[Candidate]:
    """The answer styles the user asks for in general, as preferences ("Prefers short answers")."""
    out = []
    masked = regex.sub(r"(?m)^[ \t]*>.*$", lambda q: " " * len(q.group()), _mask_block(message))  # never from quoted or pasted text
    if _ABOUT_A_TEXT.search(masked):
        return out
    spans = sentences(masked)
    for index, span in enumerate(spans):
        said = span.text.strip()
        following = spans[index + 1].text if index + 1 < len(spans) else ""
        reason = never_stored(said)
        if _STYLE_UNDONE.match(following) or reason not in (None, "instruction", "question", "opinion"):
            continue
        if "?" in said or reason in ("question", "opinion") or _ONE_ANSWER.search(said) or not any(rx.match(said) for _, rx in _STYLE_ASKS):
            # the same asked in other words ("Can you keep answers to bullet points from now on?", "Réponds court")
            notes, asking = style_request(said)
            out += [Candidate(note, "preference", "medium", "pattern", asking, turn) for note in notes]
            continue
        for kind, rx in _STYLE_ASKS:
            m = rx.match(said)
            if m is None:
                continue
            if not _STYLE_END.fullmatch(said, m.end()):
                break  # more is asked than an answer style
            generic = _LASTING_ASK.search(said) or kind not in ("length", "tone") or (kind == "length" and m.group("whose").lower() in ("your", "all your"))
            if kind == "taste":
                kind, generic = "tone", True  # said as a taste, never about one answer (`_ONE_ANSWER` has run): its adjective read as a tone's
            if not generic or (kind == "length" and m.group("whose").lower() == "it" and not _LASTING_ASK.search(said)):
                break  # "Keep it short": this answer; "Keep it short, always": every one
            if kind in ("length", "tone"):
                adj = {"shorter": "short", "briefer": "brief", "simpler": "simple", "longer": "long"}.get(m.group("adj").lower(), m.group("adj").lower())
                note = f"Prefers {adj} answers"
            elif kind == "units":
                note = f"Prefers {m.group('x').lower()} units" if m.group("x").lower() in ("metric", "imperial") else f"Prefers {m.group('x').capitalize()}"
            elif kind == "spelling":
                x = {"uk": "UK", "us": "US"}.get(m.group("x").lower(), m.group("x").capitalize())
                note = f"Prefers {x} {m.group('what').lower() if m.group('what').lower() == 'spelling' else 'English'}"
            elif kind == "language":
                note = f"Prefers answers in {m.group('x').capitalize()}"
            elif kind == "language_fr":
                note = f"Préfère les réponses en {m.group('x').lower()}"
            elif kind == "emojis":
                note = "Prefers no emojis"
            else:
                note = "Prefers bullet points"
            out.append(Candidate(note, "preference", "medium", "pattern", m.group().strip(" ,"), turn))
            break
    return out


# "Marco proposed!", "Andre proposed last Saturday": the user got engaged to someone they name.
_PROPOSED = regex.compile(
    r"(?:^|(?<=[.!]\s{1,3}))(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\s+(?:finally\s+|just\s+)?proposed(?:\s+to\s+me)?"
    r"(?P<rest>(?:\s+(?:last|on|at|in|yesterday|this|over|during)\b[^.!?;,]{0,60})?)\s*(?:!+|\.|$)"
)
# The user says they are the one engaged: the proposal was to them, not a friend's news.
_ENGAGED_MARK = regex.compile(r"\b(?:i['’]m\s+engaged|we['’]re\s+engaged|i\s+said\s+yes|proposed\s+to\s+me|(?:the|my)\s+(?:engagement\s+)?ring|my\s+fianc[ée]e?)\b", _I)


def _proposal(message: str, turn: int, at: object) -> list[Candidate]:
    out = []
    if not _ENGAGED_MARK.search(message) or "?" in message:
        return out
    for m in _PROPOSED.finditer(message):
        if _NOT_A_NAME.match(m.group("name")) or regex.match(r"(?:Nobody|Someone|Everyone|Congress|They)$", m.group("name")):
            continue
        if never_stored(_sentence_at(message, m.start())) in SENTENCE_WIDE:
            continue
        said = f"Got engaged to {m.group('name')}{m.group('rest').rstrip()}"
        note = _dated(said, said, at, True)
        if note is not None:
            out.append(Candidate(note, "background", "medium", "pattern", m.group().strip(), turn))
    return out


def _sentence_at(message: str, offset: int) -> str:
    """The sentence of `message` that holds `offset` (what never-stored reads, not its neighbours)."""
    span = _span_at(message, offset)
    return span.text if span else message


def _span_at(message: str, offset: int) -> Span | None:
    return next((span for span in sentences(message) if span.start <= offset < span.end), None)


def _name_refused(span: Span, end: int) -> bool:
    """A name ending at `end` in sentence `span` is not the user's to keep: the sentence is refused as a
    whole, unless a laugh is all that refuses it and the name comes before the laughing clause ("my
    little brother Baraka, … but I miss him too lol"; never "My wife Siri 😂": the laugh is on the name)."""
    if never_stored(span.text) not in SENTENCE_WIDE:
        return False
    light = laughs_only(span.text)
    return light is None or end - span.start > light


# "We have a golden retriever named Max", "We've got a cat called Mochi": the household's animal, the user's too.
_WE_HAVE_NAMED = regex.compile(
    rf"\bwe\s+(?:(?:also|now|still|just|finally)\s+)?(?:have|['’]ve\s+got|have\s+got|got|adopted|rescued)\s+(?:a|an)\s+(?P<kind>(?:[\w-]+\s+){{0,2}}?(?:{ANIMAL_WORDS}))"
    r",?\s+(?:named|called)\s+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b(?![\s-]+(?-i:\p{Lu}))",
    _I,
)


def _named_animal(message: str, turn: int) -> list[Candidate]:
    out = []
    for m in _WE_HAVE_NAMED.finditer(message):
        said = _span_at(message, m.start())
        if said is None or _NOT_A_NAME.match(m.group("name")) or _name_refused(said, m.end()) or _NOT_NAMED_NOW.search(said.text) or never_stored(said.text) in SENTENCE_WIDE:
            continue
        opening = regex.split(r"[,;:]|\band\b", message[said.start:m.start()], flags=_I)[-1]  # the clause's own opening
        if not regex.fullmatch(r"\W*(?:also|oh|yes|yeah|plus|btw|haha|lol|so)?\W*", opening, _I):
            continue  # "At work we have a cat named Max", "In my novel we have…", "When we have a dog…": not the household's
        if NOT_AT_HOME.search(said.text) or regex.search(r"\b(?:there|foster\w*|until)\b", said.text, _I):
            continue  # a workplace's, a class's, a story's, one day's; or somewhere else, or for a while
        kind = regex.sub(r"\s+", " ", m.group("kind").lower())
        detail = pet_detail(message, sentences(message), said, m.end("name"))
        out.append(Candidate(f"Has {'an' if kind[0] in 'aeiou' else 'a'} {kind} named {m.group('name')}" + (detail[0] if detail else ""), "background", "medium", "pattern",
                             message[m.start():detail[1]] if detail else m.group(), turn))
    for m in _NAMED_IT.finditer(message):
        said = _span_at(message, m.start())
        if _NOT_A_NAME.match(m.group("name")) or (said is not None and _name_refused(said, m.end())):
            continue
        window = max(0, m.start() - 240)  # this sentence or the one before, never the whole message
        animals = list(_ANIMAL_WORD.finditer(message, window, m.start()))
        if not animals or regex.search(r"\b(?:my|his|her|their)\s+(?:sister|brother|mom|mum|dad|friend|neighbou?r|parents?|cousin|aunt|uncle|boss|coworker)\b[^.!?]*$", message[window:animals[-1].start("animal")], _I):
            continue  # "My sister has a cat": hers
        animal = regex.sub(r"\s+", " ", animals[-1].group("animal").lower())
        out.append(Candidate(f"Has {article(animal)} {animal} named {m.group('name')}", "background", "medium", "pattern", m.group(), turn))
    return out


_PERSON_PRONOUN = regex.compile(r"\b(?:he|she|him|his|her|hers|he['’]s|she['’]s)\b", _I)
# A possessive pronoun standing for someone's ("Mine cried" -> "Theirs cried"), never "a friend of theirs".
_THEIRS = regex.compile(r"^(?:theirs|mine|yours|ours|hers|his)\b|(?<!\bof\s)\btheirs\b", _I)
_ANTECEDENT = regex.compile(
    rf"(?-i:\b\p{{Lu}}\p{{Ll}}+)|\b(?:{PERSON_WORDS}|{ANIMAL_WORDS}|{KIN_ELSEWHERE}|granny|gran|nan|nana|grandad|granddad|mam|mama|papa|auntie|boy|girl)s?\b",
    _I,
)


# "it" as an object ("send it to Longacre", "make it happen"), not as a subject after "and"/"but".
# Cataphoric ("prefers it when…") and idioms ("made it to the finals") point at nothing before.
_IT_OBJECT = regex.compile(
    rf"(?<=\b(?!(?:{CONJUNCTIONS})\b)[a-z]+\s)(?<!\b(?:make|made|makes|making)\s)(?-i:it|It)\b(?!['’])"  # never "IT", the trade
    r"(?!\s+(?:when|whenever|if|that|to\s+(?-i:[a-z]+)\b(?<!\bto\s(?:the|a|an|their|my)\b)))"
    r"|(?<=\b(?:make|made|makes|making)\s)it\b(?=\s+(?:happen|work)\b)"
    # "Can't ride one without wobbling": "one" standing for a thing not named in the note.
    r"|(?<=\b(?!(?:and|but|so|the|a|this|that|every|each|no|any|which|only|last|first|next|favourite|favorite|new|old|big|little)\b)[a-z]+\s)one\b(?=\s+(?:without|with|too|again|yet|now|anymore|though|but|because|since|when|if)\b|\s*[,.;!?)]|\s*$)",
    _I,
)


# A demonstrative before a noun ("spread that intensity", "for those kids", "Loves this song"): the
# thing was shown or said before, the note does not say which. Time phrases ("these days", "this
# year") and "that" opening a clause ("Thinks that dancing is…") are not.
# "that"/"this" standing for something said before, as the note's object: at its end or before "as", "too", "again"
# (never a list's filler: "…, educational books, all of that", "and all that", "stuff like that").
_THAT_ALONE = regex.compile(r"(?<=\b[a-z]{2,}\s)(?<!\ball\sof\s)(?<!\band\sall\s)(?<!\b(?:stuff|things|everything|anything|something|or\ssomething)\slike\s)(?:that|this)(?=\s*[.!]*$|\s+(?:as|too|again|though|anyway|now|forever|for\s+(?:now|good|sure|later))\b)", _I)
# A kin word alone, of no one: "Aunt", "A grandmother", "Avó".
_KIN_ALONE = regex.compile(rf"^(?:(?:an?|the)\s+)?(?:{FAMILY_WORDS}|niece|nephew|grandson|granddaughter|grandchild|godmother|godfather|stepmom|stepdad)s?[.!]?$", _I)
_DEMONSTRATIVE = regex.compile(
    # "in that same harbour", "taught that very play": a thing pointed at, never a relative "that"
    r"\bthat\s+(?:same|very|exact)\s+\p{Ll}"
    # after a preposition "that" is a determiner ("sail in that harbour", "with that guy"), unless a
    # clause follows ("so that they", "in that it")
    r"|\b(?<!\bso\s)(?<!\bnow\s)(?<!\bexcept\s)(?:in|at|on|from|into|onto|with|near|by|about|for|to)\s+that\s+(?!(?:is|was|are|were|has|have|had|will|would|can|could"
    r"|i|they|he|she|it|we|you|the|a|an|their|his|her|its|my|our|your|there|way|much|many|far|long|kind|sort|point|time|day|moment|one|ones|all|people)\b)\p{Ll}[\w'’-]*\s*(?![\w'’-]*\s+(?:is|was|are|were|has|have|had)\b)"
    r"|\b(?:those|these)\s+(?!(?:[\w-]+\s+)?(?:days|times|years)\b|kinds?\b|sorts?\b|types?\b|two\b|three\b)[\w'’-]+"
    r"|\bthis\s+(?!(?:year|month|week|weekend|summer|winter|spring|autumn|fall|season|semester|term|time|morning|evening|afternoon|way|is|was|has|one"
    r"|journey|process|experience|chapter|path|phase|stage|adventure|life)\b)\p{Ll}[\w'’-]*"
    r"(?=\s*(?:$|[,.;:!?)]|\s+(?:for|to|with|in|on|at|of|and|but|so|from|by|into|again|too|as|because|every|all|piece|more|so\s+much|a\s+lot)\b))"
    # after a plural noun "that" opens a relative clause, its verb without -s ("answers that start with a summary")
    r"|(?<!\S\s+\p{L}{1,}[^s\W]s\s)\bthat\s+(?!(?:is|was|are|were|has|have|had|will|would|can|could|i|they|he|she|it|we|you|the|a|an|their|his|her|its|my|our|your|this|these|those"
    r"|there|when|where|which|who|what|how|much|many|far|long|way|kind|sort|point|time|day|moment|one|ones|if|all|something|someone|everyone|people)\b"
    r"|\w+[^s\W]s\b|\w+ed\b)"  # "a course that runs in the evenings": a relative clause's verb
    r"\p{Ll}[\w'’-]*(?:\s+(?!\w+(?:s|ed)\b)\p{Ll}[\w'’-]*)?"
    r"(?=\s*(?:$|[,.;:!?)(]|\s+(?:for|to|with|in|on|at|of|and|but|so|from|by|into|again|too|as|because|every|all|piece|more)\b))",
    regex.IGNORECASE,
)


# "Painted that lake sunrise", "Made this bowl in class": a thing they made or got, shown in the chat;
# the note names it as one ("Painted a lake sunrise").
_SHOWN = regex.compile(
    r"\b(painted|made|built|bought|took|wrote|drew|knitted|baked|sewed|carved|crafted|designed|photographed|framed|planted|found|adopted)"
    r"\s+(?:this|that)\s+(?=(?!(?:is|was|one|way|day|time|morning|week|year)\b)\p{Ll}[\w'’-]*\s*(?:[\w'’-]+\s*)?(?:$|[;,.(]|\s(?:in|at|for|with|on|from|last|when|back|as|myself|themselves)\b))",
    regex.IGNORECASE,
)


# "Has lived with these roommates for 2 years", "Has known these friends for 4 years": the people
# they live with, know or miss are theirs.
_WITH_THESE = regex.compile(
    rf"\b(with|known|know|knew|met|miss|missed|love|loves)\s+(?:these|those)\s+(?=(?:[\w-]+\s+)?(?!(?:people|person|guy|man|woman|folk)s?\b)(?:{PERSON_WORDS})s?\b)",
    regex.IGNORECASE,
)


# Chat words a note never keeps: an aside at its end ("…since 2012 fyi", "Accountant really",
# "…, just to be clear"), never after a "not" ("not really"); a chat "n" is "and" ("3 kids n a dog",
# not "Guns n Roses").
_CHAT_ASIDE = regex.compile(
    # written as chat writes them (lowercase, or shouted): a name "Fyi" or a title "Really" stays
    r"(?<!\bnot)(?<!\bnever)(?<!n['’]t)(?-i:(?:[\s,;-]+(?:tbh|fyi|btw|lol|lmao|haha\w*|ngl|imo|imho|lowkey|really|honestly|just\s+saying|just\s+to\s+be\s+clear|to\s+be\s+honest|for\s+real|for\s+the\s+record"
    r"|fwiw|for\s+what\s+it['’]s\s+worth|for\s+context|if\s+(?:that|it)\s+(?:matters|helps)|in\s+case\s+(?:that|it)\s+(?:matters|helps)"
    r"|always\s+ha(?:ve|s)\s+been|always\s+will\s+be|believe\s+it\s+or\s+not|would\s+you\s+believe|(?:funnily|funny|oddly|weirdly|strangely|interestingly|ironically)\s+enough|of\s+all\s+things|as\s+it\s+happens"
    r"|if\s+you\s+ask\s+me|if\s+(?:i|they)\s+(?:do\s+say\s+so(?:\s+(?:myself|themselves|themself))?|may\s+say\s+so)|if\s+(?:i['’]m|they['’]re)\s+(?:being\s+)?honest"
    r"|TBH|FYI|BTW|LOL|NGL|IMO|FWIW))+)\s*$",
)
# ... and an aside that opens a comment tacked on after the fact ("Is in year 9 btw so not too
# complicated", "Nurse lol so yeah"): the note ends before it.
_ASIDE_THEN_MORE = regex.compile(r"(?-i:[\s,]+(?:btw|tbh|fyi|lol|ngl|imo|lmao|haha\w*))[\s,]+(?:so|and|but|though|anyway|which|cause|because)\b.*$", _I)
_CHAT_AND = regex.compile(r"(?<=\b(?-i:[a-z0-9])[\w]*)\s+(?-i:n)\s+(?=(?-i:[a-z]))")


# "We moved to Bordeaux, my partner Lea and I" -> "Moved to Bordeaux with their partner Lea": who
# did it with the user, said after the fact, is who they did it with.
_AND_THE_USER = regex.compile(r"\s*,\s*((?:their|sa|son|ses|leur|leurs)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:and|et)\s+(?:they|them|moi|lui|elle)(?=\s*(?:\(|$|[.,;!]))", regex.IGNORECASE)


# A tail that is no part of the fact: what the thing keeps doing now ("Runs a node on an Umbrel box,
# and it keeps force-closing channels"), or someone else it is owed to ("Is fluent in Spanish thanks to
# their Chilean dad").
_PASSING_TAIL = regex.compile(
    r",?\s+(?:and|but)\s+(?:it|they|he|she)\s+(?:keeps?|kept|has\s+been|is|are)\s+(?:[\w-]+ing|acting\s+up|down|broken|crashing)\b.*$"
    r"|,?\s+thanks\s+to\s+(?:their|his|her)\s+(?:[\w-]+\s+)?(?:mom|mum|mother|dad|father|parents?|brother|sister|wife|husband|partner|grandma|grandmother|grandpa|grandfather|friend|boss|aunt|uncle)\b.*$",
    regex.IGNORECASE,
)


# A family title said as a name: "Dad taught them to sail", "Still uses Dad's old toolbox".
_TITLE_FIRST = regex.compile(r"^(?-i:(?P<t>Mum|Mom|Mam|Mama|Dad|Papa|Grandma|Grandpa|Granny|Grandad|Granddad))(?=\s+(?!(?:of|to)\b)|['’]s\b)")  # never a role: "Dad of two"
_TITLE_OWNED = regex.compile(r"(?<=\s)(?-i:(?P<t>Mum|Mom|Mam|Dad|Grandma|Grandpa|Granny|Grandad|Granddad))(?=['’]s\b)")


def shown_as_one(note: str) -> str:
    """`note` with "that"/"this" before a thing the user made or got said as "a"/"an", "with
    these <people>" as "with their <people>", a family title said as a name as whose it is ("Dad
    taught them to sail" -> "Their dad taught them to sail"), and no chat aside at its end (`_CHAT_ASIDE`)."""
    note = _TITLE_OWNED.sub(lambda m: f"their {m.group('t').lower()}", _TITLE_FIRST.sub(lambda m: f"Their {m.group('t').lower()}", note))
    trimmed = _CHAT_AND.sub(" and ", _CHAT_ASIDE.sub("", _ASIDE_THEN_MORE.sub("", note))).strip()
    note = trimmed if len(trimmed) >= 3 else note
    cut = _PASSING_TAIL.sub("", note)
    note = cut if len(cut.split()) >= 2 else note
    note = _WITH_THESE.sub(lambda m: f"{m.group(1)} their ", note)
    note = _AND_THE_USER.sub(lambda m: f" with {m.group(1)}" if m.group(1).startswith("their") else f" avec {m.group(1)}", note)
    return _SHOWN.sub(lambda m: f"{m.group(1)} {'an' if note[m.end():m.end() + 1].lower() in 'aeiou' else 'a'} ", note)


# What a note must not be: a moment ("Is cooking ugali for them", "Is staying in Columbus"), what
# happens meanwhile ("Meanwhile Jonas is making them walk"), or a thing named by "the … one"
# ("Loves the alien one too").
_MOMENT = regex.compile(
    r"^(?:is|are)\s+(?:(?:just|currently|still|already|both|also|now|busy)\s+)*(?:cooking|yelling|shouting|eating|drinking|sitting|waiting|packing|cleaning"
    r"|shopping|heading|leaving|staying|chilling|relaxing|resting|hanging\s+out|lying|standing|getting\s+(?:ready|pushed|dressed|home|back)"
    r"|having\s+(?:a|some|lunch|dinner|breakfast|coffee|tea)|sorting|tidying|finishing\s+up|watching\s+(?:tv|a\s+movie|the\s+game)"
    r"|making\s+(?:a\s+)?(?:mess|mistake|fool|scene|dinner|lunch|breakfast|tea|coffee)|losing\s+(?:my|their|his|her)\s+mind|taking\s+a\s+(?:break|nap|breather)"
    r"|learning\s+the\s+hard\s+way)\b"
    r"|^meanwhile\b"
    r"|\bthe\s+(?:[\w-]+\s+)?one\b(?!\s+(?:who|that|which|where|they|i)\b)(?!['’])",
    regex.IGNORECASE,
)
# "Loves the recognition", "Enjoys the walk", "Loves the little space": a definite thing and nothing
# after it is one in the conversation (a reaction to it), which the note does not name. Kinds of
# thing "the" speaks of in general stay ("Loves the ocean", "Enjoys the outdoors", "Loves the piano").
_LOVES_THE_THING = regex.compile(
    r"^(?:(?:really|just|also|absolutely|totally|so|truly|still|already)\s+)*(?:loves?|enjoys?|likes?|adores?|appreciates?|prefers?)\s+the\s+"
    r"(?!(?:[\w'’-]+\s+){0,2}?(?:of|in|at|with|on|from|for|about|to|by|who|that|which|when|where|i|we|you|they|he|she|their|my)\b)(?:[\w'’-]+\s+){0,2}"
    r"(?!(?:ocean|sea|beach|beaches|mountains?|outdoors|countryside|forest|woods|desert|rain|snow|sun|sunshine|cold|heat|winter|summer|spring|autumn|fall"
    r"|seasons?|night|nights|mornings?|evenings?|city|theat(?:re|er)|opera|ballet|cinema|movies|gym|piano|guitar|violin|cello|drums|flute|harp|saxophone|sax"
    r"|trumpet|bass|banjo|ukulele|harmonica|accordion|clarinet|organ|radio|classics|arts|water|lake|river|wilderness|wild|stars|sky)\b)"
    r"[\w'’-]+(?:\s+(?:too|now|so\s+much|a\s+lot|most|best))?\W*$",
    regex.IGNORECASE,
)


# The writer in the first person, which a note in the third person never keeps.
# Case counts: "Has an MA in history", "Lives in Portland, ME", "Favourite band: My Chemical Romance" have none.
_WRITER = regex.compile(
    r"(?<![\w'’-])(?-i:(?:[Ii]['’](?:m|ve|d|ll)|[Ii]\s+(?:am|was|have|had|do|did|will|would|can|love|like|live|work)|(?:my|My|me|Me)(?![\w'’-]|\s+\p{Lu})"
    r"|(?<!\b(?:Doesn['’]t|Does\s+not|No\s+longer|longer|to|Will|Would)\s+)mine|myself|je|j['’](?=\w)|moi|mes|mon|ma))(?![\w'’-])"
)


# A want or need to get better, with nothing said of what at ("Really needs to speed up", "Needs the
# practice", "Veut progresser"): what it is about was said elsewhere.
# A doing that needs its object or its place, said with only how long ("…been going since last year").
_DOING_WHAT = regex.compile(
    r"^(?:has|have)\s+been\s+(?:(?:really|just|also|still)\s+)?(?:going|doing|trying|waiting|thinking|looking|getting|making|using|taking|seeing|wanting|planning"
    r"|saving|hoping|meaning|dealing|struggling|wondering|coming|staying)\s+(?:(?:for|since)\s+[^,;]+|every\s+\w+|a\s+lot)$",
    _I,
)
_IMPROVE_AT_WHAT = regex.compile(
    r"^(?:(?:really|also|still|just|definitely|vraiment|aussi|juste)\s+)?(?:needs|wants|would\s+like|veut|voudrait|a\s+besoin|aimerait)\s+(?:to\s+|de\s+|d['’])?"
    r"(?:(?:really|definitely|vraiment)\s+)?(?:improve|progress|get\s+better|speed\s+up|catch\s+up|keep\s+up|step\s+up|level\s+up|practi[cs]e(?:\s+more)?|focus|work\s+harder|learn\s+more"
    r"|(?:the|some|more)\s+(?:practice|help|motivation|push|progress)|progresser|avancer|s['’]am[ée]liorer|m['’]am[ée]liorer|pratiquer|bosser\s+plus|travailler\s+plus)"
    r"(?:\s+(?:a\s+lot|a\s+bit|fast|faster|quickly|more|soon|now|beaucoup|vite))?$",
    _I,
)


# A start or an end with nothing said of what ("Started after their divorce", "Quit in 2020", "Began young").
_BEGUN_WHAT = regex.compile(
    r"^(?:(?:first|only|just|finally|actually|really)\s+)?(?:started|began|stopped|quit|finished|gave\s+up|kept\s+going|carried\s+on|continued)"
    r"(?:\s*(?:$|[,;:])|\s+(?:after|when|before|because|since|once|as\s+soon|last|this|yesterday|recently|again|back|young|early|late|too|then|there|here|around|about"
    r"|in\s+(?:\d{4}|the\s+(?:spring|summer|autumn|fall|winter)|january|february|march|april|may|june|july|august|september|october|november|december|high\s+school|college)|\d)\b)",
    _I,
)


def stands_alone(note: str) -> bool:
    """No he/she/her/his in the note before someone it can stand for ("Still cooks with her old pan":
    whose pan is not said), and no object "it" before a thing it can stand for ("Is aiming to send it
    to Longacre"). A capitalised word that is not the note's first counts as a name."""
    if _WRITER.search(note):
        return False  # "Déménage à Toulouse, pour l'instant je suis encore à Paris": the writer's words left in
    for m in _PERSON_PRONOUN.finditer(note):
        before = note[: m.start()]
        names = [a for a in _ANTECEDENT.finditer(before) if a.start() > 0 or not a.group()[:1].isupper() or _ANTECEDENT.fullmatch(a.group().lower())]
        if not names:
            return False
    if _THEIRS.search(note):
        return False  # "Theirs cried when they left Porto": whose, the note does not say
    if _DEMONSTRATIVE.search(note):
        return False  # "Is super keen to spread that intensity": which, the note does not say
    if (_MOMENT.search(note) and not is_upcoming_event(note)) or _LOVES_THE_THING.match(note):
        return False  # "Is cooking ugali for them", "Agnieszka is clapping next to them", "Loves the alien one too"
    if _THAT_ALONE.search(note) or _KIN_ALONE.match(note):
        return False  # "Is counting that as a yes", "Is going to remember that"; "Aunt": what, or who of whom, is not said
    if _IMPROVE_AT_WHAT.match(note):
        return False  # "Needs the practice", "Veut progresser": at what, the note does not say
    if _BEGUN_WHAT.match(note):
        return False  # "Started after their divorce, it kept them sane": started what, the note does not say
    if _DOING_WHAT.match(note):
        return False  # "Has been going since 2022", "Has been waiting for two years": where, what, the note does not say
    for m in _IT_OBJECT.finditer(note):
        before = note[: m.start()]
        if not (thing_before(before) or (m.group().lower() == "one" and any_thing_before(before))):
            return False  # "one" may stand for anyone or anything named ("a family for kids who need one")
    return True


def _in_own_words(message: str, turn: int, game: Sequence[tuple[int, int]], at: object, carried: str, focus: str = "") -> list[Candidate]:
    """The message's candidates, read through its written-out form when it is typed in chat
    spelling ("im doing my thesis…", jobs/chat_words.py), evidence and requested text always the
    user's own characters."""
    written = written_out(message) if not game else None
    if written is None:
        return _message_candidates(message, turn, game=game, at=at, carried=carried, focus=focus)
    out = []
    for candidate in _message_candidates(written[0], turn, at=at, carried=carried, focus=focus):
        span = original_span(written, candidate.evidence)
        if span is None:
            continue
        evidence = message[span[0]:span[1]]
        if candidate.source == "requested":
            note = original_span(written, candidate.text)
            if note is None:
                continue
            candidate = dataclasses.replace(candidate, text=message[note[0]:note[1]])
        out.append(dataclasses.replace(candidate, evidence=evidence))
    return out


# A question about someone of the user's ("What does your brother do?", "How's your mum?").
_ASKED_ABOUT_THEIRS = regex.compile(rf"\byour\s+(?:[\w-]+\s+)?(?:{PERSON_WORDS}|{ANIMAL_WORDS})(?:s|['’]s)?\b", _I)
_FIRST_PERSON = regex.compile(r"\b(?:i|i['’]\w+|me|my|mine|myself|we|we['’]\w+|our|us)\b", _I)
# ... or about someone by pronoun, or by who they are to the user ("What's she like?", "Tell me
# about your date."): a first sentence with no "I" answers for them.
_ABOUT_SOMEONE = regex.compile(
    r"\b(?:he|she|him|his|her|they|them|their|he['’]s|she['’]s|they['’]re)\b|\byour\s+(?:[\w-]+\s+)?(?:date|crush|ex|bf|gf|roommate|flatmate|partner|mate|bestie)s?\b"
    r"|\b(?:what(?:['’]s|\s+is|\s+was)|how(?:['’]s|\s+is))\s+(?-i:\p{Lu}\p{Ll}+)\s+(?:like|into|up\s+to|doing|getting\s+on|keeping)\b|\bwhat\s+about\s+(?-i:\p{Lu})|\bwho\s+is\s+(?-i:\p{Lu})"
    # "Is Tom seeing anyone?", "Whatever happened to Carlos?": a named person's news asked
    r"|\b(?:is|does|did|has)\s+(?-i:\p{Lu}\p{Ll}+)\s+(?:still\s+)?(?:seeing|dating|married|single|with|living|working|have|got)\b|\b(?:whatever|what)\s+happened\s+(?:to|with)\s+(?-i:\p{Lu})"
    r"|\bdescribe\s+(?:the|your|him|her|them)\b|\bwhat\s+does\s+(?:the|your|(?-i:\p{Lu}))"
    # "Who was Louis Armstrong?", "How's the new intern?", "What's the main character like?"
    r"|\bwho\s+(?:was|were|are)\b|\b(?:what|how)(?:['’]s|\s+is|\s+was)\s+(?:the|this|that)\s+(?:[\w-]+\s+)?(?:intern|guy|girl|man|woman|person|kid|baby|teacher|boss|character|hero|author|singer|band|team|neighbou?r|colleague|coworker|doctor|nurse|date)\b(?:\s+like)?",
    _I,
)
_LOSS_WORD = regex.compile(r"\b(?:lost|passed|died)\b", _I)


# The other party setting up a game or a what-if before its question ("Imagine you have a dog.
# What's your dog's name?", "Pretend you're rich: what car do you drive?"): the answer is play.
_MADE_UP = regex.compile(
    r"(?:^|[.!?:;]\s+|\b(?:ok(?:ay)?|so|now|then|and|just)\W+)(?:imagine|pretend|suppose|imaginons|imagine[sz]|suppose[sz])\b"
    r"|\b(?:let['’]s\s+(?:say|play|pretend|imagine)|hypothetically|role-?play|in\s+a\s+(?:game|story)|if\s+you\s+(?:were|had|could|won|lived)"
    r"|a\s+(?:fictional|made-up)|as\s+a\s+character|faisons\s+comme\s+si|si\s+tu\s+(?:étais|avais))\b",
    _I,
)


def _found_notes(found: list[tuple[str, int, int]], message: str, turn: int) -> list[Candidate]:
    """Notes code wrote whole, with where their words are: "Has a kente stole their mom made them"
    (jobs/keepsakes.py), "Has set a wedding date: June 3rd" (jobs/anchors.py)."""
    out = []
    for note, start, end in found:
        if len(note) <= NOTE_MAX_CHARS and stands_alone(note):
            out.append(Candidate(note, "background", "medium", "pattern", message[start:end].strip(), turn))
    return out


def _told_as_a_time(message: str, turn: int, at: object) -> list[Candidate]:
    """A past life event told as the time of something else ("We brought a lot of Poland with us
    when we moved to Leeds in 2019" -> "Moved to Leeds in 2019"), or a lost job told with the employer
    as subject ("They let me go on Monday"): the clause read by the usual
    capture as the sentence it says (jobs/anchors.py), its evidence the user's own words."""
    out = []
    for lifted in lifted_events(message) + employer_told(message) + made_by_me(message) + admitted_by(message):
        if _TAKEN_BACK_AFTER.search(lifted.after) or _RETRACTED.match(lifted.following):
            continue  # "…since I started running, and I stopped again", "… Just kidding."
        evidence = message[lifted.start:lifted.end]
        out += [dataclasses.replace(c, evidence=evidence) for c in _message_candidates(lifted.said, turn, requested=False, at=at)[:1]]
    return out


# "I got the job!! Automation engineer at MediLoop.", "Big news: new job. Head of geography at
# Westfield.": the user's own news of a job, then the role alone, read as the answer to "What's your job?".
_JOB_NEWS = regex.compile(
    r"^\W*(?:(?:so|and|oh|ok(?:ay)?|guess\s+what|big\s+news|news|update|well)\W+)*(?:(?:i|we)\s+)?(?:(?:just|finally|officially)\s+)?"
    r"(?:(?:got|landed|accepted|took)\s+(?:the|a|an|that|my\s+first)\s+(?:new\s+)?(?:job|position|role|offer|post)"
    r"|got\s+hired|new\s+job|i['’]m\s+starting\s+a\s+new\s+job|i['’]m\s+hired|i['’]ve\s+been\s+hired|i\s+(?:was|got)\s+hired"
    r"|they\s+(?:offered\s+me\s+the\s+(?:job|position|role|post)|hired\s+me)|i\s+(?:got|was)\s+offered\s+the\s+(?:job|position|role|post)|i\s+accepted\s+(?:their|the)\s+(?:job\s+)?offer"
    r"|(?:i['’]ve|i\s+have)\s+(?:got|landed|accepted)\s+(?:the|a|an)\s+(?:new\s+)?(?:job|position|role|offer))\b"
    # where or as what, nothing else ("… at the museum!"; never "the job interview", "the offer on the house", "the role of Juliet", "the job done")
    r"(?:\s+(?:at|in|with|as|for)\s+[^.!?;:–—-]{1,30}?)?(?:\s*,\s*(?:i\s+start|starting)\s+[^.!?;:–—-]{1,25}?)?[\s.!\p{So}\p{Sk}]*$",
    _I,
)
# The user asks themselves what the other would ask ("My favourite band?", "My job?") and answers it next.
_ASKS_ITSELF = regex.compile(
    r"^\W*(?:(?:and|oh|as\s+for|so)\W+)*my\s+(?:(?P<thing>(?:all-time\s+)?favou?rite\s+(?!(?:part|thing|bit|moment|memory|day|person|people)\b)[\w'’-]+(?:\s+[\w'’-]+)?)"
    r"|(?:job|work|day\s+job|line\s+of\s+work))\s*\?+\s*$",
    _I,
)
# What makes the news no news of the user's job: a denial, a doubt, someone else's, a joke, a dream, a
# job undone; a job for a season only ("A barista, just for the summer").
_NOT_MY_JOB_NEWS = regex.compile(
    r"n['’]t\b|\b(?:not|no|never|maybe|almost|nearly|if|hope|hopefully|my\s+(?:sister|brother|wife|husband|partner|friend|mum|mom|dad)|lol|haha\w*|jk|kidding"
    r"|temporar\w*|temp|stopgap|(?:just|only)\s+for|for\s+(?:the\s+)?(?:summer|holidays|now|a\s+(?:bit|while|few\s+\w+))"
    r"|dream\w*|imagine\w*|pretend\w*|nobody|rescind\w*|withdr\w*|turned\s+(?:it\s+)?down|fell\s+through|until)\b|\?",
    _I,
)
# "I got it!!! The Bengaluru job!": the news said in two sentences, the second naming what was got.
_GOT_IT_THE_JOB = regex.compile(
    r"^\W*(?:(?:i|we)\s+)?(?:(?:just|finally|officially)\s+)?got\s+it\W+the\s+(?:[\w'’-]+\s+){0,3}(?:job|position|role|offer|post)"
    r"(?:\s+(?:at|in)\s+[^.!?;:–—-]{1,30}?)?\W*$",
    _I,
)
# What the other party may ask between the news and the role for the role to answer it: nothing, or
# the job itself ("What's the role?", "Tell me everything! What will you be doing?").
_ASKS_OF_THE_JOB = regex.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|well|wait)\W+)*(?:what(?:['’]s|\s+is|\s+will\s+be)\s+(?:the|your)\s+(?:new\s+)?(?:role|job|position|title|post)(?:\s+title)?"
    r"|what\s+(?:will|are)\s+you\s+(?:be\s+)?doing(?:\s+there)?|what\s+(?:kind|sort|type)\s+of\s+(?:job|role|position|work)(?:\s+is\s+it)?"
    r"|what(?:['’]s|\s+is)\s+it|which\s+(?:job|role|one|position)|doing\s+what|as\s+what|tell\s+me\s+(?:more|everything)|details)\W*$",
    _I,
)


# The user says they are at something without saying what ("Oh, and I'm writing something.", "I've been
# building a thing"), and says what next: read as their answer to "What are you writing?".
_DOING_SOMETHING = regex.compile(
    r"^\W*(?:(?:and|oh|so|also|plus|well|actually)\W+)*(?:i['’]m|i\s+am|i['’]ve\s+been|i\s+have\s+been)\s+(?:(?:also|secretly|quietly|finally|now)\s+)?"
    r"(?P<doing>writing|building|making|learning|studying|knitting|painting|recording|composing|designing|coding|brewing|restoring|sewing|working\s+on|training\s+for|saving\s+(?:up\s+)?for)"
    r"\s+(?:something|a\s+(?:little\s+|new\s+|secret\s+)?(?:thing|project))(?:\s+(?:new|else|big|special|on\s+the\s+side|lately|these\s+days))?\W*$",
    _I,
)
# What it is: a thing by its article or owner ("A cookbook…", "My first EP"), or a name ("Portuguese, for…").
_WHAT_IM_AT = regex.compile(r"^\W*(?:(?:an?|the|my|our)\s+[\w'’-]+|(?-i:\p{Lu})[\w'’-]+(?:\s+(?-i:\p{Lu})[\w'’-]+)*\s*(?:[,.!]|$))", _I)
# An answer that says how, when, with whom or for whom, dodges, jokes or puts it off ("Slowly.", "With Dave
# from work.", "Stay tuned.", "A bad decision.", "A novel, someday.", "Sarah is too.").
_NOT_WHAT_IM_AT = regex.compile(
    r"^\W*(?:slowly|with|for|stay|ask|wait|watch|soon|later|someday|procrastination|chaos|nothing|everything|patience|stuff|things|\w+ly)\b"
    r"|\b(?:someday|one\s+day|eventually|maybe|mistake|decision|regret|disaster|mess|tuned|is|are|was|were|too|apparently|really|again)\b|^\W*\w+['’]s\b",
    _I,
)
# What makes the next sentence no answer to it: a doubt, a denial, a question, a laugh.
_NO_ANSWER = regex.compile(r"n['’]t\b|\b(?:not|no|never|nothing|dunno|idk|maybe|secret|guess|lol|lmao|haha\w*|jk|kidding|joking)\b|\?", _I)


def _is_job_news(text: str) -> bool:
    """Whether `text` is the user's own news of a job ("I got the job!!", "I got it!!! The Bengaluru job!")."""
    return bool(_JOB_NEWS.match(text) or _GOT_IT_THE_JOB.match(text)) and not _NOT_MY_JOB_NEWS.search(text)


def _own_question(first: str, then: str) -> str | None:
    """The question the user's sentence `first` sets up for their next sentence `then` to answer: "My
    favourite band?" -> "What's your favourite band?", "I got the job!!" -> "What's your job?"; else None."""
    asked = _ASKS_ITSELF.match(first)
    if asked:
        if "?" in then or regex.search(r"\b(?:lol|lmao|haha\w*|jk|kidding|joking)\b", then, _I):
            return None
        return f"What's your {asked.group('thing') or 'job'}?"
    if _is_job_news(first) and not _NOT_MY_JOB_NEWS.search(then):
        return "What's your job?"
    doing = _DOING_SOMETHING.match(first)
    if regex.fullmatch(r"\W*(?:big|small|huge|fast|slow|again|trouble|excuses?|procrastination|chaos|nothing|everything|stuff|things|patience|life|love|secrets?|soon|later|lots|more|hard|fun)\W*", then, _I):
        return None  # "Big.", "Trouble.", "Fast.": no thing named ("Portuguese.", "Piano." name one)
    if doing and not _NO_ANSWER.search(then) and not REACTION_ONLY.match(then) and _WHAT_IM_AT.match(then) and not _NOT_WHAT_IM_AT.search(then):
        verb = regex.sub(r"\s+up\s+", " ", regex.sub(r"\s+", " ", doing.group("doing").lower()))
        return f"What are you {verb}?"
    return None


def _answered_in_own_message(message: str, turn: int, at: object) -> list[Candidate]:
    """A sentence read as the answer to the question the user's sentence before it sets up (`_own_question`:
    the role after news of a job, a favourite the user asks themself), by the usual capture (jobs/answers.py
    reads the answer), its evidence the two sentences."""
    spans = sentences(_mask_block(message))
    for first, then in zip(spans, spans[1:]):
        question = _own_question(first.text, then.text)
        said = restate(question, then.text.strip()) if question else None
        if said is None or never_stored(said) is not None:
            continue
        found = _message_candidates(said, turn, requested=False, at=at)[:1]
        return [dataclasses.replace(c, evidence=message[first.start:then.end].strip()) for c in found]
    return []


# What takes the role back in the sentence after it: "Well, was, until they rescinded it.", "Jk."
_ROLE_UNDONE = regex.compile(
    r"\b(?:rescind\w*|withdr\w*|fell\s+through|turned\s+(?:it\s+)?down|not\s+anymore|no\s+longer|was(?=\s*,)|until|jk|kidding|joking|not\s+really|lol\s+no|haha\s+no|psych)\b", _I
)
# Words of a role that lead what follows rather than name an occupation ("Head of geography").
_HEAD_WORDS = frozenset({"head", "chief", "director", "lead", "principal", "dean", "founder", "co-founder", "owner", "partner", "president", "vp"})
# What makes a role-shaped sentence say something else: a verb of its own, a now, a celebration.
_NOT_THE_ROLE = regex.compile(
    r"(?<=\S\s+)\b(?:was|were|is|are|has|had|said|says|now|today|tonight|brb|phone|call|celebrat\w*)\b|\b(?!(?:called|named|based)\b)\w{3,}ed\s+(?:me|us|him|her|them|it)\b", _I
)


def _job_news(message: str) -> str | None:
    """The user's own news of a job that ends `message` ("…I got the job!!", "I got it!!! The Bengaluru
    job!"), as one text; else None."""
    spans = sentences(_mask_block(message))
    if len(spans) > 1 and REACTION_ONLY.match(spans[-1].text):
        spans = spans[:-1]  # "I got the job. So happy!", "I got the job!! 😭"
    if any(regex.search(r"\b(?:dream\w*|imagine\w*|pretend\w*|game|novel|story)\b", s.text, _I) for s in spans):
        return None  # "Last night I had a dream. I got the job!"
    last = spans[-1].text if spans else ""
    two = f"{spans[-2].text} {last}" if len(spans) > 1 else ""
    return next((news for news in (last, two) if news and _is_job_news(news)), None)


def _job_after_news(other: str, message: str, before: str, turn: int, at: object) -> list[Candidate]:
    """The role told first in the message after the user's own news of a job ("I got the job!" /
    "Congratulations! Tell me everything!" / "Automation engineer at a healthtech company called
    MediLoop."), read as the answer to "What's your job?" like the role after the news in one message."""
    news = _job_news(before) if before else None
    question = last_question(_mask_block(other)) if other else ""
    if news is None or (question and not _ASKS_OF_THE_JOB.search(question)):
        return []  # "Congrats! When do you start?" / "March!": not the role
    spans = sentences(_mask_block(message))
    if len(spans) > 1 and REACTION_ONLY.match(spans[0].text):
        spans = spans[1:]  # "Thanks!! Senior designer at Figma."
    first = spans[0] if spans else None
    if first is None or _NOT_MY_JOB_NEWS.search(first.text) or regex.search(r"\b(?:lmao|jk|joking)\b", first.text, _I):
        return []
    if len(spans) > 1 and _ROLE_UNDONE.search(spans[1].text):
        return []  # "Automation engineer at MediLoop. Well, was, until they rescinded it."
    said = restate("What's your job?", first.text.strip())
    role = regex.match(r"I['’]m\s+(?:an?\s+)?(?P<role>.+?)(?=\s+(?:at|in|on|with|for)\s|,|$)", said or "")
    if said is None or never_stored(said) is not None or _NOT_THE_ROLE.search(first.text) or role is None or not any(names_occupation(w) or w.lower() in _HEAD_WORDS for w in role.group("role").split()):
        return []  # "Hiring manager at Stripe was lovely", "Plumber on the phone now, brb", "Converted water tower in Devon"
    found = _message_candidates(said, turn, requested=False, at=at)[:1]
    return [dataclasses.replace(c, evidence=first.text.strip()) for c in found]


def _answered(other: str, message: str, turn: int, at: object) -> list[Candidate]:
    """The fact a short answer gives with the other party's question ("How long have you been
    married?" / "5 years already!"), its evidence the user's own answer (jobs/answers.py)."""
    asked = questions_asked(_mask_block(other)) if other else []
    masked = _mask_block(message)
    spans = sentences(masked) if asked else []
    first = clauses(masked, spans[0])[:1] if spans else []  # "5 years, can you believe it?": the answer is the first clause
    reason = never_stored(first[0].text) if first else None
    if not first or reason not in (None, "ephemeral", "third_party"):
        return []
    after = masked[first[0].end:spans[1].end if len(spans) > 1 else spans[0].end]  # the answer's first two sentences
    said = next((s for s in (restate(question, first[0].text, after) for question in asked) if s is not None), None)
    if said is None or never_stored(said) is not None or reason == "third_party" and not (said.startswith(("I live with ", "I got into ")) or regex.match(r"I have an? \w+ named |J'ai une? \w+ nommée? ", said)):
        return []  # someone named is the answer only to whom they live with ("My partner and our dog"), to their pet's name ("Her name is Noodle") or to who got them into a pastime ("My grandpa took me")
    found = (_message_candidates(said, turn, requested=False, at=at) or _found_notes(met_partner(said), said, turn))[:1]  # "I met my husband at …": a whole note
    answer = core(message, first[0]).text
    return [dataclasses.replace(c, evidence=answer) for c in found]


# "What did you name her?" / "Honey": the name of the animal or the baby the user told of just
# before ("We got a puppy!"), read as "My puppy's name is Honey" by the usual capture.
_ASKED_NAME = regex.compile(
    r"^(?:(?:so|and|oh|aww+|omg|congrats!*|congratulations!*)[\s,!]+)*(?:what(?:['’]s|\s+is)\s+(?:his|her|its|the\s+(?:[\w-]+\s+)?(?P<said>[\w-]+)['’]s)\s+name"
    r"|what\s+did\s+you\s+(?:name|call)\s+(?:him|her|it|the\s+(?:[\w-]+\s+)?(?P<said2>[\w-]+))|(?:does|did)\s+(?:he|she|it)\s+have\s+a\s+name(?:\s+yet)?)\s*\?+\s*$",
    _I,
)
_OWN_NEW = regex.compile(
    rf"\b(?:(?:we|i)\s+(?:just\s+|finally\s+)?(?:got|adopted|rescued|brought\s+home|welcomed|had)\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){{0,2}}?|(?:my|our)\s+new\s+)(?P<what>{ANIMAL_WORDS}|baby(?:\s+(?:girl|boy))?|son|daughter)\b",
    _I,
)


# What was got for someone else, given away or lost: no pet of theirs now.
_NOT_KEPT = regex.compile(r"\b(?:for\s+(?:my|his|her|their|our|a|the)\s+\w+|gave\s+(?:him|her|it|them)\s+away|gave\s+away|rehomed|returned|as\s+a\s+(?:gift|present)|died|passed)\b", _I)
# Anything else got after the animal in the same message.
_GOT_THING = regex.compile(r"\b(?:got|bought|adopted|rescued|brought\s+home|ordered|won)\s+(?:a|an|our|my|the)\s+", _I)
# Answers that name nothing: a dodge, a word for the animal itself.
_NO_NAME = regex.compile(
    r"^(?:dunno|idk|whatever|sorry|wait|nope|nah|help|later|guess|soon|tbd|undecided|unknown|nothing|none|dog|puppy|pup|cat|kitten|kitty|baby|bird|fish|rabbit|bunny|hamster|horse|no|yes|yeah|yep|maybe|probably|haha|lol|omg|aww)$",
    _I,
)


def _previous_user_message(messages: Sequence[dict], turn: int) -> str:
    """The user's message before `turn`, when only the other party's reply stands between them."""
    if turn < 2 or message_role(messages[turn - 1]) == "user" or message_role(messages[turn - 2]) != "user":
        return ""
    return message_text(messages[turn - 2])


def _name_given(other: str, message: str, before: str, turn: int) -> list[Candidate]:
    """The name a short answer gives to what the user got just before ("We got a puppy!" / "What
    did you name her?" / "Honey")."""
    question = last_question(_mask_block(other)) if other else ""
    asked = _ASKED_NAME.match(question) if question else None
    found = [m for m in _OWN_NEW.finditer(before) if never_stored(_sentence_at(before, m.start())) in (None, "ephemeral")] if asked and before else []
    if not found or _NOT_KEPT.search(_sentence_at(before, found[-1].start())) or "?" in message:
        return []  # "We got a puppy for my nephew", "… but gave her away"; "Sam. Oh you mean the puppy? Rex."
    got = list(_GOT_THING.finditer(before))
    if got and got[-1].end() > found[-1].start("what"):
        return []  # "We adopted a kitten and my neighbour bought a Tesla": "it" may be the Tesla
    what = regex.sub(r"\s+", " ", found[-1].group("what").lower())
    what = {"baby girl": "daughter", "baby boy": "son"}.get(what, what)
    named = (asked.group("said") or asked.group("said2") or "").lower()
    if named and named not in (what, "baby", "puppy", "kitten", "dog", "cat", "pup", "girl", "boy") and not what.endswith(named):
        return []  # "What's the car's name?": not what they got
    first = next(iter(sentences(_mask_block(message))), None)
    if first is None:
        return []
    name = regex.match(r"\W*(?-i:(?P<name>\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?))(?=\s*(?:$|[,.!…]|\s+(?:[\p{So}\p{Sk}]|lol|haha|after|because|cause)\b|\s+[\p{So}]))", first.text)
    if name is None or _NOT_A_NAME.match(name.group("name")) or _NO_NAME.match(name.group("name")) or never_stored(first.text) is not None:
        return []
    said = f"My {what}'s name is {name.group('name')}"
    found_notes = (_named_animal(said, turn) + _named_own(said, turn))[:1]
    return [dataclasses.replace(c, evidence=name.group("name")) for c in found_notes]


# "How's Tui?" / "Our border collie is incorrigible…": the other party names one of the user's
# animals, the user's answer says what it is. Only one "How's <Name>?" and no other "your" in the
# other's turn, and only an answer whose first sentence opens on "my/our <animal word>" and goes on
# about it (people, places and products asked about by name are too easily someone else's).
_ASKED_BY_NAME = regex.compile(
    r"^(?:(?:so|and|oh|btw|anyway|also)\W+)*how(?:['’]s|\s+is|\s+are\s+things\s+with)\s+(?:little\s+|old\s+|baby\s+)?"
    r"(?-i:(?P<name>\p{Lu}\p{Ll}{1,20}))(?![\w'’-]|\s+(?-i:\p{Lu})|\s+and\b)(?:\s+(?:doing|getting\s+on|these\s+days|by\s+the\s+way|lately|now))*\s*\??",
    _I,
)
_AS_ONE_OF_THEIRS = regex.compile(
    rf"^(?:my|our)\s+(?:(?!(?:friend|neighbou?r|boss|colleague|coworker|cousin)['’]?s?\b)[\w-]+\s+){{0,2}}?"
    rf"(?P<kind>{ANIMAL_WORDS})\s+(?:is|has|just|still|keeps|loves|seems|does)\b",
    _I,
)


# "What kind of company is it again?" / "We build the software that tracks trucks and warehouses": the
# "we" of an answer about the user's own workplace or venture is that place ("Their company builds …").
_ASKED_ABOUT_PLACE = regex.compile(
    r"\b(?:what\s+(?:does|do)\s+(?:your|the)\s+(?P<place>company|business|startup|start-up|firm|agency|shop|store|restaurant|café|cafe|bakery|studio|band|team|lab|charity|farm|brewery|practice|clinic)"
    r"(?:\s+\w+)?\s+(?:do|make|sell|build|offer|play|work\s+on)"
    r"|what\s+(?:kind|sort|type)\s+of\s+(?P<place2>company|business|startup|firm|agency|shop|store|restaurant|café|cafe|bakery|studio|band|lab|charity|farm|brewery)\s+(?:is\s+it|is\s+that|do\s+you\s+work\s+(?:at|for)|are\s+you\s+at)"
    r"|what\s+do\s+you\s+guys\s+(?:do|make|sell|build))\b[^?]*\?\s*$",
    _I,
)
_WE_DO = regex.compile(
    r"^\W*(?:(?:oh|well|so|yeah|basically|honestly|haha)[,!.]?\s+)*we\s+(?:(?:mostly|mainly|basically|just|actually|currently|now)\s+)?"
    r"(?P<verb>make|build|sell|do|run|design|develop|grow|brew|bake|import|export|fix|repair|teach|train|help|provide|offer|produce|ship|write|host|organi[sz]e|play|rescue"
    r"|deliver|install|cater|roast|manufacture|print|publish|record|restore|breed|raise|farm|create)\b(?P<rest>[^.!?;]{3,120})",
    _I,
)


# Someone else's place in the other party's words: "your dad's company", "her startup".
_SOMEONE_ELSES_PLACE = regex.compile(
    r"\b(?:his|her|your\s+\w+['’]s|(?!(?:what|that|it|who|how|where|there|here|he|she|let|one)['’]s)\w+['’]s)\s+(?:company|business|startup|start-up|firm|agency|shop|store|restaurant|café|cafe|bakery|studio|lab|charity|farm|brewery|practice|clinic)\b", _I
)
# What a "we" does at home or for fun: no company's doing ("on our balcony", "my son and I", "as a hobby"; never
# "for our clients").
_AT_HOME_DOING = regex.compile(
    r"\b(?:(?:our|my)\s+(?:own|balcony|garden|kitchen|house|home|flat|apartment|kids|children|family|son|daughter|wife|husband|partner|friends|mates|neighbou?rs?"
    r"|dad|mum|mom|father|mother|brother|sister|parents|grandma|grandpa|nan|puppy|dog|cat|pets?|church|school|street|village|spare\s+time)|me\s+and|and\s+i|at\s+home|together|for\s+fun|as\s+a\s+hobby|on\s+the\s+side|in\s+the\s+kitchen|with\s+the\s+kids"
    r"|the\s+whole\s+family|pta|on\s+(?:the\s+)?(?:weekends?|fridays?|saturdays?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?)"
    r"|every\s+(?:week|day|night|weekend|evening|year|friday|saturday|sunday|summer)|though|too\s+much|sometimes|lol|haha\w*|ex|former|apparently|supposedly)\b",
    _I,
)
# A kind of business said alone, before what it does: "Logistics.", "A fintech one.", "Software, mostly."
_KIND_ALONE = regex.compile(
    r"(?![^.!?]*\b(?:no|not|idea|question|say|sure|know|dunno|idk)\b)\W*(?:(?:a|an|it['’]s|its|mostly|basically)\s+)?(?!(?:no|not|nope|never|none|used|yes|yeah|yep|well|hmm|ugh|dunno|idk|my|his|her|their|our|your|i|we|you|they|he|she|it|quit|left|hypothetically|chaos)\b)[\w&-]+(?:\s+(?!(?:not|anymore|before|used)\b)[\w&-]+){0,2}"
    r"(?:\s+(?:one|company|firm|startup|business|place))?(?:\s*,\s*(?:mostly|basically|really))?\W*",
    _I,
)


def _place_we(other: str, message: str, turn: int) -> list[Candidate]:
    """"Their company builds the software that tracks trucks" from a question about the user's
    workplace or venture (`_ASKED_ABOUT_PLACE`) answered with "We build …" (`_WE_DO`), or []."""
    asked = _ASKED_ABOUT_PLACE.search(last_question(_mask_block(other)) or "") if other else None
    spans = sentences(_mask_block(message))
    first = spans[0] if spans else None
    if other and _SOMEONE_ELSES_PLACE.search(other):
        return []  # "Your dad's company sounds interesting. What does the company do?": not the user's
    if asked and (asked.group("place") or asked.group("place2")) and len(spans) > 1 and not _WE_DO.match(first.text) and (
        _KIND_ALONE.fullmatch(first.text) and "?" not in first.text or REACTION_ONLY.match(first.text)
    ):
        first = spans[1]  # "Logistics. We build the software that tracks trucks": the kind, then what they do
    said = _WE_DO.match(first.text) if asked and first else None
    if said is None or never_stored(first.text) is not None or _TAKEN_BACK_AFTER.search(first.text):
        return []
    place = (asked.group("place") or asked.group("place2") or "company").lower()
    if place in ("do", "make", "sell", "build"):
        place = "company"
    rest = said.group("rest").split(",")[0].rstrip()  # "We do payroll, boring stuff": what they do, not how it feels
    if _AT_HOME_DOING.search(said.group("rest")) or first is not spans[0] and regex.search(r"\b(?:ex|former|old|previous|lol)\b", spans[0].text, _I):
        return []  # "We grow tomatoes on our balcony", "We play football on Fridays": the household's or friends', not the company's
    if regex.match(r"\s*(?:it|that|this|these|those|them|him|her|stuff|things)\b", rest, _I) or regex.search(r"\b(?:you|your|he|she|they)\b", rest, _I):
        return []  # "We make it work", "We sell them online": what is made is not said
    doing = third_person(f"I {said.group('verb')}{rest}", "en")
    if doing is None:
        return []
    note = f"Their {place} {doing[:1].lower()}{doing[1:]}"
    if len(note) > NOTE_MAX_CHARS or not stands_alone(note):
        return []
    return [Candidate(note, "background", "medium", "pattern", first.text.strip(), turn)]


def _named_by_other(other: str, message: str, turn: int) -> list[Candidate]:
    """"Has a border collie named Tui" from "How's Tui?" / "Our border collie is incorrigible"."""
    questions = [q.text.strip() for q in sentences(_mask_block(other)) if q.text.rstrip().endswith("?")] if other else []
    named = [m for q in questions if (m := _ASKED_BY_NAME.match(q))]
    asked = named[0] if len(named) == 1 and not any(regex.search(r"\byour\b", q, _I) for q in questions) else None  # "How's Tui? And your sister?": whose answer
    first = next(iter(sentences(_mask_block(message))), None)
    if asked is None or first is None or _NOT_A_NAME.match(asked.group("name")) or never_stored(first.text) not in (None, "third_party"):
        return []
    said = first.text[filler_end(first.text):].strip()
    theirs = _AS_ONE_OF_THEIRS.match(said)
    rest = said[theirs.end():] if theirs else ""
    if theirs is None or regex.search(r"(?-i:\b\p{Lu}\p{Ll}+)", rest) or regex.search(rf"\b(?:{PERSON_WORDS})s?\b", rest, _I):
        return []  # "My dog ate Tom's shoes", "My sister's friend…": someone else named in it
    if regex.search(r"\b(?:it|its|him|her|them|there|here)\b", rest, _I) or _NOT_NAMED_NOW.search(message) or regex.search(r"\b(?:ex|rehomed|stolen|gone|loan|foster\w*|sitting)\b", message, _I):
        return []  # "How's Berlin?" / "My dog loves it there", "My dog was put down": no name of a living animal of theirs
    kind = regex.sub(r"\s+", " ", theirs.group("kind").lower())
    found = (_named_animal(f"My {kind}'s name is {asked.group('name')}", turn) + _named_own(f"My {kind}'s name is {asked.group('name')}", turn))[:1]
    return [dataclasses.replace(c, evidence=said[:theirs.end("kind")]) for c in found]


# A user message that opens by taking back the one before it: a correction ("wait sorry, one cat",
# "sorry, I meant I was at Shopify", "nah forget it, I'm not quitting", "Ah non pardon, je
# déménage…") or the end of a joke ("lol no. anyway, mondays are weird for me"). What it takes
# back is what it speaks of again: the facts of the message before that share a word with it.
_TAKES_BACK_THE_LAST = regex.compile(
    r"^\W*(?:(?:oh|ah|um+|uh+|hmm+|oops|whoops|ok(?:ay)?|lol|haha\w*)\W+)*"
    r"(?:wait\W+(?:sorry|no|actually)|sorry\W+(?:i\s+meant(?!\s+to\b)|i\s+mean(?!\s+to\b)|my\s+bad|no\b|wait)|i\s+meant(?!\s+to\b)|no\s+wait|wait\s+no(?!\s+way)"
    r"|actually\s+no(?!\s+(?:worries|problem|prob|need|rush|big\s+deal)\b)|nah\W+(?:forget|scratch|ignore)|scratch\s+that|correction\W|my\s+bad\b"
    r"|(?:just\s+kidding|jk|j/k|kidding)(?:\W*$|\W+(?=(?:i|i['’]\w+|my)\b))"
    r"|forget\s+(?:that|what\s+i\s+(?:just\s+)?said)|ignore\s+what\s+i\s+(?:just\s+)?said"
    r"|(?:seriously\s+though|but\s+seriously|(?:jokes?|joking|kidding)\s+aside|on\s+a\s+serious\s+note|blague\s+[àa]\s+part|plus\s+s[ée]rieusement)\W+(?=(?:i|i['’]\w+|my|je|j['’]|mon|ma|mes)\b)"
    r"|(?:lol|haha)\s+no\b(?!\s+(?:worries|problem|prob|need|way)\b)"
    r"|(?:ah\s+)?non\s+pardon|pardon\W+(?:je\s+voulais\s+dire|non|en\s+fait|(?=[^.!?]{0,40}\ben\s+fait\b))|en\s+fait\s+non\W+(?!je\s+voulais)|je\s+(?:rigole|plaisante)(?!\s+pas))",
    _I,
)


_JOKE_END = regex.compile(
    r"^\W*(?:(?:oh|ah|ok(?:ay)?|lol|haha\w*)\W+)*(?:seriously\s+though|but\s+seriously|(?:jokes?|joking|kidding)\s+aside|on\s+a\s+serious\s+note|blague\s+[àa]\s+part"
    r"|plus\s+s[ée]rieusement|just\s+kidding|jk|j/k|kidding|je\s+(?:rigole|plaisante)|(?:lol|haha)\s+no)\b",
    _I,
)


def taken_back_turns(messages: Sequence[dict]) -> dict[int, frozenset[str] | None]:
    """The user messages the user's next message takes back (`_TAKES_BACK_THE_LAST`), each with
    the words that next message says: only what shares one of them is taken back. With nothing
    more than the marker and a short value ("jk", "lol no", "Actually no, Munich.", "my bad it's
    26"), the whole message before is (None)."""
    users = [i for i, m in enumerate(messages) if message_role(m) == "user"]
    out: dict[int, frozenset[str] | None] = {}
    for t, u in zip(users, users[1:]):
        m = _TAKES_BACK_THE_LAST.match(message_text(messages[u]))
        if m is None:
            continue
        rest = message_text(messages[u])[m.end():]
        words = content_words(rest)  # what it says instead, never its marker ("wait", "sorry")
        short = len(regex.findall(r"[\w'’-]+", rest)) <= 3 and not regex.search(r"\b(?:i|i['’]\w+|my|je|j['’]|mon|ma|mes)\b", rest, _I)
        named_before = bool(_stems(words) & _stems(content_words(message_text(messages[t]))))
        # a short value that names nothing said before ("Actually no, Munich.") takes the whole message back,
        # and so does the end of a joke followed by what is true instead ("jk I'm a nurse", "seriously though, I can't cook")
        instead = not named_before and _JOKE_END.match(message_text(messages[u])) is not None and bool(_in_own_words(rest, u, (), None, ""))
        out[t] = None if (short and not named_before) or instead else words
    return out


def is_taken_back(retracted: dict[int, frozenset[str] | None], turn: int, said: str) -> bool:
    """Whether `said`, of user message `turn`, is what a later message took back."""
    if turn not in retracted:
        return False
    words = retracted[turn]
    return words is None or bool(_stems(content_words(said)) & _stems(words))


def _stems(words: frozenset[str]) -> set[str]:
    """Words cut to their first four letters, so "quitting" meets "quit" and "cooking" "cook"."""
    return {w[:4] for w in words if len(w) >= 3 and not w.isdigit()}


# "How's the book coming along?", "Okay and the book?", "And your garden?": the one thing the other
# party asks about, what an object "it" in the answer's first sentence stands for.
_TOPIC_QUESTION = regex.compile(
    r"^\W*(?:(?:so|and|okay|ok|oh|hey|well|anyway)[\s,]+)*(?:how(?:['’]s|\s+is)\s+|what\s+about\s+|and\s+)?(?P<topic>(?:the|your)\s+(?:[\w-]+\s+){0,2}?[\w-]+)"
    r"(?:\s+(?:coming\s+along|going|doing|getting\s+on|looking|shaping\s+up))?(?:\s+(?:now|these\s+days|so\s+far|then))?\s*\?+\s*$",
    _I,
)


def _topic_asked(other: str) -> str:
    """"It is about the book" when the other party's last sentence only asks about the book, else ""."""
    spans = sentences(other)
    m = _TOPIC_QUESTION.match(spans[-1].text) if spans else None
    if m is None or regex.search(r"\b(?:day|week|weekend|morning|night|evening|trip|holiday|vacation|weather|game|match|party|date|call|meeting)$", m.group("topic"), _I):
        return ""  # "How's your day going?": a moment, not a thing the answer keeps
    return "It is about " + regex.sub(r"^your\b", "my", m.group("topic"), flags=_I)  # never the subject: the thing is what "it" stands for


_OPENS_ON_HE_OR_SHE = regex.compile(r"(?:^|[.!?…]\s+)\W*(?:(?:and|oh|well|yeah|yes|no|sadly|unfortunately|honestly)\W+)*(?P<pronoun>he|she)\b(?!['’]ll|\s+will)", regex.IGNORECASE)


def _last_user_sentence(messages: Sequence[dict], turn: int) -> str:
    """The last sentence of the user's message before `turn`, when only an assistant reply stands
    between them ("I'm working on a Nostr client." / "Cool." / "My goal is to ship it on iOS")."""
    before = _previous_user_message(messages, turn)
    spans = sentences(_mask_block(before)) if before else []
    if not spans or never_stored(spans[-1].text) is not None:
        return ""  # "If I ever buy a boat…", "My brother has a new guitar": not the user's own thing
    return spans[-1].text


def _overlap(text: str, a: str, b: str) -> bool:
    """Whether the first places of `a` and `b` in `text` share a character."""
    i, j = text.find(a), text.find(b)
    return i >= 0 and j >= 0 and i < j + len(b) and j < i + len(a)


# What a thing cost, said in passing ("an old boat I bought off a neighbor for a hundred bucks"): never
# kept (the guard refuses an amount), so the fact is kept without it.
_NUMBER_WORDS = r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a\s+few|a\s+couple(?:\s+of)?|\d[\d,.]*k?)"
_PRICE = regex.compile(
    r",?\s+for\s+(?:(?:about|around|only|just|like|nearly|almost|over|under|less\s+than|more\s+than)\s+)?"
    r"(?:[$€£]\s?\d[\d,.]*(?:k|\s+(?:hundred|thousand|grand|million))?\b"
    rf"|{_NUMBER_WORDS}(?:\s+(?:hundred|thousand|million|k))?\s*(?:bucks|dollars|euros|quid|pounds|grand|usd|eur|€|\$)(?!\w))(?:\s+(?:in\s+)?cash\b)?",
    _I,
)


# Said after a fact in its own sentence, what takes it back, makes it unreal or gives it to someone
# else: "…, just kidding, they're Sam and Ben", "…, said my landlord never", "…, but I quit in October",
# "…, my parents I mean", "…, that's my husband", "…, at least that's what we've agreed".
_NOT_SO_AFTER = regex.compile(
    r"[^.!?]*?(?:\b(?:just\s+kidding|jk|j/k|i['’]m\s+(?:just\s+)?(?:kidding|joking)|said\s+no\s*(?:one|body)|said\s+(?:\w+\s+){0,3}never"
    r"|should\s+(?:have|['’]ve)\s+(?:called|named)|or\s+so\s+(?:\w+\s+){0,3}says?|at\s+least\s+that['’]s\s+what|got\s+out\s+in)\b"
    r"|,\s*(?:\w+\s+){0,2}(?:imaginary|pretend|make-believe|hypothetically)\b|,\s*(?:in\s+my\s+dreams|i\s+wish)\s*[.!]*\s*$"
    # "…, but I quit in October", "…, and I quit last month": the user stopped it (an object after "quit" is something else)
    r"|\b(?:but|and)\s+(?:then\s+)?i(?:['’]ve|\s+have)?\s+(?:(?:then|eventually|finally|just|recently|already)\s+)?(?:quit|stopped|gave\s+(?:it\s+)?up|retired|resigned|stepped\s+down|handed\s+it\s+over)"
    r"(?=\s*(?:$|[.!,;]|\s+(?:in|last|this|a|two|three|after|when|years?|months?|ages)\b))"
    # a stand-in: "… while Sam is injured", "… while my boss is on leave"
    r"|\bwhile\s+(?:(?-i:\p{Lu})\p{Ll}+|(?:my|our|the)\s+\w+)\s+(?:is|['’]s)\s+(?:injured|away|off|sick|ill|on\s+leave|out|recovering)\b"
    rf"|,\s*(?:my|his|her|our)\s+(?:[\w-]+\s+)?(?:{PERSON_WORDS}|parents|kids)s?\s*,?\s+(?:is\s+|was\s+|does\s+|did\s+)?(?:i\s+mean|that\s+is)\b)",
    _I,
)
# Said after a fact with no "I" in it ("Twenty years as a firefighter", "We're in a tiny flat"), who it is
# about: "…, my mum did", "…, that's my husband".
_SOMEONE_ELSES_AFTER = regex.compile(
    rf"[^.!?]*?(?:,\s*(?:my|his|her|our)\s+(?:[\w-]+\s+)?(?:{PERSON_WORDS}|parents)s?(?:\s+and\s+(?:his|her|their)\s+\w+)?\s*,?\s+(?:did|does|has|had|was)\b(?!\s+(?:too|as\s+well|also)\b)"
    rf"|,?\s*that['’]s\s+(?:my|his|her|our)\s+(?:[\w-]+\s+)?(?:{PERSON_WORDS}|parents)s?\s*[.!]*\s*$)",
    _I,
)
# Said before a fact with no "I" in it, whose it is ("My dad: thirty years as a firefighter", "My brother? …").
_SOMEONES_BEFORE = regex.compile(
    rf"(?:^|[.!?]\s*)\W*(?:(?:and|oh|as\s+for)\W+)*(?:my|our|his|her)\s+(?:[\w-]+\s+)?(?!(?:kids|children|sons|daughters|twins|boys|girls)\b)(?:{PERSON_WORDS}|parents)s?\s*[:?–—-]+\s*$",
    _I,
)
_FIRST_PERSON_IN = regex.compile(r"\b(?:i|i['’]\w+|me|my|mine|we|we['’]\w+|our|us)\b", _I)


# A home note, and what the other party asks when the place is a stay, a trip or a workplace.
_HOME_NOTE = regex.compile(r"^(?:lives\s+in\s+an?\s|rents\s|shares\s+an?\s|owns\s+an?\s|has\s+been\s+(?:renting|living)\s)", _I)
_ASKED_OF_A_STAY = regex.compile(
    r"\b(?:staying|stay|holidays?|vacation|trip|travel\w*|hotel|airbnb|hostel|office|offices|rehears\w*|practi[cs]e|conference|visiting|visit|festival|honeymoon"
    r"|retreat|camp\w*|tour|gig|studio|band|company|startup|work(?:place|space)?|business|shop|team)\b",
    _I,
)


_IF_IDIOM = regex.compile(
    r",?\s*\bif\s+(?:you\s+ask\s+me|i['’]?m\s+(?:being\s+)?honest|i\s+(?:do\s+say\s+so|say\s+so|may\s+say\s+so)(?:\s+myself)?|anything)\b(?=\s*(?:[,.!?…]|$))",
    _I,
)


def _without_if_tail(message: str) -> str:
    """`message` with the conditional tail after a step the user has taken blanked out, same length
    ("I've applied for the midwifery degree at Salford, starting in September if they take me!" reads
    as "I've applied for the midwifery degree at Salford")."""
    message = _IF_IDIOM.sub(lambda m: " " * len(m.group()), message)  # "…, if you ask me": how it is said, not a condition
    for span in sentences(message):
        done = DONE_THEN_IF.match(span.text)
        if done:
            end = span.start + len(span.text.rstrip(" .!"))
            cut = span.start + done.end("done")
            message = message[:cut] + " " * (end - cut) + message[end:]
    return message


def _not_so_around(message: str, evidence: str) -> bool:
    """Whether the words of `evidence`'s sentence from where it starts, or the words right before it, take it
    back or give it to someone else."""
    at = message.find(evidence) if evidence else -1
    if at < 0:
        return False
    if _NOT_SO_AFTER.match(message, at):
        return True
    if _FIRST_PERSON_IN.search(evidence.split(",")[0]):
        return False  # "I'm a nurse, my mum was too": the user's own fact, whatever else is said of others
    return bool(_SOMEONE_ELSES_AFTER.match(message, at) or _SOMEONES_BEFORE.search(message[max(0, at - 60):at]))


def rule_candidates(messages: Sequence[dict], *, first_new_turn: int = 0) -> list[Candidate]:
    """Every code-only candidate of a conversation: user messages with index >= first_new_turn.

    Requested notes (category "requested", confidence "high", source "requested", text verbatim)
    take priority over patterns for their sentence; patterns give at most two facts per message.
    Assistant and system messages never produce anything; neither does a roleplay in progress.
    """
    games = roleplay_ranges(messages)
    out: list[Candidate] = []
    seen: set[tuple[str, str]] = set()
    retracted = taken_back_turns(messages)
    kin: dict[str, set[str]] = {}  # who the user named as family so far (read once per message)
    addressed = addressed_names(messages)
    for turn, message in enumerate(messages):
        if message_role(message) == "user":
            for name, noun in kin_names_in(message_text(message)):
                kin.setdefault(name, set()).add(noun)
        if turn < first_new_turn or message_role(message) != "user":
            continue
        text = _without_if_tail(_gaps_as_breaks(without_punchlines(message_text(message))))  # same length: evidence stays the user's words
        correcting = _TAKES_BACK_THE_LAST.match(text)
        if correcting:  # "Sorry I meant I work at Google as a PM": what it says instead, without its opening
            text = text[correcting.end():].lstrip(" ,.:;!-–—")
        at = message.get("at") if isinstance(message, dict) else getattr(message, "at", None)
        other = message_text(messages[turn - 1]) if turn > 0 and message_role(messages[turn - 1]) != "user" else ""
        lost = [] if games.get(turn) else _family_loss(text, turn, at) + _proposal(text, turn, at) + _since_event(text, turn) + the_move(text, turn) + asked_to(text, turn) + bucket_list(text, turn) + owned_when_asking(text, turn) + _begun(text, turn, at) + _answer_style(text, turn) + _told_as_a_time(text, turn, at) + _found_notes(keepsakes(text) + met_partner(text) + wedding_dates(text) + new_roles(text) + roles_now(text) + home_in_passing(text) + home_here(text), text, turn)
        named = [] if games.get(turn) else _named_own(text, turn) + _group_ages(text, turn, known_kin(kin) | {n: "other" for n, nouns in kin.items() if "other" in nouns}, group_said(text, last_question(_mask_block(other)) if other else "", _previous_user_message(messages, turn))) + _named_again(text, turn, known_kin(kin)) + _named_animal(text, turn) + _favourite_apposed(text, turn) + _tastes(text, turn)
        # Who died is told by the loss ("Lost their brother Frank"), not as someone they have.
        named = ([c for c in named if not any(c.text.rsplit(" ", 1)[-1] in loss.text.split() for loss in lost)] + lost)[:MAX_MESSAGE_FACTS]
        carried = _topic_asked(_mask_block(other)) if other else ""
        carried = carried or _last_user_sentence(messages, turn)
        # "She taught me to cook", the grandmother named a turn or two before: who "she" is (jobs/focus.py)
        focus = (kin_in_focus(messages, turn) or "") if _OPENS_ON_HE_OR_SHE.search(text) else ""
        if focus and not games.get(turn):
            named = (named + _focus_told(text, turn, focus, at))[:MAX_MESSAGE_FACTS]
        in_a_game = bool(games.get(turn) or _MADE_UP.search(other))
        asked_answers = [] if in_a_game else (
            _answered(other, text, turn, at) or _name_given(other, text, _previous_user_message(messages, turn), turn) or _named_by_other(other, text, turn)
            or _job_after_news(other, text, _previous_user_message(messages, turn), turn, at)
        )
        places = [] if in_a_game or asked_answers else _place_we(other, text, turn)  # "We build …" about the company asked of
        answered = [] if in_a_game else asked_answers + places + _answered_in_own_message(text, turn, at)
        said = _in_own_words(text, turn, games.get(turn, ()), at, carried, focus)
        # "I'm working on a new project. A podcast about local history.": the project, not "Is working on a new project"
        said = [c for c in said if not (_DOING_SOMETHING.match(c.evidence) and any(c.evidence in a.evidence for a in answered))]
        if places:  # "We do payroll" about the company asked of: the company's, never "Does payroll, with others"
            said = [c for c in said if not any(_overlap(text, c.evidence, p.evidence) for p in places)]
        styles = [c for c in lost if c.category == "preference" and c.text.startswith(("Prefers", "Préfère"))]
        # "I like my answers short": the style, once; "I'm new to Bitcoin, so please explain things like I'm a beginner": both
        said = [c for c in said if not any(_overlap(text, c.evidence, st.evidence) and text.find(c.evidence) >= text.find(st.evidence) for st in styles)]
        losses = [c.text for c in said + lost if _LOSS_WORD.search(c.text)]
        named = [c for c in named if c in lost or not any(c.text.rsplit(" ", 1)[-1] in loss.split() for loss in losses)]
        said_before = sentences(_mask_block(other)) if other else []
        asked = last_question(_mask_block(other)) or (said_before[-1].text if said_before else "")  # the question, or "Tell me about your dad."
        if other and (_ASKED_ABOUT_THEIRS.search(asked) or _ABOUT_SOMEONE.search(asked)):
            # "What does your brother do?" / "Moved to Berlin in 2019, works in tech now": the answer is the brother's;
            # its first sentence after a reaction alone ("Thanks! Always loved old maps") is the answer too.
            first = next((s for s in sentences(_mask_block(text)) if not REACTION_ONLY.match(s.text)), None)
            said = [c for c in said if first is None or c.evidence not in first.text or _FIRST_PERSON.search(c.evidence)]
        jokes = taken_back(message_text(message)) + taken_back(text)  # "I love hiking. lol no": read with its laugh
        # "I'm engaged! Sam proposed on the beach": the engagement once, to whom
        to_whom = any(c.text.startswith("Got engaged to ") for c in said + named + answered)
        for candidate in said + named + answered:
            if to_whom and candidate.text in ("Is engaged", "Got engaged"):
                continue
            if _praises_theirs(candidate.evidence, other):
                continue  # "I love the tattoo!" after the other shows theirs: a compliment, not a taste
            if any(candidate.evidence in joke or joke in candidate.evidence for joke in jokes):
                continue  # "I love hiking. Not!": taken back by the next sentence
            if is_taken_back(retracted, turn, f"{candidate.evidence} {candidate.text}"):
                continue  # "I have two cats" / "wait sorry, one cat": taken back by the next message
            if _HOME_NOTE.match(candidate.text) and _ASKED_OF_A_STAY.search(other):
                continue  # "Where are you staying?" / "We're in a tiny flat in Leeds": a stay, not the home
            if candidate.source != "requested" and _not_so_around(text, candidate.evidence):
                continue  # "My kids are Jack and Jill, just kidding", "My brother? Twenty years as a firefighter"
            if candidate.source != "requested":
                candidate = dataclasses.replace(candidate, text=span_tail_said(without_vocative(shown_as_one(without_emoticons(_PRICE.sub("", candidate.text))), addressed)))
                candidate = dataclasses.replace(candidate, text=adopted_kind(candidate.text, text, candidate.evidence, other))  # "Adopted a greyhound from a racing rescue"
            if candidate.source != "requested" and (len(candidate.text) > NOTE_MAX_CHARS or not stands_alone(candidate.text)):
                continue  # "Still cooks with her old pan": whose, the note does not say
            key = (candidate.category, candidate.text.casefold())
            if key in seen:
                continue
            seen.add(key)
            out.append(candidate)
    # "Has a daughter named Ola", then "Has a daughter named Ola, who is eleven": the fuller one, once;
    # "…, who is six", then "…, who is seven": the later one.
    heads = [named_person(c.text) for c in out]
    last_detail = {head: i for i, (c, head) in enumerate(zip(out, heads, strict=True)) if head and c.text != head}
    out = [c for i, (c, head) in enumerate(zip(out, heads, strict=True)) if head is None or last_detail.get(head, i) == i]
    # "Has three dogs" and "Has three dogs named Pepper, Precious and Panda" from one message: the fuller one;
    # "Has two kids named Alfie and Tilly", then their ages: the note with the ages.
    texts = [c.text for c in out]
    return [c for c in out if not any(d.turn == c.turn and _said_more(d.text, c.text) for d in out) and not told_again_with_ages(c.text, texts)]


def _said_more(fuller: str, shorter: str) -> bool:
    """`fuller` says all of `shorter` and then more about it ("…, who is eleven", "… named Rex")."""
    head = shorter.casefold()
    return fuller.casefold().startswith((head + " ", head + ",")) and len(fuller) > len(shorter)


_NAMED_PERSON = regex.compile(r"(?:Has an?|A une?) [\w ]+ (?:named|nommée?) \p{Lu}\w*(?=, |$)")


def named_person(note: str) -> str | None:
    """"Has a daughter named Ola" for a note that names one of the user's people or animals (with
    or without who they are: ", who is eleven"), else None."""
    m = _NAMED_PERSON.match(note)
    return m.group() if m else None
