#  People, roles and occupations (all flagged p: "som" after them is "who").

folk|ett-0|people
personal|en-er|staff
arbetskamrat|en-er|colleague|p
chef|en-er|manager|p
ledare|en-0|leader|p
direktör|en-er|director|p
företagsledare|en-0|business leader|p
ägare|en-0|owner|p
grundare|en-0|founder|p
sekreterare|en-0|secretary|p
assistent|en-er|assistant|p
handläggare|en-0|case officer|p
konsult|en-er|consultant|p
ingenjör|en-er|engineer|p
snickare|en-0|carpenter|p
elektriker|en-0|electrician|p
rörmokare|en-0|plumber|p
byggarbetare|en-0|construction worker|p
hantverkare|en-0|craftsman|p
målare|en-0|painter|p
mekaniker|en-0|mechanic|p
städare|en-0|cleaner|p
kassörska|en-or|cashier|p g=f
kassör|en-er|cashier|p
säljare|en-0|salesperson|p
butiksanställd|en-0|shop worker|p
butiksägare|en-0|shop owner|p
expedit|en-er|shop assistant|p
bagare|en-0|baker|p
slaktare|en-0|butcher|p
servitör|en-er|waiter|p
servitris|en-er|waitress|p g=f
bartender|en-0|bartender|p
kock|en-ar|chef|p
busschaufför|en-er|bus driver|p
taxichaufför|en-er|taxi driver|p
lokförare|en-0|train driver|p
lastbilschaufför|en-er|lorry driver|p
brevbärare|en-0|postman|p
budbärare|en-0|courier|p
bud|ett-0|courier
vakt|en-er|guard|p
väktare|en-0|security guard|p
ordningsvakt|en-er|security guard|p
dörrvakt|en-er|bouncer|p
fångvaktare|en-0|prison officer|p
kriminalvårdare|en-0|prison officer|p
soldat|en-er|soldier|p
sjöman|en-0|sailor|p pl=sjömän dpl=sjömännen
fiskare|en-0|fisherman|p
bonde|en-ar|farmer|p pl=bönder dpl=bönderna
skogsarbetare|en-0|forestry worker|p
veterinär|en-er|vet|p
farmaceut|en-er|pharmacist|p
apotekare|en-0|pharmacist|p
forskare|en-0|researcher|p
vetenskapsman|en-0|scientist|p pl=vetenskapsmän dpl=vetenskapsmännen
lärarassistent|en-er|teaching assistant|p
fritidsledare|en-0|youth worker|p
barnskötare|en-0|childminder|p
kurator|en-er|school counsellor|p
skolsköterska|en-or|school nurse|p
bibliotekarie|en-r|librarian|p
präst|en-er|priest|p
biskop|en-ar|bishop|p
ärkebiskop|en-ar|archbishop|p
politiker|en-0|politician|p
tjänsteperson|en-er|official|p
diplomat|en-er|diplomat|p
domare|en-0|judge|p
polisman|en-0|police officer|p pl=poliser dpl=poliserna
kustbevakare|en-0|coastguard|p
tulltjänsteman|en-0|customs officer|p pl=tulltjänstemän dpl=tulltjänstemännen
brandman|en-0|firefighter|p pl=brandmän dpl=brandmännen
räddningspersonal|en-0|rescue workers|p
pilot|en-er|pilot|p
kapten|en-er|captain|p
guide|en-r|guide|p
tolk|en-ar|interpreter|p
översättare|en-0|translator|p
fotograf|en-er|photographer|p
designer|en-0|designer|p
programmerare|en-0|programmer|p
utvecklare|en-0|developer|p
it-tekniker|en-0|IT technician|p
student|en-er|student|p
praktikant|en-er|trainee|p
pensionär|en-er|pensioner|p
sökande|en-0|applicant|p
kund|en-er|customer|p
gäst|en-er|guest|p
besökare|en-0|visitor|p
åskådare|en-0|spectator|p front
förbipasserande|en-0|passer-by|p
vittne|ett-n|witness|p
drabbade|pl|those affected|p
boende|en-0|resident|p
hyresgäst|en-er|tenant|p
husägare|en-0|homeowner|p
villaägare|en-0|homeowner|p
bilägare|en-0|car owner|p
hundägare|en-0|dog owner|p
djurägare|en-0|animal owner|p
medlem|en-ar|member|p dbl
ordförande|en-0|chairman|p
representant|en-er|representative|p
företrädare|en-0|representative|p
ombud|ett-0|representative|p
talare|en-0|speaker|p
deltagare|en-0|participant|p
arrangör|en-er|organiser|p
initiativtagare|en-0|initiator|p
motståndare|en-0|opponent|p
anhängare|en-0|supporter|p
kritiker|en-0|critic|p
förespråkare|en-0|advocate|p
expert|en-er|expert|p
specialist|en-er|specialist|p
rådgivare|en-0|adviser|p
hjälte|en-ar|hero|p
förebild|en-er|role model|p
geni|ett-er|genius|p
offer|ett-0|victim|p
skurk|en-ar|villain|p
