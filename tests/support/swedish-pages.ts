import { escapeXml, type FakeFeedItem, type FakeReply, hoursAgo } from "./fake-upstreams.js";

/**
 * Fake Swedish news article pages in the styles of SVT and Aftonbladet, with the clutter real pages
 * carry around the story (menus, a cookie banner, share buttons, a captioned photo, an ad slot, "read
 * more" links, a newsletter box, a footer, scripts and JSON-LD). All text is invented. Each page style
 * exports the clutter texts it contains, so a test can assert that none of them reached the extract.
 */

/** A body block: a paragraph, a subheading, a block quote, or a paragraph with inline markup. */
export type ArticleBlock = string | { heading: string } | { quote: string } | { html: string; text: string };

export interface SwedishArticle {
  title: string;
  lead: string;
  paragraphs: ArticleBlock[];
  author: string;
}

export interface PageOptions {
  /** How many "Senaste nytt" teasers the sidebar lists (makes the page bigger, as real pages are). */
  latestNews?: number;
}

export const SVT_ARTICLE: SwedishArticle = {
  title: "Stormen Elin slog ut strömmen för 14 000 hushåll i Västerbotten",
  lead: "Under natten mot fredagen drog stormen Elin in över Norrlandskusten. Vid sextiden på morgonen saknade drygt 14 000 hushåll i Västerbotten ström, enligt nätbolaget Norrnät.",
  author: "Sara Holm",
  paragraphs: [
    "Vindbyar på upp till 32 meter per sekund uppmättes vid Holmön utanför Umeå under natten. Flera vägar blockerades av nedfallna träd och Trafikverket avråder från onödiga resor längs E4 mellan Umeå och Skellefteå.",
    "– Vi har haft samtliga tillgängliga montörer ute sedan klockan tre i natt, men det kommer att ta tid innan alla har fått tillbaka strömmen, säger Karin Lundgren, presschef på Norrnät.",
    { heading: "Skolor håller stängt" },
    "I Vännäs och Bjurholm håller fem skolor stängt under fredagen. Kommunerna har öppnat värmestugor i bygdegårdarna för den som behöver värme, vatten eller ladda telefonen.",
    "Maj-Britt Olofsson, 78 år, bor ensam i en by utanför Vännäs. Hon berättar för SVT att hon har förberett sig med ved och fotogenlampor:",
    { quote: "Vi har inte haft ström sedan halv två i natt, och vedspisen är det enda som håller värmen i huset." },
    {
      html: 'Enligt <a href="https://www.smhi.se/">SMHI</a> mojnar vinden under <strong>lördagen</strong>, men en ny lågtrycksbana kan nå kusten redan på tisdag &ndash; med risk för &quot;kraftiga vindbyar&quot; igen.',
      text: 'Enligt SMHI mojnar vinden under lördagen, men en ny lågtrycksbana kan nå kusten redan på tisdag – med risk för "kraftiga vindbyar" igen.',
    },
  ],
};

export const AFTONBLADET_ARTICLE: SwedishArticle = {
  title: "Bostadspriserna steg med 3,4 procent – största ökningen på två år",
  lead: "Priserna på bostadsrätter steg med 3,4 procent i mars jämfört med februari. Det är den största månadsökningen sedan våren 2023, visar ny statistik från Svensk Mäklarindex.",
  author: "Erik Nilsson",
  paragraphs: [
    "I Stockholm kostade en genomsnittlig bostadsrätt 68 400 kronor per kvadratmeter i slutet av mars. I Göteborg och Malmö var ökningen något mindre, 2,1 respektive 1,8 procent.",
    "– Många köpare har väntat på att räntan ska sjunka, och nu ser vi effekten. Budgivningarna har blivit längre igen, säger Maria Johansson, chefsekonom på Svensk Mäklarindex.",
    "Riksbanken sänkte styrräntan till 2,25 procent i januari, och flera av storbankerna har sedan dess sänkt sina bolåneräntor i två steg.",
    "Samtidigt varnar Johansson för att dra för stora slutsatser av en enskild månad. Under våren brukar utbudet öka, och det kan dämpa prisuppgången framöver.",
    "– Det är för tidigt att säga att vi är på väg mot en ny högkonjunktur på bostadsmarknaden, säger hon.",
    "Villapriserna låg i stort sett stilla under mars, med en uppgång på 0,3 procent i hela landet.",
  ],
};

/**
 * A fraud story whose page repeats its title as the first paragraph, with a subheading, Markdown characters
 * and words the dictionary cannot translate ("luren", "logga"): the desk's Markdown drafts (issue 30).
 */
export const FRAUD_ARTICLE: SwedishArticle = {
  title: "Bedragare lurade pensionärer på miljoner med falska samtal från banken",
  lead: "Bedragare lurade pensionärer på miljoner – med falska samtal från banken!",
  author: "Anna Berg",
  paragraphs: [
    "Polisen varnar för en ny våg av bedrägerier där bedragare ringer äldre och utger sig för att vara från banken.",
    "Brottsoffren uppmanas att logga in med BankID för att stoppa en påstådd stöld från kontot.",
    { heading: "Polisen: Lägg på luren" },
    "– Lägg på luren direkt om någon ber dig logga in med BankID, säger Anna Berg, utredare vid polisen i Stockholm.",
    "Kampanjen *Stoppa bedragarna* sprids med taggen #stoppabedragare och länken [polisen.se].",
    "Under förra året anmäldes över 9 000 bedrägerier av det här slaget, och de flesta offren är över 70 år.",
  ],
};

/** What an extractor should return for an article: the lead, then every body block as plain text. */
export function expectedParagraphs(article: SwedishArticle): string[] {
  return [article.lead, ...article.paragraphs.map(blockText)];
}

const blockText = (block: ArticleBlock) =>
  typeof block === "string" ? block : "heading" in block ? block.heading : "quote" in block ? block.quote : block.text;

const esc = escapeXml;

function blockHtml(block: ArticleBlock): string {
  if (typeof block === "string") return `<p>${esc(block)}</p>`;
  if ("heading" in block) return `<h2 class="article-subheading">${esc(block.heading)}</h2>`;
  if ("quote" in block) return `<blockquote class="quote"><p>${esc(block.quote)}</p></blockquote>`;
  return `<p>${block.html}</p>`;
}

/** The body's blocks with clutter placed after the given block positions, as CMSes interleave it. */
function bodyWithInserts(blocks: ArticleBlock[], inserts: Record<number, string>): string {
  return blocks.map((block, index) => `${blockHtml(block)}\n${inserts[index] ?? ""}`).join("\n");
}

const LATEST_HEADLINES = [
  "Brand i flerfamiljshus i Skellefteå – två till sjukhus",
  "Ny bro över Umeälven försenas ett år",
  "Kommunen höjer taxan för barnomsorg",
  "Rekordmånga sökte till polisutbildningen",
  "Tåg stod stilla i tre timmar efter signalfel",
  "Fiskeförbud i Vindelälven förlängs",
];

function latestNewsItems(count: number, sectionPath: string): string {
  return Array.from({ length: count }, (_, index) => {
    const headline = LATEST_HEADLINES[index % LATEST_HEADLINES.length]!;
    const time = `${String(8 + (index % 12)).padStart(2, "0")}.${String((index * 7) % 60).padStart(2, "0")}`;
    return `<li class="latest-news__item"><a href="${sectionPath}/${index}"><time>${time}</time><span>${esc(headline)}</span></a></li>`;
  }).join("\n");
}

function jsonLd(article: SwedishArticle, publisher: string, url: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.lead,
    datePublished: "2025-03-14T06:12:00+01:00",
    dateModified: "2025-03-14T07:40:00+01:00",
    author: [{ "@type": "Person", name: article.author }],
    publisher: { "@type": "Organization", name: publisher },
    mainEntityOfPage: url,
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

/* ---------------------------------------------------------------- SVT */

export const SVT_CLUTTER = {
  skipLink: "Hoppa till huvudinnehållet",
  nav: ["SVT Play", "Inrikes", "Utrikes", "Lokalt", "Vetenskap", "Kultur & nöje"],
  cookie: "Vi använder kakor (cookies) för att svt.se ska fungera och för att förstå hur sajten används.",
  cookieButtons: ["Godkänn alla kakor", "Endast nödvändiga"],
  published: "Publicerad 14 mars 2025 kl 06.12",
  updated: "Uppdaterad 07.40",
  authorRole: "Reporter, SVT Västerbotten",
  share: ["Dela", "Kopiera länk", "Dela på Facebook", "Dela på X"],
  caption: "Nedfallna träd över väg 363 utanför Vännäs på fredagsmorgonen.",
  credit: "Foto: Jonas Ek/SVT",
  ad: "Annons",
  readAlso: "Läs också:",
  readAlsoLink: "Så klarar du dig utan ström i flera dygn",
  related: "Relaterat",
  relatedLinks: ["Trafikverket: Undvik E4 under fredagen", "Kartan: Här saknas ström just nu"],
  newsletterTitle: "Få SVT Nyheters nyhetsbrev",
  newsletterText: "Prenumerera på vårt nyhetsbrev och få dagens viktigaste nyheter i din inkorg varje morgon.",
  latestTitle: "Senaste nytt",
  latestHeadlines: LATEST_HEADLINES,
  footer: ["Sveriges Television AB", "Ansvarig utgivare: Helena Exempelsson", "Tillgänglighet på svt.se"],
  noscript: "Aktivera JavaScript för att se alla funktioner på svt.se.",
  iframeFallback: "Din webbläsare kan inte visa den inbäddade kartan.",
  script: "window.__SVT_STATE__",
  style: "font-family",
} as const;

/** Every SVT clutter text as one flat list, for "none of these appear" assertions. */
export const SVT_CLUTTER_TEXTS: string[] = Object.values(SVT_CLUTTER).flat();

export function svtArticlePage(overrides: Partial<SwedishArticle> = {}, options: PageOptions = {}): string {
  const article = { ...SVT_ARTICLE, ...overrides };
  const c = SVT_CLUTTER;
  const url = "https://www.svt.se/nyheter/lokalt/vasterbotten/stormen-elin";
  const inserts = {
    1: `<div class="ad-slot ad-slot--panorama" data-ad-unit="svt_panorama_1"><span class="ad-slot__label">${c.ad}</span><div id="panorama-1"></div></div>`,
    3: `<p><strong>${esc(c.readAlso)}</strong> <a href="/nyheter/lokalt/vasterbotten/utan-strom">${esc(c.readAlsoLink)}</a></p>`,
    4: `<iframe src="https://karta.example.se/strom" title="Karta"><p>${esc(c.iframeFallback)}</p></iframe>`,
  };
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(article.title)} | SVT Nyheter</title>
<meta name="description" content="${esc(article.lead)}">
<meta property="og:type" content="article">
<meta property="og:title" content="${esc(article.title)}">
<meta property="og:description" content="${esc(article.lead)}">
<meta property="og:image" content="https://www.svtstatic.example/image/storm.jpg">
<meta property="og:site_name" content="SVT Nyheter">
<link rel="canonical" href="${url}">
<style>.nyh_article{font-family:"SVT Publik",sans-serif;max-width:40rem}.ad-slot{min-height:240px}</style>
<script src="https://www.svtstatic.example/nyh/client.js" defer></script>
${jsonLd(article, "SVT Nyheter", url)}
</head>
<body>
<a class="skip-link" href="#innehall">${c.skipLink}</a>
<div id="cookie-consent" class="cookie-banner" role="dialog" aria-label="Kakor">
  <p>${esc(c.cookie)}</p>
  <button type="button">${c.cookieButtons[0]}</button><button type="button">${c.cookieButtons[1]}</button>
</div>
<header class="site-header">
  <a href="/" class="site-header__logo"><svg viewBox="0 0 10 10"><title>SVT</title><rect width="10" height="10"/></svg></a>
  <nav aria-label="Huvudmeny"><ul>${c.nav.map((item) => `<li><a href="/${encodeURIComponent(item)}">${esc(item)}</a></li>`).join("")}</ul></nav>
  <button type="button" class="menu-button">Meny</button>
</header>
<main id="innehall">
<article class="nyh_article">
  <header class="nyh_article__header">
    <h1 class="nyh_article__heading">${esc(article.title)}</h1>
    <div class="nyh_article__lead"><p>${esc(article.lead)}</p></div>
    <div class="nyh_article__meta">
      <time datetime="2025-03-14T06:12:00+01:00">${c.published}</time>
      <time datetime="2025-03-14T07:40:00+01:00">${c.updated}</time>
    </div>
    <div class="nyh_article__author"><span class="nyh_author__name">${esc(article.author)}</span> <span class="nyh_author__role">${esc(c.authorRole)}</span></div>
  </header>
  <div class="nyh_share">
    <button type="button" class="nyh_share__button">${c.share[0]}</button>
    <a class="nyh_share__copy" href="#">${c.share[1]}</a>
    <a class="nyh_share__facebook" href="https://www.facebook.com/sharer.php?u=${encodeURIComponent(url)}">${c.share[2]}</a>
    <a class="nyh_share__x" href="https://x.com/intent/post?url=${encodeURIComponent(url)}">${c.share[3]}</a>
  </div>
  <figure class="nyh_figure">
    <picture><source srcset="https://www.svtstatic.example/image/storm.webp" type="image/webp"><img src="https://www.svtstatic.example/image/storm.jpg" alt="Träd över en väg"></picture>
    <figcaption>${esc(c.caption)} <span class="nyh_figure__credit">${esc(c.credit)}</span></figcaption>
  </figure>
  <div class="nyh_article-body">
${bodyWithInserts(article.paragraphs, inserts)}
  </div>
  <section class="nyh_related">
    <h2>${c.related}</h2>
    <ul>${c.relatedLinks.map((link, i) => `<li><a href="/nyheter/relaterat-${i}">${esc(link)}</a></li>`).join("")}</ul>
  </section>
  <div class="newsletter-signup">
    <h2>${esc(c.newsletterTitle)}</h2>
    <p>${esc(c.newsletterText)}</p>
    <form action="/nyhetsbrev"><input type="email" placeholder="Din e-postadress"><button>Prenumerera</button></form>
  </div>
</article>
<aside class="latest-news" aria-label="${c.latestTitle}">
  <h2>${c.latestTitle}</h2>
  <ul>${latestNewsItems(options.latestNews ?? 8, "/nyheter/lokalt/vasterbotten")}</ul>
</aside>
</main>
<footer class="site-footer">
  <p>© ${c.footer[0]}</p><p>${esc(c.footer[1])}</p><a href="/tillganglighet">${esc(c.footer[2])}</a>
</footer>
<noscript><p>${esc(c.noscript)}</p></noscript>
<script>${c.script} = {"page":"article","section":"vasterbotten","ads":{"panorama":true}};</script>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"trackPageView"});</script>
</body>
</html>`;
}

/* ---------------------------------------------------------------- Aftonbladet */

export const AFTONBLADET_CLUTTER = {
  nav: ["Sportbladet", "Nöjesbladet", "Wellness", "Podcasts"],
  cookie:
    "Aftonbladet och våra partner använder cookies för att anpassa innehåll och annonser. Genom att klicka på Godkänn samtycker du till detta.",
  cookieButtons: ["Godkänn", "Inställningar"],
  kicker: "Din ekonomi",
  authorRole: "Ekonomireporter",
  published: "Publicerad: 14 mars 2025 kl. 09.30",
  share: ["Dela", "Kopiera länk", "Mejla"],
  caption: "Visning av en bostadsrätt i Göteborg. Bilden är tagen i ett annat sammanhang.",
  credit: "Foto: Lisa Berg",
  readMore: "LÄS MER:",
  readMoreLink: "Experterna: Därför vänder bostadspriserna nu",
  ad: "ANNONS",
  tip: "Har du tips om något som hänt? Kontakta Aftonbladets nyhetsdesk dygnet runt.",
  tipEmail: "tips@aftonbladet.example",
  related: "Relaterade artiklar",
  relatedLinks: ["Så mycket har räntan sjunkit i år", "Bostadsrätter i Malmö säljs snabbare än på länge"],
  newsletter: "Anmäl dig till Aftonbladets nyhetsbrev – få de senaste nyheterna direkt i mejlen.",
  latestTitle: "Just nu",
  footer: ["Aftonbladet Exempel AB", "Ansvarig utgivare: Olof Exempelsson", "Kundservice"],
  script: "window.__AB_INITIAL_STATE__",
} as const;

export const AFTONBLADET_CLUTTER_TEXTS: string[] = Object.values(AFTONBLADET_CLUTTER).flat();

export function aftonbladetArticlePage(overrides: Partial<SwedishArticle> = {}, options: PageOptions = {}): string {
  const article = { ...AFTONBLADET_ARTICLE, ...overrides };
  const c = AFTONBLADET_CLUTTER;
  const url = "https://www.aftonbladet.se/nyheter/a/Xy12Ab/bostadspriserna-steg";
  const inserts = {
    1: `<p><strong>${c.readMore}</strong> <a href="/nyheter/a/Qw34Er/experterna">${esc(c.readMoreLink)}</a></p>`,
    2: `<div class="ad-container" data-ad-position="netboard_1"><p class="ad-label">${c.ad}</p><div id="netboard_1"></div></div>`,
  };
  return `<!DOCTYPE html>
<html lang="sv-SE">
<head>
<meta charset="utf-8">
<title>${esc(article.title)} | Aftonbladet</title>
<meta name="description" content="${esc(article.lead)}">
<meta property="og:title" content="${esc(article.title)}">
<meta property="og:image" content="https://images.aftonbladet.example/bostad.jpg">
<meta name="author" content="${esc(article.author)}">
<link rel="canonical" href="${url}">
<link rel="stylesheet" href="https://static.aftonbladet.example/app.css">
${jsonLd(article, "Aftonbladet", url)}
<script async src="https://static.aftonbladet.example/ads.js"></script>
</head>
<body class="page-article">
<div id="sp_message_container" class="consent-banner">
  <p>${esc(c.cookie)}</p><button>${c.cookieButtons[0]}</button><button>${c.cookieButtons[1]}</button>
</div>
<div id="app">
<header class="ab-header">
  <a href="/" class="ab-logo">Aftonbladet</a>
  <nav class="ab-nav"><ul>${c.nav.map((item) => `<li><a href="/${item.toLowerCase()}">${esc(item)}</a></li>`).join("")}</ul></nav>
</header>
<main>
<article class="ab-article" data-article-id="Xy12Ab">
  <span class="ab-kicker">${esc(c.kicker)}</span>
  <h1 data-test-id="headline">${esc(article.title)}</h1>
  <div class="ab-byline">
    <a rel="author" href="/av/erik-nilsson">${esc(article.author)}</a> <span class="ab-byline__role">${c.authorRole}</span>
    <time datetime="2025-03-14T09:30:00+01:00">${c.published}</time>
  </div>
  <div class="ab-share" role="group" aria-label="Dela artikeln">
    <button>${c.share[0]}</button><button>${c.share[1]}</button><a href="mailto:?subject=Bostadspriserna">${c.share[2]}</a>
  </div>
  <figure class="ab-image">
    <img src="https://images.aftonbladet.example/bostad.jpg" alt="">
    <figcaption><span class="ab-image__caption">${esc(c.caption)}</span> <span class="ab-image__credit">${esc(c.credit)}</span></figcaption>
  </figure>
  <p class="ab-lead" data-test-id="lead-text">${esc(article.lead)}</p>
  <div class="ab-article-body">
${bodyWithInserts(article.paragraphs, inserts)}
  </div>
  <div class="ab-tipbox"><p>${esc(c.tip)}</p><p><a href="mailto:${c.tipEmail}">${c.tipEmail}</a></p></div>
  <section class="ab-related-articles">
    <h2>${c.related}</h2>
    ${c.relatedLinks.map((link, i) => `<a class="ab-teaser" href="/nyheter/a/rel${i}"><h3>${esc(link)}</h3></a>`).join("")}
  </section>
  <div class="ab-newsletter"><p>${esc(c.newsletter)}</p><a href="/nyhetsbrev">Prenumerera</a></div>
</article>
<aside class="ab-latest"><h2>${c.latestTitle}</h2><ul>${latestNewsItems(options.latestNews ?? 8, "/nyheter/a")}</ul></aside>
</main>
<footer class="ab-footer"><p>© ${c.footer[0]}</p><p>${esc(c.footer[1])}</p><a href="/kundservice">${c.footer[2]}</a></footer>
</div>
<script>${c.script} = {"articleId":"Xy12Ab","paywall":false,"ads":["netboard_1"]};</script>
</body>
</html>`;
}

/* ---------------------------------------------------------------- pages with no article */

export const CONSENT_WALL_TEXTS = [
  "Innan du fortsätter till Aftonbladet",
  "Vi och våra 214 partner använder cookies och liknande tekniker för att lagra och få åtkomst till information på din enhet. Det gör vi för att visa personanpassade annonser och innehåll, mäta annonser och innehåll samt ta fram insikter om vår publik.",
  "Du kan när som helst ändra eller återkalla ditt samtycke genom att klicka på länken Inställningar för integritet längst ned på varje sida. Vissa partner behandlar dina uppgifter med stöd av berättigat intresse, vilket du kan invända mot i inställningarna.",
];

export const VIDEO_PAGE_TEXTS = {
  title: "Se drönarbilderna: Så ser skogen ut efter stormen",
  description: "Drönarbilder från Vännäs visar skogen efter nattens storm.",
  moreClips: ["Se: Räddningstjänsten röjer väg 363", "Se: Elbolaget visar kartan över avbrotten"],
};

/** A page with no article text: a cookie consent wall, or a video clip with a one-line description. */
export function pageWithoutArticle(kind: "consent-wall" | "video" = "consent-wall"): string {
  if (kind === "consent-wall") {
    const [heading, ...paragraphs] = CONSENT_WALL_TEXTS;
    return `<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"><title>Aftonbladet</title><script src="https://cmp.example/wrapper.js"></script></head>
<body>
<div id="consent-wall" class="consent-wall" role="dialog" aria-modal="true" aria-labelledby="cw-title">
  <h1 id="cw-title">${esc(heading!)}</h1>
  ${paragraphs.map((text) => `<p>${esc(text)}</p>`).join("\n")}
  <button>Godkänn alla</button><button>Hantera inställningar</button>
</div>
<script>window.__cmp("init");</script>
</body></html>`;
  }
  const v = VIDEO_PAGE_TEXTS;
  return `<!DOCTYPE html>
<html lang="sv"><head><meta charset="utf-8"><title>${esc(v.title)} | SVT Nyheter</title>
<meta property="og:type" content="video.other"></head>
<body>
<header><nav><ul><li><a href="/">Nyheter</a></li><li><a href="/play">SVT Play</a></li></ul></nav></header>
<main>
  <h1>${esc(v.title)}</h1>
  <div class="video-player" data-video-id="jXk29"><video controls src="https://video.svt.example/jXk29.mp4"></video></div>
  <p>${esc(v.description)}</p>
  <section class="more-clips"><h2>Fler klipp</h2><ul>${v.moreClips.map((clip, i) => `<li><a href="/klipp/${i}">${esc(clip)}</a></li>`).join("")}</ul></section>
</main>
<footer><p>© Sveriges Television AB</p></footer>
</body></html>`;
}

/* ---------------------------------------------------------------- a feed that links to these pages */

export const SWEDISH_PAGE_PATHS = {
  svt: "/nyheter/lokalt/vasterbotten/stormen-elin-slog-ut-strommen",
  aftonbladet: "/nyheter/a/Xy12Ab/bostadspriserna-steg-med-3-4-procent",
  video: "/nyheter/lokalt/vasterbotten/se-dronarbilderna",
  consentWall: "/nyheter/a/Pt56Yu/regeringen-foreslar-sankt-skatt-pa-pension",
} as const;

/** Feed items whose links lead to the pages of `swedishPageReplies()`, newest first. */
export function swedishFeedItems(originFor: (path: string) => string): FakeFeedItem[] {
  const p = SWEDISH_PAGE_PATHS;
  return [
    {
      title: SVT_ARTICLE.title,
      link: originFor(p.svt),
      description: "Drygt 14 000 hushåll saknade ström på fredagsmorgonen efter nattens storm.",
      date: hoursAgo(1),
    },
    {
      title: VIDEO_PAGE_TEXTS.title,
      link: originFor(p.video),
      description: VIDEO_PAGE_TEXTS.description,
      date: hoursAgo(2),
    },
    {
      title: AFTONBLADET_ARTICLE.title,
      link: originFor(p.aftonbladet),
      description: "Bostadsrätterna blev 3,4 procent dyrare i mars, den största ökningen på två år.",
      date: hoursAgo(3),
    },
    {
      title: "Regeringen föreslår sänkt skatt på pension",
      link: originFor(p.consentWall),
      description: "Pensionärer med under 20 000 kronor i månaden ska få sänkt skatt från januari, enligt förslaget.",
      date: hoursAgo(5),
    },
  ];
}

const HTML_HEADERS = { "content-type": "text/html; charset=utf-8" };

/** The page each feed item links to, keyed by path, ready for `startFakeUpstream(routes)`. */
export function swedishPageReplies(): Record<string, FakeReply> {
  const p = SWEDISH_PAGE_PATHS;
  return {
    [p.svt]: { headers: HTML_HEADERS, body: svtArticlePage() },
    [p.aftonbladet]: { headers: HTML_HEADERS, body: aftonbladetArticlePage() },
    [p.video]: { headers: HTML_HEADERS, body: pageWithoutArticle("video") },
    [p.consentWall]: { headers: HTML_HEADERS, body: pageWithoutArticle("consent-wall") },
  };
}
