#  Sport: football, ice hockey, skiing, athletics and the vocabulary of results.

sport|en-er|sport
idrott|en-er|sport
idrottare|en-0|athlete|p
idrottsman|en-0|sportsman|p pl=idrottsmän dpl=idrottsmännen
friidrott|en-er|athletics
friidrottare|en-0|athlete|p
fotboll|en-ar|football
fotbollsspelare|en-0|football player|p
ishockey|en-0|ice hockey
hockey|en-0|hockey
bandy|en-0|bandy
handboll|en-ar|handball
basket|en-0|basketball
innebandy|en-0|floorball
tennis|en-0|tennis
golf|en-0|golf
skidor|pl|skiing
skidåkning|en-ar|skiing
längdskidor|pl|cross-country skiing
längdåkning|en-ar|cross-country skiing
alpin|a|alpine
skidskytte|ett-n|biathlon
skidskytt|en-ar|biathlete|p
skridsko|en-r|skate
konståkning|en-ar|figure skating
simning|en-ar|swimming
simmare|en-0|swimmer|p
löpning|en-ar|running
löpare|en-0|runner|p
maraton|ett-0|marathon
cykling|en-ar|cycling
ridning|en-ar|riding
trav|ett-0|trotting
boxning|en-ar|boxing
brottning|en-ar|wrestling
kampsport|en-er|martial arts
höjdhopp|ett-0|high jump
längdhopp|ett-0|long jump
stavhopp|ett-0|pole vault
spjut|ett-0|javelin
kula|en-or|shot
slägga|en-or|hammer
sprint|en-er|sprint
stafett|en-er|relay
landslag|ett-0|national team
damlandslag|ett-0|women's national team
herrlandslag|ett-0|men's national team
klubb|en-ar|club
tränare|en-0|coach|p
förbundskapten|en-er|national coach|p
spelare|en-0|player|p
målvakt|en-er|goalkeeper|p
back|en-ar|defender|p
anfallare|en-0|striker|p
mittfältare|en-0|midfielder|p
forward|en-ar|forward|p
lagkapten|en-er|team captain|p
stjärna|en-or|star|p
stjärnspelare|en-0|star player|p
talang|en-er|talent|p
proffs|ett-0|professional|p
supporter|en-ar|supporter|p front
fan|ett-0|fan|p front pl=fans dpl=fansen
publikrekord|ett-0|attendance record
match|en-er|match|t
landskamp|en-er|international match|t
derby|ett-n|derby|t def=derbyt
final|en-er|final|t
semifinal|en-er|semi-final|t
kvartsfinal|en-er|quarter-final|t
åttondelsfinal|en-er|round of sixteen|t
gruppspel|ett-0|group stage
slutspel|ett-0|play-offs
kval|ett-0|qualifier
kvalmatch|en-er|qualifying match
liga|en-or|league
division|en-er|division
omgång|en-ar|round
säsongspremiär|en-er|season opener
turnering|en-ar|tournament
mästerskap|ett-0|championship
världsmästerskap|ett-0|world championship
världscup|en-er|World Cup
olympiska|a0|Olympic
spel|ett-0|games
vinter-OS|ett-0|Winter Olympics
sommar-OS|ett-0|Summer Olympics
Paralympics|abbr|the Paralympics
brons|ett-0|bronze
medalj|en-er|medal
guldmedalj|en-er|gold medal
silvermedalj|en-er|silver medal
bronsmedalj|en-er|bronze medal
mästare|en-0|champion|p
världsmästare|en-0|world champion|p
vinnare|en-0|winner|p
förlorare|en-0|loser|p
oavgjort|adv|draw
kryss|ett-0|draw
segermål|ett-0|winning goal
kvitteringsmål|ett-0|equaliser
självmål|ett-0|own goal
straff|en-ar|penalty|also
spark|en-ar|kick
straffspark|en-ar|penalty kick
hörna|en-or|corner
frispark|en-ar|free kick
offside|en-0|offside
poäng|en-0|point
serieledare|en-0|league leader
världsrekord|ett-0|world record
personbästa|ett-0|personal best
meter|en-0|metre
kilometer|en-0|kilometre
mil|en-0|Swedish mile
lopp|ett-0|race
tävling|en-ar|competition
deltävling|en-ar|race
mållinje|en-r|finish line
spurt|en-er|sprint finish
bana|en-or|track
arena|en-or|arena|at
stadion|en-0|stadium|def=stadion pl=stadier dpl=stadierna at
backe|en-ar|slope
comeback|en-0|comeback
övergång|en-ar|transfer
värvning|en-ar|signing
karriär|en-er|career
debut|en-er|debut
träning|en-ar|training
träningsläger|ett-0|training camp
halvlek|en-ar|half
förlängning|en-ar|extra time
straffläggning|en-ar|penalty shoot-out
hemmaplan|en-0|home ground
bortaplan|en-0|away ground
hemmamatch|en-er|home match
bortamatch|en-er|away match
rak|a|straight
segra|v1|win
kvalificera|v1|qualify
degradera|v1|relegate
nicka|v1|head
dribbla|v1|dribble
toppa|v1|top
dominera|v1|dominate
