/**
 * English irregular verbs and nouns, written from ordinary English grammar knowledge.
 * Kept apart from the Swedish lexicon so that a Swedish entry only names the English lemma
 * ("gripa|v4|arrest") and the inflection comes out right wherever that lemma is used.
 */

// base past participle
const VERBS = `
arise arose arisen|awake awoke awoken|be was been|bear bore borne|beat beat beaten|become became become
begin began begun|bend bent bent|bet bet bet|bid bid bid|bind bound bound|bite bit bitten|bleed bled bled
blow blew blown|break broke broken|breed bred bred|bring brought brought|broadcast broadcast broadcast
build built built|burst burst burst|buy bought bought|cast cast cast|catch caught caught|choose chose chosen
cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut|deal dealt dealt|dig dug dug
do did done|draw drew drawn|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|feed fed fed
feel felt felt|fight fought fought|find found found|flee fled fled|fly flew flown|forbid forbade forbidden
forecast forecast forecast|foresee foresaw foreseen|forget forgot forgotten|forgive forgave forgiven
freeze froze frozen|get got got|give gave given|go went gone|grind ground ground|grow grew grown
hang hung hung|have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt
keep kept kept|kneel knelt knelt|know knew known|lay laid laid|lead led led|leave left left|lend lent lent
let let let|lie lay lain|light lit lit|lose lost lost|make made made|mean meant meant|meet met met
mislead misled misled|mistake mistook mistaken|outrun outran outrun|overcome overcame overcome
overhear overheard overheard|override overrode overridden|oversee oversaw overseen|overtake overtook overtaken
overthrow overthrew overthrown|pay paid paid|prove proved proven|put put put|quit quit quit|read read read
rebuild rebuilt rebuilt|redo redid redone|rethink rethought rethought|rewrite rewrote rewritten|rid rid rid
ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|seek sought sought
sell sold sold|send sent sent|set set set|sew sewed sewn|shake shook shaken|shed shed shed|shine shone shone
shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk|sit sat sat
sleep slept slept|slide slid slid|sling slung slung|speak spoke spoken|speed sped sped|spend spent spent
spin spun spun|spit spat spat|split split split|spread spread spread|spring sprang sprung|stand stood stood
steal stole stolen|stick stuck stuck|sting stung stung|stink stank stunk|strike struck struck
strive strove striven|swear swore sworn|sweep swept swept|swim swam swum|swing swung swung|take took taken
teach taught taught|tear tore torn|tell told told|think thought thought|throw threw thrown|thrust thrust thrust
undergo underwent undergone|understand understood understood|undertake undertook undertaken
upset upset upset|uphold upheld upheld|wake woke woken|wear wore worn|weep wept wept|win won won
wind wound wound|withdraw withdrew withdrawn|withhold withheld withheld|withstand withstood withstood
write wrote written|seek sought sought|sell sold sold|hang hung hung|leap leapt leapt|shoe shod shod
`;

// singular plural (nouns whose plural is not made with -s/-es)
const NOUNS = `
man men|woman women|child children|person people|foot feet|tooth teeth|mouse mice|goose geese|ox oxen
sheep sheep|deer deer|fish fish|salmon salmon|cod cod|moose moose|reindeer reindeer|aircraft aircraft
police police|series series|species species|crisis crises|analysis analyses|thesis theses|basis bases
diagnosis diagnoses|hypothesis hypotheses|phenomenon phenomena|criterion criteria|knife knives|wife wives
life lives|wolf wolves|half halves|leaf leaves|shelf shelves|thief thieves|calf calves|loaf loaves
self selves|potato potatoes|tomato tomatoes|hero heroes|echo echoes|veto vetoes|torpedo torpedoes
news news|staff staff|offspring offspring|headquarters headquarters|means means|cattle cattle
information information|advice advice|research research|evidence evidence|furniture furniture
equipment equipment|money money|traffic traffic|weather weather|health health|electricity electricity
software software|luggage luggage|knowledge knowledge|progress progress|damage damage|violence violence
music music|homework homework|accommodation accommodation|mail mail|rubbish rubbish|waste waste
`;

// words with -ed/-ing doubling despite having more than one syllable (final stress)
const FINAL_STRESS = new Set(
  "admit commit occur prefer refer regret submit permit omit control patrol compel expel propel equip transfer incur deter acquit abet confer defer infer recur rebel enrol extol dispel instil fulfil".split(
    " ",
  ),
);

export const IRREGULAR_VERBS: ReadonlyMap<string, readonly [string, string]> = parseTable(VERBS, 3);
export const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map(
  [...parseTable(NOUNS, 2)].map(([k, v]) => [k, v[0]]),
);
export const doublesFinalConsonant = (word: string): boolean => FINAL_STRESS.has(word);

function parseTable(text: string, width: number): Map<string, [string, string]> {
  const map = new Map<string, [string, string]>();
  for (const item of text.split(/[|\n]/)) {
    const parts = item.trim().split(/\s+/);
    if (parts.length !== width || !parts[0]) continue;
    map.set(parts[0], [parts[1] ?? "", parts[2] ?? ""]);
  }
  return map;
}
