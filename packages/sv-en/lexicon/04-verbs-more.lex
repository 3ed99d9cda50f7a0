#  More verbs: everyday actions, reporting verbs and the verbs of change that headlines use.

rycka|v2|jerk
plocka|v1|pick
vänja|v2|accustom|pres=vänjer past=vande sup=vant pp=van
bry|v3|care
kasta|v1|throw
peka|v1|point
tjata|v1|nag
lita|v1|trust
fokusera|v1|focus
skilja|v2|separate|pres=skiljer past=skilde sup=skilt pp=skild
uppmärksamma|v1|draw attention to
uppmuntra|v1|encourage
uppleva|v2|experience
uppfylla|v2|fulfil
uppnå|v3|achieve
uppdatera|v1|update
upprepa|v1|repeat
upphöra|v2|cease
upphäva|v1|lift
uppträda|v2|perform
utvidga|v1|extend
utöka|v1|expand
utsätta|v4|expose|utsätter utsatte utsatt
utmana|v1|challenge
utvärdera|v1|evaluate
utsträcka|v2|extend
utrusta|v1|equip
utrymma|v2|evacuate
avskaffa|v1|abolish
avråda|v2|advise against
avstå|v4|refrain|avstår avstod avstått pp=-
avvakta|v1|wait and see
avveckla|v1|wind down
avlösa|v2|relieve
avspegla|v1|reflect
avancera|v1|advance
anpassa|v1|adapt
anlända|v2|arrive
anlägga|v4|lay out|anlägger anlade anlagt pp=anlagd
anordna|v1|organise
anropa|v1|call
ansluta|v4|connect|anslöt anslutit
arrestera|v1|arrest
avrätta|v1|execute
begränsa|v1|restrict
behålla|v4|keep|behöll behållit
bekymra|v1|worry
belasta|v1|burden
belysa|v2|highlight
bemöta|v2|respond to
berika|v1|enrich
beröra|v2|affect
besegra|v1|defeat
besitta|v4|possess|besatt besuttit
bestrida|v4|dispute|bestred bestridit
betona|v1|stress|say
betyda|v2|mean
bevara|v1|preserve
bevisa|v1|prove
bilda|v1|form
blanda|v1|mix
blockera|v1|block
blomma|v1|bloom
bosätta|v4|settle|bosätter bosatte bosatt
byta|v2|change
demolera|v1|demolish
dokumentera|v1|document
drömma|v2|dream
dubbla|v1|double
effektivisera|v1|streamline
eftersträva|v1|strive for
elda|v1|burn
eliminera|v1|eliminate
erövra|v1|conquer
eskalera|v1|escalate
etablera|v1|establish
existera|v1|exist
fastställa|v2|establish
fatta|v1|make
fixa|v1|fix
flöda|v1|flow
forma|v1|shape
formulera|v1|formulate
frakta|v1|ship
framhålla|v4|emphasise|framhöll framhållit
framställa|v2|portray
frigöra|v4|release|frigör frigjorde frigjort pp=frigjord
fullfölja|v2|complete
fungera|v1|work
fånga|v1|catch
färdas|v1s|travel
fördöma|v2|condemn
föredra|v4|prefer|föredrar föredrog föredragit
förena|v1|unite
förenkla|v1|simplify
förflytta|v1|move
förlänga|v2|extend
förlåta|v4|forgive|förlät förlåtit
förmedla|v1|convey
förnya|v1|renew
förorena|v1|pollute
förskjuta|v4|postpone|försköt förskjutit
förstärka|v2|reinforce
försvaga|v1|weaken
förtydliga|v1|clarify
förvandla|v1|transform
förvärra|v1|worsen
föråldra|v1|outdate
garantera|v1|guarantee
genomsöka|v2|search
gestalta|v1|portray
gynna|v1|benefit
hala|v1|haul
halka|v1|slip
hindra|v1|prevent
hissa|v1|hoist
häva|v2|lift
ignorera|v1|ignore
illustrera|v1|illustrate
implementera|v1|implement
inbjuda|v4|invite|inbjöd inbjudit
inkludera|v1|include
inneha|v4|hold|innehar innehade innehaft pp=-
inrätta|v1|set up
inspektera|v1|inspect
inspirera|v1|inspire
installera|v1|install
instämma|v2|agree
intervjua|v1|interview
introducera|v1|introduce
invadera|v1|invade
invänta|v1|await
isolera|v1|isolate
justera|v1|adjust
kapa|v1|hijack
klassa|v1|classify
klippa|v2|cut
klättra|v1|climb
knacka|v1|knock
koncentrera|v1|concentrate
konstatera|v1|note|say
konsumera|v1|consume
kopiera|v1|copy
koppla|v1|link
kostnadsberäkna|v1|cost
kvarstå|v4|remain|kvarstår kvarstod kvarstått pp=-
kvittera|v1|equalise
känneteckna|v1|characterise
lagra|v1|store
locka|v1|attract
lossna|v1|come loose
lysa|v2|shine
länka|v1|link
läcka|v2|leak
lämpa|v1|suit
markera|v1|mark
missförstå|v4|misunderstand|missförstår missförstod missförstått pp=missförstådd
modernisera|v1|modernise
motivera|v1|justify
motsäga|v4|contradict|motsäger motsade motsagt
mottaga|v4|receive|mottog mottagit
multiplicera|v1|multiply
namnge|v4|name|namnger namngav namngett pp=namngiven
nedgradera|v1|downgrade
notera|v1|note
närma|v1|approach
nämna|v2|mention
observera|v1|observe
offra|v1|sacrifice
ordna|v1|arrange
orientera|v1|orient
packa|v1|pack
passera|v1|pass
pausa|v1|pause
placera|v1|place
plantera|v1|plant
posta|v1|post
pressa|v1|press
prioritera|v1|prioritise
privatisera|v1|privatise
profitera|v1|profit
programmera|v1|program
promenera|v1|walk
prova|v1|try
provocera|v1|provoke
pumpa|v1|pump
radera|v1|delete
rangordna|v1|rank
rasera|v1|demolish
realisera|v1|realise
redovisa|v1|report
reducera|v1|reduce
registrera|v1|register
reglera|v1|regulate
rekommendera|v1|recommend
rekrytera|v1|recruit
reparera|v1|repair
resultera|v1|result
rikta|v1|aim
rista|v1|carve
rivas|v4s|be demolished|rivs revs rivits
rulla|v1|roll
råda|v2|advise
rättfärdiga|v1|justify
röja|v2|clear
samordna|v1|coordinate
sammanfatta|v1|summarise
sammanställa|v2|compile
samverka|v1|cooperate
sanera|v1|decontaminate
sikta|v1|aim
simulera|v1|simulate
skaffa|v1|get
skjutsa|v1|drive
skrota|v1|scrap
skruva|v1|screw
skynda|v1|hurry
skämta|v1|joke
smita|v4|flee|smet smitit
smälla|v2|bang
snatta|v1|shoplift
sortera|v1|sort
spana|v1|watch
sponsra|v1|sponsor
stabilisera|v1|stabilise
stampa|v1|stamp
stifta|v1|enact
straffa|v1|punish
sträcka|v2|stretch
stärka|v2|strengthen
stöta|v2|bump
subventionera|v1|subsidise
summera|v1|sum up
sympatisera|v1|sympathise
sysselsätta|v4|employ|sysselsätter sysselsatte sysselsatt
säkerställa|v2|ensure
tillbringa|v1|spend
tillfoga|v1|inflict
tillhöra|v2|belong to
tillkalla|v1|summon
tilldela|v1|award
tillämpa|v1|apply
tolka|v1|interpret
trappa|v1|step
trycka|v2|press
träda|v2|step
tvätta|v1|wash
tvivla|v1|doubt
tysta|v1|silence
täcka|v2|cover
underhålla|v4|maintain|underhöll underhållit
underlätta|v1|facilitate
understryka|v4|emphasise|underströk understrukit say
vakna|v1|wake up
vandalisera|v1|vandalise
vandra|v1|hike
variera|v1|vary
vattna|v1|water
verifiera|v1|verify
vidga|v1|widen
vila|v1|rest
vinka|v1|wave
väcka|v2|arouse
välkomna|v1|welcome
värdera|v1|value
värna|v1|protect
växla|v1|change
återfinna|v4|find|återfann återfunnit
återkomma|v4|return|återkommer återkom återkommit pp=-
återvinna|v4|recycle|återvann återvunnit
äventyra|v1|jeopardise
öva|v1|practise
överraska|v1|surprise
överta|v4|take over|övertar övertog övertagit
övertyga|v1|convince
