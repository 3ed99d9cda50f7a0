/**
 * Page furniture: what a news page carries around the story and an editor would never republish. Some is
 * known by its element or class name (removed before Readability scores the page, so it can neither win
 * nor leak into the text), some only by its words (short paragraphs such as "Läs mer: …" or "Annons").
 */

/** Never text, whatever Readability thinks. */
export const REMOVED_TAGS = new Set(
  "script style noscript template iframe frame frameset object embed applet svg math canvas video audio source track map form input button select textarea label dialog nav aside footer figcaption link meta".split(
    " ",
  ),
);
const REMOVED_ROLES = new Set(
  "dialog alertdialog navigation banner contentinfo complementary search menu menubar toolbar tablist".split(" "),
);
/** class/id words of page furniture: ads, sharing, related links, bylines, captions. */
const FURNITURE_WORDS = new Set(
  "ad ads adv advert advertisement annons annonser sponsor sponsored promo share sharing social newsletter nyhetsbrev subscribe related relaterat readmore teaser teasers paywall byline author meta caption credit credits photographer tipbox breadcrumb breadcrumbs toolbar".split(
    " ",
  ),
);
const FURNITURE_PARTS = "read-more readmore las-mer lasmer newsletter nyhetsbrev".split(" ");
/** Consent banners and walls: removed even when they hold paragraphs of legal prose. */
const CONSENT_WORDS = new Set(["cookie", "cookies", "consent", "gdpr", "cmp"]);
const CONSENT_PARTS = ["cookie", "consent"];
/**
 * An element named like furniture that holds this much prose outside links is the story after all
 * (a wrapper named "article-body has-related", say): keep it and let Readability judge.
 */
const MAX_FURNITURE_PROSE = 500;

/** Removes what is never article text before Readability scores the page, so it cannot win or leak. */
export function removeFurniture(doc: Document) {
  for (const element of Array.from(doc.body.querySelectorAll("*"))) {
    const tag = element.localName;
    if (tag === "script" && element.getAttribute("type") === "application/ld+json") continue; // metadata
    if (REMOVED_TAGS.has(tag) || isHidden(element)) element.remove();
    else if (tag === "br") element.replaceWith(doc.createTextNode(" "));
    else if (isFurniture(element)) element.remove();
  }
  for (const element of Array.from(doc.head?.querySelectorAll("style, noscript, template") ?? [])) element.remove();
}

function isHidden(element: Element) {
  return (
    element.hasAttribute("hidden") ||
    element.getAttribute("aria-hidden") === "true" ||
    /display\s*:\s*none|visibility\s*:\s*hidden/i.test(element.getAttribute("style") ?? "")
  );
}

function isFurniture(element: Element): boolean {
  const role = element.getAttribute("role") ?? "";
  const names = `${element.getAttribute("class") ?? ""} ${element.getAttribute("id") ?? ""}`.toLowerCase();
  const words = names.split(/[^a-z0-9]+/);
  const byRole = REMOVED_ROLES.has(role);
  const consent = CONSENT_PARTS.some((part) => names.includes(part)) || words.some((w) => CONSENT_WORDS.has(w));
  const named = FURNITURE_PARTS.some((part) => names.includes(part)) || words.some((w) => FURNITURE_WORDS.has(w));
  if (!byRole && !consent && !named) return false;
  if (holdsTheArticle(element)) return false;
  return byRole || consent || proseChars(element) < MAX_FURNITURE_PROSE;
}

/** A wrapper named "promo-page" or "has-ads" may hold the whole story: never remove that. */
function holdsTheArticle(element: Element) {
  const tag = element.localName;
  return (
    tag === "html" || tag === "body" || tag === "main" || tag === "article" || !!element.querySelector("article, main")
  );
}

/** Characters of paragraph text that are not link text (teaser lists are links; stories are not). */
function proseChars(element: Element): number {
  let total = 0;
  for (const paragraph of Array.from(element.querySelectorAll("p"))) {
    const links = Array.from(paragraph.querySelectorAll("a")).reduce((sum, a) => sum + visibleLength(a), 0);
    total += visibleLength(paragraph) - links;
    if (total >= MAX_FURNITURE_PROSE) break;
  }
  return total;
}

const visibleLength = (node: Node) => (node.textContent ?? "").replace(/\s/g, "").length;

/** Whole short paragraphs that are page furniture whatever markup carries them. */
const CLUTTER_EXACT = new Set(
  "annons|annonser|reklam|sponsrat|sponsrat innehåll|annonsörsinnehåll|dela|dela artikeln|kopiera länk|kopiera länken|länk kopierad|facebook|x|twitter|linkedin|messenger|whatsapp|mejla|e-post|skriv ut|spara|följ|relaterat|relaterade artiklar|relaterade nyheter|mer om ämnet|fler artiklar|fler nyheter|senaste nytt|just nu|mest läst|tt|(tt)".split(
    "|",
  ),
);

/**
 * Beginnings of short furniture paragraphs ("Läs mer: …", "Foto: …", "Publicerad …"). Word ends are
 * written as "no letter follows": \b only knows ASCII letters, so it fails after "också" or "på".
 */
const CLUTTER_STARTS = [
  /^läs (mer|också|även|vidare|hela (artikeln|intervjun))(?![\p{L}\p{N}])/iu,
  // "Se även till att …" is advice, "Se även:" a link label: only the label form is furniture.
  /^(se|lyssna på) (mer|också|även|hela (artikeln|intervjun|klippet))\s*(:|$)/iu,
  /^(foto|bild|fotograf|grafik|illustration|källa)\s*:/iu,
  /^(publicerad|publicerat|uppdaterad|uppdaterat)(?![\p{L}\p{N}])/iu,
  /^dela (på|artikeln|via)(?![\p{L}\p{N}])/iu,
  /^(har du (ett )?tips|tipsa (oss|redaktionen)|vet du mer)(?![\p{L}\p{N}])/iu,
  // A byline line: "Av Erik Nilsson", "Text: Anna Berg" (names start with capitals, so no i flag).
  /^(?:[Aa]v|[Tt]ext(?: och foto)?)\s*:?\s*\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*){0,3}$/u,
];

export function isClutterParagraph(text: string): boolean {
  const lower = text.toLocaleLowerCase("sv").replace(/[:.!]+$/, "");
  if (CLUTTER_EXACT.has(lower)) return true;
  if (text.length <= 200 && CLUTTER_STARTS.some((pattern) => pattern.test(text))) return true;
  if (
    text.length <= 250 &&
    /nyhetsbrev|newsletter/iu.test(text) &&
    /prenumerera|anmäl|registrera|inkorg|mejl|e-post|(?<!\p{L})få(?!\p{L})/iu.test(text)
  )
    return true;
  return (
    text.length <= 400 &&
    /\b(cookies?|kakor)\b/iu.test(text) &&
    /använder|godkänn|acceptera|samtyck|inställningar/iu.test(text)
  );
}
