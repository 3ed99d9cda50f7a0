import { describe, expect, it } from "vitest";
import type { ArticleList } from "#shared/schemas/article.js";
import { makeArticle, makeCategory } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** Issue 43: a place in the term base is found under either spelling, Swedish or English. */
const t = setupTestApp({ staff: true });

const search = async (text: string) => {
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as ArticleList).articles.map((article) => article.title);
};

describe("search with the term base's place names", () => {
  it("finds the stories that use the other spelling, and back", async () => {
    const { id: categoryId } = await makeCategory(t.app);
    await makeArticle(t.app, { categoryId, title: "Tram strike in Göteborg", body: "Trams stopped in Göteborg." });
    await makeArticle(t.app, { categoryId, title: "Gothenburg harbour grows", body: "A new quay in Gothenburg." });
    await makeArticle(t.app, { categoryId, title: "Copenhagen bridge closed", body: "Wind closed the bridge." });
    expect(await search("Gothenburg")).toEqual(["Gothenburg harbour grows"]);

    await t.app.services.terms.create(
      { swedish: "Göteborg", english: "Gothenburg", keep: false, place: true, note: "" },
      "Test editor",
    );
    expect((await search("Gothenburg")).sort()).toEqual(["Gothenburg harbour grows", "Tram strike in Göteborg"]);
    expect((await search("göteborg harbour")).sort()).toEqual(["Gothenburg harbour grows"]);
    expect((await search("Göteborg tram")).sort()).toEqual(["Tram strike in Göteborg"]);
    expect(await search("Copenhagen")).toEqual(["Copenhagen bridge closed"]);
  });
});
