#  Crime, police, courts, prisons, emergency services.

polis|en-er|police officer|p defen=police mod=police
poliskår|en-er|police force
polisområde|ett-n|police area
polisstation|en-er|police station|at
polisbil|en-ar|police car
polischef|en-er|police chief|p
polisinsats|en-er|police operation
polisanmälan|en-0|police report|def=polisanmälan pl=polisanmälningar dpl=polisanmälningarna
anmälan|en-0|report|def=anmälan pl=anmälningar dpl=anmälningarna
insatsstyrka|en-or|task force
kommissarie|en-r|superintendent|p
kriminalinspektör|en-er|detective inspector|p
inspektör|en-er|inspector|p
förundersökning|en-ar|preliminary investigation
förundersökningsledare|en-0|head of the preliminary investigation|p
spaning|en-ar|surveillance
razzia|en-or|raid
tillslag|ett-0|raid
husrannsakan|en-0|house search|def=husrannsakan pl=husrannsakningar dpl=husrannsakningarna
gripande|ett-n|arrest
anhållan|en-0|detention|def=anhållan
häktning|en-ar|remand in custody
häkte|ett-n|custody|noart
häktningsförhandling|en-ar|detention hearing
åtal|ett-0|charge
åklagare|en-0|prosecutor|p
chefsåklagare|en-0|chief prosecutor|p
kammaråklagare|en-0|district prosecutor|p
försvarare|en-0|defence counsel|p
försvarsadvokat|en-er|defence lawyer|p
advokat|en-er|lawyer|p
jurist|en-er|lawyer|p
nämndeman|en-0|lay judge|p pl=nämndemän dpl=nämndemännen
domstol|en-ar|court
tingsrätt|en-er|district court|at
hovrätt|en-er|court of appeal|at
förvaltningsrätt|en-er|administrative court
rättssal|en-ar|courtroom
rättegång|en-ar|trial|t
huvudförhandling|en-ar|main hearing
dom|en-ar|verdict
fällande|a0|guilty
friande|a0|not guilty
friad|a|acquitted
fängelsestraff|ett-0|prison sentence
fängelse|ett-n|prison|at
livstid|en-0|life
livstidsstraff|ett-0|life sentence
böter|pl|fines
dagsböter|pl|day fines
vite|ett-n|fine
skadestånd|ett-0|damages
villkorlig|a|suspended
skyddstillsyn|en-0|probation
samhällstjänst|en-0|community service
rättspsykiatrisk|a|forensic psychiatric
vård|en-0|care|defen=healthcare noart
sluten|a|secure|n=slutet d=slutna
ungdomstjänst|en-0|youth service
ungdomsvård|en-0|youth care
kriminalvård|en-0|prison and probation service
anstalt|en-er|prison
fånge|en-ar|prisoner|p
intern|en-er|inmate|p
brott|ett-0|crime
brottslighet|en-er|crime|noart
brottsling|en-ar|criminal|p
brottsoffer|ett-0|crime victim|p
gärningsman|en-0|perpetrator|p pl=gärningsmän dpl=gärningsmännen
gärningsperson|en-er|perpetrator|p
misstänkte|a0|suspect
misstanke|en-ar|suspicion
vittnesmål|ett-0|testimony
bevis|ett-0|evidence
bevisning|en-ar|evidence
spår|ett-0|track
dna|ett-0|DNA
fingeravtryck|ett-0|fingerprint
övervakningskamera|en-or|surveillance camera
kamera|en-or|camera|front
motiv|ett-0|motive
mord|ett-0|murder
dråp|ett-0|manslaughter
mordförsök|ett-0|attempted murder
misshandel|en-0|assault
grov|a|aggravated|c=grövre s=grövst
våld|ett-0|violence
våldsbrott|ett-0|violent crime
dödsskjutning|en-ar|fatal shooting
skjutning|en-ar|shooting
skottlossning|en-ar|shooting
skott|ett-0|shot
knivattack|en-er|knife attack
knivhuggning|en-ar|stabbing
knivskärning|en-ar|stabbing
kniv|en-ar|knife
vapen|ett-0|weapon
skjutvapen|ett-0|firearm
pistol|en-er|pistol
gevär|ett-0|rifle
ammunition|en-er|ammunition
sprängämne|ett-n|explosive
sprängning|en-ar|explosion
detonation|en-er|detonation
handgranat|en-er|hand grenade
bomb|en-er|bomb
rån|ett-0|robbery
väpnad|a|armed|n=väpnat
beväpnad|a|armed|n=beväpnat
rånare|en-0|robber|p
stöld|en-er|theft
inbrott|ett-0|burglary
stöldgods|ett-0|stolen goods/stolen goods
narkotikatillslag|ett-0|drugs raid
tjuv|en-ar|thief|p
bilstöld|en-er|car theft
bedrägeri|ett-er|fraud/fraud
bedragare|en-0|fraudster|p
bluff|en-ar|scam
telefonbedrägeri|ett-er|phone fraud
penningtvätt|en-0|money laundering
skattebrott|ett-0|tax offence
ekobrott|ett-0|economic crime
narkotika|en-0|drugs
narkotikabrott|ett-0|drug offence
knark|ett-0|drugs
droger|pl|drugs
cannabis|en-0|cannabis
kokain|ett-0|cocaine
heroin|ett-0|heroin
amfetamin|ett-0|amphetamine
langare|en-0|dealer|p
smuggling|en-ar|smuggling
beslag|ett-0|seizure
gängkriminalitet|en-er|gang crime|noart
gängbrott|ett-0|gang crime
gängmedlem|en-ar|gang member|p dbl
kriminalitet|en-er|crime|noart
kriminell|a|criminal
nätverk|ett-0|network
hämnd|en-0|revenge
olaga|a0|unlawful
ofredande|ett-n|harassment
sexuellt|adv|sexually
sexualbrott|ett-0|sexual offence
våldtäkt|en-er|rape
övergrepp|ett-0|abuse
människohandel|en-0|human trafficking
koppleri|ett-er|procuring
barnpornografi|en-0|child pornography
hatbrott|ett-0|hate crime
hets|en-0|agitation
terror|en-0|terror
terrorism|en-0|terrorism
terrorist|en-er|terrorist|p
terrordåd|ett-0|terrorist attack
attentat|ett-0|attack
dåd|ett-0|attack
mordbrand|en-er|arson
skadegörelse|en-r|vandalism
klotter|ett-0|graffiti
upplopp|ett-0|riot
kravall|en-er|riot
slagsmål|ett-0|fight
bråkig|a|rowdy
berusad|a|drunk
rattfylleri|ett-er|drink-driving
rattfull|a|drunk-driving
drograttfylleri|ett-er|drug-driving
hastighetsöverträdelse|en-r|speeding offence
smitning|en-ar|hit-and-run
förskingring|en-ar|embezzlement
utpressning|en-ar|blackmail
kidnappning|en-ar|kidnapping
människorov|ett-0|abduction
gisslan|en-0|hostage
olycka|en-or|accident
larm|ett-0|alarm
larmsamtal|ett-0|emergency call
nödsamtal|ett-0|emergency call
brandlarm|ett-0|fire alarm
räddningstjänst|en-er|rescue service
räddningsledare|en-0|incident commander|p
brandkår|en-er|fire brigade
brandbil|en-ar|fire engine
brand|en-er|fire|pl=bränder
lägenhetsbrand|en-er|apartment fire|pl=lägenhetsbränder
villabrand|en-er|house fire|pl=villabränder
skogsbrand|en-er|forest fire|pl=skogsbränder
gräsbrand|en-er|grass fire|pl=gräsbränder
rökutveckling|en-ar|smoke
lågor|pl|flames
låga|en-or|flame
ambulans|en-er|ambulance
ambulanshelikopter|en-ar|air ambulance
helikopter|en-ar|helicopter
ambulanspersonal|en-0|paramedics/paramedics|p
sjukvårdare|en-0|paramedic|p
räddning|en-ar|rescue
räddningsinsats|en-er|rescue operation
sjöräddning|en-ar|sea rescue
avspärrning|en-ar|cordon
avspärrad|a|cordoned off
brottsplats|en-er|crime scene
kriminaltekniker|en-0|forensic technician|p
tekniker|en-0|technician|p
obduktion|en-er|autopsy
dödsfall|ett-0|death
dödsoffer|ett-0|fatality|p
avliden|a|dead|n=avlidet d=avlidna
skottskada|en-or|gunshot wound
knivskada|en-or|stab wound
livshotande|a0|life-threatening
stabil|a|stable
medvetslös|a|unconscious
försvunnen|a|missing|n=försvunnet d=försvunna
efterlyst|a|wanted|n=efterlyst d=efterlysta
efterlysning|en-ar|appeal
tipsa|v1|tip off
allmänhet|en-er|public
säkerhetspolis|en-er|security police
underrättelse|en-r|intelligence
spion|en-er|spy|p
spionage|ett-0|espionage
landsförräderi|ett-er|treason
rättsväsende|ett-n|justice system
rättssäkerhet|en-er|legal certainty
rättvisa|en-or|justice
orätt|en-0|injustice
erkännande|ett-n|confession
nekande|ett-n|denial
överklagande|ett-n|appeal
prövningstillstånd|ett-0|leave to appeal
resning|en-ar|retrial
nådeansökan|en-0|petition for clemency|def=nådeansökan
fängelsedom|en-ar|prison sentence
häktad|a|remanded in custody|n=häktat d=häktade
gripen|a|arrested|n=gripet d=gripna
anhållen|a|detained|n=anhållet d=anhållna
åtalad|a|charged|nom=defendant n=åtalat d=åtalade
dömd|a|convicted|n=dömt d=dömda
frisläppt|a|released|n=frisläppt d=frisläppta
