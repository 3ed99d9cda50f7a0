#  Politics, government, elections, public administration.

regering|en-ar|government
riksdag|en-ar|parliament
parlament|ett-0|parliament
statsminister|en-ar|prime minister|p
minister|en-ar|minister|p
finansminister|en-ar|finance minister|p
utrikesminister|en-ar|foreign minister|p
justitieminister|en-ar|justice minister|p
försvarsminister|en-ar|defence minister|p
migrationsminister|en-ar|migration minister|p
socialminister|en-ar|social affairs minister|p
skolminister|en-ar|schools minister|p
utbildningsminister|en-ar|education minister|p
sjukvårdsminister|en-ar|health minister|p
klimatminister|en-ar|climate minister|p
miljöminister|en-ar|environment minister|p
näringsminister|en-ar|business minister|p
infrastrukturminister|en-ar|infrastructure minister|p
energiminister|en-ar|energy minister|p
kulturminister|en-ar|culture minister|p
arbetsmarknadsminister|en-ar|labour market minister|p
bostadsminister|en-ar|housing minister|p
landsbygdsminister|en-ar|rural affairs minister|p
jämställdhetsminister|en-ar|gender equality minister|p
biståndsminister|en-ar|international development minister|p
handelsminister|en-ar|trade minister|p
inrikesminister|en-ar|interior minister|p
civilminister|en-ar|minister for public administration|p
statsråd|ett-0|cabinet minister|p
departement|ett-0|ministry
ministerium|ett-er|ministry
premiärminister|en-ar|prime minister|p
president|en-er|president|p
vicepresident|en-er|vice president|p
kung|en-ar|king|p g=m
drottning|en-ar|queen|p g=f
prins|en-ar|prince|p g=m
prinsessa|en-or|princess|p g=f
kronprinsessa|en-or|crown princess|p g=f
kronprins|en-ar|crown prince|p g=m
kungafamilj|en-er|royal family
kungahus|ett-0|royal house
monarki|en-er|monarchy
republik|en-er|republic
diktatur|en-er|dictatorship
diktator|en-er|dictator|p
demokrati|en-er|democracy
riksdagsval|ett-0|general election
kommunval|ett-0|municipal election
regionval|ett-0|regional election
presidentval|ett-0|presidential election
folkomröstning|en-ar|referendum
valrörelse|en-r|election campaign|t
val|ett-0|election
valdag|en-ar|election day|t
valresultat|ett-0|election result
valdeltagande|ett-n|turnout
väljare|en-0|voter|p
rösträtt|en-er|right to vote
valsedel|en-ar|ballot paper
vallokal|en-er|polling station
mandat|ett-0|seat
mandatperiod|en-er|term of office|t
minoritetsregering|en-ar|minority government
koalition|en-er|coalition
samarbete|ett-n|cooperation
allians|en-er|alliance
opposition|en-er|opposition
oppositionsledare|en-0|opposition leader|p
parti|ett-er|party
partiledare|en-0|party leader|p
partiledardebatt|en-er|party leaders' debate
partisekreterare|en-0|party secretary|p
partikongress|en-er|party congress
partistämma|en-or|party conference
vice|abbr|vice
talman|en-0|speaker|p pl=talmän dpl=talmännen
ledamot|en-er|member|p
riksdagsledamot|en-er|member of parliament|p
politik|en-er|policy
partipolitisk|a|party political
socialdemokrat|en-er|Social Democrat|p
moderat|en-er|Moderate|p
sverigedemokrat|en-er|Sweden Democrat|p
liberal|a|liberal
konservativ|a|conservative
socialistisk|a|socialist
nationalistisk|a|nationalist
populistisk|a|populist
radikal|a|radical
höger|en-0|right
vänster|en-0|left
mitten|en-0|centre
högerextrem|a|far-right
vänsterextrem|a|far-left
extremism|en-0|extremism
statsbudget|en-ar|state budget
budget|en-ar|budget
budgetproposition|en-er|budget bill
proposition|en-er|government bill
lagförslag|ett-0|bill
motion|en-er|motion
lagstiftning|en-ar|legislation
lagändring|en-ar|change in the law
regelverk|ett-0|regulations
förordning|en-ar|regulation
direktiv|ett-0|directive
reform|en-er|reform
utredning|en-ar|investigation
utredare|en-0|investigator|p
remiss|en-er|consultation
betänkande|ett-n|report
rapport|en-er|report
uttalande|ett-n|statement
besked|ett-0|announcement
pressmeddelande|ett-n|press release
presskonferens|en-er|press conference|at
pressträff|en-ar|press conference
debatt|en-er|debate
frågestund|en-er|question time
interpellation|en-er|interpellation
misstroendeförklaring|en-ar|vote of no confidence
misstroende|ett-n|no confidence
avgång|en-ar|departure
regeringskris|en-er|government crisis
kris|en-er|crisis
skandal|en-er|scandal
korruption|en-er|corruption
mutbrott|ett-0|bribery offence
muta|en-or|bribe
jäv|ett-0|conflict of interest
lobbyist|en-er|lobbyist|p
maktskifte|ett-n|change of power
regeringsmakt|en-er|power of government
stat|en-er|state
kommun|en-er|municipality
kommunfullmäktige|en-0|municipal council
fullmäktige|en-0|council
kommunstyrelse|en-r|municipal executive board
kommunalråd|ett-0|municipal commissioner|p
regionråd|ett-0|regional commissioner|p
landsting|ett-0|county council
län|ett-0|county
länsstyrelse|en-r|county administrative board
landshövding|en-ar|county governor|p
borgmästare|en-0|mayor|p
myndighet|en-er|authority
myndighetschef|en-er|head of the authority|p
generaldirektör|en-er|director general|p
tjänsteman|en-0|official|p pl=tjänstemän dpl=tjänstemännen
byråkrati|en-er|bureaucracy
förvaltning|en-ar|administration
sektor|en-er|sector
välfärd|en-0|welfare|noart
välfärdsstat|en-er|welfare state
skatt|en-er|tax
skattesänkning|en-ar|tax cut
skattehöjning|en-ar|tax increase
inkomstskatt|en-er|income tax
moms|en-0|VAT
bidrag|ett-0|grant
barnbidrag|ett-0|child benefit
bostadsbidrag|ett-0|housing allowance
försörjningsstöd|ett-0|income support
a-kassa|en-or|unemployment insurance
pension|en-er|pension
pensionsålder|en-ar|retirement age
migration|en-er|migration|noart
invandring|en-ar|immigration|noart
invandrare|en-0|immigrant|p
utvandring|en-ar|emigration
flykting|en-ar|refugee|p
asyl|en-0|asylum
asylsökande|en-0|asylum seeker|p
uppehållstillstånd|ett-0|residence permit
medborgarskap|ett-0|citizenship
medborgare|en-0|citizen|p
integration|en-er|integration|noart
utvisning|en-ar|deportation
gränskontroll|en-er|border control
säkerhetspolitik|en-er|security policy
försvarspolitik|en-er|defence policy
utrikespolitik|en-er|foreign policy
inrikespolitik|en-er|domestic policy
klimatpolitik|en-er|climate policy
miljöpolitik|en-er|environmental policy
energipolitik|en-er|energy policy
migrationspolitik|en-er|migration policy
kriminalpolitik|en-er|crime policy
skolpolitik|en-er|education policy
bostadspolitik|en-er|housing policy
arbetsmarknadspolitik|en-er|labour market policy
jämställdhet|en-er|gender equality|noart
jämlikhet|en-er|equality
mänskliga|a0|human
yttrandefrihet|en-er|freedom of expression
pressfrihet|en-er|press freedom
grundlag|en-ar|constitution
författning|en-ar|constitution
rättsstat|en-er|rule of law
ambassad|en-er|embassy
ambassadör|en-er|ambassador|p
konsulat|ett-0|consulate
sanktion|en-er|sanction
avtal|ett-0|agreement
överenskommelse|en-r|agreement
fördrag|ett-0|treaty
förhandling|en-ar|negotiation
toppmöte|ett-n|summit
möte|ett-n|meeting|t at
sammanträde|ett-n|meeting
konferens|en-er|conference|t at
delegation|en-er|delegation
kommission|en-er|commission
kommissionär|en-er|commissioner|p
EU-kommissionär|en-er|EU commissioner|p
medlemsland|ett-0|member state|pl=medlemsländer
medlemsstat|en-er|member state
medlemskap|ett-0|membership
ansökan|en-0|application|def=ansökan pl=ansökningar dpl=ansökningarna
EU|abbr|the EU|mod=EU
FN|abbr|the UN|mod=UN
USA|abbr|the US|mod=US
VM|abbr|the World Championship|mod=World_Cup
EM|abbr|the European Championship|mod=European_Championship
OS|abbr|the Olympics|mod=Olympic
SM|abbr|the Swedish Championship|mod=Swedish_Championship
vd|en-ar|CEO|p
SD|abbr|the Sweden Democrats
KD|abbr|the Christian Democrats
MP|abbr|the Green Party
opinionsmätning|en-ar|opinion poll
mätning|en-ar|poll
undersökning|en-ar|survey
enkät|en-er|survey
väljarstöd|ett-0|voter support
opinion|en-er|opinion
kampanj|en-er|campaign
kandidat|en-er|candidate|p
valkampanj|en-er|election campaign
vallöfte|ett-n|election promise
protest|en-er|protest
demonstration|en-er|demonstration
demonstrant|en-er|demonstrator|p
aktivist|en-er|activist|p
förening|en-ar|association
fackförbund|ett-0|trade union
fack|ett-0|union
arbetsgivare|en-0|employer|p
arbetstagare|en-0|employee|p
intresseorganisation|en-er|interest group
näringsliv|ett-0|business sector
landsbygd|en-er|countryside
glesbygd|en-er|rural area
storstad|en-er|big city|pl=storstäder
huvudstad|en-er|capital|pl=huvudstäder
förort|en-er|suburb
stadsdel|en-ar|district
kommuninvånare|en-0|resident|p
invånare|en-0|inhabitant|p
befolkning|en-ar|population
nation|en-er|nation
grannland|ett-er|neighbouring country|pl=grannländer
stormakt|en-er|great power
regim|en-er|regime
ledarskap|ett-0|leadership
ledning|en-ar|management
styrelse|en-r|board
talesperson|en-er|spokesperson|p
presstalesperson|en-er|press spokesperson|p
talesman|en-0|spokesman|p pl=talesmän dpl=talesmännen
pressekreterare|en-0|press secretary|p
statssekreterare|en-0|state secretary|p
analytiker|en-0|analyst|p
kommentator|en-er|commentator|p
statsvetare|en-0|political scientist|p
ideologi|en-er|ideology
vänsterparti|ett-er|left-wing party
högerparti|ett-er|right-wing party
regeringsparti|ett-er|governing party
stödparti|ett-er|support party
samarbetsparti|ett-er|partner party
regeringsunderlag|ett-0|parliamentary basis
budgetförhandling|en-ar|budget negotiation
uppgörelse|en-r|deal
kompromiss|en-er|compromise
blocköverskridande|a0|cross-party
majoritetsregering|en-ar|majority government
regeringsförklaring|en-ar|statement of government policy
statsbesök|ett-0|state visit
besök|ett-0|visit
bistånd|ett-0|aid
utvecklingsbistånd|ett-0|development aid
nödhjälp|en-0|emergency aid
flyktingläger|ett-0|refugee camp
vapenvila|en-or|ceasefire
fredsavtal|ett-0|peace agreement
fredssamtal|ett-0|peace talks/peace talks
folkmord|ett-0|genocide
krigsbrott|ett-0|war crime
lagstifta|v1|legislate
ratificera|v1|ratify
reformera|v1|reform
förstatliga|v1|nationalise
skärpa|v2|tighten
mildra|v1|ease
lätta|v1|ease
anslå|v4|allocate|anslår anslog anslagit
tillsätta|v4|appoint|tillsätter tillsatte tillsatt
utlysa|v2|call
kandidera|v1|stand for election
mobilisera|v1|mobilise
polarisera|v1|polarise
