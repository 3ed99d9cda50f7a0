#  More adjectives, many of them participles that have become ordinary adjectives.

ansträngd|a|strained
skygg|a|shy
konkret|a|concrete
extrainsatt|a|extra|n=extrainsatt
oberoende|a0|independent
kvinnlig|a|female
manlig|a|male
extra|a0|extra
abstrakt|a|abstract
växtbaserad|a|plant-based
naturvetenskaplig|a|scientific
samhällsvetenskaplig|a|social science
övertygande|a0|convincing
hårt|adv|hard
politiskt|adv|politically
socialt|adv|socially
tekniskt|adv|technically
juridiskt|adv|legally
medicinskt|adv|medically
rekordhög|a|record high
rekordlåg|a|record low
rekordstor|a|record|c=större s=störst
mångårig|a|long-standing
nyvald|a|newly elected
nyanländ|a|newly arrived|n=nyanlänt d=nyanlända
nybyggd|a|newly built
nyöppnad|a|newly opened
nyfödd|a|newborn|n=nyfött
nyutexaminerad|a|newly graduated
avgående|a0|outgoing
tillträdande|a0|incoming
sittande|a0|sitting
förre|a0|former
saknad|a|missing
eftersökt|a|wanted
efterlängtad|a|long-awaited
omdiskuterad|a|much-debated
omstridd|a|controversial
ifrågasatt|a|questioned
kritiserad|a|criticised
impopulär|a|unpopular
framgångsrik|a|successful
misslyckad|a|failed
lyckad|a|successful
godkänd|a|approved
underkänd|a|failed
legitimerad|a|licensed
utbildad|a|trained
erfaren|a|experienced|n=erfaret d=erfarna
oerfaren|a|inexperienced|n=oerfaret d=oerfarna
kunnig|a|knowledgeable
kompetent|a|competent
ansvarsfull|a|responsible
oansvarig|a|irresponsible
korrupt|a|corrupt
våldsam|a|violent|dbl
fredlig|a|peaceful
hotfull|a|threatening
aggressiv|a|aggressive
obeväpnad|a|unarmed
maskerad|a|masked
påverkad|a|under the influence
nykter|a|sober
drogpåverkad|a|under the influence of drugs
alkoholpåverkad|a|under the influence of alcohol
frikänd|a|acquitted
fängslad|a|imprisoned
återfunnen|a|found|n=återfunnet d=återfunna
livlös|a|lifeless
lindrigt|adv|slightly
allvarligt|adv|seriously
svårt|adv|badly
kraftigt|adv|sharply
kritiskt|adv|critically
stabilt|adv|stably
omkommen|a|killed|n=omkommet d=omkomna
räddad|a|rescued
evakuerad|a|evacuated
strandsatt|a|stranded
isolerad|a|isolated
avskuren|a|cut off|n=avskuret d=avskurna
översvämmad|a|flooded
snötäckt|a|snow-covered
isbelagd|a|icy
nedblåst|a|blown down
strömlös|a|without power
elfri|a|without electricity
trafikerad|a|busy
tungt|adv|heavily
kraftfull|a|powerful
effektfull|a|striking
märkbar|a|noticeable
tydligt|adv|clearly
synbar|a|visible
begriplig|a|understandable
obegriplig|a|incomprehensible
orimlig|a|unreasonable
rimlig|a|reasonable
skälig|a|reasonable
ohållbar|a|unsustainable
klimatsmart|a|climate-smart
fossilfri|a|fossil-free
förnybar|a|renewable
analog|a|analogue
automatisk|a|automatic
manuell|a|manual
elektrisk|a|electric
mobil|a|mobile
provisorisk|a|provisional
preliminär|a|preliminary
slutgiltig|a|final
definitiv|a|definitive
inofficiell|a|unofficial
konfidentiell|a|confidential
sekretessbelagd|a|classified
känslig|a|sensitive
utbredd|a|widespread
begränsad|a|limited
obegränsad|a|unlimited
riklig|a|plentiful
knapp|a|scarce
överflödig|a|superfluous
obligatorisk|a|compulsory
valfri|a|optional
avgiftsfri|a|free of charge
avgiftsbelagd|a|subject to a charge
prisvärd|a|affordable
skattefri|a|tax-free
kommunalägd|a|municipally owned
ägd|a|owned
rural|a|rural
urban|a|urban
perifer|a|peripheral
avlägsen|a|remote|n=avlägset d=avlägsna
närbelägen|a|nearby|n=närbeläget d=närbelägna
intilliggande|a0|adjacent
omgivande|a0|surrounding
belägen|a|situated|n=beläget d=belägna
