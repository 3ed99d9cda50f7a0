#  Weather, climate, environment, nature, animals, geography.

väder|ett-0|weather|def=vädret dpl=vädren
väderlek|en-ar|weather
väderprognos|en-er|weather forecast
meteorolog|en-er|meteorologist|p
varning|en-ar|warning
klass|en-er|class
gul|a|yellow
orange|a0|orange
röd|a|red
temperatur|en-er|temperature
minusgrad|en-er|degree below zero
plusgrad|en-er|degree above zero
värmebölja|en-or|heat wave
hetta|en-or|heat
köldknäpp|en-ar|cold snap
frost|en-er|frost
snö|en-0|snow
snöfall|ett-0|snowfall
snöstorm|en-ar|snowstorm
snöoväder|ett-0|snowstorm|def=snöovädret dpl=snöovädren
snökaos|ett-0|snow chaos
oväder|ett-0|storm|def=ovädret dpl=ovädren
storm|en-ar|storm
stormby|en-ar|squall
orkan|en-er|hurricane
tyfon|en-er|typhoon
tornado|en-er|tornado
vind|en-ar|wind
byvind|en-ar|gust
blåst|en-0|wind
regn|ett-0|rain
regnväder|ett-0|rainy weather|def=regnvädret
skyfall|ett-0|cloudburst
störtregn|ett-0|downpour
skur|en-ar|shower
åska|en-or|thunder
åskväder|ett-0|thunderstorm|def=åskvädret
blixt|en-ar|lightning
hagel|ett-0|hail|def=haglet
dimma|en-or|fog
moln|ett-0|cloud
sol|en-ar|sun
solsken|ett-0|sunshine
soluppgång|en-ar|sunrise
solnedgång|en-ar|sunset
luftfuktighet|en-er|humidity
luftkvalitet|en-er|air quality
pollen|ett-0|pollen
översvämning|en-ar|flood
högvatten|ett-0|high water|def=högvattnet
vattennivå|en-er|water level
torka|en-or|drought
brandrisk|en-er|fire risk
eldningsförbud|ett-0|fire ban
jordskred|ett-0|landslide
lavin|en-er|avalanche
jordbävning|en-ar|earthquake
skalv|ett-0|quake
vulkan|en-er|volcano
vulkanutbrott|ett-0|volcanic eruption
tsunami|en-er|tsunami
naturkatastrof|en-er|natural disaster
katastrof|en-er|disaster
klimat|ett-0|climate
klimatförändring|en-ar|climate change|noart
klimatkris|en-er|climate crisis
uppvärmning|en-ar|warming
utsläpp|ett-0|emission
koldioxid|en-er|carbon dioxide
växthusgas|en-er|greenhouse gas
miljövänlig|a|environmentally friendly
hållbar|a|sustainable
hållbarhet|en-er|sustainability
förorening|en-ar|pollution
föroreningar|pl|pollution
avfall|ett-0|waste
sopor|pl|rubbish
återvinning|en-ar|recycling
mikroplast|en-er|microplastics
gift|ett-er|poison
kemikalie|en-r|chemical
natur|en-er|nature
naturreservat|ett-0|nature reserve
nationalpark|en-er|national park
skog|en-ar|forest
skogsområde|ett-n|wooded area
träd|ett-0|tree
gran|en-ar|spruce
tall|en-ar|pine
björk|en-ar|birch
ek|en-ar|oak
löv|ett-0|leaf
gräs|ett-0|grass
blomma|en-or|flower
växt|en-er|plant
berg|ett-0|mountain
fjäll|ett-0|mountain
dal|en-ar|valley
kulle|en-ar|hill
slätt|en-er|plain
sjö|en-ar|lake
hav|ett-0|sea
havsnivå|en-er|sea level
å|en-ar|stream
älv|en-ar|river
flod|en-er|river
bäck|en-ar|brook
vattendrag|ett-0|watercourse
kust|en-er|coast
kustlinje|en-r|coastline
strand|en-er|beach|pl=stränder
ö|en-ar|island
skärgård|en-ar|archipelago
halvö|en-ar|peninsula
våtmark|en-er|wetland
myr|en-ar|bog
dricksvatten|ett-0|drinking water|def=dricksvattnet
grundvatten|ett-0|groundwater|def=grundvattnet
havsvatten|ett-0|seawater|def=havsvattnet
våg|en-or|wave
norr|en-0|north
söder|en-0|south
öster|en-0|east
väster|en-0|west
nordlig|a|northerly
sydlig|a|southerly
östlig|a|easterly
västlig|a|westerly
centrala|a0|central
djur|ett-0|animal
husdjur|ett-0|pet
vilt|ett-0|game
varg|en-ar|wolf
björn|en-ar|bear
lo|en-ar|lynx
räv|en-ar|fox
älg|en-ar|elk
rådjur|ett-0|deer
hjort|en-ar|deer
ren|en-ar|reindeer
vildsvin|ett-0|wild boar
säl|en-ar|seal
hund|en-ar|dog
katt|en-er|cat
häst|en-ar|horse
ko|en-r|cow
gris|en-ar|pig
får|ett-0|sheep|rare
höna|en-or|hen
fågel|en-ar|bird
örn|en-ar|eagle
mås|en-ar|gull
duva|en-or|pigeon
fisk|en-ar|fish
lax|en-ar|salmon
torsk|en-ar|cod
insekt|en-er|insect
bi|ett-n|bee
fästing|en-ar|tick
mygga|en-or|mosquito
orm|en-ar|snake
huggorm|en-ar|adder
råtta|en-or|rat
mus|en-0|mouse|pl=möss dpl=mössen
jakt|en-er|hunt
jägare|en-0|hunter|p
licensjakt|en-er|licensed hunt
skyddsjakt|en-er|protective hunt
fiske|ett-n|fishing
art|en-er|species
utrotningshotad|a|endangered
mångfald|en-er|diversity
biologisk|a|biological
ekosystem|ett-0|ecosystem
säsong|en-er|season|t
årstid|en-er|season
sval|a|cool
mild|a|mild
blöt|a|wet
torr|a|dry
fuktig|a|humid
blåsig|a|windy
molnig|a|cloudy
solig|a|sunny
regnig|a|rainy
dimmig|a|foggy
hal|a|slippery
isig|a|icy
snöig|a|snowy
mulen|a|overcast|n=mulet d=mulna
stormig|a|stormy
måttlig|a|moderate
rekordvarm|a|record warm
rekordkall|a|record cold
isande|a0|icy
växlande|a0|changeable
ostadig|a|unsettled
extrem|a|extreme
tina|v1|thaw
mulna|v1|cloud over
klarna|v1|clear up
mojna|v1|die down
avta|v4|ease|avtar avtog avtagit
tillta|v4|increase|tilltar tilltog tilltagit
svalna|v1|cool
värmas|v2s|warm up|värms värmdes värmts
översvämmas|v1s|be flooded
inland|ett--|interior
