"""Shapes read through their plainer twin: a sentence the capture's shapes read only when it is
said the usual way is read as that way, and every span maps back to the user's own characters
(jobs/chat_words.written_out), so evidence stays what they wrote.

- a role said before a question or a statement: "As a vegetarian, what should I cook?",
  "Being a teacher, I get summers off", "En tant qu'infirmière, je…" read "I'm a vegetarian. …",
  "je suis infirmière. …";
- a reason said before a question, in French: "Comme je travaille de nuit, comment mieux dormir ?"
  reads "je travaille de nuit. comment mieux dormir ?" (English "Since I work nights, how…" is
  read by the capture as it is);
- the user's own machine as the subject: "My node runs on a Raspberry Pi 4" reads "I run my node on
  a Raspberry Pi 4"; "Mon nœud tourne sur un Pi" reads "je fais tourner mon nœud sur un Pi";
- where the user keeps their coins or keys, said of them: "My coins are in cold storage on a
  Coldcard" reads "I keep my coins in cold storage on a Coldcard", "Mon épargne est sur un Passport"
  reads "je garde mon épargne sur un Passport";
- a job named without its article, as learners of English write it: "I am nurse in a hospital"
  reads "I am a nurse in a hospital" (only a word that names an occupation);
- French "venir de" for what was just done: "Je viens de prendre ma retraite", "je viens
  d'acheter un Trezor" read "j'ai pris ma retraite", "j'ai acheté un Trezor" (only verbs whose
  past participle is known; the capture then decides, as for any past: "je viens de manger" stays
  nothing).

- what the user applied for, said as granted: "Our mortgage was approved last week" reads "I got our
  mortgage approved last week".

- a frame of the user's childhood or youth opening a sentence without its comma: "As a kid I used to
  collect stamps" reads "As a kid, I used to collect stamps".

- a self-correction inside a sentence: "I'm a pilot, er no, I'm a flight dispatcher" reads "I'm a
  flight dispatcher".

- an aside between commas that only says how the fact strikes the user: "Bird-watching, believe it or
  not, it's my hobby" reads "Bird-watching, it's my hobby".

- the spoken order of "my X and I": "Me and my boyfriend have been together seven years" reads "My
  boyfriend and I have been together seven years"; and a birthplace with its subject left out before
  a second clause: "Born in Manila but grew up in Toronto" reads "I was born in Manila but …".

Each is a rewrite of a span, never of a meaning: what the twin says, the user said.
"""

from __future__ import annotations

import regex

from jobs.never_stored import RELATIONS_EN
from jobs.sentences import sentences
from jobs.slots import names_occupation

_I = regex.IGNORECASE
AP = "['’]"
# Where a sentence starts: the text's start or after a sentence's end, with a filler or two.
_START = r"(?:^|(?<=[.!?…]\s{1,3}))(?:(?:ok(?:ay)?|so|well|hi|hey|hello|also|and|anyway|bonjour|salut|alors|bon|du\s+coup|sinon)[,!]?\s+)*"

# "As a vegetarian, …", "Being a dad of two, …": a role, never a time of life, a manner or a figure
# of speech ("As a kid, …", "As a joke, …", "As a result, …").
_NOT_A_ROLE = (
    r"kid|child|teen|teenager|boy|girl|baby|toddler|youngster|young|little|result|joke|gift|rule|whole|matter|bonus|reminder|favou?r|test"
    r"|treat|side|consequence|precaution|example|start|first|compromise|last|backup|thank|sort|kind|bit|lot|fellow|friend|family|group"
    r"|team|couple|reward|surprise|way|means|substitute|replacement|bribe|thanks|general|quick|heads|final|tip|note|former|one|person"
    r"|someone|somebody|human|user\s+of"
)
_ROLE_EN = regex.compile(
    _START + rf"(?P<lead>(?:as|being)\s+)(?P<art>an?)\s+(?!(?:{_NOT_A_ROLE})\b)(?P<role>[\w-]+(?:\s+(?!(?:i|i{AP}\w+|we|you|what|how|which|who|can|should|do|does|is|are)\b)[\w-]+){{0,3}}?)(?P<comma>\s*,\s*)"
    rf"(?=[^.!?]*?\b(?:i|i{AP}(?:m|ve|d|ll)|me|my)\b)(?![^.!?]*\b(?:was|were|used\s+to|back\s+then|at\s+the\s+time|growing\s+up)\b)",
    _I,
)
_ROLE_FR = regex.compile(
    _START + rf"(?P<lead>en\s+tant\s+qu(?:e\s+|{AP})|[ée]tant\s+)(?P<art>(?:un|une)\s+)?(?!(?:enfant|gamin|gamine|ado|adolescent|adolescente|jeune|petit|petite|bonus|cadeau|blague|exemple|r[ée]sultat|personne|quelqu{AP}un|ami|amie|famille|groupe|couple)\b)"
    rf"(?P<role>[\w-]+(?:\s+(?!(?:je|j{AP}|qu|que|quoi|comment|est|tu|vous)\b)[\w'’-]+){{0,3}}?)(?P<comma>\s*,\s*)"
    rf"(?=[^.!?]*?(?:\bje\b|\bj{AP}|\bmon\b|\bma\b|\bmes\b|\bme\b|\bm{AP}|\bmoi\b))(?![^.!?]*\b(?:[ée]tais|avais|quand\s+j{AP}[ée]tais)\b)",
    _I,
)
# "Comme je travaille de nuit, comment mieux dormir ?": the reason is a statement of the user's.
_REASON_FR = regex.compile(
    _START + rf"(?P<lead>(?:comme|puisque|vu\s+que|[ée]tant\s+donn[ée]\s+que|sachant\s+que)\s+)(?=je\b|j{AP})(?P<said>[^,.!?]{{6,120}}?)(?P<comma>\s*,\s*)(?=[^.!?]*\?)",
    _I,
)
_MACHINE = (
    r"node|full\s+node|lightning\s+node|bitcoin\s+node|server|home\s+server|nas|wallet|electrum\s+server|setup|bitcoin\s+core|umbrel|start9"
)
_MACHINE_RUNS = regex.compile(_START + rf"(?P<lead>my\s+)(?P<what>(?:own\s+)?(?:{_MACHINE}))(?P<verb>\s+(?:runs|is\s+running|sits|lives)\s+)(?=on\s+(?:an?|my|the|this|one)\s+(?:[\w-]+\s+){0,2}?(?:pi|raspberry|laptop|thinkpad|nuc|nas|server|umbrel|start9|box|desktop|pc|mini\s*pc|vps|dell|mac\s*mini|machine|computer|phone|synology)\b)(?![^.!?]*\b(?:his|hers|dad['’]s|mom['’]s|until|or\s+it\s+did|died|dead|broke)\b)", _I)
_MACHINE_RUNS_FR = regex.compile(
    _START + rf"(?P<lead>(?:mon|ma)\s+)(?P<what>n(?:œ|oe)ud(?:\s+(?:bitcoin|lightning|complet))?|serveur|portefeuille|setup|umbrel)(?P<verb>\s+tourne\s+)(?=sur\s+(?:un|une|mon|ma|le|la|l{AP}|ce|cet|cette)\b)",
    _I,
)
# "My coins are in cold storage on a Coldcard", "Mon épargne est sur un Passport": where the user keeps them.
_KEPT = r"coins|bitcoins?|btc|stack|savings|keys|private\s+keys|seed(?:\s+(?:phrase|words|backup))?|backup|recovery\s+phrase|cold\s+storage"
_DEVICE_AHEAD = (
    r"(?=[^.!?]{0,60}\b(?:coldcard|trezor|ledger|jade|passport|bitbox\w*|seedsigner|keystone|hardware\s+wallet|cold\s+(?:storage|wallet)|steel|metal|plaque"
    r"|multisig|multi-sig|node|n(?:œ|oe)ud|portefeuille\s+mat[ée]riel|signing\s+device|umbrel|start9)\b)"
)
_KEPT_ON = regex.compile(_START + rf"(?P<lead>my\s+)(?P<what>(?:{_KEPT}))(?P<verb>\s+(?:are|is)\s+(?:(?:kept|stored|held|sitting|all|mostly)\s+)*)(?=(?:on|in)\s+(?:an?|my|the|cold)\b)" + _DEVICE_AHEAD, _I)
_KEPT_FR = r"[ée]pargne|bitcoins?|btc|cl[ée]s(?:\s+priv[ée]es)?|seed|phrase\s+de\s+r[ée]cup[ée]ration|sauvegarde|mots"
_KEPT_ON_FR = regex.compile(_START + rf"(?P<lead>(?:mon|ma|mes)\s+)(?P<what>(?:{_KEPT_FR}))(?P<verb>\s+(?:est|sont)\s+(?:(?:gard[ée]e?s?|stock[ée]e?s?|tous|toutes|surtout)\s+)*)(?=(?:sur|dans)\s+(?:un|une|mon|ma|le|la)\b)" + _DEVICE_AHEAD, _I)
# "I am nurse", "I'm engineer at Renault": a job with no article. Only words that name an occupation.
_BARE_JOB = regex.compile(rf"\b(?P<am>i(?:{AP}m|\s+am)\s+)(?P<job>(?!(?:an?|the|not|so|very|really|also|still|now|just|here|there|in|at|on|from|into|self-\w+|\w+ly|retired|unemployed|employed|freelance|married|single|engaged|divorced|pregnant|new|old|young|back)\b)[a-z][\w-]+(?:\s+[a-z][\w-]+)?)(?=\s*(?:$|[,.!;]|\s+(?:in|at|for|with|and|since|from)\b))(?![^.!?]*\b(?:for\s+the\s+(?:evening|night|day|week|weekend|summer)|this\s+(?:summer|week|weekend|evening)|tonight)\b)", _I)
# French "venir de" + a verb whose past participle is known, and the auxiliary it takes.
_PARTICIPLES = {
    "acheter": "acheté", "commander": "commandé", "recevoir": "reçu", "installer": "installé", "monter": "monté", "configurer": "configuré",
    "prendre": "pris", "perdre": "perdu", "quitter": "quitté", "déménager": "déménagé", "emménager": "emménagé", "adopter": "adopté",
    "commencer": "commencé", "finir": "fini", "terminer": "terminé", "obtenir": "obtenu", "avoir": "eu", "démissionner": "démissionné",
    "lancer": "lancé", "créer": "créé", "ouvrir": "ouvert", "passer": "passé", "changer": "changé", "migrer": "migré", "signer": "signé",
    "rejoindre": "rejoint", "décrocher": "décroché", "reprendre": "repris", "vendre": "vendu", "apprendre": "appris",
}
_REFLEXIVE = {"marier": "marié", "installer": "installé", "inscrire": "inscrit", "mettre": "mis", "lancer": "lancé", "pacser": "pacsé", "fiancer": "fiancé", "séparer": "séparé"}
_BEING = {"naître": "né", "partir": "parti", "arriver": "arrivé", "rentrer": "rentré"}
_JUST_DONE_FR = regex.compile(
    rf"\b(?P<lead>je\s+viens\s+(?:(?:tout\s+)?juste\s+)?d(?:e\s+|{AP}))(?P<self>(?:me\s+|m{AP}))?(?P<verb>\w+)\b", _I
)


def _just_done(m: regex.Match) -> str | None:
    verb = m.group("verb").lower()
    if m.group("self"):
        participle = _REFLEXIVE.get(verb)
        return f"je me suis {participle}" if participle else None
    if verb in _BEING:
        return f"je suis {_BEING[verb]}"
    participle = _PARTICIPLES.get(verb)
    return f"j'ai {participle}" if participle else None


# The thing as subject turned into the user as subject: (pattern, the lead's twin; {} is the possessive said).
_SUBJECT_TURNED = ((_MACHINE_RUNS, "I run my "), (_MACHINE_RUNS_FR, "je fais tourner {}"), (_KEPT_ON, "I keep my "), (_KEPT_ON_FR, "je garde {}"))


# A self-correction inside a sentence ("I'm a pilot, er no, I'm a flight dispatcher", "j'ai deux chats,
# euh non, trois chats"): what was taken back is read as not said.
_SAID_THEN_TAKEN_BACK = regex.compile(
    rf"(?:^|(?<=[.!?:—–]\s{{1,3}}))(?P<said>[^,.;!?:—–]{{3,80}}?)\s*[,;]\s*(?:(?:er+|erm|uh+|um+|euh|oops)\W+)?(?:no(?:\s+wait)?|wait|sorry|i\s+mean|or\s+rather|non|pardon|enfin|je\s+veux\s+dire)\s*[,;:]\s*"
    rf"(?=i\b|i{AP}\w+|my\b|je\b|j{AP}|mon\b|ma\b|mes\b|\w+\s+(?:cats?|dogs?|kids?|chats?|chiens?|enfants?)\b)",
    _I,
)


# What a role said before a clause may be: an occupation (jobs/slots.names_occupation) or one of these
# lasting ways of life; never an identity the strict subjects keep out, a game or a time of life.
_ROLE_ALLOWED = regex.compile(
    r"^(?:(?:complete|total|absolute|lifelong|long-?time|strict|full-?time|part-?time|new|first-?time)\s+)?"
    r"(?:vegetarian|vegan|pescatarian|beginner|novice|newbie|night\s+owl|early\s+riser|(?:single\s+)?(?:dad|mom|mum|parent|father|mother)(?:\s+of\s+\w+)?"
    r"|(?:linux|mac|windows|android|iphone|bitcoin|lightning)\s+user|v[ée]g[ée]tarien(?:ne)?|v[ée]gane?|d[ée]butante?|papa|maman)$",
    _I,
)
# What makes the clause after the role no statement of the user's own: someone else, a wish or a
# condition, an order to the assistant, a story, or a time the role ended.
_ROLE_REFUSED_AFTER = regex.compile(
    r"\b(?:he|she|his|her|him|they|them|their|il|elle|ils|elles|my\s+(?!own\b)\w+|mon\s+\w+|ma\s+\w+|mes\s+\w+|would|could|i['’]d|if|si|imagine|ignore|always|never|story|hero|game"
    r"|until|jusqu|last\s+(?:summer|year|month)|used\s+to|retired|quit|left)\b",
    _I,
)


# A role that is no lasting one now, or none the user holds toward the assistant.
_NOT_NOW_ROLE = regex.compile(r"^(?:retired|former|ex-?\w*|unemployed|student|intern|freshman|adult|kid|teen\w*|customer|guest|expert|admin\w*|system\s+administrator)\b", _I)


def role_held(role: str) -> bool:
    """Whether `role` ("nurse", "dad of two", "vegetarian") is a role a user holds now: an occupation or
    a lasting way of life, never a time of life, a former role or one toward the assistant."""
    role = role.strip()
    return bool(names_occupation(role) or _ROLE_ALLOWED.match(role)) and not _NOT_NOW_ROLE.match(role)


def _role_taken(m: regex.Match, text: str) -> bool:
    if not role_held(m.group("role")):
        return False
    rest = regex.match(r"[^.!?]*", text[m.end():]).group()
    return _ROLE_REFUSED_AFTER.search(rest) is None


# What the user applied for, said as granted: "Our mortgage was approved last week", "My visa finally got
# approved" read "I got our mortgage approved …", "I got my visa approved".
_GRANTED = regex.compile(
    _START + r"(?P<lead>(?:my|our)\s+)(?:(?![\w-]+['’]s?\s)[\w-]+\s+){0,2}?(?:licen[cs]e|visa|permit|mortgage|loan|application|planning\s+permission|residency|citizenship"
    r"|green\s+card|transfer|grant|funding|sabbatical|adoption|phd|thesis|proposal)\s+(?P<verb>(?:was|got|has\s+been|(?:just|finally)\s+got|(?:has|was)\s+(?:just|finally)\s+been)\s+(?:finally\s+)?)"
    r"(?:approved|accepted|granted)\b",
    _I,
)


# A frame that sets a fact in the user's childhood or youth ("As a kid, I…", "When I was 12, I…").
CHILDHOOD_FRAME = regex.compile(
    r"(?:(?:back\s+)?(?:as\s+a\s+(?:kid|child|teen|teenager|boy|girl)|when\s+i\s+was\s+(?:a\s+(?:kid|child|teen|teenager|boy|girl)|young|younger|little|small|\d{1,2}|[a-z]+teen|six|seven|eight|nine|ten|eleven|twelve)"
    r"|growing\s+up|in\s+(?:my\s+)?(?:childhood|youth|teens|high\s+school|college)|back\s+in\s+(?:high\s+school|college|uni|school)))",
    _I,
)
# The same frame opening a sentence without its comma ("As a kid I used to collect stamps", "When I
# was 12 I moved to Canada"): read with the comma, the way the capture reads a frame.
_FRAME_NO_COMMA = regex.compile(_START + r"(?:(?:honestly|actually|oh|and|but|so|funny\s+enough|fun\s+fact)[,:]?\s+)*(?P<frame>" + CHILDHOOD_FRAME.pattern + rf")(?=\s+(?:i|i{AP}(?:ve|d|m)|we)\s)", _I)


# "When I was a kid, I'd watch NBA games with my dad": "would" of a habit then, read "I used to watch …"
# (in a sentence, or right after one, set in the user's childhood or "back then"; never a wish, a
# conditional, "I'd have …", a question).
_WOULD_THEN = regex.compile(
    rf"\b(?P<lead>i(?:{AP}d|\s+would))\s+(?:(?:always|often|usually|sometimes|just|also)\s+)?"
    r"(?!(?:have|be|love|like|rather|prefer|say|recommend|want|need|think|guess|imagine|bet|kill|die|never|not|probably|definitely|totally|hate|go\s+crazy|do\s+anything)\b)(?=[a-z]{2,}\b)",
    _I,
)
_BACK_THEN = regex.compile(
    r"\b(?:when\s+i\s+was\s+(?:a\s+|little\s+|still\s+)?(?:kid|child|little|young|younger|small|boy|girl|teen(?:ager)?|in\s+(?:school|high\s+school|primary\s+school))"
    r"|as\s+a\s+(?:kid|child|boy|girl|teen(?:ager)?|youngster)|growing\s+up|(?:ever\s+)?since\s+i\s+was\s+(?:a\s+)?(?:kid|child|little|young|small)"
    r"|back\s+then|back\s+in\s+the\s+day|in\s+those\s+days|when\s+we\s+were\s+(?:kids|little|young|children))\b",
    _I,
)
_NOT_A_HABIT = regex.compile(r"\?|\b(?:if|unless|wish|imagine|suppose|maybe|hopefully|someday|one\s+day)\b", _I)


def _would_then(text: str) -> list[tuple[int, int, str]]:
    hits = []
    spans = sentences(text)
    for k, span in enumerate(spans):
        if _NOT_A_HABIT.search(span.text):
            continue
        before = spans[k - 1].text if k else ""
        if not (_BACK_THEN.search(span.text) or _BACK_THEN.search(before)):
            continue
        for m in _WOULD_THEN.finditer(text, span.start, span.end):
            hits.append((m.start("lead"), m.end("lead"), "I used to"))
    return hits


# "Me and my boyfriend have been together seven years", "me and Dev finally have a backyard": the
# spoken order of "My boyfriend and I …", "Dev and I …" (never "me and my big mouth", an object, or
# "… between me and my sister").
_ME_AND = regex.compile(
    _START + r"(?P<lead>me\s+(?:and|&|n)\s+(?P<who>(?:(?:my|our)\s+(?:[\w'’-]+\s+){0,2}?(?:" + RELATIONS_EN + r"|hubby|wifey|bf|gf|bestie|twin)|(?-i:\p{Lu}\p{Ll}+)(?:\s+(?-i:\p{Lu}\p{Ll}+))?)))"
    rf"(?=\s+(?:(?:(?:just|finally|both|still|always|also|now|recently|even|actually|never)\s+)*(?:have|has|had|are|were|got|go|went|moved|live|lived|run|ran|own|started|met|do|did"
    rf"|used|love|bought|adopted|opened|built|play|played|make|made|share|shared|{AP}ve|{AP}re|{AP}ll|[a-z]+ed)\b))",
    _I,
)
# "Born in Manila but grew up mostly in Toronto": where they were born, the subject left out before a second
# clause; only where the place or the date ends the clause and no one else is the subject after it ("Born in
# Lagos, my mother moved…", "Born in the USA came on the radio", "Born in Flames is a great film" are no birth).
_BORN = regex.compile(
    _START + r"(?P<lead>)(?=born\s+(?:and\s+raised\s+|&\s+raised\s+|n\s+raised\s+)?(?:in|on)\s+(?:[\w'’.-]+\s+){0,3}?[\w'’.-]+"
    r"(?:\s*(?:[.!?]|$)|\s*(?:,|;|\s-|\s+but|\s+and)\s+(?!(?:my|his|her|their|our|the|a|an|he|she|they|it|we|you|everyone|nobody|(?-i:\p{Lu}\p{Ll}+\s+(?!in\b)))\b)))",
    _I,
)


# "Bird-watching, believe it or not, it's my hobby", "I grew up, funnily enough, in Lagos": an aside
# between commas that says how the fact strikes the user, never a fact or a doubt of its own; read
# as if it were not there. (A hedge stays: "I think", "I guess", "maybe" are no asides.)
_ASIDE_WORDS = (
    r"(?:believe\s+it\s+or\s+not|would\s+you\s+believe|(?:funnily|funny|oddly|weirdly|strangely|interestingly|ironically)\s+enough"
    r"|of\s+all\s+things|as\s+it\s+happens|if\s+you\s+can\s+believe\s+it)"
)
_ASIDE_BETWEEN = regex.compile(r"\s*,\s*" + _ASIDE_WORDS + r"\s*(?P<comma>,\s*)", _I)
# ... or ending the sentence: "I play chess, believe it or not" (its "not" negates nothing).
_ASIDE_AT_END = regex.compile(r"\s*,\s*" + _ASIDE_WORDS + r"(?=\s*(?:[.!…]|\p{So}|$))", _I)
# After the aside, a clause of its own keeps its comma ("…, it's my hobby"); the rest of the same
# clause does not ("I grew up, funnily enough, in Lagos" reads "I grew up in Lagos").
_OWN_CLAUSE = regex.compile(rf"(?:it|that|this|i|i{AP}\w+|my|we|we{AP}\w+|our|they|he|she)\b", _I)


# A trip said with what makes it a custom: "We're heading up to the cottage on Indian Lake, same as
# every year", "Going camping at Lake Tahoe this weekend, it's our yearly tradition" read "I go to the
# cottage on Indian Lake every year", "I go camping at Lake Tahoe every year". Only a place gone to
# or a pastime; never the doctor, work or bed, and never a trip with no custom said.
_PERIOD = r"(?:year|summer|winter|spring|autumn|fall|christmas|easter|thanksgiving|hanukkah|diwali|eid|new\s+year|half[\s-]term|bank\s+holiday|july|august|weekend|(?:summer|winter|school|christmas|easter)\s+holidays?)"
_TRADITION = regex.compile(
    _START + r"(?P<lead>(?:(?:we|i)(?:" + AP + r"re|\s+are|" + AP + r"m|\s+am|" + AP + r"ll\s+be|\s+will\s+be)\s+)?(?:(?:heading|going|off|driving|flying|headed)(?:\s+(?:up|down|out|back|over|away))?\s+to\s+"
    r"|(?P<ing_lead>going\s+)(?=(?:camping|fishing|skiing|hiking|sailing|surfing|climbing|diving|hunting|walking|cycling|glamping)\b)))"
    r"(?P<where>(?!(?:the\s+)?(?:doctors?|dentists?|hospital|gym|shops?|store|bed|work|office|vet|pharmacy|funeral|court|police|er|a&e|clinic|therapy|rehab|jail|prison)\b)[^,.!?;]{3,60}?)"
    r"(?P<when>\s+(?:(?:next|this)\s+(?:week(?:end)?|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|summer|winter|spring|autumn|fall|year)|tomorrow|tonight|on\s+\w+day|soon|again|in\s+(?:a\s+few|two|three)\s+(?:days|weeks)))?"
    r"(?P<tail>\s*[,;–—-]\s*(?:(?:just\s+)?(?:same\s+as|like)\s+every\s+(?P<period>" + _PERIOD + r")|as\s+(?:we|i)\s+do\s+every\s+(?P<period>" + _PERIOD + r")"
    r"|(?:it" + AP + r"s|it\s+is|that" + AP + r"s)\s+(?:our|my|a|the)\s+(?P<yearly>(?:yearly|annual)\s+)?(?:(?:family|summer|christmas|holiday|little)\s+)?tradition))(?=\s*(?:[.!…]|\p{So}|$))",
    _I,
)


def _tradition(text: str) -> list[tuple[int, int, str]]:
    """The spans that read a trip with its custom as the custom (`_TRADITION`)."""
    hits = []
    for m in _TRADITION.finditer(text):
        if regex.search(r"\b(?:my|his|her|their)\s+(?:ex|boss)\b|\b(?:if|maybe|might|probably|hopefully|last)\b", m.group(), _I):
            continue  # "… if it doesn't rain, same as every year": a hope; "last year": what it was then
        period = m.group("period") or ("year" if m.group("yearly") else None)
        lead = "I go " if m.group("ing_lead") else "I go to "
        hits.append((m.start("lead"), m.end("lead"), lead))
        if m.group("when"):
            hits.append((m.start("when"), m.end("when"), ""))
        hits.append((m.start("tail"), m.end("tail"), f" every {period.lower()}" if period else " as a tradition"))
    return hits


def restated(text: str) -> list[tuple[int, int, str]]:
    """(start, end, what the span reads as) for each span of `text` read through its plainer twin."""
    hits: list[tuple[int, int, str]] = [(m.start(), m.end(), "") for m in _SAID_THEN_TAKEN_BACK.finditer(text)]
    hits += [(m.start(), m.end(), "") for m in _ASIDE_AT_END.finditer(text)]
    for m in _ASIDE_BETWEEN.finditer(text):
        own = _OWN_CLAUSE.match(text, m.end())
        hits.append((m.start(), m.start("comma"), "") if own else (m.start(), m.end(), " "))
    for m in _ROLE_EN.finditer(text):
        if not _role_taken(m, text):
            continue
        hits.append((m.start("lead"), m.start("art"), "I'm "))
        hits.append((m.start("comma"), m.end("comma"), ". "))
    for m in _ROLE_FR.finditer(text):
        if not _role_taken(m, text):
            continue
        hits.append((m.start("lead"), m.start("art") if m.group("art") else m.start("role"), "je suis "))
        hits.append((m.start("comma"), m.end("comma"), ". "))
    for m in _REASON_FR.finditer(text):
        hits.append((m.start("lead"), m.end("lead"), ""))
        hits.append((m.start("comma"), m.end("comma"), ". "))
    for rx, lead in _SUBJECT_TURNED:  # "My node runs on …" -> "I run my node on …": the lead rewritten, the verb dropped
        for m in rx.finditer(text):
            hits.append((m.start("lead"), m.end("lead"), lead.format(m.group("lead").lower())))
            hits.append((m.start("verb"), m.end("verb"), " "))
    for m in _BARE_JOB.finditer(text):
        if names_occupation(m.group("job")):
            hits.append((m.start("job"), m.start("job"), "a "))
    for m in _GRANTED.finditer(text):
        hits.append((m.start("lead"), m.end("lead"), f"I got {m.group('lead').lower()}"))
        hits.append((m.start("verb"), m.end("verb"), ""))
    for m in _JUST_DONE_FR.finditer(text):
        twin = _just_done(m)
        if twin is not None:
            hits.append((m.start("lead"), m.end("verb"), twin))
    hits += [(m.end("frame"), m.end("frame"), ",") for m in _FRAME_NO_COMMA.finditer(text)]
    hits += _would_then(text)
    for m in _ME_AND.finditer(text):
        who = m.group("who")
        said = f"{who[:1].upper()}{who[1:]} and I" if m.group("lead")[:1].isupper() else f"{who} and I"
        hits.append((m.start("lead"), m.end("lead"), said))
    hits += [(m.start("lead"), m.start("lead") + 1, "I was " + text[m.start("lead")].lower()) for m in _BORN.finditer(text)]
    hits += _tradition(text)
    return hits
