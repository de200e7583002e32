"""What the user's household does or has, said in French with "on", "nous" or "X et moi": where
they live ("Mon mari Karim et moi vivons près de Quimper" -> "Vit près de Quimper"), a pastime
with how often ("On fait de la voile tous les étés" -> "Fait de la voile tous les étés"), an animal
named ("Ma compagne et moi avons un chat qui s'appelle Pistache" -> "A un chat nommé Pistache").
The user is one of "on": what holds for the household holds for them.
"""

from __future__ import annotations

import regex

_I = regex.IGNORECASE
AP = "['’]"
_WE = rf"^\W*(?:(?:et|bon|sinon|au\s+fait|d{AP}ailleurs|du\s+coup)[\s,]+)*(?:(?:mon|ma)\s+[\w-]+(?:\s+(?-i:\p{{Lu}}\p{{Ll}}+))?\s+et\s+moi(?:\s*,\s*on)?|nous|on)\s+"
_PLACE = r"(?:(?:[àa]|en|au|aux|dans|sur|pr[èe]s\s+de|pr[èe]s\s+d" + AP + r"|[àa]\s+c[ôo]t[ée]\s+de|du\s+c[ôo]t[ée]\s+de)\s*(?:la\s+|le\s+|l" + AP + r")?(?-i:\p{Lu})[\w'’-]*(?:[\s-]+(?:(?:de|du|la|le|sur|en)\s+)?(?-i:\p{Lu})[\w'’-]*){0,3})"
_LIVE = regex.compile(_WE + r"(?:vivons|habitons|vit|habite)\s+(?:(?:toujours|maintenant|depuis\s+\w+(?:\s+ans)?)\s+)?(?P<where>" + _PLACE + r")(?P<since>\s+depuis\s+[\w\s]{2,20}?)?\s*(?:[.!,;]|$)", _I)
_OFTEN = r"(?:tous\s+les\s+(?:jours|week-?ends?|étés|hivers|ans|dimanches|samedis|matins|soirs)|toutes\s+les\s+semaines|chaque\s+(?:été|hiver|année|semaine|week-?end|dimanche|samedi)|le\s+(?:week-?end|dimanche|samedi)|l" + AP + r"été|souvent|régulièrement|depuis\s+[\w\s]{2,20}?)"
_DO = regex.compile(_WE + r"(?:fait|faisons)\s+(?P<what>(?:du|de\s+la|de\s+l" + AP + r")\s*[\w'’-]+(?:\s+[\w'’-]+){0,2}?)\s+(?P<often>" + _OFTEN + r")\s*(?:[.!,;]|$)", _I)
_PET = regex.compile(
    _WE + r"(?:a|avons)\s+(?P<det>un|une)\s+(?P<noun>chien|chienne|chat|chatte|chaton|lapin|lapine|cheval|jument|perroquet|hamster|tortue|furet)(?:\s+[\w-]+)?\s+qui\s+s"
    + AP + r"appelle\s+(?P<name>(?-i:\p{Lu}\p{Ll}{1,20}))\b(?![\s-]+(?-i:\p{Lu}))",
    _I,
)
_NOT_NOW = regex.compile(r"\?|\b(?:si|quand|peut-être|avant|plus|jamais|était|étions|avions|vivions|habitions|faisions|mdr|lol|ptdr)\b", _I)
_FEMININE = {"chienne", "chatte", "lapine", "jument", "tortue"}


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
    m = _PET.match(said)
    if m:
        noun = m.group("noun").lower()
        feminine = noun in _FEMININE
        return f"A {'une' if feminine else 'un'} {noun} {'nommée' if feminine else 'nommé'} {m.group('name')}", "background"
    return None
