"""What users say about themselves in any shape, EN and FR: the broad capture that runs on a clause
no fixed pattern matched (jobs.capture).

A clause becomes a note when grammar says it is about the user's lasting life: a first-person
subject ("I", "my wife and I", "je", or none at all in chat style: "Lost my job as a banker") with a
verb of a lasting kind (having, loving, working, living, studying, building, planning, a life event),
or a sentence whose predicate is the user's ("contemporary is my top pick", "painting brings me joy").
It is refused when it speaks to or about the other party ("you"), reacts or agrees ("I totally
agree", "I'm so happy for you"), reports a passing state or a one-off outing, or leans on a pronoun
whose referent is neither in the clause nor in the sentence before it.

The word classes live in config/data/patterns.toml, table [disclosure]; the note is written by
jobs.phrasing (third person, no "you") and a relative date is resolved by jobs.when.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import regex

from jobs.phrasing import ASIDE_TAIL, WEARING_ON_ME, addresses_someone, article, plural, swap_person, third_person, without_emoticons
from jobs.never_stored import FAMILY_TITLES, RAISED_ME, never_stored
from jobs.restated import role_held
from jobs.slots import names_occupation
from jobs.when import MONTH_NAMES, WEEKDAY_NAMES, dated, in_brackets, is_long_ago, relative_date
from store.text import content_words

_I = regex.IGNORECASE
AP = "['’]"


@dataclass(frozen=True)
class Words:
    rx: dict[str, regex.Pattern]


def _alt(words: list[str]) -> str:
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"


@lru_cache(maxsize=1)
def words() -> dict[str, str]:
    """The [disclosure] word classes of patterns.toml, each as one regex alternation."""
    text = resources.files("config.data").joinpath("patterns.toml").read_text(encoding="utf-8")
    table = tomllib.loads(text).get("disclosure", {})
    return {name: _alt([str(w) for w in value]) for name, value in table.items()}


_SO = r"(?:(?:so+|really|super|totally|pretty|very|kinda|a\s+bit|a\s+little|quite|mega|hella|just|also)\s+)"


def _pair(w: dict[str, str]) -> str:
    """"Ama and I", "my girlfriend (Ama) and I": the user and one person they name."""
    return (
        rf"(?:(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{w['people']})(?:,?\s+(?-i:\p{{Lu}}\p{{Ll}}+),?)?"
        r"|(?!(?:I|We|You|They|He|She|It|This|That|God|Yesterday|Today|Tomorrow|Now|Then|Me)\b)(?-i:\p{Lu}\p{Ll}{2,}))\s+and\s+i"
    )


def we_as_pair(text: str, previous: str | None) -> tuple[str, str] | None:
    """(`text` with its "we" said as the pair the user named just before, who the other one is as a
    note says it): ("Ama and I are moving in together", "Ama"), ("My girlfriend and I are …",
    "their girlfriend"); None when no such pair is the "we"."""
    rx = _rx()
    m = rx["pair_then_we"].match(text)
    if m is None:
        m = rx["we_opens"].match(text)
        pair = rx["pair_opens"].match(previous.strip()) if m and previous else None
        if pair is None:
            return None
        who = pair.group("pair")
    else:
        who = m.group("pair")
    aux = m.group("aux").strip().lower().lstrip("'’")
    aux = {"re": "are", "ve": "have"}.get(aux, aux)
    other = regex.sub(r"\s+and\s+i$", "", who, flags=_I)
    return f"{who[:1].upper()}{who[1:]} {aux} {m.group('rest')}", regex.sub(r"^(?:my|our)\b", "their", other, flags=_I)


@lru_cache(maxsize=1)
def _rx() -> dict[str, regex.Pattern]:
    w = words()
    ap = AP
    adv = rf"(?:(?:{w['adverbs']})\s+)*"
    # The user, or the user's own thing, as the object; never someone of theirs ("keeps my sister sane").
    mine = rf"(?:me\b|mine\b|my\b(?!\s+(?:[\w-]+\s+)?(?:{w['people']}|(?:{PERSON_WORDS})s?)\b))"
    return {
        # ---- refusals
        "reaction": regex.compile(rf"^(?:i{ap}m|i\s+am|i\s+was|i\s+feel|i{ap}ve\s+been|im)\s+{adv}(?:so\s+|really\s+|very\s+|super\s+|totally\s+|pretty\s+|a\s+bit\s+|kinda\s+|quite\s+|too\s+|just\s+|all\s+)*(?:{w['passing_states']})\b", _I),
        "chat_verb": regex.compile(rf"^i\s+{adv}(?:{w['chat_verbs']})\b", _I),
        "near_term": regex.compile(rf"\b(?:{w['near_term']})\b", _I),
        # "…, so tired of packing", "… and super nervous lol": how the user feels, the "I'm" left out.
        "state_tail": regex.compile(
            rf"(?:,|\s+and|\s+but|\s+[-–—]+)\s+(?:(?:i{ap}m|i\s+am|im)\s+{_SO}*|{_SO}+)(?:{w['passing_states']})\b.*$", _I
        ),
        "pronoun_only": regex.compile(r"^\s*(?:it|that|this|them|those|these|one|so|too|lots?|a\s+lot)\b(?:\s+(?:so\s+much|a\s+lot|too|as\s+well|lots|more|very\s+much))?\s*[.!]*$", _I),
        # ---- shapes
        "with_partner": regex.compile(rf"^(?:(?:my|our)\s+((?:[\w-]+\s+){{0,2}}?(?:{w['people']})(?:,?\s+(?-i:\p{{Lu}}\p{{Ll}}+),?)?)\s+and\s+i|me\s+and\s+my\s+((?:[\w-]+\s+){{0,2}}?(?:{w['people']})))\s+{adv}(\w+)\b(.*)$", _I),
        # "We love climbing…", "We usually watch movies…": a shared habit, present tense only.
        "we_habit": regex.compile(rf"^we\s+(?:(?:both|all|usually|always|often|really|also|still|sometimes|regularly|just)\s+)*(love|like|enjoy|adore|do|play|go|watch|hike|run|own|have\s+(?=\w+\s+nights?\b)|cook|bake|travel|visit|spend|volunteer|dance|sing|read)\b(.+)$", _I),
        # "Ama and I found a flat and we're moving in together", "My girlfriend and I found a flat. We're moving in
        # together": the "we" is the pair the user just named.
        "pair_then_we": regex.compile(
            rf"^(?P<pair>{_pair(w)})\s+[^.!?]*?(?:,\s*|\s+)and\s+we(?P<aux>['’]re|\s+are|['’]ve|\s+have|\s+just\s+got|\s+got)\s+(?P<rest>\w.*)$", _I
        ),
        "pair_opens": regex.compile(rf"^\W*(?:(?:so|and|well|yeah|oh|also|anyway|plus|btw)\W+)*(?P<pair>{_pair(w)})\b(?!.*\b(?:and\s+i|me\s+and|with)\b)", _I),
        "we_opens": regex.compile(r"^we(?P<aux>['’]re|\s+are|['’]ve|\s+have|\s+just\s+got|\s+got)\s+(?P<rest>\w.*)$", _I),
        "we_doing": regex.compile(r"^we(?:['’]re|\s+are)\s+((?:(?:still|now|also|currently|both|all|finally|officially)\s+)*\w{3,}ing\b.+)$", _I),
        "i_verb": regex.compile(rf"^i\s+{adv}([a-z]+)\b", _I),
        "i_am": regex.compile(rf"^i(?:{ap}m|\s+am)\s+{adv}", _I),
        "i_have": regex.compile(rf"^i(?:{ap}ve|\s+have)\s+(?:(?:{w['adverbs']})\s+)*", _I),
        "is_my": regex.compile(rf"^(?!(?:it|that|this|these|those|there|he|she|they|what|which|who|here)(?:\s+(?:is|are|was|were|has|have)\b|{ap}|\s*$))(?!(?:the|a|an|his|her|their|our|your|its|what|which|who|how|why|where|when|he|she|they|we|you|it|everyone|everybody|someone|somebody|nobody|people|everything|nothing|something|life|time|things)\b)((?:(?!and\b|but\b|or\b)[\w'’-]+\s+){{0,3}}?[\w'’-]+?)(?:{ap}s|\s+is|\s+are|\s+was|\s+has\s+been|\s+have\s+been|\s+(?:has|have)\s+(?:now\s+|really\s+|kind\s+of\s+)?become|\s+became)\s+(?:(?!and\b|but\b|or\b|it\b|they\b)[\w'’-]+\s+){{0,6}}?(?:{mine})", _I),
        "gives_me": regex.compile(rf"^(?!(?:it|that|this|these|those|there|he|she|they|what|which|who|you|your|the|nothing|neither|none|no|nobody|everything)\b)([\w'’ -]{{2,40}}?(?:,\s+[\w'’ -]{{2,40}}?)*)\s+(?:{w['gives_me']})\s+(?:{mine})", _I),
        # "Their names are …" once resolved to the user's own ("the three dogs' names are …").
        # … and "He's called Oscar" after "I have a cat" ("the cat is called Oscar").
        "owned_by": regex.compile(r"^the\s+(?:[\w-]+\s+){0,2}?(?:[\w-]+['’]s?\s+[\w-]+\s+(?:is|are|was|were)\s+\S|[\w-]+\s+(?:is|are)\s+(?:called|named)\s+(?-i:\p{Lu}))", _I),
        "these_are_my": regex.compile(rf"^(?:(?:this|these|that|those|here)(?:\s+is|\s+are|{ap}s|{ap}re)\s+(?:one\s+of\s+|an?\s+(?:pic|picture|photo|snap|shot|peek|look)\s+(?:of|at)\s+)?)my\s+((?:[\w'’-]+\s+){{0,3}}[\w'’-]+.*)$", _I),
        # "My husband works as a chef", "Our kids love nature", "My best friend has been there for me".
        "my_people": regex.compile(rf"^(?:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{w['people']})\s+(?!and\b|or\b|&)(?!(?-i:\p{{Lu}}))(?P<pred>(?:[\w'’-]+\s+){{1,}}.*)$", _I),
        "subjectless": regex.compile(rf"^(?:still\s+|just\s+|finally\s+|recently\s+|also\s+|been\s+)?(?:{w['subjectless_verbs']})\b", _I),
        "fr_je": regex.compile(rf"^(?:je\s+|j{ap})", _I),
    }


def _has(name: str, text: str) -> bool:
    return bool(regex.search(rf"\b(?:{words()[name]})\b", text, _I))


# "…, can't believe it", "…, wild", "… - time flies": wonder at what was just said, nothing of its own.
_WONDER = (
    r"(?:(?:i\s+)?(?:still\s+|honestly\s+|just\s+)?(?:can['’]?t|cannot|can\s+not)\s+believe\s+it"
    r"|(?:so\s+|pretty\s+|kinda\s+|just\s+)?(?:wild|crazy|insane|unreal|surreal|nuts|madness|bonkers)|time\s+flies|how\s+crazy\s+is\s+that|who\s+knew|go\s+figure"
    r"|can\s+you\s+believe\s+it)(?:\s+(?:lol|haha|honestly|really|tbh))?\s*[.!?…]*\s*$"
)
_WONDER_TAIL = regex.compile(r"(?:,|\s+and|\s+[-–—]+)\s+" + _WONDER, _I)
_WONDER_ALONE = regex.compile(r"^\W*" + _WONDER, _I)


def is_wonder(text: str) -> bool:
    """Whether `text` only wonders at what was said before it ("time flies", "can't believe it")."""
    return _WONDER_ALONE.match(text) is not None


def cut_reaction(text: str) -> str:
    """`text` without a reaction glued to its end ("… and it's amazing", "…, so tired of packing",
    "…, can't believe it")."""
    return _rx()["state_tail"].sub("", _EVALUATIVE_TAIL.sub("", _WONDER_TAIL.sub("", text)))


def is_near_term(text: str) -> bool:
    """A near-term plan or appointment ("next week", "tomorrow", "ce soir"); a life event still
    ahead is none, whenever it comes ("I'm moving to Leeds next week")."""
    return bool(_rx()["near_term"].search(text)) and not is_upcoming_event(text)


def is_upcoming_event(text: str) -> bool:
    """A lasting life event still ahead ("moving to Leeds", "getting married", "starting at Arup")."""
    return _has("upcoming_events", text)


def is_life_event(text: str) -> bool:
    """A lasting life event ("lost my job", "moved to", "got married", "j'ai déménagé"), or something
    done a year or more ago ("I painted that lake sunrise last year"): part of the user's story."""
    return _has("life_events", text) or (is_long_ago(text) and bool(_PAST_DEED.match(text)))


# "I painted…", "Got…", "A friend and I built…": something the user did, in the past tense, with an object.
_PAST_DEED = regex.compile(
    r"^(?:(?:so|and|yeah|yes|oh|well|actually|also)[\s,]+)*(?:i\s+(?:(?:\w+ly|also|first|once|even)\s+)?)?"
    r"(?:\w+ed|made|built|wrote|drew|got|had|took|went|ran|won|began|bought|sold|met|became|taught|left|found|grew|spent|saw|did)\s+\S"
    r"|^(?:j['’]ai|je\s+me\s+suis|je\s+suis)\s+\w+(?:[ée]|i|u|it|is|ert|int)e?s?\s+\S",  # "J'ai construit…", "Je me suis mise au tricot…"
    _I,
)


# A pronoun that needs a referent: what it points at must be in the note.
# "it" in any case but capitals: "IT" is the trade ("I work in IT").
_PRONOUN = regex.compile(r"\b(?:(?-i:it|It)|its|they|them|their|theirs|he|him|his|she|her|hers|this|these|those|there|one)\b", _I)
_PRONOUN_FR = regex.compile(r"\b(?:il|elle|ils|elles|eux|le|la|les|lui|leur|ça|cela|ceci|y|en)\b(?=\s|$|[,.!])", _I)
_FUNCTION = (
    r"(?:and|or|but|to|is|are|was|were|be|been|for|in|on|at|of|with|from|by|as|that|which|who|so|it|its|i|me|my|you|your"
    r"|we|they|them|he|she|this|these|those|the|a|an|not|no|very|really|so|too|just|all|more|most|some|any|about|like|than"
    r"|when|while|after|before|since|because|if|up|out|over|into|onto|has|have|had|do|does|did|will|would|can|could"
    r"|our|their|his|her|everyone|everybody|everything|someone|something|there|here|true|own"
    r"|off|down|around|through|across|under|behind|away|against|without|toward|towards|during|beside|between|beyond|along|upon|via)"
)
# A noun phrase brought in by a possessive, an article or a number: up to three words, the last its head.
_NOUN_PHRASE = regex.compile(
    rf"\b(?:my|a|an|the|this|that|these|those|our|some|two|three|four|five|six|\d+)\s+((?:(?!{_FUNCTION}\b)[a-z][\w'’-]*\s+){{0,2}}(?!{_FUNCTION}\b)[a-z][\w'’-]*)",
    _I,
)
# What a thing is likened to is not the thing ("A 1983 Fiat. Little car, like a toaster with wheels.
# I'm restoring it": it is the car, never the toaster).
_LIKENED = regex.compile(r"\b(?:like|than|as|resembling)\s+$", _I)
_BAD_REFERENT = regex.compile(
    r"^(?!(?:family|families|ally|allies|belly|jelly|rally|bully|lily|holly|assembly|butterfly|supply|reply|monopoly|anomaly|italy)$)"
    r"(?:time|way|lot|bit|day|week|thing|while|moment|pic|picture|photo|chance|idea|one|couple|few|blast|ton|shot|lot|kind|sort|mix|bunch|variety|range|part|piece|life|world"
    r"|great|good|huge|big|little|small|new|old|nice|cool|fun|amazing|awesome|special|real|same|other|whole|long|hard|tough"
    r"|ago|years?|months?|weeks?|days?|hours?|minutes?|times?|once|twice|few|many|much|same|other|next|last|first"
    r"|\w+(?:ful|ous|ive|ible|able|ish|est|ing|ly)|\w{3,}ed)s?$",
    _I,
)


_BARE_SUBJECT = regex.compile(
    rf"^\W*((?:(?!{_FUNCTION}\b)[a-z][\w'’-]*\s+){{0,2}}(?!{_FUNCTION}\b)[a-z][\w'’-]*)\s+(?:is|are|was|were)\b", _I
)


# Words that make what follows the user's own ("my", "I have", "we adopted").
_OWNING = r"(?:my|i\s+have|i['’]ve\s+got|i\s+got|i\s+adopted|we\s+adopted|we\s+got|we\s+have|i\s+own|i\s+bought|i\s+made|i\s+painted|i\s+wrote|i\s+built)"
_OWNED = regex.compile(
    rf"\b{_OWNING}\s+"
    r"(?:(?:a|an|the|this|that|these|those)\s+)?"
    rf"((?:(?!{_FUNCTION}\b)[a-z][\w'’-]*\s+){{0,2}}(?!{_FUNCTION}\b)[a-z][\w'’-]*)",
    _I,
)


# The word before an object "it": a verb or a preposition, never a conjunction ("…and it's fast").
# Words that open a clause: after one, "it" is a subject ("…and it's fast"), never an object.
CONJUNCTIONS = r"and|but|so|because|when|while|that|which|as|if|since|until|though|cause"
_OBJECT_SLOT = regex.compile(rf"\b(?!(?:{CONJUNCTIONS}|or)\b)[a-z]+\s+$", _I)
# A noun phrase after a determiner: up to three words, none a preposition, a verb or a pronoun.
# Never inside a noun phrase: a preposition, a pronoun or an article (a phrase ends before them), or
# a verb ("my boss said I…", "my dad bought a boat": the phrases are "boss" and "boat").
_NOT_IN_PHRASE = (
    r"(?!(?:through|to|with|for|on|in|at|of|from|by|and|or|but|since|until|when|while|because|though|if|so|that|which|who|where|ago"
    r"|yesterday|today|tonight|tomorrow|(?:last|next|this|every)\s+(?:summer|winter|spring|autumn|fall|year|month|week|weekend|night|morning|evening|time)"
    r"|it|me|i|you|he|she|we|they|him|us|them|a|an|the|my|his|our|their"
    r"|gave|got|made|is|was|are|were|has|had|said|says|told|tells|bought|buys|found|finds|thinks|thought|wants|wanted|loves|loved|likes|liked"
    r"|makes|took|takes|went|goes|came|comes|runs|ran|should|would|could|can|will|did|does|do|gets|keeps|kept)\b)"
)
_THING = regex.compile(
    r"\b(?:my|their|her|his|a|an|the|this|that|these|those|some|\d+|two|three|four|five)\s+"
    rf"((?:{_NOT_IN_PHRASE}[\w'’-]+\s+){{0,2}}{_NOT_IN_PHRASE}[\w'’-]+)",
    _I,
)


def any_thing_before(text: str) -> bool:
    """Any noun phrase named before (a person too)."""
    return _THING.search(text) is not None


def thing_before(text: str) -> bool:
    """A thing an object "it" can stand for, named before it: a noun phrase whose head is no vague
    word and no person, or a name ("Finished Dune and loved it")."""
    things = [t.group(1).split()[-1] for t in _THING.finditer(text)]
    if things and not _BAD_REFERENT.match(things[-1]) and not _PERSON.search(things[-1]):
        return True
    return regex.search(r"(?<=\S\s)(?-i:\p{Lu})\w+", text) is not None


# A sentence that opens on the user's own thing as its subject ("My own journey and the support I
# got made…", "My pottery class is…"): what a later "it" in the next sentence most surely means.
_OWNED_ONLY = regex.compile(
    rf"^\W*(?:(?:and|but|so|also|honestly|well|yeah|oh)[\s,]+)*my\s+(?:own\s+)?((?:(?!{_FUNCTION}\b)[a-z][\w'’-]*\s+){{0,2}}(?!{_FUNCTION}\b)[a-z][\w'’-]*)\b"
    r"(?:\s+and\s+[^,.!?]{1,40}?)?\s+(?:is|was|has|have|had|made|makes|gave|gives|helped|helps|means|meant|changed|taught)\b",
    _I,
)


# People (never a thing "it" stands for, never the user as an object): one list for both uses.
PERSON_WORDS = (
    r"mom|mum|mother|dad|father|parent|sister|brother|sibling|wife|husband|partner|spouse|boyfriend|girlfriend|fianc[ée]e?"
    r"|son|daughter|kid|child|children|family|friend|buddy|pal|co-?worker|colleague|boss|manager|neighbou?r|room-?mate|flatmate"
    r"|uncle|aunt|cousin|nephew|niece|grandma|grandpa|grandmother|grandfather|teacher|doctor|baby|person|man|woman|guy|people"
)
# The thing shown ("lucky basketball shoes" of "…, they've been with me"), up to where a time or a
# new clause starts: "book collection" of "book collection so far".
_SHOWN_THING = regex.compile(
    r"(?:(?!(?:so\s+far|right\s+now|now|here|there|these\s+days|at\s+the\s+moment|that|which|who|when|since|and|but|i|they|it|lol|haha)\b)[\w'’-]++\s*+){1,8}(?=$|[,.;:!?(]|(?:so\s+far|right\s+now|now|here|there|these\s+days|at\s+the\s+moment|lol|haha)\b)", _I
)
# What "this is my …" names that is no thing they have: a remark, a try, a wish, an opinion.
_NOT_SHOWN = regex.compile(
    r"\b(?:first|second|last|attempt|try|go|turn|dream|wish|thoughts?|opinion|point|question|answer|guess|take|fault|pleasure|life|story|way|chance|time|times|problem|issue|goal|plan|idea|joke"
    r"|bet|view|two\s+cents|cue|stop|place|spot|limit|call|bad|mistake|luck|day|week|year|moment|job|business|concern|choice|decision|favou?rite|best|worst|usual|thing)s?\b",
    _I,
)
_CORRECTED = regex.compile(r"[,;]\s*(?:well|actually|or\s+rather|i\s+mean)\b|\b(?:my\s+(?:dad|mom|mum|brother|sister|friend|wife|husband|partner)['’]s)\b", _I)
_PERSON = regex.compile(rf"(?:^|\s)(?:{PERSON_WORDS})s?$", _I)


# What he/she/his/her may stand for in a note: the user's animal, never a person.
ANIMAL_WORDS = (
    r"dog|puppy|pup|cat|kitten|kitty|horse|pony|mare|bird|parrot|budgie|rabbit|bunny|hamster|guinea\s+pig|fish|goldfish|snake"
    r"|turtle|tortoise|lizard|gecko|pet|goat|cow|chicken|hen|ferret|rat|mouse|beagle|retriever|labrador|poodle|terrier|husky|collie"
    r"|greyhound|spaniel|dachshund|pug|corgi|lab|bulldog|chihuahua|schnauzer|rottweiler|(?:labra|golden|berne)?doodle|cockapoo|sheepdog|mutt|tabby"
    r"|parakeet|cockatiel|hedgehog|chinchilla|iguana|axolotl|chien|chienne|chat|chatte|chaton|cheval|lapin|oiseau|perroquet"
)
ANIMAL = regex.compile(rf"(?:^|\s)(?:{ANIMAL_WORDS})s?$", _I)
_VAGUE = regex.compile(r"^(?:it|this|that|everything|everyone|life|time|things?|stuff|today|tonight|yesterday|weather)$", _I)


def owned_referent(previous: str) -> str | None:
    """What a sentence-opening "it"/"they"/"their" points at, when it is surely the user's: the last
    thing said to be theirs in `previous` ("I have three dogs. Their names are…"), or the bare
    subject it opened with ("Contemporary dance is so expressive - it speaks to me")."""
    found = None
    subject = _BARE_SUBJECT.match(previous) if not previous.rstrip().endswith("?") else None  # "How are you? They…": no thing
    if subject and not _VAGUE.match(subject.group(1).split()[-1]):
        found = subject.group(1)
        if not found.isupper():
            found = found[:1].lower() + found[1:]
    for m in _OWNED.finditer(previous):
        if found and regex.search(r"\b(?:is|are|was|were|['’]s|['’]re)\s+$", previous[: m.start()], _I):
            continue  # "My dogs are my babies. They…": they are the dogs, said to be babies
        phrase = m.group(1)
        words = phrase.split()
        while words and regex.fullmatch(r"two|three|four|five|six|\d+|a|an|the", words[0], _I):
            words = words[1:]
        while len(words) > 1 and regex.fullmatch(r"last|this|next|yesterday|today|recently|ago|now|too|again", words[-1], _I):
            words = words[:-1]  # "we adopted a rescue dog last month": the time is not the thing
        if words and not _BAD_REFERENT.match(words[-1]):
            found = " ".join(words)
            both = regex.match(r"\s+(?:and|&)\s+(?:my\s+|our\s+|the\s+)?([a-z][\w'’-]*)\b", previous[m.end():], _I)
            if both and not _BAD_REFERENT.match(both.group(1)):
                found = f"{found} and {both.group(1)}"  # "my husband and kids; they keep me going": both of them
    return found


def referent(previous: str) -> str | None:
    """The last noun phrase the user brought in before ("I have three dogs" -> "dogs"), or None.
    Only a phrase opened by "my", an article or a number counts, and never a vague or adjectival head."""
    found = None
    subject = _BARE_SUBJECT.match(previous)
    if subject and not _BAD_REFERENT.match(subject.group(1).split()[-1]):
        found = subject.group(1)
        if not found.isupper():
            found = found[:1].lower() + found[1:]  # "Contemporary dance is so expressive - it speaks to me"
    for m in _NOUN_PHRASE.finditer(previous):
        phrase = m.group(1)
        head = phrase.split()[-1]
        if _BAD_REFERENT.match(head) or _LIKENED.search(previous, 0, m.start()):
            continue
        found = phrase
    return found


# After "this/that/these/those", a word that shows it stands alone (a pronoun), or a noun too vague
# to name anything ("this stuff"): either way it needs a referent.
_NOT_A_NOUN = regex.compile(
    r"(?:is|was|are|were|has|had|have|will|would|can|could|makes?|keeps?|helps?|gives?|brings?|enough|so|too|and|or|but"
    r"|with|for|to|in|on|at|of|from|really|very|now|again|already|yet|as|because|since|when|a|an|the|my|me|much|more"
    r"|all|one|ones|stuff|thing|things|kind|sort|way|place|time|idea|lot|means|matters|reminds|stands|feels|looks|sounds"
    r"|seems|made|got|went|did|does|do|every|each|i|you|we|they|he|she|it|[’']s|right|thanks)\b",
    _I,
)


# Something plural a later "them"/"they" can stand for.
_PLURAL = regex.compile(
    r"\b(?!(?:is|was|has|does|this|its|his|hers|yours|ours|theirs|us|as|always|perhaps|sometimes|lots|less|unless|across|yes|thus|plus|this|kudos)\b)"
    r"(?:[a-z][\w'’-]*[^suy'’\W]s|[a-z][\w-]*ies|people|children|kids|folks|family|friends|parents|men|women|team|group|class|crew|everyone|everybody)\b",
    _I,
)


# A role just named before "there" ("been a manual tester there for…", "working as a nurse there since…").
_ROLE_BEFORE = regex.compile(r"\b(?:been|am|i['’]m|as)\s+(?:an?|the)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s*$", _I)
# A named place: "there" points at one, or at nothing.
_PLACE = regex.compile(r"\b(?:in|at|to|from|near|visit(?:ed|ing)?)\s+((?-i:\p{Lu}[\w'’-]+(?:\s+\p{Lu}[\w'’-]+){0,2}))")


# Idioms whose "it" is how things are, not a thing: it is never resolved to the last noun before.
_SITUATION_IT = regex.compile(
    r"\b(?:used\s+to|deal(?:s|t|ing)?\s+with|cop(?:e|es|ed|ing)\s+with|get(?:s|ting)?\s+over|got\s+over|go(?:es|ing)?\s+for|went\s+for"
    r"|live\s+with|living\s+with|put\s+up\s+with|putting\s+up\s+with|get(?:s|ting)?\s+through|got\s+through|make\s+the\s+most\s+of"
    # "I'm okay with it", "making peace with it", "never got around to it": how they take a situation, or a plan left
    r"|(?:okay|ok|fine|cool|alright|all\s+right|at\s+peace|comfortable|content|on\s+board)\s+with|(?:make|makes|making|made)\s+peace\s+with"
    r"|(?:get|gets|getting|got|gotten)\s+(?:a)?round\s+to)\s*$",
    _I,
)


# "it" of an idiom: "keep it together", "take it easy", "play it by ear", "make it work", "call it a day", "wing it".
_IDIOM_IT = regex.compile(r"it\s+(?:together|easy|slow|by\s+ear|a\s+day|a\s+night|work|happen|up\s+to\s+(?:me|them|us)|real|simple|cool|on\s+the\s+line)\b|it(?<=\bwing\s+it)", _I)


def resolve(clause: str, previous: str | None, carried: str = "") -> str | None:
    """The clause with each dangling pronoun ("it", "them", "they", "this", "there", "he"…)
    replaced by the noun it points at, the last noun phrase of `previous` (the sentence or clause
    before, in the same message); None when one has no referent there. `carried` is the user's
    last sentence of their message before, used only for an object "it" when `previous` is empty. "that/this/these/those"
    before a noun are determiners, kept; "that" opening a relative clause is kept too."""
    out = clause
    for m in list(_PRONOUN.finditer(clause))[::-1]:
        word = m.group().lower()
        after = clause[m.end():].lstrip()
        if word in ("this", "that", "these", "those") and regex.match(r"[a-z]", after, _I) and not _NOT_A_NOUN.match(after):
            continue  # "this necklace": a determiner
        if word == "that" and regex.search(r"\b(?:\w+s|\w+ed|one|thing|something|everything|all|so|such|way|\w+)\s*$", clause[: m.start()], _I) and regex.match(
            r"(?:i|i['’]m|i['’]ve|my|is|was|are|were|has|have|had|\w+s|\w+ed|makes?|helps?|keeps?|gives?|brings?)\b", after, _I
        ) and m.start() > 0:
            continue  # "a book that I love", "the class that helps me": a relative pronoun
        if word == "it" and regex.match(r"(?:when|whenever|if|that|to(?!\s+(?:the|a|an|my|our|his|her|their|your|(?-i:\p{Lu})))|\w+s\s+(?:me|them)\s+to)\b", after, _I):
            continue  # "I like it when…", "I love it that…": "it" stands for what follows
        if word == "there" and regex.match(r"(?:is|are|was|were|'s|’s|for\s+(?:me|us|them|each\s+other))\b", after, _I):
            continue  # "there is", "been there for me": no place meant
        if word == "one" and regex.search(r"\b(?:another|a\s+new|a\s+second|a\s+third|my\s+next|my\s+second|my\s+third)\s*$", clause[: m.start()], _I):
            # "I finished my first novel. Now I'm writing another one": one more of the thing named before
            thing = referent(previous or "")
            if thing is None or _PERSON.search(thing) or len(thing.split()) > 3:
                return None
            head = regex.sub(r"^(?:(?:my|our|the|a|an|this|that|first|last|new|old|\d+|one|two)\s+)+", "", thing, flags=_I)
            if not head or plural(head):
                return None
            out = out[: m.start()] + head + out[m.end():]
            continue
        if word == "one" and not regex.search(r"\b(?:the|this|that|a|one)\s*$", clause[: m.start()], _I):
            continue  # "one of", "one day": a number
        if word == "there" and regex.match(r"(?:for|since)\b", after, _I) and _ROLE_BEFORE.search(clause[: m.start()]):
            out = out[: m.start()].rstrip() + out[m.end():]
            continue  # "I've been a tester there for five years": where is the workplace, the fact is the role
        if word == "there":
            place = _PLACE.findall(clause[: m.start()]) or _PLACE.findall(previous or "")
            if not place:
                return None
            if _PLACE.findall(clause[: m.start()]):
                continue
            out = out[: m.start()] + "in " + place[-1] + out[m.end():]
            continue
        before = clause[: m.start()].split()
        objects = [w for i, w in enumerate(before[2:], 2) if before[i - 1].lower() != "to"]
        kin = (_KIN_OPENS.match(previous or "") or _kin_told_once(previous or "")) if word in ("his", "her") and m.start() > 0 else None
        rest = (previous or "")[kin.end():] if kin else ""
        owner = kin is not None and regex.match(r"\s+(?!(?:to|for|with|and|about|at|in|on|when|because|so|a|an|the|too|very|much|every|all|now|again|though|instead|back|as|is|was)\b)[\w-]", clause[m.end():], _I) and not _ANYONE_ELSE_NAMED.search(rest)
        if owner and regex.match(rf"(?:(?:new|old|best|late|ex-?)\s+)?(?:{PERSON_WORDS}|ex|exes|lover|friends|kids|children|parents|family)s?\b", clause[m.end():].lstrip(), _I):
            return None  # "I still visit her girlfriend": someone of theirs, never a thing of theirs
        if owner and (word == "his") == bool(kin.group("male")):
            # "My own dad took me fishing. I still use his old tackle box", "My grandmother Ingrid taught
            # me…, and I still use her rolling pin": a thing of the one the sentence before opened on
            # (the person as an object stays unread: "I love her"); anyone else named after them, unread
            titled = not regex.search(r"\b(?:my|our)\s+(?:\w+\s+)?$", previous[: kin.start("kin")], _I)  # "Avó Lurdes" keeps its capital
            who = kin.group("kin") if titled else kin.group("kin").lower()
            named = f" {kin.group('name')}" if kin.group("name") else ""
            out = out[: m.start()] + f"their {who}{named}'s" + out[m.end():]
            continue
        named_alone = _NAME_ALONE.match(previous or "") if word in ("it", "them") else None
        if m.start() > 0 and named_alone and not _BAD_REFERENT.match(named_alone.group(1).split()[-1]):
            # "The Lumineers - I've loved them since college": the name said just before, alone
            out = out[: m.start()] + named_alone.group(1) + out[m.end():]
            continue
        if word in ("them", "they", "their") and m.start() > 0 and not _PLURAL.search(clause[: m.start()]):
            return None  # "creating an experience that'll make them want to come back": who "them" are is not said
        owned = _OWNED_ONLY.match(previous or "") if word in ("it", "them") and m.start() > 0 else None
        if owned is not None and not _BAD_REFERENT.match(owned.group(1).split()[-1]) and not _PERSON.search(owned.group(1)):
            # An object pointing at the user's own thing, the subject of the sentence before ("My own
            # journey made a huge difference. Now I want to help people go through it too").
            noun = owned.group(1)
            if (word == "them") == (noun.endswith("s") and not noun.endswith("ss")):
                out = out[: m.start()] + f"their {noun}" + out[m.end():]
                continue
        if word == "it" and (_SITUATION_IT.search(clause[: m.start()]) or _IDIOM_IT.match(clause, m.start())):
            return None  # "I'm still getting used to it", "dealing with it": a situation, never a thing named before
        framed = regex.sub(r"^(?:my|our)\s+(?:[\w-]+\s+){0,2}?(?:is|was|are)\s+(?:to\s+)?", "", clause[: m.start()], flags=_I)  # "My goal is to ship it"
        if word == "it" and m.start() > 0 and _OBJECT_SLOT.search(clause[: m.start()]) and not thing_before(framed):
            # "I'm aiming to send it to Longacre": an object "it" with no thing before it in the clause
            # stands for the last thing the sentence before named, or the note is not made.
            before_it = previous or carried or ""
            opens = len(before_it) - len(before_it.lstrip(" \t\n\"'“‘(-–—"))
            # the subject of the sentence before is what it was about, not a thing "it" can be
            # ("My boss said I should quit, and I'm thinking about it": "it" is quitting)
            named = [t.group(1) for t in _THING.finditer(before_it) if t.start() > opens and not _LIKENED.search(before_it, 0, t.start())]
            noun = named[-1] if named else None
            if noun is None or _PERSON.search(noun) or _BAD_REFERENT.match(noun.split()[-1]) or _VAGUE.match(noun.split()[-1]):
                return None
            out = out[: m.start()] + f"the {noun}" + out[m.end():]
            continue
        if referent(clause[: m.start()]) is not None or content_words(" ".join(objects)):
            continue  # "a new car and it's fast", "doing kickboxing and it gives me energy": in the note already
        if m.start() == 0 and regex.match(r"(?:is|are|['’]s|['’]re)\s+(?:one\s+of\s+)?my\b", after, _I):
            continue  # "These are my lucky shoes": what is shown is named
        if m.start() > 0:
            return None  # an object with nothing to point at in the note: "I've had them for years"
        noun = owned_referent(previous or "")
        if noun is None:
            return None
        if word in ("he", "him", "his", "she", "her", "hers") and not ANIMAL.search(noun):
            return None  # "My mother has a dog. His name is Rocky": he/she are a person's, not the user's
        if word in ("it", "its") and _PERSON.search(noun):
            return None  # "My mother has a cat. It's called Tom": "it" is never the mother
        end = m.end()
        if word in ("their", "its", "his", "her"):
            replacement = f"the {noun}'" + ("" if noun.endswith("s") else "s")
        else:
            replacement = f"the {noun}"
            glued = regex.match(r"['’](s|re|ve|ll|d)\b", clause[m.end():], _I)
            if glued:  # "They've been with me" -> "the shoes have been with me"
                many = word in ("they", "them", "these", "those") or (noun.endswith("s") and not noun.endswith("ss"))
                replacement += " " + {"s": "is", "re": "are", "ve": "have", "ll": "will", "d": "would"}[glued.group(1).lower()]
                if glued.group(1).lower() == "s" and many:
                    replacement = replacement[:-2] + "are"
                end = m.end() + glued.end()
        out = out[: m.start()] + replacement + out[end:]
    return out


# The sentence before opened on one of the user's family ("My own dad took me fishing every Sunday"):
# who a later "he/his/she/her" is.
# After the family member a sentence opens on, anyone else named ("My dad is friends with Steve"): a
# later "he"/"his" may be theirs. A day, a month or a place after a preposition names nobody.
_ANYONE_ELSE_NAMED = regex.compile(
    r"(?<=\S\s+)(?<!\b(?:in|at|from|near|of|on)\s+)(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July"
    r"|August|September|October|November|December|Christmas|Easter|I)\b)(?-i:\p{Lu}\p{Ll}+)|\b(?:friend|friends|boss|neighbou?r|coworker|colleague|teacher|coach)\b",
    _I,
)
# "She taught me to make onigiri", "He's the one who got me into fishing": what the family member
# the sentence before opened on did for the user.
_THEIR_DEED = regex.compile(r"^(?:and\s+)?(?P<who>he|she)(?:(?:['’]s|\s+is|\s+was)\s+the\s+one\s+who\s+|\s+)(?:(?:basically|also|always|even|actually|first|once)\s+)*", _I)


def raised_by(clause: str, previous: str | None) -> str | None:
    """"My obaachan taught me to make onigiri" for "She taught me to make onigiri" said after a
    sentence that opened on "My obaachan" (the pronoun fitting, nobody else named after them), when
    it is what family did for the user (`RAISED_ME`); None otherwise."""
    m = _THEIR_DEED.match(clause)
    kin = _KIN_OPENS.match(previous) if m is not None and previous else None
    if kin is None or (m.group("who").lower() == "he") != bool(kin.group("male")) or _ANYONE_ELSE_NAMED.search(previous[kin.end():]):
        return None
    name = f" {kin.group('name')}" if kin.group("name") else ""
    told = f"My {kin.group('kin')}{name} {clause[m.end():]}"
    return told if RAISED_ME.match(told) else None


KIN_MALE = r"dad|father|grandpa|grandfather|granddad|grandad|brother|son|husband|uncle|abuelo|abuelito|opa|nonno|avô|vovô|ojiichan|dziadek|papou|zayde|lolo"
KIN_FEMALE = (
    r"mom|mum|mother|grandma|grandmother|gran|granny|nan|nana|sister|daughter|wife|aunt|auntie|abuela|abuelita|oma|nonna|avó|vovó|obaachan|babcia|yiayia"
    r"|bubbe|nani|dadi|lola"
)
_KIN_WORDS = rf"(?P<male>{KIN_MALE})|{KIN_FEMALE}"
# A family title said as a name, opening the sentence: "Dad taught me to sail".
_TITLE_AS_NAME = regex.compile(rf"(?:{FAMILY_TITLES})\b(?!['’]s)", _I)
# "My grandmother Ingrid", "Avó Lurdes", "Oma Hilde": the kin word, their name with it (a title
# before a name when there is no "my").
_KIN_OPENS = regex.compile(
    r"^\W*(?:(?:and|but|so|well|oh|also|honestly)\W+)*(?:(?:my|our)\s+(?:own\s+|late\s+|old\s+)?(?P<kin>" + _KIN_WORDS + r")(?:\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)))?"
    r"|(?=(?-i:\p{Lu}))(?P<kin>" + _KIN_WORDS + r")\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)))\b(?!['’]s|\s+and\b)",
    _I,
)
# The one family member the clause before names anywhere ("I lost my abuela Carmen when I was twenty and
# I still make her tortilla every Sunday"): whose "her" is, when no one else is named or spoken of there.
_KIN_ANYWHERE = regex.compile(
    r"\b(?:my|our)\s+(?:own\s+|late\s+|old\s+|dear\s+)?(?P<kin>" + _KIN_WORDS + r")(?:\s+(?P<name>(?-i:\p{Lu}\p{Ll}+)))?\b(?!['’]s|\s+and\b)",
    _I,
)
_ANY_KIN = regex.compile(rf"\b(?:{KIN_MALE}|{KIN_FEMALE}|parents|grandparents|in-laws|family|kids|children|siblings)\b", _I)
_SOMEONE_BY_PRONOUN = regex.compile(r"\b(?:he|him|his|she|her|hers|they|them|their)\b", _I)


# What a time is counted in, and how often or since when a going is said.
_TIME_UNIT = (
    r"day|night|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|fall|term|semester"
    r"|" + WEEKDAY_NAMES
)
_HOW_OFTEN = (
    r"regularly|often|religiously|a\s+lot|all\s+the\s+time|most\s+(?:days|weeks|weekends|mornings|evenings|nights)"
    r"|(?:almost\s+)?every\s+(?:single\s+)?(?:other\s+)?(?:" + _TIME_UNIT + r")(?:\s+(?:morning|night|evening|afternoon))?|each\s+(?:" + _TIME_UNIT + r")"
    r"|on\s+(?:" + WEEKDAY_NAMES + r")s|on\s+weekends|at\s+weekends|weekly|daily|nightly|monthly"
    r"|(?:once|twice|three\s+times|four\s+times|a\s+few\s+times|\d+\s+times)\s+a\s+(?:day|week|month|year)"
    # since when: a date, never an event of theirs ("since he left", "since I got out")
    r"|since\s+(?:(?:early|late|mid)\s+)?(?:(?:19|20)\d\d|last\s+(?:year|summer|winter|spring|autumn|fall|" + MONTH_NAMES + r")"
    r"|(?:" + MONTH_NAMES + r")(?:\s+(?:19|20)\d\d)?|(?:\w+|a\s+few|a\s+couple\s+of)\s+years\s+ago)"
    r"|for\s+(?:(?:\w+|a\s+few|a\s+couple\s+of)\s+)?(?:years?|months|ages|a\s+while)"
)
# Going somewhere regularly with no "where" in the clause ("I go every Thursday", "I've been going
# there since last year"): only how often or how long follows the verb, said at least once.
_GOING_NOWHERE = regex.compile(
    r"^(?:i|i['’]ve\s+been|i\s+have\s+been|we|we['’]ve\s+been|we\s+have\s+been)\s+(?:(?:usually|still|now|also|normally|always|basically|pretty\s+much)\s+)*(?P<verb>go|going)(?:\s+there)?"
    r"(?:\s+(?:now|too|anyway|still|as\s+well|early|late|(?:after|before)\s+work|in\s+the\s+(?:mornings?|evenings?|afternoons?)))*"
    r"(?:\s+(?:" + _HOW_OFTEN + r"))"
    r"(?:\s+(?:" + _HOW_OFTEN + r"|now|too|anyway|still|as\s+well|early|late|(?:after|before)\s+work|in\s+the\s+(?:mornings?|evenings?|afternoons?)))*$",
    _I,
)
# A go with nothing after it but how often, when, or nothing a place can be ("I go every bloody day",
# "I go never", "I go at nine"): no note, since where is the fact.
_GO_WITH_NO_WHERE = regex.compile(
    r"^(?:i|we|i['’]ve\s+been|we['’]ve\s+been|i\s+have\s+been|we\s+have\s+been|i\s+used\s+to|we\s+used\s+to|i\s+stopped|i\s+quit|i['’]ve\s+stopped|i\s+have\s+stopped)\s+(?:\w+ly\s+|still\s+|now\s+|also\s+|always\s+|pretty\s+much\s+)*(?:go|going)\b"
    r"(?!\s+(?:to|into|out|abroad|home|back\s+(?:to|home)|up|down|on\s+(?:a|an|the|my|holiday|vacation|walks?|runs?|hikes?|dates?)|for\s+(?:a|an|walks|runs|hikes|rides|swims|drives|drinks|coffee|lunch|dinner)"
    r"|with\s+(?:my|our)\s+\w+\s+to|\w+ing\b|there(?!\s*$)|over|round|around|across|camping|fishing|hunting|shopping|dancing|swimming|running|surfing|skiing|clubbing)\b)",
    _I,
)
# Taking someone somewhere with no where said ("I take my son every week"): no note either.
_TAKE_WITH_NO_WHERE = regex.compile(
    r"^i\s+(?:\w+ly\s+|still\s+|also\s+|always\s+)*(?:take|bring|drive|walk)\s+(?:my|our)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+(?:\s+(?:there|along|with\s+me))?"
    r"(?:\s+(?:" + _HOW_OFTEN + r"|now|too|still|early|late|(?:after|before)\s+(?:work|school)))+$",
    _I,
)
# A place said to be there just before ("There's a gym in Baner", "There's this little pottery studio near me"): where they go.
_VENUE_WORDS = (
    r"gym|studio|club|bar|pub|caf[ée]|coffee\s+shop|pool|park|market|library|school|cent(?:re|er)|court|rink|range|track|field|beach|lake"
    r"|trail|hall|theat(?:re|er)|cinema|shop|store|bookshop|bookstore|restaurant|spot|museum|garden|allotment|dojo|academy|pitch|course"
    r"|workshop|makerspace|hackerspace|bakery|diner|gallery|venue|sauna|spa|wall|rec\s+cent(?:re|er)"
)
# Where it is: a preposition and a few words that name a place, never a clause ("where I buy…", "that my wife owns").
_WHERE_WORDS = r"(?:the|a|an|me|my|our|town|city|road|street|river|canal|station|office|work|flat|house|place|park|corner|centre|center|square|(?-i:\p{Lu}[\w'’-]*)|\d+|minutes?|walk|of|from|block)"
_VENUE_BEFORE = regex.compile(
    r"^\W*(?:(?:so|and|well|oh|also|plus)\W+)*there(?:['’]s|\s+is)\s+(?P<venue>(?:an?|this|one)\s+(?:(?!(?:where|that|which|who|whose|when|i|we|he|she|they)\b)[\w'’-]+\s+){0,3}?(?:" + _VENUE_WORDS + r")"
    r"(?:\s+(?:near|in|at|by|on|down|around|across|close\s+to|next\s+to|round|\w+\s+minutes\s+from)(?:\s+" + _WHERE_WORDS + r"){1,4})?)[\s,.;:!–—-]*$",
    _I,
)


def _kin_told_once(previous: str) -> regex.Match | None:
    told = list(_KIN_ANYWHERE.finditer(previous))
    if len(told) != 1 or len(_ANY_KIN.findall(previous)) != 1 or _SOMEONE_BY_PRONOUN.search(previous):
        return None
    one = told[0]
    named = [n.group() for n in _ANYONE_ELSE_NAMED.finditer(previous) if n.group() != one.group("name")]
    return None if named else one


# A name said alone before a dash in the same sentence ("The Lumineers - I've loved them since college"): what an object pronoun next stands for.
_NAME_ALONE = regex.compile(
    r"^\W*(?!(?:I|You|We|They|He|She|It|This|That|Yes|Yeah|No|Oh|Wow|Thanks|Haha|Ha|Hah|Lol|Lmao|Omg|Ugh|Hmm|Yay|Hey|Hi|Well|So|And|But|Okay|Ok|Sure|Nope|Yep)\b)(?=\w{3})"
    r"((?:(?-i:The)\s+)?(?-i:\p{Lu})[\p{L}\d'’.&-]*(?:\s+(?:of\s+|the\s+|and\s+|&\s+)?(?-i:\p{Lu})[\p{L}\d'’.&-]*){0,3})\s+[-–—:]+\s*$"
)
# A doing that is a habit by how often it comes ("I eat oatmeal every morning", "I take an energy gel every 45 minutes").
_HABIT_VERB = regex.compile(r"(?:eat|drink|take|have|make|bake|cook|walk|visit|feed|wear|grab|brew|bike|drive|read|watch|listen|write|journal|stretch)$", _I)
# What a habit by its frequency may not be about: drink, drugs and their trade.
_NOT_A_HABIT = regex.compile(r"\b(?:beers?|wine|vodka|whiske?y|booze|shots?|alcohol|liquor|rum|gin|tequila|cocktails?|pints?|drunk|dealer|pills?|meds|joints?|bongs?|lines?|grams?|hits?)\b", _I)
_HABIT_FREQUENCY = regex.compile(
    r"\b(?:every\s+(?:single\s+)?(?:day|morning|night|evening|afternoon|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d+\s+(?:minutes|hours|days))"
    r"|each\s+(?:day|morning|night|evening|week)|daily|nightly|weekly|(?:once|twice|three\s+times|\w+\s+times)\s+a\s+(?:day|week|month))\b",
    _I,
)
_OWNED_PEOPLE = regex.compile(r"^the\s+((?:[\w-]+\s+){0,2}?(?:husband|wife|partner|kids|children|family|fam|son|daughter|friends?|boyfriend|girlfriend|brother|sister|mom|mum|dad|parents|fianc[ée]e?|spouse))\b", _I)


def _category(text: str) -> str:
    for name, category in (
        ("goal_words", "goal"),
        ("project_words", "project"),
        ("favourite_words", "preference"),
        ("background_words", "background"),
        ("constraint_words", "constraint"),
        ("experience_words", "experience"),
    ):
        if _has(name, text):
            return category
    if _PAST_EVENT.match(text):
        return "experience"  # "I failed the aptitude test", "Joined a service group": something that happened
    if is_life_event(text):
        return "background"  # "I've relocated to Bristol", "I've handed in my notice": where their life stands
    return "interest"


_ORDINAL = (
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|nineth|tenth|eleventh|twelfth|\w+teenth|twentieth|thirtieth|fortieth|fiftieth|sixtieth|final|last"
    r"|(?:twenty|thirty|forty)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|\d+(?:st|nd|rd|th)"
)
# "This is my ninth year teaching…", "It's my third season coaching…": how far into something lasting they are.
_NTH_SPAN = regex.compile(
    r"^(?:this|it|that)(?:['’]s|\s+is)\s+(?:now\s+|actually\s+|already\s+|officially\s+)*my\s+(?P<nth>" + _ORDINAL + r")\s+"
    # what it is of: a place, a role, a doing ("at Leeds", "as a nurse", "teaching chemistry"), never a compound ("year anniversary", "season ticket")
    r"(?P<unit>year|season|semester|term|decade)(?P<rest>\s+(?:here\s+)?(?:at|in|of|as|with|on|for|doing|\w+ing)\b.*)$",
    _I,
)
# "This is my son's ninth year teaching chemistry": someone else's span, never the user's.
_SOMEONE_ELSES_NTH = regex.compile(r"(?:this|it|that)(?:['’]s|\s+is|\s+was)\s+(?:\w+\s+)?(?:my|our)\s+[\w'’-]+['’]s?\s+(?:" + _ORDINAL + r")\b", _I)
_NTH_OTHER = regex.compile(r"^(?:this|it|that)(?:['’]s|\s+is|\s+was|\s+will\s+be)\s+(?:\w+\s+)?my\s+(?:very\s+)?(?:" + _ORDINAL + r")\b", _I)
# What no span is of: a streak, a place or a moment ("…in a row", "…here", "…ever", "…of uni?").
_NOT_A_SPAN = regex.compile(
    r"^(?:(?:in\s+a\s+row|running|straight|here|there|now|ever|so\s+far|already|too)\W*)+$"
    r"|\b(?:in\s+a\s+row|so\s+far|you|your|yours|them|him|her|it|this|that|these|those)\b|^\W",  # a streak, someone else, a thing said before
    _I,
)
# The same at the end of a note about what they do ("Is still teaching at Valley High, this is their ninth year").
_NTH_SPAN_TAIL = regex.compile(r",\s+(?:and\s+)?(?:this|it)(?:['’]s|\s+is)\s+(?:now\s+|already\s+)?their\s+((?:" + _ORDINAL + r")\s+(?:year|season|semester|term|decade))\W*$", _I)


# Any other such comment after it ("…, this is their first time", "…, this was their ninth year"): what it says is the clause before.
_THIS_IS_THEIR_TAIL = regex.compile(r",\s+(?:and\s+)?(?:(?:this|it|that)(?:['’]s|\s+is|\s+was|\s+will\s+be)|its)\s+(?:\w+\s+)?their\b.*$", _I)


def span_tail_said(note: str) -> str:
    """"…, this is their ninth year" at the end of a note -> "…, in their ninth year"; any other
    "…, this is their …" comment is cut ("Teaches at Valley High, this is their first time")."""
    return _THIS_IS_THEIR_TAIL.sub("", _NTH_SPAN_TAIL.sub(r", in their \1", note))


def _since_relative(text: str) -> bool:
    """The clause's relative date is where a lasting state began ("…going there since last year")."""
    found = relative_date(text)
    return (
        found is not None
        and regex.search(r"\bsince\s+$", text[: found.start()], _I) is not None
        and _SEASON_OR_LONGER.search(found.group()) is not None  # never "since yesterday", "since last week": a passing spell
        and relative_date(text[found.end():]) is None
    )


_SEASON_OR_LONGER = regex.compile(
    r"\b(?:years?|months|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b", _I
)


# A clause that tells something done or lived, in the past tense.
_PAST_EVENT = regex.compile(
    r"^(?:i['’]ve|i\s+have)\s+(?:only\s+|never\s+|already\s+)?been\s+(?:only\s+)?to\b|^(?:(?:i|we)\s+)?(?:(?:just|recently|finally|also|first|once|even|actually)\s+)*"
    r"(?!(?:loved|liked|enjoyed|adored|wanted|hoped|needed|used|started|need|feed|speed|breed|bleed|embed)\b)"
    r"(?:\w+ed|went|got|had|took|made|began|became|won|lost|left|met|saw|ran|found|bought|sold|built|wrote|taught|grew|spent|did|flew|drove|gave|came)\b",
    _I,
)


def _dated(text: str, note: str, at: object, lasting: bool) -> str | None:
    """The note with its relative date resolved; None for a dated one-off that is no life event.
    A duration from a relative date ("since last year") holds: the pass resolves it in the note
    (jobs.when.resolve_in_note: "since 2025")."""
    if relative_date(text) is None or (lasting and _since_relative(text)):
        return note
    if not lasting:
        return None
    rest, when = dated(note, at)
    if when is None:  # no message time: the lasting fact, without its relative date
        found = relative_date(note)
        return regex.sub(r"\s+(?=[,;])|(?<=\s)\s+", "", note[: found.start()] + note[found.end():]).strip(" ,") if found else note
    rest = regex.sub(r"\s+(?=[,;])", "", rest)  # "with Sparrow , keys…": no space left where the date was
    return f"{rest} {in_brackets(rest, when)}"


# "… and it's amazing": a reaction glued to the fact, dropped.
_EVALUATIVE_TAIL = regex.compile(
    r"(?:,?\s+(?:and\s+)?(?:i['’]m\s+|i\s+am\s+)?(?:going\s+to|gonna|will)\s+make\s+it\s+(?:happen|work)\b.*"
    r"|(?:,?\s+(?:and|but|so)|,)\s+(?:those|these|it|that|this|they)(?:['’]s|['’]re|\s+(?:are|were))\s+(?:some\s+of\s+|one\s+of\s+|among\s+)?(?:my|the)\s+(?:very\s+)?(?:best|favou?rite|fondest|happiest|greatest)\s+(?:memories|memory|times|days|moments)\b.*"
    r"|(?:,?\s+(?:and|but|so)|,)\s+(?:it|that|this|they)(?:['’]s|['’]re|['’]d|['’]ll|\s+(?:is|was|are|were|feels?|looks?|seems?|would|will))\s+(?!.*\b(?:me|my|myself)\b).*|\s+[-–—]+\s*(?:it|that)['’]s\s+(?!.*\b(?:me|my|myself)\b).*)$",
    _I,
)


_COLLOQUIAL = (
    (regex.compile(r"\bgonna\b", _I), "going to"), (regex.compile(r"\bwanna\b", _I), "want to"),
    (regex.compile(r"\bgotta\b", _I), "have to"), (regex.compile(r"(?<!\w)['’]em\b", _I), "them"),
    (regex.compile(r"\b(\w+in)['’](?=\s|$)", _I), r"\1g"),  # "livin'" -> "living"
    (regex.compile(r"\bbiz\b", _I), "business"), (regex.compile(r"\bfam\b", _I), "family"),
    (regex.compile(r"\bfav(?:e)?\b", _I), "favourite"), (regex.compile(r"\bedu\b", _I), "education"),
    (regex.compile(r"\bpics?\b", _I), "picture"),
)
# "Since I lost my job, …" / "After I moved here, …": the first-person clause inside.
# With no comma, the clause ends where a second "I" begins the main one ("Since I started running
# three years ago I feel better").
_SUBORDINATE = regex.compile(
    r"^(?:(?:especially|just|right|even)\s+)?(?:ever\s+since|since|after|now\s+that|because|['’]cause)\s+(i\b(?:(?!\s+i(?:['’](?:m|ve|d|ll))?\s)[^,]){6,})(?:(?:,\s*|\s+(?=i\b|i['’]))\S.*)?$",
    _I,
)


def _plain(text: str) -> str:
    """Chat spellings written out, so the note reads plainly ("gonna" -> "going to")."""
    for rx, repl in _COLLOQUIAL:
        text = rx.sub(repl, text)
    return text


# An offer made to the user by whoever gives jobs and places: "They offered me a place on the course",
# "Lipa Haraka offered me the internship". Never an offer of a drink or a lift.
_OFFER_WORDS = (
    r"job|position|role|internship|contract|scholarship|promotion|post|residency|apprenticeship|fellowship|partnership"
    # a place or a spot on something one studies, plays or sits on: never "a place to stay", "a spot on their sofa"
    r"|(?:place|spot|seat)\s+(?:on|in|at)\s+(?:the|a|an|their)?\s*(?:[\w-]+\s+){0,3}?"
    r"(?:course|programme|program|team|degree|university|uni|college|school|board|scheme|squad|panel|committee|master['’]?s|phd|residency|cohort)"
)
_OFFERED = regex.compile(
    r"^(?:(?:they|she|he|the\s+[\w-]+(?:\s+[\w-]+)?|(?P<by>(?!(?:they|she|he|the)\b)(?-i:\p{Lu}[\w&-]*(?:\s+\p{Lu}[\w&-]*){0,3})))\s+(?:(?:just|finally|actually|officially)\s+)?offered\s+me"
    r"|i\s+(?:was|got|(?:have|['’]ve)\s+been)\s+offered)\s+"
    rf"(?P<what>(?:a|an|the|my)\s+(?:[\w-]+\s+){{0,3}}?(?:{_OFFER_WORDS})\b.*)$",
    _I,
)


# "Work at the hospital pharmacy has been crazy", "My job at the bank is fine": the workplace, said in passing.
_WORKPLACE = (
    r"hospital|pharmacy|bank|school|office|factory|restaurant|caf[eé]|bakery|shop|store|library|clinic|hotel|warehouse|lab|studio"
    r"|garage|salon|firm|agency|council|university|college|ward|station|plant|mill|farm|supermarket|gym|newspaper|call\s+cent(?:re|er)|nursery|care\s+home"
)
_WORK_AT = regex.compile(
    r"^(?:work|my\s+(?:job|shifts?))\s+(?:at|for)\s+"
    # a workplace named by what it is ("the hospital pharmacy") or by its name ("Acme"), never someone else's or an old one
    rf"(?P<place>the\s+(?!(?:old|former|last|first|new)\b)(?:[\w'’&-]+\s+){{0,2}}?(?:{_WORKPLACE})|(?!(?:I|My|The)\b)(?-i:\p{{Lu}})[\w'’&-]+(?:\s+(?-i:\p{{Lu}})[\w'’&-]+){{0,2}})"
    r"\s+(?:is|has\s+been|['’]s\s+been|['’]s|keeps)\b"
    r"(?![^.!?]*\b(?:says|said|for\s+(?:him|her|them)|when\s+i\s+visit|over|quit|used\s+to|first|back\s+in|ever)\b)",
    _I,
)


def offered_to_user(text: str) -> bool:
    """Whether `text` tells a job or a place offered to the user ("They offered me a place…")."""
    return _OFFERED.match(text.strip()) is not None


def disclose(clause: str, previous: str | None = None, at: object = None, carried: str = "") -> tuple[str, str] | None:
    """(note text, category) when `clause` (fillers stripped, no final punctuation) tells something
    lasting about the user; None otherwise. `previous` is the sentence before (for a pronoun's
    referent); `at` the message time (for "yesterday", "last year"…)."""
    rx = _rx()
    text = cut_reaction(ASIDE_TAIL.sub("", _plain(without_emoticons(clause.strip())))).rstrip(" .!…;:,-–—")
    if _SOMEONE_ELSES_NTH.match(text):
        return None  # "This is my son's ninth year teaching chemistry": someone else's span
    if _NTH_OTHER.match(text):  # "This is now my ninth year teaching…": "this" is the span itself, nothing said before
        note = _shape(text)
        return (note, "background") if note is not None and len(note) <= 160 and relative_date(text) is None else None
    going = _GOING_NOWHERE.match(text)
    if going:  # "I go every Thursday": where to is the fact; said just before ("There's a pottery studio near me"), or no note
        venue = _VENUE_BEFORE.match(previous or "")
        if venue is None or "?" in (previous or "") or (previous or "").isupper() or text.isupper():
            return None
        place = regex.sub(r"^(?:this|one)\s+", lambda m: article(venue.group("venue")[m.end():]) + " ", venue.group("venue"), flags=_I)
        after = regex.sub(r"^\s+there\b", "", text[going.end("verb"):]).lstrip(" -–—,")
        after = f" {after}" if after else ""
        text = f"{text[: going.end('verb')]} to {place}{after}"
    elif _GO_WITH_NO_WHERE.match(text) or _TAKE_WITH_NO_WHERE.match(text):
        return None  # "I go every bloody day", "I go never", "I take my son every week": where, not said
    opening = relative_date(text)
    if opening is not None and opening.start() == 0:  # "Last night I joined a forum" -> "I joined a forum last night"
        text = f"{text[opening.end():].lstrip(' ,')} {opening.group()}"
    inner = _SUBORDINATE.match(text)
    if inner:  # "Since I lost my job at Door Dash, things have been tough": the fact is the first part
        text = inner.group(1)
    text = raised_by(text, previous) or (raised_by(text, carried) if carried else None) or text  # "My obaachan is 91. She taught me to make onigiri"
    titled = _TITLE_AS_NAME.match(text)
    if titled and RAISED_ME.match(text):  # "Grandma gave me her old sewing machine": the user's grandma
        text = f"My {titled.group().lower()}{text[titled.end():]}"
    embedded = _made_me_see(text)
    if embedded is not None:  # "It's made me appreciate how lucky I am to have…": the fact is what they see
        return disclose(embedded, previous, at)
    if len(text) < 6 or addresses_someone(text) or text.endswith("?"):
        return None
    if previous and _SPAN_IN_STATE.match(text) and regex.search(rf"\b(?:{PERSON_WORDS}|parents|folks|grandparents|in-laws)s?\W*$", previous, _I):
        return None  # "My parents: forty-one years married": theirs
    lasting = is_life_event(text) or is_upcoming_event(text) or RAISED_ME.match(text) is not None  # "My sister got me into running (2023)"
    lasting = lasting or bool(going and _since_relative(text))  # "…going there since last year": since when they go
    if relative_date(text) is not None and not lasting:
        return None
    if rx["near_term"].search(text) and not lasting:
        return None
    if _HEDGE.search(text):
        return None  # "I'm thinking maybe I'll try skydiving": not a fact yet
    if WEARING_ON_ME.match(text):
        return None  # "My job is killing me lately", "My back is killing me": what it does to them now
    we_event = _WE_HAVE_EVENT.match(text)
    if we_event:  # "We've moved to Leeds" -> read as "I've moved to Leeds"
        text = "I've " + text[we_event.end():]
        lasting = is_life_event(text)
    workplace = _WORK_AT.match(text)
    if workplace:  # "Work at the hospital pharmacy has been crazy": where they work, whatever the week was like
        place = swap_person(workplace.group("place"), "en")
        if workplace.group("place")[:1].islower():
            place = place[:1].lower() + place[1:]  # swap_person capitalises: "the bank" stays as written
        preposition = "for" if regex.search(r"\sfor\s", workplace.group()[:20], _I) else "at"
        return f"Works {preposition} {place}", "background"
    offered = _OFFERED.match(text)
    if offered and regex.search(r"\b(?:but|turned\s+(?:it|them)\s+down|declined|rescinded|withdrew|took\s+it\s+back|as\s+a\s+joke|jokingly|kidding)\b", text, _I):
        return None  # "They offered me a job but I turned it down": no news about the user to keep as a fact
    if offered:  # "They offered me a place on the midwifery course": what the user was offered, dated
        what = swap_person(offered.group("what"), "en")
        by = f" by {offered.group('by')}" if offered.group("by") else ""  # "Lipa Haraka offered me the internship"
        note = _dated(text, f"Was offered {what[:1].lower()}{what[1:]}{by}", at, True)
        return (note, "background") if note and len(note) <= 160 and not _DANGLING.search(note) else None
    we_fr = _FR_WE.match(text)
    if we_fr is not None:  # "Nous avons deux enfants", "On a adopté un chien": the household's, the user's too
        text = {"avons": "j'ai", "a": "j'ai", "sommes": "je suis", "est": "je suis"}[next(g for g in we_fr.groups() if g).lower()] + text[we_fr.end():]
        lasting = is_life_event(text)
    if rx["fr_je"].match(text) or _FR_OWN.match(text) or _FR_PASSION.match(text):
        return _french(text, at, lasting)
    story = _embedded_story(text) if regex.match(r"(?:it|this|that)\s+(?:reminds|takes|brings)\s+me\s+back\s+to|(?:it|this|that)\s+reminds\s+me\s+of", text, _I) else None
    if story is not None and not _has("near_term", text):
        note = _dated(text, story, at, True)
        return (note, "experience") if note and 8 <= len(note) <= 160 else None
    passion = _PASSION.search(text)
    if passion is not None and passion.start() == 0:
        passion = None  # "My passion for photography started when…": what it did is the sentence
    if passion is not None and not rx["reaction"].match(text):  # "It fired up my passion to make education better"
        note = swap_person(_ours(passion.group(1)), "en")
        note = _dated(text, f"Has a passion {note[:1].lower()}{note[1:]}", at, lasting)
        return (note, "interest") if note and len(note) <= 160 and not _DANGLING.search(note) else None
    text = _ADOPTED_PET.sub(r"\1 a pet", text)
    pair = we_as_pair(text, previous)
    paired, pair_with = pair if pair is not None else (None, "")
    if paired is not None:  # "Ama and I talked it over and we're moving in together": the pair's part alone
        resolved = resolve(paired, previous, carried)
        note = _shape(resolved) if resolved is not None else None
        if note is not None and not _DANGLING.search(note):
            note = _dated(text, note, at, lasting)
            if note is not None and 8 <= len(note) <= 160 and not addresses_someone(note):
                return note, "background" if is_upcoming_event(text) else _category(paired)
    resolved = resolve(text, previous, carried)
    if resolved is None:
        return None
    if resolved != text and previous:  # "This is my family. They're the reason I never give up."
        resolved = _OWNED_PEOPLE.sub(
            lambda m: f"my {m.group(1)}" if regex.search(rf"\bmy\s+{regex.escape(m.group(1))}\b", previous, _I) else m.group(0), resolved
        )
    if rx["owned_by"].match(resolved) and not (previous and regex.search(rf"\b(?:{_OWNING}|our)\b", previous, _I)):
        return None
    if previous and _SOMEONE_ELSE.match(previous.strip()) and (rx["subjectless"].match(text) or _HAVE_COUNTED.match(text)):
        return None  # "My sister? Moved to Berlin in 2019": no "I", and the sentence before was about someone else
    if previous and _SOMEONE_ELSE.match(previous.strip()) and _SPAN_IN_WORK.match(text):
        return None  # "My grandad was a legend. Forty years in the army.": his years, not the user's
    note = _shape(resolved)
    if note is None and resolved != text and _OPENING_PRONOUN.match(text) and regex.search(r"\b(?:me|my|mine|myself)\b", text, _I):
        # "These are my lucky shoes. They've been with me through it all": about the user's own thing.
        if not rx["reaction"].match(text) and not rx["near_term"].search(text):
            note = swap_person(resolved, "en")
    if note is None:
        return None
    if _DANGLING.search(note):
        return None  # "Has been working on for a while": what was worked on is missing
    note = _dated(text, note, at, lasting)
    role = _BEING_ROLE.match(text) is not None  # "Is a dad": one content word, still a whole fact
    if note is None or len(note) < 8 or len(note) > 160 or addresses_someone(note) or (
        len(content_words(note)) + len(regex.findall(r"\b\d+\b", note)) < 2 and not regex.search(r"\s(?-i:[A-Z])\w", note) and not (lasting and _ONE_WORD_EVENT.match(note))
        and not _TASTE_FOR.search(note) and not role and not _ONE_KIN_OR_PET.match(note)
    ):
        return None
    note = users_part(note)
    if note is None:
        return None
    if paired is not None and note.endswith(", with others"):  # "June and I … We're going to Scotland in September"
        note = f"{note[:-len('others')]}{pair_with}"
    return note, "background" if role or _SPAN_IN_WORK.match(text) or is_upcoming_event(text) else _category(text)


_GROUP_SUBJECT = regex.compile(r"\b(?:we|we['’](?:re|ve|ll|d)|(?-i:us|Us))\b", _I)  # never "US" (a country: "Became a US citizen")


def users_part(note: str) -> str | None:
    """The note with what a group did cut off, or None when a group, not the user, is its subject.
    "we" in a relative clause ("the Bronco we bought") are the user and whoever is with them."""
    # "the Bronco we bought last fall": "we" in a relative clause are the user and whoever is with them.
    note = regex.sub(r"(?<=\b(?!(?:and|but|so|because|when|while|then|as|since|if|where|until|unless|or)\s)[\w'’-]+\s)we\b"
                     r"(?=\s+(?:(?:always|still|both|all|usually|really)\s+)*(?:\w+ed|bought|got|made|built|had|have|found|saw|took|went|did|do|own|love|enjoy|use|share)\b)", "they", note, flags=_I)
    group = _GROUP_SUBJECT.search(note)
    if group is not None:
        head = regex.match(r"^(.*?\S)\s*,?\s*(?:so|and|but|because|as|since|even\s+though|though|although|when|while|where)?\s*$", note[: group.start()], _I)
        if head is None or len(head.group(1).split()) < 2 or regex.match(r"\w+ing\b(?:\s+\S+){0,2}$|is\s+\w+ing\s+(?:\S+\s+)?(?:together|back|forward|ahead|as\s+a\s+team|side\s+by\s+side|hand\s+in\s+hand)$", head.group(1), _I) or not regex.search(r"(?:,\s*\w*|\s(?:so|and|but|because|as|since|though|although|when|while|where))\s*$", note[: group.start()].rstrip(), _I):
            return None  # "Working together, we can bring change": a group speaks, not the user
        note = head.group(1).rstrip(" ,;")  # "Hired two cooks, so we'll be a team of seven": the user's part
    return note



# ---------------------------------------------------------------- French
# "J'adore…", "Je joue du violon…", "Je suis en train d'écrire…", "Je me suis mise au tricot…": a verb of a lasting kind.
_FR_LASTING = regex.compile(
    rf"^(?:je\s+|j{AP})(?:aime|adore|pr[ée]f[èe]re|joue|fais|pratique|collectionne|cours|travaille|habite|vis|[ée]tudie|apprends|enseigne"
    rf"|[ée]cris|peins|cuisine|jardine|chante|danse|nage|lis|poss[èe]de|[ée]l[èe]ve|construis|d[ée]veloppe|dirige|g[èe]re|r[êe]ve|compte"
    rf"|fabrique|tricote|brode|programme|code|fr[ée]quente|milite|b[ée]n[ée]vole|suis\s+b[ée]n[ée]vole|fais\s+partie|suis\s+en\s+train\s+d"
    rf"|me\s+suis\s+mise?\s+(?:à|au|aux)|m{AP}entra[îi]ne|m{{AP}}occupe|ai\s+(?:un|une|deux|trois|quatre|cinq|six|\d+)\s"
    rf"|aimerais\s+(?:(?:beaucoup|bien|tellement|vraiment)\s+)?\w+(?:er|ir|re)|adorerais\s+\w+(?:er|ir|re))\b".replace("{{AP}}", AP),
    _I,
)
# "Nous avons déménagé à Lyon", "On a deux enfants", "Nous sommes mariés depuis dix ans".
_FR_WE = regex.compile(r"^(?:nous\s+(avons|sommes)|on\s+(?:(a)|(est)))\b(?=\s+(?:\w+[ée]s?\b|deux|trois|quatre|cinq|un|une|\d))".replace("(?:(a)|(est))", "(a|est)"), _I)
# Chat acts and passing states: "je pense que…", "je suis tellement contente…", "j'ai hâte…", "je vais…".
_FR_REFUSE = regex.compile(
    rf"^(?:je\s+|j{AP})(?:pense|crois|trouve|sais|suppose|imagine|esp[èe]re|veux\s+dire|voulais|vais|viens\s+d|ai\s+(?:h[âa]te|vu|fait|mang[ée]|regard[ée]|pass[ée]|eu)"
    r"|suis\s+(?:(?:tellement|trop|tr[èe]s|super|si|vraiment)\s+)*(?:contente?|ravie?|heureux|heureuse|d[ée]sol[ée]e?|fatigu[ée]e?|crev[ée]e?|occup[ée]e?|d[ée]bord[ée]e?|press[ée]e?|en\s+retard|d{AP}accord|l[àa]))\b".replace("{AP}", AP),
    _I,
)
_FR_PRONOUN_ONLY = regex.compile(r"^\S+\s+(?:ça|cela|ceci|ce|le|la|les|tout\s+ça)\s*[.!]*$", _I)
# "Mon plat préféré est la raclette", "Ma série préférée, c'est…": a favourite.
_FR_OWN = regex.compile(rf"^(?:mon|ma|mes)\s+[\w'’-]+\s+pr[ée]f[ée]r[ée]e?s?\s*(?:,?\s*c{AP}est|est|sont|reste|restent|:)\s+\S", _I)
# "La cuisine, c'est ma passion": what they love, said the other way round.
_FR_PASSION = regex.compile(
    rf"^((?:la|le|les|l{AP})\s*[\w'’ -]{{2,40}}?),?\s+c{AP}est\s+(?:vraiment\s+|toute\s+)?(ma|mon)\s+(passion|hobby|vie|sport\s+pr[ée]f[ée]r[ée])\s*$",  # "mon truc": jobs/tastes.py
    _I,
)
_FR_CATEGORY = (
    (regex.compile(r"\b(?:r[êe]ve|compte|voudrais|veux|objectif|but|aimerais|adorerais)\b", _I), "goal"),
    (regex.compile(r"\b(?:suis\s+en\s+train|construis|d[ée]veloppe|projet)\b", _I), "project"),
    (regex.compile(r"\b(?:pr[ée]f[èeé]r|passion)", _I), "preference"),
    (regex.compile(r"\b(?:travaille|habite|vis|viens|n[ée]e?|grandi|m[ée]tier|enfants?|mari|femme)\b", _I), "background"),
    (regex.compile(r"\b(?:depuis|ans)\b", _I), "experience"),
)


def _french(text: str, at: object, lasting: bool) -> tuple[str, str] | None:
    """A French self-disclosure ("J'adore faire de la randonnée avec mes enfants", "La cuisine, c'est ma
    passion") written as a note; None for chat acts, passing states and bare pronoun objects."""
    passion = _FR_PASSION.match(text)
    if passion:
        what = passion.group(1).strip()
        note = f"{passion.group(3)[:1].upper()}{passion.group(3)[1:]}: {what[:1].lower()}{what[1:]}"
        return (note, "preference") if 8 <= len(note) <= 160 else None
    if _FR_OWN.match(text):
        note = third_person(regex.sub(r"\b(?:reste|restent)\b", lambda m: "est" if m.group() == "reste" else "sont", text, count=1), "fr")  # "… reste la Dreamcast"
        return (note, "preference") if note and 8 <= len(note) <= 160 else None
    if _FR_REFUSE.match(text) and not _has("life_events", text):
        return None  # "J'ai vu un film l'année dernière": a one-off, however long ago
    if not lasting and (not _FR_LASTING.match(text) or _FR_PRONOUN_ONLY.match(text)):
        return None
    note = third_person(text, "fr")
    note = _dated(text, note, at, lasting) if note else None
    if not note or not 8 <= len(note) <= 160:
        return None
    if lasting:
        return note, "setup" if _FR_DEVICE.search(text) else "background"  # "J'ai reçu un BitBox02": what they use, as in English
    return note, next((category for rx, category in _FR_CATEGORY if rx.search(text)), "interest")


_FR_DEVICE = regex.compile(
    r"\b(?:achet[ée]|command[ée]|re[çc]u|install[ée]|configur[ée]|mont[ée]|r[ée]cup[ée]r[ée])\s+(?:\S+\s+){1,4}?"
    r"(?:n(?:œ|oe)ud|multisig|portefeuille|wallet|coldcard|trezor|ledger|jade|passport|bitbox\w*|seedsigner|keystone|umbrel|start9|raspberry|serveur|nas)\b",
    _I,
)


_COMPANY = regex.compile(r"\b(?:my|our)\s+((?:[\w-]+\s+)?(?:family|fam|kids|children|husband|wife|partner|friends|team|group|class|crew|band|parents|dog|dogs))\b", _I)


# "Andre and I run a bakery", "Me and Tom are building a boat": someone the user names, with them.
_NAMED_PARTNER = regex.compile(
    r"^(?:(?!(?:I|We|You|They|He|She|It|This|That|Mom|Mum|Dad|God|Yesterday|Today|Tomorrow|Now|Then|Me)\b)((?-i:\p{Lu}\p{Ll}{2,}))\s+and\s+i\s+(?:(?:both|also|still|now|just|finally|actually)\s+)*(\w+['’]?\w*)\b(.*)"
    r"|me\s+and\s+(?!(?:my|our|the|him|her|them)\b)((?-i:\p{Lu}\p{Ll}{2,}))\s+(?:(?:both|also|still|now|just|finally|actually)\s+)*(\w+['’]?\w*)\b(.*))$",
    _I,
)


def _ours(text: str) -> str:
    """"our"/"us" of a shared habit, said of the user ("with our kids" -> "with their kids")."""
    text = regex.sub(r"\bourselves\b", "themselves", text, flags=_I)
    return regex.sub(r"\b(?-i:us|Us)\b", "them", regex.sub(r"\bour\b", "their", text, flags=_I), flags=_I)  # never "US"


def _company(text: str) -> str:
    """Who "we" are, when the sentence says it ("our family"); otherwise "others"."""
    m = _COMPANY.search(text)
    return f"their {m.group(1)}" if m else "others"


def _with_company(note: str, text: str, *, others: bool = True) -> str:
    """`note` of something "we" do, with who "we" are ("…, with their kids"), unless the note already
    names them ("Moved to Leeds with their kids") or, without `others`, the sentence does not say."""
    company = _company(text)
    if (company == "others" and not others) or regex.search(rf"\b{regex.escape(company)}\b", note, _I):
        return note
    if company == "others" and _A_COUPLE.search(note):
        return note  # "We're getting married in April": the two of them, not "with others"
    return f"{note}, with {company}"


# A plan "we" make, with the thing planned: never an outing ("we're going to the beach"), a moment
# ("we're going to grab lunch", "be late") or a wish for the others ("we want you to come").
_WE_PLAN_HEAD = regex.compile(
    r"^we(?:['’]re|\s+are)?\s+(?:(?:still|also|both|really|finally|definitely|seriously|now)\s+)*(?:going\s+to|planning\s+(?:to|on)|hoping\s+to|aiming\s+to|saving\s+(?:up\s+)?to|(?:want|plan|hope|intend|aim)\s+to)\s", _I
)
_WE_PLAN = regex.compile(
    r"^we(?P<be>['’]re|\s+are)?\s+(?:(?:still|also|both|really|finally|definitely|seriously|now)\s+)*"
    r"(?P<plan>(?(be)(?:going\s+to|planning\s+(?:to|on)|hoping\s+to|aiming\s+to|saving\s+(?:up\s+)?to)|(?:want|plan|hope|intend|aim)\s+to))\s+"
    r"(?P<rest>(?!(?:the|a|an|my|our|his|her|their|your|you|be|have|go|get\s+(?:some\s+|a\s+)?(?:lunch|dinner|coffee|food|drinks?|breakfast|brunch|bite|sleep|rest|ready|going|home|back|started|there|out|in|up|together)|see|watch|try|check|grab|eat|head|stay|sleep|do|make\s+it|call|text|meet|talk|chat|hang|pop|swing"
    r"|need|keep|wait|miss|play\s+it|figure|think|take\s+a|find\s+out|let)\b)\w{3,}.{3,})$",
    _I,
)
# What only a couple does: the "we" is the user and their partner.
_A_COUPLE = regex.compile(r"\b(?:married|marry|marrying|engaged|wedding|honeymoon\w*|eloped|eloping|dating|together|divorc\w+|separat\w+|anniversary|vows)\b", _I)


_EAGER_EMPTY = regex.compile(
    r"^(?:(?:so|super|really|very|pretty|truly|just|totally)\s+)*(?:excited|keen|thrilled|eager|stoked|pumped|happy|ready)\s+to\s+\w+"
    r"(?:\s+(?:back|out|up|in|on|more|it|that|this|them|again|too|already|now|soon|together|a\s+lot|so\s+much))*\s*$",
    _I,
)
# A clause whose verb only says how something felt ("… has been a mix of exciting and nerve-wracking").
# Chat style with no subject, "been" and how long: a lasting state ("Been married for 12 years",
# "Been a nurse since 2015"), never a stretch of time or how it went ("Been a while", "Been a nightmare for weeks").
_DURATION = (
    r"(?:(?:for|over)\s+(?:(?:about|around|almost|nearly|over|like|more\s+than|roughly|just\s+over)\s+)?"
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a\s+few|a\s+couple\s+of|several|many|a|an)"
    r"\s+(?:(?:and\s+a\s+half)\s+)?(?:years?|months?|decades?)|since\s+(?:\d{4}|(?:i\s+was|we\s+were|high\s+school|college|uni(?:versity)?|school)\b))"
)
_SPAN_IN_STATE = regex.compile(
    r"^(?:(?:almost|nearly|over|about|going\s+on)\s+)?(?P<span>(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
    r"|(?:twenty|thirty|forty|fifty|sixty)-(?:one|two|three|four|five|six|seven|eight|nine)|a\s+few|a\s+couple\s+of)\s+(?:years?|decades?))"
    r"\s+(?P<state>married|together|vegan|vegetarian|retired)(?:\s+(?:now|already|this\s+year))?$",
    _I,
)
# "Eight years in emergency nursing and I still love it", "Twenty years as a firefighter": how long a
# line of work has lasted, said without a verb. The field is a trade's "-ing" word or a named sector,
# never a place or a stay ("Two years in Japan", "Ten years in prison", "Three years in a row").
_SPAN_IN_WORK = regex.compile(
    r"^(?P<span>(?:(?:almost|nearly|over|about|going\s+on|more\s+than)\s+)?(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
    r"|(?:twenty|thirty|forty)-(?:one|two|three|four|five|six|seven|eight|nine)|a\s+few|a\s+couple\s+of)\s+(?:years?|decades?)|a\s+decade))\s+"
    r"(?:as\s+(?P<art>an?)\s+(?P<role>[\w-]+(?:\s+[\w-]+){0,2}?)"
    r"|in\s+(?P<field>(?:(?:emergency|paediatric|pediatric|icu|palliative|mental\s+health|primary|secondary|special|adult|early\s+years|investment|retail|commercial|corporate|civil|software|structural|dairy|sheep|arable)\s+)?"
    r"(?:nursing|teaching|banking|accounting|engineering|marketing|publishing|farming|fishing|nursing|policing|plumbing|catering|consulting|tutoring|coaching|lecturing|journalism|medicine|dentistry|pharmacy|law|finance|tech|it|retail|hospitality|construction|sales|hr|education|healthcare|social\s+work|the\s+(?:army|navy|air\s+force|police|fire\s+service|nhs|trade|industry|business))"
    r"(?:\s+(?:support|services|management|sales|design|development|research|admin|administration|recruitment|logistics|operations|security|care))?)"
    r")(?:\s+(?:now|already|this\s+year))?(?=\s*(?:$|[,;!.]|\s+(?:and|but|so)\b))",
    _I,
)
# A role said as a judgement, not a job: "a terrible cook", "a glorified babysitter", "an unpaid therapist".
_JUDGED_ROLE = regex.compile(
    r"\b(?:terrible|bad|awful|lousy|rubbish|crap|crappy|shit|shitty|great|amazing|good|decent|mediocre|glorified|unpaid|amateur|wannabe|failed|frustrated|reluctant|accidental|part-time\s+philosopher|human)\b",
    _I,
)
_BEEN_FOR = regex.compile(
    r"been\s+(?:(?:happily|now|still)\s+)*(?:married|together|engaged|divorced|retired|vegan|vegetarian|sober|single|self-employed"
    r"|an?\s+(?!(?:long|good|great|bad|rough|tough|hard|crazy|hectic|busy|wild|weird|while|bit|time|mess|nightmare|disaster|struggle"
    r"|journey|ride|blast|challenge|pain|joy|dream|idiot|slave|couch|mess|wreck|zombie|hermit|fool|nightmare)\b)[\w-]+(?:\s+[\w-]+){0,3}?)\s+" + _DURATION
    + r"(?![^.!?]*\b(?:next|then|until|till|before|relapsed|fired|quit|divorced|split|ago)\b)",
    _I,
)
# "Have two kids", "Got three cats and a dog": how many of their people or animals, said without "I".
_HAVE_COUNTED = regex.compile(
    r"(?:still\s+)?(have|got)\s+(?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a|an|one)\s+(?:[\w-]+\s+){0,2}?"
    rf"(?:{PERSON_WORDS}|{ANIMAL_WORDS}|grandkid|grandchild(?:ren)?|twin|step-?\w+)s?\b"
    # never who is around for now: "in the car", "over for a sleepover", "to feed while…", "coming over"
    r"(?!.*\b(?:in\s+the\s+(?:car|back|house|office)|over|coming|to\s+(?:feed|watch|look\s+after|babysit|walk|pick\s+up)|here|with\s+me|sleepover|staying|visiting|while|for\s+the\s+(?:day|week|weekend)|at\s+(?:my|our)\s+place)\b))",
    _I,
)
# A life event told in one word, a fact all the same: "Has retired", "Got married", "Graduated".
# A life event told by its verb alone ("I just retired", "I finally got divorced"): the state it left.
_NOW_A_STATE = {"retired": "Is retired", "married": "Is married", "engaged": "Is engaged", "divorced": "Is divorced"}
# A taste said by its object alone: "Has been really into photography" holds one content word and is a whole fact.
_TASTE_FOR = regex.compile(r"\b(?:into|passionate\s+about|obsessed\s+with|hooked\s+on|fan\s+of|keen\s+on|big\s+on|in\s+love\s+with|crazy\s+about)\s+(?!(?:it|this|that|them|these|those|things|stuff)\b)\w{4,}$", _I)
# One person of their family or one animal of theirs is a whole fact in one word ("Has a sister",
# "Has a beagle"); never "a cow" (an idiom), "a mouse" or "a lab" (things), nor a parent (everyone has one).
_ONE_KIN_OR_PET = regex.compile(
    r"^has\s+(?:got\s+)?an?\s+(?:(?:sister|brother|sibling|twin|wife|husband|partner|spouse|boyfriend|girlfriend|fianc[ée]e?|son|daughter|kid|child"
    r"|stepson|stepdaughter|stepbrother|stepsister|half-brother|half-sister|grandson|granddaughter|grandchild|niece|nephew)"
    r"|(?!(?:cow|mouse|lab|rat|pet|chat)$)(?:" + ANIMAL_WORDS + r"))$",
    _I,
)
_ONE_WORD_EVENT = regex.compile(
    r"^(?:has\s+|got\s+|just\s+|is\s+)*(?:retired|married|engaged|divorced|graduated|moved|emigrated|relocated)$|^(?:just\s+)?had\s+a\s+baby(?:\s+(?:boy|girl))?$"
    r"|^(?:was|got|has\s+been|just\s+)+\s*(?:laid\s+off|fired|sacked|made\s+redundant|let\s+go|promoted)$"
    # "I got a puppy", "I got a promotion": one thing got, the whole event
    r"|^(?:has\s+|just\s+|finally\s+)*got\s+(?:a|an|their)\s+(?:(?:new|little|rescue|big|well-deserved|first)\s+)?(?:puppy|kitten|dog|cat|promotion|raise|pay\s+rise|black\s+belt)$", _I
)
# "We've moved to Leeds", "We've just bought a house": the household's life event, the user's too.
_WE_HAVE_EVENT = regex.compile(r"^we(?:['’]ve|\s+have)\s+(?=(?:just\s+|finally\s+|recently\s+|officially\s+)*(?:moved\s+(?:to|into|in\s+to|back\s+to|out\s+to)\s+(?:the\s+)?(?-i:\p{Lu})|(?:moved\s+(?:in|into)\s+(?:a|our|the)\s+(?:new\s+|first\s+)?(?:house|home|flat|apartment)"
    rf"|bought\s+(?:a|our\s+first)\s+(?:house|home|flat|apartment)|adopted\s+(?:a|an|two|our)\s+(?:[\w-]+\s+){{0,2}}?(?:{ANIMAL_WORDS}|child|baby|son|daughter|boy|girl|kid)s?|emigrated|relocated)\b))", _I)
# A sentence about someone else ("My sister?", "Dad's fine.", "Jake's doing well.", "My neighbour is a character."):
# a clause with no subject after it is theirs, not the user's.
_SOMEONE_ELSE = regex.compile(
    rf"^(?:(?:my|our|his|her|their|your)\s+(?:[\w-]+\s+)?(?:{PERSON_WORDS}|{ANIMAL_WORDS})s?\b(?!\s+and\s+i\b)"
    r"|(?:mum|mom|mam|dad|ma|pa|granny|grandma|grandpa|nan|gran)(?:['’]s|\s+is|\s+was)\b"
    r"|(?!(?:it|this|that|there|here|life|work|today|everything|things|which|what|who|where|how|never|always|just|still|also|finally|recently|only|really|actually|totally|already|once|sometimes|usually)\b)(?-i:\p{Lu}\p{Ll}+)"
    r"(?:['’]s\s+(?:doing|fine|well|good|ok|okay|great|been|got|moved|just|not|still|now)|\s+(?:is|was)\s+(?:doing|fine|well|good|ok|okay|great|a|an|my|the|still|now|\w+ing)|\s+(?:has|had|just|got|moved|lives|works)\b)"
    r"|(?:(?:oh|well|yeah|and)\W+)?(?:he|she|they)(?:['’]s|['’]re|['’]ve|\s+(?:is|was|are|were|has|have|had|got|moved|lives|works)\b))",
    _I,
)
_PAST_FORMS = r"moved|lost|quit|left|started|began|joined|got|bought|adopted|married|graduated|opened|launched|retired|founded|enrolled|signed\s+up|grew\s+up|took\s+up|picked\s+up|finished|completed|won|published"
_EVALUATED = regex.compile(
    r"\b(?:has\s+been|have\s+been|is|was|were|are)\s+(?:(?:such|really|definitely|quite)\s+)?a\s+(?:(?:really|pretty|super|very)\s+)?(?:tough|hard|big|long|real|huge|difficult)\s+(?:job|task|process|one|slog|grind|journey|thing)\b"
    r"|['’]s\s+(?:(?:such|really|definitely|quite)\s+)?a\s+(?:(?:really|pretty|super|very)\s+)?(?:tough|hard|big|long|real|huge|difficult)\s+(?:job|task|process|one|slog|grind|journey|thing)\b"
    r"|\b(?:has\s+been|have\s+been|is|was|were|are)\s+(?:(?:so|really|a\s+mix\s+of|pretty|super|quite|kinda|such|very|totally|a\s+bit|kind\s+of)\s+)*"
    r"(?:exciting|nerve-?wracking|fun|hard|tough|great|amazing|awesome|crazy|wild|stressful|challenging|scary|exhausting|overwhelming|intense"
    r"|good|fine|ok|okay|busy|hectic|slow|quiet|nice|cool|rough|brutal|insane"
    r"|a\s+(?:blast|ride|rollercoaster|roller\s+coaster|whirlwind|struggle))\b",
    _I,
)
# "I find painting really relaxing": what something is to them.
_FIND_QUALITY = regex.compile(
    r"(?!it\b|that\b|this\b|them\b|out\b|myself\b|you\b)\S+(?:\s+\S+){0,3}?\s+(?:(?:so|really|very|super|quite|pretty|incredibly|truly)\s+)*"
    r"(?:relaxing|calming|soothing|therapeutic|fun|rewarding|fulfilling|peaceful|meditative|inspiring|fascinating|interesting|boring|stressful|exhausting|hard|easy|tricky|satisfying|energi[sz]ing)\b",
    _I,
)
_GERUND_VALUE = regex.compile(
    r"^(?:[a-z]+ing)\b(?=[^,;]*\b(?:my|me|myself)\b)[^,;]{4,80}?\s+(?:is|are)\s+(?:so\s+|really\s+|super\s+|very\s+|just\s+)*"
    r"(?:key|important|essential|crucial|everything|vital|a\s+(?:top\s+)?priority|my\s+(?:top\s+)?priority|what\s+matters(?:\s+most)?)\b",
    _I,
)
# "Being a firefighter keeps me busy", "Being a dad is the best thing that ever happened to me": the role is
# theirs now; never a wish, a condition or a time gone ("Being a nurse is my dream", "… would be", "… was").
_BEING_ROLE = regex.compile(
    r"^being\s+(?P<art>an?)\s+(?P<role>[\w-]+(?:\s+[\w-]+){0,3}?)\s+(?:is|isn['’]t|is\s+not|has\s+(?:been|its|taught|made|given)|can\s+be|takes|means|comes|keeps|gives|teaches|makes|brings)\b"
    r"(?![^.!?]*\b(?:dream|goal|wish|plan|someday|one\s+day|hope|want|would|if|used\s+to)\b)"
    r"(?=[^.!?]*\b(?:me|my|i|i['’]\w+)\b)",  # "Being a mom is awesome" may be said of anyone: only one that says what it is to them
    _I,
)
_DANGLING = regex.compile(r"\b(?:on|about|with|of|at|into|for|to)\s+(?:for\s+(?:a\s+while|ages|years|months)\b|[,;.]|$)", _I)
_HEDGE = regex.compile(
    r"\b(?:maybe|perhaps|probably|possibly|who\s+knows|might|peut-[êe]tre)\b"
    r"|\b(?:almost|nearly)\s+(?:\w+ed|got|went|had|did|lost|quit|became|won|left|made|took|gave|ran|broke|fell|died)\b"  # "I nearly got fired"
    r"|,?\s*\b(?:kind|sort)\s+of[.!]*\s*$|\bas\s+a\s+joke\b|\bjokingly\b|\b(?:kinda|sorta)[.!]*\s*$",  # "Got married, kind of.", "in Vegas, as a joke"
    _I,
)
_CHILDHOOD_LED = regex.compile(
    r"^((?:when\s+i\s+was\s+(?:a\s+(?:kid|child|teen|teenager)|young|younger|little|\d+)|growing\s+up|as\s+a\s+(?:kid|child|teen)))\s*,\s*((?:i|we)\s+\w+.{6,})$",
    _I,
)
_WE = regex.compile(r"\b(?:we|our|us)\b", _I)
_OPENING_PRONOUN = regex.compile(r"^(?:it|they|he|she|their|its|his|her)\b", _I)
_CHILDHOOD = regex.compile(
    r"\b(?:as\s+a\s+(?:kid|child|teen|teenager|boy|girl)|when\s+i\s+was\s+(?:a\s+(?:kid|child|teen|teenager)|young|younger|little|\d+)|growing\s+up|in\s+my\s+(?:childhood|youth|teens))\b",
    _I,
)


# "It reminds me of the film camera I had as a kid": their own past, told inside a clause about something else.
_EMBEDDED = regex.compile(
    rf"\b(?:the|those)\s+((?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,3}}?(?!{_FUNCTION}\b)[\w'’-]+)\s+(?:that\s+|which\s+)?(i|we)\s+"
    r"(had|owned|used|loved|played\s+with|rode|made|built|grew\s+up\s+(?:with|in|on)|lived\s+in)\s+"
    rf"((?:back\s+)?(?:as\s+a\s+(?:kid|child|teen|teenager|boy|girl)|when\s+i\s+was\s+(?:a\s+(?:kid|child|teen|teenager)|young|younger|little|\d+)|growing\s+up|in\s+(?:my\s+)?(?:childhood|youth|teens|college|school)))\b",
    _I,
)


# "I'd love to visit Japan someday", "I would really love to learn the cello".
_WISH = regex.compile(r"^(?:(?:someday|one\s+day|eventually|honestly|really|also|and)[,\s]+)*i(?:['’]d|\s+would)\s+(?:(?:really|so|just|absolutely|still)\s+)*(?:love|like)\s+to\s+(\w.{3,})$", _I)
# "We adopted a rescue dog", "We moved to Leeds in 2019", "We got married in June": said with others, lived by the user.
_WE_EVENT = regex.compile(r"^we\s+(?:(?:just|finally|recently|also|both|even|actually)\s+)*((?:\w+ed|got|bought|moved|began|became|built|left|sold|had\s+a\s+baby)\b.{3,})$", _I)
# "We've got three kids under ten", "We have two dogs": what the household has is the user's too.
# Where a "we" is not the household: at work, in a class, in a story.
NOT_AT_HOME = regex.compile(r"\b(?:at\s+(?:work|the\s+office|school|the\s+shop|the\s+lab)|in\s+(?:the|my|our)\s+(?:office|class\w*|school|lab|shop|novel|book|story|game)|one\s+day|someday)\b", _I)
_WE_HAVE = regex.compile(
    r"^we(?:['’]ve\s+got|\s+have\s+got|\s+have|['’]ve)\s+((?:two|three|four|five|six|\d+|a|an)\s+(?:[\w-]+\s+){0,2}?(?:kids|children|sons|daughters|boys|girls"
    r"|(?!(?:mouse|rat|lab|chat)s?\b)(?:" + ANIMAL_WORDS + r")s?|grandkids|grandchildren|cars?|house|home|farm|garden|allotment)\b.*)$",  # never "a mouse" in the kitchen
    _I,
)
# "We've been married for 5 years", "We've been together four years now": how long the couple has lasted.
_WE_TOGETHER = regex.compile(
    r"^we(?:['’]ve|\s+have)\s+been\s+(?P<what>married|together|dating|engaged)\s+(?:for\s+)?"
    r"(?P<dur>(?:(?:almost|nearly|over|about|around|more\s+than|just\s+over)\s+)?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|[\w-]+ty(?:-\w+)?)\s+(?:years?|months?|decades?))\b"
    r"(?![^.!?]*\b(?:as\s+(?:a|an|friends|colleagues|partners|bandmates|teammates)|my\s+(?:parents|mom|mum|dad|grandparents|brother|sister|friends?))\b)",
    _I,
)
# "We're engaged!", "We are officially married now": the couple's state is the user's (never "engaged in a
# debate", "married to our jobs"; "engaged to be married" is left to the other shapes).
_WE_ARE_A_COUPLE = regex.compile(
    r"^(?:(?:so|and|oh|well|guess\s+what|big\s+news|news|update)\W+)*we(?:['’]re|\s+are)\s+(?:(?:now|finally|officially|happily|just|so|actually)\s+)*(?P<state>engaged|married)\b"
    r"(?!\s+(?:in|with|by|to|as|for)\b)(?:\s+(?:now|at\s+last|finally|officially))?\W*$",
    _I,
)
# "I adopted him from a shelter": the one adopted from a shelter or a rescue is a pet.
_ADOPTED_PET = regex.compile(
    r"\b(adopted|rescued)\s+(?:him|her)\b(?=[^.;!?]{0,60}?\b(?:shelter|rescue|pound|breeder|sanctuary|kennel|humane\s+society|r?spca|\w*spca)s?\b)", _I
)
# "Cooking is how I unwind", "Running is what keeps me going", "The piano is where I find peace".
_HOW_I = regex.compile(
    r"^(?!(?:it|that|this|there|what|which|who|he|she|they|you|your|life|time|everything|nothing)\b)(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,6}?\s+(?:is|are|was|has\s+been)\s+(?:(?:always|really|just|basically|honestly)\s+)*"
    r"(?:(?:how|what|where|when)\s+(?:i\b|keeps\s+me\b|gets\s+me\b|helps\s+me\b)"
    # "Camping with my family is something we do every summer": what they do, said of the doing
    r"|(?:something|one\s+thing|a\s+thing)\s+(?:that\s+)?(?:i|we)\s+(?:(?:always|still|really|all|both|usually|never)\s+)*(?:do|love|enjoy|make|try|look\s+forward\s+to|never\s+miss|can(?:no|['’])t\s+live\s+without)\b)",
    _I,
)
# What the user's people only felt or did once: "are so excited about summer break", "went to camp".
_PASSING_PRED = regex.compile(
    r"^(?:(?:is|are|was|were|['’]s|['’]re|has\s+been|have\s+been|got|get|gets|feels?|felt|seems?|seemed|looks?|looked)\s+)"
    r"(?:(?:so|really|very|super|pretty|a\s+bit|kinda|totally|just|all|too|quite|still|also)\s+)*"
    r"(?:happy|glad|sorry|excited|thrilled|stoked|pumped|tired|exhausted|busy|swamped|good|great|fine|ok|okay|well|sick|ill|sad|upset|"
    r"stressed|nervous|anxious|worried|bored|hungry|late|ready|done|back(?!\s+(?:home\s+)?in\s+(?-i:[A-Z]))|away|out|home(?!\s+in\s+(?-i:[A-Z]))|here|there|asleep|awake|cranky|grumpy|fussy|"
    r"amazed|impressed|proud|scared|afraid|mad|angry|jealous|curious|surprised|shocked|thankful|grateful|fun|cool|awesome|amazing|"
    r"hilarious|funny|cute|adorable|sweet|lovely|beautiful|gorgeous|the\s+(?:best|greatest|coolest|sweetest)|in\s+(?:town|bed|school\s+today))\b(?!\s+for\s+me)",
    _I,
)
_ONE_OFF_PRED = regex.compile(
    r"^(?:(?:just|finally|also|even|actually)\s+)*(?:\w+ed|went|came|made|got|had|took|saw|did|ate|gave|told|said|asked|sent|bought|found|won|ran|left|brought)\b",
    _I,
)
# "my passion for baking", "fired up my passion to make education better": a passion they name.
_PASSION = regex.compile(
    r"\bmy\s+(?:(?:real|true|big|biggest|greatest|main|own|lifelong|newfound)\s+)?passion\s+((?:for|to)\s+(?!it\b|that\b|this\b|them\b)\w[^,;]{3,}?)(?:\s*[,;].*)?$",
    _I,
)


# "It's made me appreciate how lucky I am to have my friends", "It reminds me why I love being a mom",
# "This has made me realise that I love teaching": the user's own clause, seen through something else.
_MADE_ME_SEE = regex.compile(
    r"^(?:(?:it|this|that|which|all\s+(?:of\s+)?(?:this|that)|[\w'’-]+(?:\s+[\w'’-]+){0,11}?)\s+)"
    r"(?:(?:has|have|had)\s+|['’]s\s+)?(?:(?:really|truly|also|just|definitely)\s+)?"
    r"(?:(?:made|makes|make|helped|helps|help)\s+me\s+(?:(?:really|truly|finally)\s+)?"
    r"(?:appreciate|realize|realise|see|understand|value|remember|notice|recogni[sz]e)"
    r"|reminds\s+me(?:\s+of)?|reminded\s+me(?:\s+of)?)\s+"
    r"(?:(?:just|again)\s+)?(?:(?P<link>how|that|why)\s+)?(?P<clause>.{6,})$",
    _I,
)
# "how lucky I am to have…" -> "I am lucky to have…"
_HOW_ADJ_I_AM = regex.compile(r"^(?P<adj>(?:\w+\s+){0,2}?\w+)\s+(?P<be>i\s+am|i['’]m|i\s+was)\b(?P<rest>.*)$", _I)


def _made_me_see(text: str) -> str | None:
    """The first-person clause inside "It's made me appreciate how / that / why …", or None."""
    m = _MADE_ME_SEE.match(text)
    if m is None:
        return None
    clause = m.group("clause").strip()
    if (m.group("link") or "").lower() == "how":
        flipped = _HOW_ADJ_I_AM.match(clause)
        if flipped is not None:
            clause = f"I am {flipped.group('adj')}{flipped.group('rest')}"
        clause = regex.sub(r"^(?:much|deeply|strongly|very\s+much)\s+(?=i\b)", "", clause, flags=_I)  # "how much I care about…"
    # Only the user's own clause: "… that my sister is talented" is hers, not the user's.
    return clause if regex.match(r"(?:i|we)\b", clause, _I) else None


def _embedded_story(text: str) -> str | None:
    m = _EMBEDDED.search(text)
    if m is None or _BAD_REFERENT.match(m.group(1).split()[-1]) or _VAGUE.match(m.group(1).split()[-1]):
        return None
    verb = m.group(3)
    who = " with their family" if m.group(2).lower() == "we" else ""
    return swap_person(f"{verb} {article(m.group(1))} {m.group(1)} {m.group(4)}{who}", "en")


# "Family time matters to me", "Friendship means a lot to me", "My family is so important to me":
# what the user values, said the short way ("Values family time").
_VALUES = regex.compile(
    r"^(?P<x>(?!(?:it|this|that|these|those|they|he|she|you|your|our|what|which|everything|nothing|all\s+of\s+this)\b)(?![^\s]+$)"
    r"(?:(?!(?:not|never|no|don['’]t|doesn['’]t|didn['’]t|isn['’]t|wasn['’]t|hardly)\b)[\w'’-]+\s+){1,6}?(?!(?:not|never|no|longer)\b)[\w'’-]+)\s+"
    r"(?:(?:really|truly|just|always|still|so)\s+)*(?:(?:matters?|mattered|means?|meant)\s+(?:(?:so\s+much|a\s+lot|the\s+world|everything|a\s+great\s+deal|the\s+most|a\s+ton)\s+)?"
    r"|(?:is|are|['’]s|has\s+always\s+been)\s+(?:(?:really|so|very|super|extremely|incredibly|truly|always)\s+)*(?:important|precious|everything|dear)\s+)to\s+me$",
    _I,
)


# The role the user holds in a group of theirs ("the drummer in a local band", "the treasurer of our book club",
# "the goalkeeper for the Riverside Rovers"): who they are in it, said with the group.
_GROUP_ROLE = regex.compile(
    r"the\s+(?:(?:lead|head|main|first|second|team|club|new|only|current|vice|assistant|deputy|unofficial|official)\s+)?(?:drummer|singer|vocalist|guitarist|bassist|keyboardist|pianist|violinist|cellist"
    r"|trumpeter|saxophonist|fiddler|organist|conductor|goalkeeper|goalie|keeper|captain|vice-captain|coach|striker|pitcher|catcher|quarterback|setter|scrum-half|fly-half|hooker"
    r"|treasurer|secretary|chair|chairperson|chairman|chairwoman|president|organi[sz]er|founder|co-founder|editor|host|co-host|admin|moderator|manager|leader|webmaster"
    r"|dungeon\s+master|dm|quizmaster|librarian|cook|photographer|announcer|referee|umpire|mascot)"
    r"\s+(?:of|in|for|at|on)\s+(?:(?:my|our|a|an|the)\s+)?(?:[\w'’&-]+\s+){0,3}?"
    r"(?:band|team|club|choir|church|committee|society|group|league|orchestra|podcast|newsletter|troupe|crew|squad|ensemble|quartet|trio|collective|association"
    r"|union|board|chapter|campaign|pta|guild|circle|lodge|parish|congregation|side|xi)\b(?:\s+called\s+(?-i:\p{Lu})[\w'’&-]+(?:\s+(?-i:\p{Lu})[\w'’&-]+){0,2}|\s+(?:about|on|in|at|near)\s+(?:[\w'’-]+\s+){0,3}[\w'’-]+)?(?=\s*(?:$|[.!,;:]))"
    # a team by its name, after "for" ("the goalkeeper for the Riverside Rovers")
    r"|the\s+(?:[\w-]+\s+)?(?:goalkeeper|goalie|keeper|captain|coach|striker|pitcher|catcher|quarterback|setter|drummer|singer|vocalist|bassist|guitarist|keyboardist"
    r"|treasurer|secretary|chair|chairperson|president|organi[sz]er|manager|physio|kit\s+manager|host|co-host|photographer|announcer)\s+for\s+(?:the\s+)?(?-i:\p{Lu})\p{Ll}+(?:\s+(?-i:\p{Lu})\p{Ll}+){0,2}(?=\s*(?:[.!,;]|$))",
    _I,
)

# What makes that role not theirs now: a term ending, a stand-in, a one-off, a joke.
ROLE_NOT_NOW = regex.compile(
    r"\b(?:step(?:ping|s|ped)?\s+down|leaving|quit\w*|until|till|next|former|ex|last\s+(?:season|year|time)|temporar\w*|for\s+now|stand-?in|covering|filling\s+in"
    r"|this\s+(?:week|weekend|season|time|term)|tonight|today|tomorrow|apparently|supposedly|technically|lol|haha\w*|jk|kidding|joking|once|used\s+to|was"
    r"|one\s+more|from|while|through|come|after|absence|resigned|voted\s+out|handed|no\s+longer|hopefully|in\s+name\s+only|not|think|production|play|musical|show"
    r"|panto|film|movie|game|video\s*game|wedding|party|match|event|birthday|funeral|" + WEEKDAY_NAMES + r")\b|n['’]t\b|\?|['’]s\s+(?:wedding|party|game|match)",
    _I,
)


def _shape(text: str) -> str | None:
    rx = _rx()
    nth = _NTH_SPAN.match(text)
    if nth:  # "This is my ninth year teaching chemistry", "It's my second year at Leeds": where they stand in it
        rest = regex.sub(r"(?:\s+(?:lol|haha|lmao|ha))+\W*$", "", nth.group("rest")).strip()
        rest = regex.sub(r"^here\s+", "", rest, flags=_I)  # "my first year here at Google"
        if not rest or _NOT_A_SPAN.search(rest) or rx["pronoun_only"].match(rest) or text.isupper():
            return None  # "This is my second year in a row", "This is my first year here": of what, not said
        rest = swap_person(rest, "en")
        rest = rest if regex.match(r"(?-i:\p{Lu}\w*\s+\p{Lu})|I\b", nth.group("rest").strip()) else rest[:1].lower() + rest[1:]
        return f"Is in their {nth.group('nth').lower()} {nth.group('unit').lower()} {rest}"
    if _SOMEONE_ELSES_NTH.match(text):
        return None  # "This is my son's ninth year teaching chemistry": someone else's span
    if _NTH_OTHER.match(text):
        return None  # "This is my first time here", "It's my second marathon": a count so far, no lasting fact said
    if rx["reaction"].match(text) or (rx["chat_verb"].match(text) and not is_life_event(text)):
        return None  # "I had a great time", never "I had a baby in March"
    m = _VALUES.match(text) if not regex.search(r"\b(?:not|never|no\s+longer|hardly|\w+n['’]t)\b", text, _I) else None
    if m:  # "Family time matters to me" -> "Values family time"
        thing = swap_person(m.group("x"), "en")
        if regex.match(r"(?-i:\p{Lu}\w*\s+\p{Lu})", thing):
            return f"Values {thing}"  # "Taylor Swift means everything to me": a name keeps its capitals
        return f"Values {thing[:1].lower()}{thing[1:]}"
    if _WE_PLAN_HEAD.match(text):
        m = _WE_PLAN.match(text)
        if m is None or _HEDGE.search(text):
            return None  # "We're planning to grab lunch": a moment, not a plan to keep
        # "We're going to transition the farm to organic": the household's plan, the user's too
        note = third_person(f"I{' am' if m.group('be') else ''} {m.group('plan')} {_ours(m.group('rest'))}", "en")
        return _with_company(note, text) if note else None
    m = rx["we_doing"].match(text)
    if m and not rx["reaction"].match("I'm " + m.group(1)):
        note = third_person("I'm " + _ours(m.group(1)), "en")
        return _with_company(note, text) if note else None
    m = _CHILDHOOD_LED.match(text)
    if m:  # "When I was younger, we had some money problems": part of their story
        rest = _WE.sub(lambda w: {"we": "their family", "our": "their", "us": "their family"}[w.group().lower()], m.group(2))
        return swap_person(f"{m.group(1)}, {rest}", "en")
    m = rx["we_habit"].match(text)
    if m:
        verb, rest = m.group(1), m.group(2)
        note = third_person(f"I {verb}{_ours(rest)}", "en")
        if note is None or rx["pronoun_only"].match(rest):
            return None
        return _with_company(note, text)
    m = rx["with_partner"].match(text)
    named = _NAMED_PARTNER.match(text) if m is None else None
    if m or named:
        who = f"their {m.group(1) or m.group(2)}" if m else (named.group(1) or named.group(4))
        verb, rest = (m.group(3), m.group(4)) if m else ((named.group(2), named.group(3)) if named.group(1) else (named.group(5), named.group(6)))
        if regex.match(r"(?:are|were|['’]re)$", verb, _I) and regex.match(r"\s+(?:(?:still|now|also|both)\s+)*\w{3,}ing\b", rest, _I):
            note = None if rx["reaction"].match(f"I'm{rest}") or regex.match(r"\s+(?:fighting|arguing|bickering|talking|chatting|texting|hanging\s+out)\b", rest, _I) else third_person(f"I'm{rest}", "en")  # "Andre and I are buying a house"
        elif regex.match(r"(?:are|were|['’]re)$", verb, _I) and regex.match(r"\s+(?:(?:now|finally|officially|happily|still)\s+)*(?:engaged|married)\b(?!\s+to\b)", rest, _I) and (
            named or regex.search(r"(?:husband|wife|partner|fianc[ée]e?|boyfriend|girlfriend|spouse)$", who, _I)
        ):
            state = regex.match(r"\s+(?:(?:now|finally|officially|happily|still)\s+)*(engaged|married)\b", rest, _I)
            tail = rest[state.end():].rstrip()
            if verb.lower() == "were":  # "Sam and I were married in 2010" -> "Married Sam in 2010"
                return f"{'Got engaged to' if state.group(1).lower() == 'engaged' else 'Married'} {who}{tail}"
            return f"Is{rest[:state.end()]} to {who}{tail}"  # "Sam and I are engaged" -> "Is engaged to Sam"
        elif regex.match(r"(?:are|were|['’]re|aren['’]t|weren['’]t|am)$", verb, _I):
            return None  # "Sam and I are not engaged": nothing a conjugation can say right
        elif _has("lasting_verbs", verb) or is_life_event(f"{verb}{rest}") or regex.match(r"(?:have|['’]ve)$", verb, _I) and regex.match(r"\s+been\s+(?:together|married|dating|friends)\b", rest, _I):
            note = third_person(f"I {verb}{rest}", "en")
        else:
            return None
        if not note or rx["pronoun_only"].match(rest):
            return None
        note = regex.sub(r"\bwe\b", "they", regex.sub(r"\bwe(?=['’]re\b)", "they", note))  # "… since we were teenagers"
        together = regex.search(r"(?<!\b(?:put|puts|putting|get|gets|getting|got|pull|pulls|pulling|pulled|throw|throws|throwing|threw|piece|piecing|pieced|bring|brings|bringing|brought|tie|tied|stick|stuck|hold|holding|held|keep|keeping|kept)\s)\btogether\b", note)
        if together and regex.search(r"\b(?:fight|fighting|fought|argu\w+|compet\w+|feud\w*|battl\w+|bicker\w*|clash\w*|rival\w*)\b", note, _I):
            together = None  # "Ray and I have been fighting together": allies, not opponents
        if together:  # "Ray and I have been fishing together since …" -> "Has been fishing with Ray since …"
            return f"{note[:together.start()]}with {who}{note[together.end():]}"
        wed = regex.match(r"(?:just\s+)?got\s+(?:engaged|married)\b", note, _I)
        if wed:  # "Leo and I got engaged last week" -> "Got engaged to Leo last week"
            return f"{note[:wed.end()]} to {who}{note[wed.end():]}"
        return f"{note} with {who}"
    if rx["i_am"].match(text):
        rest = text[rx["i_am"].match(text).end():]
        rest = regex.sub(r"^(?:(?:officially|now|finally|still|currently|also|actually|basically|technically|proudly)\s+)+(?=\S)", "", rest, flags=_I)
        if not (regex.match(rf"(?:an?\s+\w|{words()['lasting_states']}\b|\w{{3,}}ing\b)", rest, _I) or _GROUP_ROLE.match(rest) and not ROLE_NOT_NOW.search(rest)):
            return None
        if rx["pronoun_only"].match(regex.sub(r"^\w+\s+(?:about|of|with|to|in|into|on)\s+", "", rest, flags=_I)):
            return None
        if _EAGER_EMPTY.match(rest):
            return None  # "I'm super excited to give back": eagerness with no goal named
        return third_person(text, "en")
    m = rx["i_have"].match(text)
    if m:
        rest = text[m.end():]
        event = is_life_event(rest) and not regex.match(r"been\b", rest, _I)  # "I've moved down to the Gower", never "moved" as touched
        if (regex.match(rf"(?:been\s+)?(?:{words()['passing_states']})\b", rest, _I) and not event) or rx["pronoun_only"].match(rest):
            return None
        if regex.match(r"(?:got\s+)?(?:something|some\s+(?:news|exciting|great|good)|news|a\s+question|to\b|no\s+idea|an?\s+(?:funny|great|crazy|cool|quick|little)\s+(?:story|question|idea|update))", rest, _I):
            return None
        head = regex.match(r"(\w+)", rest)
        if head is None:
            return None
        if head.group(1).lower() in ("got", "a", "an", "two", "three", "four", "five", "some", "lots", "many", "no", "been", "always", "never", "known", "had", "loved", "lived", "worked", "wanted", "dreamed", "dreamt", "learned", "learnt", "studied", "played", "taught", "volunteered", "collected", "practiced", "practised", "owned", "run", "done", "started", "begun", "spent", "kept", "grown"):
            if regex.match(r"been\s+(?:there|through|busy|working\s+hard(?!\s+on\s+(?:my|our|a|an|the)\b)|thinking(?!\s+(?:about|of)\s+\w+ing\b)|wondering|meaning|(?:so|really|pretty|super|kinda|a\s+bit)(?!\s+(?:into|interested|passionate|obsessed|hooked|keen|getting\s+into|enjoying|loving|fascinated|invested|involved|committed|dedicated|focused\s+on|big\s+on)\b)|feeling|having|trying\s+to\s+(?:figure|relax|stay)|up\s+to|keeping\s+busy|good|great|ok|okay|well)\b", rest, _I):
                return None
            if regex.match(r"(?:got|had)\s+(?:to|a\s+(?:lot|great|good|blast|chance|busy|rough|tough|hectic|crazy|wild)|so\s+much|some\s+(?:fun|time))\b", rest, _I):
                return None
            return third_person(text, "en")
        if _has("possessions", rest) or regex.match(r"\d", rest) or event:
            return third_person(text, "en")  # "I've moved down to the Gower", "I've handed in my notice"
        return None
    m = rx["i_verb"].match(text)
    if m and _CHILDHOOD.search(text) and regex.match(r"(?:had|was|used|grew|lived|went|played|loved|watched|took|spent)$", m.group(1), _I):
        return third_person(text, "en")  # "I had a film camera as a kid": a lasting part of their story
    if m and is_long_ago(text) and _PAST_DEED.match(text) and not rx["pronoun_only"].match(text[m.end():].strip()):
        return third_person(text, "en")  # "I painted that lake sunrise last year": part of their story
    if m:
        verb = m.group(1).lower()
        rest = text[m.end():].strip()
        if not rest and verb in _NOW_A_STATE:
            return _NOW_A_STATE[verb]  # "I just retired" -> "Is retired"
        if verb in ("are", "were") or not (_has("lasting_verbs", verb) or is_life_event(text) or _HABIT_VERB.match(verb) and _HABIT_FREQUENCY.search(rest) and not _NOT_A_HABIT.search(rest)) or not rest or rx["pronoun_only"].match(rest):
            return None  # "… I are engaged" (a clause cut from "Inès and I are engaged"): never "Ares"
        if verb == "find" and not _FIND_QUALITY.match(rest):
            return None  # "I find it hard…", "I find out…": no taste named
        if verb in ("picked", "took") and not _has("life_events", text):
            return None  # "I picked up my kids": an errand, not a new hobby
        if verb in ("love", "like", "enjoy", "adore", "appreciate", "miss") and regex.match(r"(?:that|this|it|how|what|when|the\s+way|seeing\s+you|hearing|your)\b", rest, _I):
            return None
        return third_person(text, "en")
    being = _BEING_ROLE.match(text)
    if being and role_held(being.group("role")):
        return f"Is {being.group('art').lower()} {being.group('role')}"  # "Being a firefighter keeps me busy": what they are
    if _GERUND_VALUE.match(text) and not rx["pronoun_only"].match(text):
        return swap_person(text, "en")  # "Spending time with my family is important to me": what they value
    m = rx["is_my"].match(text)
    if m and regex.search(r"\bbucket\s+list\b", text, _I):
        return None  # "Japan is at the top of my bucket list": jobs/news.py says it as a wish
    if m:
        subject = m.group(1).strip()
        if len(subject.split()) > 5 or regex.match(r"(?:what|which|who|how|why|where|when|here|now|today)\b", subject, _I):
            return None
        return swap_person(text, "en")
    m = rx["these_are_my"].match(text)
    if m and (_BAD_REFERENT.match(m.group(1).split()[-1]) or regex.search(r"(?:focus|focuses|one|ones|thing|things|favou?rites?)$", m.group(1), _I)):
        return None
    if m:
        shown = swap_person(m.group(1), "en")
        shown = shown[:1].lower() + shown[1:] if not regex.match(r"\p{Lu}{2}|I\b", shown) else shown
        head = _SHOWN_THING.match(shown)
        if head and not regex.search(rf"\b(?:{words()['people']}|(?:{PERSON_WORDS}|{ANIMAL_WORDS})s?)\b", head.group(), _I) and not _NOT_SHOWN.search(head.group()) and not _CORRECTED.search(text):
            # "These are my lucky basketball shoes", "This is my book collection so far": what they have
            thing = head.group().rstrip()
            return f"Has {thing}" if plural(thing) else f"Has {article(thing)} {thing}"
        return "Their " + shown
    m = rx["gives_me"].match(text)
    if m:
        return swap_person(text, "en")
    m = rx["owned_by"].match(text)
    if m:
        return swap_person(text, "en")
    m = _WISH.match(text)
    if m and not rx["pronoun_only"].match(m.group(1)) and not regex.search(r"(?-i:\bLOVE\b|\bLIKE\b)|\banother\s+(?:weekend|day|night|evening)\s+(?:of|doing)\b", text):  # "I'd love to see Japan someday": a wish, kept as a goal
        return "Would love to " + swap_person(_ours(m.group(1)), "en")[:1].lower() + swap_person(_ours(m.group(1)), "en")[1:]
    m = _WE_EVENT.match(text)
    if m and is_life_event(text):  # "We adopted a rescue dog last month": the user's life event too
        note = third_person(f"I {_ours(m.group(1))}", "en")
        return _with_company(note, text, others=False) if note else None
    m = _WE_TOGETHER.match(text)
    if m:
        what = {"together": "in a relationship", "dating": "dating their partner"}.get(m.group("what").lower(), m.group("what").lower())
        return f"Has been {what} for {m.group('dur')}"
    m = _WE_ARE_A_COUPLE.match(text)
    if m and not NOT_AT_HOME.search(text):  # "We're engaged!", "We're officially married": the user is
        return f"Is {m.group('state').lower()}"
    m = _WE_HAVE.match(text)
    if m and NOT_AT_HOME.search(text):
        return None  # "We have a dog named Max at the office": a workplace's, a class's, a story's
    if m:  # "We've got three kids under ten, so weekends are chaos" -> "Has three kids under ten"
        rest = regex.split(r",\s*(?:so|and|but)\b", m.group(1), maxsplit=1)[0]
        return f"Has {swap_person(_ours(rest), 'en')[:1].lower()}{swap_person(_ours(rest), 'en')[1:]}"
    m = _HOW_I.match(text)
    if m:  # "Cooking is how I unwind after work", "Reading is what I do to relax"
        return swap_person(text, "en")
    if RAISED_ME.match(text) and not _HEDGE.search(text):
        return swap_person(text, "en")  # "My grandmother Ingrid taught me to bake": a skill and where it came from
    m = rx["my_people"].match(text)
    if m:  # "My family is the reason I never give up", "My parents live in Sweden": the user's people
        pred = m.group("pred")
        if _PASSING_PRED.match(pred) or rx["pronoun_only"].match(pred) or _ONE_OFF_PRED.match(pred) and not is_life_event(text) and not RAISED_ME.match(text):
            return None
        return swap_person(text, "en")
    m = _SPAN_IN_STATE.match(text)
    if m:  # "Forty-one years married", "Ten years retired now": how long a lasting state has held
        return f"Has been {m.group('state').lower()} for {m.group('span').lower()}"
    m = _SPAN_IN_WORK.match(text)
    if m and not _HEDGE.search(text) and not regex.search(
        r"\b(?:ago|next|then|until|till|before|used\s+to|retired|quit|left|fired|would|if|got\s+out|enough|now\s+(?:a|an|i['’]m|i\s+am|retired|working|at|with|for)|and\s+now|changed|switched|moved\s+on|gave\s+(?:it\s+)?up|out\s+in|was|were"
        r"|never\s+again|let\s+me\s+go|notice|more\s+like|ha|haha\w*|lol|jk|kidding)\b",
        text, _I):
        span = m.group("span").lower()
        if m.group("field"):  # "Eight years in emergency nursing and I still get a rush"
            field = m.group("field")
            first = field.split()[0]
            return f"Has spent {span} in {field if first.isupper() and len(first) > 1 else field[:1].lower() + field[1:]}"
        if names_occupation(m.group("role")) and not _JUDGED_ROLE.search(m.group("role")):  # "Twenty years as a firefighter"
            return f"Has been {m.group('art').lower()} {m.group('role')} for {span}"
    m = _HAVE_COUNTED.match(text)
    if m:  # "Have two kids, a boy and a girl", "Got three cats": the household, in chat style
        rest = swap_person(text[m.end(1):].lstrip(), "en")
        return f"Has {rest[:1].lower()}{rest[1:]}"
    m = rx["subjectless"].match(text)
    if m and regex.match(r"growing\s+up\s*(?:,|(?:my|our)\b)", text, _I):
        return None  # "Growing up, my sister played the violin": a frame of someone else's deed, not "(I'm) growing up"
    if m and _EVALUATED.search(text) and not regex.search(r"\b(?:my|mine|myself)\b", text, _I):
        return None  # "Looking for the right place has been a mix of exciting and nerve-wracking": how it felt
    if m:
        if regex.match(r"been\b(?!\s+(?:only\s+|never\s+)?to\b|\s+(?:busy\s+)?\w+ing\b)", text, _I) and not _BEEN_FOR.match(text):
            return None  # "Been hectic for me lately": a passing state ("Been married for 12 years" is not)
        if _BEEN_FOR.match(text):  # "Been a nurse for eight years": a lasting state and how long, never a reaction
            rest = swap_person(text, "en")
            return f"Has {rest[:1].lower()}{rest[1:]}"
        if regex.match(rf"(?:just\s+|finally\s+|recently\s+)?(?:{_PAST_FORMS})\b", text, _I) and is_life_event(text):
            pass  # "Moved to Berlin in 2019": a life event, never "I'm moved" (touched)
        elif rx["reaction"].match("I'm " + regex.sub(r"^been\s+", "", text, flags=_I)):
            return None  # "Hoping for the best", "Doing great", "Been having a rough week"
        activity = regex.match(r"(?:still\s+|just\s+|also\s+)?(?:been\s+(?:only\s+|never\s+)?to\b|been\s+(?:busy\s+)?\w+ing\b|\w+ing\b|(?:love|like|adore|enjoy)\s+(?!(?:it|that|this|them|you|your)\b)\w)", text, _I)
        # a change or where they come from says itself: "Switched from Electrum to Sparrow", "Originally from Accra"
        said_itself = regex.match(r"(?:switched\s+from|switched\s+to\s+(?!another\b|the\s+other\b)(?-i:\p{Lu})|commute\s+(?:by|to|on)|originally|born\s+and\s+raised|relocated\s+to\s+(?-i:\p{Lu})|emigrated|immigrated)", text, _I)
        if not regex.search(r"\b(?:my|me|myself|mine)\b", text, _I) and not is_life_event(text) and not activity and not said_itself:
            return None
        if regex.match(r"been\b", text, _I):
            return "Has " + swap_person(text, "en")[:1].lower() + swap_person(text, "en")[1:]
        if regex.match(r"(?:gonna|going\s+to)\b", text, _I) and not (regex.match(r"going\s+to\s+(?:the\s+|a\s+|an\s+|my\s+)?\w+\s+\w+", text, _I) and _GERUND_AS_SUBJECT.search(text)):
            return "Is " + swap_person(text, "en")[:1].lower() + swap_person(text, "en")[1:]
        if regex.match(r"(?:love|like|adore|enjoy|want|hope|plan|commute)\b", text, _I):
            return third_person("I " + text, "en")
        if regex.match(r"(?:(?:still|just|also|currently|now|slowly|finally)\s+)*\w+ing\b", text, _I) and not _GERUND_AS_SUBJECT.search(text):
            if never_stored("I'm " + text[:1].lower() + text[1:]) is not None or regex.search(r"\b(?:dream\w*|someday|one\s+day|lottery|wish\w*)\b", text, _I):
                return None  # "Dreaming of moving to Bali someday": what "I'm dreaming…" would be, never stored
            said = third_person("I'm " + text[:1].lower() + text[1:], "en")  # "Working on a novel these days" -> "Is working on a novel these days"
            if said:
                return said
        return swap_person(text, "en")
    return None


# A gerund that is the subject of its own verb ("Growing up in Lagos was the best", "Painting helps me
# relax"): no doing of the user's left without "I'm".
_GERUND_AS_SUBJECT = regex.compile(
    r"\b(?:is|was|are|were|has|had|have|helps|helped|makes|made|keeps|kept|gives|gave|feels|felt|seems|seemed|takes|took|means|meant|brings|brought|can|will|would|could|should)\b"
    # any verb of it, said with what it does to someone: "brings people closer", "clears my head", "relaxes me"
    r"|\b(?:really|always|just|also|never|totally|honestly|truly|literally|basically|actually)\s+\w+(?:s|ed)\b"
    # or did to them: "Going to office hours every week really saved me", "Running every morning changed my life"
    r"|\b(?:\w*[^\Wsu]s|\w+ed|got|taught|drove|led|saw|broke|put|let)\s+(?:me|us|them|people|everyone|you|my|your|their|our)\b",
    _I,
)
