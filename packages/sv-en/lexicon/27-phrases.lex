# Fixed multi-word expressions whose meaning is not the sum of their words. Matched
# case-insensitively across single spaces, longest first. Format: `swedish words|english|class`,
# where class tells the tagger how the phrase behaves in the sentence.
@table phrases

på grund av|because of|prep
på grund utav|because of|prep
till följd av|as a result of|prep
med anledning av|in view of|prep
i samband med|in connection with|prep
i fråga om|regarding|prep
när det gäller|when it comes to|prep
vad gäller|as regards|prep
i förhållande till|in relation to|prep
jämfört med|compared with|prep
i jämförelse med|compared with|prep
tillsammans med|together with|prep
i stället för|instead of|prep
istället för|instead of|prep
fram till|until|prep
ända till|all the way to|prep
upp till|up to|prep
ner mot|down to|prep
ned mot|down to|prep
på sikt|in the long term|adv
på så lång sikt|so far ahead|adv
ner till|down to|prep
ut ur|out of|prep
in i|into|prep
ut på|out onto|prep
i närheten av|near|prep
i mitten av|in the middle of|prep
i centrum av|in the centre of|prep
i centrum|in the centre|adv
i centrala|in central|prep
i början av|at the beginning of|prep
i slutet av|at the end of|prep
i utkanten av|on the outskirts of|prep
på andra sidan|on the other side of|prep
runt om i|around|prep
över hela|across|prep
i hela|throughout|prep
med hjälp av|with the help of|prep
med tanke på|considering|prep
oavsett|regardless of|prep
på bekostnad av|at the expense of|prep
till förmån för|in favour of|prep
på uppdrag av|on behalf of|prep
på initiativ av|on the initiative of|prep
i väntan på|pending|prep
norr om|north of|prep
söder om|south of|prep
öster om|east of|prep
väster om|west of|prep
nordväst om|northwest of|prep
nordost om|northeast of|prep
sydväst om|southwest of|prep
sydost om|southeast of|prep
utanför kusten|off the coast|adv
mitt i|in the middle of|prep
utöver det|in addition|adv
i dag|today|adv
i går|yesterday|adv
i morgon|tomorrow|adv
i övermorgon|the day after tomorrow|adv
i förrgår|the day before yesterday|adv
i kväll|tonight|adv
i natt|tonight|adv
i går kväll|last night|adv
i går morse|yesterday morning|adv
i morse|this morning|adv
i eftermiddag|this afternoon|adv
i förmiddags|this morning|adv
i eftermiddags|this afternoon|adv
i helgen|this weekend|adv
i veckan|this week|adv
i år|this year|adv
i fjol|last year|adv
i vår|this spring|adv
i sommar|this summer|adv
i höst|this autumn|adv
i vinter|this winter|adv
i våras|last spring|adv
i somras|last summer|adv
i höstas|last autumn|adv
i vintras|last winter|adv
i julas|last Christmas|adv
i påskas|last Easter|adv
i måndags|last Monday|adv
i tisdags|last Tuesday|adv
i onsdags|last Wednesday|adv
i torsdags|last Thursday|adv
i fredags|last Friday|adv
i lördags|last Saturday|adv
i söndags|last Sunday|adv
i dagsläget|at present|adv
för närvarande|at present|adv
just nu|right now|adv
än så länge|so far|adv
hittills i år|so far this year|adv
tills vidare|until further notice|adv
till slut|in the end|adv
till sist|finally|adv
på sistone|lately|adv
på senare tid|recently|adv
på nytt|again|adv
om igen|again|adv
gång på gång|time after time|adv
för första gången|for the first time|adv
för andra gången|for the second time|adv
för tredje gången|for the third time|adv
i rad|in a row|adv
årets|this year's|det
fjolårets|last year's|det
dagens|today's|det
gårdagens|yesterday's|det
morgondagens|tomorrow's|det
veckans|this week's|det
helgens|this weekend's|det
kvällens|tonight's|det
nattens|last night's|det
månadens|this month's|det
på länge|in a long time|adv
i norr|in the north|adv
i söder|in the south|adv
i öster|in the east|adv
i väster|in the west|adv
rätt till|the right to|prep
rätten till|the right to|prep
års fängelse|years in prison|noun
månaders fängelse|months in prison|noun
livstids fängelse|life imprisonment|noun
en halv|half a|det
ett halvt|half a|det
i rätten|in court|adv
inför rätta|to justice|adv
efter varandra|in succession|adv
i tid|on time|adv
till hösten|in the autumn|adv
till våren|in the spring|adv
till sommaren|in the summer|adv
till vintern|in the winter|adv
någonsin tidigare|ever before|adv
de senaste åren|in recent years|adv
de senaste dagarna|in recent days|adv
de senaste veckorna|in recent weeks|adv
de senaste månaderna|in recent months|adv
den senaste tiden|recently|adv
det senaste året|over the past year|adv
utsatt för|subjected to|adj
utsatta för|subjected to|adj
i brist på|for lack of|prep
mot centrum|towards the centre|adv
hela veckan|all week|adv
det här|this|pron
den här|this|det
de här|these|det
det där|that|pron
den där|that|det
de där|those|det
från jobbet|from work|adv
på jobbet|at work|adv
till jobbet|to work|adv
aldrig tidigare|never before|adv
på bar gärning|red-handed|adv
vid liv|alive|adj
vid tillfället|at the time|adv
i halvtid|at half-time|adv
ännu inte|not yet|adv
inte ännu|not yet|adv
mot land|towards land|adv
i förväg|in advance|adv
i efterhand|afterwards|adv
på en gång|at once|adv
en gång|once|adv
två gånger|twice|adv
på plats|at the scene|adv
på platsen|at the scene|adv
till platsen|to the scene|adv
på väg|on the way|adv
i närheten|nearby|adv
i stort sett|by and large|adv
över huvud taget|at all|adv
överhuvudtaget|at all|adv
i princip|in principle|adv
i praktiken|in practice|adv
i själva verket|in fact|adv
i så fall|in that case|adv
i alla fall|in any case|adv
i varje fall|at any rate|adv
framför allt|above all|adv
bland annat|among other things|adv
bland andra|among others|adv
till exempel|for example|adv
till och med|even|adv
med mera|and more|adv
och så vidare|and so on|adv
så kallad|so-called|adj
så kallade|so-called|adj
så kallat|so-called|adj
så snart som möjligt|as soon as possible|adv
så fort som möjligt|as quickly as possible|adv
så mycket som|as much as|adv
så många som|as many as|adv
mer än|more than|adv
mindre än|less than|adv
fler än|more than|adv
färre än|fewer than|adv
allt fler|more and more|det
allt färre|fewer and fewer|det
allt mer|increasingly|adv
allt mindre|less and less|adv
allt oftare|more and more often|adv
mer och mer|more and more|adv
mer eller mindre|more or less|adv
lite drygt|just over|adv
inte längre|no longer|adv
inte minst|not least|adv
inte ens|not even|adv
inte alls|not at all|adv
hur mycket|how much|adv
hur många|how many|det
hur länge|how long|adv
vad som helst|anything|pron
vem som helst|anyone|pron
när som helst|at any time|adv
var som helst|anywhere|adv
var och en|each|pron
något liknande|anything like it|pron
som vanligt|as usual|adv
som mest|at most|adv
som bäst|at best|adv
som sagt|as I said|adv
som väntat|as expected|adv
som en följd av|as a result of|prep
trots att|although|sconj
även om|even if|sconj
så att|so that|sconj
därför att|because|sconj
för att inte|so as not to|sconj
efter att ha|after having|sconj
utan att|without|sconj
innan dess|before that|adv
efter det|after that|adv
sedan dess|since then|adv
sen dess|since then|adv
för tillfället|for the moment|adv
för övrigt|incidentally|adv
för egen del|for their part|adv
å ena sidan|on the one hand|adv
å andra sidan|on the other hand|adv
å sin sida|for their part|adv
ett par|a couple of|det
inga fler|no more|det
ingen mer|no more|det
inget mer|nothing more|det
en del av|part of|det
en sorts|a kind of|det
ett slags|a kind of|det
ingen av|none of|det
inget av|none of|det
inga av|none of|det
de flesta|most|det
långt in på|well into|prep
efter att|after|sconj
från och med|from|prep
i och för sig|in itself|adv
ett antal|a number of|det
en rad|a number of|det
en del|some|det
en hel del|a great deal of|det
en massa|a lot of|det
en mängd|a lot of|det
ett fåtal|a few|det
ett flertal|several|det
en av|one of|det
ett av|one of|det
var tredje|every third|det
var fjärde|every fourth|det
var femte|every fifth|det
var tionde|every tenth|det
varannan|every other|det
vartannat|every other|det
i genomsnitt|on average|adv
i snitt|on average|adv
per år|per year|adv
om året|a year|adv
om dagen|a day|adv
i timmen|an hour|adv
i månaden|a month|adv
om dygnet|a day|adv
över natten|overnight|adv
under natten|during the night|adv
natten till|during the night before|adv
dygnet runt|around the clock|adv
året runt|all year round|adv
hela tiden|all the time|adv
hela dagen|all day|adv
hela natten|all night|adv
hela året|all year|adv
hela landet|the whole country|noun
i hela landet|across the country|adv
över hela landet|across the country|adv
på landsbygden|in the countryside|adv
på nätet|online|adv
på internet|on the internet|adv
i sociala medier|on social media|adv
på sjukhus|in hospital|adv
till sjukhus|to hospital|adv
i fängelse|in prison|adv
på fri fot|at large|adv
på flykt|fleeing|adv
i kraft|into force|adv
i drift|in operation|adv
ur drift|out of service|adv
i brand|on fire|adv
i full gång|in full swing|adv
under kontroll|under control|adv
i gång|going|adv
igång|going|adv
till salu|for sale|adv
till hands|to hand|adv
i onödan|unnecessarily|adv
med flit|on purpose|adv
av misstag|by mistake|adv
på allvar|seriously|adv
på större allvar|more seriously|adv
på största allvar|very seriously|adv
skilda vägar|separate ways|noun
på kort sikt|in the short term|adv
på lång sikt|in the long term|adv
i längden|in the long run|adv
i första hand|primarily|adv
i andra hand|secondarily|adv
i sista minuten|at the last minute|adv
i rätt tid|in time|adv
i övrigt|otherwise|adv
det vill säga|that is|adv
så länge|as long as|sconj
lika mycket som|as much as|adv
ju förr desto bättre|the sooner the better|adv
hur som helst|anyway|adv
tack vare|thanks to|prep
i likhet med|like|prep
till skillnad från|unlike|prep
i stället|instead|adv
med andra ord|in other words|adv
om så|if so|adv
på egen hand|on their own|adv
i egenskap av|as|prep
i och med|with|prep
med avseende på|with regard to|prep
ute efter|after|prep
mitt emot|opposite|prep
på andra plats|in second place|adv
på första plats|in first place|adv
på tredje plats|in third place|adv
som aldrig förr|like never before|adv

# common in news body text
med kort varsel|at short notice
för lite|too little
i trafiken|on the roads
sedan tidigare|previously
försök till mord|attempted murder|noun
försök till dråp|attempted manslaughter|noun
i nuläget|at present|adv
inte förrän|not until|adv
teknisk undersökning|forensic examination|noun
tekniska undersökningar|forensic examinations|noun
kraftig vind|strong winds|noun
kraftiga vindar|strong winds|noun
mitt på dagen|in the middle of the day|adv
i sin frånvaro|in absentia|adv
i frågan|on the issue|adv
under helgen|at the weekend|adv
dålig sikt|poor visibility|noun
