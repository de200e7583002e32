"""What code can tell must never become a note (rules.md "Never stored" and "Upstream"; seed 002).

`never_stored(sentence)` names the first kind a sentence belongs to, or None:
  upstream_request  asks for a balance, a history, a payment or a live network value
  roleplay          a game or a persona ("let's play a game", "pretend I'm…", "jouons")
  unlawful          a crime planned, done or taught ("I'm planning to rob a bank", "taught me to drive drunk")
  joke              jokes and sarcasm ("lol", "haha", "jk", "😂", "sure, I totally love taxes")
  delegated         a query for someone else ("my dad is asking", "asking for my mom", "pour mon père ?")
  hypothetical      "if I were…", "I'd buy…", "imagine…", "si j'avais…", "j'achèterais…"
  conditional       "if I run a node…", "unless…", "si je…"
  question          a '?' or an interrogative opening ("what…", "can you…", "est-ce que…")
  session_task      a task of this session ("I'm debugging X", "I'm writing an essay about…")
  ephemeral         a passing state ("I'm tired today", "right now", "just had coffee", "ce matin"), a passing
                    reaction ("got chills reading that", "I can't cope", "I keep forgetting")
  farewell          a goodbye ("Take care", "give my love to Yusuf", "Love to Saoirse, bye Owen", "bisous")
  third_party       the subject is someone else ("my sister lives in Rome", "ma femme…", "he…")
  instruction       an order to the assistant ("from now on…", "always reply…", "ignore your rules")
  opinion           an opinion about an external topic ("I think that movie was okay")
A sentence that is merely not about the user ("Bitcoin has a fixed supply") returns None: no
pattern reads it, and a model's evidence may be a bare fragment ("Cello lessons every Tuesday").

`roleplay_span(messages)` gives the user messages inside a roleplay that has not been ended.
"""

from __future__ import annotations

from functools import lru_cache

from collections.abc import Sequence

import regex

from jobs.sentences import clauses, filler_end, sentences

_I = regex.IGNORECASE
AP = "['’]"

# People (and pets) other than the user, EN + FR.
RELATIONS_EN = (
    "mom|mum|mommy|mother|dad|daddy|father|parents?|sister|brother|siblings?|wife|husband|partner|spouse"
    "|boyfriend|girlfriend|fianc[ée]e?|sons?|daughters?|kids?|child|children|friends?|buddy|pal|best friend"
    "|co-?workers?|colleagues?|boss|manager|neighbou?rs?|room-?mates?|flatmates?|housemates?|uncle|aunt"
    "|cousins?|nephew|niece|grandma|grandpa|granny|grandmother|grandfather|grandparents|family|in-laws"
    "|mother-in-law|father-in-law|teammates?|clients?|customers?|employees?|students?|teacher|doctor"
    "|landlord|barista|dog|cat|pets?|baby|ex|coach|therapist|girl|guy|mate|team|roommate"
    # grandparents and aunts as users name them, in English and the languages they mix into it
    "|nan|nana|gran|grandad|granddad|auntie|aunty|abuela|abuelo|abuelita|abuelito|oma|opa|nonna|nonno|avó|avô|vovó|vovô"
    "|obaachan|ojiichan|babcia|dziadek|yiayia|papou|bubbe|zayde|nani|dadi|lola|lolo"
)
RELATIONS_FR = (
    "m[èe]re|maman|p[èe]re|papa|parents|s(?:œ|oe)ur|fr[èe]re|femme|mari|[ée]pouse|[ée]poux|conjointe?"
    "|copain|copine|petite?\\s+amie?|compagnon|compagne|fils|fille|enfants?|gamins?|amie?s?|potes?"
    "|coll[èe]gues?|patronne?|chef|voisine?s?|colocs?|colocataires?|oncle|tante|cousine?s?|neveu|ni[èe]ce"
    "|grand-m[èe]re|grand-p[èe]re|grands-parents|famille|beau-p[èe]re|belle-m[èe]re|clientes?|[ée]l[èe]ves?"
    "|prof|m[ée]decin|chien|chat|b[ée]b[ée]|ex|partenaire"
)
RELATIONS = f"(?:{RELATIONS_EN}|{RELATIONS_FR})"
_POSS_OTHER = r"(?:my|our|his|her|their|mon|ma|mes|notre|nos|son|sa|ses|leur|leurs)"


def _rx(*parts: str) -> regex.Pattern:
    return regex.compile("|".join(f"(?:{p})" for p in parts), _I)


# ---- upstream: a request for a balance, a history, a payment or a live network value --------------
_REQUEST_FORM = _rx(
    r"\?",
    r"^(?:please\s+)?(?:show|check|tell|give|get|fetch|list|display|send|pay|transfer|look\s+up|find"
    r"|what{AP}?s|what\s+is|how\s+much|how\s+many|montre|affiche|donne|dis|envoie|envoyer|paie|paye|payer"
    r"|vérifie|verifie|combien|quel|quelle)\b".replace("{AP}", AP),
    r"\b(?:can|could|would|will)\s+you\b",
    r"\b(?:peux-tu|pouvez-vous|tu\s+peux|vous\s+pouvez)\b",
    rf"\bi\s+(?:want|need|{AP}d\s+like|would\s+like)\s+to\s+(?:send|pay|see|check|know|transfer)\b",
    r"\bje\s+(?:veux|voudrais|dois|aimerais)\s+(?:envoyer|payer|voir|vérifier|verifier|savoir|virer)\b",
)
_LIVE_MARK = (
    r"(?:now|right\s+now|current(?:ly)?|today|at\s+the\s+moment|latest|live"
    r"|actuel(?:le)?s?|actuellement|maintenant|en\s+ce\s+moment|aujourd{AP}hui)"
).replace("{AP}", AP)
_UPSTREAM_TOPIC = _rx(
    # balance
    r"\b(?:my|the|wallet|account|current|available)\s+balance\b",
    r"\bbalance\s+(?:of|in|on)\s+(?:my|the|this)\b",
    r"\bhow\s+much\s+(?:bitcoin|btc|sats?|money|do\s+i\s+have|have\s+i)\b",
    r"\b(?:mon|le|du)\s+solde\b",
    rf"\bcombien\s+(?:j{AP}ai|ai-je|de\s+sats|de\s+bitcoins?)\b",
    # history
    r"\b(?:transaction|payment|tx|wallet|spending)\s+history\b",
    r"\bmy\s+(?:\w+\s+)?history\b",
    r"\b(?:my|past|recent|last|latest)\s+(?:transactions|payments|txs|transfers)\b",
    r"\bhistorique\b",
    r"\bmes\s+(?:derni[èe]res?\s+)?(?:transactions|paiements|virements)\b",
    # payment
    r"\bpay\s+(?:this|the|an|my|that)\s+(?:invoice|bill|request)\b",
    r"\b(?:send|transfer|pay)\s+(?:\w+\s+){0,3}?(?:\d[\d.,]*\s*(?:k\s*)?(?:sats?|btc|bitcoins?|€|\$|eur|usd)|sats|btc|bitcoins?|money|funds|coins)\b",
    r"\b(?:send|pay)\s+(?:it|them|this|that)\s+to\b",
    r"\bmake\s+a\s+payment\b",
    r"\b(?:payer|envoyer|envoie|paie|paye|virer|transf[ée]rer)\s+(?:\w+\s+){0,3}?(?:\d|sats|btc|bitcoins?|facture|argent)",
    r"\bpaiement\b",
    # live network values
    rf"\b(?:fee\s*rates?|fees?|mempool|block\s*height|hash\s*rate|difficulty|price|exchange\s+rate|frais|prix|cours|hauteur\s+de\s+bloc|taux)\b.{{0,30}}\b{_LIVE_MARK}\b",
    rf"\b{_LIVE_MARK}\b.{{0,30}}\b(?:fee\s*rates?|fees?|mempool|block\s*height|hash\s*rate|difficulty|price|frais|prix|cours|hauteur\s+de\s+bloc)\b",
    rf"\bwhat{AP}?s\s+the\s+(?:fee\s*rate|block\s*height|mempool|hash\s*rate|btc\s+price|bitcoin\s+price|price\s+of\s+(?:btc|bitcoin))\b",
    r"\bwhat\s+is\s+the\s+(?:fee\s*rate|block\s*height|hash\s*rate|btc\s+price|bitcoin\s+price|price\s+of\s+(?:btc|bitcoin))\b",
    r"\bhow\s+(?:full|congested|big|busy)\s+is\s+the\s+mempool\b",
    r"\b(?:latest|last|current)\s+block\b",
    r"\b(?:btc|bitcoin)\s+price\b",
    r"\bhow\s+much\s+(?:is|does|for)\s+(?:a\s+|one\s+)?(?:bitcoin|btc|sat)\b",
    r"\b(?:bitcoin|btc)\s+(?:worth|trading\s+at)\b",
    r"\bcombien\s+(?:vaut|co[uû]te)\s+(?:le\s+|un\s+)?(?:bitcoin|btc)\b",
    r"\bprice\s+of\s+(?:a\s+)?(?:btc|bitcoin)\b",
    r"\b(?:prix|cours)\s+du\s+(?:btc|bitcoin)\b",
    r"\b(?:dernier\s+bloc|hauteur\s+de\s+bloc|taux\s+de\s+frais)\b",
)


def is_upstream_request(sentence: str) -> bool:
    """A request for a balance, a history, a payment or a live network value."""
    s = sentence.strip()
    return bool(_REQUEST_FORM.search(s[filler_end(s):]) and _UPSTREAM_TOPIC.search(s))


# ---- roleplay -----------------------------------------------------------------------------------
ROLEPLAY_START = _rx(
    r"\blet{AP}?s\s+(?:play|pretend|roleplay|role-play|do\s+a\s+role-?play|make\s+believe)\b".replace("{AP}", AP),
    r"\blet\s+us\s+(?:play|pretend)\b",
    r"\brole-?play(?:ing)?\b",
    rf"\bpretend\s+(?:that\s+)?(?:i{AP}m|i\s+am|you{AP}re|you\s+are|we{AP}re|we\s+are|to\s+be|i{AP}ll\s+be)\b",
    rf"\byou{AP}re\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+i{AP}m\b",
    r"\byou\s+are\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+i\s+am\b",
    rf"\bi{AP}ll\s+be\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+you\b",
    r"\b(?:in\s+(?:the|this|our)\s+(?:game|story|roleplay|role-play))\b",
    r"\b(?:my|your)\s+character\b",
    r"\bstay\s+in\s+character\b",
    r"\bjouons\b",
    r"\bon\s+(?:joue|fait\s+un\s+jeu)\b",
    r"\bfaisons\s+semblant\b",
    r"\bfais\s+semblant\b",
    r"\bjeu\s+de\s+r[ôo]les?\b",
    r"\btu\s+es\s+(?:un|une|le|la)\s+[\w-]+(?:\s+[\w-]+)?\s+et\s+(?:je\s+suis|moi)\b",
    r"\bdans\s+(?:le|ce|notre)\s+jeu\b",
    r"\bmon\s+personnage\b",
)
# Ends that say "what follows is real" qualify their own clause; "stop" ends cut at the marker.
ROLEPLAY_END_REAL = _rx(
    r"\bin\s+real\s+life\b", r"\birl\b", r"\bfor\s+real\s+(?:now|though)\b", r"\bback\s+to\s+(?:reality|real\s+life)\b",
    r"\bseriously\s+(?:now|though)\b", r"\bjokes?\s+aside\b", r"\bdans\s+la\s+vraie\s+vie\b", r"\bpour\s+de\s+vrai\b",
    r"\ben\s+vrai\b", r"\bretour\s+[àa]\s+la\s+r[ée]alit[ée]\b", r"\bs[ée]rieusement\b",
)
ROLEPLAY_END_STOP = _rx(
    r"\b(?:stop|end|quit|exit|finish)\s+(?:the|this|our)\s+(?:game|roleplay|role-play|story)\b",
    r"\b(?:end|quit)\s+(?:of\s+)?(?:the\s+)?(?:game|roleplay)\b",
    r"\bgame\s+over\b",
    r"\b(?:ok|okay|alright|right)[,.!]?\s+(?:let{AP}?s\s+)?stop\b".replace("{AP}", AP),
    r"\bstop\s+(?:playing|pretending|the\s+roleplay|roleplaying)\b",
    r"\b(?:out\s+of|break(?:ing)?)\s+character\b",
    r"\booc\b",
    r"\benough\s+(?:playing|games|roleplay)\b",
    r"\bfin\s+du\s+jeu\b",
    r"\b(?:arr[êe]te|arr[êe]tons|stop)\s+(?:le|ce)\s+jeu\b",
    r"\bon\s+arr[êe]te\b",
    r"\barr[êe]tons\s+de\s+jouer\b",
    r"\btrêve\s+de\s+plaisanteries?\b",
)


# ---- the rest -------------------------------------------------------------------------------------
# A laugh ("lol", "haha", "😂") makes light of the whole sentence, and a joke of it as a rule
# (`laughs_only` for the one exception). Before that rule reads a message, `without_punchlines` takes
# out the laughs that are only the tone of chat.
_SOFT_LAUGHS = (r"\b(?:lol|lmao|lmfao|rofl|mdr|ptdr|xd)\b", r"\bha(?:ha)+h?\b", r"\bhe(?:he)+\b", r"\bhihi+\b", r"[😂🤣😆😹]")
_SOFT_LAUGH = _rx(*_SOFT_LAUGHS)
# A wink, a tongue, an upside-down face, an eye-roll: what they sit on is teasing, never meant.
_TEASES = r"[😜😝😛🙃😏🙄]"
_TEASE = _rx(_TEASES)
_LAUGH = _rx(*_SOFT_LAUGHS, _TEASES)
# What may follow a made-up self or a crime said as who the user is, for it to be the whole phrase
# ("I'm a vampire, you know?", "I'm a pickpocket by trade"; never "a vampire novel fan").
_WHOLE_PHRASE = (
    r"(?=\s*(?:$|[,.;:!?…)]|\s[-–—]\s|\s+(?:and|but|so|lol|lmao|haha\w*|who|which|now|too|though|tho|btw|irl|for\s+real|by\s+trade|for\s+a\s+living|for\s+years"
    r"|really|actually|you\s+know|remember|et|mais)\b))"
)
_JOKE = _rx(
    r"\b(?:jk|j/k)\b",
    r"\bjust\s+(?:kidding|joking)\b", r"\bi{AP}m\s+(?:kidding|joking)\b".replace("{AP}", AP), r"\bkidding\b",
    r"\bje\s+(?:rigole|plaisante|blague)\b", rf"\bc{AP}est\s+une\s+blague\b",
    r"(?:^|\s)/s\s*$",
    r"\b(?:sure|yeah|oh\s+yeah|oh\s+sure|of\s+course|right)[,!.]?\s+(?:i\s+|i['’]d\s+|i\s+would\s+)?(?:totally|absolutely|just)\s+(?:love|adore|enjoy)\b",
    r"\bi\s+totally\s+love\b",
    r"\byeah\s+right\b", r"\bsaid\s+no\s+one\s+ever\b",
    r"\b(?:definitely|obviously|clearly)\s+the\s+(?:world{AP}?s\s+)?(?:best|greatest)\b".replace("{AP}", AP),
    r"\bworld{AP}?s\s+(?:best|greatest)\b".replace("{AP}", AP),
    r"\bbien\s+s[ûu]r,?\s+j{AP}adore\b".replace("{AP}", AP),
    # "Oh great, another Monday", "I just love Mondays", "j'adore faire mes impôts": loving a chore is sarcasm
    r"^\W*(?:oh\s+)?(?:great|joy|yay|wonderful|fantastic|perfect|lovely|super|génial)[,!.]+\s+(?:another|more|encore)\s+(?:monday|mondays|meeting|meetings|bill|bills|email|emails|traffic|rain|lundi|réunion|réunions|pluie)\b",
    # the chore itself is what is loved, nothing after it ("I love Monday Night Football", "les réunions de famille" are meant)
    r"(?:\bi\s+(?:just\s+|really\s+|absolutely\s+|totally\s+|simply\s+)?(?:love|adore|enjoy)|\bj{AP}(?:adore|aime\s+trop))\s+(?:(?:doing|filing|paying|sitting\s+in|my|our|the|faire|payer|mes|les|la|le)\s+){0,2}".replace("{AP}", AP)
    + r"(?:mondays?|taxes|tax\s+returns?|paperwork|traffic|queues|meetings|impôts|impots|lundis?|paperasse|bouchons|réunions|embouteillages|ironing|laundry|repassage)\b(?!\s+(?:night|de|d['’]|engineering|club|football|with|avec)\b)",
    # taken back at its end ("I'm vegetarian tbh not really", "I love Mondays… NOT", "I run daily (not)")
    r"(?:[,;:]|\.{2,}|…|\s-+|\b(?:tbh|honestly|lol|haha\w*|well|ok|okay|jk|but|ha)\b)\s*not\s+really\W*$",
    r"(?-i:(?:\s|\.{2,}|…)NOT)\W*$", r"(?:\.{2,}|…)\s*not\W*$", r"\((?:not|not\s+really|jk|kidding|lol\s+no|pas\s+vraiment)\)\W*$",
    r"(?:,|\s)\s*(?:enfin\s+|bon\s+)?pas\s+vraiment\W*$",
    # "I'm a teacher, or so I thought", "…, or so they tell me": believed once, or only said of them
    r"[,;]?\s*or\s+so\s+(?:i|we|they|he|she|it|people|everyone|my\s+\w+)\b",
    # someone else's words, said after the fact: "Sold the house, said my brother", "…, according to my mum"
    r"[,;]\s*(?:said|says|according\s+to|dixit|selon|d['’]apr[èe]s)\s+(?:my|his|her|their|our|mon|ma|mes)\s+[\w'’-]+\W*$",
    r"[,;]?\s*or\s+(?:rather\s+|at\s+least\s+)?(?:i|we)\s+(?:was|were|used\s+to|did)\b",
    r"[,;]?\s*(?:du\s+moins\s+|enfin\s+)?c['’]est\s+ce\s+qu(?:e\s+je\s+(?:croyais|pensais)|['’]on\s+(?:m['’]a\s+dit|dit|raconte))\b|\bà\s+ce\s+qu['’]on\s+dit\b|\bpara[iî]t-il\b",
    # taken back to someone else at the end ("I have a dog called Bella, well my flatmate does")
    r"[,;]\s*well,?\s+(?:actually\s+)?(?:my|his|her|their|our)\s+[\w-]+\s+(?:does|is|has|did|was)\W*$",
    # taken back to the past ("I have a sister, well had, she died last year", "I'm married, well was")
    r"[,;]\s*well,?\s+(?:i\s+)?(?:had|was|did|used\s+to)\b",
    # a life set somewhere made up ("I live in Narnia", "We moved to Hogwarts"): a joke, never a fact
    r"\b(?:live\w*|grew\s+up|moved|born|raised|reside\w*|from)\b[^.!?]{0,40}?\b(?:in|to|from|near|on)\s+(?:\w+\s+){0,3}?(?:narnia|hogwarts|mordor|westeros"
    r"|middle[\s-]earth|gotham(?:\s+city)?|neverland|wakanda|tatooine|the\s+shire|bikini\s+bottom|hyrule|azeroth|rivendell|king['’]s\s+landing|winterfell)\b",
    # a life inside a video game ("I have a cat in The Sims", "This is my ninth year teaching chemistry in Minecraft"): the game's, never theirs
    r"\b(?:in|on)\s+(?:the\s+sims\b|sims\s*\d|animal\s+crossing|skyrim|minecraft|red\s+dead|stardew(?:\s+valley)?|gta\b|grand\s+theft\s+auto|roblox|fortnite"
    r"|world\s+of\s+warcraft|warcraft|elden\s+ring|fallout\s*\d*\b|the\s+witcher|baldur['’]?s\s+gate|second\s+life|pok[eé]mon|zelda|runescape|habbo"
    r"|mario\s+kart|super\s+mario|call\s+of\s+duty|cod\b|fifa|ea\s+fc|league\s+of\s+legends|overwatch|valorant|candy\s+crush|tetris|rocket\s+league|apex(?:\s+legends)?"
    r"|counter-?strike|dota\s*2?|terraria|the\s+game|my\s+(?:video\s+)?game|ffxiv|final\s+fantasy|destiny\s*2?|halo|mass\s+effect|cyberpunk(?:\s+2077)?)",
    # a self no one is ("I'm a superhero", "I'm a vampire, you know?", "je suis un sorcier"): made up, never a fact
    r"\b(?:i['’]m|i\s+am|i['’]ve\s+(?:always\s+)?been|i\s+(?:turned|changed)\s+into|i\s+work\s+as|je\s+suis)\s+(?:(?:a|an|the|un|une|actually|really|secretly|basically|literally|totally|half|part)[\s-]+){0,2}"
    r"(?:(?:real|real-life|secret|actual|true|vrai|vraie)\s+)?"
    r"(?:super-?\s?heroe?s?|super-?h[ée]ros|superwoman|superman|wizard|sorci[eè]re?|sorcerer|mage|necromancer|warlock|vampire|werewolf|loup-garou|zombie|alien|martian|extraterrestre|extraterrestrial(?:\s+being)?"
    r"|cyborg|android|robot|mutant|shapeshifter|time[\s-]travell?er|jedi|sith|demigod|demi-dieu|god|goddess|dieu|d[ée]esse|demon|angel|genie|ghoul|goblin|ogre|troll|yeti|leprechaun|lich|phoenix|undead"
    r"|mermaid|sir[eè]ne|unicorn|licorne|dragon|dragonborn|immortal|immortel(?:le)?|ghost|fant[ôo]me|elf|hobbit|fairy|f[ée]e|centaur|time\s+lord|demi-?god)"
    # the being is the whole phrase: "a ghost writer", "a Jedi fan", "a dragon boat racer" are people
    + _WHOLE_PHRASE,
)
_DELEGATED = _rx(
    rf"\b(?:my|our|a)\s+(?:\w+\s+)?(?:{RELATIONS_EN})(?:{AP}s)?\s+(?:is\s+|was\s+|keeps\s+|has\s+been\s+)?"
    rf"(?:asking|asks|asked(?:\s+me)?|wants\s+to\s+know|wanted\s+to\s+know|would\s+like\s+to\s+know|wonders"
    rf"|wondering|needs\s+to\s+know|wants\s+me\s+to\s+ask|needs\s+help|wants\s+help)\b",
    r"\b(?:i{AP}m\s+|i\s+am\s+)?asking\s+(?:for|on\s+behalf\s+of)\s+(?:my|a|our|some|his|her)\b".replace("{AP}", AP),
    r"\bon\s+behalf\s+of\b", r"\bfor\s+a\s+friend\b",
    r"\b(?:this|the|a)\s+question\s+(?:is\s+)?(?:for|from)\s+(?:my|a)\b",
    rf"\bfor\s+my\s+(?:{RELATIONS_EN})\b.*\?",
    rf"\b(?:mon|ma|mes|un|une)\s+(?:{RELATIONS_FR})\s+(?:me\s+)?(?:demande|demandait|veut\s+savoir|voudrait\s+savoir"
    rf"|aimerait\s+savoir|se\s+demande|m{AP}a\s+demand[ée]|a\s+besoin)\b",
    r"\bje\s+(?:te\s+)?demande\s+pour\b",
    rf"\bc{AP}est\s+pour\s+(?:mon|ma|mes|un|une)\s+(?:{RELATIONS_FR})\b",
    rf"\bpour\s+(?:mon|ma|mes)\s+(?:{RELATIONS_FR})\b.*\?",
    rf"^pour\s+(?:mon|ma|mes)\s+(?:{RELATIONS_FR})\b",
    r"\bde\s+la\s+part\s+de\b",
)
_HYPOTHETICAL = _rx(
    # a dream told ("In my dream I played at Carnegie Hall", "I dreamt I was…", "It was all a dream")
    r"\bin\s+(?:my|a|the|last\s+night{AP}s)\s+dreams?\b".replace("{AP}", AP), rf"\bi\s+dream(?:t|ed)\s+(?:that\s+|about\s+|i\b|i{AP})",
    r"\b(?:it|that)\s+was\s+(?:all\s+)?(?:just\s+)?a\s+dream\b", rf"\b(?:it|that){AP}s\s+(?:all\s+)?(?:just\s+)?a\s+dream\b",
    r"\bdans\s+mon\s+r[êe]ve\b", r"\bj{AP}ai\s+r[êe]v[ée]\s+que\b".replace("{AP}", AP),
    rf"\bif\s+i\s+(?:were|was|had|could|won|lived|owned|became|got|did|didn{AP}t|weren{AP}t|wasn{AP}t)\b",
    rf"\bif\s+i{AP}d\b",
    r"\bimagine\b", r"\bsuppose\b", r"\bsupposing\b", r"\bwhat\s+if\b", rf"\blet{AP}?s\s+say\b", r"\bhypothetical(?:ly)?\b",
    r"\bi\s+wish\s+i\b", r"\bin\s+an\s+ideal\s+world\b",
    rf"\bi(?:{AP}d|\s+would)\s+(?!(?:(?:really|so|also|just|absolutely|still|much)\s+)*(?:rather|like|love|prefer|appreciate|enjoy|say|recommend|add)\b)\w+",
    rf"\bsi\s+j{AP}(?:[ée]tais|avais|pouvais|habitais|[ée]tais)\b", r"\bsi\s+je\s+(?:pouvais|gagnais|devenais|vivais|faisais|savais|voulais)\b",
    r"\bimagin(?:e|ons|ez)\b", r"\bsupposons\b", r"\badmettons\b", r"\bdisons\s+que\b",
    r"\bje\s+(?!voudrais|pr[ée]f[ée]rerais|souhaiterais)\w+rais\b", rf"\bj{AP}(?!aimerais|adorerais)\w+rais\b",
)
_CONDITIONAL_OK = _rx(  # polite tails that are not conditions
    r"\bif\s+(?:possible|you\s+can|you\s+could|that{AP}?s\s+ok(?:ay)?|that\s+helps|it\s+helps|needed|relevant|any)\b".replace("{AP}", AP),
    r"\b(?:it\s+)?if\s+you\s+(?:kept|could|would|can|used|gave|made|wrote|answered|replied|avoided|stuck|included)\b",
    r"\bsi\s+possible\b", rf"\bs{AP}il\s+(?:te|vous)\s+pla[iî]t\b", r"\bsi\s+besoin\b",
    # idioms that hedge how it is said, never a condition on it: "…, if you ask me", "if I'm honest", "if anything"
    rf"(?:^\W*|,\s*|\s+)if\s+(?:you\s+ask\s+me|i{AP}?m\s+(?:being\s+)?honest|i\s+(?:do\s+say\s+so\s+myself|may\s+say\s+so|say\s+so\s+myself)|anything|nothing\s+else"
    r"|you\s+know\s+what\s+i\s+mean|that\s+makes\s+sense)\b(?=\s*(?:[,.!?…]|$))".replace("{AP}", AP),
    # "…, if that matters", "…, in case it helps", "si jamais ça aide": a tail that offers, never a condition
    r"(?:,\s*|\s+)(?:if|in\s+case)\s+(?:that|it|this)\s+(?:matters|helps|is\s+(?:useful|relevant|important)|changes\s+anything|makes\s+a\s+difference)(?:\s+(?:for|to|with)\s+[\w\s'’-]{1,30})?\W*$",
    rf"(?:,\s*|\s+)si\s+(?:jamais\s+)?(?:ça|cela)\s+(?:peut\s+)?(?:aide|aider|compte|change\s+quelque\s+chose|t{AP}aide|vous\s+aide)\W*$",
)
# A step the user has taken, then what follows from it on a condition: the step holds whatever the outcome.
DONE_THEN_IF = regex.compile(
    rf"^(?P<done>\W*(?:i|we)(?:{AP}ve|\s+have)?\s+(?:just\s+|finally\s+|already\s+|officially\s+)?(?:applied|signed\s+up|enrolled|booked|registered|put\s+in\s+(?:an?\s+)?(?:application|offer)"
    r"|sent\s+off|submitted|been\s+accepted|got\s+(?:into\s+(?!(?:a\s+fight|trouble|an?\s+(?:argument|row|accident)|it|that|this)\b)|accepted|a\s+place|an\s+offer))\b[^!?,]*?)"
    # what follows from the step, on a condition: "…, starting in September if they take me", "… and I start in May if I pass"
    r"(?:,\s*(?:and\s+)?|\s+and\s+)(?:i\s+|we\s+|it\s+)?(?:start|starts|starting|begin|begins|beginning|from|moving|move)\b[^,!?]{0,50}?\bif\s+[^,!?]{2,40}?[.!]*\s*$",
    regex.IGNORECASE,
)
_CONDITIONAL = _rx(
    r"\bif\b", r"\bunless\b", r"\bin\s+case\b", r"\bprovided\s+(?:that\s+)?(?:i|you|we|it)\b", r"\bassuming\b",
    rf"\bsi\s+(?:je|j{AP}|tu|t{AP}|on|il|elle|ils|elles|nous|vous|c{AP}|ça|le|la|les|un|une|mon|ma|mes|ton|ta|jamais)",
    rf"\bs{AP}il\b", r"\bau\s+cas\s+o[ùu]\b", r"\b[àa]\s+condition\b", r"\bsauf\s+si\b", r"\bà\s+supposer\b",
)
_QUESTION_OPENER = _rx(
    r"^(?:what|what{AP}?s|whats|how|why|where|which|who|whom|whose|wat)\b".replace("{AP}", AP),
    r"^when\s+(?:is|are|was|were|do|does|did|will|should|can|could|would|{AP}s)\b".replace("{AP}", AP),
    r"^(?:is|are)\s+(?:it|there|this|that|these|those|you|they|we|i|my)\b",
    r"^(?:do|does|did|can|could|would|will|should|shall|may|might|must|have|has|am)\s+(?:you|i|we|they|it|he|she|my|the|this|that|a|an|someone|anyone)\b",
    r"^(?:any\s+(?:idea|tips|ideas|advice|suggestions|recommendations))\b",
    r"^(?:est-ce|est\s+ce|comment|pourquoi|o[ùu]|quel|quelle|quels|quelles|combien|qui|quoi|lequel|laquelle)\b",
    r"^quand\s+(?:est|sera|a|faut|dois|doit|est-ce|arrive)\b",
    rf"^(?:qu{AP}est|que\s+(?:dois|faut|faire|penses|pensez|veut)|c{AP}est\s+quoi)",
    r"^(?:peux-tu|pouvez-vous|tu\s+peux|vous\s+pouvez|sais-tu|savez-vous|dois-je|faut-il|y\s+a-t-il|est-il|est-elle|as-tu|avez-vous|connais-tu)\b",
    r"^\w+-(?:tu|vous|je|il|elle|on|t-il|t-elle)\b",
    r"^(?:please\s+)?(?:tell|explain|show|give|help|teach|describe|list|compare|recommend|suggest|define|summari[sz]e|walk)\s",
    r"^(?:explique|expliquez|dis-moi|dites-moi|montre|montrez|donne-moi|aide-moi|raconte|d[ée]cris|compare)\b",
)
_QUESTION_ANY = _rx(
    r"\?",
    r"\bi\s+(?:wonder|was\s+wondering|am\s+wondering)\b",
    rf"\b(?:i\s+(?:want|need)|i{AP}d\s+like|i\s+would\s+like)\s+to\s+(?:know|ask|understand\s+why)\b",
    r"\bdo\s+you\s+know\b",
    r"\bje\s+me\s+demande\b",
    rf"\b(?:je\s+(?:veux|voudrais)|j{AP}aimerais)\s+(?:savoir|demander)\b",
)
_SESSION_TASK = _rx(
    rf"\bi(?:{AP}m|\s+am)\s+(?:currently\s+|just\s+|still\s+|now\s+)?(?:debugging|troubleshooting|fixing|refactoring"
    rf"|writing\s+(?:an?|the|my|this|some)\s+(?:\w+\s+)?(?:essay|email|e-mail|report|paper|letter|message|post|reply|answer|presentation|homework|assignment|speech|review|summary|thread|tweet)"
    rf"|reading\s+(?:an?|the|this)\s+(?:\w+\s+)?(?:article|paper|post|chapter|thread|doc|page)"
    rf"|preparing\s+(?:for\s+)?(?:an?|my|the)\s+(?:\w+\s+)?(?:exam|test|interview|meeting|presentation|talk|call)"
    rf"|studying\s+for|doing\s+(?:my|the|some)\s+homework|filling\s+(?:in|out)|looking\s+at\s+(?:this|the|a)"
    rf"|trying\s+to\s+(?:fix|debug|figure\s+out|get\s+(?:this|it)|solve|install|make\s+(?:this|it)|understand\s+(?:this|why)))\b",
    r"\bworking\s+on\s+(?:a|an|the|this|my)\s+(?:\w+\s+)?(?:bug|issue|ticket|problem|error|homework|assignment|essay|exercise|task|crash)\b",
    r"\b(?:this|the)\s+(?:bug|error|crash|stack\s*trace|exception)\b",
    r"\bje\s+(?:suis\s+en\s+train\s+de\s+)?(?:d[ée]bogue|d[ée]bugue|corrige\s+(?:un|le|ce)\s+bug|r[ée]dige|r[ée]vise)\b",
    r"\ben\s+train\s+de\s+(?:d[ée]boguer|d[ée]buguer|corriger|r[ée]diger|lire|r[ée]viser|pr[ée]parer|[ée]crire\s+(?:un|une|mon|ma)\s+(?:mail|email|dissertation|rapport|lettre|message))\b",
    r"\bje\s+(?:pr[ée]pare|[ée]cris)\s+(?:un|une|mon|ma)\s+(?:examen|expos[ée]|entretien|dissertation|mail|email|rapport|lettre)\b",
    # what the user asks the assistant for, said as a need ("I need a packing list", "I'm looking for gift ideas")
    rf"\bi(?:(?:\s+(?:really|just|also|urgently|desperately|now))?\s+(?:need|want|would\s+like|am\s+looking\s+for|could\s+use)|{AP}d\s+(?:really\s+)?like|{AP}m\s+(?:just\s+)?looking\s+for)\s+(?!to\b)"
    r"(?:(?:a|an|some|your|the|quick|short|good|simple|new|few|couple\s+of|little|bit\s+of|more)\s+)*(?:[\w-]+\s+){0,2}?"
    r"(?:help|advice|ideas?|suggestions?|tips?|recommendations?|recipes?|list|checklist|plan|outline|draft|template|summary|itinerary|feedback|translation|explanation|examples?"
    r"|caption|slogan|toast|speech|cover\s+letter|email|e-mail|reply|response|answer|hand|second\s+opinion|name\s+ideas?|workout|meal\s+plan)\b(?!\s+(?:in\s+my\s+life|every\s+day)\b)",
    rf"\bj{AP}ai\s+besoin\s+(?:d{AP}(?:une|un)|de\s+(?:la|ton|votre)|des|de|d{AP})\s*(?:[\w-]+\s+){{0,2}}?(?:aide|conseils?|id[ée]es?|recettes?|liste|plan|mod[èe]le|r[ée]sum[ée]|brouillon|traduction|exemples?|coup\s+de\s+main)\b",
    r"\bje\s+cherche\s+(?:une|un|des|quelques)\s+(?:[\w-]+\s+){0,2}?(?:id[ée]es?|recettes?|conseils?|suggestions?)\b",
)
# An errand ("I need to buy milk", "I have to grab some groceries after work"): a task of the day.
_I_MUST = rf"\b(?:i|i{AP}ll|i\s+will)\s+(?:(?:really|just|still|also)\s+)?"
# Who a call or a message is to.
_PEOPLE = (
    r"mom|mum|mother|dad|father|parents|sister|brother|wife|husband|partner|boyfriend|girlfriend|son|daughter|kids|friend|boss|manager|landlord|landlady"
    r"|grandma|grandpa|gran|granny|nan|aunt|uncle|cousin|colleague|coworker|teacher|doctor|dentist|neighbou?r|team|client|clients|customer|customers|family"
)
_ERRAND = _rx(
    _I_MUST + r"(?:need|needs|have|gotta|got|must)\s+(?:to\s+)?(?:go\s+(?:and\s+)?)?"
    r"(?:buy|grab|pick\s+up|fetch|get\s+(?:some|more|a\s+few|groceries|milk|bread)|drop\s+off|run\s+(?:to|an?\s+errands?)|pop\s+(?:to|out|into)"
    r"|do\s+(?:the\s+)?(?:laundry|dishes|washing|shopping|groceries|food\s+shop)|clean|tidy|wash|pack|charge|top\s+up|feed\s+the|walk\s+the\s+dog|take\s+out\s+the)\b",
    # a call or a message owed to someone ("I have to call my abuela", "I need to text Sam back"); not "I got to
    # call my grandma before she passed" (managed to), nor a habit ("… every Sunday")
    _I_MUST + r"(?:need|needs|have|gotta|must)\s+(?:to\s+)?"
    r"(?:(?:call|ring|phone|text|email|e-mail|message|dm|reply\s+to|get\s+back\s+to|write\s+back\s+to)\s+(?:my|our|him|her|them|back|(?-i:\p{Lu}\w+))"
    r"|(?:call|ring|phone)\s+the\s+(?:doctor|dentist|vet|bank|landlord|plumber|school|office|garage|insurance)|answer\s+the\s+(?:phone|door))\b"
    r"(?![^.!?]*\b(?:every|each|once\s+a|twice\s+a|weekly|daily)\b)",
    rf"\bje\s+dois\s+(?:aller\s+)?(?:acheter|prendre|r[ée]cup[ée]rer|faire\s+les\s+courses|faire\s+la\s+(?:lessive|vaisselle)|ranger|nettoyer)\b",
    r"\bje\s+dois\s+(?:appeler|rappeler|r[ée]pondre\s+[àa]|[ée]crire\s+[àa])\b(?![^.!?]*\b(?:tous\s+les|toutes\s+les|chaque|une\s+fois\s+par)\b)",
    rf"\bil\s+faut\s+que\s+j{AP}(?:ach[èe]te|aille)\b",
    # A chore or an errand under way ("I'm emailing my landlord about the heating", "I'm moving the meeting to
    # Monday", "I'm watering the plants"); never a job or a habit ("I'm cleaning houses for a living", "… every Sunday").
    rf"\bi(?:{AP}m|\s+am)\s+(?:(?:just|currently|busy|still|now|also|finally|quickly|literally)\s+)*"
    r"(?:(?:cleaning|tidying|vacuuming|hoovering|mopping|dusting|ironing|folding|unpacking|wrapping|watering|mowing|raking|shovell?ing|charging|printing"
    r"|photocopying|scanning|rearranging|reorgani[sz]ing|decluttering|rescheduling|postponing|defrosting|descaling|emptying|unloading|loading\s+the)\b"
    r"|(?:doing|catching\s+up\s+on|sorting(?:\s+out)?)\s+(?:the\s+|my\s+|some\s+|all\s+the\s+)?(?:laundry|dishes|washing|shopping|groceries|ironing|taxes|paperwork|admin|e-?mails|chores|housework|recycling)\b"
    # (a call, never a name given: "I'm calling the bike 'Akwaaba'", "calling her Luna")
    r"|(?:e-?mailing|texting|messaging|calling|phoning|ringing|replying\s+to|answering|dm-?ing|writing\s+back\s+to|getting\s+back\s+to)\s+"
    r"(?:(?:my|our)\s+(?:[\w-]+\s+)?(?:" + _PEOPLE + r")\b|(?:him|her|them)\b(?!\s+(?-i:\p{Lu})|\s*['\"‘“])|back\b|the\s+(?:doctor|dentist|vet|bank|landlord|plumber|school|office|garage|insurance|council|gp|surgery|hospital|airline|hotel)\b"
    r"|(?-i:\p{Lu}\w+)\b(?!\s+(?-i:\p{Lu})|\s*['\"‘“]))"
    r"|(?:booking|printing|returning|renewing|cancell?ing|topping\s+up|dropping\s+off|grabbing|pushing\s+back)\s+"
    # a thing or someone fetched, never a skill or work taken on ("I'm picking up Zig", "picking up extra shifts")
    r"|picking\s+up\s+(?:(?:a|the|my|our|some|her|his|their)\s+)?(?:[\w'’-]+\s+)?(?:parcel|package|prescription|groceries|shopping|dry\s+cleaning|takeaway|takeout|food|order|keys|car|kids|son|daughter|sister|brother|mum|mom|dad|wife|husband|partner|friend|boyfriend|girlfriend|dog|pizza|coffee|lunch|dinner|tickets|stuff|things)s?\b"
    r"|retiring\s+(?:the|my|our|this|that|these|those)\s+"
    r"|(?:washing|cleaning)\s+(?:the|my)\s+(?:car|dishes|windows|floor|kitchen|bathroom|bedding|sheets|clothes|dog|hair)\b"
    r"|(?:fixing|repairing|unblocking|unclogging)\s+(?:the|my|a)\s+(?:sink|tap|toilet|door|lamp|printer|wi-?fi|router|puncture|flat\s+tyre|flat\s+tire|shelf|leak|drain|blind|curtain\s+rail)\b"
    r"|(?:re)?painting\s+(?:the|my|our)\s+(?:fence|walls?|kitchen|bedroom|room|bathroom|door|ceiling|nails|hallway|shed|living\s+room|toenails)\b"
    r"|moving\s+(?:on\s+)?(?:on\s+to|to|onto)\s+(?:the\s+|a\s+)?(?:next|another|new|other|following|last|final)\s+(?:chapter|step|level|stage|phase|topic|question|section|page|part|round|song|track|one|thing|task|item|slide|point|bit)s?\b"
    r"|moving\s+(?:the|my|a|an|this|that|some|these|those|our|all\s+(?:the|my))\s+(?:\w+\s+)?(?:desk|bed|sofa|couch|furniture|car|stuff|things|boxes|plants?|meeting|appointment|call|class|session|lesson|date|chair|table|piano|books|files|folder|clothes|shift|flight|booking|reservation)s?\b)"
    r"(?![^.!?]*\b(?:every|each|once\s+a|twice\s+a|weekly|daily|for\s+a\s+living|for\s+work|for\s+money|as\s+a\s+(?:job|side)|part-time|full-time|professionally|on\s+weekends|at\s+weekends)\b)",
)
# Minutes as a time to beat ("a 5k under 25 minutes", "10 km en moins de 50 minutes"), not as how soon.
_TO_BEAT = r"(?<!\b(?:under|below|sub|than|within|moins\s+de|sous\s+les)\s)"
_EPHEMERAL = _rx(
    r"\b(?:today|tonight|tomorrow|yesterday|right\s+now|just\s+now|at\s+the\s+moment|atm|rn|last\s+night)\b",
    # held for a few days ("a foster cat named Luna until Friday", "staying with us until next week")
    r"(?<!\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)s?\s)"
    r"\buntil\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next\s+(?:week|weekend|month)|the\s+(?:weekend|end\s+of\s+the\s+(?:week|month)))\b",
    r"\bthis\s+(?:morning|afternoon|evening|week|weekend)\b",
    # finding one's feet ("still learning where everything is", "learning so much", "learning the ropes")
    rf"\bi(?:{AP}m|\s+am)\s+(?:still\s+|just\s+)?learning\s+(?:where|so\s+much|a\s+lot|tons|loads|the\s+ropes|as\s+i\s+go|on\s+the\s+(?:job|fly)|every\s+day)\b",
    # Lost for a moment or in a game ("lost my sister at the mall", "lost to my brother at chess"): no loss.
    r"\blost\s+(?:\w+\s+){1,3}(?:at|in)\s+the\s+(?:mall|crowd|store|shop|supermarket|park|airport|market|station|fair|festival|concert|woods|dark)\b|\blost\s+to\b",
    # Someone in front of them at work now ("I have a customer with a sad tandem, talk soon", "I've got a patient
    # waiting"): one person of the day, never a clientele ("I have clients in Japan", "a client base")
    rf"\bi(?:{AP}ve|\s+have)?\s+(?:have|got|gotta\s+see)\s+(?:a|an|another|one\s+more)\s+(?:(?:new|difficult|tricky|grumpy|lovely|regular|walk-in|very\s+\w+)\s+)?"
    r"(?:customer|client|patient|caller|visitor|guest)\b"
    # …with what says it is now: waiting, at the counter, coming in, on the line, or a goodbye after it
    r"(?=\s+(?:waiting|at\s+the\s+(?:door|counter|desk|till|front)|coming\s+in|here|in\s+(?:a\s+(?:sec|min|minute)|\w+\s+min)|on\s+the\s+(?:line|phone)|right\s+now|now|with\s+(?:a|an|the)\b)"
    r"|[^.!?]*[.!?,]\s*(?:talk\s+soon|gotta\s+(?:run|go)|brb|gtg|bbl|ttyl|back\s+in\s+a\s+(?:sec|bit|min))|,\s*(?:gotta|brb|gtg))",
    # The need to speak now ("I need to vent to someone", "I really need to rant about my day"): this conversation's
    rf"\bi\s+(?:(?:just|really|kind\s+of|kinda|so|badly)\s+)*need(?:ed)?\s+to\s+(?:vent|rant|moan|whine|offload|unload|complain|talk\s+to\s+(?:someone|somebody|you)"
    r"|tell\s+(?:someone|somebody|you)|ask\s+(?:someone|somebody|you)|get\s+(?:this|something|it)\s+off)\b",
    # How busy the user is ("Got a lot on my plate", "I have my hands full"): a stretch of time, not a fact.
    r"\b(?:a\s+lot|so\s+much|too\s+much|plenty)\s+on\s+(?:my|our)\s+plates?\b|\b(?:my|our)\s+hands\s+full\b",
    # a few minutes from now ("I'm 5 minutes away"), never a time to beat ("a 5k under 25 minutes")
    _TO_BEAT + r"(?<!\bevery\s)\b(?:a|one|two|five|ten|few|\d+)\s+(?:more\s+)?(?:minutes?|mins?|seconds?|secs?)\b(?!-)"  # never "a second-year student"
    # never "a second shop", "a second language": an ordinal before its noun
    r"(?!(?<=\bsecond)\s+(?!(?:later|ago|or|and|to|before|after|there|here|now|please|i|you|we|he|she|it|they|then|so|but|of|with|in|on|for|while|when|at|longer|more|time|too|though|lol|haha)\b)[a-z])",
    r"\bquelques\s+minutes\b|" + _TO_BEAT + r"(?<!\b(?:every|toutes\s+les)\s)\b\d+\s+minutes\b",
    r"\bjust\s+(?:had|ate|drank|woke|got\s+(?:up|back|home|off)|finished|arrived|came\s+back|took|spilled|missed)\b",
    rf"\bi(?:{AP}m|\s+am|{AP}ve\s+been|\s+have\s+been)\s+(?:so\s+|really\s+|very\s+|a\s+bit\s+|a\s+little\s+|kind\s+of\s+|kinda\s+|feeling\s+|pretty\s+|super\s+|quite\s+)*"
    r"(?:tired|exhausted|sleepy|hungry|thirsty|bored|stressed|sick|ill|cold|sad|angry|annoyed|upset|frustrated|confused"
    r"|late|busy|grumpy|nervous|anxious|hungover|drunk|sore|stuck|overwhelmed|in\s+a\s+(?:bad|good|great|terrible|rush|hurry)(?:\s+mood)?"
    r"|on\s+(?:my|the)\s+way|at\s+(?:the\s+office|the\s+airport|the\s+station)|away|off\s+today|sleep-deprived|starving|freezing"
    r"|(?<=been\s+)(?:up|awake|online|on\s+my\s+feet)(?=\s+since))\b",
    r"\bi\s+feel\b(?!\s+(?:a\s+)?(?:strong\s+|deep\s+|real\s+|great\s+)?(?:urge|need|calling|pull|drive|connection|duty)\b)", r"\bfeeling\b", r"^(?:ugh|argh|meh|pfff*|bof)\b",
    rf"\b(?:aujourd{AP}hui|ce\s+(?:matin|soir|midi|week-?end)|cet\s+apr[èe]s-midi|cette\s+(?:semaine|nuit)|en\s+ce\s+moment|l[àa]\s+maintenant|hier|demain|tout\s+[àa]\s+l{AP}heure)\b",
    # "je viens de finir", "je viens de l'acheter": just done; "je viens d'un petit village" is where they come from
    r"\bje\s+viens\s+(?:(?:tout\s+)?juste\s+)?d(?:e\s+|{AP})(?:(?:me|te|se|le|la|les|lui|leur|nous|vous|y|en)\s+|[mtsl]{AP})*(?=\p{L}{4})\p{L}+(?:er|ir|re|oir)\b".replace("{AP}", AP),
    r"\bje\s+suis\s+(?:tr[èe]s\s+|trop\s+|un\s+peu\s+|tellement\s+|super\s+|vraiment\s+)*(?:fatigu[ée]|crev[ée]|[ée]puis[ée]|malade|[ée]nerv[ée]"
    r"|stress[ée]|de\s+(?:mauvaise|bonne)\s+humeur|en\s+retard|occup[ée]|press[ée]|perdu|bloqu[ée]|triste|d[ée]prim[ée]|affam[ée]|ko)e?s?\b",
    rf"\bj{AP}ai\s+(?:faim|soif|sommeil|froid|chaud|la\s+flemme|mal\s+[àa]|la\s+gueule\s+de\s+bois)\b",
    r"\bje\s+me\s+sens\b",
    # a passing reaction ("Got chills reading that", "I got a little emotional", "I can't cope", "I keep forgetting",
    # "can't feel my legs"): how the moment felt, not who the user is
    r"\bgot\s+(?:(?:a\s+(?:little|bit|tad)|a\s+bit\s+|so|really|very|super|kinda|kind\s+of|all|pretty)\s+)*(?:chills|goosebumps|goose\s+bumps|emotional|teary(?:-eyed)?"
    r"|choked\s+up|carried\s+away|butterflies|misty-eyed|a\s+lump\s+in\s+my\s+throat)\b",
    rf"(?:^|\bi\s+)(?:just\s+|honestly\s+|literally\s+|still\s+)?(?:can{AP}?t|cannot|can\s+not)\s+(?:even\s+)?(?:cope|breathe|sleep|focus|concentrate|think\s+straight)\b"
    # only as the whole clause, or with a time of the moment: "I can't sleep without a fan" is a habit
    r"(?=\s*(?:any\s*more|anymore|today|tonight|right\s+now|lately|these\s+days|at\s+the\s+moment|either|too|(?:so\s+|very\s+)?much)?\s*(?:[.!?,;:)…]|\s-|$))",
    rf"(?:^|\bi\s+)(?:just\s+|honestly\s+|literally\s+|still\s+)?(?:can{AP}?t|cannot|can\s+not)\s+(?:even\s+)?(?:stop\s+(?:smiling|laughing|crying|shaking|grinning)"
    r"|feel\s+my\s+(?:legs|arms|feet|hands|face|toes|fingers))\b",
    r"(?:^|\bi\s+)(?:just\s+|still\s+)?keep\s+(?:forgetting|pinching\s+myself|smiling|crying|laughing|grinning|refreshing|checking\s+(?:my|the)\s+(?:phone|email|inbox))\b",
    # a feeling coming on: "je commence à flipper", "je stresse un peu", "je panique"
    r"\bje\s+(?:commence\s+[àa]\s+|suis\s+en\s+train\s+de\s+)?(?:flipper|flippe|stresser|stresse|paniquer|panique|angoisser|angoisse|d[ée]primer|d[ée]prime|gal[èe]rer|gal[èe]re|craquer|craque)\b",
)
# A long-running project under way ("I'm restoring an old boat", "je prépare un marathon"): "right
# now" and "at the moment" beside it say it is ongoing, not that it will pass.
_ONGOING_PROJECT = regex.compile(
    rf"\b(?:i{AP}m|i\s+am)\s+(?:(?:still|currently|slowly|finally|also)\s+)?(?:(?:restoring|rebuilding)(?!\s+(?:my|the|a|our)\s+(?:computer|laptop|phone|files?|data|backups?|settings|system|pc|mac|server|database|account|password))|renovating|remodel(?:l)?ing|building\s+(?:a|an|my|our)\b"
    r"|training\s+for|studying\s+(?:for|to\s+become|to\s+be)|learning\s+(?:to\s+\w+|(?-i:\p{Lu})\w+|(?:the\s+)?(?:piano|guitar|violin|drums|cello|sign\s+language))"
    r"|saving\s+(?:up\s+)?for|working\s+on\s+(?:a|an|my|our)\s+(?:\w+\s+)?(?:book|novel|memoir|screenplay|album|thesis|dissertation|app|startup|business|project|garden|house|car|boat|degree|certification))",
    regex.IGNORECASE,
)
_NOW_CUE = regex.compile(rf"\b(?:right\s+now|at\s+the\s+moment|atm|rn)\b", regex.IGNORECASE)
_THIRD_PARTY = _rx(
    rf"^{_POSS_OTHER}\s+(?:(?!(?:is|are|was|est|sont|c{AP}est)\b)[\w-]+\s+){{0,2}}?(?:{RELATIONS_EN}|{RELATIONS_FR})(?:{AP}s)?\b",
    rf"^(?:he|she|they|him|her|il|elle|ils|elles)\b(?!{AP})",
    rf"^(?:he|she|they){AP}(?:s|re|ve|d|ll)\b",
    r"^(?!(?:je|i|moi|my|mon|ma|mes|nous|we|on|me|been|just|still|also|never|finally|recently|always|got)\b)(?-i:\p{Lu}[\w.-]+(?:\s+\p{Lu}[\w.-]+)?)\s+(?:said|says|told|thinks|believes|wants|lives|works|likes|loves|hates|married|is\s+asking|asked|tweeted|claims|dit|pense|veut|habite|travaille|aime)\b",
    rf"^(?:my|mon|ma|mes)\s+(?:{RELATIONS_EN}|{RELATIONS_FR})\b",
    # Someone named, doing something as the user writes ("Agnieszka is clapping next to me", "Marco's cooking tonight"):
    # a moment's action, never what a thing does for the user ("Yoga is helping my back").
    rf"^(?!(?:i|it|this|that|there|here|everything|nothing|something|life|work|today|tonight|everyone|everybody)\b)(?-i:\p{{Lu}}\p{{Ll}}+)(?:\s+is|\s+was|{AP}s)\s+"
    r"(?:(?:just|still|now|already|currently|literally|actually|busy|also)\s+)*"
    r"(?:clapping|laughing|crying|sleeping|snoring|sitting|standing|lying|cooking|yelling|shouting|screaming|singing|dancing|waving|smiling|grinning"
    r"|watching|reading|texting|typing|eating|drinking|napping|playing|chasing|barking|meowing|purring|hiding|staring|glaring|complaining|moaning"
    r"|asking|calling|waiting|sulking|pouting|giggling|cheering|jumping|running\s+around|making\s+(?:faces|noise|dinner|lunch|breakfast)|looking\s+at)\b",
)
_INSTRUCTION = _rx(
    r"\b(?:from\s+now\s+on|going\s+forward|henceforth|à\s+partir\s+de\s+maintenant|d[ée]sormais|dor[ée]navant)\b",
    r"(?<!\b(?:i|we)\s+)\b(?:always|never)\s+(?:reply|answer|respond|say|talk|write|speak|call\s+me|refer\s+to\s+me|tell|include|add|start\s+with|end\s+with|mention|use\s+(?:emojis?|markdown|bullet))\b",
    r"\b(?:ignore|disregard|forget|override)\s+(?:all\s+|your\s+|the\s+|any\s+|previous\s+|prior\s+|earlier\s+)*(?:rules|instructions|prompts?|guidelines|policies|safety)\b",
    r"\byou\s+(?:must|should\s+always|have\s+to|will\s+always|are\s+now)\b",
    r"^(?:act|behave)\s+as\b",
    r"\b(?:r[ée]ponds|parle|[ée]cris|r[ée]pondez)\s+toujours\b", r"\bignore\s+(?:tes|les|vos|toutes\s+les)\s+(?:r[èe]gles|instructions|consignes)\b",
    r"\btu\s+dois\s+(?:toujours|maintenant)\b",
)
_OPINION = _rx(
    rf"^(?:i\s+think|i\s+believe|i\s+feel\s+like|i\s+guess|i\s+reckon|in\s+my\s+opinion|imo|imho|personally\s+i\s+think"
    rf"|je\s+pense|je\s+crois|je\s+trouve|[àa]\s+mon\s+avis|selon\s+moi)\b(?!\s+(?:that\s+|que\s+|qu{AP})?(?:i|je|j{AP})\b)",
    r"^i\s+(?:loved|liked|hated|enjoyed|disliked)\s+(?:that|the|this)\s+(?:\w+\s+)?(?:movie|film|book|show|article|episode|game|talk|video|podcast|series|song|album|news)\b",
    r"^(?:that|this|the|it)\b.{0,60}\b(?:was|is|were|been|seems|looks|sounds)\s+(?:\w+\s+)?(?:okay|ok|good|great|bad|interesting|weird|boring|amazing|awful|terrible|overrated|underrated|fun|cool|nice|strange|crazy|wild)\b",
    r"^(?:the\s+weather|the\s+news)\b",
    # A chat act toward the other ("I want to hear everything!", "Love to hear more about it", "I'd love to see pics"):
    # what the user would like of this chat, never a goal ("I'd love to see Japan" is one).
    rf"^(?:i\s+|i{AP}d\s+|i\s+would\s+|would\s+)?(?:really\s+|so\s+|just\s+)?(?:want|wanna|love|like|can{AP}?t\s+wait|cannot\s+wait)\s+to\s+"
    r"(?:hear|know|see|read|check\s+out|look\s+at)\s+(?:(?:all\s+)?(?:more(?=\s*(?:$|[.!?,…]|about\b|of\s+(?:it|that|this|them|those|these|your)\b))|everything|all|it|them|that|this|those|these|how|what|about|some|pics?|photos?|pictures?|snaps?|the\s+(?:pics?|photos?|pictures?|results?|finished)|your|yours)\b|it\s*$)",
)


# "My wife and I run a bakery", "Ma femme et moi…": the user is a subject too.
_WITH_ME = regex.compile(r"^(?:my|our|mon|ma|mes|notre|nos)\s+(?:[\w'’-]+\s+){0,2}?(?:and|et)\s+(?:i|me|moi)\b", _I)
# What the user's people are TO the user is the user's own life (002: "unless directly relevant to the
# user's life"): "My family is the reason I never give up", "My friends have been there for me",
# "My kids keep me going". What they do on their own ("My sister lives in Rome") stays theirs.
_TO_ME = regex.compile(
    r"^(?:my|our)\s+(?:(?:[\w'’-]+,\s+){1,3}(?:[\w'’-]+\s+)?(?:and|&)\s+(?:my\s+)?|(?:[\w'’-]+\s+){0,2}?)(?:family|fam|husband|wife|partner|spouse|kids|children|sons?|daughters?|parents|mom|mum|mother"
    r"|dad|father|sisters?|brothers?|siblings|friends?|best\s+friend|boyfriend|girlfriend|fianc[ée]e?|grandparents|grandma|grandpa|dogs?|cats?|pets?)"
    r"\s+(?:(?:has|have)\s+(?:always\s+)?been\s+there\s+for\s+me"
    r"|(?:is|are|was|were)\s+(?:(?:always|really|truly|just)\s+)*(?:the\s+reason\s+(?:why\s+)?i\b|there\s+for\s+me|my\s+(?:rock|everything|world|inspiration|motivation|biggest\s+(?:supporters?|fans?)|support\s+system))"
    r"|(?:(?:always|really|truly|still)\s+)*(?:keeps?|makes?|gives?|helps?|supports?|motivates?|inspires?|pushes|push|encourages?|grounds?)\s+me\b"
    r"|(?:means?|meant)\s+(?:so\s+much|a\s+lot|everything|the\s+world)\s+to\s+me)",
    _I,
)


# Where the user's family as a whole lives ("My family is all back in Freiburg", "My parents live in
# Lagos"): where the user comes from, not news about someone else.
# What family did for the user ("My own dad took me fishing every Sunday when I was a kid", "My
# grandmother Ingrid taught me to bake", "My sister got me into running", "My uncle gave me his old
# Fender"): the user's own story, a skill or a keepsake and where it came from. An outing counts only
# told of a childhood ("My dad took me fishing yesterday" is one day's).
# Family titles a user says as a name ("Dad taught me to sail").
FAMILY_TITLES = r"mum|mom|mam|mama|dad|papa|grandma|grandpa|gran|granny|nan|nana|grandad|granddad"
_RAISER = (
    r"(?:^(?:my|our)\s+(?:own\s+|late\s+|dear\s+|older\s+|big\s+|younger\s+|little\s+)?(?:mom|mum|mother|mama|dad|father|papa|parents|grandma|grandmother|gran|granny|nan|nana|grandpa|grandfather"
    r"|granddad|grandad|grandparents|uncle|aunt|auntie|family|folks|sister|brother|cousin|husband|wife|partner|boyfriend|girlfriend"
    r"|abuela|abuelo|oma|opa|nonna|nonno|avó|avô|obaachan|ojiichan|babcia|dziadek|yiayia|papou)"
    r"(?:,?\s+(?-i:\p{Lu}\p{Ll}+),?)?"
    # or the title said as a name: "Dad taught me to sail", "Grandma gave me her old sewing machine"
    rf"|^(?:{FAMILY_TITLES})"
    r")\s+(?:always\s+|would\s+|used\s+to\s+|also\s+|first\s+|actually\s+|once\s+)?"
)
# What family teaches as a skill: a craft, a sport, a kitchen, a language, the names of birds.
_SKILLS = (
    r"fish|knit|cook|bake|sew|swim|ride|drive|play|read|paint|draw|sketch|garden|fix|build|sail|ski|skate|surf|dance|sing|crochet|quilt|weave"
    r"|embroider|whittle|hunt|camp|code|program|woodwork|carve|make\s+(?!(?:do|friends|money|trouble|excuses|it|them|me|him|her|sure|up|out)\b)\w+"
    r"|name\s+(?:birds|trees|plants|flowers|stars|the\s+(?:birds|trees|plants|flowers|stars))|speak|climb|row|canoe|kayak|fly|grow|brew|ferment|forage"
    r"|repair|restore|write|tie\s+flies|cast|braze|weld|solder|juggle|snowboard|skateboard|cycle|type|pickle|preserve|bind\s+books|play\s+\w+|spot\s+birds"
)
# What a family member may have brought the user to that is no pastime to keep: faith, politics, vice.
_NOT_A_PASTIME = (
    r"(?:the\s+)?(?:church|mosque|temple|synagogue|religion|faith|god|jesus|bible|prayer|praying|politics|rallies|rally|party|drugs?|weed|pot|cocaine"
    r"|drinking|alcohol|booze|smoking|cigarettes|vaping|gambling|betting|casinos?|porn|guns?|fighting|hiding|lying|stealing)\b"
)
RAISED_ME = regex.compile(
    _RAISER + r"(?:(?:(?:take|took|bring|brought)\s+me\s+(?:fishing|hiking|camping|swimming|sailing|skiing|hunting|biking|birdwatching|stargazing"
    r"|to\s+(?:the\s+)?(?:lake|beach|park|library|museum|mountains|ballpark|games?|zoo|theat(?:er|re)|cinema|movies|countryside|coast|woods|ocean|sea|river|farm|market|concerts?))\b"
    r"(?=.*\b(?:when\s+i\s+was\s+(?:a\s+(?:kid|child|boy|girl|teen|teenager)|little|young|small|growing\s+up|\d+)|as\s+a\s+(?:kid|child|boy|girl)|growing\s+up|in\s+my\s+childhood)\b))"
    r"|(?:teach|taught|teaches|show|showed|shows)\s+me\s+(?:how\s+)?to\s+(?:" + _SKILLS + r")\b"
    # who brought the user up ("My grandmother raised me until I was seven", "My aunt brought me up")
    r"|(?:(?:basically|practically|pretty\s+much|mostly|mainly|single-handedly|partly)\s+)?(?:raised\s+me|brought\s+me\s+up)\b(?!\s+(?:to\s+(?:hate|fear|hit|fight|steal|lie|drink)|on\s+(?:hate|violence|lies))\b)"
    r"|taught\s+me\s+(?:everything|all|most\s+of\s+what)\s+i\s+know\s+about\s+(?!" + _NOT_A_PASTIME + r")\w"
    r"|(?:got|gets|get)\s+me\s+(?:into|hooked\s+on|started\s+(?:on|with))\s+(?!(?:it|this|that|them|trouble|the\s+(?:car|house|room))\b|" + _NOT_A_PASTIME + r")\w"
    r"|introduced\s+me\s+to\s+(?!(?:him|her|them|you|it|this|that|everyone|people)\b|" + _NOT_A_PASTIME + r")\w"
    r"|(?:gave|left|handed|passed)\s+(?:(?:down|on)\s+)?(?:to\s+)?me\s+(?:(?:down|on)\s+)?(?:his|her|their)\s+(?:(?:old|own|first|favou?rite|beloved|treasured)\s+)*+"
    r"(?!(?:word|blessing|number|permission|opinion|advice|attention|support|love|hand|time|look|call|ride|answer|thoughts|notice|approval|keys|cold|flu|phone|address|email|side|seat|share|best"
    r"|guns?|rifles?|pistols?|revolvers?|shotguns?|weapons?|debts?|bills|mess|problems|issues|genes|temper|trauma|scars?|addictions?|drugs|stash)\b)\w{3,})",
    _I,
)
_FAMILY_HOME = regex.compile(
    r"^(?:my|our)\s+(?:whole\s+|entire\s+|extended\s+)?(?:family|parents|folks|grandparents)\s+(?:(?:all|still|both)\s+)*"
    r"(?:lives?|is|are)\s+(?:(?:all|still|both|back|mostly)\s+)*(?:in|home\s+in|over\s+in)\s+"
    r"(?!(?-i:[A-Z]{2,})\b|(?:shock|denial|mourning|crisis|trouble|hospital|bed|church|school|quarantine|lockdown|recovery|therapy|town|debt|love|pain)\b)(?-i:\p{Lu}\p{Ll})",
    _I,
)


def _any(rx: regex.Pattern, text: str) -> bool:
    return rx.search(text) is not None


def never_stored(sentence: str) -> str | None:
    """The reason code `sentence` must never become a note, or None (see the module doc).

    A pass asks this of the same sentence several times (each capture shape reads the message's
    sentences): the answer for a sentence of ordinary length is kept, a few MB at most."""
    if len(sentence) > _CACHED_UP_TO:
        return _never_stored(sentence)
    return _never_stored_cached(sentence)


_CACHED_UP_TO = 2000


# A goodbye, to the other party or passed on to someone ("Take care, Tariq", "give my love to Yusuf", "Love
# to Saoirse, bye Owen!", "Bisous à Léa"): never about the user, whatever it names.
_FAREWELL = _rx(
    r"^\W*(?:(?:ok(?:ay)?|well|anyway|right|alright)\W+)?(?:take\s+care|bye(?:-bye)?|goodbye|good\s+night|night\s+night|see\s+(?:you|ya)|talk\s+(?:to\s+you\s+)?(?:soon|later)"
    r"|ttyl|catch\s+you\s+later|speak\s+soon|à\s+(?:plus|bientôt|bientot|demain)|bisous|bonne\s+(?:nuit|soirée|soiree))\b",
    r"\b(?:give|send|pass\s+on|say)\s+(?:my|our)\s+(?:love|best|regards|greetings|hugs|hellos?|hi)\s+to\b",
    r"^\W*(?:(?:much|lots\s+of|all\s+my|big)\s+)?(?:love|hugs|hello|hi)\s+to\s+(?-i:\p{Lu})",
    r"\b(?:bye|goodbye|bisous)\W*(?:(?-i:\p{Lu}\p{Ll}+)\W*)?$",
    r"\b(?:embrasse|bisous\s+[àa])\s+(?-i:\p{Lu})",
)


# Someone's words quoted ("Then he said "I'm a doctor and I live in Rome"", "My sister goes, "I have
# two kids""): the "I" inside the quotation is the speaker's, not the writer's.
_QUOTED_SPEECH = _rx(
    r"\b(?:said|says|say|told\s+\w+|tells\s+\w+|asked|asks|wrote|writes|goes|went|replied|replies|claims|claimed|texted|yelled|shouted"
    r"|whispered|added|insists|insisted|dit|a\s+dit|m{AP}a\s+dit|r[ée]pond|a\s+r[ée]pondu|[ée]crit)\s*(?:to\s+\w+\s*)?[,:]?\s*[\"“«„]".replace("{AP}", AP),
)


# A crime planned, done or taught (rules.md: never illegal content): "I'm planning to rob a bank",
# "We want to sell weed", "My dad taught me to drive drunk". Never "steal the show", "killing it at work".
# What is stolen in play or in a figure of speech: the show, a glance, a base, a moment, a heart.
_NOT_THEFT = r"the\s+show|a\s+(?:glance|look|kiss|moment|nap)|the\s+spotlight|hearts?|(?:my|your|his|her|their)\s+hearts?|bases?|second|third|home|moments?|the\s+ball"
_UNLAWFUL = _rx(
    r"\b(?:rob|robs|robbing|robbed|burgl\w+|shoplift\w*|embezzl\w+|launder(?:s|ing|ed)?\s+(?:money|cash|funds|it)|kidnap\w*|smuggl\w+|blackmail\w*|extort\w*|arson"
    r"|murder(?:s|ing|ed)?\s+(?!mystery|mysteries|podcasts?|shows?|books?|novels?|series)\w+|stab(?:s|bing|bed)?\s+(?:him|her|them|someone|somebody|my|his|a\s+(?:guy|man|woman))"
    r"|poison(?:s|ing|ed)?\s+(?:him|her|them|someone|somebody|my|his)|kill(?:s|ing|ed)?\s+(?:him|her|them|someone|somebody|my\s+(?!time\b)\w+|his|people|a\s+(?:guy|man|woman|cop))"
    rf"|steal(?:s|ing)?\s+(?!{_NOT_THEFT})\w+|stole\s+(?!{_NOT_THEFT})\w+"
    r"|(?:sell|sells|selling|sold|deal|deals|dealing)\s+(?:drugs|coke|cocaine|meth|weed|heroin|pills|crack|guns)|(?:cook|cooks|cooking|make|making)\s+meth"
    r"|(?:set|sets|setting)\s+fire\s+to|(?:evade|evading|dodge|dodging)\s+(?:my\s+|our\s+)?tax\w*|hack(?:s|ing|ed)?\s+into|forg(?:e|es|ing|ed)\s+(?:a\s+|the\s+|his\s+|her\s+|my\s+)?(?:signature|documents?|passport|cheques?|checks?|id)"
    r"|(?:drive|drives|driving|drove)\s+(?:drunk|high|stoned|without\s+(?:a\s+)?licen[cs]e)|make\s+(?:a\s+)?bombs?|build\s+(?:a\s+)?bombs?"
    # forged or counterfeit papers and money made, printed or sold (an attacker's "We print fake passports", stop 36)
    r"|(?:make|makes|making|made|print|prints|printing|printed|sell|sells|selling|sold|produce|produces|producing)\s+(?:\w+\s+)?(?:fake|forged|counterfeit|false)\s+(?:passports?|ids?|id\s+cards?|documents?|papers|visas?|licen[cs]es?|money|notes|bills|banknotes|currency|cheques?|checks?|diplomas?|degrees?)"
    # stolen goods bought or fenced (an attacker's "a market where I buy stolen phones, I go every week", stop 37)
    r"|(?:buy|buys|buying|bought|fence|fences|fencing|fenced)\s+(?:\w+\s+)?(?:stolen|hot|knock-?off)\s+\w+|stolen\s+goods"
    # time served: a crime done ("since I got out of prison", "It's my second year in prison"), never a job in a prison
    r"|(?:in|out\s+of|released\s+from|back\s+from)\s+(?:prison|jail|juvie|juvenile\s+detention)(?!\s+(?:guard|officer|chaplain|staff|reform|system|free|library|visits?))"
    r"|on\s+parole|on\s+probation(?!\s+(?:at|for|with|period|at\s+work))|(?:did|doing|served|serving)\s+(?:\w+\s+){0,2}(?:time|years?|months?|a\s+sentence)\s+(?:in\s+(?:prison|jail)|inside)"
    r"|(?:in|inside|years?\s+at|time\s+at)\s+hmp\b|(?:hide|hides|hiding|hid)\s+(?:\w+\s+)?(?:money|income|cash|earnings)\s+from\s+(?:the\s+)?(?:tax\w*|irs|hmrc)"
    r"|criminal\s+record|convicted\s+(?:of|for)|(?:an?|the)\s+inmate|en\s+prison|sorti\w*\s+de\s+prison|(?:probation|parole)\s+(?:cent(?:re|er)|office)|detention\s+cent(?:re|er)"
    r"|braqu\w+|cambriol\w+|tuer\s+(?:mon|ma|le|la|quelqu)\w*)\b",
    # a crime as who the user is ("I'm a serial killer", "I was a drug dealer", "je suis tueur en série")
    r"\b(?:i['’]m|i\s+am|i\s+was|i['’]ve\s+been|i\s+used\s+to\s+be|i\s+became|i\s+(?:work|worked)\s+as|i['’]ve\s+worked\s+as|i\s+make\s+a\s+living\s+as|my\s+job\s+is(?:\s+being)?"
    r"|je\s+suis|j['’][ée]tais|je\s+travaille\s+comme)\s+(?:(?:a|an|un|une|actually|really|secretly|basically|literally|professional|full-time|part-time|ex)[\s-]+){0,2}(?:[\w-]+\s+)?"
    r"(?:serial[\s-]+killer|tueu(?:r|se)\s+en\s+s[ée]rie|murderer|meurtri[eè]re?|killer|hit\s*man|hit-man|tueur\s+à\s+gages|assassin|terroriste?|terror\s+suspect"
    r"|(?:drug|crack|arms|gun)\s+(?:dealer|lord|mule|runner|smuggler)|dealer\s+de\s+drogue|trafficker|trafiquant|smuggler|people\s+smuggler|pimp|prox[ée]n[eè]te|burglar|cambrioleu(?:r|se)"
    r"|pickpocket|shoplifter|arsonist|kidnapper|carjacker|mugger|forger|counterfeiter|poisoner|enforcer|ex-con|convict|tax\s+evader|money\s+launderer|fraudster|escroc|con\s+(?:artist|man)"
    r"|poacher|braconni[eè]re?|thief|voleu(?:r|se)|robber|contract\s+killer|mass\s+murderer)"
    # the crime is the whole phrase: "a serial killer podcast host", "a terrorist threat analyst" are jobs
    + _WHOLE_PHRASE,
    # terrorism: joining, fighting for or funding a terrorist group, an attack planned ("I'm moving to Syria to join ISIS")
    r"\b(?:join|joins|joining|joined|fight\s+(?:for|with)|fighting\s+(?:for|with)|fought\s+(?:for|with)|pledg\w+\s+allegiance\s+to|fund|funding|recruit\w*\s+for"
    r"|support|supporting|rejoindre|rejoins|combattre\s+(?:pour|avec))\s+(?:the\s+|l['’]|le\s+|les\s+)?"
    r"(?:isis|isil|daesh|islamic\s+state|[ée]tat\s+islamique|al[-\s]?qa['’]?[ei]?da|al[-\s]?shabaab|boko\s+haram|taliban|ku\s+klux\s+klan|kkk|a\s+terror\w*\s+(?:group|cell|organi[sz]ation)"
    r"|(?:the\s+)?jihad|un\s+groupe\s+terroriste)\b",
    r"\b(?:plant|planting|planted|detonat\w+|set\s+off|setting\s+off)\s+(?:a\s+|the\s+)?bombs?\b|\b(?:suicide\s+bomb\w*|become\s+a\s+(?:jihadi|martyr|terrorist)|(?:plan|plans|planning|planned|carry\s+out|carrying\s+out|commit|committing|launch|launching)\s+(?:a\s+|an\s+)?(?:terror(?:ist)?\s+)?attacks?\s+on)\b",
)


def beside_passing(sentence: str) -> str | None:
    """The reason `sentence` must never become a note once its passing time is left out ("My sister
    is moving to Leeds tomorrow": someone else's), or None: what a life event still ahead is read by."""
    return _never_stored(sentence, passing=False)


def _never_stored(sentence: str, *, passing: bool = True) -> str | None:
    s = sentence.strip()
    if not s:
        return None
    body = s[filler_end(s):].strip() or s
    if is_upstream_request(s):
        return "upstream_request"
    if _any(ROLEPLAY_START, s):
        return "roleplay"
    if _any(_UNLAWFUL, s):
        return "unlawful"
    if _any(_JOKE, s) or _any(_LAUGH, s):
        return "joke"
    if _any(_DELEGATED, s):
        return "delegated"
    if _any(_FAREWELL, body):
        return "farewell"
    if _any(_HYPOTHETICAL, s):
        return "hypothetical"
    if _any(_QUOTED_SPEECH, s):
        return "quoted"
    stripped = _CONDITIONAL_OK.sub(" ", s)
    done = DONE_THEN_IF.match(stripped)
    if done:  # "I've applied for the midwifery degree at Salford, starting in September if they take me": the applying is done
        stripped = done.group("done")
    if _any(_CONDITIONAL, stripped):
        return "conditional"
    if _any(_QUESTION_OPENER, body) or _any(_QUESTION_ANY, s):
        return "question"
    if _any(_SESSION_TASK, s):
        return "session_task"
    if _ONGOING_PROJECT.search(s):  # "Right now I'm restoring an old boat": the cue dates a long-running project, not a passing state
        s, body = _NOW_CUE.sub(" ", s), _NOW_CUE.sub(" ", body)
    if passing and (_any(_EPHEMERAL, s) or _any(_EPHEMERAL, body) or _any(_ERRAND, s)):
        return "ephemeral"
    if _any(_THIRD_PARTY, body) and not _WITH_ME.match(body) and not _TO_ME.match(body) and not _FAMILY_HOME.match(body) and not RAISED_ME.match(body):
        return "third_party"
    if _any(_INSTRUCTION, body):
        return "instruction"
    if _any(_OPINION, body):
        return "opinion"
    return None


# A sentence that only takes back the one before ("I love hiking. Not!", "I run marathons. Jk.",
# "I'm a millionaire. I wish!", "Just kidding, I never did"): both are a joke.
_TAKES_BACK = regex.compile(
    r"^\W*(?:(?:lol|haha\w*|ok|okay|well|ha)\W+)?(?:(?:not|nope|nah|non|nan|not\s+really|nah,?\s+not\s+really|lol\s+no|yeah\s+right|as\s+if|i\s+wish|mais\s+non"
    r"|pas\s+du\s+tout|pas\s+vraiment)\W*$|(?:just\s+)?(?:kidding|joking)\b(?!\s+aside)|jk\b|j/k\b|je\s+(?:rigole|plaisante)\b"
    r"|(?:lol\s+no|no\s+wait|wait\s+no|nah\s+wait|actually\s+no)\b|(?:nope|nah)\W+(?=(?:i|i['’]\w+)\b)|(?:not\s+really|nah|nope)\W+i['’]m\s+(?:just\s+)?(?:kidding|joking)\b)",
    _I,
)
# A laugh or a reaction alone between the fact and what takes it back ("I love hiking. Haha. Not.").
_ONLY_A_LAUGH = regex.compile(r"^\W*(?:lol|lmao|ha(?:ha)*h?|hehe|mdr|ptdr|omg|ok(?:ay)?|well|hmm+|so)\W*$", _I)
# What takes the taking back back ("Kidding! Not kidding, I really do").
_MEANT_AFTER_ALL = regex.compile(r"^\W*(?:not\s+(?:kidding|joking)|no\s+but\s+seriously|seriously|for\s+real|no\s+really|i\s+(?:really|actually)\s+do|i\s+do\s+though)\b", _I)


def taken_back(text: str) -> list[str]:
    """The sentences of `text` that a later sentence takes back (`_TAKES_BACK`), with only laughs
    between them, unless the user then says they meant it."""
    said = [s.text for s in sentences(text)]
    out = []
    for k in range(len(said) - 1):
        j = k + 1
        while j < len(said) - 1 and _ONLY_A_LAUGH.match(said[j]):
            j += 1
        if _TAKES_BACK.match(said[j]) and not (j + 1 < len(said) and _MEANT_AFTER_ALL.match(said[j + 1])):
            out.append(said[k])
    return out


def laughs_only(sentence: str) -> int | None:
    """Where the clause holding the first laugh of `sentence` starts, when a laugh is all that makes
    it a joke ("And my little brother Baraka, he's 14 and super annoying but I miss him too lol"),
    else None. Who the user's people and animals are, named before that clause, still holds; a name
    the laugh is on ("My wife Siri 😂", "lol but my wife Elsa…") does not (capture._name_refused)."""
    laughs = list(_LAUGH.finditer(sentence))
    if not laughs or _any(_JOKE, sentence) or never_stored(_LAUGH.sub(" ", sentence)) in SENTENCE_WIDE:
        return None
    first = laughs[0].start()
    for clause in clauses(sentence):
        if clause.start <= first < clause.end + 1:
            return clause.start  # what comes before the laughing clause
    return first


# What a laugh is on when it is a joke, not the tone of chat: a boast or a self no one is ("I'm basically a
# genius lol", "best cook in the world haha", "a professional napper 😂"), a figure of speech ("coffee is my
# personality lol", "my legs are made of steel 😂"), a name just said ("My wife Siri 😂").
_LAUGHED_AT = _rx(
    r"\b(?:best|greatest|worst|meilleure?s?|pire)\b[^.!?]{0,40}?\b(?:ever|alive|in\s+the\s+(?:world|universe|country|galaxy)|on\s+(?:earth|the\s+planet)|of\s+all\s+time|in\s+history"
    r"|du\s+monde|de\s+l['’]univers|de\s+tous\s+les\s+temps|de\s+la\s+plan[èe]te)\b",
    r"\b(?:genius|legend|legendary|guru|ninja|wizard|superstar|rock\s*star|celebrity|famous|millionaire|billionaire|gazillionaire|royalty|icon|goat|olympian)\b",
    r"\b(?:i['’]m|i\s+am|je\s+suis)\s+(?:(?:basically|literally|practically|technically|pretty\s+much|kind\s+of|kinda|a|an|the|un|une|le|la)\s+){1,3}"
    r"(?:pro|expert|master|champion|champ|queen|king|god|goddess|boss|hermit|vampire|zombie|robot|potato|gremlin|goblin|raccoon|child|toddler|grandma|grandpa|local|monk)\b",
    r"\b(?:professional|certified|olympic|world-class|expert|champion|master)\s+(?:over)?(?:napper|procrastinator|overthinker|snacker|sleeper|eater|worrier|complainer|binge-?watcher|couch\s+potato|scroller|shopper|napping|procrastinating|overthinking|snacking)\b",
    r"\bmy\s+(?:whole\s+|entire\s+|only\s+)?(?:personality|love\s+language|cardio|spirit\s+animal|kryptonite|nemesis|arch-?enemy|enemy|religion|blood\s+type|toxic\s+trait)\b",
    r"\bmade\s+of\s+(?:steel|iron|stone|glass|coffee|caffeine|sugar)\b|\bbleeds?\s+\w+\b|\b(?:runs?|running)\s+on\s+(?:coffee|caffeine|spite|sugar|vibes)\b",
)
_NAME_LAUGHED_AT = regex.compile(r"\b(?:my|our|mon|ma|mes|notre|nos)\s+(?:[\w'’-]+\s+){1,3}?(?-i:\p{Lu}\p{Ll}+)\W{0,3}\s*(?:" + "|".join(_SOFT_LAUGHS) + r")\W*$", _I)
# After a laugh, where its clause ends; and "but", a comeback in the joke's vein ("lol but my wife Elsa is a
# Disney princess", "I'm hopeless lol, but I'm a nurse"): the whole sentence stays light.
_CLAUSE_ENDS = regex.compile(r"\s*(?:[,;:]|\s[-–—]+\s|\s+(?:and|so)\b)", _I)
_COMEBACK = regex.compile(r"\W*\s*but\b", _I)
# A punchline with a subject of its own ("so I've seen some wild stuff", "my legs are made of steel"), never a
# tail with none ("send help", "don't judge me", "currently have five").
_OWN_SUBJECT = regex.compile(
    r"(?:(?!(?:in|on|at|of|for|with|to|from|by|about|into|inside)\b)[\w'’]+\s+){0,3}?(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|my|our|we|we['’]re|we['’]ve|they|they['’]re|he|she|he['’]s|she['’]s|everyone|everybody"
    r"|nobody|no\s+one|people|there['’]s|there\s+(?:is|are|was|were))\s+\w+"
    r"|(?:(?:so|and|but|because|cause|['’]cause|honestly|tbh|also|plus|now|still|though|although|yet|while|whereas)\s+)*(?:the\s+|this\s+|that\s+|these\s+|those\s+)?(?:[\w'’-]+\s+){1,3}"
    r"(?:is|are|was|were|has|have|had|will|won['’]t|can|can['’]t|does|doesn['’]t|did|didn['’]t|keeps?|makes?|gets?|got)\b",
    _I,
)
# A punchline on what was just said: it takes it back, doubts it or says what it is ("…, which is a total
# lie lol", "…, not seven lol", "…, or so they say haha", "…, well kind of lol").
_POINTS_BACK = regex.compile(
    r"(?:which|not|or|well|who|(?:that|this|it)(?:['’]s|\s+(?:is|was|isn['’]t|wasn['’]t|ain['’]t))|jk|just|kidding|joking|lies?|as\s+if|yeah\s+right|in\s+my\s+dreams|i\s+wish|apparently|allegedly"
    r"|supposedly|probably|maybe|sort\s+of|kind\s+of|kinda|they\s+say|no|nope|nah|never|except|minus|plus\s+or\s+minus|give\s+or\s+take)\b",
    _I,
)
# Where the clause a laugh ends starts: after a comma, a semicolon, a dash, "so", "but" or "and".
_PUNCHLINE_START = regex.compile(r"(?:[,;:]\s+|\s+[-–—]+\s+|\s+(?:so|but|and|cause|['’]cause|because)\s+)", _I)


def _laugh_cut(said: str, m: regex.Match) -> tuple[int, int] | None:
    """What goes with the laugh `m` of sentence `said` (offsets in it), or None when the laugh is on
    the claim itself and the sentence stays a joke. The sentence's own end always stays."""
    before = said[: m.start()]
    end = m.end() + len(regex.match(r"\s*\)?", said[m.end():]).group())  # "(lol)": the brackets go with it
    start = m.start() - len(regex.search(r"\(?\s*$", before).group())
    if not regex.search(r"\w", said[m.end():]):  # the laugh ends the sentence
        opens = [b for b in _PUNCHLINE_START.finditer(before) if len(regex.findall(r"\w+", before[: b.start()])) >= 3]
        punchline = before[opens[-1].end():] if opens else ""
        if not opens or not _OWN_SUBJECT.match(punchline) or _POINTS_BACK.match(punchline):
            return None  # "I have 37 kids lol", "…, send help lol", "…, which is a total lie lol": the laugh is on the claim
        return opens[-1].start(), end  # "…, so I've seen some wild stuff lol": the clause the laugh ends is its punchline
    if _CLAUSE_ENDS.match(said, end) and regex.search(r"\w", before) and not _POINTS_BACK.match(said[end:].lstrip(" ,;:-–—")):
        # "I'm hopeless at cooking lol, and I work as a nurse": the clause the laugh ends goes, the next stays
        opens = list(_PUNCHLINE_START.finditer(before))
        return (opens[-1].start() if opens else 0), end
    return None  # "I run marathons lol nope", "I'm a nurse lol": the laugh is on the claim itself


def without_punchlines(text: str) -> str:
    """`text` with the laughs that are only the tone of chat blanked out, same length: where a laugh ends
    a later clause with a subject of its own, that clause is the punchline and goes with it ("Grew up in
    Lagos, so this cold weather is killing me 😂" reads "Grew up in Lagos"), and a clause a laugh ends
    before another goes ("I'm hopeless at cooking lol, and I work as a nurse"). A laugh on a claim alone
    ("I'm a nurse lol", "I have 37 kids lol", "…, send help lol") keeps it a joke: by its shape, no code
    tells a true claim laughed at from an absurd one.
    A sentence whose laugh is on a boast, a figure of speech or a name in what stays, or that teases
    (😜, 🙄) or says it jokes ("jk", "world's best"), keeps its laugh: it is a joke, never stored."""
    if not _SOFT_LAUGH.search(text):
        return text
    out = text
    for span in sentences(text):
        said = span.text
        laughs = list(_SOFT_LAUGH.finditer(said))
        if not laughs or _any(_TEASE, said) or _any(_JOKE, said) or _NAME_LAUGHED_AT.search(said):
            continue
        unlaughed = _SOFT_LAUGH.sub(" ", said)
        if never_stored(unlaughed) in SENTENCE_WIDE - {"joke"}:
            continue  # a hypothetical, a quotation…: refused for what it says, laugh or not
        if any(_COMEBACK.match(said, m.end()) for m in laughs) or not regex.search(r"\w", said[: laughs[0].start()]):
            continue  # "lol but my wife Elsa is a Disney princess", "haha I'll be the boss": what follows goes on with the joke
        if len(regex.findall(r"\w+", unlaughed)) < 4:
            continue  # "33 lol", "Probably pad thai lol", "lol no": a laughed short answer may be a dodge
        cuts = [_laugh_cut(said, m) for m in laughs]
        if None in cuts:
            continue
        kept = said
        for a, b in filter(None, cuts):
            kept = kept[:a] + " " * (b - a) + kept[b:]
        if _any(_LAUGHED_AT, kept):
            continue  # "I'm basically a genius lol": what stays is what is laughed at
        out = out[: span.start] + kept + out[span.start + len(said):]
    return out


# Kinds that taint a whole sentence; the others are judged clause by clause.
SENTENCE_WIDE = frozenset({"upstream_request", "roleplay", "unlawful", "joke", "delegated", "hypothetical", "quoted", "conditional", "instruction"})


def message_text(message: object) -> str:
    """The content of a message given as a dict or an object ("" when missing)."""
    content = message.get("content") if isinstance(message, dict) else getattr(message, "content", None)
    return content if isinstance(content, str) else ""


def message_role(message: object) -> str:
    if isinstance(message, dict):
        return str(message.get("role", ""))
    return str(getattr(message, "role", ""))


def _end_cut(text: str, m: regex.Match, real: bool) -> int:
    """Where real talk starts after an end marker: at a "stop" marker, or at the clause of a "real life" one."""
    if not real:
        return m.start()
    for sentence in sentences(text):
        if sentence.start <= m.start() < sentence.end:
            for clause in clauses(text, sentence):
                if clause.start <= m.start() < clause.end + 1:
                    return clause.start
            return sentence.start
    return m.start()


def _sentence_start(text: str, offset: int) -> int:
    for sentence in sentences(text):
        if sentence.start <= offset < sentence.end:
            return sentence.start
    return offset


def roleplay_ranges(messages: Sequence[object]) -> dict[int, list[tuple[int, int]]]:
    """For each user message touched by a roleplay, the (start, end) offsets that are the game.

    A game runs from the sentence that starts it ("let's play a game", "pretend I'm…") to an end
    marker ("stop the game": the game stops at the marker; "in real life": at the clause that
    carries it), across messages. A game still running at the end of a message gets
    end = len(content) + 1. Text outside the ranges is real talk. Untouched messages are absent.
    """
    ranges: dict[int, list[tuple[int, int]]] = {}
    in_game = False
    for index, message in enumerate(messages):
        if message_role(message) != "user":
            continue
        text = message_text(message)
        events: list[tuple[int, str, regex.Match]] = []
        for m in ROLEPLAY_START.finditer(text):
            events.append((m.start(), "start", m))
        for m in ROLEPLAY_END_STOP.finditer(text):
            events.append((m.start(), "stop", m))
        for m in ROLEPLAY_END_REAL.finditer(text):
            events.append((m.start(), "real", m))
        events.sort(key=lambda e: e[0])
        spans: list[tuple[int, int]] = []
        game_from = 0 if in_game else None
        for _, kind, m in events:
            if kind == "start" and game_from is None:
                game_from = _sentence_start(text, m.start())
            elif kind != "start" and game_from is not None:
                spans.append((game_from, max(game_from, _end_cut(text, m, kind == "real"))))
                game_from = None
        in_game = game_from is not None
        if in_game:
            spans.append((game_from, len(text) + 1))
        if spans:
            ranges[index] = spans
    return ranges


def roleplay_span(messages: Sequence[object]) -> set[int]:
    """Indexes of the user messages inside a roleplay that has not been ended.

    A game starts with "let's play a game", "pretend I'm…", "you're a wizard and I'm an elf",
    "jouons…", and lasts across messages until "stop the game", "ok stop", "in real life",
    "fin du jeu"… A message that ends the game is not in the span: its real part is kept.
    """
    return {
        index
        for index, spans in roleplay_ranges(messages).items()
        if spans[-1][1] > len(message_text(messages[index]))
    }


_never_stored_cached = lru_cache(maxsize=2048)(_never_stored)
