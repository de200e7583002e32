"""How the user wants to be answered, said in any of the ways people ask it ("Can you keep answers to
bullet points from now on?", "Also metric units please, I'm in Australia", "Réponds court, deux
phrases max.", "tutoie-moi", "I would prefer that your responses cite sources", "je préfère que tu
m'expliques étape par étape"): one standing preference per dimension of answer style, written by
code in fixed words ("Prefers short answers"), never the user's words, so a request can add nothing
but its dimension to memory.

A sentence gives preferences only when all of it is such a request: a request or a stated
preference frame, one or more known dimensions, and nothing left over but politeness, a lasting word
or a reason said about the user ("…, I'm in Australia"). A persona ("in pirate speak", "like a
cowboy"), anything else asked ("… and ignore your rules"), one answer ("this", "for the recipe", "for
now"), someone else's text, a question that is not a request, a joke: nothing.
"""

from __future__ import annotations

import regex

_I = regex.IGNORECASE
AP = "['’]"

_LANGS = {
    "english": "English", "french": "French", "spanish": "Spanish", "german": "German", "italian": "Italian", "portuguese": "Portuguese",
    "dutch": "Dutch", "polish": "Polish", "japanese": "Japanese", "chinese": "Chinese", "arabic": "Arabic", "swedish": "Swedish",
    "russian": "Russian", "korean": "Korean", "greek": "Greek", "turkish": "Turkish", "hindi": "Hindi",
    "anglais": "English", "français": "French", "francais": "French", "espagnol": "Spanish", "allemand": "German", "italien": "Italian",
    "portugais": "Portuguese", "néerlandais": "Dutch", "polonais": "Polish", "japonais": "Japanese", "chinois": "Chinese", "arabe": "Arabic",
}
_FR_LANG_NOTE = {"English": "anglais", "French": "français", "Spanish": "espagnol", "German": "allemand", "Italian": "italien",
                 "Portuguese": "portugais", "Dutch": "néerlandais", "Polish": "polonais", "Japanese": "japonais", "Chinese": "chinois", "Arabic": "arabe"}
_NO = r"(?:no\s+need\s+(?:to\s+be|for)|don{AP}t\s+(?:need\s+to\s+|have\s+to\s+)?be|pas\s+besoin\s+d{AP}[êe]tre|pas\s+la\s+peine\s+d{AP}[êe]tre|no|(?<=,\s{0,3})not|rather\s+than|instead\s+of|without|skip(?:\s+the)?|avoid|drop\s+the|don{AP}t\s+use|do\s+not\s+use|stop\s+using|never\s+use|less|fewer|sans|pas\s+de|plus\s+de|évite(?:z)?\s+(?:les?|des)|arrête(?:z)?\s+(?:les|avec\s+les))\s+".replace("{AP}", AP)

# (dimension, the phrase that names it, EN note, FR note); a negated phrase (`_NO` before it) gives the
# dimension's "no_" note where it has one.
DIMENSIONS = (
    ("short", r"(?:short(?:er)?|brief(?:er)?|concise|succinct|to\s+the\s+point|(?:under|within|in)\s+(?:a|one|1)\s+paragraph(?:\s+or\s+(?:less|two))?|under\s+\d+\s+words|(?:one|two|three|[1-3])\s+(?:sentences?|lines?|paragraphs?)\s+(?:max(?:imum)?|at\s+most|tops)"
              r"|courte?s?|court|concis(?:e|es)?|br[eè]ve?s?|bref|succinct(?:e|es)?|(?:une|deux|trois|[1-3])\s+phrases?\s+max(?:imum)?|droit\s+au\s+but)",
     "Prefers short answers", "Préfère les réponses courtes"),
    ("detailed", r"(?:detailed|in[-\s]depth|thorough|détaillée?s?|en\s+détail|approfondie?s?)", "Prefers detailed answers", "Préfère les réponses détaillées"),
    ("bullets", r"(?:bullet(?:[-\s]?points?|s)|listes?\s+à\s+puces|puces)", "Prefers bullet points", "Préfère les listes à puces"),
    ("steps", r"(?:step[-\s]by[-\s]step|numbered\s+steps|one\s+step\s+at\s+a\s+time|étape\s+par\s+étape|(?:des\s+)?étapes\s+numérotées)",
     "Prefers step-by-step explanations", "Préfère les explications étape par étape"),
    ("code_examples", r"(?:(?:an?\s+)?code\s+(?:examples?|snippets?)|(?:des\s+|un\s+)?exemples?\s+de\s+code)", "Prefers code examples", "Préfère des exemples de code"),
    ("examples", r"(?:(?:concrete\s+|real[-\s]world\s+|practical\s+)?examples?|(?:des\s+|un\s+)?exemples?(?:\s+concrets?)?)", "Prefers examples", "Préfère des exemples"),
    ("sources", r"(?:(?:cite|citing|include|including|give|giving|with|list)\s+(?:your\s+|the\s+|their\s+)?(?:sources|references)|sources\s+cited"
                r"|cit(?:e|er|ez|ant)\s+(?:tes|vos|les|ses|leurs)\s+sources|(?:avec\s+)?(?:les\s+)?sources)",
     "Prefers answers that cite sources", "Préfère que les réponses citent leurs sources"),
    ("jargon", r"jargon", None, None),  # only ever asked against: see no_jargon
    ("beginner", r"(?:like\s+i{AP}m\s+(?:a\s+)?(?:total\s+|complete\s+)?(?:beginner|newbie|noob|five|5|new\s+to\s+(?:this|it))|as\s+if\s+i\s+(?:was|were)\s+(?:a\s+)?(?:beginner|five|new\s+to\s+(?:this|it))"
                 r"|eli5|for\s+(?:a\s+)?(?:total\s+|complete\s+)?beginners?|comme\s+(?:à\s+un|si\s+j{AP}[ée]tais\s+une?)\s+(?:d[ée]butante?|enfant|novice)|pour\s+(?:les\s+|un\s+)?d[ée]butants?)".replace("{AP}", AP),
     "Prefers beginner-level explanations", "Préfère des explications pour débutant"),
    ("tables", r"(?:tables|in\s+a\s+table|tableaux|sous\s+forme\s+de\s+tableaux?|en\s+tableaux?)", "Prefers tables", "Préfère les tableaux"),
    ("technical", r"(?:technical|techniques?)", "Prefers technical answers", "Préfère les réponses techniques"),
    ("simple", r"(?:simple(?:r)?|simply|simplement|plainly|in\s+plain\s+(?:english|words|language)|plain\s+(?:english|language)|simples?|vulgaris[ée]e?s?)", "Prefers simple answers", "Préfère les réponses simples"),
    ("informal", r"(?:tutoie(?:-moi|r|z-moi)?|tutoiement|(?:arrête(?:z)?|cesse(?:z)?)\s+de\s+me\s+vouvoyer|casual|informal)", "Prefers an informal tone", "Préfère le tutoiement"),
    ("formal", r"(?:vouvoie(?:-moi|r|z-moi)?|vouvoiement|formal)", "Prefers a formal tone", "Préfère le vouvoiement"),
    ("metric", r"(?:metric(?:\s+units|\s+system)?|système\s+métrique|unités\s+métriques|le\s+métrique|min/km|km/h|kilom[eè]tres|kilometers|kilometres|kilos|kilograms|kilogrammes|km|kg)",
     "Prefers metric units", "Préfère les unités métriques"),
    ("imperial", r"(?:imperial(?:\s+units)?|unités\s+impériales|miles|feet|ounces|pounds|inches|pouces|fahrenheit)", "Prefers imperial units", "Préfère les unités impériales"),
    ("celsius", r"(?:celsius|degrés\s+celsius)", "Prefers Celsius", "Préfère les degrés Celsius"),
    ("british", r"(?:british|uk)\s+(?:spelling|english)|(?:l{AP})?orthographe\s+britannique".replace("{AP}", AP), "Prefers British spelling", "Préfère l'orthographe britannique"),
    ("american", r"(?:american|us)\s+(?:spelling|english)|(?:l{AP})?orthographe\s+américaine".replace("{AP}", AP), "Prefers American spelling", "Préfère l'orthographe américaine"),
    ("emojis", r"(?:emojis?|émojis?|smileys?)", None, None),  # only ever asked against
    ("language", r"(?:in|en)\s+(?P<lang>" + "|".join(_LANGS) + r")", None, None),
)
_NEGATED_NOTES = {
    "bullets": ("Prefers no bullet points", "Préfère éviter les listes à puces"),
    "jargon": ("Prefers answers without jargon", "Préfère les réponses sans jargon"),
    "emojis": ("Prefers no emojis", "Préfère éviter les émojis"),
    "technical": ("Prefers non-technical answers", "Préfère les réponses peu techniques"),
    "imperial": ("Prefers metric units", "Préfère les unités métriques"),  # "no miles, no feet"
    "formal": ("Prefers an informal tone", "Préfère le tutoiement"),  # "no need to be formal with me"
    "informal": ("Prefers a formal tone", "Préfère le vouvoiement"),
}
_DIMENSION_RX = regex.compile(
    r"(?P<neg>" + _NO + r"(?:(?:any|the|more|des|les|d{AP})\s*)?)?\b(?:".replace("{AP}", AP)
    + "|".join(f"(?P<d_{name}>{rx})" for name, rx, _, _ in DIMENSIONS) + r")\b",
    _I,
)

# The frame: a request to the assistant or a stated preference about its answers.
_FILLER = (
    r"(?:(?>please|pls|plz|and|also|oh|btw|fyi|ok|okay|one\s+more\s+thing|(?:one|two|three|a\s+few|a\s+couple\s+of)\s+(?:more\s+)?(?:things?|requests?)(?:\s+for\s+(?:the\s+)?future)?(?:,?\s+please)?"
    r"|une\s+(?:chose|demande|derni[èe]re\s+chose)|deux\s+choses|en\s+fait(?:\s+non)?|finalement|oublie\s+ce\s+que\s+j['’]ai\s+dit|voil[àa]|s['’]il\s+(?:te|vous)\s+pla[iî]t|stp|svp|(?:a\s+)?general\s+(?:thing|note|point)|for\s+the\s+record|just\s+so\s+you\s+know|in\s+general|generally|oh\s+and|and\s+also|right|cool|great|thanks|thank\s+you|par\s+contre|et|aussi|au\s+fait|sinon|bon|ah|merci|enfin)[\s,:!.]++)*+"
)
_ASK_VERB = (
    r"(?:answer|reply|respond|write|talk|speak|keep|make|give|use|stick|be|explain|cite|include|show|format|put|switch|go|avoid|skip|drop|stop|don{AP}t|do\s+not|no"
    r"|réponds|répondez|répond|écris|écrivez|parle|parlez|donne|donnez|fais|faites|mets|mettez|utilise|utilisez|évite|évitez|explique|expliquez|cite|citez"
    r"|arrête|arrêtez|cesse|cessez|tutoie|tutoyez|vouvoie|vouvoyez|garde|gardez|passe|passez|reste|restez)\b"
).replace("{AP}", AP)
_ASK = regex.compile(r"\s*" + _ASK_VERB, _I)
_POLITE_ASK = r"(?:(?:can|could|would|will)\s+you(?:\s+please)?|tu\s+peux|tu\s+pourrais|peux-tu|pourrais-tu|vous\s+pouvez|vous\s+pourriez|pouvez-vous|pourriez-vous|i{AP}d\s+like\s+you\s+to|i\s+want\s+you\s+to|i\s+need\s+you\s+to)\s+(?:(?:me|m{AP})\s*)?".replace("{AP}", AP)
_PREFER = (
    r"(?:i\s+(?:would\s+|{AP}d\s+)?(?:(?:really|much|also|generally|usually|honestly)\s+)?(?:prefer|like|want|need|love|appreciate)(?:\s+it)?|i{AP}d\s+(?:(?:really|also)\s+)?(?:prefer|like|love|appreciate)(?:\s+it)?"
    r"|i\s+learn\s+(?:much\s+|a\s+lot\s+|way\s+)?(?:better|best)\s+(?:from|with|through)|i\s+understand\s+(?:much\s+|a\s+lot\s+|way\s+)?(?:better|best)\s+(?:from|with|through)|it{AP}s\s+easier\s+for\s+me\s+(?:with|when)"
    r"|je\s+(?:pr[ée]f[èe]re(?:rais)?|veux|voudrais|aime(?:rais)?(?:\s+bien|\s+mieux)?|souhaite(?:rais)?)|j{AP}(?:aime(?:rais)?(?:\s+bien|\s+mieux)?|apprends\s+mieux\s+(?:avec|par))"
    r"|je\s+comprends\s+mieux\s+(?:avec|par))"
).replace("{AP}", AP)
_START = regex.compile(r"^\W*" + _FILLER + r"(?:(?:always|from\s+now\s+on|in\s+general|going\s+forward|toujours|désormais|dorénavant|à\s+l{AP}avenir)[\s,]+)?".replace("{AP}", AP)
                       + r"(?:(?P<polite>" + _POLITE_ASK + r")|(?P<prefer>" + _PREFER + r"\b)|(?=" + _ASK_VERB + r")|(?=(?:" + _NO + r")?(?:[\w-]+\s+){0,2}?(?:answers|replies|responses|réponses)\b)"
                       + r"|(?=(?:" + _NO + r")?[\w\s-]{0,20}?\b(?:units|unités|bullet|emojis?|jargon|sources|metric|imperial|celsius|tables|tableaux|min/km|km|kilom\w+|british|american)\b))", _I)
# Words a request is made of, besides its dimensions: what is left must be nothing else.
_FRAME_WORDS = regex.compile(
    r"\b(?:" + "|".join((
        "please|pls|plz|thanks|thank|you|your|yours|me|my|moi|m|te|tu|vous|toi|i|je|j|it|to|the|a|an|and|or|in|with|of|for|all|every|any|more|much|always|never|from",
        "now|on|general|going|forward|future|by|default|time|times|possible|whenever|wherever|when|where|makes|sense|can|could|would|will|should|do|does|don|t|not",
        "no|answers?|replies|reply|responses?|response|explanations?|messages?|texts?|writing|style|format|formatting|tone|units?|words?|language|terms|things|stuff",
        "them|they|those|these|that|measurements?|mesures?|ever|answer|respond|write|talk|speak|keep|make|give|use|using|stick|be|explain|explaining|cite|include",
        "show|put|switch|go|avoid|skip|drop|stop|prefer|like|want|need|love|appreciate|learn|understand|better|way|lot|easier|also|really|generally|usually|honestly",
        "btw|oh|ok|okay|right|cool|great|just|only|mostly|mainly|thing|one|d|ll|s|re|ve|réponds|répondez|répond|réponse|réponses|répondre|écris|écrivez|écrire|parle",
        "parlez|parler|donne|donnez|donner|fais|faites|faire|mets|mettez|utilise|utilisez|utiliser|évite|évitez|éviter|répondes|répondiez|écrives|écriviez|parles",
        "parliez|donnes|donniez|mettes|utilises|évites|cites|fasses|fassiez|explique|expliques|expliquez|expliquer|citez|arrête|arrêtez|cesse|cessez|garde|gardez",
        "passe|passez|reste|restez|préfère|préférerais|prefere|veux|voudrais|aime|aimerais|souhaite|souhaiterais|apprends|comprends|mieux|bien|peux|pourrais|pouvez",
        "pourriez|que|qu|les|le|la|l|des|de|du|un|une|et|ou|avec|en|dans|pour|par|plus|toujours|désormais|dorénavant|avenir|à|stp|svp|merci|plaît|plait|il|aussi",
        "sinon|bon|ah|au|fait|enfin|contre|ce|c|est|ça|sera|serait|quand|chaque|fois|tout|tous|toutes|mes|mon|ma|tes|vos|ton|ta|votre|normal|normales|phrases|max",
        # what a request is asked about and how it is hedged ("distances in km", "anyway", "if possible", "I learn best from")
        "anyway|anyways|if|best|distances?|weights?|temperatures?|heights?|lengths?|speeds?|paces?|quantities|amounts|recipes|façon|toute|poids|vitesses?",
    )) + r")\b",
    _I,
)
# What makes it one answer, someone else's text, or not meant.
_NOT_LASTING = regex.compile(
    r"\b(?:(?:explain|keep|make|write|answer|say|do|translate|summari[sz]e|redo|rewrite)\s+it\b|this|that(?!\s+(?:you|your|all|the\s+answers|answers|responses|replies|explanations)\b)|these|those|here|for\s+now|just\s+this\s+once|today|tonight|the\s+(?:recipe|list|email|text|code|table|summary|letter|essay|post|next\s+one)"
    r"|cette|ce|ces|ici|pour\s+l{AP}instant|aujourd{AP}hui|ce\s+soir|prompt|bot|chatbot|template|persona|character|cover\s+letter|email|e-mail|mail|colleague|boss"
    r"|pirate|cowboy|yoda|shakespeare|poem|rhyme|rhymes|like\s+a|comme\s+un(?!\s+d[ée]butant)|as\s+if(?!\s+i\b)|in\s+the\s+(?:voice|style)\s+of|lol|lmao|mdr|jk|kidding|haha)\b".replace("{AP}", AP),
    _I,
)
_LASTING = regex.compile(r"\b(?:always|from\s+now\s+on|in\s+general|going\s+forward|in\s+(?:the\s+)?future|for\s+(?:the\s+)?future|ever|every\s+time|by\s+default|whenever|wherever|toujours|désormais|dorénavant|à\s+l{AP}avenir|chaque\s+fois)\b".replace("{AP}", AP), _I)
# "Don't give me bullet points", "Never cite sources": the request itself denied.
_DENIED = regex.compile(r"\s*(?:please\s+)?(?:don{AP}t|do\s+not|never|ne\s+(?:me\s+)?(?:donne|mets|cite|réponds|fais)\s*(?:jamais|pas|plus)?|jamais\s+de)\b".replace("{AP}", AP), _I)
# What a stated preference must be about: the answers, or the assistant ("you").
_ABOUT_ANSWERS = regex.compile(r"\b(?:answers?|replies|reply|responses?|explanations?|explain|you|your|tone|tu|te|t['’]|vous|réponses?|réponds|répondes|explications?|expliques?|ton)\b", _I)
_FOR_SOMEONE = regex.compile(r"\b(?:for|pour)\s+(?:my|mes|mon|ma)\s+(?:kids|children|son|daughter|mom|mum|dad|students|class|team|boss|wife|husband|enfants|fils|fille|élèves|équipe|patron)\b", _I)
_PLURAL_ANSWERS = regex.compile(r"\b(?:answers|replies|responses|explanations|réponses|explications)\b", _I)
# A reason said after the request, about the user ("…, I'm in Australia", "…, je suis dev front"): theirs, read elsewhere.
_BECAUSE = r"(?:because|since|as|cause|cos|coz|car|parce\s+que|puisque|comme)"
_REASON = regex.compile(
    rf"(?:[,;:]\s*(?:{_BECAUSE}\s+)?|\s+{_BECAUSE}\s+)(?=(?:i|i{AP}\w+|je|j{AP}|my|mon|ma|mes|c{AP}est|ça|it{AP}s|that{AP}s|il\s+faut|faut)\b)"
    r"|,?\s+(?:même|meme|even)\s+(?:quand|si|lorsque|when|if)\b",  # "…, même quand j'écris en anglais": when it holds, not what
    _I,
)
# What the style is preferred to ("… than from abstract theory", "… plutôt que des paragraphes"): said, not asked.
_COMPARED = regex.compile(r"\b(?:than|rather\s+than|instead\s+of|over|plutôt\s+que|au\s+lieu\s+de)\s+(?:from\s+|with\s+|des\s+|de\s+|d{AP})?[\w\s'’-]{1,40}[\s.!…]*$".replace("{AP}", AP), _I)
_FRENCH = regex.compile(rf"\b(?:je|j{AP}|tu|moi|les|des|réponses?|réponds|stp|svp|toujours|désormais|avec|étape|sans|vous|tes|vos)\b", _I)


# Where a sentence holds two things, the clause after ", and" may be the request ("I mostly work in
# Python, and I'd like code snippets in answers").
_CLAUSE_BREAK = regex.compile(r"[,;]\s*(?:and|but|so|et|mais|donc)\s+|;\s*|\s+(?:and|et)\s+(?=(?:i|i{AP}d|je|j{AP})\b)".replace("{AP}", AP), _I)


def style_preferences(sentence: str) -> list[str]:
    """The answer-style preferences `sentence`, or one of its clauses after ", and", asks for as a
    whole (see the module), in its language."""
    return style_request(sentence)[0]


def style_request(sentence: str) -> tuple[list[str], str]:
    """(the preferences, the words of `sentence` that ask for them: its reason and any clause before
    left out), or ([], "")."""
    found, words = _requested(sentence)
    if found:
        return found, words
    for m in _CLAUSE_BREAK.finditer(sentence):
        found, words = _requested(sentence[m.end():])
        if found:
            return found, words
    return [], ""


def _requested(sentence: str) -> tuple[list[str], str]:
    """The preferences `sentence` asks for as a whole and the words that ask them, or ([], "")."""
    said = sentence.strip()
    start = _START.match(said)
    if start is None:
        return [], ""
    body = said
    reason = _REASON.search(said, start.end())
    if reason is not None:
        body = said[:reason.start()]
    words = body.strip(" ,;")  # what asks, its reason left out
    if _NOT_LASTING.search(body, start.end()) or _FOR_SOMEONE.search(said) or ("?" in said and not start.group("polite")):
        return [], ""  # one answer, someone else's text, a persona, a joke; a question that is no request
    if start.group("prefer") and regex.match(r"\W*(?:i|je|j['’])\b.{0,30}?\b(?:want|need|veux|voudrais|souhaite)", start.group("prefer"), _I) and not _ABOUT_ANSWERS.search(body):
        return [], ""  # "I want to speak in German", "I need to be more formal": the user's own goal
    if start.group("prefer") and not _ABOUT_ANSWERS.search(body) and not any(m.group(f"d_{u}") for m in _DIMENSION_RX.finditer(body, start.end()) for u in ("steps", "examples", "code_examples", "sources", "beginner", "metric", "imperial", "celsius", "british", "american", "bullets", "tables")):
        return [], ""  # "I like simple things", "I like them short": no answer said
    compared = _COMPARED.search(body, start.end())
    if compared is not None:
        body = body[:compared.start()]  # "… instead of detailed ones": what is preferred, not the other
    found = list(_DIMENSION_RX.finditer(body, start.end()))
    if not found:
        return [], ""
    denied = _DENIED.match(body, start.end()) is not None  # "Don't give me bullet points", "Never cite sources"
    if not (start.group("polite") or start.group("prefer") or _ASK.match(body, start.end())) and not (_LASTING.search(said) or regex.search(r"\b(?:please|pls|stp|svp|s['’]il\s+(?:te|vous)\s+pla[iî]t)\b", said, _I)):
        return [], ""  # "Bullet points." as an answer: this one
    if start.group("polite") and not _LASTING.search(said) and not any(m.group(f"d_{u}") for m in found for u in ("metric", "imperial", "celsius", "british", "american")):
        return [], ""  # "Could you keep it short?", "Can you answer in French?": this answer (units and spelling hold for all)
    if not (start.group("prefer") or _LASTING.search(said) or _PLURAL_ANSWERS.search(body) or any(not m.group("d_short") and not m.group("d_detailed") for m in found)
            or regex.match(r"\W*" + _FILLER + r"(?:réponds|répondez|answer|reply|respond)\b", body, _I)):
        return [], ""  # "Keep it short": this answer
    rest = body[start.end():]
    for m in reversed(found):
        a, b = m.start() - start.end(), m.end() - start.end()
        rest = rest[:a] + " " + rest[b:]
    if _FRAME_WORDS.sub(" ", rest).strip(" \t,.;:!?…-–—'’\"()") and regex.search(r"\w", _FRAME_WORDS.sub(" ", rest)):
        return [], ""  # more is asked than an answer style
    french = _FRENCH.search(said) is not None
    out: list[str] = []
    for m in found:
        name = next(k[2:] for k, v in m.groupdict().items() if k.startswith("d_") and v)
        negated = bool(m.group("neg")) != denied
        if name in ("british", "american") and regex.search(r"english", m.group(), _I):
            note = f"Prefers {name.capitalize()} English"  # "answers in British English": the variety, not only its spelling
        elif name == "language" and not negated:
            lang = _LANGS[m.group("lang").lower()]
            note = f"Préfère les réponses en {_FR_LANG_NOTE[lang]}" if french and lang in _FR_LANG_NOTE else f"Prefers answers in {lang}"
        elif name == "language" and negated:
            continue  # "Don't answer in French": which language, not said
        elif negated or name in ("jargon", "emojis"):
            if name not in _NEGATED_NOTES or not negated:
                continue
            note = _NEGATED_NOTES[name][french]
        else:
            entry = next(d for d in DIMENSIONS if d[0] == name)
            note = entry[3] if french else entry[2]
        if note and note not in out:
            out.append(note)
    if "code_examples" in {next(k[2:] for k, v in m.groupdict().items() if k.startswith("d_") and v) for m in found}:
        out = [n for n in out if n not in ("Prefers examples", "Préfère des exemples")]
    return (out, words) if out else ([], "")
