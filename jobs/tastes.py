"""Tastes said with the thing first or as a superlative, EN and FR: "Climbing, that's my thing",
"Jazz piano, that's what I practise every evening", "Nothing beats a good bowl of ramen", "La
randonnée, c'est ma grande passion", "Rien ne vaut une bonne raclette", "La musique que j'écoute le
plus, c'est le jazz manouche", "The music I listen to most is jazz". One note each, in the user's
words for the thing ("Loves climbing", "Practises jazz piano every evening", "Grande passion : la
randonnée").

The thing is a short noun phrase with no pronoun, no verb of its own and no one else's; the
sentence is a statement (no question, no "if"), and the caller has already set aside jokes,
hypotheticals and passing states (jobs/never_stored.py).
"""

from __future__ import annotations

import regex

from jobs.kin import FAMILY_WORDS
from jobs.phrasing import plural, third_person, without_emoticons
from jobs.slots import names_occupation

_I = regex.IGNORECASE
AP = "['’]"

# A thing named in a few words, none pointing elsewhere: "climbing", "jazz piano", "a good bowl of ramen".
_THING = r"(?P<x>(?!(?:it|that|this|he|she|they|you|we|i|il|elle|ça|cela|ce|lui|eux|mon\s+(?:fr[èe]re|p[èe]re|mari)|ma\s+(?:s(?:œ|oe)ur|m[èe]re|femme)|my\s+(?:wife|husband|brother|sister|mom|mum|dad|boss|friend))\b)[\w'’-]+(?:\s+[\w'’-]+){0,5}?)"
_LEAD = r"^\W*(?:(?:oh|and|also|but|honestly|btw|well|yeah|yes|ok|okay|et|bon|franchement|perso|sinon|au\s+fait)[\s,]+)*"
_EN_FRONTED = regex.compile(
    _LEAD + _THING + rf"\s*[,:–—-]+\s*(?:that{AP}s|thats|that\s+is|it{AP}s|its|it\s+is|this\s+is)\s+(?:(?:totally|really|definitely|basically|honestly|kinda|kind\s+of)\s+)?"
    r"(?:my\s+(?:(?:weird|little|big|main|new|latest|secret|guilty|true|biggest|greatest|one|only|real|absolute|all-time|number\s+one)\s+){0,3}"
    r"(?P<what>thing|jam|passion|obsession|hobby|happy\s+place|(?:favou?rite|fave|go-to)(?:\s+(?!(?:by|of|in|for|since|ever|too|now|lol|haha)\b)[\w-]+(?:\s+(?!(?:by|of|in|for|since|ever|too|now|lol|haha)\b)[\w-]+)?)?)"
    rf"|what\s+i\s+(?P<verb>practi[cs]e|do|play|love|cook|listen\s+to|watch|read|collect|make|spend\s+my\s+(?:weekends|evenings|free\s+time)(?=\s+on\b))(?P<tail>(?:\s+[\w'’-]+){{0,4}}?))\s*[.!…]*$",
    _I,
)
_FR_FRONTED = regex.compile(
    _LEAD + _THING + rf"\s*[,:–—-]+\s*c{AP}est\s+(?:vraiment\s+|clairement\s+|carrément\s+)?(?P<det>ma|mon)\s+"
    r"(?P<what>(?:grande\s+|vraie\s+|seule\s+)?(?:passion|truc|dada|kif|kiff|hobby|obsession|drogue|sport\s+pr[ée]f[ée]r[ée]|plat\s+pr[ée]f[ée]r[ée]|activit[ée]\s+pr[ée]f[ée]r[ée]e|musique\s+pr[ée]f[ée]r[ée]e|film\s+pr[ée]f[ée]r[ée]|livre\s+pr[ée]f[ée]r[ée]))\s*[.!…]*$",
    _I,
)
# "Mon truc, c'est la photo argentique", "My thing is fell running": the same, the taste first.
_FR_MINE_IS = regex.compile(
    _LEAD + r"(?P<det>mon|ma)\s+(?P<what>(?:grande\s+|vraie\s+)?(?:passion|truc|dada|kif|kiff|hobby|obsession))\s*,?\s*c" + AP + r"est\s+" + _THING + r"\s*[.!…]*$", _I)
# "Hiking is life.", "Coffee is life!": a thing said to be life itself, a love of it.
_EN_IS_LIFE = regex.compile(
    _LEAD + r"(?:(?:tbh|honestly|ngl|for\s+me|oh\s+man|man)[\s,]+)?(?!(?:such|so|work|life|real\s+life|love|water|air|time|money|family|food|sleep|overtime|that{AP}s|for|some|people)\b)".replace("{AP}", AP)
    + r"(?P<x>[\w'’-]+(?:\s+[\w'’-]+){0,2}?)\s+is\s+life(?:\s*,\s*(?:no\s+question|honestly|seriously|tbh))?\s*[.!…]*$",
    _I,
)
_EN_MINE_IS = regex.compile(_LEAD + r"my\s+(?:thing|jam|obsession|happy\s+place)\s+is\s+" + _THING + r"\s*[.!…]*$", _I)
# "I unwind by fell running on weekends", "To relax, I paint": what the user does to unwind.
_EN_UNWIND = regex.compile(
    _LEAD + r"(?:i\s+(?:unwind|relax|decompress|switch\s+off|recharge)\s+(?:by|with)\s+|to\s+(?:unwind|relax|switch\s+off|decompress),?\s+i\s+)" + _THING
    + r"(?P<tail>\s+(?:on\s+(?:the\s+)?weekends|at\s+weekends|every\s+\w+|most\s+\w+|in\s+the\s+evenings?))?\s*[.!…]*$", _I)
_FR_LIKING = {"truc", "kif", "kiff", "dada"}
_EN_BEATS = regex.compile(
    _LEAD + r"(?:nothing\s+(?:beats|compares\s+to|tops|is\s+better\s+than|makes\s+me\s+(?:happier|more\s+(?:at\s+peace|relaxed))\s+than)|there{AP}s\s+nothing\s+(?:quite\s+)?(?:like|better\s+than))\s+".replace("{AP}", AP)
    + _THING.replace("{0,5}", "{0,8}") + r"\s*[.!…]*$",
    _I,
)
# "Harry Potter and Game of Thrones are amazing - I'm totally hooked!": the thing praised, then hooked on it.
_EN_HOOKED = regex.compile(
    _LEAD + _THING + r"\s+(?:is|are)\s+(?:(?:so|just|absolutely|really|truly)\s+)?(?:amazing|awesome|great|incredible|the\s+best|so\s+good|brilliant|fantastic)"
    r"\s*[-–—,!.]+\s*i['’]m\s+(?:(?:totally|completely|so|just|absolutely|really)\s+)?(?P<how>hooked|obsessed|addicted)(?:\s+on\s+(?:them|it))?\s*[.!…]*$",
    _I,
)
# "Crappie is about the best eating fish there is if you ask me": a thing held the best of its kind,
# said as a lasting view (there is, in the world, ever, by far…), never a one-off ("was") or a person.
_EN_BEST = regex.compile(
    _LEAD + _THING + r"(?:\s+(?:is|are)|['’]s|['’]re)\s+(?:(?:about|probably|easily|honestly|simply|just|hands\s+down|by\s+far|still)\s+)*the\s+(?P<sup>best|greatest|finest|tastiest)\s+"
    r"(?P<kind>(?!(?:part|thing|bit|news|day|time|moment|feeling)\b)[\w'’-]+(?:\s+(?!there\b|in\b|of\b|ever\b|if\b|around\b|on\b|by\b|hands\b)[\w'’-]+){0,4}?)"
    r"(?P<marker>\s+(?:there\s+is|there\s+are|around|in\s+the\s+world|on\s+earth|on\s+the\s+planet|ever|of\s+all\s+time|going|hands\s+down|by\s+far|out\s+there))"
    r"\s*[.!…]*$",  # "…if you ask me" is cut before (jobs/phrasing.py); "if" is never a taste here
    _I,
)
# Whom "the best … there is" would be said of: a person, never a taste of the user's (a trade is
# found by jobs/slots.py: "the best cook", "the best surgeon").
_SOMEONE = regex.compile(
    r"\b(?:nurse|friend|boss|teacher|person|guy|girl|man|woman|mom|mum|dad|mother|father|wife|husband|partner|coach|doctor|kid|son|daughter|brother|sister|people|team"
    r"|player|coworker|colleague|singer|footballer|athlete|actor|actress|rapper|drummer|guitarist|dancer|comedian|boyfriend|girlfriend|human|soul|saviour|savior"
    r"|god|prophet|leader|president|minister|mp|candidate|politician)s?\b",
    _I,
)
# Who the thing is held by, the moment, hearsay or a strict subject's kind: no view of the user's own
# ("Mum's lasagne", "Dr Patel", "2024 is the best year", "Apparently…", "the best party", "the best jab").
_NOT_THEIR_VIEW = regex.compile(
    r"['’]s?\b|\d|^(?:dr|mr|mrs|ms|miss|prof|sir|saint|st|auntie|aunty|uncle|" + FAMILY_WORDS + r")\b"
    r"|\b(?:apparently|supposedly|reportedly|allegedly|they\s+say|people\s+say|everyone\s+says|the\s+(?:wedding|party|trip|holiday|weekend|day|night|match|game|concert|show))\b",
    _I,
)
_STRICT_KIND = regex.compile(
    r"\b(?:party|parties|religion|faith|church|prayer|support\s+group|group\s+for|clinic|hospital|jab|drugs?|medicine|meds|medication|pills?|painkillers?|treatment|therapy"
    r"|therapist|aid|high|buzz|bet|bookies?|casino|dating|hook-?up|app\s+for\s+couples|invention|drink|booze|spirit|liquor|smoke|punishment|diet|torture)\b",
    _I,
)
_FR_BEATS = regex.compile(_LEAD + rf"rien\s+ne\s+vaut\s+{_THING}\s*[.!…]*$", _I)
_EN_MOST = regex.compile(
    _LEAD + r"the\s+(?P<kind>music|food|sport|books?|films?|movies?|shows?|games?|dish|band|artist|author|genre)\s+i\s+(?P<verb>listen\s+to|play|read|watch|cook|eat|make)\s+"
    r"(?:the\s+)?most(?:\s+(?:often|these\s+days))?\s+(?:is|are)\s+" + _THING + r"\s*[.!…]*$",
    _I,
)
_FR_MOST = regex.compile(
    _LEAD + r"(?:la|le|les)\s+(?P<kind>musique|cuisine|sport|livres?|films?|s[ée]ries?|jeux?|plats?|groupes?|artistes?|auteurs?|genre)\s+que\s+(?:j" + AP
    + r"(?:[ée]coute|aime)|je\s+(?:lis|regarde|cuisine|mange|joue|pr[ée]f[èe]re))\s+le\s+plus,?\s*c" + AP + r"est\s+" + _THING + r"\s*[.!…]*$",
    _I,
)
_NOT_A_TASTE = regex.compile(r"\?|\b(?:if|si|when|quand|maybe|peut-être|lol|mdr|haha|jk|my\s+(?:wife|husband|boss|friend|brother|sister)['’]s)\b", _I)
_THIRD = {"practise": "practises", "practice": "practices", "do": "does", "play": "plays", "love": "loves", "cook": "cooks", "listen to": "listens to",
          "watch": "watches", "read": "reads", "collect": "collects", "make": "makes"}


def _plain(x: str) -> str:
    return x[:1].lower() + x[1:] if x[:1].isupper() and not x[1:2].isupper() and not regex.match(r"\p{Lu}\p{Ll}+\s+\p{Lu}", x) else x


# What a taste may not be: the assistant or someone else's, or a drug or a drink to unwind.
# What "nothing like / nothing beats" says of an ordeal is sarcasm ("There's nothing like a root canal").
_ORDEAL = regex.compile(
    r"\b(?:nothing|being\s+(?:ghosted|ignored|dumped|stuck|sick|yelled\s+at)|root\s+canals?|dentists?|taxes|traffic|mondays?|meetings?|queues?|hangovers?|paperwork|deadlines?|commutes?|laundry|chores"
    r"|jury\s+duty|food\s+poisoning|hospital\s+food|cold\s+showers?|punishment|torture|prison|jail|detention|airline\s+food|overtime|bills|admin|emails?|dishes|ironing|cleaning|commuting)\b",
    _I,
)
_NOT_A_THING = regex.compile(
    r"\b(?:you|your|yours|our|their|his|her|those|these|them|weed|cocaine|coke|drugs?|pills|booze|alcohol|drinking|drunk|smoking|smoke|vaping|gambling|porn"
    r"|vodka|gin|whisky|whiskey|rum|tequila|edibles|lube|poker|betting|nicotine)\b",
    _I,
)


def taste(sentence: str) -> tuple[str, str] | None:
    """(note, category) for a taste said thing-first or as a superlative, or None."""
    said = without_emoticons(sentence.strip())  # "Hiking, it's my hobby 🥾": the face ends nothing
    if _NOT_A_TASTE.search(said) or _NOT_A_THING.search(said):
        return None
    m = _EN_FRONTED.match(said)
    if m:
        x = _plain(m.group("x"))
        if m.group("verb"):
            verb = m.group("verb").lower()
            verb = _THIRD.get(verb, regex.sub(r"^spend\s+my", "spends their", verb))
            tail = regex.sub(r"\bmy\b", "their", m.group("tail") or "", flags=_I)
            if verb.startswith("spends"):
                return f"Spends {verb[len('spends '):]} on {x}", "interest"
            return f"{verb[:1].upper()}{verb[1:]} {x}{tail}", "interest"
        what = m.group("what").lower()
        if what in ("favourite", "favorite", "fave", "go-to"):
            return f"{x[:1].upper()}{x[1:]} {'are' if plural(x) else 'is'} their favourite", "preference"  # "Catan, it's my favourite": of what kind, unsaid
        if what.startswith(("favourite", "favorite", "fave", "go-to")):
            return f"{what[:1].upper()}{what[1:]}: {x}", "preference"
        return f"Loves {x}", "interest"
    m = _FR_MINE_IS.match(said) or _FR_FRONTED.match(said)
    if m:
        what = m.group("what").lower()
        if what in _FR_LIKING:
            return f"Adore {_plain(m.group('x'))}", "interest"
        return f"{what[:1].upper()}{what[1:]}: {_plain(m.group('x'))}", "preference"  # as jobs/disclosure.py writes it, once
    m = _EN_MINE_IS.match(said) or _EN_IS_LIFE.match(said)
    if m and m.re is _EN_IS_LIFE and (_ORDEAL.search(m.group("x")) or regex.search(r"\b(?:my|his|her|their|your|our|it|this|that|he|she|they|you|we|i)\b", m.group("x"), _I)):
        m = None  # "Laundry is life", "Taxes is life": said of a chore, sarcasm; someone's, a pointer
    if m:
        return f"Loves {_plain(m.group('x'))}", "interest"
    m = _EN_UNWIND.match(said)
    if m:
        if regex.match(r"\W*to\b", said[len(regex.match(_LEAD, said, _I).group()):], _I):
            done = third_person(f"I {m.group('x')}", "en")  # "To relax, I paint" -> "Paints to unwind"
            return (f"{done} to unwind", "interest") if done else None
        by = "with" if regex.search(r"\bwith\b", said[: m.start("x")], _I) else "by"  # "I relax with a book" stays "with"
        return f"Unwinds {by} {_plain(m.group('x'))}{m.group('tail') or ''}", "interest"
    m = _EN_BEATS.match(said)
    if m and not _ORDEAL.search(m.group("x")):
        return f"Loves {_plain(m.group('x'))}", "interest"
    m = _EN_BEST.match(said)
    if m and not _SOMEONE.search(m.group("kind")) and not names_occupation(m.group("kind")) and not _ORDEAL.search(m.group("x")) and not _NOT_THEIR_VIEW.search(m.group("x")) and not _STRICT_KIND.search(f'{m.group("x")} {m.group("kind")}'):
        view = said[m.start("x"):].rstrip(" .!…")
        return f"Thinks {view}", "preference"  # as said: "Crappie" may be a fish, "Lisbon" is a city
    m = _EN_HOOKED.match(said)
    if m:
        on = "with" if m.group("how").lower() == "obsessed" else "on"
        return f"Is {m.group('how').lower()} {on} {_plain(m.group('x'))}", "interest"
    m = _FR_BEATS.match(said)
    if m:
        return f"Adore {_plain(m.group('x'))}", "interest"
    m = _EN_MOST.match(said)
    if m:
        verb = _THIRD.get(m.group("verb").lower(), m.group("verb").lower() + "s")
        return f"{verb[:1].upper()}{verb[1:]} {_plain(m.group('x'))} most", "interest"
    m = _FR_MOST.match(said)
    if m:
        kind = m.group("kind").lower()
        ending = ("e" if regex.match(r"(?:musique|cuisine|s[ée]rie)", kind) else "") + ("s" if kind.endswith(("s", "x")) else "")
        return f"{kind[:1].upper()}{kind[1:]} préféré{ending}: {_plain(m.group('x'))}", "interest"
    return None
