#  Further verbs: reporting, official actions, movement and change.

återstå|v4|remain|återstår återstod återstått pp=-
avisera|v1|announce
sakna|v1|lack
klarlägga|v4|clarify|klarlägger klarlade klarlagt pp=klarlagd
intensifiera|v1|intensify
härja|v1|rage
volta|v1|roll over
befara|v1|fear
bua|v1|boo
bogsera|v1|tow
kränka|v2|violate
bänka|v1|bench
slänga|v2|throw away
backa|v1|back down
återbetala|v1|refund
underrätta|v1|inform
samlas|v1s|gather
avlossa|v1|fire
avliva|v1|put down
spegla|v1|reflect
utfärda|v1|issue
hänvisa|v1|refer
utge|v4|pass off|utger utgav utgett pp=utgiven
inviga|v2|inaugurate
avgränsa|v1|delimit
kroppsvisitera|v1|frisk
stämma|v2|sue
förkorta|v1|shorten
förhala|v1|delay
försvåra|v1|hamper
underminera|v1|undermine
tillstå|v4|admit|tillstår tillstod tillstått pp=-
försäkra|v1|assure
svära|v4|swear|svor svurit
intyga|v1|certify
dementera|v1|deny
ångra|v1|regret
beklaga|v1|regret
vädja|v1|appeal
påminna|v2|remind
kungöra|v4|announce|kungör kungjorde kungjort pp=kungjord
offentliggöra|v4|make public|offentliggör offentliggjorde offentliggjort pp=offentliggjord
tillkännage|v4|announce|tillkännager tillkännagav tillkännagett pp=tillkännagiven
ogiltigförklara|v1|annul
överpröva|v1|review
handlägga|v4|process|handlägger handlade handlagt pp=handlagd
besvara|v1|answer
efterfråga|v1|ask for
upphandla|v1|procure
avbeställa|v2|cancel
omlokalisera|v1|relocate
centralisera|v1|centralise
tredubbla|v1|triple
mångdubbla|v1|multiply
dala|v1|decline
stabiliseras|v1s|stabilise
normaliseras|v1s|return to normal
förbättras|v1s|improve
försämras|v1s|deteriorate
förvärras|v1s|worsen
utvecklas|v1s|develop
förändras|v1s|change
mattas|v1s|slow
dröja|v2|take a while
påträffa|v1|find
lokalisera|v1|locate
omhänderta|v4|take into custody|omhändertar omhändertog omhändertagit
fängsla|v1|imprison
benåda|v1|pardon
utlämna|v1|extradite
deportera|v1|deport
bevilja|v1|grant
vägra|v1|refuse|to
vakta|v1|guard
varsko|v3|alert
bojkotta|v1|boycott
ockupera|v1|occupy
sabotera|v1|sabotage
hacka|v1|hack
kartlägga|v4|map|kartlägger kartlade kartlagt pp=kartlagd
analysera|v1|analyse
forska|v1|do research
uppfinna|v4|invent|uppfann uppfunnit
förvalta|v1|manage
palla|v1|cope
drabbas|v1s|be affected
förolyckas|v1s|be killed

# common in news body text
förtjäna|v1|deserve
rubricera|v1|classify
översätta|v4|translate|översätter översatte översatt pp=översatt
