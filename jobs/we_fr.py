"""What the user's household does, has or went through, said in French with "on", "nous" or "X et
moi", and a child's birth in either language: where
they live ("Mon mari Karim et moi vivons près de Quimper" -> "Vit près de Quimper"), a pastime
with how often ("On fait de la voile tous les étés" -> "Fait de la voile tous les étés"), an animal
named ("Ma compagne et moi avons un chat qui s'appelle Pistache" -> "A un chat nommé Pistache").
The user is one of "on": what holds for the household holds for them.
"""

from __future__ import annotations

import regex

from jobs.kin import FEMININE_FR

_I = regex.IGNORECASE
AP = "['’]"
_WE = rf"^\W*(?:(?:et|bon|sinon|au\s+fait|d{AP}ailleurs|du\s+coup)[\s,]+)*(?:(?:mon|ma)\s+[\w-]+(?:\s+(?-i:\p{{Lu}}\p{{Ll}}+))?\s+et\s+moi(?:\s*,\s*on)?|nous|on)\s+"
_PLACE = r"(?:(?:[àa]|en|au|aux|dans|sur|pr[èe]s\s+de|pr[èe]s\s+d" + AP + r"|[àa]\s+c[ôo]t[ée]\s+de|du\s+c[ôo]t[ée]\s+de)\s*(?:la\s+|le\s+|l" + AP + r")?(?-i:\p{Lu})[\w'’-]*(?:[\s-]+(?:(?:de|du|la|le|sur|en)\s+)?(?-i:\p{Lu})[\w'’-]*){0,3})"
_LIVE = regex.compile(_WE + r"(?:vivons|habitons|vit|habite)\s+(?:(?:toujours|maintenant|depuis\s+\w+(?:\s+ans)?)\s+)?(?P<where>" + _PLACE + r")(?P<since>\s+depuis\s+[\w\s]{2,20}?)?\s*(?:[.!,;]|$)", _I)
_OFTEN = r"(?:tous\s+les\s+(?:jours|week-?ends?|étés|hivers|ans|dimanches|samedis|matins|soirs)|toutes\s+les\s+semaines|chaque\s+(?:été|hiver|année|semaine|week-?end|dimanche|samedi)|le\s+(?:week-?end|dimanche|samedi)|l" + AP + r"été|souvent|régulièrement|depuis\s+[\w\s]{2,20}?)"
_DO = regex.compile(_WE + r"(?:fait|faisons)\s+(?P<what>(?:du|de\s+la|de\s+l" + AP + r")\s*(?!(?:merde|bruit|mal|mieux|bêtises|betises|conneries|ménage|menage|vaisselle|courses|lessive|foin|zèle|gras|tort)\b)[\w'’-]+(?:\s+[\w'’-]+){0,2}?)\s+(?P<often>" + _OFTEN + r")\s*(?:[.!,;]|$)", _I)
_PET = regex.compile(
    _WE + r"(?:a|avons)\s+(?P<det>un|une)\s+(?P<noun>chien|chienne|chat|chatte|chaton|lapin|lapine|cheval|jument|perroquet|hamster|tortue|furet)(?:\s+[\w-]+)?\s+qui\s+s"
    + AP + r"appelle\s+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b(?![\s-]+(?-i:\p{Lu}))",
    _I,
)
# "On s'est mariés en 2019", "Notre fille est née en mars", "Our son was born in February": the
# household's lasting events, dated as said.
# A date said as one ("en 2019", "in February", "le 3 mars"), never a relative one this reading cannot resolve.
_WHEN = r"(?P<when>(?:en|in|le|on|au\s+mois\s+d['’]?)(?:\s+[\w'’-]+){1,3}?)"
_MARRIED_FR = regex.compile(_WE + r"(?:s['’]est|s['’]\s*est|sommes)\s+(?P<verb>mari[ée]e?s?|pacs[ée]e?s?|fianc[ée]e?s?)\s+" + _WHEN + r"\s*(?:[.!,;]|$)", _I)
_BORN = regex.compile(
    r"^\W*(?:(?:et|and|oh|so|bon)[\s,]+)*(?:notre|nos|mon|ma|mes|our|my)\s+(?P<who>fils|fille|bébé|enfant|jumeaux|jumelles|son|daughter|baby(?:\s+(?:boy|girl))?|twins)\s+"
    r"(?:est|sont|was|were)\s+(?P<born>n[ée]e?s?|born)\s+" + _WHEN + r"\s*(?:[.!,;]|$)",
    _I,
)
_WHO_FR = {"fils": "un fils", "fille": "une fille", "bébé": "un bébé", "enfant": "un enfant", "jumeaux": "des jumeaux", "jumelles": "des jumelles"}
_NOT_NOW = regex.compile(r"\?|\b(?:si|if|quand|peut-être|maybe|avant|plus|jamais|était|étions|avions|vivions|habitions|faisions|mdr|lol|ptdr|haha)\b", _I)


def household_fr(sentence: str) -> tuple[str, str] | None:
    """(note, category) for what the household lives, does or has, said in French, or None."""
    said = sentence.strip()
    if _NOT_NOW.search(said):
        return None
    m = _LIVE.match(said)
    if m:
        return f"Vit {m.group('where')}{m.group('since') or ''}", "background"
    m = _DO.match(said)
    if m:
        return f"Fait {m.group('what')} {m.group('often')}", "interest"
    m = _MARRIED_FR.match(said)
    if m:
        verb = regex.sub(r"s$", "", m.group("verb").lower())
        return f"S'est {verb} {m.group('when')}", "background"
    m = _BORN.match(said)
    if m:
        who = m.group("who").lower()
        if who in _WHO_FR:
            return f"A eu {_WHO_FR[who]} ({m.group('born').lower()} {m.group('when')})", "background"
        return f"Had a {who} (born {m.group('when')})" if who != "twins" else f"Had twins (born {m.group('when')})", "background"
    m = _PET.match(said)
    if m:
        noun = m.group("noun").lower()
        feminine = noun in FEMININE_FR
        return f"A {'une' if feminine else 'un'} {noun} {'nommée' if feminine else 'nommé'} {m.group('name')}", "background"
    return None
