# Pronouns, determiners, prepositions, conjunctions and the small adverbs that glue sentences
# together. Several of these are ambiguous (det = it/the, som = who/as, om = if/about); the English
# here is the default, and the renderers (src/render-*.ts) pick another where the context calls for it.

# personal pronouns (agr = English verb agreement when the pronoun is the subject)
jag|pron|I|agr=1sg
mig|pron|me
mej|pron|me
du|pron|you|agr=pl
dig|pron|you
dej|pron|you
han|pron|he|agr=3sg g=m
honom|pron|him
hon|pron|she|agr=3sg g=f
henne|pron|her
hen|pron|they|agr=pl
vi|pron|we|agr=pl
oss|pron|us
ni|pron|you|agr=pl
de|pron|they|agr=pl
dem|pron|them
den|pron|it|agr=3sg
det|pron|it|agr=3sg
man|pron|people|agr=pl
sig|pron|themselves
själv|pron|themselves
själva|pron|themselves
varandra|pron|each other
vem|pron|who
vad|pron|what
vilken|det|which
vilket|det|which
vilka|det|which
vars|pron|whose
# possessives
min|det|my
mitt|det|my
mina|det|my
din|det|your
ditt|det|your
dina|det|your
hans|det|his
hennes|det|her
dess|det|its
vår|det|our
vårt|det|our
våra|det|our
ert|det|your
era|det|your
deras|det|their
sin|det|their
sitt|det|their
sina|det|their
# articles and determiners
en|det|a
ett|det|a
denna|det|this
detta|det|this
dessa|det|these
samma|det|the same
någon|det|some
något|det|some
några|det|some
ingen|det|no
inget|det|no
inga|det|no
alla|det|all
allt|det|all
all|det|all
varje|det|every
varenda|det|every single
vardera|det|each
annan|det|other
annat|det|other
andra|det|other
övriga|det|other
båda|det|both
bägge|det|both
många|det|many
flera|det|several
fler|det|more
flest|det|most
färre|det|fewer
hela|det|the whole
helt|adv|completely|light deg
egen|det|own
eget|det|own
egna|det|own
sådan|det|such
sådant|det|such
sådana|det|such
somliga|det|some
vissa|det|certain
viss|det|certain
visst|det|certain
diverse|det|various
olika|det|different
# prepositions
i|prep|in
på|prep|on
till|prep|to
från|prep|from
med|prep|with
av|prep|of
för|prep|for
om|prep|about
vid|prep|at
mot|prep|against
emot|prep|against
efter|prep|after
under|prep|under
över|prep|over
utan|prep|without
hos|prep|with
inom|prep|within
bland|prep|among
mellan|prep|between
genom|prep|through
trots|prep|despite
enligt|prep|according to
kring|prep|around
omkring|adv|around
runt|prep|around
inför|prep|ahead of
utanför|prep|outside
innanför|prep|inside
ovanför|prep|above
nedanför|prep|below
bakom|prep|behind
framför|prep|in front of
bredvid|prep|next to
intill|prep|next to
längs|prep|along
förbi|prep|past
åt|prep|for
per|prep|per
via|prep|via
bortom|prep|beyond
före|prep|before
inklusive|prep|including
exklusive|prep|excluding
angående|prep|regarding
beträffande|prep|regarding
gällande|prep|regarding
ang.|prep|regarding
sedan|prep|since
sen|adv|then
utöver|prep|in addition to
tvärs|adv|across
uppför|prep|up
nedför|prep|down
genomsnitt|ett-0|average
# conjunctions
och|conj|and
samt|conj|and
eller|conj|or
men|conj|but
fast|sconj|although
både|conj|both
varken|conj|neither
respektive|conj|and
att|sconj|that
som|sconj|that
när|sconj|when
eftersom|sconj|because
medan|sconj|while
innan|sconj|before
tills|sconj|until
ifall|sconj|in case
därför|adv|therefore|light
hur|adv|how
varför|adv|why
vart|adv|where
varifrån|adv|where from
huruvida|sconj|whether
ty|conj|for
# adverbs
inte|adv|not|light
ej|adv|not|light
icke|adv|not
aldrig|adv|never|light mid
alltid|adv|always|light mid
ofta|adv|often|light mid
oftast|adv|mostly
sällan|adv|rarely|light mid
ibland|adv|sometimes|light mid
nu|adv|now|light
numera|adv|nowadays
då|adv|then
redan|adv|already|light mid
fortfarande|adv|still|light mid
ännu|adv|yet|light
snart|adv|soon|light mid
just|adv|just|light mid
bara|adv|only|light mid
endast|adv|only|light
enbart|adv|solely
också|adv|also|light mid
även|adv|also|light mid
dessutom|adv|also|light
dock|adv|however|light
emellertid|adv|however
ju|adv|of course|light
väl|adv|surely|light
nog|adv|probably|light mid
kanske|adv|perhaps|light
troligen|adv|probably|light mid
troligtvis|adv|probably
förmodligen|adv|probably|light mid
antagligen|adv|presumably|light mid
möjligen|adv|possibly
eventuellt|adv|possibly
verkligen|adv|really|light mid
nästan|adv|almost|light mid
ganska|adv|quite
rätt|adv|quite
mycket|adv|much|deg
mer|adv|more|deg
rekordmånga|det|a record number of
mera|adv|more
mest|adv|most|deg
mindre|adv|less|deg
minst|adv|at least|deg
än|conj|than
någonsin|adv|ever
ytterligare|adv|further
vidare|adv|further
exakt|adv|exactly
igenom|adv|through
härmed|adv|hereby
därigenom|adv|thereby
dessförinnan|adv|before that
härefter|adv|hereafter
framöver|adv|in the future
fortsättningsvis|adv|from now on
ytterst|adv|extremely
ovanpå|prep|on top of
mittemot|prep|opposite
jämte|prep|along with
gentemot|prep|towards
ihjäl|adv|to death
illa|adv|badly
överens|adv|in agreement
tonvis|adv|tons
ombord|adv|on board
ändå|adv|still
inomhus|adv|indoors
utomhus|adv|outdoors
minus|adv|minus
plus|adv|plus
extra|adv|extra
annorlunda|adv|differently
hellre|adv|rather
nämligen|adv|namely
på nytt|adv|again
väldigt|adv|very|deg
jättemycket|adv|a great deal
oerhört|adv|extremely
extremt|adv|extremely|deg
särskilt|adv|especially|deg
speciellt|adv|especially
så|adv|so
lika|adv|equally
här|adv|here
där|adv|there
hit|adv|here
dit|adv|there
hem|adv|home
hemma|adv|at home
borta|adv|away
ute|adv|out
inne|adv|inside
uppe|adv|up
nere|adv|down
framme|adv|there
kvar|adv|left
alltså|adv|so
således|adv|thus
igen|adv|again|light
åter|adv|again
tillbaka|adv|back
bort|adv|away
iväg|adv|off
fram|adv|forward
ned|adv|down
ner|adv|down
upp|adv|up
ut|adv|out
in|adv|in
efteråt|adv|afterwards
därefter|adv|after that
tidigare|adv|earlier|light
senare|adv|later|light
först|adv|first|light
sist|adv|last
slutligen|adv|finally
äntligen|adv|finally|light
plötsligt|adv|suddenly|light
direkt|adv|directly|light
genast|adv|immediately|light
omedelbart|adv|immediately|light
strax|adv|shortly
nyligen|adv|recently
nyss|adv|just now
hittills|adv|so far
längre|adv|longer
tillsammans|adv|together
ungefär|adv|about
cirka|adv|about
ca|adv|about
ca.|adv|about
drygt|adv|just over
knappt|adv|just under|light mid
högst|adv|at most
främst|adv|mainly
huvudsakligen|adv|mainly
delvis|adv|partly
totalt|adv|in total
sammanlagt|adv|in total
dels|adv|partly
annars|adv|otherwise
heller|adv|either|light
ens|adv|even|light
överallt|adv|everywhere
ingenstans|adv|nowhere
någonstans|adv|somewhere
idag|adv|today
imorgon|adv|tomorrow
igår|adv|yesterday
ikväll|adv|tonight
inatt|adv|tonight
förr|adv|in the past
länge|adv|for a long time
tyvärr|adv|unfortunately
lyckligtvis|adv|fortunately
egentligen|adv|actually|light
faktiskt|adv|actually|light
åtminstone|adv|at least
snarare|adv|rather
gärna|adv|gladly
knappast|adv|hardly
därifrån|adv|from there
härifrån|adv|from here
därmed|adv|thereby|mid
sedermera|adv|later
uppenbarligen|adv|apparently
tydligen|adv|apparently
givetvis|adv|of course
naturligtvis|adv|of course
självklart|adv|of course
absolut|adv|absolutely
definitivt|adv|definitely
tillfälligt|adv|temporarily
permanent|adv|permanently
snabbt|adv|quickly
långsamt|adv|slowly
tyst|adv|quietly
samtidigt|adv|at the same time
däremot|adv|on the other hand
istället|adv|instead
ihop|adv|together
isär|adv|apart
emellan|adv|between
utomlands|adv|abroad
inrikes|adv|domestic
utrikes|adv|foreign
ovanligt|adv|unusually
allra|adv|very|deg
alldeles|adv|quite
lagom|adv|just right
bl.a.|adv|among other things
t.ex.|adv|for example
bla|adv|among other things
tex|adv|for example
osv|adv|etc.
m.m.|adv|etc.|end
osv.|adv|etc.|end
o.s.v.|adv|etc.|end
etc.|adv|etc.|end
s.k.|a0|so-called
p.g.a.|prep|because of
f.d.|a0|former
inkl.|prep|including
exkl.|prep|excluding
ung.|adv|about
fr.o.m.|prep|from
t.o.m.|prep|until
resp.|conj|and
mm|adv|etc.
dvs|adv|that is
d.v.s.|adv|that is
kl.|adv|at
kl|adv|at
nr|abbr|no.
st|abbr|pcs
milj.|abbr|million
mdr|abbr|billion
mkr|abbr|million kronor
mnkr|abbr|million kronor
mdkr|abbr|billion kronor
kr|abbr|kronor
tkr|abbr|thousand kronor
km|abbr|km
m|abbr|m
kg|abbr|kg
# interjections
ja|interj|yes
nej|interj|no
hej|interj|hello
tack|interj|thanks
okej|interj|okay
