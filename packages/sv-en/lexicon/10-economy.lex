#  Economy, business, work, money, housing market, trade.

ekonomi|en-er|economy
ekonom|en-er|economist|p
chefsekonom|en-er|chief economist|p
konjunktur|en-er|economic cycle
lågkonjunktur|en-er|recession
högkonjunktur|en-er|boom
recession|en-er|recession
BNP|abbr|GDP
inflation|en-er|inflation|noart
deflation|en-er|deflation|noart
ränta|en-or|interest rate
styrränta|en-or|policy rate
boränta|en-or|mortgage rate
räntehöjning|en-ar|rate rise
räntesänkning|en-ar|rate cut
centralbank|en-er|central bank
riksbankschef|en-er|Riksbank governor|p
bank|en-er|bank|at
storbank|en-er|major bank
banklån|ett-0|bank loan
lån|ett-0|loan
bolån|ett-0|mortgage
skuldsättning|en-ar|indebtedness
kredit|en-er|credit
amortering|en-ar|amortisation
sparande|ett-n|savings
besparing|en-ar|saving
nedskärning|en-ar|cut
utgift|en-er|expense
intäkt|en-er|revenue
inkomst|en-er|income
lön|en-er|salary
löneökning|en-ar|pay rise
minimilön|en-er|minimum wage
avtalsrörelse|en-r|wage bargaining round
kollektivavtal|ett-0|collective agreement
strejk|en-er|strike
lockout|en-er|lockout
varsel|ett-0|redundancy notice|def=varslet dpl=varslen
uppsägning|en-ar|dismissal
permittering|en-ar|lay-off
arbetslöshet|en-er|unemployment|noart
arbetslös|a|unemployed|ppl
sysselsättning|en-ar|employment|noart
arbetsmarknad|en-er|labour market
jobb|ett-0|job
anställning|en-ar|employment
anställd|a|employed|nom=employee
anställde|a0|employee
arbetsplats|en-er|workplace|at
arbetsmiljö|en-er|working environment
arbetstid|en-er|working hours
heltid|en-0|full-time
deltid|en-0|part-time
personalbrist|en-er|staff shortage
kompetensbrist|en-er|skills shortage
företag|ett-0|company
bolag|ett-0|company
storföretag|ett-0|large company
småföretag|ett-0|small business
småföretagare|en-0|small business owner|p
företagare|en-0|business owner|p
entreprenör|en-er|entrepreneur|p
koncern|en-er|group
butikskedja|en-or|store chain
affär|en-er|deal
varuhus|ett-0|department store
köpcentrum|ett-0|shopping centre|def=köpcentrumet dpl=köpcentrumen
handel|en-0|trade
handlare|en-0|retailer|p
detaljhandel|en-0|retail
e-handel|en-0|e-commerce
försäljning|en-ar|sales
omsättning|en-ar|turnover
rekordvinst|en-er|record profit
resultat|ett-0|result
kvartalsrapport|en-er|quarterly report
delårsrapport|en-er|interim report
årsredovisning|en-ar|annual report
prognos|en-er|forecast
aktie|en-r|share
aktiekurs|en-er|share price
kurs|en-er|price
börs|en-er|stock market
aktieägare|en-0|shareholder|p
investerare|en-0|investor|p
investering|en-ar|investment
fond|en-er|fund
pensionsfond|en-er|pension fund
kapital|ett-0|capital
riskkapital|ett-0|venture capital
krona|en-or|krona/kronor
euro|en-0|euro
dollar|en-0|dollar|def=dollarn
valuta|en-or|currency
växelkurs|en-er|exchange rate
peng|en-ar|coin
kontanter|pl|cash
betalning|en-ar|payment
faktura|en-or|invoice
räkning|en-ar|bill
prishöjning|en-ar|price increase
prissänkning|en-ar|price cut
matpris|ett-er|food price
elpris|ett-er|electricity price
bensinpris|ett-er|petrol price
bostadspris|ett-er|housing price
hyra|en-or|rent
hyreshöjning|en-ar|rent increase
hyresvärd|en-ar|landlord|p
bostadsmarknad|en-er|housing market
bostad|en-er|home|pl=bostäder mod=housing
bostadsbrist|en-er|housing shortage
bostadsrätt|en-er|condominium
hyresrätt|en-er|rental apartment
lägenhet|en-er|apartment
villa|en-or|house
radhus|ett-0|terraced house
fastighet|en-er|property
fastighetsägare|en-0|property owner|p
mäklare|en-0|estate agent|p
byggbolag|ett-0|construction company
byggande|ett-n|construction
nybyggnation|en-er|new construction
el|en-0|electricity
elräkning|en-ar|electricity bill
elnät|ett-0|power grid
elbrist|en-er|power shortage
kärnkraft|en-er|nuclear power
kärnkraftverk|ett-0|nuclear power plant
vindkraft|en-er|wind power
vindkraftverk|ett-0|wind turbine
solenergi|en-er|solar energy
solcell|en-er|solar cell
vattenkraft|en-er|hydropower
oljepris|ett-er|oil price
naturgas|en-er|natural gas
bensin|en-er|petrol
diesel|en-ar|diesel
drivmedel|ett-0|fuel
industri|en-er|industry|mod=industrial
anläggning|en-ar|plant
produktion|en-er|production
tillverkning|en-ar|manufacturing
export|en-er|exports|noart
import|en-er|imports|noart
exportör|en-er|exporter
tull|en-ar|tariff
handelskrig|ett-0|trade war
frihandel|en-0|free trade
marknad|en-er|market
konkurrens|en-er|competition
konkurrent|en-er|competitor
konsument|en-er|consumer|p
leverantör|en-er|supplier
leverans|en-er|delivery
efterfrågan|en-0|demand|def=efterfrågan
utbud|ett-0|supply
konkurs|en-er|bankruptcy
rekonstruktion|en-er|restructuring
uppköp|ett-0|takeover
fusion|en-er|merger
sammanslagning|en-ar|merger
kontrakt|ett-0|contract
order|en-0|order
beställning|en-ar|order
underskott|ett-0|deficit
överskott|ett-0|surplus
statsskuld|en-er|national debt
stimulans|en-er|stimulus
stödpaket|ett-0|support package
krisstöd|ett-0|crisis support
subvention|en-er|subsidy
bankkonto|ett-n|bank account
konto|ett-n|account
kort|ett-0|card
kortbetalning|en-ar|card payment
swish|en-0|Swish
app|en-ar|app
bedrägeriförsök|ett-0|fraud attempt
försäkring|en-ar|insurance
försäkringsbolag|ett-0|insurance company
premie|en-r|premium
hushållsekonomi|en-er|household finances
köpkraft|en-er|purchasing power
levnadskostnad|en-er|cost of living
matkasse|en-ar|grocery bag
kundvagn|en-ar|shopping trolley
rea|en-or|sale
rabatt|en-er|discount
erbjudande|ett-n|offer
reklam|en-er|advertising
varumärke|ett-n|brand
bransch|en-er|industry
tjänstesektor|en-er|service sector
jordbruk|ett-0|agriculture
skogsindustri|en-er|forest industry
gruva|en-or|mine
gruvbolag|ett-0|mining company
stål|ett-0|steel
stålverk|ett-0|steelworks
bil|en-ar|car
bilindustri|en-er|car industry
biltillverkare|en-0|carmaker
lastbilstillverkare|en-0|truck maker
batterifabrik|en-er|battery factory
batteri|ett-er|battery
telekom|en-0|telecoms
techbolag|ett-0|tech company
startup|ett-0|start-up
miljardär|en-er|billionaire|p
miljonär|en-er|millionaire|p
förmögenhet|en-er|fortune
arv|ett-0|inheritance
bonus|en-ar|bonus|pl=bonusar
aktieutdelning|en-ar|dividend
utdelning|en-ar|dividend
vinstvarning|en-ar|profit warning
uppgång|en-ar|rise
höjning|en-ar|increase
sänkning|en-ar|reduction
ras|ett-0|plunge
rekord|ett-0|record
rekordnivå|en-er|record level
andel|en-ar|share|of cnt
procentsats|en-er|percentage
statistik|en-er|statistics
ekonomichef|en-er|finance director|p
finanschef|en-er|chief financial officer|p
styrelseordförande|en-0|chairman of the board|p
medarbetare|en-0|employee|p
anställda|pl|employees
kollega|en-or|colleague|p
fackordförande|en-0|union leader|p
arbetare|en-0|worker|p
lärling|en-ar|apprentice|p
sommarjobb|ett-0|summer job
lönsam|a|profitable|dbl
olönsam|a|unprofitable|dbl
gratis|a0|free
kostsam|a|costly|dbl
ekonomiskt|adv|financially
finansiell|a|financial
kommersiell|a|commercial
exportera|v1|export
importera|v1|import
konkurrera|v1|compete
expandera|v1|expand
rationalisera|v1|rationalise
omorganisera|v1|reorganise
fusionera|v1|merge
förvärva|v1|acquire
avyttra|v1|divest
prissätta|v4|price|prissätter prissatte prissatt
amortera|v1|pay off
