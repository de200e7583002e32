"""Chat spelling read as written out: "im doing my thesis on kelp", "ive been vegan for like 3 yrs",
"she lives w them". The capture's shapes are written for "I'm", "I've", "with"; a message typed in
lowercase without apostrophes is read through its written-out form, and every span of that form
maps back to the user's own characters, so evidence stays an exact substring of what they wrote.

Only words with one reading are expanded: "im", "ive", "dont", "w" before a pronoun… never "ill"
(ill), "id" (ID), "wont" (wont), "its" (its), "ur" (your or you're).

A placeholder named right after a dash or a colon is read as what it names: "I finally started
something I've wanted to do forever - beekeeping!" reads "I finally started beekeeping!", "I picked
up a new hobby: knitting" reads "I picked up knitting". An emphatic "did" is the plain past: "I did
start a pottery class" reads "I started a pottery class".
"""

from __future__ import annotations

import regex

from jobs.asked_slots import DIET_NOT_NOW
from jobs.restated import restated

_WORDS = {
    "im": "I'm", "ive": "I've", "i": "I", "dont": "don't", "didnt": "didn't", "doesnt": "doesn't", "isnt": "isn't",
    "wasnt": "wasn't", "havent": "haven't", "hadnt": "hadn't", "hasnt": "hasn't", "cant": "can't", "couldnt": "couldn't",
    "wouldnt": "wouldn't", "shouldnt": "shouldn't", "arent": "aren't", "werent": "weren't", "thats": "that's",
    "whats": "what's", "theyre": "they're", "youre": "you're", "theyve": "they've", "weve": "we've",
    "wanna": "want to", "u": "you", "bf": "boyfriend", "gf": "girlfriend", "tho": "though", "yrs": "years",
    "yr": "year", "bc": "because", "abt": "about", "rly": "really", "pls": "please", "ppl": "people",
    # French chat drops "je" to a "j" glued to its verb ("jsuis en L3", "jbosse le week-end")
    "jsuis": "je suis", "chui": "je suis", "chuis": "je suis", "jai": "j'ai", "jbosse": "je bosse", "jfais": "je fais", "jhabite": "j'habite",
    "jvis": "je vis", "jtravaille": "je travaille", "jcode": "je code", "jjoue": "je joue", "japprends": "j'apprends", "jetudie": "j'étudie",
    "jadore": "j'adore", "jaime": "j'aime", "jprépare": "je prépare", "jcours": "je cours", "jpasse": "je passe", "jcollectionne": "je collectionne",
    "jutilise": "j'utilise", "jsors": "je sors", "jkiffe": "je kiffe", "jfait": "je fais",
}
# Typed in lowercase, or capitalised at a sentence's start; never in capitals ("BC" is British Columbia, "ABT" a name).
# French glued forms only in lower case: "Jai" and "Jadore" are names.
_LOWER_ONLY = frozenset(w for w in _WORDS if w.startswith(("j", "ch")) and _WORDS[w].startswith(("je ", "j'")))
_FORMS = sorted({form for word in _WORDS for form in ((word,) if len(word) == 1 or word in _LOWER_ONLY else (word, word.capitalize()))}, key=len, reverse=True)
_WORD = regex.compile(r"(?<![\w'’])(" + "|".join(_FORMS) + r")(?![\w'’])")
# "w" is "with" only before who or what it is with: "lives w them", "w my sister".
_WITH = regex.compile(r"(?<![\w'’/])w(?=\s+(?:me|them|him|her|us|my|his|her|their|our|the|a|an)\b)")
# French "g" is "j'ai" only before what "j'ai" takes: "g un partiel demain", "g adopté un chat".
_G = regex.compile(r"(?<![\w'’/])(?<!\d\s)g(?=\s+(?:un|une|des|deux|trois|pas|plus|trop|fini|vu|fait|eu|été|adopté|acheté|commencé|déménagé|quitté|rejoint|besoin|envie|hâte)\b)")


# "something (new / I've wanted to do forever) - ", "a new hobby: ": a placeholder for what follows.
_PLACEHOLDER = regex.compile(
    r"(?<=\b(?:started|start|began|begin|bought|got|found|picked\s+up|took\s+up|tried|joined|adopted|made|built|learned|learnt)\s+)"
    r"(?:something(?:\s+(?:new|special|big|different|fun|exciting|cool))?(?:\s+(?:i|i['’]ve|i\s+have)\s+(?:always\s+)?wanted\s+to\s+(?:do|try)(?:\s+(?:forever|for\s+(?:ages|years|a\s+long\s+time)))?)?"
    r"|a\s+new\s+(?:hobby|sport|pet|instrument|skill|passion|project))"
    r"(?:,?\s+(?:though|too|finally))?\s*(?:[-–—]+|:)\s+"
    r"(?!(?:not|no|it|it['’]s|that|this|i|i['’]\w+|we|you|they|he|she|what|which|who|maybe|probably|kind|sort|just|so|and|but|or|still|well|guess|can['’]t|don['’]t)\b)"
    # a thing named, not a sentence about someone ("my kids keep laughing at me") or someone else's ("my husband's business")
    r"(?!(?:my|our)\s+[\w'’-]+(?:['’]s\b|\s+(?:keep|keeps|is|are|was|were|has|have|think|thinks|say|says|laugh|laughed)\b))(?=(?:a|an|my|the)?\s*[\w'’-]+)",
    regex.IGNORECASE,
)


# Who someone is for a taste, in a word: "a Lakers fan", "a coffee snob"; those that say it alone too
# ("a bookworm", "a gardener"), never "a fan" ("Huge fan, thanks!").
_WHO_ALONE = r"foodie|bookworm|gardener|birdwatcher|bird-watcher|reader|runner|gamer|baker|cyclist|hiker|climber|swimmer|nerd|geek"
_TASTE_NOUNS = r"fan|buff|junkie|snob|fanatic|addict|enthusiast|fangirl|fanboy|lover|aficionado|devotee|connoisseur|supporter|" + _WHO_ALONE
# A taste said without its subject at a sentence's start, as chat says it ("Big fan of jazz",
# "Really into photography these days", "Not a fan of horror films", "Can't stand cilantro"): read
# with the "I" it leaves out. Never after a question or a sentence about someone else ("My brother?
# Big fan of jazz.", "Met a guy at the bar. Big fan of jazz."), whose subject it may share.
_SENTENCE_START = r"(?:^|(?<=[.!?]\s{1,3}))(?:(?:also|honestly|tbh|yeah|oh|and|but|personally|lol|haha)[,!]?\s+){0,3}"
_ELIDED = regex.compile(
    _SENTENCE_START + r"(?:"
    r"(?P<im_a>(?:a|\w)(?=(?<=a)\s+(?:big|huge|massive|great|die-hard|diehard|longtime|long-time)\s+fan\s+of\b|(?<!a)(?:ig|uge|assive|reat|ie-hard|iehard|ongtime|ong-time)\s+fan\s+of\b))"
    r"|(?P<im>(?=(?:really|totally|so|super|very|pretty|kinda|seriously|lowkey)\s+into\b|not\s+(?:really\s+|that\s+|too\s+|very\s+)?into\b"
    r"|not\s+(?:a|much\s+of\s+a)\s+(?:big\s+|huge\s+)?(?:fan|reader|morning\s+person|night\s+owl|cook|drinker|gamer)\b)\w)"
    # "Huge Lakers fan here", "Total coffee snob": who they are for a taste, in a word before the noun
    r"|(?P<im_a_noun>(?=(?:big|huge|massive|die-hard|diehard|longtime|long-time|lifelong|total|avid|hardcore|proud|giant|major|absolute|hopeless|obsessive"
    r"|self-confessed|self-proclaimed|serious|unapologetic|card-carrying|certified|devoted)\s+(?:(?:[\w'’-]+\s+){1,3}?|(?=(?:" + _WHO_ALONE + r")\b))"
    r"(?:" + _TASTE_NOUNS + r")\b(?!\s+of\b))\w)"
    # "Fifty-two years old and never seen salt water": their age, the subject left out
    r"|(?P<im_age>(?=(?:[1-9]\d|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|eighteen|nineteen)"
    r"\s+years?\s+old\b(?!\s+(?:and\s+)?(?:she|he|they|it|my|his|her)\b))\w)"
    r"|(?P<i>(?=(?:can['’]?t|cannot)\s+stand\b(?!\s+(?:up|still|for\s+long|on\b|straight|it\b|the\s+thought)))\w)"
    # A lasting state or a span of one, with its subject left out ("been vegetarian for years",
    # "lactose intolerant so go easy on the cheese", "single dad so…"): "I'm", "I've".
    r"|(?P<ive>(?=been\s+(?:(?:a|an)\s+)?(?:vegetarian|vegan|pescatarian|veggie|sober|teetotal|gluten-free|dairy-free|self-employed|freelanc\w*"
    r"|(?:[\w-]+\s+)?(?:developer|dev|engineer|nurse|teacher|designer|writer|doctor|chef|mechanic|programmer|translator|musician|student))\b[^.!?]*\b(?:for|since)\s+(?!(?:a|one|two|three)\s+(?:day|days|week|weeks|month)\b|now\b|lent\b)\w)(?![^.!?]*\b(?:until|till|but\s+i\s+(?:quit|stopped)|i\s+mean|as\s+a\s+challenge|for\s+(?:a|the)\s+(?:diet|challenge))\b)\w)"
    # a lifelong taste or wish ("Always been a huge fan of jazz", "Always loved old maps", "Always wanted to see Japan"): "I've"
    r"|(?P<ive_always>(?=always\s+(?:been\s+(?:(?:a|an)\s+(?:(?:big|huge|massive|die-hard|diehard|lifelong|total)\s+)?(?:fan|lover)\s+of|(?:really\s+|so\s+)?into|obsessed\s+with|passionate\s+about|fascinated\s+by"
    r"|(?:a|an)\s+(?:morning|night|cat|dog|book|coffee|tea|beach|mountain|people|outdoors|outdoor)\s+person)"
    # a taste with its object ("Always loved old maps"; never "loved and missed", "enjoyed by kids", "loved to hate");
    # a wish with its doing ("Always wanted to visit Japan"; never "to know", "to quit this app", "wanted to, but")
    r"|(?:loved|liked|enjoyed)(?=\s+(?!(?:and|by|to\s+hate|it|that|this|them|you|him|her)\b)\w)"
    r"|wanted\s+to(?=\s+(?!(?:know|ask|hate|quit|leave|die|kill|stop|scream|punch|throw|delete|uninstall|say|tell)\b)\w))\b)\w)"
    r"|(?P<im_state>(?=(?:lactose|gluten)[\s-]intolerant\b|(?:happily\s+)?(?:married|engaged)\s+to\s+(?-i:\p{Lu})|(?:vegetarian|vegan|pescatarian|colou?r[\s-]?blind|left[\s-]handed|self-employed)\s*(?:,|\s+(?:so|and|btw|here|since|for)\b)"
    r"|single\s+(?:mom|mum|dad|parent|father|mother)\b)\w))",
    regex.IGNORECASE,
)
# Only the user can be the subject left out: the taste opens the message (after a reaction such as
# "Thanks!"); after any other sentence the subject may be whoever that sentence spoke of.
_REACTION_WORD = r"(?:thanks?(?:\s+(?:so\s+much|a\s+lot))?|thank\s+you|ha(?:ha)*\w*|lol|oh|wow|yes|yeah|yep|sure|ok(?:ay)?|nice|cool|great|hi|hey|hello|honestly|well|hmm+|good\s+question|anyway|so|right|alright|true|same)"
REACTION_ONLY = regex.compile(rf"^\W*{_REACTION_WORD}(?:\W+{_REACTION_WORD})*\W*$", regex.IGNORECASE)
_SOMEONE = regex.compile(r"\b(?:he|she|him|her|his|they|them|their|(?:my|your|our)\s+(?:\w+\s+)?(?:friend|brother|sister|mom|mum|dad|son|daughter|wife|husband|partner|boss|colleague|kid|kids))\b|(?<!^)\b(?-i:\p{Lu}\p{Ll}+)\b", regex.IGNORECASE)
# What makes the taste someone else's words or advice: "…, she said", "…, you should try it".
_NOT_SAID_BY_ME = regex.compile(r"\b(?:(?:he|she|they|(?-i:\p{Lu}\p{Ll}+))\s+(?:said|says|told\s+me|thinks|claims)|you\s+should|try\s+it|according\s+to)\b", regex.IGNORECASE)


def _elided(text: str) -> list[tuple[int, int, str]]:
    """Where a subject-less taste starts in `text` and what it reads as (`_ELIDED`)."""
    out = []
    for m in _ELIDED.finditer(text):
        key = next(k for k in ("im_a", "im_a_noun", "im_age", "im", "i", "ive", "ive_always", "im_state") if m.group(k) is not None)
        start = m.start(key)
        before = [b for b in regex.split(r"(?<=[.!?…])\s+", text[:m.start()].strip()) if b and not REACTION_ONLY.match(b)]  # its own lead ("Also, …") is no sentence before
        if before:
            continue  # "Met a guy at the bar. Big fan of jazz.", "I hired a new intern. Really into crypto.": whose, maybe not the user's
        after = regex.match(r"[^.!?…]*[.!?…]*(?:\s+[^.!?…]*)?", text[start:])  # its sentence and the next
        if _NOT_SAID_BY_ME.search(after.group()):
            continue  # "Big fan of jazz, she said", "… She said so, anyway."
        if key == "im_state" and _NOT_MARRIED_NOW.search(after.group()):
            continue  # "Married to Sam for ten years, divorced now", "Engaged to Mei, but we called it off"
        if key == "im_state" and _A_DIET.match(text, start) and DIET_NOT_NOW.search(after.group()):
            continue  # "Vegan, for a bet", "Vegetarian, except bacon", "Vegan, my partner is": no diet of theirs for good
        if key == "im_age" and _NOT_MY_AGE.search(after.group()):
            continue  # "Twenty years old and still runs great" (a car), "… and I was already working", "… lol", "…?"
        if key == "ive_always" and (_SOMEONE_ELSES_TASTE.search(after.group()) or _NOT_LIFELONG.search(after.group())):
            continue  # "Always loved old maps, my dad.", "…, but not anymore", "… Said no one, ever."
        if key == "im_a_noun" and _SOMEONE_ELSES_TASTE.search(after.group()):
            continue  # "Total coffee snob, my brother.", "Huge Lakers fan, are you?", "… That's my husband for you."
        first = text[start:m.end(key)]
        lead = {"im_a": "I'm a ", "im_a_noun": "I'm a ", "im_age": "I'm ", "im": "I'm ", "i": "I ", "ive": "I've ", "ive_always": "I've ", "im_state": "I'm a " if m.group(key)[:1].lower() == "s" and text[start:start + 6].lower() == "single" else "I'm "}[key]
        if key == "im_a" and first.lower() == "a":  # "A big fan of…": the article is already there
            lead = "I'm "
        out.append((start, m.end(key), lead + first.lower()))
        if key == "im_age":  # "Fifty-two years old and never seen salt water": the age, a sentence of its own
            joined = _AGE_THEN_AND.match(text, start)
            if joined is not None:
                out.append((joined.start("and"), joined.end("and"), "."))
        if key == "im_a_noun":  # "Huge Lakers fan here": "here" is the writer, said already
            here = _HERE_AFTER_NOUN.match(text, start)
            if here is not None:
                out.append((here.start("here"), here.end("here"), ""))
        if key == "im_state":  # "lactose intolerant so go easy on the cheese": the state, then what it asks, as two clauses
            then = _STATE_THEN_ASK.match(text, start)
            if then is not None:
                out.append((then.start("gap"), then.end("gap"), ", "))
    return out


# Whose the taste noun is, said after it: someone named by who they are, a question, "that's my X".
_SOMEONE_ELSES_TASTE = regex.compile(r"\?|,\s*(?:my|his|her|their|our|your)\s+\w+|\b(?:that|this)(?:['’]s|\s+is)\s+(?:my|his|her|our|their)\b|\b(?:like|just\s+like)\s+(?:my|his|her)\b", regex.IGNORECASE)
# What makes a lifelong taste said without its subject no taste of theirs now: an end, a hearsay, sarcasm, a draft.
_NOT_LIFELONG = regex.compile(
    r"\b(?:not|no\s+longer|anymore|any\s+more|used\s+to|until|till|supposedly|apparently|allegedly|said\s+no\s+one|alternate\s+universe|parallel\s+universe|in\s+my\s+dreams"
    r"|lol|haha\w*|jk|kidding|joking|rip|(?:put|write|use|add|make)\s+(?:that|this|it|me)|tagline|slogan|caption|ad\s+copy|(?:-?\s*(?-i:\p{Lu}\p{Ll}+))\s*[.!]?\s*$)\b"
    r"|,\s*(?-i:\p{Lu}\p{Ll}+)\W*$|n['’]t\b",
    regex.IGNORECASE,
)
_A_DIET = regex.compile(r"(?:vegetarian|vegan|pescatarian)\b", regex.IGNORECASE)
# What ends or hedges a marriage or an engagement said with the subject left out.
_NOT_MARRIED_NOW = regex.compile(
    r"\b(?:divorc\w*|separat\w*|split|broke\s+up|called\s+it\s+off|ex|were|was|sort\s+of|kind\s+of|not\s+official|unofficial\w*|well|widow\w*|passed|died|lol|haha\w*|jk)\b|\?",
    regex.IGNORECASE,
)
# What makes a bare age someone's or something's else, of the past, or not meant: a thing's verb, a past
# tense, a laugh, a question.
_NOT_MY_AGE = regex.compile(
    r"\?|\b(?:lol|lmao|haha\w*|jk|kidding)\b|[😂🤣😜😉]|\b(?:was|were|had|runs?|works?|drives?|starts?|plays?|sounds?|looks?|its|it['’]s|game|car|house|building|tree|bike)\b|^[^,.!?]*?\bold\s+and\s+it\b",
    regex.IGNORECASE,
)
_AGE_THEN_AND = regex.compile(r"[^.!?,…]*?\bold(?P<and>\s*,?\s+and)\b", regex.IGNORECASE)
_HERE_AFTER_NOUN = regex.compile(r"[^.!?,…]*?\b(?:" + _TASTE_NOUNS + r")(?P<here>\s+here)(?=\s*(?:[.!,…]|$))", regex.IGNORECASE)
_STATE_THEN_ASK = regex.compile(r"[\w-]+(?:[\s-][\w-]+)?(?P<gap>\s+)(?=so\b)", regex.IGNORECASE)


# An emphatic "did" ("I did start a pottery class", "We did move to Leeds in the end"): the plain past.
_EMPHATIC = regex.compile(r"(?<=\b(?:i|we)\s+(?:(?:really|finally|actually|eventually)\s+)?)did\s+(?P<verb>[a-z]+)\b(?!\s*['’])", regex.IGNORECASE)
_IRREGULAR_PAST = {
    "go": "went", "get": "got", "make": "made", "take": "took", "buy": "bought", "find": "found", "begin": "began",
    "leave": "left", "meet": "met", "win": "won", "lose": "lost", "quit": "quit", "sell": "sold", "build": "built",
    "write": "wrote", "run": "ran", "come": "came", "become": "became", "give": "gave", "see": "saw", "have": "had",
    "teach": "taught", "think": "thought", "keep": "kept", "tell": "told", "say": "said", "pay": "paid", "spend": "spent",
}


# Regular verbs said after an emphatic "did". Only a verb known to be one is read so: after "did"
# most words are what was done ("I did ballet for twelve years", "I did my masters", "I did two
# tours"), and no suffix can tell a verb from a noun.
_EMPHATIC_REGULAR = frozenset(
    "start try finish move manage sign apply pass call ask mention love like enjoy want miss learn join "
    "change switch stop plan decide adopt open close return visit travel marry graduate retire study work "
    "live play practise practice train enter book order consider look".split()
)


def _past(verb: str) -> str | None:
    """The simple past of a base verb after an emphatic "did", or None for a word that is not one
    known to be a verb ("not", "it", "ballet", "my")."""
    low = verb.lower()
    if low in _IRREGULAR_PAST:
        return _IRREGULAR_PAST[low]
    if low not in _EMPHATIC_REGULAR:
        return None
    if low.endswith("e"):
        return low + "d"
    if regex.search(r"[^aeiou]y$", low):
        return low[:-1] + "ied"
    if regex.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", low):
        return low + low[-1] + "ed"  # stop -> stopped, plan -> planned
    return low + "ed"


def written_out(text: str) -> tuple[str, list[int], list[int]] | None:
    """(the text with chat spellings written out, placeholders read as what they name and shapes
    read through their plainer twin (jobs/restated.py), where
    each of its characters starts in `text`, where each ends), or None when nothing changes."""
    gaps = [(m.start(), m.end(), "") for m in _PLACEHOLDER.finditer(text)]
    gaps += [(m.start(), m.end(), past) for m in _EMPHATIC.finditer(text) if (past := _past(m.group("verb")))]
    hits = [(m.start(), m.end(), _WORDS[m.group().lower()]) for m in _WORD.finditer(text)]
    hits += [(m.start(), m.end(), "with") for m in _WITH.finditer(text)]
    hits += [(m.start(), m.end(), "j'ai") for m in _G.finditer(text)]
    hits += _elided(text)
    hits = [h for h in hits if not any(g[0] < h[1] and h[0] < g[1] for g in gaps)] + gaps  # a word inside a placeholder goes with it
    # A shape read through its plainer twin (jobs/restated.py), where no chat word is rewritten.
    hits += [r for r in restated(text) if not any(h[0] < r[1] and r[0] < h[1] or h[0] == r[0] for h in hits)]
    hits = [h for h in sorted(hits) if text[h[0]:h[1]] != h[2]]  # "I" already written out
    if not hits:
        return None
    out, starts, ends = [], [], []
    pos = 0
    for start, end, word in hits:
        for k in range(pos, start):
            out.append(text[k])
            starts.append(k)
            ends.append(k + 1)
        for ch in word:
            out.append(ch)
            starts.append(start)
            ends.append(end)
        pos = end
    for k in range(pos, len(text)):
        out.append(text[k])
        starts.append(k)
        ends.append(k + 1)
    return "".join(out), starts, ends


def original_span(written: tuple[str, list[int], list[int]], piece: str) -> tuple[int, int] | None:
    """(start, end) in the user's own text of `piece`, a substring of the written-out text, or None."""
    text, starts, ends = written
    at = text.find(piece) if piece else -1
    if at < 0:
        return None
    return starts[at], ends[at + len(piece) - 1]
