"""Turn a first-person statement into a short note in the third person without a subject (seed 002,
"Entry format"): "I live in Montreal." -> "Lives in Montreal"; "Je préfère les réponses courtes" ->
"Préfère les réponses courtes"; "My goal is to learn Lightning." -> "Goal: learn Lightning".
"""

from __future__ import annotations

from collections.abc import Callable

import regex

from jobs.never_stored import RELATIONS, never_stored
from jobs.sentences import strip_fillers

_I = regex.IGNORECASE
AP = "['’]"

# Tails that qualify the statement without adding to the fact.
_TAIL = regex.compile(
    r"(?:,?\s+(?:in\s+real\s+life|irl|for\s+real|dans\s+la\s+vraie\s+vie|en\s+vrai|pour\s+de\s+vrai"
    r"|by\s+the\s+way|btw|actually|d['’]ailleurs|au\s+fait|myself|personally|moi-m[êe]me|personnellement|please|pls|thanks|thank\s+you|s['’]il\s+te\s+pla[iî]t|stp|svp|merci"
    # what only the conversation explains ("…became a nurse in the first place", "…, as you know")
    r"|in\s+the\s+first\s+place|if\s+you\s+ask\s+me|as\s+you\s+know|as\s+i\s+said|like\s+i\s+said|to\s+be\s+fair))+\s*$",
    _I,
)
_END = ".!;:,… \t\n"
# An aside or a request glued after the fact: "I'm vegetarian, by the way, so no stew jokes please".
ASIDE_TAIL = regex.compile(
    r"(?:,?\s+(?:by\s+the\s+way|btw|fyi|lol|haha|tbh)\s*,\s*.*|,?\s+(?:lol|haha)\b.*|,\s+so\s+(?:no|don['’]t|please|pls|plz|go\s+easy)\b.*)$", _I
)


def detect_lang(clause: str) -> str:
    text = strip_fillers(clause)
    if regex.match(rf"(?:je\b|j{AP}|moi\b|mon\b|ma\b|mes\b)", text, _I):
        return "fr"
    return "en"


def _cap(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


# Discourse words that link to what was said before and add nothing to a note that stands alone
# ("Also, I have two kids", "Anyway I live in Lyon", "Sinon je travaille…"). "so"/"well" only when a
# word follows that is not glued to them ("so-called", "well-known" are kept).
_LEAD = regex.compile(
    r"^(?:(?:(?:also|anyway|anyhow|btw|besides|aussi|sinon|bref|du\s+coup|en\s+plus|d['’]ailleurs|au\s+fait)(?:\s*,\s*|\s+(?=[\w'’]))"
    r"|(?:so|well|too|plus|enfin|alors|donc|ok|okay)(?:\s*,\s*|\s+(?=(?:i|i['’]\w+|my|je|j['’]|mon|ma|mes|moi)\b))))+",
    _I,
)


def drop_lead(text: str) -> str:
    """`text` without the discourse words it opens with ("Also has two kids" -> "has two kids")."""
    return _LEAD.sub("", text, count=1)


# A face or a heart typed as text (":)", ":-D", "<3", "xD") or an emoji: never a word of a note.
_EMOTICON = regex.compile(
    r"(?<!\S)(?:[:;=][-'^o]?[)(\]\[DPpO3/\\|*]+|<3+|[xX]D+|\^_*\^)(?!\S)|[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D\u20E3]+"
)


def without_emoticons(text: str) -> str:
    """`text` without its typed faces and emoji ("Loves hiking :) and biking" -> "Loves hiking and biking")."""
    if not _EMOTICON.search(text):
        return text
    out = regex.sub(r"\s{2,}", " ", _EMOTICON.sub(" ", text))
    return regex.sub(r"\s+([,.;:!?])", r"\1", out).strip()


def _clean(clause: str) -> str:
    text = drop_lead(strip_fillers(clause).strip()).rstrip(_END).strip()
    text = _TAIL.sub("", ASIDE_TAIL.sub("", text)).rstrip(_END).strip()
    return text


# ---------------------------------------------------------------- English
_EN_IRREGULAR = {"have": "has", "do": "does", "go": "goes", "am": "is", "be": "is", "undergo": "undergoes", "gotta": "has to"}
_EN_MODALS = frozenset(
    "can can't cannot could couldn't should shouldn't must mustn't might may will won't would wouldn't "
    "shall ought".split()
)
_EN_PAST = frozenset(
    "went had was were got made built ran began grew bought sold became came left wrote spent taught "
    "thought learnt held kept lost found met paid sent set put quit did said told took gave saw knew "
    "chose drove flew won fell felt heard lent meant slept stood understood brought caught fought sought "
    "led hid rode rose shook spoke stole swam threw woke wore forgot dealt dug fed hung lay sat shot "
    "stuck struck swore swung upset rang sang drank sank shrank spun wept crept bent burnt dreamt leapt knelt lit slid "
    "bit blew drew ate bled bred broke clung dove forgave froze overcame withdrew".split()
)
_EN_PRESENT_ED = frozenset("need embed feed proceed succeed exceed breed bleed heed seed shred speed bed wed shed".split())
# Adverbs between "I" and the verb: dropped when they only stress the subject, kept otherwise.
_EN_ADV_DROP = frozenset({"myself", "personally", "honestly", "actually", "do", "also", "also,", "too", "too,", "anyway", "anyway,", "then", "kinda", "sorta"})
_EN_ADV = frozenset(
    "also really actually usually generally mostly mainly currently still now always often sometimes "
    "definitely certainly truly honestly personally myself totally absolutely much strongly primarily "
    "typically normally already just only even mostly regularly occasionally rarely frequently "
    "seriously deeply genuinely never rarely seldom hardly too anyway anyhow btw first once twice soon then almost nearly ever kinda sorta".split()
)


# Verbs that end in "-ly": every other "-ly" word before the verb is an adverb ("finally", "recently").
_EN_LY_VERBS = frozenset("apply reply rely fly supply multiply bully tally rally ally comply imply belly dally sully".split())
# Adverbs of more than one word before the verb ("I no longer use…", "I kind of like…").
_EN_ADV_PHRASE = regex.compile(
    r"(?:no\s+longer|not\s+only|not\s+really|not\s+even|kind\s+of|sort\s+of|kinda|sorta|at\s+least|more\s+or\s+less"
    r"|pretty\s+much|every\s+now\s+and\s+then|once\s+in\s+a\s+while|from\s+time\s+to\s+time|more\s+and\s+more|even\s+more)(?=\s)",
    _I,
)


def is_adverb_en(word: str) -> bool:
    """A word that stands before a verb without being one ("finally", "never", "still")."""
    low = word.lower().rstrip(",").replace("’", "'")
    if low in _EN_ADV:
        return True
    return len(low) > 4 and low.endswith("ly") and low not in _EN_LY_VERBS and regex.fullmatch(r"[a-z]+", low) is not None


# Participles said without their auxiliary in casual speech ("i been learning", "I gotten used to it").
_EN_BARE_PARTICIPLE = frozenset({"been", "gotten"})
_EN_EMPHASIS = frozenset("love like enjoy want need miss hope appreciate prefer believe know care".split())


def conjugate_en(verb: str) -> str:
    """Third person singular of an English verb given in the first person ("go" -> "goes").

    Only a bare word is conjugated: anything that is not one ("agree,", "can’t", "9-5") comes
    back as it is, so no suffix is ever glued to punctuation or to a contraction."""
    low = verb.lower().replace("’", "'")
    if not regex.fullmatch(r"[a-z]+(?:-[a-z]+)*", low) or (is_adverb_en(low) and low not in _EN_IRREGULAR):
        return verb
    if low in _EN_IRREGULAR:
        out = _EN_IRREGULAR[low]
    elif low in _EN_MODALS or low in _EN_PAST or low.endswith("n't"):
        return verb
    elif low.endswith("ed") and low not in _EN_PRESENT_ED:
        return verb
    elif regex.search(r"(?:s|sh|ch|x|z|o)$", low):
        out = low + "es"
    elif regex.search(r"[^aeiou]y$", low):
        out = low[:-1] + "ies"
    else:
        out = low + "s"
    return out if verb.islower() or not verb[:1].isupper() else _cap(out)


# "I mine bitcoin", "I no longer mine": the verb, after its subject or a word a verb follows, is no "mine" of theirs.
_MINE_NOT_A_VERB = r"(?<!\b(?:i|we|they|to|do|don['’]t|does|doesn['’]t|didn['’]t|longer|still|also|can|could|will|won['’]t|would|never)\s+)"
_EN_PRONOUNS = [
    (regex.compile(rf"\bI{AP}m\b"), "they're"),
    (regex.compile(r"\b[Ii]\s+am\b"), "they are"),
    (regex.compile(rf"\bI{AP}ve\b"), "they've"),
    (regex.compile(rf"\bI{AP}d\b"), "they'd"),
    (regex.compile(rf"\bI{AP}ll\b"), "they'll"),
    (regex.compile(r"\b[Ii]\s+was\b"), "they were"),
    (regex.compile(r"\bI\b"), "they"),
    (regex.compile(rf"\bi{AP}m\b"), "they're"),
    (regex.compile(r"\bi\b"), "they"),
    (regex.compile(r"\bmyself\b", _I), "themselves"),
    (regex.compile(rf"{_MINE_NOT_A_VERB}\bmine\b(?!-)", _I), "theirs"),
    (regex.compile(r"\bmy\b"), "their"),
    (regex.compile(r"\bMy\b"), "Their"),
    (regex.compile(r"\bour\b"), "their"),  # "in our community": the user's too
    (regex.compile(r"\bOur\b"), "Their"),
    (regex.compile(r"(?<![\w-])me\b(?!-)"), "them"),
]


# "We moved to Leeds in 2019", "Our border collie is a menace", "We build software for trucks":
# what the writer says of a group they belong to holds of the writer. Read as the writer alone
# (English), unless the group acts on itself ("we've known each other"), which no note of one
# person can say. Only where the writer is not already in the sentence as "I".
_WE = [
    (regex.compile(r"\b(we|us|we['’](?:re|ve|d|ll)|we\s+(?:are|were|have|had))\s+(?:both|all)\b", _I), r"\1"),  # "we both love hiking": the writer loves it
    (regex.compile(rf"\bwe{AP}re\b", _I), "I'm"),
    (regex.compile(r"\bwe\s+are\b", _I), "I am"),
    (regex.compile(rf"\bwe{AP}ve\b", _I), "I've"),
    (regex.compile(rf"\bwe{AP}d\b", _I), "I'd"),
    (regex.compile(rf"\bwe{AP}ll\b", _I), "I'll"),
    (regex.compile(r"\bwe\s+were\b", _I), "I was"),
    (regex.compile(r"\bwe\s+weren['’]t\b", _I), "I wasn't"),
    (regex.compile(r"\bwe\s+aren['’]t\b", _I), "I'm not"),
    (regex.compile(r"\bwe\b", _I), "I"),
    (regex.compile(r"\bourselves\b", _I), "myself"),
    (regex.compile(r"\bours\b", _I), "mine"),
    (regex.compile(r"\bour\b"), "my"),
    (regex.compile(r"\bOur\b"), "My"),
    (regex.compile(r"(?<![\w'’-])(?<!\bthe\s)us\b(?![\w'’-])"), "me"),  # never "the us" (the US, typed in lowercase)
]
_SINGULAR_WRITER = regex.compile(r"\b(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself)(?![\w'’])", _I)
_PLURAL_WRITER = regex.compile(r"\b(?:we|we['’](?:re|ve|d|ll)|us|our|ours|ourselves)(?![\w'’])", _I)
# "We're a family of five", "We are teachers", "We're the champions": a label of the group, not of the writer.
_GROUP_LABEL = regex.compile(
    r"\bwe(?:['’]re|\s+are|\s+were)\s+(?:(?:both|all|now|still|just|finally|officially|basically|literally)\s+)*"
    r"(?:(?:best|close|good|old|great|new|proud|happy|first-time)\s+)?(?:a|an|the|two|three|four|five|six|several|many|some|such|(?!(?:is|was|us|always|nervous|anxious|serious|famous|curious|generous|jealous|obvious|gorgeous|delicious|ridiculous|various|previous)\b)[a-z]+s|friends|family|team|couple|partners|neighbou?rs|parents|twins|roommates)\b",
    _I,
)
# "We're identical twins", "We're like sisters", "We've been friends since 2005", "We're no longer a couple".
_GROUP_STATE = regex.compile(
    r"\bwe(?:['’]re|\s+are|\s+were|['’]ve\s+been|\s+have\s+been|\s+had\s+been)\s+(?:(?:both|all|now|still|just|finally|officially|basically|literally|always|never)\s+)*"
    r"(?:like\b|no\s+longer\s+(?:a|an|the)\b|not\s+(?:a|an|the)\b|(?:[a-z]+\s+){0,2}(?!(?:is|was|us|always|nervous|anxious|serious|famous|curious|generous|jealous|obvious|gorgeous|delicious|ridiculous|various|previous)\b)(?-i:[a-z]+s)\b\s*(?:[,.!?;…]|$)"
    r"|(?:friends|partners|neighbou?rs|roommates|flatmates|colleagues|classmates|twins|siblings|a\s+couple)\b)",
    _I,
)
# The group named in apposition ("We Americans", "us girls"), a part of it ("one of us"), or the
# other party in it ("let us know", "we talked about this last time": the user and the assistant).
_NOT_THE_WRITER = regex.compile(
    r"\b(?:we|us)\s+(?:(?-i:\p{Lu}\w+)|two|three|humans|guys|girls|boys|folks|people|women|men|parents|kids|ladies|lads)\b"
    r"|\b(?:one|some|all|none|each|most|many|either|neither|two|three|few|several|both)\s+of\s+us\b|\blet\s+us\b"
    r"|\b(?:talk|talked|talking|discuss|discussed|discussing|covered|went\s+over|go\s+over|going\s+over|chat|chatted|chatting|spoke|speaking"
    r"|mentioned|agreed|said|were\s+saying|last\s+time|earlier|so\s+far|in\s+this\s+(?:chat|conversation|thread)|met|dating)\b",
    _I,
)
_RECIPROCAL = regex.compile(r"\b(?:each\s+other|one\s+another|together|both\s+of\s+us|us\s+both|us\s+two|the\s+two\s+of\s+us)\b", _I)


def as_writer(sentence: str) -> str:
    """`sentence` with an English "we"/"our"/"us" read as the writer alone, when it has no "I" and
    the group does not act on itself; else `sentence` unchanged."""
    if _SINGULAR_WRITER.search(sentence) or not _PLURAL_WRITER.search(sentence) or detect_lang(sentence) != "en":
        return sentence
    if any(rx.search(sentence) for rx in (_RECIPROCAL, _GROUP_LABEL, _GROUP_STATE, _NOT_THE_WRITER)):
        return sentence

    def singular(part: str) -> str:
        for rx, repl in _WE:
            part = rx.sub(repl, part)
        return part

    written = outside_quotes(sentence, singular)
    # What is never stored of "I" is never stored of "we" ("We need to buy milk", "We dreamt we lived in Paris").
    return sentence if never_stored(written) is not None else written


# "they" made from "I" takes a plural verb ("i was" -> "they were", "I really am" -> "they really are").
_AGREE = {"was": "were", "am": "are", "is": "are", "has": "have", "does": "do", "wasn't": "weren't", "isn't": "aren't",
          "hasn't": "haven't", "doesn't": "don't", "wasn’t": "weren’t", "isn’t": "aren’t", "hasn’t": "haven’t", "doesn’t": "don’t"}
_THEY_VERB = regex.compile(
    r"\b(they|They)((?:\s+(?:\w+ly|also|still|just|never|always|often|now|even|only|too|sometimes|really))*)\s+"
    r"(was|am|is|has|does|wasn['’]t|isn['’]t|hasn['’]t|doesn['’]t)\b"
)


def agree_they(text: str) -> str:
    """Plural verbs after a "they" that stands for the user."""
    return _THEY_VERB.sub(lambda m: f"{m.group(1)}{m.group(2)} {_AGREE[m.group(3).lower()]}", text)


# A title or words quoted ("I Will Survive", "Je ne regrette rien") are left as written: their "I"
# is not the user.
_QUOTED = regex.compile(r"[\"“«„][^\"“”«»„]*[\"”»“]")


def outside_quotes(text: str, change: Callable[[str], str]) -> str:
    """`change` applied to the parts of `text` outside quotation marks."""
    out, pos = [], 0
    for m in _QUOTED.finditer(text):
        out += [change(text[pos:m.start()]), m.group()]
        pos = m.end()
    return "".join(out + [change(text[pos:])])


def _en_pronouns(text: str) -> str:
    for rx, repl in _EN_PRONOUNS:
        text = rx.sub(repl, text)
    return text


def _en_rest(text: str, *, verb_first: bool = False) -> str:
    """The words after the subject, in the third person; `verb_first`: their first word is a verb ("mine anymore")."""
    verb = regex.match(r"mine\b", text, _I) if verb_first else None
    if verb:
        return verb.group() + agree_they(outside_quotes(text[verb.end():], _en_pronouns))
    return agree_they(outside_quotes(text, _en_pronouns))


# What something of the user's is doing to them now ("My job is killing me lately", "My commute is
# driving me crazy"): a passing state, never what the thing is.
WEARING_ON_ME = regex.compile(
    r"^(?:(?:honestly|tbh|ugh|man|lately|and|but|so)[\s,]+)*(?:my|our)\s+(?:[\w'’-]+\s+){0,2}?(?:is|are|was|were|['’]s|['’]re|has\s+been|have\s+been)\s+"
    r"(?:(?:really|just|slowly|totally|literally|kind\s+of|kinda|still)\s+)*"
    r"(?:killing|driving|stressing|wearing|freaking|bugging|annoying|bothering|draining|exhausting|boring|frustrating|worrying|tiring|getting\s+to)\s+(?:me|us)\b",
    _I,
)
_EN_MY_IS = regex.compile(r"^my\s+((?:(?!is\b|are\b|was\b)[\w'’-]+\s+){0,3}?[\w'’-]+)\s*(?:\s(?:is|are|was|were)\s+|:\s*)(.+)$", _I)
_EN_ARTICLE = regex.compile(r"^(?:a|an)\s+(?!bit\b|little\b|lot\b)", _I)


# "a Minneapolis girl", "a Jersey boy", "a Lagos native": where someone is from, said as who they are.
_EN_NATIVE = regex.compile(
    r"^(?:a|an)\s+(?:(?:true|proper|born(?:[\s-]+and[\s-]+raised)?|real|total)\s+)?((?-i:\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}))"
    r"\s+(?:girl|boy|gal|lad|lass|native|local)\b(?:\s+at\s+heart|,?\s+born\s+and\s+raised)?(?=\s*[,.!;]?\s*$)",
    regex.IGNORECASE,
)


def _english(text: str) -> str | None:
    m = _EN_MY_IS.match(text)
    if m:
        subject, rest = m.group(1), m.group(2)
        if regex.search(rf"\b{RELATIONS}\b", subject, _I) or WEARING_ON_ME.match(text):
            return None
        rest = regex.sub(r"^to\s+", "", rest, flags=_I)
        subject = regex.sub(r"^fave?\b", "favourite", subject, flags=_I)  # "my fav band" is a favourite, one slot with it
        return f"{_cap(subject)}: {_en_rest(rest)}"
    m = regex.match(rf"^i(?:{AP}m|\s+am)\s+", text, _I)
    if m:
        rest = regex.sub(r"^(?:myself|personally|also|now)\s+", "", text[m.end():], flags=_I)
        native = _EN_NATIVE.match(rest)
        if native:  # "I'm a Minneapolis girl" -> "Is from Minneapolis"
            return f"Is from {native.group(1)}{rest[native.end():]}"
        if _EN_ARTICLE.match(rest):  # "I'm a nurse" -> "Nurse": a label
            return _cap(_en_rest(" ".join(_and_verbs(_EN_ARTICLE.sub("", rest).split(" ")))))
        return "Is " + _en_rest(" ".join(_and_verbs(rest.split(" "))))  # "I'm lucky to have…" -> "Is lucky to have…"; "I'm 34 and live in Oslo" -> "… and lives in Oslo"
    m = regex.match(rf"^i(?:{AP}ve|\s+have)\s+(?:got\s+)?", text, _I)
    if m:
        return "Has " + _en_rest(" ".join(_and_verbs(text[m.end():].split(" "), lists=False)))  # "I have two kids and run a bakery" -> "… and runs a bakery"
    m = regex.match(rf"^i\s+haven{AP}t\s+", text, _I)
    if m:
        return "Hasn't " + _en_rest(text[m.end():])
    m = regex.match(rf"^i(?:{AP}d|\s+would)\s+", text, _I)
    if m:
        return "Would " + _en_rest(text[m.end():])
    m = regex.match(rf"^i(?:{AP}ll|\s+will)\s+", text, _I)
    if m:
        return "Will " + _en_rest(text[m.end():])
    m = regex.match(rf"^i\s+(?:don{AP}t|do\s+not)\s+", text, _I)
    if m:
        word = "Doesn't " if "'" in m.group() or "’" in m.group() else "Does not "
        return word + _en_rest(text[m.end():], verb_first=True)
    m = regex.match(r"^i\s+", text, _I)
    if not m:
        return None
    words = text[m.end():].split(" ")
    kept: list[str] = []
    i = 0
    while i < len(words) - 1:
        phrase = _EN_ADV_PHRASE.match(" ".join(words[i:]))
        if phrase:  # "no longer", "kind of": kept whole, the verb after it inflected
            size = len(phrase.group().split())
            kept.extend(words[i:i + size])
            i += size
            continue
        if not is_adverb_en(words[i]):
            break
        if words[i].lower().rstrip(",") not in _EN_ADV_DROP:
            kept.append(words[i].rstrip(","))
        i += 1
    if i >= len(words) or not words[i]:
        return None
    # The verb is the word itself; what sticks to it ("agree," "love!") stays after it untouched.
    token = regex.match(r"([\w'’-]*\w)(.*)$", words[i])
    if token is None:
        return None
    verb, glued = token.group(1), token.group(2)
    if verb.lower() in ("was", "wasn't", "wasn’t"):
        head = verb
    elif verb.lower() in _EN_BARE_PARTICIPLE:
        head = "has " + verb  # "i been learning guitar" (no auxiliary) -> "Has been learning guitar"
    elif verb.lower() in ("do", "did") and i + 1 < len(words) and words[i + 1].lower() == "not":
        head = "does" if verb.lower() == "do" else "did"
    elif verb.lower() == "do" and not glued and i + 1 < len(words) and words[i + 1].lower() in _EN_EMPHASIS:
        i += 1  # "I do love watching classics" -> "Loves watching classics"
        head = conjugate_en(words[i])
        glued = ""
    else:
        head = conjugate_en(verb)
    rest = words[i + 1:] if verb.lower() in _MODALS else _and_verbs(words[i + 1:])  # "Can swim and still travel": the modal governs both
    out = " ".join([*kept, head + glued, *rest])
    return _cap(_en_rest(out))


# Verbs that may follow "and" with the subject left out ("I love my dogs and walk them daily").
_EN_COMMON_VERBS = frozenset(
    "love like enjoy adore help walk take make play teach train watch read write cook bake run go work live visit "
    "spend share use need want try keep feed care raise build paint draw sing dance study learn practice practise "
    "collect grow hike swim ride drive coach mentor volunteer support miss hope plan own fix design create".split()
)
_AND_OBJECT = regex.compile(r"(?:them|it|him|her|my|their|our|the|a|an|to|with|in|at|on|out|up|every|some|lots|for|around|about)$", _I)


_LIST_VERBS = _EN_COMMON_VERBS | frozenset("have hike camp fish ski surf climb knit sew bike cycle skate garden travel meditate am do go eat sleep lift crochet act nap cry".split())


# Adverbs that stand between "and" and a second verb of the user's ("… and still work nights").
_AND_ADVERBS = frozenset(
    "still also now never really always usually often sometimes even just rarely mostly actually totally absolutely seldom regularly occasionally "
    "generally normally typically definitely mainly only".split()
)


_TASTE_VERBS = frozenset("love like hate prefer enjoy adore dislike loathe".split())


def _governed_elsewhere(words: list[str], k: int) -> bool:
    """Whether what governs `words[k]`'s verb is not the user's own present: a "to" and a verb, or a
    modal before it ("going to walk the dog and feed the cat", "can swim and still travel"), or
    someone else named as subject on the way ("two sons who are grown and still live at home")."""
    before = [w.lower().strip(",") for w in words[:k]]
    if any(w in _NOT_THE_USERS_VERB for w in before) or any(mark in w for w in before for mark in ('"', "“", ":")):
        return True  # someone else's verb, a modal's, or words quoted ("my rule is: listen and don't panic")
    return any(before[j] == "to" and regex.fullmatch(r"[a-z]+", words[j + 1]) and before[j + 1] not in _NOT_A_VERB_AFTER_TO for j in range(len(before) - 1))


_MODALS = frozenset("can could will would should must might may shall".split())
# Words before "and" that make its verb someone else's, a modal's or a quotation's.
_NOT_THE_USERS_VERB = _MODALS | frozenset(
    "who which that they we he she people says said saying motto reads say rule us everyone everybody nobody 'll ’ll gonna wanna".split()
)
# After "to", a word that is no verb: "moved to the coast and still love it".
_NOT_A_VERB_AFTER_TO = frozenset(
    "the a an my their his her our your this that these those some every each school bed church town uni college home hospital class court sea "
    "me him them us it".split()
)
# Verbs seldom read as nouns, inflected after "and" and an adverb ("… and still lives with their parents"; never "… and also fish").
_AND_ADVERB_VERBS = frozenset(
    "live eat drink smoke drive spend love enjoy like hate go take make teach visit walk ride sleep speak wear play read write work volunteer run own "
    "keep miss use need want try help coach study learn travel".split()
)


# Verbs that are nouns too, inflected after "and" and an adverb only with an object or an adverbial
# after them ("… and also work weekends"; never "… and also work drama", "… and now run clubs").
_ALSO_NOUNS = frozenset("love work run play drive study travel walk ride read help coach sleep swim climb dance fish design care support act".split())
_AFTER_A_VERB = frozenset(
    "nights weekends days mornings evenings abroad alone together nearby locally remotely daily weekly hard late early home outside full-time part-time "
    "overtime there here less more too regularly".split()
)


def _verb_goes_on(words: list[str], k: int) -> bool:
    """Whether `words[k]` (after a possible verb) is its object or adverbial, or the clause ends there."""
    if k >= len(words):
        return True
    word = words[k].lower().rstrip(",.!;")
    if words[k - 1].lower() == "play" and word in _PLAYED:
        return True  # "… and also play guitar", never "… and also play dates"
    return bool(_AND_OBJECT.match(word)) or word in _AFTER_A_VERB or words[k - 1].endswith((",", ".", "!", ";"))


_PLAYED = frozenset(
    "guitar piano violin cello drums bass saxophone sax trumpet flute ukulele harp organ football soccer tennis chess golf cricket rugby basketball "
    "baseball hockey volleyball badminton squash netball poker bridge music games videogames".split()
)


def _doesnt(dont: str) -> str:
    """"don't" in the third person, with the apostrophe it was written with."""
    return "doesn't" if "'" in dont else "doesn’t"


# What "like" opens when it compares, not a taste: "…, like every year", "…, like always", "…, like the old days".
_LIKE_AS_PREPOSITION = frozenset(
    "every always usual before last i we you he she they a an the this that these those my our his her their everyone everybody most many some any "
    "in on at with when if so crazy mad hell nothing anything something ever clockwork".split()
)


def _and_verbs(words: list[str], *, lists: bool = True) -> list[str]:
    """A verb after "and" that shares the user as subject, inflected too ("and walk them" -> "and walks them").
    When the list's last item is such a verb ("…, and have game nights"), the bare verbs between
    commas before it are too ("Watches movies, hikes, and has game nights"). Without `lists` (after
    "Has", where "love and support" and "like their bowl" are nouns and a preposition), only a verb
    with its object, an adverb or "don't" before it."""
    out = list(words)
    for k in range(len(out) - 2):
        if out[k].lower() != "and" or _governed_elsewhere(out, k):
            continue  # "Wants to travel and also learn French", "Is going to walk the dog and feed the cat": infinitives
        nxt = out[k + 1].lower()
        if nxt in _EN_COMMON_VERBS and _AND_OBJECT.match(out[k + 2]):
            out[k + 1] = conjugate_en(out[k + 1])
        elif nxt in _AND_ADVERBS and out[k + 2].lower() in _AND_ADVERB_VERBS and (out[k + 2].lower() not in _ALSO_NOUNS or _verb_goes_on(out, k + 3)):
            out[k + 2] = conjugate_en(out[k + 2])  # "Is vegan and never eat honey" -> "… and never eats honey": an adverb after "and" is before a verb
        elif nxt in _AND_ADVERBS and out[k + 2].lower() in ("don't", "don’t") and k + 3 < len(out) and regex.fullmatch(r"[a-z]+", out[k + 3]):
            out[k + 2] = _doesnt(out[k + 2])  # "Is 31 and still don't drive" -> "… and still doesn't drive"
        elif nxt in ("don't", "don’t") and regex.fullmatch(r"[a-z]+", out[k + 2]):
            out[k + 1] = _doesnt(out[k + 1])  # "Is vegan and don't eat honey" -> "… and doesn't eat honey"
    if (out and out[0].lower() == "to") or not lists:
        return out  # "Wants to travel, learn French, and have kids": infinitives, never conjugated
    for k in range(len(out) - 2):
        if out[k].endswith(",") and out[k + 1].lower() in _TASTE_VERBS and not (out[k + 1].lower() == "like" and out[k + 2].lower().rstrip(",.") in _LIKE_AS_PREPOSITION):
            out[k + 1] = conjugate_en(out[k + 1])  # "Likes red wine, hates beer": a second taste, said after a comma ("…, like every year" compares)
        elif out[k].endswith(",") and out[k + 1].lower() == "have" and out[k + 2].lower() == "been":
            out[k + 1] = "has"  # "Nurse, has been for ten years"
    for k in range(len(out) - 1):
        nxt = out[k + 1].lower()
        base = next((b for b in (nxt, nxt[:-1], nxt[:-2]) if b in _LIST_VERBS), None)  # "goes" was conjugated already
        if out[k].lower() in ("and", "or") and k > 0 and base is not None and not _governed_elsewhere(out, k):
            if nxt in _LIST_VERBS:
                out[k + 1] = conjugate_en(out[k + 1])  # "…, and have game nights", "Hikes, bike and camp"
            for j in range(k - 1, -1, -1):  # "…, hike, and …": the bare verbs of the same list
                word = out[j].rstrip(",")
                last = j == k - 1 and not out[j].endswith(",")  # "…, bike and camp": the item just before "and"
                if not out[j].endswith(",") and not last:
                    break
                if word.lower() in _LIST_VERBS and (not last or j == 0 or out[j - 1].endswith(",")):
                    out[j] = conjugate_en(word) + ("" if last else ",")
    return out


# ---------------------------------------------------------------- French
_FR_IRREGULAR = {
    "suis": "est", "ai": "a", "vais": "va", "fais": "fait", "peux": "peut", "veux": "veut", "dois": "doit",
    "sais": "sait", "connais": "connaît", "vis": "vit", "dis": "dit", "lis": "lit", "écris": "écrit",
    "bois": "boit", "vois": "voit", "crois": "croit", "prends": "prend", "apprends": "apprend",
    "comprends": "comprend", "viens": "vient", "tiens": "tient", "deviens": "devient", "construis": "construit",
    "conduis": "conduit", "produis": "produit", "cours": "court", "sors": "sort", "pars": "part",
    "dors": "dort", "sers": "sert", "mets": "met", "bats": "bat", "reçois": "reçoit", "conçois": "conçoit",
    "finis": "finit", "choisis": "choisit", "maîtrise": "maîtrise", "vaux": "vaut", "sens": "sent",
}


def conjugate_fr(verb: str) -> str:
    """Third person singular of a French verb given in the first person ("construis" -> "construit")."""
    low = verb.lower()
    if low in _FR_IRREGULAR:
        return _FR_IRREGULAR[low]
    if low.endswith("ai"):  # futur: travaillerai -> travaillera
        return low[:-1]
    if low.endswith("ais") or low.endswith("ois") or low.endswith("is") or low.endswith("us"):
        return low[:-1] + "t"
    if low.endswith("ds"):
        return low[:-1]
    if low.endswith("x"):
        return low[:-1] + "t"
    if low.endswith("ts"):
        return low[:-1]
    return low  # -er verbs: je travaille -> travaille


_FR_POSSESSIVE = [
    (regex.compile(r"\bmon\b"), "son"), (regex.compile(r"\bMon\b"), "Son"),
    (regex.compile(r"\bma\b"), "sa"), (regex.compile(r"\bMa\b"), "Sa"),
    (regex.compile(r"\bmes\b"), "ses"), (regex.compile(r"\bMes\b"), "Ses"),
    (regex.compile(r"\bnotre\b"), "leur"), (regex.compile(r"\bNotre\b"), "Leur"),  # "avec notre chat": the user's too
    (regex.compile(r"\bnos\b"), "leurs"), (regex.compile(r"\bNos\b"), "Leurs"),
    (regex.compile(r"\s*\bmoi-m[êe]me\b", _I), ""),
    (regex.compile(r"\bchez\s+moi\b", _I), "chez soi"), (regex.compile(r"\b(?:avec|pour|sans)\s+moi\b", _I), lambda m: m.group().rsplit(" ", 1)[0] + " soi"),
]


def _fr_rest(text: str) -> str:
    for rx, repl in _FR_POSSESSIVE:
        text = rx.sub(repl, text)
    return text


_FR_MY_IS = regex.compile(
    rf"^(?:mon|ma|mes)\s+((?:(?!est\b|sont\b|c{AP}est\b)[\w'’-]+\s+){{0,3}}?[\w'’-]+)\s*(?:,?\s*c{AP}est\s+|\s(?:est|sont|était)\s+|:\s*)(.+)$",
    _I,
)
_FR_ARTICLE = regex.compile(r"^(?:un|une)\s+", _I)


def _french(text: str) -> str | None:
    m = _FR_MY_IS.match(text)
    if m:
        subject, rest = m.group(1), m.group(2)
        if regex.search(rf"\b{RELATIONS}\b", subject, _I):
            return None
        rest = regex.sub(rf"^(?:de\s+|d{AP})", "", rest, flags=_I)
        return f"{_cap(subject)}: {_fr_rest(rest)}"
    m = regex.match(r"^je\s+suis\s+", text, _I)
    if m:
        rest = _FR_ARTICLE.sub("", text[m.end():])
        if regex.match(rf"(?:en\s+train|à|au|aux|dans|chez|en|sur|d{AP}|de)\b", rest, _I):
            return "Est " + _fr_rest(rest)  # "je suis en train d'écrire…" -> "Est en train d'écrire…"
        return _cap(_fr_rest(rest))
    m = regex.match(rf"^je\s+n{AP}(\w+)\b", text, _I)
    if m:
        return "N'" + conjugate_fr(m.group(1)) + _fr_rest(text[m.end():])
    m = regex.match(r"^je\s+ne\s+(\w+)\b", text, _I)
    if m:
        verb = conjugate_fr(m.group(1))
        head = "N'" if regex.match(r"[aeiouyhàâéèêëîïôûœ]", verb, _I) else "Ne "  # "je ne suis plus" -> "N'est plus"
        return head + verb + _fr_rest(text[m.end():])
    m = regex.match(rf"^je\s+m{AP}(\w+)\b", text, _I)
    if m:
        return "S'" + conjugate_fr(m.group(1)) + _fr_rest(text[m.end():])
    m = regex.match(r"^je\s+me\s+(\w+)\b", text, _I)
    if m:
        verb = conjugate_fr(m.group(1))
        head = "S'" if regex.match(r"[aeiouyhàâéèêëîïôûœ]", verb, _I) else "Se "
        return head + verb + _fr_rest(text[m.end():])
    m = regex.match(rf"^(?:je\s+|j{AP})(\w+)\b", text, _I)
    if m:
        return _cap(conjugate_fr(m.group(1)) + _fr_rest(text[m.end():]))
    return None


def third_person(clause: str, lang: str | None = None) -> str | None:
    """A short note text for a first-person `clause`, or None when it is not one.

    `lang` is "en" or "fr"; anything else (or None) guesses from the clause.
    """
    text = _clean(clause)
    if not text:
        return None
    if lang not in ("en", "fr"):
        lang = detect_lang(text)
    if addresses_someone(text, detect_lang(text)):
        return None  # "I want to show you…", "Je vous remercie": said to someone, not about oneself
    out = _french(text) if lang == "fr" else _english(text)
    if out is None and lang == "en":
        out = _french(text) if detect_lang(text) == "fr" else None
    if out is None:
        return None
    out = drop_lead(regex.sub(r"\s+", " ", out).strip()).rstrip(_END).strip()
    if not out or addresses_someone(out, lang):
        return None
    if dangling_object(out, lang) or _FR_CLITIC.match(text):
        return None  # "Has had them for 3 years": what "them" is was never said in the note
    return _cap(out)


# A note whose only object is a pronoun: the verb (with its auxiliaries and adverbs), maybe a
# preposition, then "them"/"it" and nothing that says what it is ("Has had them for 3 years",
# "Works with them every day").
_EN_AUX = (
    r"(?:(?:has|have|had|is|are|was|were|been|got|does|did|will|would|can|could|still|also|just|really|always|never"
    r"|can['’]?t|cannot|won['’]t|doesn['’]t|didn['’]t|isn['’]t|wasn['’]t|\w+ly|no\s+longer)\s+)*"
)
_EN_PREP = r"(?:(?:out|up|along|over|back|down|off|away|on)\s+)?(?:(?:with|for|to|about|on|at|of|from|by|around|near|without|beside|behind|after|alongside|among|like)\s+)?"
_BARE_OBJECT = regex.compile(
    rf"^{_EN_AUX}[\w'’-]+\s+{_EN_PREP}(?:them|it|him|those|these|'em|her(?=\s+(?:for|since|every|each|a\s+lot|so|too|now|again|daily|because)\b|\s*$))"
    r"(?:\s+(?:for|since|in|on|at|with|so|too|a\s+lot|all|every|now|again|already|back"
    r"|more|lots|very|as|because|after|before|ever|forever|daily|each|up|out|over|around|anymore|though|still)\b.*|\s*$)",
    _I,
)
# An object too vague to tell anything ("Is writing something", "Has a little time", "Has bad news
# too", "Has never even heard of that"): the note says nothing that lasts.
_VAGUE_OBJECT = regex.compile(
    rf"^(?:{_EN_AUX}(?:even\s+)?[\w'’-]+\s+{_EN_PREP}|has\s+|have\s+|got\s+)"
    r"(?:(?:a|an|some|the|bad|good|great|big|little|more|no|any|much|so\s+much|lots\s+of|a\s+lot\s+of|a\s+little|a\s+(?:little\s+)?bit\s+of|exciting|sad|funny|crazy|other|few)\s+)*"
    r"(?:something|anything|nothing|someone|somebody|anyone|anybody|stuff|things?|news|(?:free\s+|spare\s+|extra\s+|some\s+)?time|that|it|this|one)"
    r"(?:\s+(?:interesting|new|fun|funny|cool|good|great|nice|special|different|exciting|else|too|again|either|now|though|today|lately|yet|as\s+well|for\s+(?:you|them|now)))*\s*$",
    _I,
)
# The same with a demonstrative standing alone as the object ("Prefers that", "Loves this so much"):
# only when nothing but a degree or a time follows, for "that" also opens a clause ("Knows that…").
_BARE_DEMONSTRATIVE = regex.compile(
    rf"^{_EN_AUX}[\w'’-]+\s+{_EN_PREP}(?:that|this)"
    r"(?:\s+(?:a\s+lot|so\s+much|very\s+much|too|more|better|most|now|anymore|every\s+\w+|all\s+the\s+time|again))*"
    r"(?:\s+(?:to|over|than)\s+.+)?\s*$",
    _I,
)
# French: a stressed pronoun after a preposition ("Vit avec eux depuis 3 ans", "Est fier d'elle"), "ça"/"cela"
# as the object ("Aime ça"). Clitics: _FR_CLITIC.
_FR_BARE_OBJECT = regex.compile(
    r"^(?:(?:ne\s+|n['’])?[\w'’-]+\s+){1,3}?(?:(?:avec|pour|chez|sans|à|de|sur|contre|comme|entre|par|vers|envers|auprès\s+de|près\s+de)\s+|d['’])"
    r"(?:eux|elles?|lui|ça|cela|ceci)\b"
    r"|^(?:(?:ne\s+|n['’])?[\w'’-]+\s+){1,3}?(?:ça|cela|ceci|eux|elles|lui)\b",
    _I,
)
# A clitic object with only the verb, read on the first-person clause ("Je l'adore", "Je les vois
# souvent"): in the note "La cadette" or "Le fondateur" (from "je suis…") would look the same.
_FR_CLITIC = regex.compile(
    r"^je\s+(?:ne\s+|n['’])?(?:l['’]|les\s+|la\s+|le\s+)[\w'’-]+"
    r"(?:\s+(?:pas|plus|beaucoup|vraiment|trop|bien|souvent|toujours|jamais|énormément|tous\s+les\s+\w+|depuis\s+.+))*\s*$",
    _I,
)


# A taste or habit said without what it is for ("Became a bit obsessed", "Is totally hooked",
# "Got really into", "Is a huge fan"): the word that needs its object ends the note.
_WANTS_ITS_OBJECT = regex.compile(
    r"^(?:is|are|was|were|became|become|becomes|got|gets|has\s+been|have\s+been|had\s+been|has\s+become|have\s+become|grew|feels?|felt|stays?|stayed|remains?)\s+"
    r"(?:(?:a\s+bit|a\s+little|kind\s+of|kinda|sort\s+of|so|really|totally|completely|super|very|pretty|quite|absolutely|seriously|more|even|also|still|now|already|just|a|an|big|huge|massive|great|real|total)\s+)*"
    r"(?:obsessed|hooked|addicted|fond|keen|interested|passionate|fascinated|curious|into|fans?|lovers?|enthusiasts?|devoted|attached|used|accustomed|allergic|good|bad|better|worse|great|terrible|afraid|scared|terrified|proud|sick|tired)[\s.!…]*$"
    r"|^(?:(?:a|an|big|huge|massive|great|real|total|true|die-hard|diehard|longtime|long-time)\s+)*(?:fan|lover|enthusiast)s?[\s.!…]*$",
    _I,
)


def dangling_object(note: str, lang: str = "en") -> bool:
    """True when the object of `note` is a pronoun or demonstrative whose referent is not in it
    ("Prefers that", "Works with them every day", "Vit avec eux depuis 3 ans"): such a note does
    not stand alone, so it is not made."""
    text = regex.sub(r"^(?:they(?:['’](?:ve|re|d|ll))?\s|ils\s|elles\s|je\s|j['’](?=\w))\s*", "", note.strip(), flags=_I)
    if lang == "fr":
        return _FR_BARE_OBJECT.match(text) is not None
    if regex.match(r"^(?:has|have|had|is|was)\s+(?:(?:never|always|not|just|already|also|really|even|once|twice)\s+)*(?:been|gone|done|seen)\s*$", note.strip(), _I):
        return True  # "Has never been": where, the note does not say
    if regex.search(r"\b(?:\w+ing|made|makes|make|finished|finishes|started|starts|did|does|do)\s+(?-i:\p{Lu})[\w-]*['’]s\s*(?:[,;.!]|$)", note.strip(), _I):
        return True  # "Is already starting Hannah's, she graduates…": Hannah's what, the note does not say
    if regex.search(r"\s(?:on|in|at|for|with|to|of|from|about|into|by|towards?)\s*$", note.strip(), _I):
        return True  # "Is working on" (from "I'm working on myself"): cut off before what it is about
    if _WANTS_ITS_OBJECT.search(note.strip()):
        return True  # "Became a bit obsessed", "Got really into": with what, the note does not say
    return _BARE_OBJECT.match(text) is not None or _BARE_DEMONSTRATIVE.match(text) is not None or _VAGUE_OBJECT.match(note.strip()) is not None


# "you" said to the assistant, as the subject of a clause ("…when you give me bullet points"): the
# word before opens a clause, the word after is its verb.
_YOU_SUBJECT = regex.compile(
    r"(?<=(?:^|[,;:]\s*|\b(?:when|whenever|if|that|once|because|as|unless|until|while|and|but|or|so|how|where|after|before)\s+))"
    r"you(?:(['’](?:re|ve|ll|d))|\s+((?:(?:\w+ly|also|just|always|never|still|often|sometimes|really|only|even)\s+)*)([\w'’-]+))",
    _I,
)
_YOU_CONTRACTED = {"re": "is", "ve": "has", "ll": "will", "d": "would"}
_YOU_AGREE = {"are": "is", "were": "was", "aren't": "isn't", "weren't": "wasn't", "aren’t": "isn’t", "weren’t": "wasn’t",
              "don't": "doesn't", "don’t": "doesn’t", "haven't": "hasn't", "haven’t": "hasn’t"}
_YOU = regex.compile(r"\byou\b", _I)
_YOUR = regex.compile(r"\byour\b", _I)


def to_assistant(text: str) -> str | None:
    """`text` with "you"/"your" (the assistant, in a wish about the answers) named "the assistant",
    its verb agreeing ("…when you give me lists" -> "…when the assistant gives me lists"); None when
    a "you" that stands as a subject is followed by a word that cannot be read as its verb."""
    failed = False

    def subject(m: regex.Match) -> str:
        nonlocal failed
        if m.group(1):
            return "the assistant " + _YOU_CONTRACTED[m.group(1)[1:].lower()]
        adverbs, verb = m.group(2) or "", m.group(3)
        low = verb.lower()
        if low in _YOU_AGREE:
            head = _YOU_AGREE[low]
        elif low in _EN_MODALS or low in _EN_PAST or low in _EN_IRREGULAR or regex.fullmatch(r"[a-z]+", low) and (
            low.endswith("ed") and low not in _EN_PRESENT_ED
        ):
            head = conjugate_en(verb)
        elif regex.fullmatch(r"[a-z]+", low) and low not in _NOT_A_VERB and not low.endswith("ing"):
            head = conjugate_en(verb)
        else:
            failed = True
            return m.group()
        return f"the assistant {adverbs}{head}"

    out = _YOU_SUBJECT.sub(subject, text)
    # A second verb after "and" shares the subject ("…keeps answers short and uses examples").
    out = regex.sub(
        r"(?<=\bthe assistant\b.*\band\s+)(\w+)\b",
        lambda m: conjugate_en(m.group(1)) if m.group(1).lower() in _ASSISTANT_VERBS else m.group(1),
        out,
        flags=_I,
    )
    if failed:
        return None
    return _YOUR.sub("the assistant's", _YOU.sub("the assistant", out))


_ASSISTANT_VERBS = _EN_COMMON_VERBS | frozenset(
    "give explain add include show ask list cite skip avoid stop start tell answer break get put say check mention "
    "remind talk speak point focus stick keep use write make summarize summarise quote link format reply respond".split()
)
# Words after a subject "you" that are not its verb ("when you guys…", "if you all…").
_NOT_A_VERB = frozenset("guys all both two people folks the a an my me your it this that there here too".split())


_SECOND_PERSON = {
    "en": regex.compile(r"\b(?:you|your|yours|yourself|yourselves|ya|u|ur|y['’]all|yall|ya['’]ll)\b", _I),
    "fr": regex.compile(r"\b(?:tu|toi|te|ton|ta|tes|vous|votre|vos|t['’](?=\w))(?!\w)", _I),
}


def addresses_someone(text: str, lang: str | None = None) -> bool:
    """True when `text` speaks to someone ("you", "your", "tu", "vous"): a note never does."""
    langs = (lang,) if lang in _SECOND_PERSON else ("en", "fr")
    return any(_SECOND_PERSON[code].search(text) for code in langs)


def swap_person(text: str, lang: str = "en") -> str:
    """First-person words of a sentence that does not open with the user as subject turned to the
    third person ("Painting's a fun way to express my feelings" -> "… their feelings")."""
    def swap(part: str) -> str:
        for pattern, replacement in _SWAPS_FR if lang == "fr" else _SWAPS_EN:
            part = pattern.sub(replacement, part)
        return part

    text = outside_quotes(text, swap)
    if lang != "fr":
        text = agree_they(text)
    return _cap(regex.sub(r"\s+", " ", text).strip().rstrip(_END).strip())


_SWAPS_EN = (
    (regex.compile(r"\b[Ii]['’]m\b"), "they're"),
    (regex.compile(r"\b[Ii]['’]ve\b"), "they've"),
    (regex.compile(r"\b[Ii]['’]d\b"), "they'd"),
    (regex.compile(r"\b[Ii]['’]ll\b"), "they'll"),
    (regex.compile(r"\b[Ii]\s+am\b"), "they are"),
    (regex.compile(r"\b[Ii]\s+was\b"), "they were"),
    (regex.compile(r"\bi['’]m\b"), "they're"),
    (regex.compile(r"\bI\b"), "they"),
    (regex.compile(r"(?<![\w'’-])i(?![\w'’-])"), "they"),
    (regex.compile(r"\bmy\b", regex.IGNORECASE), "their"),
    (regex.compile(rf"{_MINE_NOT_A_VERB}\bmine\b(?!-)", regex.IGNORECASE), "theirs"),
    (regex.compile(r"(?<![\w-])me\b(?!-)", regex.IGNORECASE), "them"),
    (regex.compile(r"\bmyself\b", regex.IGNORECASE), "themselves"),
    # "in our community", "throw troubles our way": a group the user is part of, theirs too.
    (regex.compile(r"\bour\b"), "their"),
    (regex.compile(r"\bOur\b"), "Their"),
)
_SWAPS_FR = (
    (regex.compile(r"\bmon\b", regex.IGNORECASE), "son"),
    (regex.compile(r"\bma\b", regex.IGNORECASE), "sa"),
    (regex.compile(r"\bmes\b", regex.IGNORECASE), "ses"),
)


def plural(phrase: str) -> bool:
    """Whether a noun phrase ends on a plural in -s ("lucky shoes", "board games"; never "glass", "bus", "tennis")."""
    return phrase.endswith("s") and not phrase.endswith(("ss", "us", "is"))


def article(word: str) -> str:
    """"a" or "an" before `word`, by how it is said ("an owl", "a nurse", "a one-bedroom", "a uni flat", "an hour")."""
    if regex.match(r"(?:one\b|one-|once|uni(?!n)|use|usu|eu|ewe)", word, _I):
        return "a"
    if regex.match(r"(?:hour|honest|honou?r|heir)", word, _I):
        return "an"
    return "an" if word[:1].lower() in "aeiou" else "a"


def note_text(sentence: str, max_chars: int = 160) -> str | None:
    """A note written from one user sentence: the third-person form when it opens in the first
    person, otherwise the sentence with its first-person words turned to the third person."""
    text = third_person(sentence)
    if text is None:
        text = _clean(sentence)
        if not text:
            return None
        text = swap_person(text, detect_lang(text))
    if not text or len(text) > max_chars or addresses_someone(text) or dangling_object(text, detect_lang(text)) or _FR_CLITIC.match(text):
        return None
    return text
