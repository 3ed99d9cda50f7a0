#  Defence, war, international affairs, emergencies and civil preparedness.

försvar|ett-0|defence
försvarsmakt|en-er|armed forces
armé|en-er|army
flotta|en-or|navy
marin|en-er|navy
flygvapen|ett-0|air force|def=flygvapnet
hemvärn|ett-0|Home Guard
officer|en-ar|officer|p pl=officerare
general|en-er|general|p
värnplikt|en-er|conscription
värnpliktig|a|conscripted
beredskap|en-er|preparedness
övning|en-ar|exercise
militärövning|en-ar|military exercise
bas|en-er|base
förband|ett-0|unit
trupp|en-er|squad
stridsvagn|en-ar|tank
stridsflygplan|ett-0|fighter jet
jaktplan|ett-0|fighter jet
ubåt|en-ar|submarine
örlogsfartyg|ett-0|warship
robot|en-ar|missile
missil|en-er|missile
drönare|en-0|drone
granat|en-er|shell
mina|en-or|mine
luftvärn|ett-0|air defence
kärnvapen|ett-0|nuclear weapon
krig|ett-0|war|t
inbördeskrig|ett-0|civil war
världskrig|ett-0|world war
strid|en-er|battle/fighting
invasion|en-er|invasion
anfall|ett-0|attack
attack|en-er|attack
angrepp|ett-0|attack
flyganfall|ett-0|air strike
bombning|en-ar|bombing
robotattack|en-er|missile attack
drönarattack|en-er|drone attack
ockupation|en-er|occupation
front|en-er|front
offensiv|en-er|offensive
reträtt|en-er|retreat
civil|a|civilian
civila|pl|civilians|p
civilbefolkning|en-ar|civilian population
flykt|en-er|flight
flyktingström|en-ar|flow of refugees|dbl
humanitär|a|humanitarian
hjälpsändning|en-ar|aid shipment
säkerhetsläge|ett-n|security situation
hotnivå|en-er|threat level
terrorhot|ett-0|terrorist threat
cyberattack|en-er|cyberattack
cyberangrepp|ett-0|cyberattack
hackare|en-0|hacker|p
hackerattack|en-er|hacker attack
underrättelsetjänst|en-er|intelligence service
sabotage|ett-0|sabotage
desinformation|en-er|disinformation
propaganda|en-0|propaganda
påverkanskampanj|en-er|influence campaign
krisberedskap|en-er|crisis preparedness
civilförsvar|ett-0|civil defence
skyddsrum|ett-0|shelter|dbl
larmsignal|en-er|alarm signal
Nato-medlemskap|ett-0|Nato membership
allierad|a|allied
allierade|pl|allies|p
bundsförvant|en-er|ally
säkerhetsråd|ett-0|security council
fredsbevarande|a0|peacekeeping
fredsförhandling|en-ar|peace negotiation
vapenleverans|en-er|arms delivery
vapenexport|en-er|arms exports
militärt|adv|militarily
internationellt|adv|internationally
omvärld|en-er|outside world
utland|ett-0|abroad|noart
svensk|en-ar|Swede|p
norsk|a|Norwegian
norrman|en-0|Norwegian|p pl=norrmän dpl=norrmännen
dansk|a|Danish
dansk|en-ar|Dane|p
finsk|a|Finnish
finländsk|a|Finnish
finländare|en-0|Finn|p
isländsk|a|Icelandic
tysk|a|German
tysk|en-ar|German|p
fransk|a|French
fransman|en-0|Frenchman|p pl=fransmän dpl=fransmännen
brittisk|a|British
britt|en-er|Briton|p
engelsk|a|English
amerikansk|a|American
amerikan|en-er|American|p
kanadensisk|a|Canadian
rysk|a|Russian
ryss|en-ar|Russian|p
ukrainsk|a|Ukrainian
ukrainare|en-0|Ukrainian|p
polsk|a|Polish
estnisk|a|Estonian
lettisk|a|Latvian
litauisk|a|Lithuanian
baltisk|a|Baltic
europeisk|a|European
spansk|a|Spanish
italiensk|a|Italian
grekisk|a|Greek
turkisk|a|Turkish
kinesisk|a|Chinese
japansk|a|Japanese
indisk|a|Indian
iransk|a|Iranian
irakisk|a|Iraqi
syrisk|a|Syrian
israelisk|a|Israeli
palestinsk|a|Palestinian
arabisk|a|Arab
afrikansk|a|African
asiatisk|a|Asian
somalisk|a|Somali
afghansk|a|Afghan
eritreansk|a|Eritrean
etiopisk|a|Ethiopian
egyptisk|a|Egyptian
mexikansk|a|Mexican
brasiliansk|a|Brazilian
australisk|a|Australian
västerländsk|a|Western
väst|en-0|the West|noart
öst|en-0|the East|noart
samisk|a|Sami
same|en-ar|Sami|p
judisk|a|Jewish
muslimsk|a|Muslim
kristen|a|Christian|n=kristet d=kristna
muslim|en-er|Muslim|p
jude|en-ar|Jew|p
