import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Source, WireDraft, WireItem, WireList } from "#shared/schemas/wire.js";
import { type FakeUpstream, hoursAgo, RSS_HEADERS, rssFeed, startFakeUpstream } from "#tests/support/fake-upstreams.js";
import { makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** Issue 30, point 4: one story, one wire entry, with every source that reported it (ADR 0022). */

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.route("/svt/rss.xml", {
    headers: RSS_HEADERS,
    body: rssFeed([
      {
        title: "Storm slog ut strömmen för 14 000 hushåll i Västernorrland",
        link: upstream.url("/svt/storm"),
        description: "Drygt 14 000 hushåll saknade ström på fredagsmorgonen efter nattens storm.",
        date: hoursAgo(2),
      },
      // SVT's own follow-up of the same storm: one source's items are never grouped together.
      {
        title: "Stormen i Västernorrland: 14 000 hushåll fortfarande utan ström",
        link: upstream.url("/svt/storm-2"),
        description: "Fortfarande saknar 14 000 hushåll ström efter nattens storm i Västernorrland.",
        date: hoursAgo(1),
      },
      {
        title: "Kraftig brand i flerbostadshus i Malmö – tre till sjukhus",
        link: upstream.url("/svt/brand"),
        description: "Tre personer fördes till sjukhus efter en brand i ett flerbostadshus i Rosengård under natten.",
        date: hoursAgo(3),
      },
    ]),
  });
  upstream.route("/ab/rss", {
    headers: RSS_HEADERS,
    body: rssFeed([
      {
        title: "Stormen slår ut strömmen – 14 000 hushåll utan el",
        link: upstream.url("/ab/storm"),
        description: "Nattens storm har slagit ut elen för över 14 000 hushåll i Västernorrland, uppger Eon.",
        date: hoursAgo(2),
      },
      // The same topic, another event: a fire in another town.
      {
        title: "Brand i flerbostadshus i Göteborg – en död",
        link: upstream.url("/ab/brand"),
        description: "En person har omkommit vid en brand i ett flerbostadshus i Hammarkullen under kvällen.",
        date: hoursAgo(4),
      },
    ]),
  });
});
afterAll(async () => {
  await upstream.close();
});

const t = setupTestApp(() => ({
  env: { RSS_SVT_URL: upstream.url("/svt/rss.xml"), RSS_AFTONBLADET_URL: upstream.url("/ab/rss") },
  staff: true,
}));

const api = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: sameOrigin(t.cookie),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const wire = async (query = "") => (await api("GET", `/api/admin/wire${query}`)).json() as WireList;
/** Each entry as its sources and their original titles' first words, to compare whatever order. */
const sourcesOf = (entry: WireItem) => [entry.sourceName, ...entry.otherReports.map((o) => o.sourceName)].sort();
const stormEntry = (list: WireList) =>
  list.items.find((i) => sourcesOf(i).length === 2 && /storm|power/i.test(i.title + i.originalTitle))!;

describe("stories on the wire", () => {
  it("lists two sources' tellings of one event once, naming both; the same source and other events stay apart", async () => {
    const refreshed = (await api("POST", "/api/admin/wire/refresh", {})).json();
    expect(refreshed).toMatchObject({ fetched: 5, added: 5, failures: [] });
    const list = await wire();
    expect(list.total).toBe(4);
    const storm = stormEntry(list);
    expect(sourcesOf(storm)).toEqual(["Aftonbladet", "SVT"]);
    // Both SVT items match Aftonbladet's; the closer one joins it, the other stays an entry of its own.
    const svtStorms = [upstream.url("/svt/storm"), upstream.url("/svt/storm-2")];
    const svtInStory = storm.sourceName === "SVT" ? storm.url : storm.otherReports[0]!.url;
    expect(svtStorms).toContain(svtInStory);
    expect(storm.otherReports[0]).toEqual({
      id: expect.any(Number),
      sourceName: storm.sourceName === "SVT" ? "Aftonbladet" : "SVT",
      url: storm.sourceName === "SVT" ? upstream.url("/ab/storm") : svtInStory,
      title: expect.any(String),
    });
    // SVT's follow-up is its own entry; each fire is its own entry.
    const singles = list.items.filter((i) => i !== storm);
    expect(singles.map((i) => i.otherReports)).toEqual([[], [], []]);
    expect(singles.map((i) => i.url).sort()).toEqual(
      [upstream.url("/ab/brand"), upstream.url("/svt/brand"), svtStorms.find((u) => u !== svtInStory)!].sort(),
    );
  });

  it("shows the filtered source's telling with the other source beside it", async () => {
    const { sources } = (await api("GET", "/api/admin/sources")).json() as { sources: Source[] };
    const ab = sources.find((s) => s.name === "Aftonbladet")!;
    const list = await wire(`?sourceId=${ab.id}`);
    expect(list.total).toBe(2);
    const storm = list.items.find((i) => i.url === upstream.url("/ab/storm"))!;
    expect(storm.otherReports.map((o) => o.sourceName)).toEqual(["SVT"]);
    expect(storm.otherReports[0]!.url).toMatch(/\/svt\/storm(-2)?$/);
  });

  it("dismisses and restores the whole story", async () => {
    const storm = stormEntry(await wire());
    const dismissed = await api("PUT", `/api/admin/wire/${storm.id}`, { status: "dismissed" });
    expect(dismissed.json()).toMatchObject({
      id: storm.id,
      status: "dismissed",
      otherReports: [{ id: storm.otherReports[0]!.id }],
    });
    const fresh = await wire("?status=new");
    expect(fresh.total).toBe(3);
    expect(fresh.items.map((i) => i.id)).not.toContain(storm.otherReports[0]!.id);
    const gone = await wire("?status=dismissed");
    expect(gone.items.map((i) => [i.id, i.otherReports.length])).toEqual([[storm.id, 1]]);
    await api("PUT", `/api/admin/wire/${storm.otherReports[0]!.id}`, { status: "new" });
    expect((await wire("?status=new")).total).toBe(4);
  });

  it("drafts the shown item, credits its source and names the other; the story moves to Used", async () => {
    await makeCategory(t.app);
    const storm = stormEntry(await wire());
    const other = storm.otherReports[0]!;
    const response = await api("POST", `/api/admin/wire/${storm.id}/draft`, {});
    expect(response.statusCode).toBe(201);
    const { article } = response.json() as WireDraft;
    expect(article).toMatchObject({ sourceName: storm.sourceName, sourceUrl: storm.url });
    expect(article.body!.split("\n\n").at(-1)).toBe(`Also reported by: [${other.sourceName}](${other.url}).`);

    const fresh = await wire("?status=new");
    expect(fresh.total).toBe(3);
    expect(fresh.items.map((i) => i.id)).not.toContain(other.id);
    const used = await wire("?status=used");
    expect(used.items.map((i) => [i.id, i.articleId, i.otherReports.map((o) => o.id)])).toEqual([
      [storm.id, article.id, [other.id]],
    ]);
    // The other telling cannot be dismissed away from the story's article.
    const dismiss = await api("PUT", `/api/admin/wire/${other.id}`, { status: "dismissed" });
    expect([dismiss.statusCode, dismiss.json().articleId]).toEqual([409, article.id]);
    // Nor made into a second article of the same story.
    const second = await api("POST", `/api/admin/wire/${other.id}/draft`, {});
    expect([second.statusCode, second.json().message, second.json().articleId]).toEqual([
      409,
      "A draft of this story already exists, made from another source's report",
      article.id,
    ]);
  });
});
