# Numbers, ordinals, clock and calendar words. Time nouns carry the flag t (so that "under" before
# them reads "during" and "i" before a count of them reads "for"); weekdays carry noart because
# "på tisdagen" is "on Tuesday", not "on the Tuesday".

noll|num|zero
två|num|two
tre|num|three
fyra|num|four
fem|num|five
sex|num|six
sju|num|seven
åtta|num|eight
nio|num|nine
tio|num|ten
elva|num|eleven
tolv|num|twelve
tretton|num|thirteen
fjorton|num|fourteen
femton|num|fifteen
sexton|num|sixteen
sjutton|num|seventeen
arton|num|eighteen
nitton|num|nineteen
tjugo|num|twenty
tjugoen|num|twenty-one
tjugotvå|num|twenty-two
tjugofem|num|twenty-five
trettio|num|thirty
fyrtio|num|forty
femtio|num|fifty
sextio|num|sixty
sjuttio|num|seventy
åttio|num|eighty
nittio|num|ninety
hundra|num|hundred
etthundra|num|one hundred
tvåhundra|num|two hundred
trehundra|num|three hundred
femhundra|num|five hundred
tusen|num|thousand
ettusen|num|one thousand
tvåtusen|num|two thousand
miljon|en-er|million|big
miljard|en-er|billion|big
biljon|en-er|trillion|big
dussin|ett-0|dozen
hundratals|det|hundreds of
tusentals|det|thousands of
miljontals|det|millions of
tiotals|det|dozens of
tiotusentals|det|tens of thousands of
hundratusentals|det|hundreds of thousands of
dussintals|det|dozens of
halv|a|half
halva|det|half of
hälft|en-er|half|cnt
hälften|det|half
tredjedel|en-ar|third
fjärdedel|en-ar|quarter
kvart|en-ar|quarter
par|ett-0|couple
antal|ett-0|number|of cnt
siffra|en-or|figure
tal|ett-0|number
nummer|ett-0|number|def=numret dpl=numren
procent|en-0|percent/percent
procentenhet|en-er|percentage point
promille|en-0|per mille
grad|en-er|degree
första|ord|first
andra|ord|second
tredje|ord|third
fjärde|ord|fourth
femte|ord|fifth
sjätte|ord|sixth
sjunde|ord|seventh
åttonde|ord|eighth
nionde|ord|ninth
tionde|ord|tenth
elfte|ord|eleventh
tolfte|ord|twelfth
trettonde|ord|thirteenth
fjortonde|ord|fourteenth
femtonde|ord|fifteenth
tjugonde|ord|twentieth
trettionde|ord|thirtieth
hundrade|ord|hundredth
sista|ord|last
näst|adv|second
nästa|det|next
förra|det|last
förre|det|former
kommande|a0|coming
# calendar
januari|abbr|January
februari|abbr|February
mars|abbr|March
april|abbr|April
maj|abbr|May
juni|abbr|June
juli|abbr|July
augusti|abbr|August
september|abbr|September
oktober|abbr|October
november|abbr|November
december|abbr|December
jan|abbr|Jan
feb|abbr|Feb
aug|abbr|Aug
sept|abbr|Sept
okt|abbr|Oct
nov|abbr|Nov
dec|abbr|Dec
# written with a dot: "3 jan. 2024" is one sentence
jan.|abbr|Jan.
feb.|abbr|Feb.
aug.|abbr|Aug.
sept.|abbr|Sept.
okt.|abbr|Oct.
nov.|abbr|Nov.
dec.|abbr|Dec.
måndag|en-ar|Monday|noart t
tisdag|en-ar|Tuesday|noart t
onsdag|en-ar|Wednesday|noart t
torsdag|en-ar|Thursday|noart t
fredag|en-ar|Friday|noart t
lördag|en-ar|Saturday|noart t
söndag|en-ar|Sunday|noart t
vardag|en-ar|weekday|t
helgdag|en-ar|public holiday|t
vår|en-ar|spring|t
sommar|en-ar|summer|t pl=somrar
höst|en-ar|autumn|t
vinter|en-ar|winter|t
jul|en-ar|Christmas|noart t
påsk|en-ar|Easter|noart t
midsommar|en-ar|Midsummer|noart t pl=midsomrar
nyår|ett-0|New Year|noart t
nyårsafton|en-ar|New Year's Eve|noart t
julafton|en-ar|Christmas Eve|noart t
sportlov|ett-0|winter sports break|t
sommarlov|ett-0|summer holidays|t
höstlov|ett-0|autumn half-term|t
jullov|ett-0|Christmas holidays|t
semester|en-ar|holiday|t
helg|en-er|weekend|t
vecka|en-or|week|t
veckoslut|ett-0|weekend|t
dag|en-ar|day|t
dygn|ett-0|day|t
natt|en-er|night|t pl=nätter
kväll|en-ar|evening|t
morgon|en-ar|morning|t pl=morgnar def=morgonen
förmiddag|en-ar|morning|t
eftermiddag|en-ar|afternoon|t
lunch|en-er|lunch|t
timme|en-ar|hour|t
minut|en-er|minute|t
sekund|en-er|second|t
månad|en-er|month|t
år|ett-0|year|t
kvartal|ett-0|quarter|t
halvår|ett-0|half-year|t
decennium|ett-er|decade|t
sekel|ett-0|century|t
århundrade|ett-n|century|t
årtionde|ett-n|decade|t
millennium|ett-er|millennium|t
period|en-er|period|t
tid|en-er|time|t
tidpunkt|en-er|point in time
stund|en-er|while|t
gång|en-er|time
tillfälle|ett-n|occasion
datum|ett-0|date|def=datumet dpl=datumen
kalender|en-ar|calendar
klocka|en-or|clock
klockan|adv|at
tidtabell|en-er|timetable
schema|ett-n|schedule
midnatt|en-0|midnight|t
gryning|en-ar|dawn|t
skymning|en-ar|dusk|t
