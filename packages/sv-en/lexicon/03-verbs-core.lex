# Core verbs: the irregular high-frequency ones, modals and the verbs every news text uses.
# v4 lines list [present] past supine; English irregulars come from english-irregulars.ts.

vara|v4|be|är var varit cop inv pp=-
ha|v4|have|har hade haft pp=-
bli|v4|become|blir blev blivit cop
göra|v4|make|gör gjorde gjort pp=gjord
säga|v4|say|säger sa sagt pp=sagd say
komma|v4|come|kommer kom kommit inv
gå|v4|go|går gick gått pp=gången
se|v4|see|ser såg sett cop pp=sedd
ge|v4|give|ger gav gett pp=given
ta|v4|take|tar tog tagit
få|v4|get|får fick fått inf pp=-
stå|v4|stand|står stod stått inv pp=-
veta|v4|know|vet visste vetat pp=-
kunna|v4|be able to|kan kunde kunnat inf pp=- modal=can:could
vilja|v4|want|vill ville velat inf to pp=-
skola|v4|be going to|ska skulle skolat inf pp=- modal=will:would
måste|v4|have to|måste måste måst inf pp=- modal=must:had_to
böra|v4|ought to|bör borde bort inf pp=- modal=should:should
dra|v4|pull|drar drog dragit
slå|v4|hit|slår slog slagit
dö|v4|die|dör dog dött pp=-
le|v4|smile|ler log lett pp=-
lägga|v4|put|lägger la lagt pp=lagd
sätta|v4|set|sätter satte satt pp=satt
sälja|v4|sell|säljer sålde sålt pp=såld
välja|v4|choose|väljer valde valt to pp=vald
ligga|v4|be|ligger låg legat inv pp=-
sitta|v4|sit|sitter satt suttit pp=-
låta|v4|let|låter lät låtit inf cop pp=-
hålla|v4|hold|håller höll hållit
finna|v4|find|finner fann funnit
binda|v4|tie|band bundit
bära|v4|carry|bär bar burit
bryta|v4|break|bröt brutit
bita|v4|bite|bet bitit
bjuda|v4|invite|bjöd bjudit
brinna|v4|burn|brann brunnit pp=-
dricka|v4|drink|drack druckit
driva|v4|drive|drev drivit
falla|v4|fall|föll fallit
flyga|v4|fly|flög flugit
flyta|v4|float|flöt flutit
frysa|v4|freeze|frös frusit
försvinna|v4|disappear|försvann försvunnit
gripa|v4|arrest|grep gripit
hinna|v4|have time|hann hunnit inf to pp=-
ljuga|v4|lie|ljög ljugit
lida|v4|suffer|led lidit
njuta|v4|enjoy|njöt njutit
rida|v4|ride|red ridit
rinna|v4|run|rann runnit
riva|v4|demolish|rev rivit
sjunga|v4|sing|sjöng sjungit
sjunka|v4|fall|sjönk sjunkit
skina|v4|shine|sken skinit
skjuta|v4|shoot|sköt skjutit
skrika|v4|scream|skrek skrikit
skriva|v4|write|skrev skrivit say
skära|v4|cut|skar skurit
slippa|v4|avoid having to|slapp sluppit inf
slita|v4|tear|slet slitit
sova|v4|sleep|sov sovit
spricka|v4|crack|sprack spruckit
sprida|v4|spread|spred spridit
springa|v4|run|sprang sprungit
sticka|v4|stab|stack stuckit
stiga|v4|rise|steg stigit
stjäla|v4|steal|stal stulit
strida|v4|fight|stred stridit
stryka|v4|strike out|strök strukit
svika|v4|let down|svek svikit
tiga|v4|keep quiet|teg tigit
vinna|v4|win|vann vunnit
vrida|v4|twist|vred vridit
äta|v4|eat|åt ätit
gråta|v4|cry|grät gråtit
hugga|v4|stab|högg huggit
knyta|v4|tie|knöt knutit
krypa|v4|crawl|kröp krupit
smyga|v4|sneak|smög smugit
suga|v4|suck|sög sugit
klyva|v4|split|klöv kluvit
kliva|v4|step|klev klivit
glida|v4|slide|gled glidit
skrida|v4|proceed|skred skridit
bedriva|v4|conduct|bedrev bedrivit
beskriva|v4|describe|beskrev beskrivit
föreskriva|v4|prescribe|föreskrev föreskrivit
underteckna|v1|sign
fortsätta|v4|continue|fortsätter fortsatte fortsatt inf to pp=fortsatt say
förstå|v4|understand|förstår förstod förstått pp=förstådd
bestå|v4|consist|består bestod bestått pp=-
uppstå|v4|arise|uppstår uppstod uppstått pp=-
tillåta|v4|allow|tillåter tillät tillåtit
förbjuda|v4|ban|förbjöd förbjudit
erbjuda|v4|offer|erbjöd erbjudit
avbryta|v4|interrupt|avbröt avbrutit
föreslå|v4|propose|föreslår föreslog föreslagit
överge|v4|abandon|överger övergav övergett pp=övergiven
angripa|v4|attack|angrep angripit
uppge|v4|say|uppger uppgav uppgett pp=uppgiven say
ingå|v4|be part of|ingår ingick ingått pp=ingången
avgå|v4|resign|avgår avgick avgått pp=avgången
pågå|v4|continue|pågår pågick pågått pp=-
genomgå|v4|undergo|genomgår genomgick genomgått pp=-
framgå|v4|emerge|framgår framgick framgått pp=-
utgå|v4|be dropped|utgår utgick utgått pp=-
förekomma|v4|occur|förekommer förekom förekommit pp=-
omkomma|v4|die|omkommer omkom omkommit pp=-
avlida|v4|die|avled avlidit pp=-
frige|v4|release|friger frigav frigett pp=frigiven
vidta|v4|take|vidtar vidtog vidtagit
anta|v4|adopt|antar antog antagit
delta|v4|take part|deltar deltog deltagit pp=-
åta|v4|undertake|åtar åtog åtagit
uppta|v4|take up|upptar upptog upptagit
företa|v4|undertake|företar företog företagit
inta|v4|take|intar intog intagit
undgå|v4|escape|undgår undgick undgått pp=-
förgå|v4|perish|förgår förgick förgått pp=-
tillkomma|v4|be added|tillkommer tillkom tillkommit pp=-
bekomma|v4|affect|bekommer bekom bekommit pp=-
överlämna|v1|hand over
innebära|v4|mean|innebär innebar inneburit pp=-
utgöra|v4|constitute|utgör utgjorde utgjort pp=-
åtgärda|v1|fix
genomföra|v2|carry out
införa|v2|introduce
föra|v2|take|pres=för rare
anföra|v2|state|pres=anför
utföra|v2|carry out|pres=utför
överföra|v2|transfer|pres=överför
medföra|v2|entail|pres=medför
avföra|v2|remove|pres=avför
framföra|v2|present|pres=framför
tillföra|v2|add|pres=tillför
bortföra|v2|abduct|pres=bortför
kidnappa|v1|kidnap
höra|v2|hear
köra|v2|drive
röra|v2|touch
lära|v2|teach|inf
hyra|v2|rent
styra|v2|govern
störa|v2|disturb
begära|v2|request
tvinga|v1|force
gifta|v2|marry
köpa|v2|buy
läsa|v2|read
använda|v2|use
känna|v2|feel
glömma|v2|forget
ställa|v2|put
fylla|v2|fill
följa|v2|follow
tänka|v2|think|inf to
söka|v2|seek
leda|v2|lead
möta|v2|meet
hända|v2|happen
sända|v2|broadcast
vända|v2|turn
tända|v2|light
tälta|v1|camp
behöva|v2|need|inf to
leva|v2|live
visa|v1|show
bygga|v2|build
ringa|v2|call
ändra|v1|change
spela|v1|play
ägna|v1|devote
höja|v2|raise
sänka|v2|lower
öka|v1|increase
minska|v1|decrease|tr=reduce
stoppa|v1|stop
starta|v1|start
sluta|v1|finish|inf
börja|v1|begin|inf to
avsluta|v1|end
inleda|v2|begin
inledas|v2s|begin|inleds inleddes inletts
avslutas|v1s|end
brista|v4|fail|brast brustit
rena|v1|purify
öppna|v1|open
stänga|v2|close
låsa|v2|lock
tro|v3|believe
bo|v3|live
nå|v3|reach
må|v3|feel
sy|v3|sew
klä|v3|dress
strö|v3|scatter
fly|v3|flee
tycka|v2|think
verka|v1|seem|inf to cop
tyckas|v2s|seem|tycks tycktes tycks inf to cop
synas|v2s|be seen|syns syntes synts
finnas|v4s|be|finns fanns funnits inv
hoppas|v1s|hope|inf to
lyckas|v1s|succeed|inf to
misslyckas|v1s|fail
minnas|v2s|remember|minns mindes mints
trivas|v2s|thrive|trivs trivdes trivts
andas|v1s|breathe
åldras|v1s|age
brottas|v1s|wrestle
slåss|v4s|fight|slåss slogs slagits
umgås|v4s|socialise|umgås umgicks umgåtts
låtsas|v1s|pretend
svettas|v1s|sweat
skämmas|v2s|be ashamed|skäms skämdes skämts
envisas|v1s|insist
enas|v1s|agree
mötas|v2s|meet|möts möttes mötts
träffas|v1s|meet
ses|v4s|meet|ses sågs setts rare
kännas|v2s|feel|känns kändes känts cop
saknas|v1s|be missing
behövas|v2s|be needed|behövs behövdes behövts
krävas|v2s|be required|krävs krävdes krävts
fattas|v1s|be lacking|rare
skiljas|v2s|divorce|skiljs skildes skilts
föräldras|v1s|parent
kräkas|v2s|vomit|kräks kräktes kräkts
vistas|v1s|stay
tvingas|v1s|be forced|inf
väntas|v1s|be expected
anses|v2s|be considered|anses ansågs ansetts cop
befaras|v1s|be feared
misstänkas|v2s|be suspected|misstänks misstänktes misstänkts
bruka|v1|usually|inf
kosta|v1|cost
betala|v1|pay
tjäna|v1|earn
spara|v1|save
låna|v1|borrow
äga|v2|own
vänta|v1|wait
stanna|v1|stay
lämna|v1|leave
resa|v2|travel
åka|v2|go
flytta|v1|move
landa|v1|land
ramla|v1|fall
hamna|v1|end up
hämta|v1|fetch
skicka|v1|send
hjälpa|v2|help
rädda|v1|save
skydda|v1|protect
försvara|v1|defend
attackera|v1|attack
anfalla|v4|attack|anföll anfallit
döda|v1|kill
mörda|v1|murder
skada|v1|injure
hota|v1|threaten
varna|v1|warn
larma|v1|alert
kräva|v2|demand
begå|v4|commit|begår begick begått pp=begången
anmäla|v2|report
polisanmäla|v2|report to the police
utreda|v2|investigate
granska|v1|scrutinise
undersöka|v2|examine
kontrollera|v1|check
pröva|v1|try
testa|v1|test
försöka|v2|try|inf to
klara|v1|manage
orka|v1|manage|inf to
våga|v1|dare|inf to
kämpa|v1|fight
förlora|v1|lose
tappa|v1|lose
missa|v1|miss
leta|v1|search
hitta|v1|find
upptäcka|v2|discover
avslöja|v1|reveal
berätta|v1|tell|att=say say
förklara|v1|explain|say
meddela|v1|announce|say
rapportera|v1|report
uppmana|v1|urge
svara|v1|answer|say
fråga|v1|ask|say
kommentera|v1|comment on
bekräfta|v1|confirm
neka|v1|deny
förneka|v1|deny
erkänna|v2|admit
medge|v4|admit|medger medgav medgett pp=medgiven
påstå|v4|claim|påstår påstod påstått pp=påstådd
hävda|v1|claim|say
mena|v1|mean|att=argue say
anse|v4|consider|anser ansåg ansett pp=ansedd
förvänta|v1|expect
planera|v1|plan|inf to
besluta|v1|decide|to
bestämma|v2|decide|to
godkänna|v2|approve
avslå|v4|reject|avslår avslog avslagit
avvisa|v1|reject
stödja|v2|support|pres=stöder past=stödde sup=stött pp=stödd
motsätta|v4|oppose|motsätter motsatte motsatt
diskutera|v1|discuss
debattera|v1|debate
förhandla|v1|negotiate
rösta|v1|vote
lova|v1|promise|to
satsa|v1|invest
investera|v1|invest
finansiera|v1|fund
dela|v1|share
fördela|v1|distribute
samla|v1|gather
möjliggöra|v4|enable|möjliggör möjliggjorde möjliggjort pp=möjliggjord
påverka|v1|affect
drabba|v1|affect
orsaka|v1|cause
bidra|v4|contribute|bidrar bidrog bidragit
skapa|v1|create
producera|v1|produce
tillverka|v1|manufacture
utveckla|v1|develop
förbättra|v1|improve
försämra|v1|worsen
förstöra|v2|destroy
förändra|v1|change
ersätta|v4|replace|ersätter ersatte ersatt pp=ersatt
lösa|v2|solve
hantera|v1|handle
sköta|v2|take care of
ansvara|v1|be responsible
arbeta|v1|work
jobba|v1|work
anställa|v2|hire
avskeda|v1|dismiss
varsla|v1|give notice to
yrka|v1|call
strejka|v1|strike
protestera|v1|protest
demonstrera|v1|demonstrate
kritisera|v1|criticise
anklaga|v1|accuse
skylla|v2|blame
ifrågasätta|v4|question|ifrågasätter ifrågasatte ifrågasatt
avgöra|v4|decide|avgör avgjorde avgjort pp=avgjord
döma|v2|sentence
fria|v1|acquit:acquitted:acquitted
fälla|v2|convict
åtala|v1|charge
häkta|v1|remand in custody
anhålla|v4|detain|anhöll anhållit
frihetsberöva|v1|detain
misstänka|v2|suspect
utvisa|v1|deport
släppa|v2|release
rymma|v2|escape
gömma|v2|hide
råna|v1|rob
bränna|v2|burn
explodera|v1|explode
spränga|v2|blow up
krascha|v1|crash
kollidera|v1|collide
krocka|v1|collide
välta|v2|overturn
släcka|v2|put out
evakuera|v1|evacuate
spärra|v1|block
överleva|v2|survive
sjukna|v1|fall ill
smitta|v1|infect
behandla|v1|treat
vårda|v1|care for|enpass=treat
operera|v1|operate
vaccinera|v1|vaccinate
bota|v1|cure
träna|v1|train
tävla|v1|compete
kvala|v1|qualify
värva|v1|sign
sparka|v1|kick|enpass=sack tr=sack
fira|v1|celebrate
jubla|v1|cheer
dansa|v1|dance
filma|v1|film
fotografera|v1|photograph
måla|v1|paint
lyssna|v1|listen
titta|v1|look
publicera|v1|publish
lansera|v1|launch
presentera|v1|present
premiärvisa|v1|premiere
laga|v1|cook
baka|v1|bake
steka|v2|fry
koka|v1|boil
grilla|v1|grill
servera|v1|serve
smaka|v1|taste
handla|v1|shop
beställa|v2|order
leverera|v1|deliver
återkalla|v1|recall
regna|v1|rain
snöa|v1|snow
blåsa|v2|blow
smälta|v2|melt
värma|v2|warm
kyla|v2|cool
torka|v1|dry
översvämma|v1|flood
rasa|v1|plunge
rusa|v1|soar
dyka|v2|dive
växa|v2|grow|sup=vuxit
krympa|v2|shrink
halvera|v1|halve
fördubbla|v1|double
mäta|v2|measure
räkna|v1|count
beräkna|v1|calculate
uppskatta|v1|estimate
jämföra|v2|compare|pres=jämför
bedöma|v2|assess
prognostisera|v1|forecast
förutspå|v3|predict
förbereda|v2|prepare
organisera|v1|organise
arrangera|v1|arrange
inträffa|v1|happen
ske|v3|happen|pres=sker past=skedde sup=skett
fortgå|v4|continue|fortgår fortgick fortgått
återvända|v2|return
återgå|v4|return|återgår återgick återgått
återuppta|v4|resume|återupptar återupptog återupptagit
återställa|v2|restore
återöppna|v1|reopen
bekämpa|v1|fight
förhindra|v1|prevent
förebygga|v2|prevent
undvika|v4|avoid|undvek undvikit
riskera|v1|risk|to
överväga|v4|consider|överväger övervägde övervägt pp=övervägd
utse|v4|appoint|utser utsåg utsett pp=utsedd
nominera|v1|nominate
utnämna|v2|appoint
avsätta|v4|remove|avsätter avsatte avsatt
efterträda|v2|succeed
tillträda|v2|take office
regera|v1|govern
representera|v1|represent
samarbeta|v1|cooperate
stötta|v1|support
bistå|v4|assist|bistår bistod bistått pp=-
ansöka|v2|apply
erhålla|v4|receive|erhöll erhållit
motta|v4|receive|mottar mottog mottagit
tacka|v1|thank
be|v4|ask|ber bad bett pp=-
besöka|v2|visit
träffa|v1|meet
samtala|v1|talk
prata|v1|talk
tala|v1|speak
uttala|v1|state
kalla|v1|call
heta|v4|be called|heter hette hetat pp=-
innehålla|v4|contain|innehöll innehållit
omfatta|v1|cover
gälla|v2|apply
bero|v3|depend
motsvara|v1|correspond to
överstiga|v4|exceed|översteg överstigit
uppgå|v4|amount|uppgår uppgick uppgått pp=-
lyfta|v2|take off
cykla|v1|cycle
simma|v1|swim
segla|v1|sail
parkera|v1|park
bromsa|v1|brake
försena|v1|delay
boka|v1|book
avboka|v1|cancel
pendla|v1|commute
stressa|v1|rush
kontakta|v1|contact
kommunicera|v1|communicate
informera|v1|inform
upplysa|v2|inform
studera|v1|study
plugga|v1|study
undervisa|v1|teach
utbilda|v1|train
examinera|v1|examine
betygsätta|v4|grade|betygsätter betygsatte betygsatt
skolka|v1|play truant
mobba|v1|bully
trakassera|v1|harass
diskriminera|v1|discriminate against
misshandla|v1|assault
våldta|v4|rape|våldtar våldtog våldtagit
ofreda|v1|molest
förfölja|v2|stalk
utpressa|v1|blackmail
bedra|v4|deceive|bedrar bedrog bedragit
lura|v1|con
förfalska|v1|forge
smuggla|v1|smuggle
langa|v1|deal
renovera|v1|renovate
rita|v1|draw
designa|v1|design
nyttja|v1|use
utnyttja|v1|exploit
missbruka|v1|abuse
passa|v1|suit
föda|v2|give birth to
födas|v2s|be born|föds föddes fötts
begrava|v1|bury
sörja|v2|mourn
hedra|v1|honour
gratulera|v1|congratulate
belöna|v1|reward
prisa|v1|praise
hylla|v1|pay tribute to
berömma|v2|praise
älska|v1|love
gilla|v1|like
hata|v1|hate
rädas|v2s|fear|räds räddes rätts
frukta|v1|fear
oroa|v1|worry
lugna|v1|reassure
glädja|v2|please|pres=gläder past=gladde sup=glatt pp=-
förvåna|v1|surprise
chocka|v1|shock
skaka|v1|shake
uppröra|v2|upset
irritera|v1|irritate
reagera|v1|react
agera|v1|act
ingripa|v4|intervene|ingrep ingripit
efterlysa|v2|appeal for
identifiera|v1|identify
obducera|v1|carry out an autopsy on
säkra|v1|secure
beslagta|v4|seize|beslagtar beslagtog beslagtagit
konfiskera|v1|confiscate
spåra|v1|trace
avlyssna|v1|wiretap
övervaka|v1|monitor
bevaka|v1|cover
patrullera|v1|patrol
visitera|v1|search
frisläppa|v2|release
avtjäna|v1|serve
överklaga|v1|appeal
ompröva|v1|review
vittna|v1|testify
förhöra|v2|question
