import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import type { AuditList } from "#shared/schemas/audit.js";
import { articleInput, makeCategory, roleCookie } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 41, finding 2: a staff change whose client closed the socket right after sending it was saved
 * but never audited, because the entry was written once the answer had gone out (onResponse), which
 * never happens for a client that left. The entry is now written with the change, whatever the client does.
 */
let requests = 0;
afterAll(() =>
  recordHostile({ suite: "Audit log: clients that leave mid-request (issue 41)", payloads: requests, requests }),
);

/**
 * The header that has this test's server cut the connection just before the route's handler runs: the
 * server then handles a whole request with nobody left to answer, as for a client that closes ~10 ms
 * after sending, but without the race (a client that leaves before its body is read has sent no change).
 */
const LEAVE = "x-test-leave-now";
const t = setupTestApp({
  staff: true,
  listen: true,
  build: {
    extend: (app) => {
      app.addHook("preHandler", async (request) => {
        if (request.headers[LEAVE]) request.raw.socket.destroy();
      });
    },
  },
});

/** Sends one whole request that the server sees its client leave before it answers. */
function sendAndLeave(method: string, path: string, cookie: string, body?: unknown): Promise<void> {
  requests += 1;
  const text = body === undefined ? "" : JSON.stringify(body);
  const head = [
    `${method} ${path} HTTP/1.1`,
    `host: 127.0.0.1:${t.port}`,
    "origin: http://localhost:3000",
    `cookie: ${cookie}`,
    `${LEAVE}: 1`,
    ...(text ? ["content-type: application/json", `content-length: ${Buffer.byteLength(text)}`] : []),
  ];
  return new Promise((resolve) => {
    const socket = net.connect(t.port, "127.0.0.1");
    let answered = false;
    socket.on("data", () => {
      answered = true;
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      expect(answered, `${method} ${path} was answered: the connection was not cut`).toBe(false);
      resolve();
    });
    socket.write(`${head.join("\r\n")}\r\n\r\n${text}`);
  });
}

async function auditEntries(action: string): Promise<AuditList["entries"]> {
  const response = await t.app.inject({ url: `/api/admin/audit?action=${action}`, headers: { cookie: t.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditList).entries;
}

/**
 * Polls until `done` holds: no clock of its own, so a slow machine only waits longer; what never comes
 * (an entry the old onResponse hook never wrote) fails the test at its own time limit.
 */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("a staff change whose client leaves before the answer", () => {
  it("is in the audit log once it is saved: edits, deletions, role changes", async () => {
    const categoryId = (await makeCategory(t.app)).id;
    const { articles } = t.app.services;
    const made = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        articles.create(articleInput({ categoryId, published: true, title: `Published story ${n}` })),
      ),
    );
    const [edited, also, deleted, alsoDeleted] = made as [Article, Article, Article, Article];

    for (const article of [edited, also]) {
      const input = articleInput({ categoryId, published: true, title: `${article.title}, edited` });
      await sendAndLeave("PUT", `/api/admin/articles/${article.id}`, t.cookie, input);
    }
    for (const article of [deleted, alsoDeleted]) {
      await sendAndLeave("DELETE", `/api/admin/articles/${article.id}`, t.cookie);
    }
    const colleague = await roleCookie(t.app, "contributor", "left-mid-request@example.com");
    await sendAndLeave("PUT", `/api/admin/staff/${colleague.id}`, t.cookie, { role: "editor" });

    // The changes were made although nobody was there to hear the answers…
    await eventually(async () => {
      const saved = await Promise.all([edited, also].map((a) => articles.getForStaff(a.id).catch(() => undefined)));
      const gone = await Promise.all(
        [deleted, alsoDeleted].map((a) =>
          articles.getForStaff(a.id).then(
            () => false,
            () => true,
          ),
        ),
      );
      const member = (await t.app.services.auth.staff.list()).find((m) => m.id === colleague.id);
      return saved.every((a) => a?.title.endsWith(", edited")) && gone.every(Boolean) && member?.role === "editor";
    });
    // …and each is in the log with them.
    const targets = async (action: string) => (await auditEntries(action)).map((entry) => entry.target).sort();
    await eventually(
      async () => (await targets("articles.update")).length === 2 && (await targets("articles.delete")).length === 2,
    );
    expect(await targets("articles.update")).toEqual([String(edited.id), String(also.id)].sort());
    expect(await targets("articles.delete")).toEqual([String(deleted.id), String(alsoDeleted.id)].sort());
    const roleChanges = await auditEntries("staff.update");
    expect(roleChanges.map((entry) => [entry.target, entry.detail.role])).toEqual([[String(colleague.id), "editor"]]);
  });
});
