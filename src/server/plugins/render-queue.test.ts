import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.js";
import { renderTurns } from "./render-queue.js";

let t: TestApp;
let running = 0;
let most = 0;
const started: number[] = [];
let open: () => void = () => {};
let gate = Promise.resolve();

beforeAll(async () => {
  t = await createTestApp(
    { PAGE_CACHE: "false" },
    {
      // A stand-in public page that holds its turn until the test opens the gate.
      extend: (app) => {
        app.get("/queued-page", async (request, reply) => {
          running += 1;
          most = Math.max(most, running);
          started.push(Number((request.query as { n: string }).n));
          await gate;
          running -= 1;
          return reply.type("text/html; charset=utf-8").send("<p>done</p>");
        });
      },
    },
  );
});
afterAll(() => t.close());

const closeGate = () => {
  gate = new Promise<void>((resolve) => {
    open = resolve;
  });
};

const order = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("render queue", () => {
  it("lets a few uncached reads run at once and the rest wait their turn, first come first served", async () => {
    const turns = renderTurns(t.database.kind);
    closeGate();
    const answers = order(turns + 6).map((n) => t.app.inject({ url: `/queued-page?n=${n}` }));
    await new Promise((r) => setTimeout(r, 50));
    expect(running).toBe(turns);
    expect(started).toEqual(order(turns));
    open();
    const done = await Promise.all(answers);
    expect(done.map((r) => r.statusCode)).toEqual(Array(turns + 6).fill(200));
    expect(most).toBe(turns);
    expect(started).toEqual(order(turns + 6));
  });

  it("gives every turn back: many more requests later still go through", async () => {
    for (let i = 0; i < 12; i++) expect((await t.app.inject({ url: `/queued-page?n=${i}` })).statusCode).toBe(200);
  });

  it("never holds back what does not queue: staff answers, writes, feeds", async () => {
    closeGate();
    const blocked = order(renderTurns(t.database.kind)).map((n) => t.app.inject({ url: `/queued-page?n=${n}` }));
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.app.inject({ url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/articles/x/comments", payload: {} })).statusCode).toBe(400);
    open();
    await Promise.all(blocked);
  });
});
