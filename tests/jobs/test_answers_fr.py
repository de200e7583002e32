"""Short answers to French questions (jobs/answers_fr.py): where they live, their animal's name, a
doing still theirs, who the household holds. Generated variants and their lookalikes."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates

OPENER = st.sampled_from(["", "Trop bien ! ", "Ah cool. ", "Au fait, "])
AFTER = st.sampled_from(["", " Et toi ?", " C'est top.", " 😊"])


def _notes(question: str, answer: str) -> list[str]:
    found = rule_candidates([{"role": "assistant", "content": question}, {"role": "user", "content": answer, "at": "2023-05-08T10:00:00Z"}])
    return [c.text for c in found]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["Tu habites où maintenant ?", "Vous habitez où, toi et Julien ?", "Où est-ce que tu habites ?", "Tu vis où ?", "T'habites où déjà ?"]),
       st.sampled_from([("À Lyon", "à Lyon"), ("Lyon", "à Lyon"), ("En Bretagne", "en Bretagne"), ("Au Canada", "au Canada"), ("À Saint-Étienne", "à Saint-Étienne")]),
       st.sampled_from([".", "!", ", dans le quartier de la Croix-Rousse.", ", près de la gare."]), AFTER)
def test_where_they_live_asked_and_named_is_their_home(asked, place, end, after):
    said, where = place
    notes = _notes(asked, said + end + after)
    assert f"Habite {where}" in notes, notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Tu habites où ?", "Vous habitez où maintenant ?"]),
       st.sampled_from(["Chez mes parents pour l'instant.", "Lyon, pour le moment.", "Paris mdr non je rigole.", "Partout et nulle part.", "Lyon ? Non, Paris en fait.",
                        "Lyon, mais je déménage bientôt.", "Ici !", "Je sais pas encore.", "Berlin, pour six mois.", "Lyon, dans un Airbnb.", "Paris, ou Londres.",
                        "À Lyon, ma sœur aussi.", "Devine !", "Surprise !", "France.", "Lyon. Pour encore un mois."]))
def test_no_home_for_good_is_no_home(asked, said):
    assert not [n for n in _notes(asked, said) if n.startswith("Habite")], _notes(asked, said)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("Il s'appelle comment ton chien ?", "un chien nommé"), ("Comment s'appelle ta chatte ?", "une chatte nommée"),
                        ("C'est quoi le nom de ton chat ?", "un chat nommé"), ("Ton lapin s'appelle comment ?", "un lapin nommé")]),
       st.sampled_from(["Caramel", "Mimi", "Pépette"]), st.sampled_from(["{n} !", "{n}.", "Il s'appelle {n}.", "C'est {n} !", "{n} ! C'est un beagle de deux ans."]), OPENER)
def test_their_animals_name_asked_and_given_is_kept(case, name, said, opener):
    asked, kept = case
    notes = _notes(opener + asked, said.format(n=name))
    assert f"A {kept} {name}" in notes, notes


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Caramel, il est mort l'an dernier.", "Devine !", "Aucune idée mdr", "Caramel ? Non, c'est Biscotte.", "Secret.", "Caramel, RIP.",
                        "Max, it's my mom's dog.", "Guess!", "Attends..."]))
def test_no_name_of_their_animal_now_is_no_note(said):
    assert not [n for n in _notes("Il s'appelle comment ton chien ?", said) if "nommé" in n], _notes("Il s'appelle comment ton chien ?", said)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("Tu joues toujours au tennis ?", "Joue au tennis"), ("Tu fais toujours du yoga ?", "Fait du yoga"), ("Tu joues encore de la guitare ?", "Joue de la guitare")]),
       st.sampled_from(["Oui !", "Oui, deux fois par semaine au club de mon quartier.", "Ouais, tous les dimanches.", "Carrément, plus que jamais !"]))
def test_a_doing_still_theirs_answered_yes_is_theirs(case, said):
    asked, note = case
    assert note in _notes(asked, said)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Tu joues toujours au tennis ?", "Tu fais toujours du yoga ?"]),
       st.sampled_from(["Non, j'ai arrêté.", "Plus trop, mon genou...", "Oui mdr, une fois par an.", "Bof, pas vraiment.", "Oui, enfin, quand j'ai le temps.", "Oui ? Pourquoi ?",
                        "Oui, tous les jours sur ma Switch.", "Oui, depuis le canapé.", "Oui, deux fois par semaine cet été.", "Oui, depuis ce matin."]))
def test_a_doing_not_kept_up_is_no_note(asked, said):
    notes = _notes(asked, said)
    assert not [n for n in notes if n.startswith(("Joue", "Fait"))], notes


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([("Tu as des frères et sœurs ?", "une petite sœur"), ("T'as des enfants ?", "deux garçons"), ("Vous avez des animaux ?", "un chien")]), OPENER,
       st.sampled_from(["Oui, {p}.", "{P} !", "Oui, {p}, Emma."]))
def test_the_household_asked_and_counted_is_theirs(case, opener, said):
    asked, piece = case
    notes = _notes(opener + asked, said.format(p=piece, P=piece.capitalize()))
    assert any(n.startswith(f"A {piece}") for n in notes), notes


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([("Tu as des enfants ?", "Deux chats mdr"), ("Tu as des enfants ?", "Non, pas encore."), ("Tu as des frères et sœurs ?", "Un chien, ça compte ?"),
                        ("Tu as des enfants ?", "Deux, mais ils sont grands et partis."), ("Vous avez des animaux ?", "Un poisson rouge, enfin avant."),
                        ("Vous avez des animaux ?", "Un chien, la semaine prochaine."), ("Tu as des frères et sœurs ?", "Un frère, c'est mon meilleur pote."),
                        ("Tu as des frères et sœurs ?", "Une belle-sœur."), ("Tu as des enfants ?", "Une trentaine d'enfants, je suis instit.")]))
def test_a_household_that_is_not_what_was_asked_or_not_now_is_no_note(case):
    notes = _notes(*case)
    assert not [n for n in notes if n.startswith("A ")], notes
