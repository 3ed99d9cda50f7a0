#  Culture, entertainment, media, arts, royalty events, religion and holidays.

konst|en-er|art
konstnär|en-er|artist|p
konstverk|ett-0|work of art
målning|en-ar|painting
tavla|en-or|painting
skulptur|en-er|sculpture
utställning|en-ar|exhibition
museum|ett-er|museum|at
galleri|ett-er|gallery|at
teater|en-ar|theatre|at
föreställning|en-ar|performance
pjäs|en-er|play
scen|en-er|stage
skådespelare|en-0|actor|p
skådespelerska|en-or|actress|p g=f
regissör|en-er|director|p
manus|ett-0|script
manusförfattare|en-0|screenwriter|p
filmfestival|en-er|film festival
biograf|en-er|cinema|at
bio|en-0|cinema
premiär|en-er|premiere
serie|en-r|series
tv-serie|en-r|TV series
dokumentär|en-er|documentary
programledare|en-0|presenter|p
avsnitt|ett-0|episode
tittare|en-0|viewer|p front
musik|en-er|music
musiker|en-0|musician|p
artist|en-er|artist|p
sångare|en-0|singer|p
sångerska|en-or|singer|p g=f
låtskrivare|en-0|songwriter|p
kompositör|en-er|composer|p
band|ett-0|band
orkester|en-ar|orchestra
kör|en-er|choir
låt|en-ar|song
sång|en-er|song
skiva|en-or|record
album|ett-0|album
singel|en-ar|single
konsert|en-er|concert
turné|en-er|tour
festival|en-er|festival
musikfestival|en-er|music festival
scenshow|en-er|stage show
opera|en-or|opera
balett|en-er|ballet
dans|en-er|dance
dansare|en-0|dancer|p
litteratur|en-er|literature
bok|en-0|book|pl=böcker dpl=böckerna
roman|en-er|novel
deckare|en-0|crime novel
diktsamling|en-ar|collection of poems
dikt|en-er|poem
poet|en-er|poet|p
författare|en-0|author|p
förlag|ett-0|publisher
bokhandel|en-0|bookshop
storsäljare|en-0|bestseller
bästsäljare|en-0|bestseller
litteraturpris|ett-0|literature prize
nobelpristagare|en-0|Nobel laureate|p
pristagare|en-0|prizewinner|p
utmärkelse|en-r|award
gala|en-or|gala
nominering|en-ar|nomination
jury|en-er|jury
recension|en-er|review
media|pl|media
medier|pl|media
tidning|en-ar|newspaper
dagstidning|en-ar|daily newspaper
kvällstidning|en-ar|tabloid
tidskrift|en-er|magazine
nyhetsbyrå|en-er|news agency
journalist|en-er|journalist|p
reporter|en-ar|reporter|p
redaktör|en-er|editor|p
chefredaktör|en-er|editor-in-chief|p
artikel|en-ar|article
reportage|ett-0|report
intervju|en-er|interview
granskning|en-ar|investigation
avslöjande|ett-n|revelation
radio|en-0|radio
tv|en-0|TV
television|en-er|television
kanal|en-er|channel
sändning|en-ar|broadcast
direktsändning|en-ar|live broadcast
podd|en-ar|podcast
podcast|en-er|podcast
streamingtjänst|en-er|streaming service
sociala|a0|social
medium|ett-0|medium
plattform|en-ar|platform
inlägg|ett-0|post
video|en-0|video|pl=videor
klipp|ett-0|clip
foto|ett-n|photo
influencer|en-0|influencer|p
följare|en-0|follower|p
kändis|en-ar|celebrity|p
idol|en-er|idol|p
underhållning|en-ar|entertainment
humor|en-0|humour
komiker|en-0|comedian|p
tävlingsprogram|ett-0|competition show|dbl
dokusåpa|en-or|reality show
finalist|en-er|finalist|p
kulturhus|ett-0|cultural centre
konserthus|ett-0|concert hall
slott|ett-0|palace|at
palats|ett-0|palace
borg|en-ar|castle
kulturarv|ett-0|cultural heritage
minnesmärke|ett-n|memorial
monument|ett-0|monument
jubileum|ett-er|anniversary
firande|ett-n|celebration
fest|en-er|party
högtid|en-er|festival|t
midsommarafton|en-ar|Midsummer Eve|noart t
valborg|en-0|Walpurgis Night|noart t
lucia|en-0|Lucia|noart
nationaldag|en-ar|national day|t
mode|ett-n|fashion
design|en-er|design
arkitektur|en-er|architecture
arkitekt|en-er|architect|p
datorspel|ett-0|computer game
tv-spel|ett-0|video game
brädspel|ett-0|board game
hobby|en-0|hobby|pl=hobbyer
turism|en-0|tourism
turist|en-er|tourist|p
sevärdhet|en-er|sight
resmål|ett-0|destination
hotell|ett-0|hotel|at
vandrarhem|ett-0|hostel
camping|en-ar|campsite
nöjespark|en-er|amusement park
zoo|ett-0|zoo
djurpark|en-er|zoo
populär|a|popular
folkkär|a|beloved
klassisk|a|classic
konstnärlig|a|artistic
musikalisk|a|musical
litterär|a|literary
unik|a|unique
kreativ|a|creative
rolig|a|funny
tråkig|a|boring
vacker|a|beautiful
ful|a|ugly
sevärd|a|worth seeing
hyllad|a|acclaimed
prisbelönt|a|award-winning
uppskattad|a|popular
omtalad|a|much talked about
kontroversiell|a|controversial
uppmärksammad|a|high-profile
