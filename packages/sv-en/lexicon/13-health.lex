#  Health, healthcare, medicine, the body.

folkhälsa|en-or|public health
ohälsa|en-or|ill health
psykisk|a|mental
fysisk|a|physical
sjukvård|en-0|healthcare|noart
primärvård|en-0|primary care
äldrevård|en-0|elderly care
äldreomsorg|en-er|elderly care|noart
omsorg|en-er|care
psykiatri|en-0|psychiatry|noart
barnpsykiatri|en-0|child psychiatry
vårdcentral|en-er|health centre|at
sjukhus|ett-0|hospital|at
universitetssjukhus|ett-0|university hospital|at
akutmottagning|en-ar|emergency department|at
akut|en-er|emergency department|at
intensivvård|en-0|intensive care
intensivvårdsavdelning|en-ar|intensive care unit
avdelning|en-ar|ward
mottagning|en-ar|clinic
klinik|en-er|clinic
apotek|ett-0|pharmacy|at
äldreboende|ett-n|care home|at
vårdboende|ett-n|nursing home|at
hemtjänst|en-er|home care
vårdkö|en-er|healthcare queue
väntetid|en-er|waiting time
vårdplats|en-er|hospital bed
läkare|en-0|doctor|p
överläkare|en-0|senior consultant|p
kirurg|en-er|surgeon|p
sjuksköterska|en-or|nurse|p
barnmorska|en-or|midwife/midwives|p
undersköterska|en-or|assistant nurse|p
tandläkare|en-0|dentist|p
psykolog|en-er|psychologist|p
vårdpersonal|en-0|healthcare staff|p
patient|en-er|patient|p
sjukdom|en-ar|illness
smitta|en-or|infection
smittspridning|en-ar|spread of infection
smittskydd|ett-0|infection control
utbrott|ett-0|outbreak
epidemi|en-er|epidemic
pandemi|en-er|pandemic|t
virus|ett-0|virus
bakterie|en-r|bacterium/bacteria
bakterier|pl|bacteria
infektion|en-er|infection
influensa|en-or|influenza
förkylning|en-ar|cold
covid|en-0|covid
corona|en-0|coronavirus
coronavirus|ett-0|coronavirus
vinterkräksjuka|en-or|winter vomiting bug
magsjuka|en-or|stomach bug
feber|en-0|fever
hosta|en-or|cough
mässling|en-ar|measles
tuberkulos|en-0|tuberculosis
salmonella|en-0|salmonella
listeria|en-0|listeria
cancer|en-0|cancer
bröstcancer|en-0|breast cancer
prostatacancer|en-0|prostate cancer
tumör|en-er|tumour
hjärtsjukdom|en-ar|heart disease
hjärtinfarkt|en-er|heart attack
stroke|en-0|stroke
diabetes|en-0|diabetes
astma|en-0|asthma
allergi|en-er|allergy
demens|en-0|dementia
alzheimer|en-0|Alzheimer's
depression|en-er|depression
ångest|en-0|anxiety
stress|en-0|stress
utbrändhet|en-er|burnout
ätstörning|en-ar|eating disorder
missbruk|ett-0|abuse
beroende|ett-n|addiction
alkohol|en-er|alcohol
tobak|en-0|tobacco
rökning|en-ar|smoking
snus|ett-0|snus
övervikt|en-0|overweight
fetma|en-0|obesity
självmord|ett-0|suicide
fraktur|en-er|fracture
benbrott|ett-0|broken leg
hjärnskakning|en-ar|concussion
blödning|en-ar|bleeding
förgiftning|en-ar|poisoning
brännskada|en-or|burn
symptom|ett-0|symptom
symtom|ett-0|symptom
diagnos|en-er|diagnosis
behandling|en-ar|treatment
operation|en-er|operation
transplantation|en-er|transplant
vaccin|ett-0|vaccine
vaccination|en-er|vaccination
vaccinering|en-ar|vaccination
dos|en-er|dose
spruta|en-or|injection
läkemedel|ett-0|medicine|def=läkemedlet
medicin|en-er|medicine
tablett|en-er|tablet
antibiotika|en-0|antibiotics
recept|ett-0|recipe
test|ett-0|test
provtagning|en-ar|testing
prov|ett-0|test
blodprov|ett-0|blood test
screening|en-ar|screening
forskning|en-ar|research
studie|en-r|study
rön|ett-0|findings
upptäckt|en-er|discovery
riskgrupp|en-er|risk group
livsstil|en-ar|lifestyle
promenad|en-er|walk
kost|en-0|diet
sömn|en-0|sleep
sömnbrist|en-er|lack of sleep
hjärta|ett-n|heart
hjärna|en-or|brain
lunga|en-or|lung
njure|en-ar|kidney
mage|en-ar|stomach
blod|ett-0|blood
ben|ett-0|leg
arm|en-ar|arm
hand|en-er|hand|pl=händer
fot|en-er|foot|pl=fötter
huvud|ett-n|head|def=huvudet pl=huvuden
ansikte|ett-n|face
öga|ett-n|eye|pl=ögon dpl=ögonen
öra|ett-n|ear|pl=öron dpl=öronen
näsa|en-or|nose
mun|en-ar|mouth|dbl
tand|en-er|tooth|pl=tänder
hals|en-ar|neck
rygg|en-ar|back
hud|en-ar|skin
muskel|en-er|muscle
skelett|ett-0|skeleton
graviditet|en-er|pregnancy
gravid|a|pregnant|nom=pregnant_woman
förlossning|en-ar|birth
födsel|en-ar|birth
abort|en-er|abortion
födelse|en-r|birth
dödlighet|en-er|mortality
livslängd|en-er|life expectancy
överlevnad|en-er|survival
hälsokontroll|en-er|health check
ambulansflyg|ett-0|air ambulance
sjukskrivning|en-ar|sick leave
sjukskriven|a|on sick leave|n=sjukskrivet d=sjukskrivna
sjukfrånvaro|en-0|sickness absence
vårdskuld|en-er|care backlog
vårdgaranti|en-er|care guarantee
överbelastad|a|overloaded
underbemannad|a|understaffed
smittsam|a|contagious|dbl
dödlig|a|deadly
ofarlig|a|harmless
kronisk|a|chronic
medicinsk|a|medical
klinisk|a|clinical
smittad|a|infected
vaccinerad|a|vaccinated
ovaccinerad|a|unvaccinated
insjukna|v1|fall ill
diagnostisera|v1|diagnose
förskriva|v4|prescribe|förskrev förskrivit
återhämta|v1|recover
tillfriskna|v1|recover
