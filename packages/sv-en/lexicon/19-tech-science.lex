#  Technology, the internet, science and research.

teknologi|en-er|technology
dator|en-er|computer
mobiltelefon|en-er|mobile phone
telefon|en-er|phone
smartphone|en-0|smartphone
surfplatta|en-or|tablet
skärm|en-ar|screen
internet|ett-0|internet
nät|ett-0|network
webbplats|en-er|website
hemsida|en-or|website
sajt|en-er|site
sökmotor|en-er|search engine
e-post|en-0|email
mejl|ett-0|email
sms|ett-0|text message
lösenord|ett-0|password
inloggning|en-ar|login
data|en-0|data
personuppgifter|pl|personal data
dataintrång|ett-0|data breach
intrång|ett-0|intrusion
it-attack|en-er|IT attack
it|en-0|IT
it-system|ett-0|IT system
programvara|en-or|software
mjukvara|en-or|software
hårdvara|en-or|hardware
uppdatering|en-ar|update
bugg|en-ar|bug
driftstörning|en-ar|outage
avbrott|ett-0|outage
strömavbrott|ett-0|power cut
bredband|ett-0|broadband
fiber|en-0|fibre
wifi|ett-0|wifi
5G|abbr|5G
mobilnät|ett-0|mobile network
täckning|en-ar|coverage
ai|en-0|AI
artificiell|a|artificial
intelligens|en-er|intelligence
algoritm|en-er|algorithm
automatisering|en-ar|automation
digitalisering|en-ar|digitalisation|noart
digital|a|digital
elektronisk|a|electronic
trådlös|a|wireless
uppkopplad|a|connected
innovation|en-er|innovation
uppfinning|en-ar|invention
patent|ett-0|patent
produkt|en-er|product
användare|en-0|user|p
vetenskap|en-er|science
vetenskaplig|a|scientific
forskargrupp|en-er|research group
experiment|ett-0|experiment
laboratorium|ett-er|laboratory
labb|ett-0|lab
teori|en-er|theory
fynd|ett-0|find
analys|en-er|analysis
rymd|en-er|space
rymdstation|en-er|space station
raket|en-er|rocket
satellit|en-er|satellite
planet|en-er|planet
måne|en-ar|moon
universum|ett-0|universe
astronaut|en-er|astronaut|p
fysik|en-0|physics
kemi|en-0|chemistry
biologi|en-0|biology
arkeolog|en-er|archaeologist|p
utgrävning|en-ar|excavation
fornlämning|en-ar|ancient monument
elektricitet|en-er|electricity
motor|en-er|engine
maskin|en-er|machine
verktyg|ett-0|tool
apparat|en-er|device
enhet|en-er|unit
sensor|en-er|sensor
kabel|en-ar|cable
rör|ett-0|pipe
pump|en-ar|pump
