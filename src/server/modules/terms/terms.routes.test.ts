import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Term, TermImportResult } from "#shared/schemas/term.js";
import { roleCookie, sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { readCsv, readTbx } from "./term-files.js";

const t = setupTestApp({ staff: true });

/** A Swedish name no other test uses (the test database is shared between files). */
const fresh = (stem: string) => `${stem}${randomUUID().slice(0, 8)}`;
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown, cookie = t.cookie) =>
  t.app.inject({ method, url, headers: sameOrigin(cookie), payload: payload as object | undefined });
const upload = (body: string, contentType: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/terms/import",
    headers: { ...sameOrigin(t.cookie), "content-type": contentType },
    payload: body,
  });
const list = async (q: string) => {
  const response = await t.app.inject({
    url: `/api/admin/terms?q=${encodeURIComponent(q)}`,
    headers: { cookie: t.cookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Term[] }).items;
};

describe("the term base's calls", () => {
  it("adds, lists, changes and deletes a term; its Swedish is unique in any case", async () => {
    const swedish = fresh("Myndigheten");
    const created = await send("POST", "/api/admin/terms", { swedish, english: "the Agency", note: "An agency" });
    expect(created.statusCode).toBe(201);
    const term = created.json() as Term;
    expect(term).toMatchObject({ swedish, english: "the Agency", keep: false, place: false, note: "An agency" });
    expect(term.updatedBy).toBeTruthy();
    expect((await list(swedish)).map((found) => found.id)).toEqual([term.id]);

    const again = await send("POST", "/api/admin/terms", { swedish: swedish.toUpperCase(), english: "x" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `A term for ${swedish.toUpperCase()} already exists` });

    const changed = await send("PUT", `/api/admin/terms/${term.id}`, { swedish, english: "the Swedish Agency" });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Term).english).toBe("the Swedish Agency");

    expect((await send("DELETE", `/api/admin/terms/${term.id}`)).statusCode).toBe(200);
    expect(await list(swedish)).toEqual([]);
    const gone = await send("PUT", `/api/admin/terms/${term.id}`, { swedish, english: "y" });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "Term not found" });
    expect((await send("DELETE", `/api/admin/terms/${term.id}`)).statusCode).toBe(404);
  });

  it("keeps a kept name's Swedish as its English, and refuses a term without English", async () => {
    const swedish = fresh("Bolaget");
    const kept = await send("POST", "/api/admin/terms", { swedish, english: "ignored", keep: true });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ swedish, english: swedish, keep: true });

    const missing = await send("POST", "/api/admin/terms", { swedish: fresh("Verket") });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "English is required unless the name is kept as it is" });
    const blank = await send("POST", "/api/admin/terms", { swedish: "   ", english: "x" });
    expect(blank.json()).toEqual({ message: "Swedish is required" });
    const long = await send("POST", "/api/admin/terms", { swedish: "x".repeat(201), english: "x" });
    expect(long.json()).toEqual({ message: "Swedish must be at most 200 characters" });
    const flag = await send("POST", "/api/admin/terms", { swedish: fresh("Ort"), english: "x", place: "yes" });
    expect(flag.json()).toEqual({ message: "Place must be true or false" });
  });

  it("is for editors and up", async () => {
    for (const role of ["contributor", "author"] as const) {
      const { cookie } = await roleCookie(t.app, role);
      const response = await send("POST", "/api/admin/terms", { swedish: fresh("Roll"), english: "x" }, cookie);
      expect(response.statusCode).toBe(403);
      expect((await t.app.inject({ url: "/api/admin/terms", headers: { cookie } })).statusCode).toBe(403);
    }
    const { cookie: editor } = await roleCookie(t.app, "editor");
    expect((await send("POST", "/api/admin/terms", { swedish: fresh("Roll"), english: "x" }, editor)).statusCode).toBe(
      201,
    );
    expect((await t.app.inject({ url: "/api/admin/terms" })).statusCode).toBe(401);
  });

  it("imports CSV: adds new terms, updates changed ones, reports the entries it left out", async () => {
    const [a, b, c] = [fresh("Alfa"), fresh("Beta"), fresh("Gamma")];
    await send("POST", "/api/admin/terms", { swedish: b, english: "Old B" });
    const csv = [
      "swedish;english;keep;place;note",
      `${a};Alpha;no;yes;A place`,
      `${b};New B;;;`,
      `${c};;true;;kept`,
      `;Nothing;;;`,
      `${a};Again;;;`,
      `${fresh("Delta")};D;maybe;;`,
    ].join("\r\n");
    const response = await upload(csv, "text/csv; charset=utf-8");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      added: 2,
      updated: 1,
      unchanged: 0,
      skipped: [
        { entry: 4, reason: "Swedish is required" },
        { entry: 5, reason: `${a} is already entry 1` },
        { entry: 6, reason: "keep must be true or false" },
      ],
    } satisfies TermImportResult);
    expect((await list(a))[0]).toMatchObject({ english: "Alpha", place: true, note: "A place" });
    expect((await list(b))[0]?.english).toBe("New B");
    expect((await list(c))[0]).toMatchObject({ english: c, keep: true });

    // The same file again changes nothing.
    const twice = (await upload(csv, "text/csv")).json() as TermImportResult;
    expect([twice.added, twice.updated, twice.unchanged]).toEqual([0, 0, 3]);
  });

  it("exports TBX and CSV that read back as the same terms", async () => {
    const swedish = fresh("Göteborgs hamn ");
    await send("POST", "/api/admin/terms", {
      swedish,
      english: "the Port of Gothenburg & Co",
      place: true,
      note: "<port>",
    });
    const tbx = await t.app.inject({ url: "/api/admin/terms/export.tbx", headers: { cookie: t.cookie } });
    expect(tbx.statusCode).toBe(200);
    expect(tbx.headers["content-type"]).toMatch(/^application\/x-tbx\+xml/);
    expect(tbx.headers["content-disposition"]).toBe('attachment; filename="terms.tbx"');
    expect(tbx.body).toContain('xmlns="urn:iso:std:iso:30042:ed-2"');
    const fromTbx = readTbx(tbx.body).find((entry) => entry.swedish === swedish.trim());
    expect(fromTbx).toMatchObject({ english: "the Port of Gothenburg & Co", place: true, keep: false, note: "<port>" });

    const csv = await t.app.inject({ url: "/api/admin/terms/export.csv", headers: { cookie: t.cookie } });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split("\n")[0]).toBe("swedish,english,keep,place,note");
    expect(readCsv(csv.body).find((entry) => entry.swedish === swedish.trim())).toMatchObject({
      english: "the Port of Gothenburg & Co",
      place: true,
    });

    // An exported file imported again changes nothing.
    const back = (await upload(tbx.body, "application/x-tbx+xml")).json() as TermImportResult;
    expect([back.added, back.updated]).toEqual([0, 0]);
  });

  it("refuses a file it cannot read with a clear message, and a body of another type with 415", async () => {
    const notXml = await upload("<tbx><text><body>", "application/xml");
    expect(notXml.statusCode).toBe(400);
    expect((notXml.json() as { message: string }).message).toMatch(/^The file is not well-formed XML/);
    const bomb = await upload('<!DOCTYPE tbx [<!ENTITY a "aaaa">]><tbx>&a;</tbx>', "application/xml");
    expect(bomb.json()).toEqual({ message: "The TBX file declares entities, which a term file never needs" });
    const empty = await upload("swedish,english\n", "text/csv");
    expect(empty.json()).toEqual({ message: "The file has no terms" });
    const columns = await upload("name,value\nA,B\n", "text/csv");
    expect(columns.json()).toEqual({
      message: "The CSV file's first line must name its columns: swedish,english,keep,place,note",
    });
    const json = await upload(JSON.stringify({ swedish: "A", english: "B" }), "application/json");
    expect(json.statusCode).toBe(415);
    const other = await upload("A,B", "text/plain");
    expect(other.statusCode).toBe(415);
  });

  it("loads the starter set once per database, and never over what staff wrote", async () => {
    const first = await t.app.services.terms.loadStarterSet();
    expect(first.added).toBeGreaterThan(50);
    const trafikverket = (await list("Trafikverket")).find((term) => term.swedish === "Trafikverket");
    expect(trafikverket).toMatchObject({ english: "the Swedish Transport Administration", updatedBy: null });
    await send("PUT", `/api/admin/terms/${trafikverket!.id}`, {
      swedish: "Trafikverket",
      english: "Trafikverket",
      keep: true,
    });
    await send("DELETE", `/api/admin/terms/${(await list("Lappland"))[0]!.id}`);
    const second = await t.app.services.terms.loadStarterSet();
    expect(second.added).toBe(0);
    expect((await list("Trafikverket")).find((term) => term.swedish === "Trafikverket")?.keep).toBe(true);
    expect(await list("Lappland")).toEqual([]);
  });
});
