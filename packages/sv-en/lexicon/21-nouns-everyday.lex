#  Everyday life: home, shopping, leisure, nature outings, work life and the calendar of a year.

vardagsliv|ett-0|everyday life
hemmiljö|en-er|home environment
bostadsrättsförening|en-ar|housing cooperative
förråd|ett-0|storage room
tvättstuga|en-or|laundry room
soprum|ett-0|refuse room|dbl
sophämtning|en-ar|rubbish collection
sopkärl|ett-0|bin
laddbox|en-ar|charger
värmepump|en-ar|heat pump
fjärrvärme|en-0|district heating
vattenläcka|en-or|water leak
vattenledning|en-ar|water main
avlopp|ett-0|sewer
reningsverk|ett-0|sewage plant
kranvatten|ett-0|tap water|def=kranvattnet
kokningsrekommendation|en-er|advice to boil water
brandvarnare|en-0|smoke alarm
brandsläckare|en-0|fire extinguisher
stearinljus|ett-0|candle
torktumlare|en-0|tumble dryer
tvättmaskin|en-er|washing machine
diskmaskin|en-er|dishwasher
dammsugare|en-0|vacuum cleaner
mobilladdare|en-0|phone charger
laddare|en-0|charger
hörlurar|pl|headphones
tv-apparat|en-er|TV set
julgran|en-ar|Christmas tree
julklapp|en-ar|Christmas present
julbord|ett-0|Christmas buffet
julhandel|en-0|Christmas shopping|def=julhandeln
påskägg|ett-0|Easter egg
midsommarstång|en-er|maypole|pl=midsommarstänger
kräftskiva|en-or|crayfish party
surströmming|en-ar|fermented herring
grillfest|en-er|barbecue
utflykt|en-er|outing
picknick|en-ar|picnic
badplats|en-er|bathing spot
badstrand|en-er|beach|pl=badstränder
bad|ett-0|bath
simtur|en-er|swim
vandring|en-ar|hike
vandringsled|en-er|hiking trail
cykeltur|en-er|bike ride
skidbacke|en-ar|ski slope
skidanläggning|en-ar|ski resort
längdspår|ett-0|cross-country track
skridskobana|en-or|ice rink
isbana|en-or|ice rink
lekpark|en-er|playground
hundrastgård|en-ar|dog park
koloniträdgård|en-ar|allotment
odling|en-ar|cultivation
trädgårdsodling|en-ar|gardening
svampplockning|en-ar|mushroom picking
bärplockning|en-ar|berry picking
allemansrätt|en-er|right of public access
friluftsliv|ett-0|outdoor life
jakträtt|en-er|hunting rights
fiskevatten|ett-0|fishing waters|def=fiskevattnet
båtliv|ett-0|boating
segelbåt|en-ar|sailing boat
motorbåt|en-ar|motorboat
kajak|en-er|kayak
brygga|en-or|jetty
hamnkrog|en-ar|harbour restaurant
uteservering|en-ar|outdoor seating
nattklubb|en-ar|nightclub
pub|en-ar|pub
bar|en-er|bar
krogbesök|ett-0|night out
festdeltagare|en-0|partygoer|p
kalas|ett-0|party
studentfirande|ett-n|graduation celebration
studentexamen|en-0|school-leaving exam|def=studentexamen
disputation|en-er|doctoral defence
betygsinflation|en-er|grade inflation
läsfrämjande|ett-n|reading promotion
läsning|en-ar|reading
skrivande|ett-n|writing
kunskapsnivå|en-er|level of knowledge
kunskapsresultat|ett-0|learning outcomes
lärarlön|en-er|teacher salary
lärarbrist|en-er|teacher shortage
lärarutbildning|en-ar|teacher training
klasstorlek|en-ar|class size
specialpedagog|en-er|special needs teacher|p
elevhälsa|en-or|pupil health service
mobilförbud|ett-0|mobile phone ban
skärmtid|en-er|screen time
spelberoende|ett-n|gambling addiction
spelbolag|ett-0|gambling company
lotteri|ett-er|lottery
vinstchans|en-er|chance of winning
storvinst|en-er|big win
jackpott|en-ar|jackpot
miljonvinst|en-er|million-kronor win
kändisskap|ett-0|fame
skvaller|ett-0|gossip|def=skvallret
bröllopsdag|en-ar|wedding day
förlovning|en-ar|engagement
separation|en-er|separation
vårdnad|en-er|custody
vårdnadstvist|en-er|custody dispute
underhåll|ett-0|maintenance
barnfattigdom|en-ar|child poverty
styvförälder|en-ar|step-parent|p
adoption|en-er|adoption
fosterbarn|ett-0|foster child|p
barnhem|ett-0|orphanage
hemtjänstpersonal|en-0|home care staff
anhörigvårdare|en-0|family carer|p
demensvård|en-0|dementia care
livskvalitet|en-er|quality of life
välmående|ett-n|well-being
självkänsla|en-or|self-esteem
mobbare|en-0|bully|p
näthat|ett-0|online hate
trakasseri|ett-er|harassment
jämställdhetsarbete|ett-n|gender equality work
mångkultur|en-er|multiculturalism
folkfest|en-er|public celebration
stadsfest|en-er|town festival
julmarknad|en-er|Christmas market
loppis|en-ar|flea market
konsumtion|en-er|consumption
överkonsumtion|en-er|overconsumption
shopping|en-0|shopping
köpfest|en-er|shopping spree
mellandagsrea|en-or|post-Christmas sale
prisjakt|en-er|price hunting
kvitto|ett-n|receipt
garanti|en-er|guarantee
reklamation|en-er|complaint
återbetalning|en-ar|refund
returrätt|en-er|right of return
ångerrätt|en-er|right of withdrawal
abonnemang|ett-0|subscription
prenumeration|en-er|subscription
mobilabonnemang|ett-0|mobile subscription
elavtal|ett-0|electricity contract
hyresavtal|ett-0|rental agreement
lånelöfte|ett-n|mortgage approval
bolåneränta|en-or|mortgage rate
sparkonto|ett-n|savings account
pensionssparande|ett-n|pension savings
premiepension|en-er|premium pension
garantipension|en-er|guaranteed pension
äldreförsörjning|en-ar|old-age support
försörjning|en-ar|livelihood
inkomstklyfta|en-or|income gap
klyfta|en-or|gap
löneskillnad|en-er|pay gap
ojämlikhet|en-er|inequality
orättvisa|en-or|injustice
