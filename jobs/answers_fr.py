"""Short answers to French questions, said in the first person (jobs/answers.py reads the English
ones and a few French ones: a count, an age, a job, a favourite, where one comes from).

- where they live: "Tu habites où maintenant ?" / "À Lyon, dans le quartier de la Croix-Rousse" ->
  "J'habite à Lyon" (asked of "vous" or "toi et Julien" too: the household's home is theirs);
- their animal's name: "Il s'appelle comment ton chien ?" / "Caramel !" -> "J'ai un chien nommé Caramel";
- a doing asked as still theirs, answered yes: "Tu joues toujours au tennis ?" / "Oui, deux fois par
  semaine" -> "Je joue au tennis";
- who or what the household holds: "Tu as des frères et sœurs ?" / "Oui, une petite sœur, Emma" ->
  "J'ai une petite sœur, Emma".
The usual capture reads the sentence written here, with all its checks. A denial, a joke, a hedge,
a "for now" or a question back gives nothing.
"""

from __future__ import annotations

import regex

from jobs.asked_slots import ASKED_BACK
from jobs.phrasing import without_emoticons
from jobs.places import known_place

_I = regex.IGNORECASE
_OPEN = r"^(?:et\s+|alors\s+|sinon\s+|du\s+coup\s+|au\s+fait,?\s+|d['’]ailleurs,?\s+|oh\s+)?"

# What takes a French answer back, jokes, hedges or says it is not for good.
_NOT_SO = regex.compile(
    r"\b(?:non|nan|pas|plus|jamais|mdr+|ptdr+|lol|tkt|haha\w*|je\s+rigole|blague|bof|enfin|mais|sauf|peut-[êe]tre|je\s+crois|je\s+pense|il\s+me\s+semble|pour\s+l['’]instant"
    r"|pour\s+le\s+moment|en\s+ce\s+moment|temporairement|provisoirement|bient[ôo]t|avant|arr[êe]t[ée]e?|ancien(?:ne)?|[ée]tait|j['’][ée]tais|un\s+jour|si\s+seulement|r[êe]ves?"
    r"|jpp|je\s+d[ée]conne|je\s+plaisante|lo+l|trkl|je\s+te\s+charrie|normalement|a\s+priori|s[ûu]rement|genre|disons|en\s+gros|officiellement|j['’]aimerais|j['’]aurais|en\s+vrai"
    r"|for\s+now|jusqu|autrefois|encore\s+(?:un|une|quelques)|spectat\w*|d[ée]m[ée]nag\w*|erasmus|h[ôo]tel|chez|pour\s+(?:un|une|deux|trois|quelques)\s+\w+|cette\s+semaine|pendant|vacances|op[ée]ration"
    r"|rip|paix|enfuie?|rendue?|refuge|donn[ée]e?s?|morte?s?|d[ée]c[ée]d[ée]e?s?|partie?s?|perdue?s?|en\s+route|na[îi]tra|enceinte|quand\s+on|en\s+garde|week-end"
    r"|celui|celle|ceux|du\s+voisin|du\s+club|instit\w*|[ée]l[èe]ves|regarde|fifa|t[ée]l[ée]|peluche|mars|poudlard|instagram)\b|\?|[😅😂🤣😜😉🌈🙃😏]",
    _I,
)
_YES = r"(?:oui|ouais|ouaip|yes|carr[ée]ment|bien\s+s[ûu]r|[ée]videmment|toujours|absolument|tout\s+à\s+fait|grave|exactement)"



def _rest_of_sentence(whole: str, said: str, end: int) -> str:
    """What the answer's sentence says after its piece (`said[:end]`), faces left out."""
    at = whole.find(said)
    rest = whole[at + end:] if at >= 0 else ""
    return without_emoticons(regex.match(r"[^.!?…]*", rest).group())


# Since when, in years or since a time of life: "depuis deux ans", "depuis 2015", "depuis toujours".
_SINCE = r"depuis\s+(?:(?:\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|des|quelques)\s+(?:ans|ann[ée]es)|toujours|(?:19|20)\d\d|le\s+lyc[ée]e|la\s+fac|l['’]enfance|tout\s+petite?)"
# "Tu habites où maintenant ?", "Vous habitez où, toi et Julien ?", "Où est-ce que tu vis ?"
_ASKED_HOME = regex.compile(
    _OPEN + r"(?:(?:tu|vous|t['’])\s*(?:habit(?:es|ez)|vi(?:s|vez))\s+o[uù]|o[uù]\s+(?:est-ce\s+qu(?:e\s+|['’])(?:tu|vous)\s+(?:habit(?:es|ez)|vi(?:s|vez))|(?:habites|vis)-tu|(?:habitez|vivez)-vous))"
    r"(?:\s+(?:maintenant|en\s+ce\s+moment|actuellement|d[ée]j[àa]))?(?:,?\s+toi\s+et\s+\p{Lu}\p{Ll}+)?\s*\?+\s*$",
    _I,
)
_HOME_PLACE = regex.compile(
    r"^(?:(?P<prep>à|a|en|au|aux|sur|dans\s+l[ae']|près\s+de|pr[èe]s\s+d['’])\s*)?(?P<place>(?-i:\p{Lu})[\p{L}'’.-]+(?:(?:\s+|-)(?:(?:de|du|des|la|le|sur|en|l['’])\s+)?(?-i:\p{Lu})[\p{L}'’.-]+){0,3})"
    r"(?=\s*(?:$|[,.!;…]|\s[-–—]\s))",
    _I,
)
# Countries and regions said with "en" or "au" in French, which the list of places may not hold in French.
_REGION_FR = regex.compile(
    r"bretagne|normandie|provence|alsace|auvergne|bourgogne|corse|savoie|vend[ée]e|dordogne|occitanie|picardie|lorraine|champagne|gironde|belgique|suisse"
    r"|allemagne|espagne|italie|angleterre|[ée]cosse|irlande|qu[ée]bec|martinique|guadeloupe|r[ée]union|guyane|france|canada|maroc|tunisie|alg[ée]rie|s[ée]n[ée]gal"
    r"|portugal|japon|[ée]tats-unis|usa|royaume-uni|chine|br[ée]sil|mexique|australie|inde|gr[èe]ce|pays\s+basque|ile-de-france|[îi]le-de-france",
    _I,
)
# No place: "Chez mes parents", "Partout", "Ici", "Nulle part", "Surprise" (a town too, in Arizona).
_NO_HOME = regex.compile(r"^(?:chez|partout|ici|l[àa]|nulle|loin|ailleurs|dehors|ma|mon|mes|notre|nos|la\s+rue|sdf|surprise|secret|devine|myst[èe]re)\b", _I)
# What may follow the place in its sentence: where in it, since when, "now" (never "for six months", "in an Airbnb", "or London").
_HOME_TAIL = regex.compile(
    r"(?:\s*,?\s*(?:dans\s+(?:le|la|les|l['’])\s*(?:quartier|centre|coin|sud|nord|est|ouest|vieux|vieille)\b[\w\s'’-]{0,40}|(?:tout\s+)?pr[èe]s\s+d(?:e|u|es|['’])\s*[\w\s'’-]{2,30}"
    r"|à\s+c[ôo]t[ée]\s+d(?:e|u|es|['’])\s*[\w\s'’-]{2,30}|" + _SINCE + r"|maintenant|en\s+centre-ville|en\s+banlieue|avec\s+(?:mon|ma|mes)\s+(?:mari|femme|copain|copine|compagnon|compagne|enfants|parents|chien|chat)))*\s*[!…]*\s*",
    _I,
)


def _home(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_HOME.match(question)
    if m is None or _NOT_SO.search(whole):
        return None
    place = _HOME_PLACE.match(said)
    if place is None or _NO_HOME.match(said):
        return None
    prep = (place.group("prep") or "").lower()
    where = place.group("place").rstrip(".")
    if prep in ("en", "au", "aux"):  # "En Bretagne", "Au Canada": a country or a region, said with its own preposition
        if not (known_place(where) or _REGION_FR.fullmatch(where)):
            return None
    elif not known_place(where) or _REGION_FR.fullmatch(where):
        return None  # "Devine !", "Julien, à Lyon", "France" said bare ("Habite à France"): no town named
    if not _HOME_TAIL.fullmatch(_rest_of_sentence(whole, said, place.start("place") + len(where))):
        return None  # "Berlin, pour six mois", "Lyon, dans un Airbnb", "Paris, ou Londres", "À Lyon, ma sœur aussi"
    prep = "à" if prep in ("", "a") else prep
    return f"J'habite {prep} {where}"  # "Vous habitez où, toi et Julien ?": the household's home is theirs too


# "Il s'appelle comment ton chien ?", "Comment s'appelle ta chatte ?", "C'est quoi le nom de ton chat ?"
_ANIMALS_FR = r"chien|chienne|chiot|chat|chatte|chaton|lapin|cheval|jument|poney|hamster|perroquet|perruche|tortue|furet|cochon\s+d['’]inde"
_ASKED_PET_FR = regex.compile(
    _OPEN + r"(?:(?:il|elle)\s+s['’]appelle\s+comment,?\s+(?P<det>ton|ta)\s+(?P<animal>" + _ANIMALS_FR + r")"
    r"|comment\s+s['’]appelle\s+(?P<det2>ton|ta)\s+(?P<animal2>" + _ANIMALS_FR + r")"
    r"|(?P<det3>ton|ta)\s+(?P<animal3>" + _ANIMALS_FR + r")\s+s['’]appelle\s+comment"
    r"|c['’]est\s+quoi\s+le\s+(?:petit\s+)?nom\s+de\s+(?P<det4>ton|ta)\s+(?P<animal4>" + _ANIMALS_FR + r"))\s*\?+\s*$",
    _I,
)
_PET_NAME = regex.compile(r"^(?:(?:il|elle)\s+s['’]appelle\s+|c['’]est\s+|on\s+l['’]a\s+appel[ée]e?\s+)?(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))(?=\s*(?:$|[,.!…]))", _I)
# What may follow the name in its sentence: what the animal is ("…, c'est un beagle de deux ans").
_PET_TAIL = regex.compile(r"\s*(?:,\s*(?:c['’]est\s+)?(?:un|une)\s+[\w\s'’-]{2,40})?\s*[!…]*\s*", _I)
_NO_PET_NAME = regex.compile(
    r"^(?:oui|ouais|non|bof|rien|aucun|personne|chien|chienne|chat|chatte|toi|moi|lui|elle|secret|devine|euh|bah|ben|pareil|idem|attends|hm+|pf+|ahah|haha|genre|pardon"
    r"|nobody|dunno|guess|joker|alors|bon|quoi|mdr|lol|ptdr|voil[àa]|bref|tiens|ah|oh|eh|hein|bah|bof|surprise|myst[èe]re|inconnu)$",
    _I,
)


def _pet_name(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_PET_FR.match(question)
    if m is None or _NOT_SO.search(whole):
        return None
    name = _PET_NAME.match(said)
    if name is None or _NO_PET_NAME.match(name.group("name")) or not _PET_TAIL.fullmatch(_rest_of_sentence(whole, said, name.end())):
        return None  # "Caramel, il est mort l'an dernier", "Max, it's my mom's dog": no animal of theirs now
    det = next(g for g in (m.group("det"), m.group("det2"), m.group("det3"), m.group("det4")) if g).lower()
    animal = next(g for g in (m.group("animal"), m.group("animal2"), m.group("animal3"), m.group("animal4")) if g).lower()
    return f"J'ai {'un' if det == 'ton' else 'une'} {animal} {'nommé' if det == 'ton' else 'nommée'} {name.group('name')}"


# What a doing still theirs may be about: a sport, an instrument, an art or a craft (never "de la fièvre", "au con").
_PURSUITS_FR = (
    r"tennis(?:\s+de\s+table)?|foot(?:ball)?|basket(?:-?ball)?|rugby|golf|hand(?:ball)?|volley(?:-?ball)?|badminton|ping-pong|p[ée]tanque|squash|hockey|baseball|cricket"
    r"|yoga|pilates|judo|karat[ée]|boxe|escrime|escalade|natation|course(?:\s+à\s+pied)?|v[ée]lo|ski(?:\s+de\s+fond)?|surf|voile|plong[ée]e|randonn[ée]e|danse|salsa|tango"
    r"|guitare|piano|violon|violoncelle|batterie|basse|fl[ûu]te|saxo(?:phone)?|trompette|ukul[ée]l[ée]|harpe|accord[ée]on|chant|chorale|musique|th[ée][âa]tre"
    r"|peinture|dessin|poterie|c[ée]ramique|couture|tricot|crochet|photo(?:graphie)?|[ée]checs|bridge|scrabble|jardinage|cuisine|p[âa]tisserie|m[ée]ditation|sport|muscu(?:lation)?|crossfit"
)
# "Tu joues toujours au tennis ?", "Tu fais toujours du yoga ?", "Tu cours encore ?": a doing asked as still theirs.
_ASKED_STILL = regex.compile(
    _OPEN + r"(?:tu|t['’])\s*(?P<verb>joues|fais|cours|nages|danses|chantes|peins|dessines|[ée]cris|lis|cuisines|tricotes|grimpes|surfes|skies|pratiques|m[ée]dites|jardines)"
    r"\s+(?:toujours|encore)(?P<rest>\s+(?:au|à\s+la|à\s+l['’]|aux|du|de\s+la|de\s+l['’]|des|de)\s*(?:" + _PURSUITS_FR + r"))?\s*\?+\s*$",
    _I,
)
_FIRST_PERSON = {"joues": "joue", "fais": "fais", "cours": "cours", "nages": "nage", "danses": "danse", "chantes": "chante", "peins": "peins", "dessines": "dessine",
                 "écris": "écris", "ecris": "écris", "lis": "lis", "cuisines": "cuisine", "tricotes": "tricote", "grimpes": "grimpe", "surfes": "surfe", "skies": "skie",
                 "pratiques": "pratique", "médites": "médite", "medites": "médite", "jardines": "jardine"}
# A yes and only what says yes again or how often: "Oui, deux fois par semaine au club de mon quartier".
_STILL_YES = regex.compile(
    rf"^{_YES}(?:\s*[,!.…]+\s*(?:{_YES}|(?:une|deux|trois|quatre|\d)\s+fois\s+par\s+(?:semaine|mois)|tous\s+les\s+(?:jours|week-ends|weekends|dimanches|samedis|lundis|matins|soirs)"
    r"|chaque\s+(?:semaine|jour|dimanche|samedi|matin|soir)|" + _SINCE + r"|plus\s+que\s+jamais|à\s+fond)"
    # where or with whom: "… au club de mon quartier", "… avec des potes" (never "sur ma Switch", "en spectateur")
    r"(?:\s+(?:au\s+club|à\s+la\s+salle|au\s+gymnase|à\s+la\s+piscine|au\s+conservatoire|avec\s+(?:des|mes|mon|ma)\s+(?:potes|amis|amies|copains|copines|coll[èe]gues|[ée]quipe|club|groupe))\b[\w\s'’-]{0,30})?)*[\s!.…]*$",
    _I,
)


def _still(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_STILL.match(question)
    first = regex.split(r"(?<=[.!?…])\s+", whole.strip())[0]  # "Oui, deux fois par semaine…": the yes opens the answer, fillers and all
    if m is None or _NOT_SO.search(regex.sub(r"\bplus\s+que\s+jamais\b", "", whole, flags=_I)) or not _STILL_YES.match(first):
        return None
    verb = _FIRST_PERSON[m.group("verb").lower()]
    rest = regex.sub(r"\bton\b", "mon", regex.sub(r"\bta\b", "ma", regex.sub(r"\btes\b", "mes", m.group("rest") or "", flags=_I), flags=_I), flags=_I)
    if not rest and verb in ("fais", "joue", "pratique", "lis", "écris"):
        return None  # "Tu joues toujours ?": to what, the note would not say
    return f"{'J’' if verb[0] in 'aeiouyé' else 'Je '}{verb}{rest}".replace("’", "'")


# "Tu as des frères et sœurs ?", "T'as des enfants ?", "Vous avez des animaux ?"
_ASKED_HAVE_FR = regex.compile(
    _OPEN + r"(?:tu\s+as|t['’]as|vous\s+avez|as-tu|avez-vous)\s+des\s+(?P<things>fr[èe]res\s+et\s+s(?:œ|oe)urs|fr[èe]res|s(?:œ|oe)urs|enfants|animaux|gosses|petits-enfants)\s*\?+\s*$",
    _I,
)
# What an answer must name, by what was asked (the question's word -> the answer's words).
_HOUSEHOLD_FR = (
    (r"fr[èe]res|s(?:œ|oe)urs", r"fr[èe]res?|s(?:œ|oe)urs?|jumea?u(?:x|lle)?|jumelles?"),
    (r"petits-enfants", r"petits?-(?:enfants|fils|filles?)"),
    (r"enfants|gosses", r"enfants?|fils|filles?|gar[çc]ons?|b[ée]b[ée]s?|jumea?u(?:x|lles?)|jumelles?"),
    (r"animaux", r"chi(?:en|enne|ot)s?|chat(?:te)?s?|chatons?|lapins?|chevaux|cheval|poules?|hamsters?|perroquets?|tortues?|furets?|poissons?"),
)
# What may follow the household in its sentence: an age ("…, Emma, qui a 19 ans", "…, 4 et 7 ans").
_HAVE_TAIL = regex.compile(r"\s*(?:,\s*(?:qui\s+a\s+\d{1,2}\s+ans|(?:de\s+)?\d{1,2}(?:\s+et\s+\d{1,2})?\s+ans))?\s*[!…]*\s*", _I)
_HAVE_PIECE = regex.compile(
    r"^(?:(?:oui|ouais|yes|carr[ée]ment|bien\s+s[ûu]r)\s*[,!.…]+\s*)?(?P<piece>(?:un|une|deux|trois|quatre|cinq|six|\d)\s+(?:(?:petite?s?|grande?s?|jeunes?|a[îi]n[ée]e?s?|cadet(?:te)?s?|demi-)\s*)?(?P<noun>[\w-]+))"
    r"(?P<names>\s*,\s*(?-i:\p{Lu}\p{Ll}{1,20})(?:\s+et\s+(?-i:\p{Lu}\p{Ll}{1,20}))?)?(?=\s*(?:$|[,.;!…]))",
    _I,
)


def _have(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_HAVE_FR.match(question)
    if m is None or _NOT_SO.search(whole):
        return None
    piece = _HAVE_PIECE.match(said.strip())
    if piece is None:
        return None
    said_of = next(answer for asked, answer in _HOUSEHOLD_FR if regex.match(asked, m.group("things"), _I))
    if not regex.fullmatch(said_of, piece.group("noun"), _I):
        return None  # "Tu as des enfants ?" / "Deux chats": not what was asked
    if not _HAVE_TAIL.fullmatch(_rest_of_sentence(whole, said.strip(), piece.end())):
        return None  # "Un chien, la semaine prochaine", "Deux fils, qu'on m'a retirés", "Un frère, c'est mon meilleur pote"
    named = piece.group("names") or ""
    return f"J'ai {piece.group('piece').lower()}{named}"


def answer_fr(question: str, said: str, whole: str) -> str | None:
    """The first-person sentence a French answer says to one of this module's questions, or None.
    `said` is the answer's first clause without its opening fillers; `whole` its first sentences."""
    whole = ASKED_BACK.sub("", whole)
    for read in (_home, _pet_name, _still, _have):
        out = read(question, said, whole)
        if out is not None:
            return out
    return None
