import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plannedPerExecution, withPreparedStatements } from "./pglite-statements.js";

describe("PGlite with prepared statements", () => {
  let pg: PGlite;
  let client: ReturnType<typeof withPreparedStatements>;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table notes (id serial primary key, title text not null unique, tags text[], meta jsonb,
        written timestamptz not null default now(), score int);
      insert into notes (title, tags, meta, score) values ('first', '{a,b}', '{"x":1}', 3), ('second', null, null, null);
    `);
    client = withPreparedStatements(pg, 2);
  });
  afterAll(() => pg.close());

  it("answers exactly as PGlite's own query(), in both row modes, the first and the following times", async () => {
    const text = "select id, title, tags, meta, written, score from notes where id >= $1 order by id";
    const expected = await pg.query(text, [1]);
    for (let i = 0; i < 3; i++) {
      const answer = await client.query(text, [1]);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    const arrays = await client.query(text, [2], { rowMode: "array" });
    expect(arrays.rows).toEqual((await pg.query(text, [2], { rowMode: "array" })).rows);
    expect(arrays.rows[0]).toEqual([2, "second", null, null, expect.any(Date), null]);
  });

  it("applies a query's own parsers in front of PGlite's, as drizzle asks for timestamps as text", async () => {
    const text = "select written, meta, tags from notes where id = $1";
    const options = { parsers: { 1184: (value: string) => `text:${value}` } };
    for (let i = 0; i < 2; i++) {
      const { rows } = await client.query<{ written: unknown; meta: unknown; tags: unknown }>(text, [1], options);
      expect(rows[0]!.written).toMatch(/^text:\d{4}-/);
      expect(rows[0]!.meta).toEqual({ x: 1 });
      expect(rows[0]!.tags).toEqual(["a", "b"]);
    }
    expect((await client.query<{ written: unknown }>(text, [1])).rows[0]!.written).toBeInstanceOf(Date);
  });

  it("serialises parameters by the statement's types: null, arrays, JSON and dates", async () => {
    const written = new Date("2026-01-02T03:04:05.000Z");
    const insert = "insert into notes (title, tags, meta, written, score) values ($1, $2, $3, $4, $5) returning *";
    const { rows } = await client.query<{ tags: string[]; meta: unknown; written: Date; score: null }>(insert, [
      "third",
      ["c", "d"],
      { nested: [1, 2] },
      written,
      null,
    ]);
    expect(rows[0]).toMatchObject({ tags: ["c", "d"], meta: { nested: [1, 2] }, written, score: null });
    const { affectedRows } = await client.query("update notes set score = $1 where title = $2", [7, "third"]);
    expect(affectedRows).toBe(1);
  });

  it("throws PostgreSQL's error with its code, and the next query still works", async () => {
    const insert = "insert into notes (title) values ($1)";
    await expect(client.query(insert, ["first"])).rejects.toMatchObject({ code: "23505" });
    await expect(client.query("select nosuchcolumn from notes")).rejects.toMatchObject({ code: "42703" });
    expect((await client.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 3 }]);
  });

  it("closes the least recently used statements beyond its capacity, and prepares them again when needed", async () => {
    const texts = ["select 1 as a", "select 2 as a", "select 3 as a", "select 1 as a"];
    for (const text of texts) expect((await client.query(text)).rows).toHaveLength(1);
    const { rows } = await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(rows[0]!.n).toBe(2);
  });

  it("keeps one generic plan per statement, but plans a search for each execution's parameters", async () => {
    await pg.exec("set plan_cache_mode = force_generic_plan");
    const plain = "select title from notes where id = $1";
    const search = "select title from notes where to_tsvector('simple', title) @@ to_tsquery('simple', $1) order by id";
    for (let i = 0; i < 3; i++) {
      expect((await client.query(plain, [2])).rows).toEqual([{ title: "second" }]);
      expect((await client.query(search, ["first"])).rows).toEqual([{ title: "first" }]);
    }
    const { rows } = await pg.query<{ statement: string; generic_plans: number; custom_plans: number }>(
      "select statement, generic_plans::int, custom_plans::int from pg_prepared_statements order by statement",
    );
    // The search's named statement only describes it: each execution parses it again, unnamed.
    expect(rows).toEqual([
      { statement: plain, generic_plans: 3, custom_plans: 0 },
      { statement: search, generic_plans: 0, custom_plans: 0 },
    ]);
    expect((await pg.query("show plan_cache_mode")).rows).toEqual([{ plan_cache_mode: "force_generic_plan" }]);
    expect(plannedPerExecution(search)).toBe(true);
    expect(plannedPerExecution("select * from articles where search @@ websearch_to_tsquery('english', $1)")).toBe(
      true,
    );
    expect(plannedPerExecution("select word from search_terms where word % $1")).toBe(false);
    expect(plannedPerExecution("select id from notes where id = $1")).toBe(false);
    await pg.exec("reset plan_cache_mode");
  });

  it("prepares a statement again when its table changed shape", async () => {
    const text = "select * from notes where id = $1";
    expect(Object.keys((await client.query(text, [1])).rows[0] as object)).not.toContain("extra");
    await pg.exec("alter table notes add column extra text default 'added'");
    expect((await client.query(text, [1])).rows[0]).toMatchObject({ extra: "added" });
  });

  it("never runs inside another caller's transaction", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('uncommitted')");
      inserted();
      await held;
      await tx.rollback();
    });
    await insertDone;
    const count = client.query<{ n: number }>("select count(*)::int as n from notes where title = 'uncommitted'");
    // The transaction is still open: the query waits for it instead of seeing its row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 0 }]);
  });

  it("runs transactions through PGlite unchanged", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into notes (title) values ('in a transaction')");
    });
    expect(
      (await client.query("select count(*)::int as n from notes where title = $1", ["in a transaction"])).rows,
    ).toEqual([{ n: 1 }]);
  });
});
