import { describe, expect, it } from "vitest";
import type { Article, RevisionSummary } from "#shared/schemas/article.js";
import { articleInput, makeCategory, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { AUTOSAVE_DRAFTS_ONLY } from "./articles.service.js";

/** Autosave (issue 30): drafts only, and the autosaves of one sitting keep one revision. */
const t = setupTestApp({ staff: true });

const send = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: sameOrigin(t.cookie), ...(payload ? { payload: payload as object } : {}) });

async function newDraft(overrides: Record<string, unknown> = {}) {
  const category = await makeCategory(t.app);
  const input = articleInput({ categoryId: category.id, published: false, body: "Version 0.", ...overrides });
  const created = await send("POST", "/api/admin/articles", input);
  expect(created.statusCode, created.body).toBe(201);
  const article = created.json() as Article;
  const save = (body: string, autosave: boolean, extra: Record<string, unknown> = {}) =>
    send("PUT", `/api/admin/articles/${article.id}${autosave ? "?autosave=true" : ""}`, { ...input, body, ...extra });
  const revisions = async () =>
    (
      (await send("GET", `/api/admin/articles/${article.id}/revisions`)).json() as {
        revisions: RevisionSummary[];
      }
    ).revisions;
  return { article, save, revisions };
}

describe("PUT /api/admin/articles/{id}?autosave=true", () => {
  it("saves the text, and N autosaves keep one revision: the version before the first", async () => {
    const { article, save, revisions } = await newDraft();
    for (let n = 1; n <= 4; n++) {
      const saved = await save(`Version ${n}.`, true);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ body: `Version ${n}.`, published: false });
    }
    const kept = await revisions();
    expect(kept).toHaveLength(1);
    const first = await send("GET", `/api/admin/articles/${article.id}/revisions/${kept[0]!.id}`);
    expect(first.json()).toMatchObject({ body: "Version 0." });

    // A save by hand keeps the last autosaved text as a version of its own…
    expect((await save("Version 5.", false)).statusCode).toBe(200);
    const afterManual = await revisions();
    expect(afterManual).toHaveLength(2);
    const newest = await send("GET", `/api/admin/articles/${article.id}/revisions/${afterManual[0]!.id}`);
    expect(newest.json()).toMatchObject({ body: "Version 4." });

    // …and the next autosave starts a new sitting: one more revision, then none for the ones after it.
    expect((await save("Version 6.", true)).statusCode).toBe(200);
    expect((await save("Version 7.", true)).statusCode).toBe(200);
    expect(await revisions()).toHaveLength(3);
  });

  it("never publishes, and never touches a published or scheduled article (nothing saved)", async () => {
    const { article, save, revisions } = await newDraft();
    const publishing = await save("Sneaky.", true, { published: true });
    expect(publishing.statusCode).toBe(400);
    expect(publishing.json()).toEqual({ message: AUTOSAVE_DRAFTS_ONLY });

    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await save("Scheduled.", false, { published: true, publishedAt: later })).statusCode).toBe(200);
    const scheduled = await save("Changed by autosave.", true, { published: false });
    expect(scheduled.statusCode).toBe(400);
    const stored = (await send("GET", `/api/admin/preview/articles/${article.id}`)).json() as Article;
    expect(stored).toMatchObject({ body: "Scheduled.", published: true });
    expect(await revisions()).toHaveLength(1);
  });

  it("refuses a bad flag", async () => {
    const { save, article } = await newDraft();
    const bad = await send("PUT", `/api/admin/articles/${article.id}?autosave=yes`, {});
    expect(bad.statusCode).toBe(400);
    expect((await save("x", false)).statusCode).toBe(200);
  });
});
