# Particle verbs: `verb particle|english`. The verb inflects as usual and the particle may stand
# apart from it ("tog inte över"); prefixed participles are derived (avstängd = "shut off").
@table particle-verbs

yrka på|call for
neka till|deny
spärra av|cordon off
larma om|sound the alarm about
varsla om|give notice of
ha svårt|have difficulty
komma till skada|be injured
sitta häktad|be in custody
sitta fängslad|be in prison
berätta om|talk about
be om ursäkt|apologise
rösta ned|vote down
rösta ner|vote down
riva upp|overturn
köpa in|purchase
hyra ut|rent out
skjuta i höjden|shoot up
äga rum|take place
hålla i sig|persist
må dåligt|feel bad
bli utan|be left without
ha råd med|afford
arbeta med|work on
jobba med|work on
komma igång|get going
väcka åtal|bring charges
komma över|get hold of
ligga kvar|remain
träda i kraft|come into force
lämna tillbaka|return
lämna in|hand in
lämna ut|release
spåra ur|derail
stå fast|stand
lägga av|quit
kalla upp|summon
fylla år|have a birthday
handla om|be about
skjuta ihjäl|shoot dead
slå ihjäl|beat to death
köra ihjäl|run over and kill
frysa ihjäl|freeze to death
bua ut|boo off
söka till|apply to
riva ned|tear down
riva ner|tear down
lämna återbud|withdraw
gå med förlust|make a loss
gå med vinst|make a profit
komma i kontakt med|get in touch with
gå till val|go to the polls
rasa mot|rage against
binda ihop|connect
leda om|divert
få in|receive
göra att|mean that
kliva av|get off
kliva på|get on
ta sig till|reach
spara in|cut back
stå still|be at a standstill
tyda på|suggest
ta emot|receive
ta över|take over
ta bort|remove
ta upp|raise
ta fram|draw up
ta in|take in
ta ut|take out
ta ner|take down
ta tillbaka|take back
ta med|bring
ta till|resort to
ta sig|get
ta ställning|take a position
ta hand om|take care of
ta ansvar|take responsibility
ta del|take part
ta plats|take place
ta slut|run out
ta paus|take a break
visa sig|turn out
visa upp|show off
känna till|know about
känna igen|recognise
leda till|lead to
säga upp|lay off
säga ifrån|speak out
stänga av|close off
stänga ner|shut down
stänga in|shut in
spela in|record
spela ut|play out
ställa ut|exhibit
ställa in|cancel
ställa upp|take part
ställa till|cause
ställa om|switch
bjuda in|invite
bjuda på|offer
lära sig|learn
bygga ut|expand
bygga om|rebuild
bygga upp|build up
rycka ut|respond
söka efter|search for
leta efter|look for
gå ut|go out
gå in|go in
gå upp|go up
gå ner|go down
gå ned|go down
gå över|cross
gå av|go off
gå bort|pass away
gå vidare|go through
gå med|join
gå med på|agree to
gå i pension|retire
gå i konkurs|go bankrupt
gå till|go to
gå om|overtake
gå under|go under
gå sönder|break down
gå ihop|merge
gå emot|go against
gå tillbaka|go back
gå samman|join forces
komma fram|arrive
komma in|come in
komma ut|come out
komma tillbaka|come back
komma hem|come home
komma överens|agree
komma ihåg|remember
komma undan|get away
komma åt|get at
komma upp|come up
komma loss|get free
slå till|strike
slå ut|knock out
slå ner|knock down
slå sönder|smash
slå larm|raise the alarm
slå igen|close
slå rekord|break a record
slå fast|establish
slå ihop|merge
sätta in|deploy
sätta upp|put up
sätta igång|start
sätta stopp|put a stop
sätta ner|lower
sätta fart|speed up
lägga ner|shut down
lägga ned|shut down
lägga fram|present
lägga till|add
lägga ut|outsource
lägga om|change
lägga på|add
dra in|withdraw
dra tillbaka|withdraw
dra ner|cut
dra ned|cut
dra upp|pull up
dra ut|drag out
dra igång|start
dra sig|withdraw
dra av|deduct
hålla med|agree
hålla på|be busy
hålla fast|stick
hålla upp|hold up
hålla kvar|keep
hålla i|hold
hålla ut|hold out
stå för|stand for
stå på|go on
stå kvar|remain
stå ut|put up
stå emot|resist
tycka om|like
tänka på|think about
se ut|look
se till|make sure
se över|review
se fram|look forward
titta på|look at
vänta på|wait for
lita på|trust
tro på|believe in
satsa på|invest in
svara på|answer
peka på|point to
bero på|be due to
fokusera på|focus on
tjata på|nag
höra av|get in touch
skriva under|sign
skriva på|sign
skriva ut|discharge
skjuta upp|postpone
skjuta till|contribute
släppa ut|release
släppa in|let in
stänga ute|shut out
föra fram|put forward
föra över|transfer
hitta på|make up
ge upp|give up
ge ut|publish
ge bort|give away
ge efter|give in
ge tillbaka|give back
få fram|obtain
få tillbaka|get back
få igenom|push through
få sparken|get fired
ha kvar|keep
ha råd|afford
ha rätt|be right
ha fel|be wrong
ha koll|keep track
bli av|take place
bli kvar|stay
bli över|be left over
bli av med|get rid of
finnas kvar|remain
finnas med|be included
vara med|take part
vara kvar|remain
vara slut|be over
vara klar|be finished
bryta ut|break out
bryta ihop|break down
bryta mot|violate
bryta samman|collapse
falla ihop|collapse
falla bort|drop out
brinna ner|burn down
brinna upp|burn up
rasa samman|collapse
köra över|run over
köra fast|get stuck
köra av|drive off
köra på|hit
springa bort|run away
skära ner|cut back
skära ned|cut back
följa upp|follow up
följa med|come along
betala tillbaka|pay back
betala ut|pay out
dela ut|hand out
dela upp|divide
plocka upp|pick up
fylla på|top up
ringa in|call in
ringa upp|call
kalla in|call in
kalla till|call
höja upp|raise
lyfta fram|highlight
peka ut|single out
sticka ut|stand out
tala om|tell
prata om|talk about
tänka om|rethink
räkna med|expect
räkna ut|work out
vänja sig|get used
bry sig|care
lägga sig|go to bed
sätta sig|sit down
ställa sig|stand
röra sig|move
känna sig|feel
gifta sig|get married
skilja sig|get divorced
klara sig|cope
gömma sig|hide
utveckla sig|develop
öppna upp|open up
ta sig in|get in
ta sig ut|get out
stoppa in|put in
sparka ut|kick out
kasta ut|throw out
bära ut|carry out
fly ut|flee
sticka iväg|run off
ge sig av|leave
ge sig ut|set out
gå ut med|announce
gå igenom|go through
gå åt|be used up

# common in news body text
gå i uppfyllelse|come true
anmäla sig|sign up
bli sjuk|fall ill
få ett slut|come to an end
få slut på|put an end to
sitta anhållen|be held
sälja slut|sell out
samla in|collect
komma överens om|agree on
bero på att|be because
vaccinera sig|get vaccinated
gå ut i strejk|go on strike
