/**
 * Which language a single word is in, as far as the lexicon can tell (issue 43): for finding Swedish left
 * in English text when there is no Swedish source to compare with (the site's checks before publishing).
 *
 * `isSwedishForm`: the word is a form of one of the lexicon's Swedish headwords (every inflection, the
 * genitive, prefixed participles). No compound splitting and no name tables: an English word can often be
 * cut into Swedish parts, and names are told by their capital.
 *
 * `isEnglishWord`: the word is English as far as this package knows: a word of the lexicon's English side
 * (every translation, inflected as the renderers inflect it), or one of ENGLISH_HOMOGRAPHS. Only a word that
 * is a Swedish form needs the answer, so the English side plus the English words spelt like a Swedish form
 * is as good an English dictionary here as a whole one.
 */
import { adjectiveParts, pluralize, verbParts } from "./english-forms.js";
import { IRREGULAR_PLURALS, IRREGULAR_VERBS } from "./english-irregulars.js";
import { buildIndex } from "./lexicon-index.js";
import { type Lexicon, lexicon } from "./lexicon-registry.js";

/**
 * English words (in the American and British word lists of Debian's wamerican and wbritish) that are also
 * forms of a Swedish headword and that the lexicon's English side does not already hold: barn, bet, glad,
 * grind, lever, tall… Made by intersecting those lists with the Swedish forms, less the few whose English
 * sense is obscure while the Swedish one is common in news (var, vi, nu, hos, trots, tog, grep, haft, fem,
 * lite…): those stay Swedish. A headword added to the lexicon later may need its English twin added here.
 */
const ENGLISH_HOMOGRAPHS = `
abort aborts albumen analog ant ants attacker attackers banker bankers barer barn barns baser basket baskets
berg bergs bet bets biff biffs bind binder binds bits bland bluff bluffs bomber bombers bra bred brunt bud buds
byte bytes ca centimeter centimeters chock chocks citron citrons corona coronas dam dams datum delta deltas den
diagram diagrams dialog dialogs dig dike dikes din disputation disputations diverse dock dolt dos drift drifter
drifters drifts em era exemplar exemplars expediter expediters fart farts fest fester festers fests feta fiber
fibers fin folks fond fonder format formats friar fusion fusions glad glade glider god gods grad grader graders
grads gratis grind grinds grip grips grove grunt gymnasium gymnasiums ha hale halt haven havens hem hems hinder
hinders hiss historian historians humor humors importer importers int intern interns juicer juicers jumbo jumbos
jurist jurists kilometer kilometers la lag lager lagers lags lasts lat lax lever lid lids liter liters liven
livens lo log logs lust luster lusts mamma mammas manifestation manifestations mans mariner mariners marker
markers mars mat mats matte mattes maximal med meter meters mil millimeter millimeters mils min minors mints
mitt mitten mittens mm mode moderns modes moms morals motor motors par pars pastor pastors personals persons
plaster plasters poster posters premier premiers proposition propositions protester protesters rake rapport
rapports raster redo reds reformer reformers regimen regimens relations remiss rep reparation reparations
reportage reps rev revs rids ringer riven rivet robot robots roller rollers roman rum rums runt sames schema
sedan semester semesters semifinal semifinals sex sexton sill sills sin sitter slag slags slipper slit slits
slog slogs slut sluts snare sol sols sorter sorters sprang sprinter sprinters spurt spurts stack stacks stark
startup startups stat stationer stationers stats sticker strand strands tack tall tar tiger till tills ting
tings tom ton transplantation transporter transporters urbane van valet valets villa villas vistas analyser
analysers
`;

/** Keyed values whose value is English (README.md, "Keyed values"); the others are Swedish forms. */
const ENGLISH_KEYS = ["mod", "defen", "nom", "tr", "enpass", "att", "modal"] as const;
const WORD = /\p{L}+/gu;

interface WordTables {
  swedish: ReadonlySet<string>;
  /** Swedish noun forms, which take a genitive -s. */
  nouns: ReadonlySet<string>;
  /** Swedish forms that are a noun's and nothing else (surströmming, väg; not för, lägga). */
  onlyNouns: ReadonlySet<string>;
  english: ReadonlySet<string>;
}

let tables: WordTables | undefined;

/** Built on first use (a few tenths of a second), kept as plain sets rather than the whole index. */
function wordTables(): WordTables {
  if (tables) return tables;
  const lex = lexicon();
  const index = buildIndex(lex);
  const swedish = new Set<string>();
  const nouns = new Set<string>();
  const onlyNouns = new Set<string>();
  for (const [form, readings] of index.forms) {
    if (form.includes(" ")) continue;
    swedish.add(form);
    const isNoun = readings.map((packed) => index.entries[packed >> 5]?.pos === "noun");
    if (isNoun.some(Boolean)) nouns.add(form);
    if (isNoun.every(Boolean)) onlyNouns.add(form);
  }
  tables = { swedish, nouns, onlyNouns, english: englishSide(lex) };
  return tables;
}

/** Every word of the lexicon's English side, with the inflections the renderers give it. */
function englishSide(lex: Lexicon): Set<string> {
  const english = new Set<string>(ENGLISH_HOMOGRAPHS.split(/\s+/).filter(Boolean));
  const add = (text: string) => {
    for (const word of text.toLowerCase().match(WORD) ?? []) english.add(word);
  };
  const addVerb = (spec: string) => {
    const parts = verbParts(spec);
    add(`${parts.base} ${parts.s3} ${parts.past} ${parts.pp} ${parts.ing}`);
  };
  for (const entry of lex.words) {
    add(entry.en);
    for (const key of ENGLISH_KEYS) if (entry.keyed[key]) add(entry.keyed[key]);
    if (entry.pos === "noun") {
      // "child/children": singular and plural; a regular noun's plural is made as the renderers make it.
      const [singular = entry.en, plural] = entry.en.split("/");
      add(plural ?? pluralize(singular));
    } else if (entry.pos === "verb") {
      for (const spec of [entry.en, entry.keyed.tr, entry.keyed.att]) if (spec) addVerb(spec);
    } else if (entry.pos === "adj") {
      const parts = adjectiveParts(entry.en);
      add(`${parts.comp} ${parts.sup} ${parts.adverb}`);
      if (entry.keyed.nom) add(pluralize(entry.keyed.nom));
    }
  }
  for (const line of lex.particleVerbs) addVerb(line.en);
  for (const line of [...lex.phrases, ...lex.collocations, ...lex.places, ...lex.organisations]) add(line.en);
  for (const [base, [past, participle]] of IRREGULAR_VERBS) add(`${base} ${past} ${participle}`);
  for (const [singular, plural] of IRREGULAR_PLURALS) add(`${singular} ${plural}`);
  return english;
}

/** The noun form a genitive is made from (regeringens → regeringen), when `lower` is one: derived, not stored. */
function genitiveBase(lower: string, nouns: ReadonlySet<string>): string | undefined {
  if (lower.length < 3 || !lower.endsWith("s") || /[sxz]s$/.test(lower)) return undefined;
  const base = lower.slice(0, -1);
  return nouns.has(base) ? base : undefined;
}

/** Whether a word (any case) is a form of a Swedish headword of the lexicon, the genitive included. */
export function isSwedishForm(word: string): boolean {
  const lower = word.toLocaleLowerCase("sv");
  const { swedish, nouns } = wordTables();
  return swedish.has(lower) || genitiveBase(lower, nouns) !== undefined;
}

/**
 * Whether every reading the lexicon has of a word (any case) is a noun's: a name-like word English text
 * may keep on purpose (öre, väg), unlike för, på or lägga. False for a word that is no Swedish form.
 */
export function isSwedishNoun(word: string): boolean {
  const lower = word.toLocaleLowerCase("sv");
  const { swedish, nouns, onlyNouns } = wordTables();
  return swedish.has(lower) ? onlyNouns.has(lower) : genitiveBase(lower, nouns) !== undefined;
}

/** Whether a word (any case) is English as far as the lexicon knows (see the top of this file). */
export function isEnglishWord(word: string): boolean {
  return wordTables().english.has(word.toLowerCase());
}
