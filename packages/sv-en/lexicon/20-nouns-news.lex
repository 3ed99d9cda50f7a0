#  More nouns that news text leans on: events, institutions, places in a town, abstract terms.

höginkomsttagare|en-0|high earner|p
låginkomsttagare|en-0|low earner|p
marginalskatt|en-er|marginal tax
vattenflöde|ett-n|water flow
kontinent|en-er|continent
laguttagning|en-ar|team selection
marginal|en-er|margin
visning|en-ar|viewing
eftersläckning|en-ar|damping down
eftersläckningsarbete|ett-n|damping-down work
bygge|ett-n|construction
visitationszon|en-er|stop-and-search zone
närvaro|en-0|presence
vinstuttag|ett-0|profit withdrawal
läktare|en-0|stand|front
anknytning|en-ar|connection
förbundskansler|en-ar|chancellor|p
svält|en-er|famine
omröstning|en-ar|vote
misstroendeomröstning|en-ar|no-confidence vote
gasledning|en-ar|gas pipeline
kraftledning|en-ar|power line
elledning|en-ar|power line
jätte|en-ar|giant
påve|en-ar|pope|p g=m
nyval|ett-0|snap election
flerbostadshus|ett-0|apartment building
liter|en-0|litre|of
kilo|ett-n|kilo|of
ton|ett-0|tonne|of
gram|ett-0|gram|of
deciliter|en-0|decilitre|of
kubikmeter|en-0|cubic metre|of
årsskifte|ett-n|turn of the year|t
kikhosta|en-or|whooping cough
motorstopp|ett-0|engine failure
serieledning|en-ar|league lead
slutsignal|en-er|final whistle
halvtid|en-er|half-time
tonår|ett-0|teens|mod=teenage
luftrum|ett-0|airspace|dbl
hyllning|en-ar|tribute
legendar|en-er|legend|p
legend|en-er|legend|p
tystnad|en-er|silence
störning|en-ar|disruption
allvar|ett-0|seriousness
platsbrist|en-er|lack of space
skogsparti|ett-er|wooded area
plakat|ett-0|placard
avslag|ett-0|rejection
cigarett|en-er|cigarette
sikt|en-0|term
BB|abbr|maternity ward
förlossningsavdelning|en-ar|maternity ward
förhör|ett-0|interrogation
förvaltare|en-0|administrator|p
konkursförvaltare|en-0|bankruptcy administrator|p
målgång|en-ar|finish
misstro|en-0|distrust
intresse|ett-n|interest
restid|en-er|travel time
resväg|en-ar|route
bruk|ett-0|mill
tillgång|en-ar|access
underlag|ett-0|basis
uppföljning|en-ar|follow-up
översyn|en-er|review
kartläggning|en-ar|survey
genomgång|en-ar|review
sammanställning|en-ar|compilation
bedömning|en-ar|assessment
beräkning|en-ar|calculation
uppskattning|en-ar|estimate
incident|en-er|incident
tillbud|ett-0|near miss
larmcentral|en-er|emergency call centre
ledningscentral|en-er|command centre
patrull|en-er|patrol
polispatrull|en-er|police patrol
hundpatrull|en-er|dog patrol
kravallpolis|en-er|riot police
insatsledare|en-0|operations commander|p
bombhot|ett-0|bomb threat
hotbild|en-er|threat assessment
knivhot|ett-0|knife threat
rånförsök|ett-0|attempted robbery
stöldförsök|ett-0|attempted theft
inbrottsförsök|ett-0|attempted burglary
försvinnande|ett-n|disappearance
eftersökning|en-ar|search
sökinsats|en-er|search operation
skallgång|en-ar|search party
drunkning|en-ar|drowning
drunkningsolycka|en-or|drowning accident
arbetsplatsolycka|en-or|workplace accident
fallolycka|en-or|fall
skidolycka|en-or|skiing accident
båtolycka|en-or|boating accident
flygolycka|en-or|plane crash
tågolycka|en-or|train accident
bussolycka|en-or|bus accident
dödsolycka|en-or|fatal accident
gasläcka|en-or|gas leak
läcka|en-or|leak
oljeutsläpp|ett-0|oil spill
sättning|en-ar|subsidence
stopp|ett-0|stop
haveri|ett-er|breakdown
totalhaveri|ett-er|complete breakdown
nedslag|ett-0|impact
vattenskada|en-or|water damage
stormskada|en-or|storm damage
skadeverkan|en-0|damage|def=skadeverkan
evakuering|en-ar|evacuation
räddningsarbete|ett-n|rescue work
sjukdomsfall|ett-0|case of illness
smittfall|ett-0|case of infection
dödstal|ett-0|death toll
överdos|en-er|overdose
förgiftningsfall|ett-0|case of poisoning
bemanning|en-ar|staffing
bemanningsföretag|ett-0|staffing agency
hyrpersonal|en-0|agency staff
semestertider|pl|holiday period
besparingskrav|ett-0|savings target
sparpaket|ett-0|austerity package
budgetunderskott|ett-0|budget deficit
skattesats|en-er|tax rate
kommunalskatt|en-er|municipal tax
fastighetsskatt|en-er|property tax
bensinskatt|en-er|fuel tax
matmoms|en-0|VAT on food
tullar|pl|tariffs
handelsavtal|ett-0|trade agreement
frihandelsavtal|ett-0|free trade agreement
ränteavdrag|ett-0|interest deduction
avdrag|ett-0|deduction
jobbskatteavdrag|ett-0|earned income tax credit
bolagsskatt|en-er|corporate tax
avkastning|en-ar|return
kursfall|ett-0|price fall
börsras|ett-0|stock market crash
börsvärde|ett-n|market value
aktiemarknad|en-er|stock market
bostadslån|ett-0|home loan
amorteringskrav|ett-0|amortisation requirement
hushållsskuld|en-er|household debt
lönsamhet|en-er|profitability
effektivitet|en-er|efficiency
produktivitet|en-er|productivity
konkurrenskraft|en-er|competitiveness
flytt|en-ar|move
omorganisation|en-er|reorganisation
varselvåg|en-or|wave of redundancies
arbetskraft|en-er|labour
arbetskraftsinvandring|en-ar|labour immigration
lönekrav|ett-0|pay demand
löneförhandling|en-ar|pay negotiation
medlare|en-0|mediator|p
strejkvarsel|ett-0|strike notice|def=strejkvarslet
konfliktvarsel|ett-0|notice of industrial action|def=konfliktvarslet
blockad|en-er|blockade
stridsåtgärd|en-er|industrial action
arbetsgivarorganisation|en-er|employers' organisation
förbund|ett-0|federation
fackförening|en-ar|trade union
lärarförbund|ett-0|teachers' union
vårdförbund|ett-0|health workers' union
medlemsantal|ett-0|membership
kongress|en-er|congress
ordförandeskap|ett-0|presidency
mandatfördelning|en-ar|distribution of seats
riksdagsparti|ett-er|parliamentary party
spärr|en-ar|threshold
fyraprocentsspärr|en-ar|four percent threshold
utskott|ett-0|committee
finansutskott|ett-0|finance committee
konstitutionsutskott|ett-0|constitutional committee
KU|abbr|the Constitutional Committee
kommitté|en-er|committee
nämnd|en-er|board
socialnämnd|en-er|social welfare committee
byggnadsnämnd|en-er|building committee
byggnadslov|ett-0|building permit
bygglov|ett-0|planning permission
detaljplan|en-er|local development plan
stadsplanering|en-ar|urban planning
stadsbyggnad|en-er|urban development
exploatering|en-ar|development
bostadsbygge|ett-n|housing construction
hyreshus|ett-0|apartment block
studentbostad|en-er|student accommodation|pl=studentbostäder
äldrebostad|en-er|senior housing|pl=äldrebostäder
bostadskö|en-er|housing queue
trångboddhet|en-er|overcrowding
renovering|en-ar|renovation
ombyggnad|en-er|rebuilding
tillbyggnad|en-er|extension
invigning|en-ar|inauguration
öppning|en-ar|opening
stängning|en-ar|closure
avslutning|en-ar|closing
ceremoni|en-er|ceremony
högtidlighållande|ett-n|commemoration
minnesstund|en-er|memorial service
minnesceremoni|en-er|memorial ceremony
manifestation|en-er|rally
fackeltåg|ett-0|torchlight procession
demonstrationståg|ett-0|protest march
namninsamling|en-ar|petition
protestlista|en-or|petition
uppror|ett-0|uprising
revolution|en-er|revolution
statskupp|en-er|coup
kupp|en-er|coup
regimkritiker|en-0|critic of the regime|p
oppositionspolitiker|en-0|opposition politician|p
fångutväxling|en-ar|prisoner exchange
gisslandrama|ett-n|hostage drama
förhandlare|en-0|negotiator|p
eldupphör|ett-0|ceasefire
fredsprocess|en-er|peace process
återuppbyggnad|en-er|reconstruction
flyktingmottagande|ett-n|reception of refugees
anhöriginvandring|en-ar|family reunification
utvisningsbeslut|ett-0|deportation order
förvar|ett-0|detention
gränspolis|en-er|border police
pass|ett-0|passport
visum|ett-0|visa|def=visumet pl=visum dpl=visumen
id-kort|ett-0|ID card
legitimation|en-er|identification
medborgarskapsprov|ett-0|citizenship test
språkkrav|ett-0|language requirement
integrationspolitik|en-er|integration policy
utanförskapsområde|ett-n|deprived area
socialbidrag|ett-0|social assistance
utbetalning|en-ar|payment
bidragsbrott|ett-0|benefit fraud
fusk|ett-0|cheating
välfärdsbrott|ett-0|welfare fraud
vinstjakt|en-er|profit chasing
upphandling|en-ar|procurement
anbud|ett-0|tender
avtalsbrott|ett-0|breach of contract
skadeståndskrav|ett-0|claim for damages
stämning|en-ar|lawsuit
rättsprocess|en-er|legal process
tvistemål|ett-0|civil case
brottmål|ett-0|criminal case
domslut|ett-0|judgment
straffvärde|ett-n|penal value
påföljd|en-er|sanction
utvisningsdom|en-ar|expulsion order
fotboja|en-or|electronic tag
frigivning|en-ar|release
rymning|en-ar|escape
fritagning|en-ar|breakout
åtalspunkt|en-er|count
åklagarmyndighet|en-er|prosecution authority
utredningsarbete|ett-n|investigative work
spaningsarbete|ett-n|surveillance work
kameraövervakning|en-ar|CCTV
övervakning|en-ar|surveillance
avlyssning|en-ar|wiretapping
kronvittne|ett-n|crown witness|p
informatör|en-er|informant|p
målsägande|en-0|plaintiff|p
målsägare|en-0|plaintiff|p
tilltalad|en-0|defendant|p
åtalade|pl|defendants|p
målsägandebiträde|ett-n|counsel for the injured party|p
psykiatriker|en-0|psychiatrist|p
rättspsykiatri|en-0|forensic psychiatry
rättsläkare|en-0|forensic pathologist|p
rättsmedicin|en-0|forensic medicine
brottsutredning|en-ar|criminal investigation
mordutredning|en-ar|murder investigation
mordvapen|ett-0|murder weapon|def=mordvapnet dpl=mordvapnen
mordplats|en-er|murder scene
gärningsplats|en-er|crime scene
flyktbil|en-ar|getaway car
sprängladdning|en-ar|explosive device
sprängdåd|ett-0|bombing
skjutvapenvåld|ett-0|gun violence
våldsvåg|en-or|wave of violence
gängkonflikt|en-er|gang conflict
gängledare|en-0|gang leader|p
minderårig|a|underage
underårig|a|underage
ungdomsbrottslighet|en-er|youth crime
yrkeskriminell|a|career criminal
rekrytering|en-ar|recruitment
barnrekrytering|en-ar|recruitment of children
beställningsmord|ett-0|contract killing
uppdragsgivare|en-0|client|p
torped|en-er|hitman|p
