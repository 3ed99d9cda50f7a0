#  Schools, education, family, social services, housing, everyday society.

skola|en-or|school|at
grundskola|en-or|primary school|at
gymnasium|ett-er|upper secondary school|at
gymnasieskola|en-or|upper secondary school|at
förskola|en-or|preschool|at
friskola|en-or|independent school|at
högstadium|ett-er|lower secondary school
mellanstadium|ett-er|middle school
lågstadium|ett-er|early primary school
universitet|ett-0|university|at
högskola|en-or|university college|at
folkhögskola|en-or|folk high school
utbildning|en-ar|education
undervisning|en-ar|teaching
lärare|en-0|teacher|p
förskollärare|en-0|preschool teacher|p
rektor|en-er|head teacher|p
elev|en-er|pupil|p
doktorand|en-er|doctoral student|p
professor|en-er|professor|p
klassrum|ett-0|classroom|dbl
lektion|en-er|lesson
matematik|en-0|mathematics
matte|en-0|maths
svenska|en-or|Swedish
engelska|en-or|English
läxa|en-or|homework
tentamen|en-0|exam|def=tentamen pl=tentamina dpl=tentamina
examen|en-0|degree|def=examen pl=examina
betyg|ett-0|grade
läsförståelse|en-r|reading comprehension
skolresultat|ett-0|school results
skolmat|en-0|school meals
skollunch|en-er|school lunch
frukost|en-ar|breakfast
rast|en-er|break
skolgård|en-ar|schoolyard
skolväska|en-or|school bag
skolstart|en-er|start of school
terminsstart|en-er|start of term
termin|en-er|term|t
läsår|ett-0|school year|t
skolavslutning|en-ar|end of term
skolplikt|en-er|compulsory schooling
frånvaro|en-0|absence
skolk|ett-0|truancy
mobbning|en-ar|bullying
kränkning|en-ar|abuse
trakasserier|pl|harassment
studiero|en-0|calm in class
behörig|a|qualified
obehörig|a|unqualified
skolinspektion|en-er|school inspection
skolskjuts|en-ar|school transport
skolval|ett-0|school choice
skolpeng|en-ar|school voucher
nedläggning|en-ar|closure
barnfamilj|en-er|family with children|p
förälder|en-ar|parent|p
föräldrar|pl|parents|p
mamma|en-or|mother|p g=f
pappa|en-or|father|p g=m
mor|en-0|mother|p g=f pl=mödrar dpl=mödrarna def=modern
far|en-0|father|p g=m pl=fäder dpl=fäderna def=fadern
son|en-er|son|p g=m pl=söner
dotter|en-0|daughter|p g=f pl=döttrar dpl=döttrarna
bror|en-0|brother|p g=m pl=bröder dpl=bröderna def=brodern
syster|en-ar|sister|p g=f
barn|ett-0|child|p
bebis|en-ar|baby|p
spädbarn|ett-0|infant|p
tonåring|en-ar|teenager|p
vuxen|a|adult|ppl n=vuxet d=vuxna
morfar|en-0|grandfather|p g=m pl=morfäder
farfar|en-0|grandfather|p g=m pl=farfäder
mormor|en-0|grandmother|p g=f pl=mormödrar
farmor|en-0|grandmother|p g=f pl=farmödrar
kusin|en-er|cousin|p
släkting|en-ar|relative|p
anhöriga|pl|relatives|p
make|en-ar|husband|p g=m
maka|en-or|wife|p g=f
fru|en-ar|wife|p g=f
man|en-0|man|p g=m pl=män dpl=männen def=mannen
kvinna|en-or|woman|p g=f
flicka|en-or|girl|p g=f
tjej|en-er|girl|p g=f
pojke|en-ar|boy|p g=m
kille|en-ar|guy|p g=m
person|en-er|person/people|p
individ|en-er|individual|p
granne|en-ar|neighbour|p
vän|en-er|friend|p dbl
kompis|en-ar|friend|p
partner|en-0|partner|p
sambo|en-r|partner|p
änka|en-or|widow|p g=f
änkling|en-ar|widower|p g=m
föräldraledighet|en-er|parental leave
föräldrapenning|en-ar|parental benefit
barnomsorg|en-er|childcare|noart
barnvakt|en-er|babysitter|p
socialtjänst|en-er|social services
socialsekreterare|en-0|social worker|p
omhändertagande|ett-n|taking into care
placering|en-ar|placement
fosterhem|ett-0|foster home
hemlös|a|homeless|ppl
hemlöshet|en-er|homelessness|noart
fattigdom|en-ar|poverty|noart
utanförskap|ett-0|social exclusion
segregation|en-er|segregation
ensamhet|en-er|loneliness
boende|ett-n|accommodation|also
bostadsområde|ett-n|residential area
kvarter|ett-0|block
trappuppgång|en-ar|stairwell
port|en-ar|door
dörr|en-ar|door
fönster|ett-0|window|def=fönstret dpl=fönstren
balkong|en-er|balcony
källare|en-0|basement
garage|ett-0|garage
trädgård|en-ar|garden
tomt|en-er|plot
rum|ett-0|room|dbl
kök|ett-0|kitchen
badrum|ett-0|bathroom|dbl
sovrum|ett-0|bedroom|dbl
vardagsrum|ett-0|living room|dbl
flerfamiljshus|ett-0|apartment building
höghus|ett-0|high-rise
stuga|en-or|cottage
sommarstuga|en-or|summer cottage
fritidshus|ett-0|holiday home
lekplats|en-er|playground
park|en-er|park
torg|ett-0|square
stad|en-er|city|pl=städer
stan|abbr|town
by|en-ar|village
ort|en-er|town
småort|en-er|small town
tätort|en-er|urban area
kyrka|en-or|church|at
moské|en-er|mosque|at
synagoga|en-or|synagogue
imam|en-er|imam|p
religion|en-er|religion
tro|en-0|faith
bibliotek|ett-0|library|at
simhall|en-ar|swimming pool
idrottshall|en-ar|sports hall
fritidsgård|en-ar|youth centre
ungdomsgård|en-ar|youth club
föreningsliv|ett-0|club life
ideell|a|voluntary
volontär|en-er|volunteer|p
frivillig|a|voluntary
frivilliga|pl|volunteers|p
insamling|en-ar|fundraising
gåva|en-or|gift
donation|en-er|donation
välgörenhet|en-er|charity
hjälporganisation|en-er|aid organisation
jämställd|a|equal
diskriminering|en-ar|discrimination
rasism|en-0|racism
fördom|en-ar|prejudice
tolerans|en-er|tolerance
kultur|en-er|culture|mod=cultural
tradition|en-er|tradition
språk|ett-0|language
modersmål|ett-0|mother tongue
dialekt|en-er|dialect
födelsedag|en-ar|birthday
bröllop|ett-0|wedding
begravning|en-ar|funeral
skilsmässa|en-or|divorce
kärlek|en-ar|love
fritid|en-er|leisure
nöje|ett-n|entertainment
framtid|en-er|future
