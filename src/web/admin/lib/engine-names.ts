/**
 * What staff screens call each translation engine (the `engine` of a memory unit or of a reviewed
 * segment): the configured ones, the memory itself, and an imported TMX file.
 */
const ENGINE_NAMES: Record<string, string> = {
  dictionary: "Dictionary (built in)",
  libretranslate: "LibreTranslate",
  deepl: "DeepL",
  google: "Google",
  openai: "Language model",
  memory: "Translation memory",
  import: "Imported file",
};

export const engineName = (engine: string): string => ENGINE_NAMES[engine] ?? engine;
