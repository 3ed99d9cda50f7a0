#  Food, drink, cooking, restaurants, agriculture.

mat|en-0|food
livsmedel|ett-0|food
måltid|en-er|meal
middag|en-ar|dinner
mellanmål|ett-0|snack
fika|en-0|coffee break
stjärnkock|en-ar|star chef|p
restaurang|en-er|restaurant|at
krog|en-ar|restaurant|at
kafé|ett-er|café|at
café|ett-er|café|at
bageri|ett-er|bakery|at
konditori|ett-er|patisserie|at
matbutik|en-er|grocery shop|at
livsmedelsbutik|en-er|grocery store|at
mataffär|en-er|supermarket|at
stormarknad|en-er|hypermarket|at
saluhall|en-ar|food hall|at
meny|en-er|menu
huvudrätt|en-er|main course
förrätt|en-er|starter
efterrätt|en-er|dessert
dessert|en-er|dessert
portion|en-er|portion
smak|en-er|taste
kött|ett-0|meat
nötkött|ett-0|beef
fläskkött|ett-0|pork
fläsk|ett-0|pork
lamm|ett-0|lamb
kyckling|en-ar|chicken
kalkon|en-er|turkey
korv|en-ar|sausage
skinka|en-or|ham
bacon|ett-0|bacon
köttbulle|en-ar|meatball
biff|en-ar|steak
hamburgare|en-0|hamburger
pizza|en-or|pizza
pasta|en-or|pasta
ris|ett-0|rice
potatis|en-ar|potato
bröd|ett-0|bread
smörgås|en-ar|sandwich
macka|en-or|sandwich
knäckebröd|ett-0|crispbread
mjöl|ett-0|flour
socker|ett-0|sugar|def=sockret
salt|ett-0|salt
peppar|en-0|pepper
smör|ett-0|butter
ost|en-ar|cheese
mjölk|en-0|milk
grädde|en-0|cream
yoghurt|en-0|yoghurt
fil|en-0|soured milk
ägg|ett-0|egg
sill|en-ar|herring
strömming|en-ar|Baltic herring
räka|en-or|prawn
kräfta|en-or|crayfish
musslor|pl|mussels
skaldjur|ett-0|shellfish
grönsak|en-er|vegetable
frukt|en-er|fruit
bär|ett-0|berry
äpple|ett-n|apple
päron|ett-0|pear
banan|en-er|banana
apelsin|en-er|orange
citron|en-er|lemon
jordgubbe|en-ar|strawberry
blåbär|ett-0|blueberry
lingon|ett-0|lingonberry
hallon|ett-0|raspberry
tomat|en-er|tomato
gurka|en-or|cucumber
lök|en-ar|onion
vitlök|en-ar|garlic
morot|en-0|carrot|pl=morötter dpl=morötterna
kål|en-ar|cabbage
sallad|en-er|salad
svamp|en-ar|mushroom
kantarell|en-er|chanterelle
ärtor|pl|peas
bönor|pl|beans
linser|pl|lentils
nötter|pl|nuts
soppa|en-or|soup
fisksoppa|en-or|fish soup
gryta|en-or|stew
sås|en-er|sauce
kaka|en-or|cake
tårta|en-or|cake
bulle|en-ar|bun
kanelbulle|en-ar|cinnamon bun
semla|en-or|semla|pl=semlor
godis|ett-0|sweets
choklad|en-er|chocolate
glass|en-ar|ice cream
kaffe|ett-0|coffee
te|ett-0|tea
juice|en-er|juice
läsk|en-ar|soft drink
öl|en-0|beer|def=ölen
vin|ett-er|wine
sprit|en-er|spirits
dryck|en-er|drink
alkoholfri|a|alcohol-free
vegetarisk|a|vegetarian
vegansk|a|vegan
vegan|en-er|vegan|p
ekologisk|a|organic
närproducerad|a|locally produced
färsk|a|fresh
fryst|a|frozen
hemlagad|a|home-made
smakrik|a|flavourful
söt|a|sweet
sur|a|sour
salt|a|salty
bitter|a|bitter
kryddig|a|spicy
nyttig|a|healthy
onyttig|a|unhealthy
fet|a|fatty
mager|a|lean
hungrig|a|hungry
mätt|a|full
törstig|a|thirsty
matlagning|en-ar|cooking
matsvinn|ett-0|food waste
matkris|en-er|food crisis
lantbrukare|en-0|farmer|p
lantbruk|ett-0|farming
skörd|en-ar|harvest
åker|en-ar|field
spannmål|en-er|cereals
vete|ett-n|wheat
råg|en-ar|rye
havre|en-ar|oats
mejeri|ett-er|dairy
slakteri|ett-er|slaughterhouse
fiskodling|en-ar|fish farm
återkallelse|en-r|recall
tillsats|en-er|additive
allergen|ett-0|allergen
gluten|ett-0|gluten
laktos|en-0|lactose
näring|en-ar|nutrition
kalori|en-er|calorie
vitamin|ett-0|vitamin
protein|ett-0|protein
fett|ett-0|fat
kolhydrat|en-er|carbohydrate
förpackning|en-ar|packaging
kyl|en-ar|fridge
kylskåp|ett-0|fridge
frys|en-ar|freezer
ugn|en-ar|oven
spis|en-ar|stove
grill|en-ar|grill
tallrik|en-ar|plate
kopp|en-ar|cup
kastrull|en-er|saucepan
stekpanna|en-or|frying pan
