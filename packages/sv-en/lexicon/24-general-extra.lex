#  General vocabulary: common abstract nouns, everyday verbs and descriptive adjectives.

accepterad|a|accepted
aktör|en-er|actor
alkoholist|en-er|alcoholic|p
ambition|en-er|ambition
angelägen|a|keen|n=angeläget d=angelägna
anmärkningsvärd|a|remarkable
anpassning|en-ar|adaptation
ansträngning|en-ar|effort
användning|en-ar|use
argument|ett-0|argument
arrangemang|ett-0|arrangement
aspekt|en-er|aspect
attityd|en-er|attitude
avsikt|en-er|intention
avslut|ett-0|end
begrepp|ett-0|concept
begränsning|en-ar|restriction
bekymmer|ett-0|worry|def=bekymret dpl=bekymren
benägen|a|inclined|n=benäget d=benägna
besvär|ett-0|trouble
bister|a|grim
blick|en-ar|look
brottslig|a|criminal
bråttom|adv|in a hurry
bygd|en-er|area
byte|ett-n|exchange
bänk|en-ar|bench
börda|en-or|burden
cell|en-er|cell
dam|en-er|lady|p g=f
deltagande|ett-n|participation
detalj|en-er|detail
distans|en-er|distance
drama|ett-0|drama|def=dramat pl=draman dpl=dramerna
drift|en-er|operation
elit|en-er|elite
enighet|en-er|unity
entusiasm|en-er|enthusiasm
etablering|en-ar|establishment
fakta|pl|facts
faktor|en-er|factor
fart|en-er|speed
figur|en-er|figure
filosofi|en-er|philosophy
finansiering|en-ar|funding
fokus|ett-0|focus
forum|ett-0|forum
fukt|en-er|damp
fält|ett-0|field
förklaring|en-ar|explanation
galen|a|mad|n=galet d=galna
gemenskap|en-er|community
gest|en-er|gesture
hantering|en-ar|handling
hinder|ett-0|obstacle|def=hindret dpl=hindren
humör|ett-0|mood
hunger|en-0|hunger
incitament|ett-0|incentive
inslag|ett-0|feature
instans|en-er|instance
institution|en-er|institution
kapacitet|en-er|capacity
kategori|en-er|category
kollaps|en-er|collapse
kombination|en-er|combination
kommentar|en-er|comment
kvot|en-er|quota
logik|en-er|logic
lust|en-er|desire
lycka|en-or|happiness
lyx|en-0|luxury
moral|en-er|morality
mönster|ett-0|pattern|def=mönstret dpl=mönstren
norm|en-er|norm
nöd|en-0|need
panik|en-er|panic
paragraf|en-er|section
perspektiv|ett-0|perspective
press|en-ar|pressure
princip|en-er|principle
prioritet|en-er|priority
profil|en-er|profile
psykologi|en-er|psychology
regi|en-er|direction
skydd|ett-0|protection
spänning|en-ar|tension
stabilitet|en-er|stability
standard|en-er|standard
status|en-0|status
stil|en-ar|style
strävan|en-0|effort|def=strävan
takt|en-er|pace
tema|ett-n|theme|def=temat pl=teman dpl=temana
trend|en-er|trend
tvekan|en-0|hesitation|def=tvekan
utrymme|ett-n|space
variation|en-er|variation
öde|ett-n|fate
accelerera|v1|accelerate
acceptera|v1|accept
anlita|v1|hire
anstränga|v2|strain
behärska|v1|master
bemästra|v1|master
beröva|v1|deprive
beskylla|v2|accuse
betrakta|v1|regard
bevittna|v1|witness
blomstra|v1|flourish
damma|v1|dust
drunkna|v1|drown
duka|v1|lay the table
dyrka|v1|worship
fasa|v1|phase
färga|v1|colour
gnälla|v2|whine
heja|v1|cheer
hoppa|v1|jump
hämnas|v1s|take revenge
hänga|v2|hang
härma|v1|imitate
intressera|v1|interest
jaga|v1|hunt
klaga|v1|complain
klämma|v2|squeeze
knuffa|v1|push
krama|v1|hug
krossa|v1|crush
kyssa|v2|kiss
leka|v2|play
längta|v1|long
mata|v1|feed
nypa|v2|pinch
nysa|v4|sneeze|nös nyst
nöja|v2|content
pussa|v1|kiss
putsa|v1|polish
ropa|v1|shout
räcka|v2|be enough
röka|v2|smoke
skratta|v1|laugh
smeka|v2|caress
sno|v3|snatch
snubbla|v1|stumble
storma|v1|storm
stråla|v1|shine
svimma|v1|faint
trampa|v1|tread
trösta|v1|comfort
uppfostra|v1|bring up
vissna|v1|wither
ärva|v1|inherit
önska|v1|wish
anständig|a|decent
banal|a|banal
barnslig|a|childish
bekant|a|familiar
bekväm|a|comfortable|dbl
blek|a|pale
blind|a|blind
blyg|a|shy
brutal|a|brutal
bräcklig|a|fragile
dum|a|stupid|dbl
dyster|a|gloomy
dåsig|a|drowsy
egentlig|a|actual
elegant|a|elegant
envis|a|stubborn
fientlig|a|hostile
flitig|a|hard-working
folklig|a|popular
främmande|a0|foreign
fräsch|a|fresh
förnuftig|a|sensible
genomsnittlig|a|average
giftig|a|poisonous
glömsk|a|forgetful
grym|a|cruel|dbl
grundlig|a|thorough
gynnsam|a|favourable|dbl
hjälpsam|a|helpful|dbl
hopplös|a|hopeless
häftig|a|intense
hälsosam|a|healthy|dbl
klok|a|wise
krånglig|a|complicated
kvick|a|quick
kylig|a|chilly
lat|a|lazy
lekfull|a|playful
lik|a|alike
lustig|a|funny
mogen|a|mature|n=moget d=mogna
naiv|a|naive
nyfiken|a|curious|n=nyfiket d=nyfikna
närvarande|a0|present
pigg|a|alert
pålitlig|a|reliable
rask|a|brisk
skarp|a|sharp
skicklig|a|skilful
slarvig|a|careless
slö|a|dull
smart|a|smart
sned|a|crooked
snål|a|stingy
sorglig|a|sad
stel|a|stiff
stilig|a|handsome
stram|a|strict|dbl
sällsynt|a|rare
vild|a|wild
vänlig|a|friendly
värdig|a|worthy
ovärdig|a|unworthy
allvarlighet|en-er|gravity
vardaglig|a|everyday
kommunikation|en-er|communication
kunskapslucka|en-or|knowledge gap
dilemma|ett-n|dilemma|def=dilemmat pl=dilemman
kontrast|en-er|contrast
kapitel|ett-0|chapter|def=kapitlet dpl=kapitlen
antydan|en-0|hint|def=antydan
antagande|ett-n|assumption
bedrift|en-er|achievement
prestation|en-er|performance
uppmaning|en-ar|call
vädjan|en-0|appeal|def=vädjan
varsamhet|en-er|care
försiktighet|en-er|caution
ovisshet|en-er|uncertainty
osäkerhet|en-er|uncertainty
tragedi|en-er|tragedy
olyckshändelse|en-r|accident
mirakel|ett-0|miracle|def=miraklet dpl=miraklen
överraskning|en-ar|surprise
glädjebesked|ett-0|good news
chockbesked|ett-0|shock announcement
dödsbesked|ett-0|news of a death
rekordsiffra|en-or|record figure
milstolpe|en-ar|milestone
vändpunkt|en-er|turning point
genombrott|ett-0|breakthrough
bakslag|ett-0|setback
motgång|en-ar|setback
nödläge|ett-n|emergency
lönebildning|en-ar|wage formation
föräldraförsäkring|en-ar|parental insurance
hyresreglering|en-ar|rent control
bolånetak|ett-0|mortgage cap
ögonvård|en-0|eye care
häktningsframställning|en-ar|request for detention
åtalsunderlåtelse|en-r|waiver of prosecution
reaktor|en-er|reactor
läroplan|en-er|curriculum
gymnasieexamen|en-0|upper secondary diploma|def=gymnasieexamen pl=gymnasieexamina
högskoleprov|ett-0|university entrance test
antagningspoäng|en-0|admission score
återvandring|en-ar|return migration
cyberförsvar|ett-0|cyber defence
kalhygge|ett-n|clear-cut
stam|en-ar|population|dbl
blodpropp|en-ar|blood clot
dialys|en-er|dialysis
rökdykare|en-0|smoke diver|p
släckningsarbete|ett-n|firefighting work
europaparlamentariker|en-0|member of the European Parliament|p
fara|v4|go|far for farit
förbud|ett-0|ban
reparation|en-er|repair
tuff|a|tough
tyda|v2|indicate
krönika|en-or|column
krönikör|en-er|columnist|p
klubba|v1|approve
vaksam|a|vigilant|dbl
guldsmed|en-er|jeweller|p
mördare|en-0|murderer|p
svek|ett-0|betrayal
ladda|v1|charge
giftermål|ett-0|marriage
vindby|en-ar|gust of wind
anklagelse|en-r|accusation
öppettid|en-er|opening hours/opening hours
utbränd|a|burnt out
anslag|ett-0|funding
försvarsanslag|ett-0|defence spending
klimatanpassning|en-ar|climate adaptation
stadsplan|en-er|city plan
överbeläggning|en-ar|overcrowding
rusning|en-ar|rush hour
centimeter|en-0|centimetre|of
millimeter|en-0|millimetre|of
stillasittande|ett-n|sitting still
kontaktledning|en-ar|overhead line
återbud|ett-0|withdrawal
flygtrafik|en-er|air traffic
klartecken|ett-0|go-ahead|def=klartecknet dpl=klartecknen
gymnasieelev|en-er|upper secondary pupil|p
busskort|ett-0|bus pass
union|en-er|union
senat|en-er|senate
verk|ett-0|agency
ämbetsverk|ett-0|government agency
fredagsmys|ett-0|cosy Friday evening
påskafton|en-ar|Easter Saturday|noart t
valborgsmässoafton|en-ar|Walpurgis Night|noart t
narkosläkare|en-0|anaesthetist|p
distriktsläkare|en-0|general practitioner|p
fysioterapeut|en-er|physiotherapist|p
sjukgymnast|en-er|physiotherapist|p
arbetsterapeut|en-er|occupational therapist|p
dietist|en-er|dietitian|p
vårdnadshavare|en-0|guardian|p
förmyndare|en-0|guardian|p
jubel|ett-0|cheering|def=jublet
skräll|en-ar|upset
flopp|en-ar|flop
tumult|ett-0|tumult
kalabalik|en-er|chaos
krasch|en-ar|crash
ovation|en-er|ovation
protestaktion|en-er|protest action
bojkott|en-er|boycott
massaker|en-0|massacre|pl=massakrer
störtdyka|v2|nosedive
skena|v1|spiral
kryssa|v1|draw
spräcka|v2|crack
såga|v1|pan
peta|v1|drop
porta|v1|ban
chockerande|a0|shocking
pytteliten|a|tiny|n=pyttelitet d=pyttelilla
minimal|a|minimal
maximal|a|maximum
optimal|a|optimal
ideal|a|ideal
utmärkt|a|excellent
suverän|a|superb
fenomenal|a|phenomenal
usel|a|lousy
katastrofal|a|disastrous
miserabel|a|miserable
hemmalag|ett-0|home team
bortalag|ett-0|away team
jumbo|en-ar|bottom team
nykomling|en-ar|newcomer|p
favorit|en-er|favourite|p
underdog|en-0|underdog|p
assist|en-er|assist
hattrick|ett-0|hat-trick
matchboll|en-ar|match point
setboll|en-ar|set point
tiebreak|ett-0|tiebreak
sjukpenning|en-ar|sickness benefit
bostadstillägg|ett-0|housing supplement
partikamrat|en-er|party colleague|p
valmanifest|ett-0|election manifesto
valvaka|en-or|election night party
skyttekung|en-ar|top scorer|p
titelförsvarare|en-0|defending champion|p

# common in news body text
lite|adv|a little
exemplar|ett-0|copy
behörighet|en-er|eligibility
knä|ett-n|knee|def=knät
part|en-er|party
ingenting|pron|nothing|agr=3sg
alls|adv|at all
ur|prep|from
förrän|sconj|until
utesluta|v4|rule out|utesluter uteslöt uteslutit
oförändrad|a|unchanged|n=oförändrat
register|ett-0|register
inblandning|en-ar|involvement
trängsel|en--|congestion
skyltning|en-ar|signage
handläggningstid|en-er|processing time
biverkning|en-ar|side effect
uppgradera|v1|upgrade
bedömare|en-0|analyst|p
nedåt|adv|down
kvadratmeter|en-0|square metre/square metres
deklaration|en-er|tax return
treårig|a|three-year
namnunderskrift|en-er|signature
stökig|a|rowdy
förse|v4|supply|förser försåg försett
havsbaserad|a|offshore|n=havsbaserat
semestra|v1|holiday
hektar|en-0|hectare/hectares|of
algblomning|en-ar|algal bloom
glaciär|en-er|glacier
debutant|en-er|newcomer|p
uppväxt|en-er|upbringing
oroligheter|pl|unrest
operatör|en-er|operator
färjetrafik|en--|ferry services
minimistraff|ett-0|minimum sentence
gränsvärde|ett-n|limit
språkrör|ett-0|spokesperson|p
rusningstid|en-er|rush hour|noart
badhus|ett-0|swimming baths/swimming baths
årskurs|en-er|year
trolöshet|en-er|breach of trust
huvudman|en-0|principal|p pl=huvudmän
remissinstans|en-er|consultation body
kommundirektör|en-er|municipal chief executive|p
månadskort|ett-0|monthly pass
vårändringsbudget|en-ar|spring amending budget
kran|en-ar|tap
schemalagd|a|timetabled|n=schemalagt
återvinningscentral|en-er|recycling centre
halt|en-er|level
bestånd|ett-0|population
bruksort|en-er|mill town
undra|v1|wonder
tandvård|en--|dental care|noart
högtryck|ett-0|high pressure
lågtryck|ett-0|low pressure
miljöförstöring|en-ar|environmental damage
sparbeting|ett-0|savings target
tillsyn|en--|supervision
vräkning|en-ar|eviction
överfall|ett-0|assault
förlossningsvård|en--|maternity care|noart
regeringsbildning|en-ar|formation of a government
votering|en-ar|vote
omkörningsfil|en-er|overtaking lane
avgångshall|en-ar|departure hall
incheckning|en-ar|check-in
resistens|en-er|resistance
vattenstånd|ett-0|water level
räntebesked|ett-0|interest rate decision
rörelseresultat|ett-0|operating profit
slalom|en-0|slalom
avfärda|v1|dismiss
förvarna|v1|warn in advance
entlediga|v1|dismiss
omplacera|v1|redeploy
pensionera|v1|retire
dubblera|v1|double
tidigarelägga|v4|bring forward|tidigarelägger tidigarelade tidigarelagt
senarelägga|v4|postpone|senarelägger senarelade senarelagt
permittera|v1|lay off temporarily
innehav|ett-0|possession
åklagarkammare|en-0|prosecution office
bolånetagare|en-0|mortgage holder|p
