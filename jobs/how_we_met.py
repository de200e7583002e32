"""How the user met their partner, a lasting part of their story (seed 002: relationships): "I met my
husband at a salsa class in 2015" -> "Met their husband at a salsa class in 2015"; "My wife and I met at
uni" -> "Met their wife at uni"; and asked: "How did you and your husband meet?" / "At a salsa class in
2015!" (jobs/asked_slots.py restates it in the first person, read here).

Only a partner (husband, wife, partner, boyfriend, girlfriend, fiancé(e)), and only where the words say
where, through whom or when a story began: a place of the kind people meet at (a class, a party, work,
uni, a bar, an app), through friends or family, a year or a time of life. Never a meeting of the day
("at the station this morning", "for lunch"), someone else's story, a doubt, a wish or a joke.
"""

from __future__ import annotations

import regex

from jobs.sentences import sentences

_I = regex.IGNORECASE
PARTNER = r"husband|wife|partner(?!\s+in\s+crime)|boyfriend|girlfriend|fianc[ée]e?|hubby|missus|spouse"
_NAME = r"(?-i:\p{Lu}\p{Ll}{1,20})"
# Where, through whom or when the story began: at least one word of these kinds must be in it.
_STORY = regex.compile(
    r"\b(?:(?:19|20)\d\d|years\s+ago|(?:high\s+)?school|uni|university|college|grad\s+school|work|the\s+office|class|course|party|wedding|bar|pub|club|gym|church|concert"
    r"|festival|conference|dance|camp|summer\s+camp|holiday|vacation|trip|hostel|hinge|tinder|bumble|okcupid|match(?:\.com)?|online|(?:a\s+)?dating\s+(?:app|site)|app"
    r"|friends?|mutual\s+friends?|cousin|brother|sister|flatmate|roommate|choir|band|team|library|hospital|army|navy|job|internship|kindergarten|nursery)\b",
    _I,
)
# Where or through whom: a preposition and a short noun phrase, nothing of a day, a time or a clause in it
# ("at a salsa class", "through mutual friends", "on Hinge"; never "at the pub last week", "at a party I threw").
_PHRASE_WORD = r"(?!(?:i|me|we|us|our|ours|you|he|she|him|her|his|they|them|who|that|which|and|but|to|for|every|after|before|just|now|today|last|this|next|first|when|while|so|lol)\b)[\w'’-]+"
_HOW = r"(?P<how>(?:at|in|on|through|via|during)\s+" + _PHRASE_WORD + r"(?:\s+" + _PHRASE_WORD + r"){0,4}?)"
# Then only when, and the sentence ends: "…, back in 2009", "… in 2015", "… ten years ago".
_END = r"(?:,?\s+(?:back\s+)?in\s+(?P<year>(?:19|20)\d\d)|\s+(?P<ago>(?:\w+|\d+)\s+years\s+ago))?\s*(?:[.!…]+\s*)?$"
# "I met my husband (Daniel) at …", "My wife and I met at …", "Daniel and I met at …" (a name alone: the question names the partner).
_MET = regex.compile(
    r"^\W*(?:(?:oh|well|yeah|yes|so|funny\s+story|actually|honestly)\W+)*(?:"
    r"i\s+(?:first\s+)?met\s+(?:my\s+(?P<noun>" + PARTNER + r")(?:,?\s+(?P<name>" + _NAME + r"),?)?)"
    r"|(?:my|our)\s+(?P<noun2>" + PARTNER + r")(?:,?\s+(?P<name2>" + _NAME + r"),?)?\s+and\s+i\s+(?:first\s+)?met"
    r")\s+" + _HOW + _END,
    _I,
)
# What makes it no story of theirs: a meeting of the day, a plan, a doubt, a joke, someone else's.
_NOT_THE_STORY = regex.compile(
    r"\?|n['’]t\b|\b(?:today|tonight|tomorrow|yesterday|this\s+(?:morning|afternoon|evening|week|weekend)|last\s+night|later|for\s+(?:lunch|coffee|dinner|drinks|breakfast)"
    r"|will|gonna|going\s+to|want|wish|hope|maybe|probably|think|guess|supposedly|apparently|allegedly|reportedly|claims?|version|not|never|lol\w*|rofl|haha\w*|jk|kidding|joking|joke"
    r"|imagine|if|would|pretend|game|dreams?|another\s+life|hogwarts|novel|story\s+i['’]m\s+writing|says|said|ex|exes|former|late|divorc\w*|separated|split|broke\s+up"
    r"|no\s+longer|rip|died|passed|business\s+partner)\b|(?:^|\s)/s\b|[\"“”😂🤣😜🙃🙄]",
    _I,
)

def met_partner(message: str) -> list[tuple[str, int, int]]:
    """("Met their husband Daniel at a salsa class in 2015", where its words are) for each sentence
    of `message` that tells how the user met their partner, as above."""
    out = []
    spans = sentences(message)
    for k, span in enumerate(spans):
        m = _MET.match(span.text)
        if m is None:
            continue
        how = m.group("how").strip()
        after = " ".join(t.text for t in spans[k + 1:k + 3])  # "… We're exes now.", "… RIP."
        if not _STORY.search(how) or _NOT_THE_STORY.search(span.text) or _NOT_THE_STORY.search(after):
            continue
        noun = (m.group("noun") or m.group("noun2")).lower()
        name = m.group("name") or m.group("name2")
        who = f"their {noun}" + (f" {name}" if name else "")
        how = regex.sub(r"\bwe\b", "they", regex.sub(r"\bour\b", "their", regex.sub(r"\bmy\b", "their", how, flags=_I), flags=_I), flags=_I)
        year = f" in {m.group('year')}" if m.group("year") else f" {m.group('ago')}" if m.group("ago") else ""
        end = m.end("year") if m.group("year") else m.end("ago") if m.group("ago") else m.end("how")
        out.append((f"Met {who} {how}{year}", span.start + m.start(), span.start + end))
    return out


# "How did you and your husband meet?", "How did you meet your wife?", "Where did you and your partner first meet?"
_ASKED_MET = regex.compile(
    r"^(?:so\s+|and\s+|oh,?\s+|out\s+of\s+curiosity,?\s+)?(?:how|where)\s+did\s+you\s+(?:and\s+(?:your\s+)?(?P<noun>" + PARTNER + r")(?:\s+" + _NAME + r")?\s+(?:first\s+)?meet"
    r"|(?:first\s+)?meet\s+your\s+(?P<noun2>" + PARTNER + r"))\s*\?+\s*$",
    _I,
)
_ANSWER_HOW = regex.compile(r"^\W*(?:(?:oh|well|so|funny\s+story|actually|honestly)\W+)*(?:we\s+(?:first\s+)?met\s+)?(?P<how>(?:at|in|on|through|via|during)\s+(?!first\b).+)$", _I)


def met_answer(question: str, said: str, after: str = "") -> str | None:
    """"I met my husband at a salsa class in 2015" for "How did you and your husband meet?" / "At a
    salsa class in 2015!", or None (the sentence is then read by `met_partner`, with its checks; `after`
    is what the answer says next)."""
    q = _ASKED_MET.match(question.strip())
    a = _ANSWER_HOW.match(said.strip()) if q and not _NOT_THE_STORY.search(after) else None  # "At a party. He's my ex now."
    if a is None:
        return None
    noun = (q.group("noun") or q.group("noun2")).lower()
    how = a.group("how").rstrip(" .!")
    return f"I met my {noun} {how[:1].lower()}{how[1:]}."
