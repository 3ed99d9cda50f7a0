import { XMLBuilder, XMLParser } from "fast-xml-parser";

/**
 * The translation memory as TMX 1.4 (the exchange format of every CAT tool): one `tu` per unit, a Swedish
 * and an English `tuv`; the engine's own English, the engine and the source travel as `prop`s of our own
 * (`x-` types, which TMX reserves for tools), who fixed it as `changeid` and when as `changedate`.
 * Read back: any TMX 1.4 file's units that have a Swedish and an English variant (`xml:lang` or the
 * older `lang`, matched by their first part), inline markup inside `seg` read as its text.
 */

export class TmxError extends Error {}

export interface TmxUnit {
  swedish: string;
  english: string;
  engineEnglish?: string;
  engine?: string;
  fixedBy?: string;
}

export interface ExportedUnit {
  id: number;
  swedish: string;
  english: string;
  engineEnglish: string;
  engine: string;
  sourceName: string | null;
  fixedBy: string | null;
  updatedAt: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ["tu", "tuv", "prop"].includes(name),
  // A segment's content is read as it is written: its inline elements come between its words.
  stopNodes: ["*.seg"],
});

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });

/**
 * A segment's text from its raw content: the native codes of `bpt`, `ept`, `ph` and `it` (the markup of
 * the tool that wrote it) left out, the text of `hi` and `sub` kept, the entities read.
 */
function segText(raw: unknown): string {
  const content = typeof raw === "string" ? raw : textOf(raw);
  return decode(
    content
      .replace(/<(bpt|ept|ph|it)\b[^>]*>[\s\S]*?<\/\1>/g, "")
      .replace(/<(bpt|ept|ph|it)\b[^>]*\/>/g, "")
      .replace(/<[^>]+>/g, ""),
  );
}

type Node = Record<string, unknown>;
const nodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is Node => typeof v === "object" && v !== null,
  );

/** A `seg`'s text, inline elements (bpt, ept, ph, hi…) read as the text inside them. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join("");
  if (value && typeof value === "object") {
    return Object.entries(value as Node)
      .filter(([key]) => !key.startsWith("@"))
      .map(([, inner]) => textOf(inner))
      .join("");
  }
  return "";
}

const languageOf = (tuv: Node) =>
  String(tuv["@xml:lang"] ?? tuv["@lang"] ?? "")
    .toLowerCase()
    .split("-")[0];

const propsOf = (tu: Node) =>
  new Map(nodes(tu.prop).map((prop) => [String(prop["@type"] ?? ""), textOf(prop).trim()] as const));

export function readTmx(text: string): TmxUnit[] {
  if (/<!ENTITY/i.test(text)) throw new TmxError("The TMX file declares entities, which a memory file never needs");
  let document: Node;
  try {
    document = parser.parse(text, true) as Node;
  } catch (error) {
    throw new TmxError(`The file is not well-formed XML: ${(error as Error).message.split("\n")[0]}`);
  }
  const tmx = document.tmx as Node | undefined;
  if (!tmx || typeof tmx !== "object") throw new TmxError("The file is not TMX: its root must be <tmx>");
  const units: TmxUnit[] = [];
  for (const tu of nodes((tmx.body as Node | undefined)?.tu)) {
    const variants = nodes(tu.tuv);
    const seg = (language: string) => {
      const variant = variants.find((tuv) => languageOf(tuv) === language);
      return variant ? segText(variant.seg).replace(/\s+/g, " ").trim() : "";
    };
    const props = propsOf(tu);
    units.push({
      swedish: seg("sv"),
      english: seg("en"),
      engineEnglish: props.get("x-engine-output") || undefined,
      engine: props.get("x-engine") || undefined,
      fixedBy: typeof tu["@changeid"] === "string" && tu["@changeid"] ? tu["@changeid"] : undefined,
    });
  }
  return units;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: true, indentBy: "  " });

/** TMX dates: YYYYMMDDThhmmssZ. */
const tmxDate = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d+/, "");

export function writeTmx(units: readonly ExportedUnit[]): string {
  const tu = units.map((unit) => ({
    "@tuid": String(unit.id),
    ...(unit.fixedBy ? { "@changeid": unit.fixedBy } : {}),
    "@changedate": tmxDate(unit.updatedAt),
    prop: [
      { "@type": "x-engine", "#text": unit.engine },
      { "@type": "x-engine-output", "#text": unit.engineEnglish },
      ...(unit.sourceName ? [{ "@type": "x-source", "#text": unit.sourceName }] : []),
    ],
    tuv: [
      { "@xml:lang": "sv", seg: unit.swedish },
      { "@xml:lang": "en", seg: unit.english },
    ],
  }));
  const document = {
    tmx: {
      "@version": "1.4",
      header: {
        "@creationtool": "Only News for Free",
        "@creationtoolversion": "1",
        "@segtype": "paragraph",
        "@o-tmf": "onff",
        "@adminlang": "en",
        "@srclang": "sv",
        "@datatype": "plaintext",
      },
      body: { tu },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document)}`;
}
