/** The lexicon data files, by domain. Adding a domain means adding it here. */
import { ADJECTIVES } from "./lexicon/adjectives.js";
import { ADJECTIVES_EXTRA } from "./lexicon/adjectives-extra.js";
import { CRIME_COURTS } from "./lexicon/crime-courts.js";
import { CULTURE_MEDIA } from "./lexicon/culture-media.js";
import { DEFENCE_WORLD } from "./lexicon/defence-world.js";
import { ECONOMY } from "./lexicon/economy.js";
import { FOOD } from "./lexicon/food.js";
import { FUNCTION_WORDS } from "./lexicon/function-words.js";
import { GENERAL_EXTRA } from "./lexicon/general-extra.js";
import { HEALTH } from "./lexicon/health.js";
import { NOUNS_EVERYDAY } from "./lexicon/nouns-everyday.js";
import { NOUNS_GENERAL } from "./lexicon/nouns-general.js";
import { NOUNS_NEWS } from "./lexicon/nouns-news.js";
import { NUMBERS_TIME } from "./lexicon/numbers-time.js";
import { PARTICLE_VERB_LIST } from "./lexicon/particle-verbs.js";
import { PEOPLE_WORK } from "./lexicon/people-work.js";
import { POLITICS } from "./lexicon/politics.js";
import { SCHOOLS_SOCIETY } from "./lexicon/schools-society.js";
import { SPORT } from "./lexicon/sport.js";
import { TECH_SCIENCE } from "./lexicon/tech-science.js";
import { TRAFFIC_TRANSPORT } from "./lexicon/traffic-transport.js";
import { VERBS_CORE } from "./lexicon/verbs-core.js";
import { VERBS_EXTRA } from "./lexicon/verbs-extra.js";
import { VERBS_MORE } from "./lexicon/verbs-more.js";
import { WEATHER_NATURE } from "./lexicon/weather-nature.js";

/** Earlier sources win ties between equally likely readings, so the general files come first. */
export const LEXICON_SOURCES: readonly string[] = [
  FUNCTION_WORDS,
  NUMBERS_TIME,
  VERBS_CORE,
  VERBS_MORE,
  ADJECTIVES,
  NOUNS_GENERAL,
  PEOPLE_WORK,
  POLITICS,
  CRIME_COURTS,
  ECONOMY,
  WEATHER_NATURE,
  TRAFFIC_TRANSPORT,
  HEALTH,
  SCHOOLS_SOCIETY,
  SPORT,
  FOOD,
  CULTURE_MEDIA,
  DEFENCE_WORLD,
  TECH_SCIENCE,
  NOUNS_NEWS,
  NOUNS_EVERYDAY,
  VERBS_EXTRA,
  ADJECTIVES_EXTRA,
  GENERAL_EXTRA,
];

export const PARTICLE_VERBS = PARTICLE_VERB_LIST;
