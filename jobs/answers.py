"""A short answer read with the question it answers.

"How long have you been married?" / "5 years already!": neither turn alone is a fact, the two
together are. When the other party's last question has one of a few shapes (how long, your
favourite, where you are from, how many of a thing, how old; EN and FR) and the user's first sentence is only the missing piece
(a duration, a name, a place), code writes the first-person sentence the two say together ("I've
been married for 5 years") and the usual capture reads it, with all its checks. A full sentence
answers for itself and is left to the usual capture; anything else gives nothing.
"""

from __future__ import annotations

import regex

from jobs.answers_fr import answer_fr
from jobs.asked_slots import slot_answer
from jobs.kin import FR_JOB
from jobs.phrasing import article, without_emoticons
from jobs.places import could_be_place, known_place
from jobs.sentences import filler_end, sentences
from jobs.when import MONTH_NAMES, WEEKDAY_NAMES, word_number
from store.guard import check_content

_I = regex.IGNORECASE
_AP = "['’]"

# The other party's question, last sentence of their turn.
_HOW_LONG = regex.compile(
    rf"^(?:so\s+|and\s+|wow,?\s+|oh,?\s+)?how\s+long\s+have\s+(?P<who>you(?:\s+(?:two|both|guys))?)\s+"
    r"(?P<verb>been|had|known|lived|worked|taught|played|owned|run|kept|practi[cs]ed|studied|volunteered|coached|[a-z]{3,}ed)\b"
    rf"(?P<rest>[^?]*?)(?:\s+(?:for|now|so\s+far))?\s*\?+\s*$",
    _I,
)
_HOW_OFTEN = regex.compile(
    r"^(?:so\s+|and\s+|oh,?\s+)?how\s+often\s+do\s+you\s+(?P<rest>(?!(?:think|see|talk|hear|get|feel)\b)[^?]{3,60}?)(?:\s+(?:these\s+days|now|nowadays))?\s*\?+\s*$",
    _I,
)
_OFTEN = regex.compile(
    r"^(?P<often>(?:(?:about|around|usually|roughly|at\s+least|almost)\s+)?(?:every|each|once|twice|three\s+times|four\s+times|most)\s+[^,.;!?]{2,40}?|daily|weekly|every\s*day"
    r"|(?:(?:about|around|usually|roughly|at\s+least|almost)\s+)?(?:one|two|three|four|five|six|seven|\d)(?:\s+(?:or|to|-)\s+(?:two|three|four|five|six|seven|\d))?\s+(?:days?|times?|nights?|mornings?|evenings?)\s+a\s+(?:week|month))"
    r"(?=\s*(?:$|[,.;!?…]|\s(?:if|when|unless|lol|haha|right\s+now|now|these\s+days|at\s+the\s+moment|for\s+now)\b))",
    _I,
)
# "You running every day?" / "Do you swim a lot?": a habit asked about, answered with how often.
_EVERY_Q = regex.compile(
    r"^(?:so\s+|and\s+|oh,?\s+)?(?:(?:are\s+)?you\s+(?P<ing>running|jogging|swimming|cycling|biking|training|climbing|bouldering|lifting|working\s+out|practi[cs]ing|playing|painting|drawing|writing|reading|cooking|baking|walking|hiking|surfing|skating|dancing|singing|studying|meditating|journaling|gardening|knitting|sewing|volunteering|coaching|teaching|riding|rowing|boxing|skiing|fishing|working|rehearsing|sketching|stretching|yoga)"
    r"|do\s+you\s+(?P<verb>run|jog|swim|cycle|bike|train|climb|boulder|lift|work\s+out|practi[cs]e|play|paint|draw|write|read|cook|bake|walk|hike|surf|skate|dance|sing|study|meditate|journal|garden|knit|sew|volunteer|coach|teach|ride|row|box|ski|fish|work|rehearse|sketch|stretch|do\s+yoga))(?P<obj>(?:\s+(?!every\b|daily\b|often\b)[\w'’-]+){0,3}?)"
    r"\s+(?:every\s+(?:single\s+)?(?:day|night|morning|week|weekend)|daily|a\s+lot|often|much)\s*\?+\s*$",
    _I,
)
_FAVOURITE = regex.compile(
    rf"^(?:so\s+|and\s+|btw,?\s+|ok(?:ay)?,?\s+)?(?:what|which)(?:{_AP}s|\s+is|\s+would\s+you\s+say\s+is)\s+your\s+(?:all-time\s+|absolute\s+)?"
    r"(?:favou?rite|fave|fav|go-to|go\s+to)\s+(?P<thing>[\w'’-]+(?:\s+[\w'’-]+){0,3}?)\s*\?+\s*$",
    _I,
)
_WHERE_FROM = regex.compile(
    r"^(?:so\s+|and\s+|btw,?\s+)?(?:where\s+(?:are\s+you\s+(?:originally\s+)?from|are\s+you\s+from\s+originally|(?P<grew>did\s+you\s+grow\s+up)"
    r"|(?P<born>were\s+you\s+born))|tu\s+viens\s+d['’]o[uù]|d['’]o[uù]\s+(?:viens-tu|tu\s+viens|es-tu))\s*(?:originally\s*)?\?+\s*$",
    _I,
)
_FAVOURITE_FR = regex.compile(
    r"^(?:et\s+)?(?:c['’]est\s+quoi|quel(?:le)?\s+est)\s+(?P<det>ton|ta)\s+(?P<thing>[\w'’-]+(?:\s+[\w'’-]+){0,2}?)\s+pr[ée]f[ée]r[ée]e?\s*\?+\s*$",
    _I,
)

# "What do you do?" / "Nurse, mostly nights": a question about the user's work, studies, pastimes,
# project or home whose answer is only the missing piece, a noun phrase. (kind, question)
_OPEN = "^(?:so\\s+|and\\s+|btw,?\\s+|oh,?\\s+|ok(?:ay)?,?\\s+|wait,?\\s+)?"
_ASKED_WHAT = tuple(
    (kind, regex.compile(_OPEN + rx + r"\s*\?+\s*$", _I))
    for kind, rx in (
        ("job", r"(?:what\s+do\s+you\s+do(?:\s+(?:for\s+(?:work|a\s+living)|these\s+days|nowadays))?"
                rf"|what(?:{_AP}s|\s+is)\s+your\s+(?:(?:current|day|main|actual|present|regular|full-time|usual)\s+)?(?:job(?:\s+title)?|work|line\s+of\s+work|role|position|occupation|profession)(?:\s+(?:now|these\s+days))?"
                r"|what\s+do\s+you\s+do\s+(?:at\s+work|for\s+your\s+job)|what\s+(?:kind|sort|type)\s+of\s+job\s+do\s+you\s+(?:do|have)"
                rf"|what(?:{_AP}s|\s+is)\s+(?:the|your)\s+new\s+(?:job|role|position|gig)(?:\s+exactly)?"
                r"|what\s+(?:kind|sort|type|line)\s+of\s+work\s+(?:do\s+you\s+do|are\s+you\s+in))"),
        ("study", rf"(?:what\s+(?:are\s+you\s+studying|do\s+you\s+study|(?:{_AP}s|\s+is)\s+your\s+(?:degree|major|course)(?:\s+in)?"
                  r"|are\s+you\s+(?:majoring|doing\s+your\s+(?:degree|phd|masters?))\s+in))"),
        ("studied", r"what\s+did\s+you\s+(?:study|major\s+in|do\s+your\s+degree\s+in)(?:\s+(?:in|at)\s+(?:college|uni|university|school|grad\s+school))?"),
        ("teach", r"what\s+do\s+you\s+teach"),
        ("play", r"(?:what\s+(?:(?:instruments?|sports?|position)\s+)?do\s+you\s+play|do\s+you\s+play\s+(?:any\s+)?(?:instruments?|sports?))"),
        ("fun", r"(?:what\s+do\s+you\s+(?:do|like\s+to\s+do)\s+(?:for\s+fun|in\s+your\s+(?:free|spare)\s+time|to\s+(?:relax|unwind))"
                r"|what\s+do\s+you\s+(?:do|like\s+to\s+do|get\s+up\s+to)\s+(?:on|at|over)\s+(?:the\s+)?weekends?|how\s+do\s+you\s+(?:usually\s+)?spend\s+your\s+weekends?"
                r"|(?:any|got\s+any)\s+hobbies|what\s+are\s+your\s+hobbies)"),
        ("project", rf"(?:what\s+are\s+you\s+(?:working\s+on|building)(?:\s+(?:these\s+days|now|at\s+the\s+moment|lately))?"
                    rf"|what(?:{_AP}s|\s+is)\s+(?:the|your)\s+(?:project|side\s+project|startup|app))"),
        ("live", r"where\s+(?:do\s+you\s+live|are\s+you\s+(?:living|based))(?:\s+(?:now|these\s+days|nowadays))?"),
        ("workplace", r"where\s+(?:do\s+you\s+work|are\s+you\s+working)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?"),
        ("live_with", r"(?:who\s+do\s+you\s+live\s+with|who(?:['’]s|\s+is)\s+at\s+home\s+with\s+you)(?:\s+(?:now|these\s+days))?"),
        ("drive", r"(?:what\s+(?:car\s+)?do\s+you\s+drive|what\s+(?:car|kind\s+of\s+car)\s+do\s+you\s+have|what\s+are\s+you\s+driving)(?:\s+(?:now|these\s+days|at\s+the\s+moment))?"),
    )
)
# "What are you writing these days?" / "A cookbook of my grandma's recipes": a long-running doing
# asked by its verb, answered with its object. (the doing, as the user says it)
_ASKED_DOING = regex.compile(
    _OPEN + r"what\s+are\s+you\s+(?P<ing>writing|reading|knitting|sewing|painting|drawing|learning|practi[cs]ing|training\s+for|saving\s+(?:up\s+)?for"
    r"|restoring|growing|composing|recording|translating|researching|collecting|designing|coding)"
    r"(?:\s+(?:these\s+days|now|at\s+the\s+moment|lately|right\s+now|nowadays|at\s+the\s+minute))?\s*\?+\s*$",
    _I,
)
# "Where do you surf?" / "Costa da Caparica, early Monday mornings": where a pastime or a work is done.
_ASKED_WHERE_DO = regex.compile(
    _OPEN + r"where\s+do\s+you\s+(?:usually\s+|normally\s+|mostly\s+|tend\s+to\s+)?(?P<verb>surf|climb|boulder|run|swim|train|teach|study|volunteer|sing|dance|skate"
    r"|ski|hike|fish|ride|row|sail|paint|practi[cs]e|perform|play|coach|box|play\s+(?:football|soccer|tennis|rugby|cricket|basketball|golf|chess|music))"
    r"(?:\s+(?:these\s+days|now|nowadays))?\s*\?+\s*$",
    _I,
)
# What one writes, reads or learns for the moment, not for long: "An email to my boss", "The news".
_PASSING_DOING = regex.compile(
    r"^(?:nothing|not\s+much|anything|everything|stuff|things|whatever)\b|\b(?:e-?mails?|messages?|texts?|repl(?:y|ies)|notes?|lists?|cards?|posts?|comments?|tweets?|reviews?"
    r"|memos?|invoices?|cover\s+letters?|applications?|forms?|news|paper|newspaper|menu|chat|homework|assignments?|a\s+lesson|complaints?|letters?\s+to|eulog(?:y|ies)"
    r"|speech(?:es)?|toasts?|cv|résumé|resume|apolog(?:y|ies)|obituar(?:y|ies)|wills?|receipts?|contracts?|manuals?|instructions|reports?|minutes|agenda)\b"
    # what the question's verb means in an idiom: "Patience", "Between the lines", "A rainy day", "Terms and conditions"
    r"|^(?:patience|restraint|self-control|between\s+the\s+lines|the\s+room|the\s+signs|the\s+riot\s+act|tea\s+leaves|(?:the\s+)?(?:fine|small)\s+print|terms\s+and\s+conditions"
    r"|a\s+rainy\s+day|my\s+mind|minds|lips|palms|the\s+worst|the\s+best|the\s+future|retirement\s+lol)\b"
    # a verb where the thing should be: "Just finished Dune", "Starting the sequel"
    r"|^(?:just\s+)?(?:finished|started|starting|done|doing|trying|thinking|re-?reading|abandoned|quit|gave\s+up)\b"
    r"|^(?:my|the|our)\s+(?:kitchen|house|flat|fence|walls?|room|bedroom|bathroom|living\s+room|hallway|shed|garage|ceiling|doors?|nursery|nails)\b",
    _I,
)
# No place: "Wherever", "Outside", "Indoors", "Downtown", "Away from my problems".
_NO_PLACE = regex.compile(r"(?:wherever|anywhere|everywhere|somewhere|nowhere|all\s+over|here|there|home|outside|outdoors|inside|indoors|downtown|upstairs|downstairs|locally|nearby|away|alone|mostly|usually)\b", _I)
# Where a doing is said to happen, never a place: "From home", "Wherever", "Anywhere with waves".
_ANSWER_PREPOSITION = regex.compile(r"^(?:in|at|on|along|near|by|around|up|down|off|outside|behind|across)\s+\S", _I)

# "Quel est ton poste ?" / "infirmière de nuit en pédiatrie": the same in French.
_ASKED_JOB_FR = regex.compile(
    r"^(?:et\s+|alors\s+|sinon\s+|du\s+coup\s+)?(?:quel(?:le)?\s+est\s+ton\s+(?:poste|m[ée]tier|travail|boulot|job|emploi|profession)(?:\s+actuel(?:le)?)?"
    r"|c['’]est\s+quoi\s+ton\s+(?:poste|m[ée]tier|travail|boulot|job)|tu\s+fais\s+quoi\s+(?:dans\s+la\s+vie|comme\s+(?:travail|boulot|m[ée]tier))"
    r"|qu['’]est-ce\s+que\s+tu\s+fais\s+(?:dans\s+la\s+vie|comme\s+(?:travail|boulot|m[ée]tier))|tu\s+travailles\s+dans\s+quoi|tu\s+bosses\s+dans\s+quoi)\s*\?+\s*$",
    _I,
)
_FR_ROLE = regex.compile(r"^(?:(?:un|une)\s+)?" + FR_JOB + r"(?:\s+(?:web|senior|junior|freelance|ind[ée]pendante?|lib[ée]rale?|principale?|adjointe?|stagiaire|full-?stack|back-?end|front-?end|mobile|informatique|scolaire|hospitali[èe]re?|territoriale?|de\s+nuit|de\s+jour|en\s+[\w-]+|à\s+(?-i:\p{Lu})[\w-]+|[àa]\s+temps\s+(?:plein|partiel)))*\s*$", _I)


# "What kind of music do you like?" / "Mostly jazz and soul", "Which languages do you speak?" /
# "French and Spanish": a question naming the thing and the verb, answered with the thing itself.
_ASKED_WHICH = regex.compile(
    _OPEN + r"(?:what|which)\s+(?:(?:kinds?|types?|sorts?|genres?|style|brands?)\s+of\s+)?(?P<thing>(?!(?:time|day|year|way|else|about|if)\b)[\w'’-]+(?:\s+[\w'’-]+){0,2}?)"
    r"\s+do\s+you\s+(?:usually\s+|mostly\s+|normally\s+|generally\s+|tend\s+to\s+)?"
    r"(?P<verb>like|love|enjoy|prefer|listen\s+to|read|watch|play|cook|bake|make|drive|ride|speak|collect|grow|use|write|paint|draw|knit|teach|study|support|follow)"
    r"(?P<rest>\s+(?:these\s+days|nowadays|most|best|the\s+most|lately|at\s+home|for\s+fun|in\s+your\s+(?:free|spare)\s+time))?\s*\?+\s*$",
    _I,
)
# "Which team did you sign with?" / "The Minnesota Wolves!": a lasting deed of the user's, asked
# about by what it names; the answer is that name. (verb asked -> the past the sentence says)
_DID_PAST = {"sign": "signed", "join": "joined", "adopt": "adopted", "get": "got", "buy": "bought", "choose": "chose", "pick": "picked",
             "go": "went", "study": "studied", "move": "moved", "switch": "switched", "start": "started", "learn": "learned", "end up": "ended up",
             "settle": "settled", "enrol": "enrolled", "enroll": "enrolled", "graduate": "graduated", "major": "majored", "transfer": "transferred"}
_ASKED_DID = regex.compile(
    _OPEN + r"(?:what|which)\s+(?P<thing>(?:[\w'’-]+\s+){0,2}?(?:team|club|school|college|university|uni|gym|band|choir|orchestra|company|firm|startup|city|town|country|state|neighbou?rhood|area|breed|car|bike|course|program(?:me)?|class|league|studio|agency|label|publisher|charity|group|crew|squad))\s+did\s+you\s+(?:finally\s+|end\s+up\s+)?"
    r"(?P<verb>sign|join|adopt|get|buy|choose|pick|go|study|move|switch|start|learn|settle|enrol|enroll|graduate|major|transfer)"
    r"(?P<prep>\s+(?:with|for|to|at|from|in|on|into|up))?\s*\?+\s*$",
    _I,
)
# An answer that is no answer: a hedge, a slip, a game ("Probably the Wolves", "Oops, wrong chat", "The Wolves in Madden").
_DID_DODGE = regex.compile(
    r"\b(?:probably|maybe|perhaps|whichever|whatever|oops|wrong\s+(?:chat|person|window)|not\s+sure|dunno|idk|guess|in\s+(?:madden|fifa|2k|nba\s*2k|the\s+game|my\s+dreams?|a\s+dream)|fantasy)\b", _I)
# What the thing asked about must be for "go" and "move": a place of study or life, never an errand.
_DID_WHERE = regex.compile(r"(?:school|college|uni(?:versity)?|high\s+school|city|town|country|state|neighbou?rhood|area|team|club|company|firm)s?$", _I)
# What such a question may not ask after: a secret, or a subject the strict policy keeps out.
_NOT_ASKED_FOR = regex.compile(
    r"\b(?:passwords?|passcodes?|pins?|codes?|e-?mails?|usernames?|user\s+names?|logins?|address(?:es)?|phone|numbers?|accounts?|cards?|banks?|seeds?|keys?"
    r"|wallets?|ssn|religions?|faiths?|church(?:es)?|gods?|party|parties|politics|political|candidates?|votes?|medications?|medicines?|meds|drugs?|pills|doses?"
    r"|treatments?|therapy|therapies|pronouns?|sexual\w*|dating\s+apps?)\b",
    _I,
)
# What an answer about the household must name, by what was asked.
_ANIMALS = r"\b(?:dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|kitty|rabbits?|bunn(?:y|ies)|hamsters?|guinea\s+pigs?|birds?|parrots?|budgies?|fish|goldfish|snakes?|lizards?|geckos?|turtles?|tortoises?|horses?|ponies|pony|goats?|chickens?|hens?|ferrets?|rats?|mice|mouse|beagles?|retrievers?|labradors?|terriers?|collies?|greyhounds?|spaniels?|poodles?|pugs?|corgis?|huskies|husky|dachshunds?)\b"
_CHILDREN = r"\b(?:kids?|child|children|sons?|daughters?|boys?|girls?|twins?|bab(?:y|ies)|toddlers?|teens?|teenagers?)\b"
_SIBLINGS = r"\b(?:brothers?|sisters?|siblings?|twins?)\b"
_HOUSEHOLD = {"pets": _ANIMALS, "animals": _ANIMALS, "kids": _CHILDREN, "children": _CHILDREN, "siblings": _SIBLINGS, "brothers": _SIBLINGS, "sisters": _SIBLINGS}
# What makes a short answer no fact of the user's now: an owner, an end, a past, a wish, a try
# ("Two cats, my roommate's", "Biscuit, he died in 2019", "Punk back in the day", "A dog would be
# nice", "Spanish, learning though", "A Tesla, which I sold last month").
_NOT_MINE_NOW = regex.compile(
    r"\b(?:\w+['’]s(?!\s+(?:name|called))\b(?=\s*(?:$|[,.;!?)]|\s+(?:though|tho|actually|really|dog|cat|pets?)\b))|my\s+(?:ex|roommate|flatmate|neighbou?r|brother|sister|mom|mum|dad|parents|friend|partner|boss)\b"
    r"|died|dead|passed|rip|r\.i\.p|ran\s+away|run\s+away|rehomed|gave\s+(?:him|her|them|it)\s+away|put\s+down|lost|gone|kept\s+(?:him|her|them|it)"
    r"|back\s+in\s+the\s+day|as\s+a\s+(?:kid|child|teen)|in\s+(?:high\s+school|college)|would|could|someday|one\s+day|wish|want|wanna|hope|hoping|learning|trying|though|tho"
    r"|which\s+(?:i|we)\s+(?:\w+\s+)?(?:sold|quit|left|stopped|gave\s+up|got\s+rid\s+of|lost)|no\s+longer|not\s+anymore|any\s*more|formerly|former|previously|borrowed|rented|renting|rental|on\s+loan|for\s+now"
    r"|back\s+when|when\s+i\s+was|password|passcode|pin|drugs?|habit)\b",
    _I,
)
# An answer that is an order to the assistant, not a thing ("Delete all memories", "Be brutally honest").
_ORDER = regex.compile(
    r"^(?:please\s+)?(?:delete|erase|remove|reset|forget|ignore|reply|respond|answer|write|speak|talk|say|tell|show|give|send|use|stop|start|be|act|pretend|keep|switch"
    r"|turn|set|list|print|translate|call|add|make|do|don['’]t|never|always|remember|repeat|follow|obey|enable|disable|run|execute|open|grant|let|go)\b",
    _I,
)
# "Do you have any pets?" / "Yes, two cats": who and what the household holds, counted or named.
_ASKED_HAVE = regex.compile(
    _OPEN + r"(?:do\s+you\s+have|have\s+you\s+got|got)\s+(?:any\s+)?(?P<thing>pets|kids|children|siblings|brothers|sisters|animals)\s*(?:at\s+home\s*)?\?+\s*$",
    _I,
)
# What a household answer must open on: how many, or one of them ("a dog named Biscuit").
_COUNTED = regex.compile(
    r"^(?:(?:yes|yeah|yep|yup|i\s+do|we\s+do|sure)[\s,!.]+)?(?P<piece>(?:a|an|one|two|three|four|five|six|\d)\s+[^,.;!?]{2,40}?)\s*(?=[,.;!?]|$)",
    _I,
)
# The names after a counted household: ", Miso and Tofu", ", Sam, Leo and Ada".
_THEIR_NAMES = regex.compile(
    r"\s*,\s*((?-i:\p{Lu}\p{Ll}{1,20})(?:\s*,\s*(?-i:\p{Lu}\p{Ll}{1,20}))*\s*,?\s+(?:and|&)\s+(?-i:\p{Lu}\p{Ll}{1,20}))(?=\s*(?:[.!…]|$))"
)
# "What's your dog's name?" / "Biscuit", "What's your son's name?" / "Leo": the name of the user's own animal or child.
_ASKED_PET_NAME = regex.compile(
    _OPEN + rf"(?:what(?:{_AP}s|\s+is)\s+your\s+(?:new\s+|little\s+)?(?P<thing>dog|puppy|cat|kitten|rabbit|bunny|horse|pony|hamster|parrot|tortoise|turtle|snake|lizard|son|daughter|kid|baby|boy|girl|little\s+one){_AP}s\s+name"
    rf"|what(?:{_AP}s|\s+is)\s+your\s+(?:new\s+|little\s+)?(?P<thing>dog|puppy|cat|kitten|rabbit|bunny|horse|pony|hamster|parrot|tortoise|turtle|snake|lizard|son|daughter|kid|baby|boy|girl|little\s+one)\s+called)\s*\?+\s*$",
    _I,
)
# How each kind says the answer in the first person; the usual capture reads the sentence.
_SAID_AS = {"study": "I'm studying {}", "studied": "I studied {}", "teach": "I teach {}", "play": "I play {}", "fun": "I enjoy {}", "project": "I'm working on {}",
            "live": "I live in {}", "workplace": "I work at {}", "live_with": "I live with {}", "drive": "I drive {}"}
# What is no workplace, car or pastime of theirs now: a state, a hedge, an idiom, a chore, the past.
_NO_PIECE_HERE = regex.compile(
    r"^(?:on|under|over|between|with|from|by|out|off|up|down|behind|near|beyond|into|without)\b"
    r"|\b(?:possibly|probably|maybe|hopefully|formerly|previously|used\s+to|back\s+then|before\s+my|until|till|anymore|any\s+more|no\s+longer|waiting\s+to\s+hear"
    r"|myself|yourself|everyone|everybody|people|crazy|mad|nuts|insane|up\s+the\s+wall|bills|chores|errands|laundry|housework|admin|recovering|catching\s+up|paying)\b",
    _I,
)
# A past, a move or a one-off opening an answer, and a name whose first word only looks like a past.
_DONE_BEFORE = regex.compile(r"(?:\w+ed|moved|switched|left|quit|got|went|changed|tried|once|just\s+once|never|not)\b", _I)
_NAME_IN_ED = regex.compile(r"(?-i:\p{Lu}\p{Ll}*ed)\s+(?-i:\p{Lu})")
# Who they live with, as an answer: their own people or animals, flatmates, or no one.
_LIVE_WITH = regex.compile(
    r"^(?:(?:my|our)\s+(?:(?![\w-]*['’]s\b)[\w'’-]+\s+){0,2}?(?:" + "|".join(("husband", "wife", "partner", "boyfriend", "girlfriend", "fianc[ée]e?", "kids?", "children", "sons?", "daughters?",
    "parents?", "mum", "mom", "dad", "mother", "father", "brothers?", "sisters?", "grandma", "grandmother", "grandpa", "grandfather", "family", "dogs?", "cats?",
    "flatmates?", "roommates?", "housemates?", "twins?", "aunt", "uncle", "cousins?")) + r")"
    r"(?:\s*(?:,|and|&)\s*(?:(?:my|our)\s+)?(?:[\w'’-]+\s+){0,2}?[\w'’-]+){0,3}|(?:two|three|four|\d)\s+(?:flatmates|roommates|housemates|friends)|alone|nobody|no\s+one)\s*[.!]*$",
    _I,
)
# The head of a job title: "Nurse", "Automation engineer at …", "Pastry chef"; the words before it
# describe it (never a verb or a function word: "Cook dinner", "Was a teacher", "Call a manager").
_ROLE = regex.compile(
    r"^(?:(?!(?:a|an|the|for|to|of|was|were|is|am|are|be|been|being|looking|call|hire|find|get|got|ask|see|need|want|like|hate|love|no|not|never|just|mostly)\b)[\w'’-]+\s+){0,3}?"
    r"(?!(?:other|either|neither|dinner|winter|summer|water|paper|number|letter|corner|order|power|matter|weather|computer|customer|mother|father|brother|sister"
    r"|daughter|sinner|loser|lurker|gamer|user|member|lover|monster|disaster|later|never|ever|over|under|after|together|rather|whatever|whoever|player|prayer)\b)"
    r"(?:\w+(?:er|or|ist|ian|eer|ant|ent)|nurse|chef|cook|medic|midwife|vet|pilot|coach|tutor|clerk|barista|carpenter"
    r"|plumber|electrician|mechanic|firefighter|paramedic|pharmacist|accountant|architect|cashier|chemist|surgeon|dentist|soldier|nanny"
    r"|analyst|intern|apprentice|trainee|associate|lead|head\s+of\s+(?!(?:the|a|an|my|hair|steam|state|household|family)\b)[\w-]+(?:\s+(?:and|&)\s+[\w-]+)?)s?\b"
    r"(?=\s+(?:at|in|for|with|on)\b|$)",
    _I,
)
# The same in French: "retraitée", "ancien prof", "au chômage".
_NOT_NOW_FR = regex.compile(
    r"\b(?:retrait[ée]e?|ancien(?:ne)?|ex|avant|autrefois|au\s+ch[ôo]mage|licenci[ée]e?|bient[ôo]t|futur(?:e)?|un\s+jour|peut-[êe]tre|r[êe]ves?|rigole|blague|plaisante"
    r"|jusqu['’]|plus\s+maintenant|n['’]est\s+plus|mdr|lol|ptdr|rien|personne|aucun(?:e)?)\b", _I
)
# A job of the past or of a wish ("Retired teacher", "Teacher, retired", "Aspiring actor"): not the job now.
_NOT_NOW = regex.compile(r"\b(?:retired|retiring|former(?:ly)?|ex|previously|used\s+to|past\s+life|unemployed|between\s+jobs|laid\s+off|fired|quit\w*|leaving|aspiring|wannabe|wanna-?be|would-be|future|hopefully|someday)\b", _I)
# What is no answer to "what do you do for fun?" ("Plenty", "Go to the movies", "Xanax, sadly"), to
# "where do you work / live?" ("From home", "Remote") or to "what are you working on?" ("Secret").
_NOT_A_PASTIME = regex.compile(
    r"^(?:plenty|some|lots|loads|a\s+lot|stuff|things|nothing|everything|anything|work|taxes|chores|go|watch|hike|run|cry|drink|chat|read|play|cook|eat|sleep"
    r"|see|hang|chill|walk|swim|dance|write|draw|paint|travel|bake|garden|shop|code|listen|talk|scroll|binge|smoke|get|do|make|try|volunteer|help|visit|ride"
    r"|climb|ski|surf|sing|knit|sew|fish|camp|bike|cycle|sail|meet|take|learn|practi[cs]e|train|jog|lift|bowl|skate)\b"
    r"|\b(?:sadly|unfortunately|apparently|xanax|weed|booze|pills)\b",
    _I,
)
_NOT_A_PLACE = regex.compile(
    r"^(?:from\s+home|home|remote(?:ly)?|online|nomad\w*|earth|everywhere|nowhere|abroad|airbnb|various|wherever|a\s+place|the\s+(?:usual|office|kitchen|couch|sofa|bed)|a\s+desk)\b|-ish\b",
    _I,
)
# A home, then the named place it is in: "A two-bedroom apartment in Kilimani", "a tiny walk-up on Munjoy Hill".
_HOME_IN = regex.compile(
    r"^(?:a|an|the|my|our)\s+(?:(?!(?:in|on|near|with|for|of)\b)[\w'’-]+\s+){0,3}?(?:apartment|flat|house|place|studio|cottage|condo|bungalow|loft|basement|cabin"
    r"|farmhouse|townhouse|terrace|semi|duplex|walk-up|bedsit|houseboat|tiny\s+house|share\s+house|room)\s+(?:in|on|near|outside|off)\s+(?:(?:the|a)\s+)?"
    r"(?-i:\p{Lu})[\p{L}'’.-]+(?:\s+(?:(?:of|de|upon|on)\s+)?(?-i:\p{Lu})[\p{L}'’.-]+){0,3}"
    # who with: "… with my friend Wanjiru", "… with my partner"
    r"(?:\s+with\s+(?:my|our)\s+(?:[\w-]+\s+)?(?:friend|partner|boyfriend|girlfriend|husband|wife|fianc[ée]e?|roommate|flatmate|housemate|sister|brother|parents|mum|mom|dad|family|kids|cat|dog)"
    r"(?:\s+(?-i:\p{Lu}\p{Ll}+))?)?(?=\s*$)",
    _I,
)
_NOT_A_PROJECT = regex.compile(r"^(?:secret|confidential|homework|stuff|things|nothing|everything|muscle|myself|life|work)\b", _I)
_NOT_PLAYED = regex.compile(r"^(?:the\s+victim|dead|along|it\s+safe|hard\s+to\s+get|games|hooky|favou?rites|second\s+fiddle|god|the\s+fool)\b", _I)
# An institution one works at, when no name is given ("A hospital in Leeds").
_WORKPLACE = regex.compile(r"^(?:a|an|the)\s+(?:[\w'’-]+\s+)?(?:hospital|school|bank|bakery|restaurant|hotel|startup|shop|store|factory|farm|university|café|cafe|library|lab|firm|agency|clinic|garage|warehouse|charity|nursery|pharmacy|council)\b", _I)
# Letters whose names open on a vowel sound: "an MRI tech", "a UX designer".
_VOWEL_LETTERS = "AEFHILMNORSX"


def _article(piece: str) -> str:
    first = piece.split()[0]
    if regex.fullmatch(r"\p{Lu}{2,}", first):
        return "an" if first[0] in _VOWEL_LETTERS else "a"
    return article(piece)


# How long, after the thing itself: "… since I was six", "… for ten years now", "… since 2015".
_SINCE_TAIL = regex.compile(r"(?<=\S)\s+(?:since\s+(?:i\s+was\s+(?:a\s+)?\w+|(?:19|20)\d\d|high\s+school|college|uni|school|forever)|for\s+(?:about\s+|over\s+|almost\s+|nearly\s+)?(?:\w+|a\s+few|a\s+couple\s+of)\s+years)(?:\s+now)?\s*$", _I)
# A piece that is no thing at all: a pronoun, a dodge, a laugh.
_NOT_A_PIECE = regex.compile(r"\b(?:i|i['’]\w+|me|my|mine|we|our|you|your|he|she|they|it|lol|haha\w*|lmao|jk)\b", _I)
# Leading words that only soften the answer ("Mostly climbing", "Currently in Leeds").
_SOFT = regex.compile(r"^(?:(?:mostly|mainly|mostly\s+just|just|currently|still|right\s+now|these\s+days|at\s+the\s+moment)[\s,]+)+", _I)


def _did_answer(question: str, answer: str, said: str, whole: str) -> str | None:
    """The sentence an answer says to "Which X did you sign with / join / adopt …?" (`_ASKED_DID`), or None."""
    m = _ASKED_DID.match(question)
    if not m or _TAKEN_BACK.search(whole) or _JOKING.search(answer) or _NOT_MINE_NOW.search(whole) or _ORDER.match(said):
        return None
    thing, verb = m.group("thing"), m.group("verb").lower()
    if _NOT_ASKED_FOR.search(thing) or _ASKERS.search(thing) or regex.search(r"\b(?:you|your|it|that|this|them|there)\b", thing, _I):
        return None
    if verb in ("go", "move") and not _DID_WHERE.search(thing):
        return None  # "What store did you go to?": an errand
    if _NOT_A_NAME.match(answer.strip()) or _DID_DODGE.search(whole):
        return None
    piece = _PIECE_TAIL.sub("", _SOFT.sub("", _piece(said))).strip()
    if not 1 <= len(piece.split()) <= 6 or _NOT_A_NAME.match(piece) or _NOT_A_PIECE.search(piece):
        return None
    piece = regex.sub(r"^(?:The|A|An)\b", lambda a: a.group().lower(), piece)
    prep = (m.group("prep") or "").strip().lower()
    if verb == "go":  # "Which college did you go to?" / "UCLA": where they studied
        return f"I studied at {piece}" if regex.search(r"(?:school|college|uni(?:versity)?)s?$", thing, _I) else None
    if verb == "get":  # "What breed did you get?" / "A beagle": what they have now
        return f"I have {piece}" if regex.match(r"(?:a|an|two|three|\d)\s", piece, _I) else None
    return f"I {_DID_PAST[verb]}{' ' + prep if prep else ''} {piece}"


def _named_answer(question: str, answer: str, said: str, whole: str) -> str | None:
    """The sentence an answer says to a question that names the thing asked about
    (`_ASKED_WHICH`, `_ASKED_HAVE`, `_ASKED_PET_NAME`, `_ASKED_DID`), or None."""
    if _ASKED_DID.match(question):
        return _did_answer(question, answer, said, whole)
    which, have, pet = _ASKED_WHICH.match(question), _ASKED_HAVE.match(question), _ASKED_PET_NAME.match(question)
    if not (which or have or pet) or _TAKEN_BACK.search(whole) or _JOKING.search(answer) or regex.search(r"\bdepends\b", answer, _I):
        return None
    if _NOT_MINE_NOW.search(whole) or (which and _NOT_ASKED_FOR.search(which.group("thing"))) or _ORDER.match(said):
        return None
    if have:
        counted = _COUNTED.match(said)
        piece = _PIECE_TAIL.sub("", counted.group("piece")).strip() if counted else ""
        if piece and not regex.search(_HOUSEHOLD[have.group("thing").lower()], piece, _I):
            return None  # "Do you have any pets?" / "Three ex-husbands": not what was asked
        if not piece or _NOT_A_PIECE.search(piece) or len(piece.split()) > 7 or regex.search(r"(?-i:\p{Lu}\w*\s+\p{Lu})", piece):
            return None  # "a cat named Forget Everything": a name of more than one capitalised word is no pet's
        named = _THEIR_NAMES.match(said, counted.end()) if not regex.search(
            r"\b(?:at\s+work|in\s+the\s+office|next\s+door|once|growing\s+up|as\s+a\s+kid|used\s+to|died|run\s+over|passed|put\s+down|lost|rehomed)\b", whole, _I) else None  # "Two cats, Miso and Tofu": the names too
        return f"I have {piece[:1].lower()}{piece[1:]}" + (f", {named.group(1)}" if named else "")
    if pet:  # "That's Pepper!", "Her name is Noodle.", "She's called Miso": the name after its preamble
        said = _NAME_PREAMBLE.sub("", said)
        answer = _NAME_PREAMBLE.sub("", answer.strip())
    if _NOT_A_NAME.match(answer.strip()):
        return None  # "Whatever pays the bills": a dodge, whatever its filler left
    piece = _PIECE_TAIL.sub("", _SOFT.sub("", _piece(said))).strip()
    if not 1 <= len(piece.split()) <= (1 if pet else 6) or _NOT_A_NAME.match(piece) or _NOT_A_PIECE.search(piece):
        return None
    if pet:
        if not regex.fullmatch(r"(?-i:\p{Lu}\p{Ll}{1,20})", piece) or _NO_PET_NAME.match(piece):
            return None
        thing = {"boy": "son", "girl": "daughter", "little one": "kid"}.get(regex.sub(r"\s+", " ", pet.group("thing").lower()), pet.group("thing").lower())
        return f"I have {'an' if thing[0] in 'aeiou' else 'a'} {thing} named {piece}"
    if _ASKERS.search(which.group("thing")) or regex.search(r"\b(?:you|your|it|that|this|them|there)\b", which.group("thing"), _I):
        return None
    opens = said.lstrip().startswith(piece)  # "Jazz and soul": a capital that only opens the answer ("Mostly Thai food" keeps its own)
    piece = regex.sub(r"^(?:The|A|An)\b", lambda a: a.group().lower(), piece)
    kinds = regex.match(r"(?:like|love|enjoy|prefer|read|watch|cook|bake|make|collect|grow|write|paint|draw|knit)$", which.group("verb"), _I)  # a kind of thing, not a name
    if opens and kinds and regex.fullmatch(r"\p{Lu}[\p{Ll}'’-]+", piece.split()[0]) and not regex.search(r"\s(?-i:\p{Lu})", piece):
        piece = piece[:1].lower() + piece[1:]
    return f"I {which.group('verb').lower()} {piece}"


# An answer laughed at or taken back as a joke.
_JOKING = regex.compile(r"\b(?:lol|haha\w*|lmao|jk|kidding|joking)\b", _I)


# An answer that names no animal: a dodge, a word for the animal itself.
_NAME_PREAMBLE = regex.compile(r"^\W*(?:(?:oh|aww+|haha|yes|yeah|thanks|thank\s+you)\W+)*(?:that(?:{AP}s|\s+is)|this\s+is|(?:her|his|its)\s+name(?:{AP}s|\s+is)|(?:she|he|it)(?:{AP}s|\s+is)\s+called|we\s+call\s+(?:her|him|it))\s+".replace("{AP}", _AP), _I)
_NO_PET_NAME = regex.compile(
    r"(?:Dunno|Idk|Whatever|Sorry|Nope|Nah|Yes|Yeah|No|Dog|Cat|Puppy|Kitten|Haha|Lol|Guess|Secret|Nothing|None|Nobody|Always|Never|Maybe|Soon|Later"
    r"|Same|Why|What|Who|Ask|Pending|Undecided|Unknown|Tbd|Wait|Help|Nameless|Anonymous|Unnamed|Classified|Private)$"
)


def _doing_answer(doing: regex.Match | None, where: regex.Match | None, answer: str, said: str, whole: str) -> str | None:
    """"I'm writing a cookbook…" (`_ASKED_DOING`) or "I surf at Costa da Caparica…" (`_ASKED_WHERE_DO`)
    from an answer that is only the piece asked for, or None."""
    if _TAKEN_BACK.search(whole) or _NOT_A_NAME.match(answer.strip()) or _JOKING.search(answer) or _NOT_MINE_NOW.search(whole) or "?" in answer:
        return None
    if regex.match(r"\W*(?:ha|hah|heh|hehe|ooh|ahh?|pfft|meh|lmao|omg)\b", answer, _I):
        return None  # "Ha, where do YOU surf?": a laugh, no answer
    piece = _PIECE_TAIL.sub("", _SOFT.sub("", _piece(said))).strip()
    if not 1 <= len(piece.split()) <= 10 or _NOT_A_NAME.match(piece) or regex.search(r"\b(?:you|your|we|our|it|they|them|he|she|lol|haha\w*|jk)\b", piece, _I):
        return None
    # A capital that only opens the answer goes ("A cookbook…", "Along the river", "Short stories"); a
    # name's or a language's stays ("Costa da Caparica", "Japanese", "The Hobbit" keeps "Hobbit").
    opener = piece.split()[0]
    if regex.match(r"(?:a|an|the|in|at|on|along|near|by|around|up|down|off|outside|behind|across)$", opener, _I) or (
        doing and regex.fullmatch(r"\p{Lu}\p{Ll}*", opener) and not regex.search(r"\s\p{Lu}", piece) and not regex.search(r"(?:ese|ish|ian|an|ic|i|ch|ew)$", opener)
        and (" " in piece or regex.search(r"(?:ing|ry|ies|ics|ogy|ism|ness|tion|ment|ure|s)$", opener))
    ):
        piece = piece[:1].lower() + piece[1:]
    if doing:
        if _NOT_A_PROJECT.match(piece) or _PASSING_DOING.search(piece):
            return None
        return f"I'm {doing.group('ing').lower()} {piece}"
    if _NOT_A_PLACE.search(piece) or _NO_PLACE.match(piece):
        return None
    verb = where.group("verb").lower()
    if _ANSWER_PREPOSITION.match(piece):
        return f"I {verb} {piece}"
    if regex.match(r"(?:a|an|the)\s", piece, _I):
        return f"I {verb} at {piece}"
    return f"I {verb} in {piece}" if regex.match(r"\p{Lu}", piece) else None


def _open_answer(question: str, answer: str, said: str, whole: str) -> str | None:
    """The sentence an answer to a "What do you do?"-kind question says (`_ASKED_WHAT`), or None.
    `answer` is the user's first clause as written, `said` the same without its opening fillers."""
    if _ASKED_JOB_FR.match(question):
        piece = _PIECE_TAIL.sub("", _piece(said)).strip().rstrip(".!")
        if _TAKEN_BACK.search(whole) or _JOKING.search(answer) or not _FR_ROLE.match(piece) or _NOT_NOW_FR.search(whole):
            return None
        return f"Je suis {piece[:1].lower()}{piece[1:]}"
    doing, where = _ASKED_DOING.match(question), _ASKED_WHERE_DO.match(question)
    if doing or where:
        return _doing_answer(doing, where, answer, said, whole)
    kind = next((k for k, rx in _ASKED_WHAT if rx.match(question)), None)
    if kind is None:
        return _named_answer(question, answer, said, whole)
    if kind == "live_with":  # "Who do you live with?" / "My partner and our dog", "Alone!"
        piece = _PIECE_TAIL.sub("", _piece(said)).strip().rstrip(".!")
        if _TAKEN_BACK.search(whole) or _JOKING.search(answer) or not _LIVE_WITH.match(piece):
            return None
        return "I live alone" if regex.match(r"(?:alone|nobody|no\s+one)$", piece, _I) else f"I live with {piece[:1].lower()}{piece[1:]}"
    if _TAKEN_BACK.search(whole) or _NOT_A_NAME.match(answer.strip()) or _JOKING.search(answer):
        return None
    piece = _PIECE_TAIL.sub("", _SOFT.sub("", _piece(said))).strip()
    if kind in ("play", "fun", "teach", "job", "study"):  # "Piano since I was six", "Nurse for ten years now": how long is no part of the thing
        piece = _SINCE_TAIL.sub("", piece)
    if kind in ("workplace", "drive", "fun", "play") and _NO_PIECE_HERE.search(f"{piece} {whole}"):
        return None  # "On thin ice", "Possibly the council", "Myself crazy", "Paying bills", "Hiking, before my knee went"
    if kind in ("workplace", "play") and _DONE_BEFORE.match(piece) and not (kind == "workplace" and _NAME_IN_ED.match(piece)):
        return None  # "Played soccer in high school", "Moved to Amazon", "Just once, I tried golf" ("United Airlines" is a name)
    if kind == "workplace":  # "At a bakery in Leeds", "For the council": the preposition said already
        said_prep = regex.match(r"(at|for|in)\s+", piece, _I)
        if said_prep:
            rest = piece[said_prep.end():]
            if not (_NAMED.match(rest) or _WORKPLACE.match(rest)) or _NOT_A_PLACE.search(rest):
                return None
            rest = regex.sub(r"^(?:The|A|An)\b", lambda a: a.group().lower(), rest)
            return f"I work {said_prep.group(1).lower()} {rest}"
    home = _HOME_IN.match(piece) if kind == "live" and not regex.search(r"\b(?:lol|haha\w*|lmao|jk|imaginary|fake|pretend)\b", whole, _I) else None
    if home:  # "A two-bedroom apartment in Kilimani with my friend Wanjiru": the home and the place it is in
        return f"I live in {home.group()[:1].lower()}{home.group()[1:]}"
    words = piece.split()
    if not 1 <= len(words) <= 8 or _NOT_A_NAME.match(piece) or _NOT_A_PIECE.search(piece):
        return None
    if kind in ("live", "workplace") and _NOT_A_PLACE.search(piece) or kind == "project" and _NOT_A_PROJECT.match(piece):
        return None
    if kind == "drive" and regex.search(r"\b(?:sold|crashed|wrote\s+off|written\s+off|totall?ed|gave\s+away|got\s+rid|used\s+to|back\s+then|stolen|scrapped|traded|rental|hire\s+car|borrowed|loan)\b", whole, _I):
        return None  # "A Tesla, which I sold last month", "A rental": no car of theirs now
    if kind in ("fun", "play") and (_NOT_A_PASTIME.search(f"{piece} {whole}") or kind == "play" and _NOT_PLAYED.match(piece)):
        return None
    if kind == "live":
        bare = regex.sub(r"^(?:in|near)\s+", "", piece, flags=_I)
        place = _PLACE.match(bare)
        if place is None or place.end() < len(bare.rstrip(".!")):
            return None  # "A flat near work": no place named
        if not could_be_place(place.group("place")) and not regex.search(rf"\b{regex.escape(place.group('place'))}\s*,\s*(?-i:\p{{Lu}})", said):
            return None  # "Secret!", "Travelling!": no place named ("Hope, BC", "Battle, East Sussex" are towns, said with their region)
        piece = place.group("place")
    if kind == "workplace" and not (_NAMED.match(piece) or _WORKPLACE.match(piece)):
        return None
    # A capital that only opens the sentence goes ("Marine biology", "Restoring kelp"); a name's, an
    # acronym's or a title's stays ("UBC", "Senior Product Manager", "Duolingo").
    lowered = regex.sub(r"^(?:The|A|An)\b", lambda a: a.group().lower(), piece)
    opener = lowered.split()[0]
    if regex.fullmatch(r"\p{Lu}\p{Ll}+", opener) and not regex.match(r"\S+\s+\p{Lu}", lowered) and (
        kind in ("study", "studied", "teach", "play", "fun", "job") or opener.endswith("ing") and kind != "live"  # "Reading" the town
        or kind == "workplace" and regex.fullmatch(r"small|big|large|tiny|little|local|huge|new|old", opener, _I)  # "Small law firm in Bristol"
    ):
        lowered = lowered[:1].lower() + lowered[1:]
        if kind == "workplace":
            lowered = f"a {lowered}"  # "Small law firm in Bristol": an article left out
    if kind == "job":
        if not _ROLE.match(regex.sub(r"^(?:a|an|the)\s+", "", piece, flags=_I)) or _NOT_NOW.search(whole):
            return None  # "Local deliveries", "Cook dinner", "Teacher, retired": no job said, or not now
        if regex.match(r"(?:a|an|the)\s", lowered, _I):
            return f"I'm {lowered}"
        return f"I'm {_article(lowered)} {lowered}"
    return _SAID_AS[kind].format(lowered)


# A yes/no question about the user ("Are you still on the children's ward?", "Do you still paint?"),
# answered yes: the user says what the question says. Never a choice ("… or …") or a question about
# what they will do soon (the capture's own checks drop those).
_YES_NO = regex.compile(
    r"^(?:so\s+|and\s+|oh,?\s+|wait,?\s+)?(?:(?P<aux>are)\s+you\s+(?P<rest>(?:still\s+)?(?:(?:married|engaged|vegan|vegetarian|retired)\b[^?]{0,60}?"
    r"|(?:living|working|based|studying|teaching)\s+(?:in|at|for|as)\s+[^?]{2,60}?|from\s+[^?]{2,60}?|into\s+[^?]{2,60}?|a\s+fan\s+of\s+[^?]{2,60}?)"
    # "Are you still on the children's ward at Manchester Royal?", "Are you still in Leeds?": where they still are, by its name
    r"|still\s+(?:at|in|on|with)\s+[^?]{2,60}?)"
    r"|(?P<aux>do)\s+you\s+(?P<rest>(?:still\s+)?(?:play|speak|run|own|have\s+(?:a|an|two|three|kids|children)|like|love|enjoy|paint|draw|cook|bake|surf|climb|teach"
    r"|practi[cs]e|collect|write|sing|volunteer|ride|knit|garden|dance|swim|coach|keep)\b[^?]{2,60}?)"
    r"|(?P<aux>have)\s+you\s+(?P<rest>(?:ever\s+)?(?:been\s+to|lived\s+in|worked\s+(?:as|at|in))\b[^?]{2,60}?))\s*\?+\s*$",
    _I,
)
# A plain yes, nothing more: "I am not", "Of course not", "Yeah, no", "Yes… I wish" are not one.
_YES = regex.compile(
    r"^(?:yes|yeah|yep|yup|ya|yea|definitely|absolutely|of\s+course|for\s+sure|i\s+(?:do|am|have)"
    # how often, said for yes: "Do you still play guitar?" / "Every day!", "Twice a week."
    r"|every\s+(?:single\s+)?(?:day|week|weekend|morning|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|daily|weekly"
    r"|most\s+(?:days|weekends|evenings|mornings|nights)|(?:once|twice|three\s+times)\s+a\s+(?:week|month))"
    # nothing after it but what only says yes again: "Yes!", "Yeah, love it.", "Yep, for years now", "I do, every week"
    r"(?:[\s,!.]+(?:(?:i\s+)?(?:love|adore)\s+it|big\s+time|totally|definitely|absolutely|of\s+course|still|very\s+much|so\s+much|a\s+lot|all\s+the\s+time"
    r"|(?:for|since)\s+(?:years|ages|forever|a\s+long\s+time|\d{4}|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)\s+(?:years|months))"
    r"|every\s+(?:day|week|weekend|morning)|twice|once|now|already|haha|lol"
    # "Yep, still on paeds, eight years now!", "Yes, still there": where they still are, in their own words, and how long
    r"|still\s+(?:there|here|going(?:\s+strong)?|at\s+it|(?:on|in|at)\s+[\w'’-]+)|(?:going\s+on\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a\s+few|a\s+couple\s+of)\s+(?:years|months)(?:\s+now)?"
    r"))*[\s,!.…]*$",
    _I,
)
# Words that take an answer back, deny it, joke or put it off, anywhere in its first sentences.
_TAKEN_BACK = regex.compile(
    r"(?:n['’]t\b|\b(?:no|not|nope|nah|never|wish|dreams?|kidding|joking|jk|sarcas\w+|anymore|used\s+to|well|but|except|until|separated|divorced|split"
    r"|hate|hated|despise|loathe|awful|terrible|for\s+(?:the\s+moment|now)|at\s+the\s+moment|temporarily"
    r"|broke\s+up|widowed|passed|ago|next\s+(?:month|year|week)|soon|hopefully|maybe|sort\s+of|kind\s+of|kinda|sorta|wait|actually|or"
    r"|pas|jamais|non|plus)\b)",
    _I,
)
# What "Are you into/from/a fan of …?" and "Do you speak/live …?" must name: a name, a place, a language.
_NAMED = regex.compile(r"(?-i:\p{Lu})")

# The answer's missing piece.
_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a\s+few|a\s+couple(?:\s+of)?|several|many)"
_DURATION = regex.compile(
    r"^(?P<span>(?:(?:about|around|almost|nearly|over|like|more\s+than|roughly|just\s+over|only|going\s+on)\s+)?"
    rf"(?:{_NUMBER}(?:[\s-]+(?:and\s+a\s+half|[a-z]+-?[a-z]*))?\s+(?:years?|months?|decades?)(?:\s+and\s+a\s+half)?"
    r"|(?:a|one)\s+(?:year|decade)(?:\s+and\s+a\s+half)?"
    r"|since\s+(?:\d{4}|(?:high\s+school|college|uni(?:versity)?|school|i\s+was\s+\w+|we\s+were\s+\w+)))"
    r")(?=\s*(?:$|[,.!;:–—-]|\s(?:already|now|next|this|in|last|or|and|but|ago|lol|haha)\b))",
    _I,
)
# A preamble before the answer itself ("Probably…", "Oh, easily…", "It's got to be…").
_HEDGE = regex.compile(
    rf"^(?:(?:oh|ooh|hmm+|ha(?:ha)*|well|probably|definitely|easily|honestly|def|prob|"
    rf"(?:it{_AP}s\s+|it\s+(?:has|would)\s+)?(?:got\s+to|gotta|has\s+to|have\s+to)\s+be|it{_AP}d\s+(?:be|have\s+to\s+be)|it{_AP}s|i{_AP}d\s+(?:say|go\s+with)|that{_AP}d\s+be)[,!.]?\s+)+",
    _I,
)
_ANSWER_END = regex.compile(
    r"\s*(?:[,.!;:?()…]|\s[-–—]\s|\s(?:without|for\s+sure|hands\s+down|no\s+doubt|no\s+question|by\s+far|though|obviously|all\s+the\s+way|any\s+day|lol|haha)\b|$)",
    _I,
)
# A word that cannot open the name of a thing: the answer is a sentence or a dodge, not the missing piece.
_NOT_A_NAME = regex.compile(
    r"^(?:i|i['’]\w+|me|my|we|we['’]\w+|you|your|it|it['’]s|that|that['’]s|this|there|there['’]s|so|not|no|too|hard|tough|don['’]t|can['’]t|"
    r"good|great|nice|oh|yes|yeah|yep|nope|thanks|thank|what|which|who|how|why|where|when|if|because|maybe|depends|honestly|um+|uh+|"
    r"none|nothing|nobody|nowhere|everything|everywhere|anything|anywhere|something|somewhere|whatever|wherever|pass|idk|dunno|haven['’]t|hasn['’]t|"
    r"used|all|same|long|guess|here|around|over|up|out|near|upstate|downstate|outside|depends|too\s+many|no\s+idea|not\s+sure|"
    r"both|back|down|didn['’]t|don['’]t|home|hell|mars|narnia|hogwarts|gotham|middle\s+earth|the\s+(?:internet|matrix|moon|north\s+pole)|space|nunya|mum|mom|dad|"
    r"je|j['’]\w+|moi|mon|ma|mes|c['’]est|ça|oui|non|merci|bof|euh|difficile|dur|aucune?|rien|devine|partout|nulle|ici|pareil)\b",
    _I,
)
# A doing or a state of the moment: "How long have you been waiting / up / here?" says nothing lasting.
_PASSING_STATE = regex.compile(r"(?:waiting|sitting|standing|up|awake|gone|away|out|back|sick|ill|stuck|there|here|on\s+hold|at\s+it|doing\s+(?:this|that|it))\b", _I)
# What a piece of an answer ends on that is not part of it: "Water I guess", "the 1975 tbh".
_PIECE_TAIL = regex.compile(r"\s+(?:i\s+guess|i\s+think|i\s+suppose|probably|maybe|tbh|honestly|lol|haha\w*|for\s+now|these\s+days|atm|sadly|unfortunately|apparently|obviously|really|too|mostly|mainly)\s*$", _I)
_PLACE = regex.compile(
    r"^(?:de\s+|d['’])?(?P<place>(?-i:\p{Lu})[\p{L}'’.-]+(?:(?:\s+|,\s*|-)(?-i:\p{Lu})[\p{L}'’.-]+){0,3})"
    r"(?=\s*(?:$|[,.!;:?)…]|\s(?:originally|and|but|though|lol|haha|mostly|actually|born|raised|way\s+back)\b))",
    _I,
)


# A place named by what it is near: "Small town outside Nairobi", "a village near Cork", "a farm an
# hour from Denver" (English; the named place is read by _PLACE after it).
_NEAR_A_PLACE = regex.compile(
    r"^(?P<a>an?\s+)?(?P<kind>(?:(?:small|tiny|little|big|rural|sleepy|coastal|seaside|mountain|fishing|farming|mining|border|market|college)\s+){0,2}"
    r"(?:town|village|city|island|farm|suburb|hamlet))\s+(?P<rel>(?:just\s+)?outside(?:\s+of)?|near|(?:north|south|east|west)\s+of|in|on\s+the\s+coast\s+of"
    r"|(?:an?|one|two|three|four|five|\d+)\s+(?:hours?|miles?|kilometres?|kilometers?|km)\s+(?:from|outside(?:\s+of)?))\s+(?P<place>(?-i:\p{Lu}))",
    _I,
)


# "Where did you go to uni?", "Where did you study?" / "Trinity in Dublin!": where they studied, by its name.
_WHERE_STUDIED = regex.compile(
    r"^(?:so\s+|and\s+|oh,?\s+)?where\s+did\s+you\s+(?:go\s+to\s+(?:uni|university|college|school|grad\s+school|high\s+school|law\s+school|med\s+school|art\s+school)"
    r"|study|do\s+your\s+(?:degree|masters|master['’]s|phd|training))\s*\?+\s*$",
    _I,
)
_SCHOOL_NAMED = regex.compile(
    r"^(?P<school>(?-i:\p{Lu})[\p{L}'’.&-]*(?:\s+(?:(?-i:\p{Lu})[\p{L}'’.&-]*|of|the|and|for|de)){0,5})"
    r"(?:\s*(?:,|in)\s+(?P<place>(?-i:\p{Lu})[\p{L}'’.-]+(?:\s+(?-i:\p{Lu})[\p{L}'’.-]+){0,2}))?(?=\s*(?:$|[,.!;…]))",
)


# A lead clause before the question itself: "I feel like I never asked properly, so what do you do
# these days?", "Random question, but where did you grow up?".
_LEAD_CLAUSE = regex.compile(
    r"^[^?]*?[,;:–—]\s*(?:(?:so|and|but|okay|ok|anyway|then)\s+)?(?=(?:what|where|who|how|which|when|why|do|does|did|are|is|have|has|can|could|any|tu|vous|t['’]|qu|o[uù]|comment|combien)\b)",
    _I,
)


# "Since when?", "How long for?": a question of how long, of what the question before it asked.
_SINCE_WHEN = regex.compile(
    r"^\W*(?:(?:wait|wow|oh|and|so|seriously|really)\W+)*(?:since\s+when|for\s+how\s+long|how\s+long(?:\s+for)?(?:\s+now)?|how\s+long\s+has\s+that\s+been\s+a\s+thing)\W*$", _I
)
# "u play bass??", "You surf?", "you're vegan?": what the user does or is, asked back as a statement.
_YOU_DO = regex.compile(
    r"^\W*(?:(?:wait|wow|oh|hold\s+on|omg|so|and|hang\s+on)\W+)*(?:do\s+)?(?:you|u|ya)(?:(?P<be>['’]re)|\s+(?P<be>are|r))?\s+"
    r"(?!(?:mean|think|know|want|like|said|say|serious|kidding|joking|ok|okay|alright|sure|there|still|gonna|going|can|could|will|would|did|do|does|have|has|had"
    r"|got|get|was|were|should|must|may|might|need|used|just|really|never|ever|also|not)\b)(?P<verb>[a-z]+)(?P<rest>(?:\s+[\w'’-]+){0,4}?)\s*\?+\W*$",
    _I,
)
def _gerund(verb: str) -> str:
    """"surf" -> "surfing", "ride" -> "riding", "jog" -> "jogging"."""
    verb = verb.lower()
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if len(verb) <= 4 and regex.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", verb):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def _how_long_of(before: str) -> str | None:
    """"How long have you been playing bass?" from "u play bass??" asked just before "since when??"; else None."""
    m = _YOU_DO.match(before)
    if m is None:
        return None
    rest = m.group("rest")
    if m.group("be"):
        return f"How long have you been {m.group('verb')}{rest}?"
    return f"How long have you been {_gerund(m.group('verb'))}{rest}?"


def questions_asked(turn: str) -> list[str]:
    """The questions an answer to `turn` may answer, most likely first: its last question, the same
    without a lead clause, and the question before it when the last only guesses at the answer
    ("Where do you work now? Still at the bank?")."""
    last = last_question(turn)
    if not last:
        return []
    out = [last]
    spans = [x.text.strip() for x in sentences(turn) if x.text.strip()]
    if _SINCE_WHEN.match(last) and last in spans:  # "WAIT u play bass?? since when??": how long, of what was asked before
        k = spans.index(last)
        composed = _how_long_of(spans[k - 1]) if k > 0 else None
        if composed:
            out.insert(0, composed)
    lead = _LEAD_CLAUSE.match(last)
    if lead:
        out.append(last[lead.end():])
    if len(spans) >= 2 and spans[-1] == last and spans[-2].endswith("?"):
        out.append(spans[-2])
    return out


def last_question(turn: str) -> str:
    """The last question of `turn`, when at most two sentences follow it ("Are you still on the
    children's ward? I remember you saying the kids keep you going."), else ''."""
    spans = [s.text.strip() for s in sentences(turn) if s.text.strip()]
    asked = [i for i, text in enumerate(spans) if text.endswith("?")]
    if not asked or len(spans) - 1 - asked[-1] > 2:
        return ""
    return spans[asked[-1]]


# The asker's own words in their question ("Do you like my painting?"): theirs, never the user's.
_ASKERS = regex.compile(r"\b(?:i|i['’]\w+|my|mine|me|our|ours|us|we)\b", _I)


def _swap_your(text: str) -> str:
    text = regex.sub(r"\byour\b", "my", text, flags=_I)
    return regex.sub(r"\byourself\b", "myself", text, flags=_I)


def _piece(answer: str) -> str:
    """The answer's words up to where a name or a phrase ends ("Black Krim, without a doubt" -> "Black Krim")."""
    body = _HEDGE.sub("", answer.strip())
    end = _ANSWER_END.search(body)
    return body[: end.start()].strip() if end else body.strip()


_GLEE = regex.compile(r"\b(?:can['’]?t|cannot)\s+wait\s+to\s+(?:play|start|join|begin|get\s+started|be\s+part|work|train|move\s+in|meet\s+(?:them|everyone|the\s+team))\b", _I)


def _how_often(said: str, asked: str, whole: str, doing: str) -> str | None:
    """"I swim twice a week" from the habit asked about (`asked`, what follows "do you"/"are you …ing")
    and an answer that opens on how often; None for a count so far, a habit of the past or a dodge."""
    often = _OFTEN.match(said)
    if often is None or _ASKERS.search(asked) or _TAKEN_BACK.search(whole) or regex.search(r"\b(?:you|that|this|it|there|them)\b", asked, _I):
        return None
    if regex.search(r"\b(?:so\s+far|in\s+my\s+life|ever|when\s+i\s+was|back\s+then|as\s+a\s+kid|this\s+(?:month|week|year)|said\s+nobody|ends\s+in|in\s+\w+)\b", whole, _I):
        return None  # "Three times so far", "Twice in my life", "Every day when I was younger": no habit now
    how = often.group("often")[:1].lower() + often.group("often")[1:]
    asked = _swap_your(asked).strip()
    return f"{doing}{' ' + asked if asked else ''} {how}"


# "How many cows do you have?" / "A hundred and twenty Holsteins", "How many languages do you speak?"
# / "Four": how many of a thing the user has or speaks, answered with the count.
# Only what a household, a farm, a garden or a skill counts: never money, property, holdings,
# accounts, devices, medicines, partners or anything else whose count is an amount or a private matter.
_COUNTABLE = (
    r"kids|children|sons|daughters|grandkids|grandchildren|siblings|brothers|sisters|pets|animals|dogs|cats|horses|ponies|cows|cattle|sheep|goats|pigs"
    r"|chickens|hens|ducks|geese|rabbits|bunnies|hamsters|guinea\s+pigs|fish|birds|parrots|budgies|snakes|lizards|geckos|turtles|tortoises|alpacas|llamas|donkeys"
    r"|hives|beehives|bee\s+hives|plants|houseplants|trees|fruit\s+trees|languages|instruments|guitars|bikes|bicycles|tattoos"
)
_HOW_MANY = regex.compile(
    _OPEN + rf"how\s+many\s+(?P<things>{_COUNTABLE})"
    r"\s+(?:do\s+you\s+(?P<verb>have|own|keep|speak|play|raise|grow|look\s+after)|have\s+you\s+got)"
    r"(?:\s+(?:now|at\s+home|these\s+days|on\s+the\s+farm|in\s+total|altogether))?\s*\?+\s*$",
    _I,
)
# The count alone, a small one ("Four!", "Just two.", "12"): "Seven hundred!" or "Ten, at the shelter" are no family.
_ONLY_A_COUNT = regex.compile(
    r"(?:just\s+|only\s+|about\s+|around\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|[1-9]|1[0-5])\s*[.!]*",
    _I,
)
# A count asked in other words: "Do you have any siblings?", "Got any pets?", "How many grandkids now?".
_ANY_OF = regex.compile(
    _OPEN + rf"(?:do\s+you\s+have|have\s+you\s+got|you\s+got|got|any)\s+(?:(?:any|many|a\s+lot\s+of|lots\s+of)\s+)?(?P<things>{_COUNTABLE})"
    r"(?:\s+(?:now|then|so\s+far|at\s+home|these\s+days))?\s*\?+\s*$",
    _I,
)
# A count said with the kind it counts, and their names: "One older brother, Marco", "Two cats, Miso and Tofu".
_COUNT_OF_KIND = regex.compile(
    r"(?:just\s+|only\s+)?(?:an?|one|two|three|four|five|six|[1-6])\s+(?:(?:older|younger|big|little|baby|twin|half|step)[\s-]+)*(?P<kind>[\w-]+)"
    r"(?:\s*,\s*(?-i:\p{Lu}\p{Ll}{1,20})(?:(?:\s*,\s*|\s*,?\s+(?:and|&)\s+)(?-i:\p{Lu}\p{Ll}{1,20}))*)?\s*[.!]*",
    _I,
)
# Which kinds answer which question ("Any siblings?": brothers and sisters).
_KIND_ASKED = {"siblings": r"^(?:brothers?|sisters?|siblings?|twins?|bros?|sis)$", "brothers": r"^brothers?$", "sisters": r"^sisters?$",
               "kids": r"^(?:kids?|children|child|sons?|daughters?|boys?|girls?)$", "children": r"^(?:kids?|children|child|sons?|daughters?|boys?|girls?)$",
               "pets": r"^(?:dogs?|cats?|pupp(?:y|ies)|kittens?|rabbits?|hamsters?|parrots?|birds?|fish|snakes?|lizards?|tortoises?|turtles?|horses?|guinea-pigs?)$"}
_WORD_NUMBER = (
    r"(?:(?:a|one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+and\s+[a-z]+(?:-[a-z]+)?)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a\s+dozen|\d{1,4})"
)
_COUNT = regex.compile(
    rf"^(?:(?:about|around|almost|nearly|over|roughly|just\s+over|just\s+under|only|exactly)\s+)?{_WORD_NUMBER}(?![.,]\d)(?![^,.;!?]*\b(?:k|m|thousand|million|billion|grand|quid|bucks|dollars|euros|pounds)\b|\s*[$€£%])"
    r"(?P<kind>(?:\s+(?!(?:and|or|but|if|of|lol|haha|though|now|at|in|on|with|plus|a|per)\b)[a-z'’-]+){0,3})"
    r"(?=\s*(?:$|[,.!;:…]|\s(?:and|plus|now|at\s+the\s+moment|lol|haha|at\s+home|in\s+total|altogether)\b))",
    _I,
)
# "How old are you?" / "Fifty-two": an age, which is the user's identity (002).
_HOW_OLD = regex.compile(_OPEN + r"how\s+old\s+are\s+you(?:,?\s+(?:now|(?:if\s+you\s+don['’]t\s+mind\s+(?:me\s+)?asking|(?:may|can)\s+i\s+ask)))?\s*\?+\s*$", _I)
_AGE = regex.compile(
    r"^(?:(?:just\s+)?turned\s+|almost\s+|nearly\s+)?(?P<age>(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|1[89]|[2-9]\d)"
    r"(?:\s+years?\s+old)?(?=\s*(?:$|[,.!;…]|\s(?:and|now|this|last|next|lol|haha)\b))",
    _I,
)


# What the rest of the answer may say that takes a count or an age back ("Three. Well, two and a half",
# "Fifty-two lol"); a fact of its own after it ("Fifty-two, and I've never seen salt water") takes nothing back.
_TAKEN_BACK_AFTER = regex.compile(r"^\W*(?:(?:and|but)\s+)?(?:well|actually|wait|no|not|or|jk|kidding|joking|lol|haha\w*|lmao|i\s+wish|if\s+only|in\s+my\s+dreams|give\s+or\s+take)\b", _I)


def _taken_back(said: str, after: str) -> bool:
    return bool(_TAKEN_BACK.search(said) or _JOKING.search(said) or _JOKING.search(after) or _TAKEN_BACK_AFTER.match(after))


_COUNTABLE_FR = (
    r"enfants|fils|filles|petits-enfants|frères|freres|sœurs|soeurs|animaux|chiens|chats|chevaux|vaches|moutons|chèvres|chevres|cochons|poules|canards|lapins"
    r"|poissons|oiseaux|ruches|plantes|arbres|langues|instruments|guitares|vélos|velos|tatouages"
)
# The same in French: "Tu as combien d'enfants ?" / "Trois", "Tu parles combien de langues ?" / "Quatre",
# "Tu as quel âge ?" / "52 ans".
_HOW_MANY_FR = regex.compile(
    r"^(?:et\s+|alors\s+|du\s+coup\s+)?(?:(?:tu\s+(?P<verb>as|parles|joues\s+de|élèves|eleves|cultives)|t['’]as|vous\s+avez)\s+combien\s+d(?:e\s+|['’])(?P<things>" + _COUNTABLE_FR + r")"
    r"|combien\s+d(?:e\s+|['’])(?P<things2>" + _COUNTABLE_FR + r")\s+(?:as-tu|avez-vous|tu\s+as|parles-tu|tu\s+parles))\s*\?+\s*$",
    _I,
)
_FR_VERB = {"as": "J'ai", "parles": "Je parle", "joues de": "Je joue de", "élèves": "J'élève", "eleves": "J'élève", "cultives": "Je cultive"}
_COUNT_FR = regex.compile(
    r"^(?:(?:environ|à\s+peu\s+près|presque|plus\s+de|seulement)\s+)?(?P<n>\d{1,3}|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|cent|une\s+dizaine|une\s+douzaine|une\s+vingtaine)"
    r"(?![.,]\d)(?![^,.;!?]*\b(?:mille|millions?|k)\b|\s*[€$%])(?=\s*(?:$|[,.!;…]|\s(?:et|mais|maintenant|en\s+tout)\b))",
    _I,
)
_HOW_OLD_FR = regex.compile(r"^(?:et\s+|alors\s+)?(?:tu\s+as\s+quel\s+[âa]ge|t['’]as\s+quel\s+[âa]ge|quel\s+[âa]ge\s+(?:as-tu|avez-vous|tu\s+as))(?:\s+maintenant)?\s*\?+\s*$", _I)
_AGE_FR = regex.compile(r"^(?P<age>1[89]|[2-9]\d)(?:\s+ans)?(?=\s*(?:$|[,.!;…]|\s(?:et|mais|maintenant|cette|depuis)\b))", _I)


# A French answer laughed at, wished or put off: "Trois, enfin j'aimerais bien", "Deux mdr", "Trois un jour".
_NOT_SO_FR = regex.compile(r"\b(?:mdr|ptdr|lol|je\s+rigole|pas\s+vraiment|aimerais|voudrais|j['’]esp[èe]re|un\s+jour|peut-[êe]tre|bient[ôo]t|si\s+seulement|enfin\s+presque)\b", _I)


def _how_many_fr(m: regex.Match, said: str, after: str) -> str | None:
    """"J'ai trois enfants" from a count asked in French (`_HOW_MANY_FR`), or None."""
    things = m.group("things") or m.group("things2")
    count = _COUNT_FR.match(said)
    if count is None or _taken_back(said, after) or _NOT_SO_FR.search(f"{said} {after}"):
        return None
    verb = _FR_VERB.get((m.group("verb") or "as").lower(), "J'ai")
    return f"{verb} {count.group('n').lower()} {things}"


def _how_old_fr(said: str, after: str) -> str | None:
    age = _AGE_FR.match(said)
    if age is None or _taken_back(said, after) or _NOT_SO_FR.search(f"{said} {after}") or regex.search(r"\b(?:dans\s+ma\s+t[êe]te|encore|toujours|pour\s+la\s+\w+\s+(?:fois|année|annee)|apparemment|officiellement)\b|[;:]-?[)pPD]", f"{said} {after}", _I):
        return None
    return f"J'ai {age.group('age')} ans"


def _rest_allowed(rest: str) -> bool:
    """Whether what an answer says after its number passes the guard (nothing said passes)."""
    return len(regex.sub(r"\W", "", rest)) < 3 or check_content(rest).allowed


def _how_many(m: regex.Match, said: str, after: str) -> str | None:
    """"I have a hundred and twenty Holsteins" from a count asked (`_HOW_MANY`), or None."""
    count = _COUNT.match(said)
    if count is None or _NOT_MINE_NOW.search(f"{said} {after}") or _taken_back(said, after) or _ASKERS.search(m.group("things")):
        return None
    if not _rest_allowed(f"{said[count.end():]} {after}"):
        return None  # "How many plants do you grow?" / "Forty, all weed": what the answer says of them is refused
    piece = said[: count.end()].strip()
    kind = count.group("kind").strip()
    if not kind:
        piece = f"{piece} {m.group('things')}"  # "Four" -> "four languages"
    elif not (regex.fullmatch(_COUNTABLE, kind, _I) or (regex.fullmatch(r"(?-i:\p{Lu}\p{Ll}+s)", kind) and regex.match(_ANIMALS, m.group("things"), _I) or m.group("things").lower() in ("cows", "cattle", "sheep", "goats", "pigs", "chickens", "hens", "animals"))):
        return None  # "How many guitars?" / "Seven ex-wives", "How many pets?" / "Two Coinbase accounts": not what was asked
    verb = (m.group("verb") or "have").lower()
    if not check_content(f"{m.group('things')}: {piece}").allowed:
        return None  # "How many sats…?" / "Two hundred thousand": what the guard refuses when it is named
    return f"I {verb} {piece[:1].lower()}{piece[1:]}" + _names_counted(m.group("things"), piece, said[count.end():], after)


# The names said with a count of the user's children or animals: "Three! Maya, Lily and baby Theo".
_NAMES_SAID = regex.compile(
    r"^\W*(?P<names>(?:(?:baby|little|big)\s+)?(?-i:\p{Lu}\p{Ll}{1,20})(?:\s*,\s*(?:(?:baby|little|big)\s+)?(?-i:\p{Lu}\p{Ll}{1,20}))*\s*,?\s+(?:and|&)\s+(?:(?:baby|little|big)\s+)?(?-i:\p{Lu}\p{Ll}{1,20}))(?=\s*(?:[,.!…]|$))"
)


def _names_counted(things: str, piece: str, rest: str, after: str) -> str:
    """", Maya, Lily and Theo" when the answer names as many children or animals as it counts, else ""."""
    if not (regex.fullmatch(r"kids|children|sons|daughters|grandkids|grandchildren|pets", things, _I) or regex.fullmatch(_ANIMALS, things, _I)):
        return ""
    number = word_number(piece.split()[0])
    named = _NAMES_SAID.match(rest) or (_NAMES_SAID.match(after) if not rest.strip(" !.,") else None)
    if not 2 <= number <= 6 or named is None:
        return ""  # a small count, each name said
    names = regex.split(r"\s*,\s*|\s*,?\s+(?:and|&)\s+", named.group("names"))
    if all(known_place(regex.sub(r"^(?:baby|little|big)\s+", "", n)) for n in names) or any(regex.fullmatch(WEEKDAY_NAMES + "|" + MONTH_NAMES, n, _I) for n in names):
        return ""  # "Two, Paris and London", "Three! Monday, Tuesday and Friday": no names of theirs (a name alone may be a town's: "Sam")
    return f", {named.group('names')}" if len(names) == number else ""


# An age joked about or said of somewhere else: "in dog years", "and holding", "again", "obviously", a wink.
_AGE_JOKED = regex.compile(
    r"\b(?:in\s+dog\s+years|at\s+heart|in\s+spirit|feel|feels|going\s+on|mentally|and\s+holding|again|obviously|forever|the\s+answer\s+to|said\s+(?:my|the)|apparently|supposedly|technically|in\s+my\s+head)\b"
    r"|[;:]-?[)pPD]|[\p{So}]",
    _I,
)


def _how_old(said: str, after: str) -> str | None:
    """"I'm fifty-two" from an age asked (`_HOW_OLD`), or None."""
    age = _AGE.match(said)
    if age is None or _taken_back(said, after) or _AGE_JOKED.search(f"{said} {after}") or not _rest_allowed(f"{said[age.end():]} {after}"):
        return None
    if regex.search(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b", said[age.end():] + " " + after.split(".")[0], _I):
        return None  # "18, honestly 15", "40, 41 next week": which age is not said
    return f"I'm {age.group('age').lower()}"


# What a yes to "Are you still …?" is followed by when it is not so for long: a move, a job left, a doubt.
_NOT_FOR_LONG = regex.compile(
    r"\?|\b(?:leav\w*|left|moving|move|moved|fired|sacked|notice|quit\w*|resign\w*|laid\s+off|redundan\w*|let\s+go|retir\w*|counting\s+the\s+days|send\s+help"
    r"|not\s+for\s+long|for\s+now|till|until|stuck|trapped|unfortunately|sadly|sigh|ugh|help)\b|[\U0001F644\U0001F62D\U0001F629\U0001F62B]",
    _I,
)
# Places of care or custody: never where one lives or works, said with "still" ("still at the clinic").
_CARE_OR_CUSTODY = r"rehab|hospital|prison|jail|detention|court|custody|icu|therapy|treatment|clinic|refuge|shelter"
# Where one is "in" that is a state or a time, never a town ("in Lockdown", "in Remission", "in Love Island").
_IN_A_STATE = regex.compile(
    r"(?:" + _CARE_OR_CUSTODY + r"|lockdown|quarantine|isolation|remission|recovery|care|hiding|mourning|labour|labor|debt|love|lent"
    r"|ramadan|advent|shock|bed|school|class|college|uni|university|intensive)\b",
    _I,
)
# What a workplace is called ("…still at the bakery on Elm Street?", "…still on the night desk at the Herald?"):
# never a place of care, of faith, of custody or a party, and never someone's home ("at Mum's").
_WORKPLACE_WORD = regex.compile(
    r"\b(?:bakery|caf[ée]|restaurant|shop|store|school|college|academy|office|firm|company|agency|studio|lab|library|museum|factory|warehouse|garage|farm"
    r"|newspaper|paper|magazine|desk|team|department|branch|bank|council|theatre|theater|gallery|hotel|bar|pub|kitchen|salon|workshop|yard|site|startup|plant)\b",
    _I,
)


def _still_there(prep: str, where: str, question: str, answer: str, said_after: str) -> str | None:
    """"I still live in Leeds" / "I still work at the bakery on Elm Street" for a yes to "Are you
    still in/at/on …?", or None: only a named town to live in, only a workplace said as one, the
    answer agreeing and not taking it back or saying it ends soon."""
    said = f"{answer} {said_after}"
    other = regex.search(r"\bstill\s+(?:in|at|on)\s+([\p{L}'’-]+)", answer, _I)
    if other and other.group(1).lower() not in where.lower() and other.group(1).lower() not in ("there", "here", "it"):
        return None  # "Are you still in Leeds?" / "Yes, still in london": which, the answer does not agree
    if _NOT_FOR_LONG.search(said) or "'" in where or "’" in where:
        return None  # "Yes, still there. Got fired Friday though", "…still at Tom's?"
    if not check_content(question).allowed:
        return None  # "Are you still at the AA meetings?": the question itself names a strict subject
    if prep == "in" and regex.fullmatch(r"(?-i:\p{Lu}\p{Ll}[\p{L}'’-]*)(?:\s+(?-i:\p{Lu}\p{Ll})[\p{L}'’-]*){0,2}", where) and not _IN_A_STATE.match(where):
        return f"I still live in {where}"
    if prep in ("at", "on") and _WORKPLACE_WORD.search(where) and not regex.search(r"\b(?:" + _CARE_OR_CUSTODY + r")\b", where, _I):
        return f"I still work {prep} {where}"
    return None  # "still with Tom", "still in the office", "still at AA": whom or what, not a home or a job


# A word at a question's end that asks nothing more ("What are you studying again?", "Tu viens d'où à la base ?");
# never "now" or "then", which ask about a moment ("Your flight got cancelled? What do you do now?").
_ASKED_TAIL = regex.compile(
    r"[,\s]+(?:again|exactly|lately|these\s+days|nowadays|by\s+the\s+way|btw|originally|of\s+all\s+time|ever|by\s+any\s+chance"
    r"|à\s+la\s+base|au\s+d[ée]part|à\s+l['’]origine|d[ée]j[àa])(?=\s*\?+\s*$)",
    _I,
)


# A face that laughs, winks or teases ("Sixty-nine ;)"): the answer is not meant.
_PLAYFUL = regex.compile(r"[😂🤣😆😹😜😝😛🙃😏🙄😉🤪🤡]|;-?[)D]|[:;]-?[pP](?!\w)")


def restate(question: str, answer: str, said_after: str = "") -> str | None:
    """The first-person sentence `question` and `answer` say together (`_restate`), or, when that
    reads nothing, the count a question in other words asked ("Do you have any siblings?" / "Four!"),
    said alone, or None."""
    question = _ASKED_TAIL.sub("", question.strip())
    if not _PLAYFUL.search(f"{answer} {said_after}"):  # "Senior product manager 🎉"; a wink or a laugh stays, it takes the answer back
        answer, said_after = without_emoticons(answer), without_emoticons(said_after)
    said = _restate(question, answer, said_after)
    asked_any = _ANY_OF.match(question) if said is None else None
    if asked_any:
        counted = _HOW_MANY.match(f"How many {asked_any.group('things')} do you have?")
        piece = answer[filler_end(answer):].strip()
        calm = not regex.search(r"\b(?:i\s+mean|actually|not|no|jk|kidding|lol|haha\w*)\b|^\W*\w+\s*,", said_after, _I)
        if counted and _ONLY_A_COUNT.fullmatch(piece) and calm:
            return _how_many(counted, piece, said_after)
        kind = _COUNT_OF_KIND.fullmatch(piece)
        if kind and calm and regex.search(_KIND_ASKED.get(asked_any.group("things").lower(), r"^$"), kind.group("kind"), _I) and not _NOT_MINE_NOW.search(f"{piece} {said_after}"):
            return f"I have {piece[:1].lower()}{piece[1:].rstrip('.!')}"  # "Any siblings?" / "One older brother, Marco"
    return said


def _restate(question: str, answer: str, said_after: str = "") -> str | None:
    """The first-person sentence `question` (the other party's) and `answer` (the user's first
    clause, fillers and all) say together, or None. `said_after` is the rest of the user's first
    sentences: an answer they take back there ("Yes. Well, not anymore") says nothing. `question` comes
    without its tail (`_ASKED_TAIL`)."""
    # "Can't wait to play with them!", "Couldn't be happier": glee, not a denial
    whole = _GLEE.sub("", f"{answer} {said_after}")
    m = _YES_NO.match(question)
    if m and regex.match(r"(?:from|into|a\s+fan|speak|living|working|based|studying|teaching|at|in|on|with)\b", regex.sub(r"^still\s+", "", m.group("rest"), flags=_I), _I) and not _NAMED.search(m.group("rest")):
        m = None  # "Are you living in fear?", "Do you speak to your mother much?": no name, no place, no language
    if m and _YES.match(answer.strip()) and not _TAKEN_BACK.search(whole) and not answer.rstrip().endswith("?") and not _ASKERS.search(m.group("rest")) and not regex.search(
        r"\b(?:or|any|anything|you|yours|yourself|that|this|it|there|them|tonight|tomorrow|today|this\s+weekend|next\s+week|soon|later)\b", m.group("rest"), _I
    ):
        rest = regex.sub(r"\bever\s+", "", _swap_your(m.group("rest")), flags=_I).strip()  # "Have you ever been to Japan?" -> "I've been to Japan"
        still = regex.match(r"still\s+(?P<prep>at|in|on|with)\s+(?P<where>.+)$", rest, _I) if m.group("aux").lower() == "are" else None
        if still:  # "Are you still in Leeds?" / "Yes": where they live; "…still at the bakery on Elm Street?": where they work
            return _still_there(still.group("prep").lower(), still.group("where"), question, answer, said_after)
        return {"are": "I'm", "do": "I", "have": "I've"}[m.group("aux").lower()] + " " + rest
    said = answer[filler_end(answer):].strip()
    french = answer_fr(question, said, whole)  # "Tu joues toujours au tennis ?" / "Oui !": a yes alone may say it
    if french is not None:
        return french
    if not question or not said or said.rstrip().endswith("?"):
        return None
    m = _HOW_LONG.match(question)
    if m:
        span = _DURATION.match(said)
        rest = _swap_your(m.group("rest")).strip()
        if span is None or _ASKERS.search(m.group("rest")) or regex.search(r"\b(?:you|there|here|that|this|it|them|him|her|those|these)\b", rest, _I):
            return None  # "How long have you lived there?": where, the note could not say
        if not rest or _PASSING_STATE.match(rest) or _TAKEN_BACK.search(whole) or regex.search(
            r"\b(?:in|by|this|come)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b", whole, _I
        ):
            return None  # "How long have you been waiting?", "Ten years ago we split up", "2 years next month"
        together = regex.match(r"together\b", rest, _I)
        subject = "We've" if regex.search(r"\s", m.group("who")) or together else "I've"
        how_long = span.group("span")
        how_long = how_long[:1].lower() + how_long[1:]
        how_long = how_long if regex.match(r"since\b", how_long, _I) else f"for {how_long}"
        return f"{subject} {m.group('verb').lower()}{' ' + rest if rest else ''} {how_long}"
    m = _HOW_OFTEN.match(question)
    if m:
        if " " not in m.group("rest").strip() and not regex.match(r"(?:swim|run|climb|surf|dance|cook|bake|paint|draw|train|meditate|cycle|skate|knit|sew|sing|write|read|hike|garden|volunteer|box|fish)$", m.group("rest").strip(), _I):
            return None  # "How often do you play?": play what, the note would not say
        return _how_often(said, m.group("rest"), whole, "I")
    m = _EVERY_Q.match(question)
    if m:  # "You running every day?" / "Five days a week right now!"
        return _how_often(said, m.group("obj"), whole, f"I'm {m.group('ing')}" if m.group("ing") else f"I {m.group('verb')}")
    m = _FAVOURITE.match(question) or _FAVOURITE_FR.match(question)
    if m:
        thing = _swap_your(m.group("thing")).strip()
        piece = _PIECE_TAIL.sub("", _piece(said))
        words = piece.split()
        if not 1 <= len(words) <= 5 or _NOT_A_NAME.match(piece) or regex.search(r"\byou\b|\bmine\b", thing, _I) or _ASKERS.search(m.group("thing")):
            return None
        if regex.match(r"(?:ask|depends|guess|whatever|hard\s+to\s+say|tough\s+one|good\s+question|no\s+idea|not\s+sure|too\s+many|can['’]?t\s+choose|don['’]?t\s+have)\b", piece, _I):
            return None  # "Ask my wife, she'd say Coldplay": a dodge, no favourite
        if regex.search(r"\b(?:or|ou|and|et)\b", piece, _I) or regex.search(r"\b(?:no\s+wait|wait|just\s+kidding|jk|actually|kidding|joking|used\s+to|or)\b", whole, _I):
            return None  # a choice, a correction, a favourite of the past: not one favourite now
        piece = regex.sub(r"^(?:the|a|an|le|la|les|l['’]|un|une)\b", lambda a: a.group().lower(), piece, flags=_I)
        if m.re is _FAVOURITE_FR:
            return f"{'Mon' if m.group('det').lower() == 'ton' else 'Ma'} {thing} préféré{'e' if m.group('det').lower() == 'ta' else ''} est {piece}"
        return f"My favourite {thing} is {piece}"
    m = _HOW_MANY.match(question)
    if m:
        return _how_many(m, said, said_after)
    if _HOW_OLD.match(question):
        return _how_old(said, said_after)
    m = _HOW_MANY_FR.match(question)
    if m:
        return _how_many_fr(m, said, said_after)
    if _HOW_OLD_FR.match(question):
        return _how_old_fr(said, said_after)
    m = _WHERE_FROM.match(question)
    if m:
        body = _HEDGE.sub("", said)
        born = regex.match(r"born\s+in\s+", body, _I)
        if born and not m.group("grew"):  # "Born in Lagos, raised in London": where they were born
            m = None
        body = regex.sub(r"^(?:(?:originally|mostly|mainly|partly|born\s+and\s+raised|born|raised)\s+)*(?:in\s+|from\s+)?", "", body, flags=_I)
        if _NOT_A_NAME.match(body) or _TAKEN_BACK.search(whole):
            return None
        near = _NEAR_A_PLACE.match(body)
        place = _PLACE.match(body[near.start("place"):]) if near else _PLACE.match(body)
        if place is None:
            return None
        where = regex.split(r"\s*,\s*", place.group("place").rstrip(".,"))[0]  # "New York City, New York, USA": the first
        if len(where.split()) > 4 or _NOT_A_NAME.match(where) or regex.search(r"['’]s\b|-ish\b|(?:ish|ese|ian|ean|ican)$", where, _I):
            return None  # "Mum's Italian", "Dublin-ish", "Irish": no place
        if near:  # "Small town outside Nairobi!": the place it is near, said with it
            where = f"{(near.group('a') or 'a ').lower()}{near.group('kind').lower()} {near.group('rel').lower()} {where}"
        if regex.match(r"(?:tu|d['’])", question, _I):  # "Le Canada" -> "du Canada", "La Bretagne" -> "de la Bretagne"
            det = regex.match(r"(le|la|les|l['’]|du|des)\s*", where, _I)
            if det:
                lead = {"le": "du ", "la": "de la ", "les": "des ", "du": "du ", "des": "des "}.get(det.group(1).lower(), "de l'")
                return f"Je viens {lead}{where[det.end():]}"
        if m is None:
            return f"I was born in {where}"
        if regex.match(r"(?:tu|d['’])", question, _I):
            return f"Je viens de {where}"
        if m.group("grew"):
            return f"I grew up in {where}"
        if m.group("born"):
            return f"I was born in {where}"
        return f"I'm from {where}"
    m = _WHERE_STUDIED.match(question)
    if m:
        school = _SCHOOL_NAMED.match(_HEDGE.sub("", said))
        if school is None or _NOT_A_NAME.match(school.group("school")) or _TAKEN_BACK.search(whole):
            return None
        where = school.group("school") + (f" in {school.group('place').rstrip('.')}" if school.group("place") else "")
        return f"I studied at {where}"  # the kind of school asked is in the name or not needed
    return slot_answer(question, said, whole) or _open_answer(question, answer, said, whole)
