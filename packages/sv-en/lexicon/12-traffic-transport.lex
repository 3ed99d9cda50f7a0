#  Traffic, roads, railways, aviation, shipping, public transport.

trafik|en-er|traffic
trafikolycka|en-or|traffic accident
trafikstörning|en-ar|traffic disruption
trafikinformation|en-er|traffic information
vägarbete|ett-n|roadworks
landsväg|en-ar|country road
motorväg|en-ar|motorway
riksväg|en-ar|national road
länsväg|en-ar|county road
skogsväg|en-ar|forest road
grusväg|en-ar|gravel road
gata|en-or|street
huvudgata|en-or|main street
korsning|en-ar|junction
rondell|en-er|roundabout
trafikljus|ett-0|traffic light
övergångsställe|ett-n|pedestrian crossing
cykelbana|en-or|cycle path
cykelväg|en-ar|cycle path
trottoar|en-er|pavement
körfält|ett-0|lane
vägren|en-ar|hard shoulder
bro|en-r|bridge
tunnel|en-ar|tunnel
viadukt|en-er|viaduct
avfart|en-er|exit
påfart|en-er|slip road
parkering|en-ar|car park
parkeringsplats|en-er|parking space
bilist|en-er|motorist|p
förare|en-0|driver|p
chaufför|en-er|driver|p
passagerare|en-0|passenger|p
resenär|en-er|passenger|p
pendlare|en-0|commuter|p
fotgängare|en-0|pedestrian|p
cyklist|en-er|cyclist|p
motorcyklist|en-er|motorcyclist|p
mopedist|en-er|moped rider|p
fordon|ett-0|vehicle
personbil|en-ar|car
elbil|en-ar|electric car
lastbil|en-ar|lorry
långtradare|en-0|lorry
buss|en-ar|bus
busslinje|en-er|bus route
stadsbuss|en-ar|city bus
skolbuss|en-ar|school bus
ersättningsbuss|en-ar|replacement bus
taxi|en-0|taxi
motorcykel|en-ar|motorcycle
moped|en-er|moped
cykel|en-ar|bicycle
elcykel|en-ar|e-bike
elsparkcykel|en-ar|e-scooter
traktor|en-er|tractor
husbil|en-ar|motorhome
släpvagn|en-ar|trailer
tåg|ett-0|train
pendeltåg|ett-0|commuter train
snabbtåg|ett-0|high-speed train
godståg|ett-0|freight train
nattåg|ett-0|night train
tunnelbana|en-or|underground
spårvagn|en-ar|tram
tågtrafik|en-er|train traffic|noart
järnväg|en-ar|railway
station|en-er|station|at
järnvägsstation|en-er|railway station|at
centralstation|en-er|central station|at
hållplats|en-er|stop|at
perrong|en-er|platform
ankomst|en-er|arrival
försening|en-ar|delay
inställd|a|cancelled
försenad|a|delayed
biljett|en-er|ticket
kollektivtrafik|en-er|public transport
lokaltrafik|en-er|local transport
signalfel|ett-0|signal fault
elfel|ett-0|electrical fault
växelfel|ett-0|points failure
urspårning|en-ar|derailment
urspåra|v1|derail
flyg|ett-0|flight
flygplan|ett-0|plane
plan|ett-0|plane|also
flygbolag|ett-0|airline
flygplats|en-er|airport|at
flygledare|en-0|air traffic controller|p
kabinpersonal|en-0|cabin crew|p
flygresa|en-or|flight
flygning|en-ar|flight
landning|en-ar|landing
nödlandning|en-ar|emergency landing
start|en-er|start
charter|en-0|charter
resa|en-or|journey
semesterresa|en-or|holiday trip
båt|en-ar|boat
fartyg|ett-0|ship
färja|en-or|ferry
kryssningsfartyg|ett-0|cruise ship
fraktfartyg|ett-0|cargo ship
tankfartyg|ett-0|tanker
hamn|en-ar|port
sjöfart|en-er|shipping
besättning|en-ar|crew
last|en-er|cargo
gods|ett-0|goods
frakt|en-er|freight
transport|en-er|transport
logistik|en-er|logistics
bilkö|en-er|traffic jam
köbildning|en-ar|queues
krock|en-ar|collision
kollision|en-er|collision
frontalkrock|en-ar|head-on collision
singelolycka|en-or|single-vehicle accident
viltolycka|en-or|collision with wildlife
avåkning|en-ar|vehicle leaving the road
dikesköring|en-ar|vehicle driving into a ditch
dike|ett-n|ditch
hastighet|en-er|speed
hastighetsgräns|en-er|speed limit
fartkamera|en-or|speed camera
hastighetskamera|en-or|speed camera
körkort|ett-0|driving licence
bilbälte|ett-n|seat belt
hjälm|en-ar|helmet
däck|ett-0|tyre
vinterdäck|ett-0|winter tyre
dubbdäck|ett-0|studded tyre
halka|en-or|slippery conditions
ishalka|en-or|icy roads
snöröjning|en-ar|snow clearance
plogbil|en-ar|snowplough
sandning|en-ar|gritting
framkomlighet|en-er|passability
omledning|en-ar|diversion
avstängning|en-ar|closure
trafikkaos|ett-0|traffic chaos
kaos|ett-0|chaos
rusningstrafik|en-er|rush-hour traffic
infrastruktur|en-er|infrastructure
vägnät|ett-0|road network
bensinstation|en-er|petrol station|at
laddstolpe|en-ar|charging point
laddning|en-ar|charging
trängselskatt|en-er|congestion charge
bilfri|a|car-free
framkomlig|a|passable
trafikfarlig|a|dangerous to traffic
kraschad|a|crashed
kantrad|a|capsized
kantra|v1|capsize
grundstöta|v2|run aground
förlisa|v1|sink
haverera|v1|crash
nödlanda|v1|make an emergency landing
ankomma|v4|arrive|ankommer ankom ankommit
trafikera|v1|serve
omdirigera|v1|divert
