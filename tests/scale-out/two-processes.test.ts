import type { FastifyInstance } from "fastify";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_NAME } from "#server/invalidation/peer-notices.js";
import type { Database } from "#server/db/client.js";
import { makeArticle, makeCategory, multipartBody, STAFF, sameOrigin, staffCookie } from "#tests/support/factories.js";
import { until } from "#tests/support/until.js";
import { type S3Server, startS3Server } from "#tests/support/s3-server.js";
import { setupTwoProcesses } from "#tests/support/test-app.js";

/**
 * Two server processes on one PostgreSQL database, as two machines behind a load balancer (issue 18):
 * app A and app B each have their own pool, change-notice listener, caches and budgets, like two processes.
 * A write on one must be what a reader of the other sees, and every per-client budget must count once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** How long a change notice may take to reach the other process (the bound). */
const NOTICE_WITHIN_MS = 1_000;

/** Resolves once `app` has heard `count` change notices in all; fails past the bound. */
async function heardAll(app: { app: FastifyInstance }, count: number) {
  const deadline = Date.now() + NOTICE_WITHIN_MS;
  while (app.app.services.notices.received < count) {
    if (Date.now() > deadline) throw new Error(`no change notice heard within ${NOTICE_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.skipIf(!onPostgres)("two processes on one PostgreSQL database", () => {
  let s3: S3Server;
  let cookie: string;
  // Media in a bucket both share: a real S3-compatible server process (s3rver), closed after the apps.
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());
  const { a, b } = setupTwoProcesses(() => ({ ...s3.env, COMMENT_RATE_LIMIT: "10", LOGIN_MAX_FAILURES: "5" }));
  beforeAll(async () => {
    cookie = await staffCookie(a.app);
  });

  const get = (app: FastifyInstance, url: string) => app.inject({ url });

  /** Reads `url` on `app` until it is served from the response cache (the second read at the latest). */
  async function cachedOn(app: FastifyInstance, url: string) {
    await get(app, url);
    const again = await get(app, url);
    expect(again.headers["x-cache"], url).toBe("HIT");
    return again;
  }

  /** Runs writes on A and resolves once B has heard every change notice A sent (only A writes here). */
  async function writeOnAHeardByB(write: () => Promise<unknown>) {
    const sentBefore = a.app.services.notices.sent;
    await write();
    await a.app.services.notices.flushed();
    const sent = a.app.services.notices.sent;
    expect(sent).toBeGreaterThan(sentBefore);
    await heardAll(b, sent);
  }

  it("both listen, and a write on one is not announced back to itself", async () => {
    expect(a.app.services.notices.listening).toBe(true);
    expect(b.app.services.notices.listening).toBe(true);
    const heardByA = a.app.services.notices.received;
    await writeOnAHeardByB(() => makeCategory(a.app));
    expect(a.app.services.notices.sent).toBeGreaterThan(0);
    expect(a.app.services.notices.received).toBe(heardByA);
  });

  it("an article edited on A is what B serves next, page answer and count alike", async () => {
    let article = await makeArticle(a.app);
    await writeOnAHeardByB(async () => {
      article = await makeArticle(a.app, { title: "Ferry traffic resumes in Stockholm" });
    });
    const url = `/api/articles/${article.slug}`;
    expect((await cachedOn(b.app, url)).json().title).toBe("Ferry traffic resumes in Stockholm");
    const total = (await cachedOn(b.app, "/api/articles?limit=1")).json().total;

    await writeOnAHeardByB(async () => {
      const edit = await a.app.inject({
        method: "PUT",
        url: `/api/admin/articles/${article.id}`,
        headers: sameOrigin(cookie),
        payload: { ...article, title: "Ferry traffic resumes across Stockholm" },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      await makeArticle(a.app);
    });
    const fresh = await get(b.app, url);
    expect(fresh.headers["x-cache"]).not.toBe("HIT");
    expect(fresh.json().title).toBe("Ferry traffic resumes across Stockholm");
    expect((await get(b.app, "/api/articles?limit=1")).json().total).toBe(total + 1);
  });

  it("settings, ads and categories changed on A are served by B", async () => {
    await cachedOn(b.app, "/api/settings");
    await cachedOn(b.app, "/api/categories");
    await writeOnAHeardByB(async () => {
      const setting = await a.app.inject({
        method: "PUT",
        url: "/api/admin/settings/footerText",
        headers: sameOrigin(cookie),
        payload: { value: "Printed on process A" },
      });
      expect(setting.statusCode, setting.body).toBe(200);
    });
    expect((await get(b.app, "/api/settings")).json().footerText).toBe("Printed on process A");

    let adId = 0;
    await writeOnAHeardByB(async () => {
      const ad = await a.app.inject({
        method: "POST",
        url: "/api/admin/ads",
        headers: sameOrigin(cookie),
        payload: { key: "scale-out-banner", html: "<p>first</p>", enabled: true },
      });
      expect(ad.statusCode, ad.body).toBe(201);
      adId = ad.json().id;
    });
    expect((await cachedOn(b.app, "/api/ads/scale-out-banner")).json().html).toBe("<p>first</p>");
    await writeOnAHeardByB(() =>
      a.app.inject({
        method: "PUT",
        url: `/api/admin/ads/${adId}`,
        headers: sameOrigin(cookie),
        payload: { html: "<p>second</p>", enabled: true },
      }),
    );
    expect((await get(b.app, "/api/ads/scale-out-banner")).json().html).toBe("<p>second</p>");

    let category = "";
    await writeOnAHeardByB(async () => {
      category = (await makeCategory(a.app, { name: "Northern Lights" })).slug;
    });
    const names = (await get(b.app, "/api/categories")).json().map((c: { slug: string }) => c.slug);
    expect(names).toContain(category);
  });

  it("a session opened on A is accepted by B, and a logout on A ends it on B at once", async () => {
    const session = await staffCookie(a.app, { email: "desk@example.com", password: "another long password" });
    const asStaff = (app: FastifyInstance) => app.inject({ url: "/api/auth/user", headers: { cookie: session } });
    expect((await asStaff(b.app)).statusCode).toBe(200);
    const logout = await a.app.inject({ url: "/api/logout", headers: { cookie: session, "sec-fetch-site": "none" } });
    expect(logout.statusCode).toBe(302);
    expect((await asStaff(b.app)).statusCode).toBe(401);
  });

  it("a picture uploaded through A is served by B, renditions too", async () => {
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#246" } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = await multipartBody([
      { field: "file", bytes, name: "ferry.jpg", type: "image/jpeg" },
    ]);
    const upload = await a.app.inject({
      method: "POST",
      url: "/api/upload/image",
      headers: { ...sameOrigin(cookie), "content-type": contentType },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const filePath: string = upload.json().filePath;
    const original = await b.app.inject({ url: filePath });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const rendition = await b.app.inject({ url: filePath.replace(/\.jpg$/, "-w400.webp") });
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers["content-type"]).toBe("image/webp");
  });

  it("the comment rate limit counts a client's comments on both processes together", async () => {
    const article = await makeArticle(a.app);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const answer = await (i % 2 ? b : a).app.inject({
        method: "POST",
        url: `/api/articles/${article.slug}/comments`,
        headers: sameOrigin(),
        remoteAddress: "203.0.113.7",
        payload: { name: "Reader", body: `Comment number ${i} about the ferries` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it("the login throttle counts wrong passwords on both processes together", async () => {
    await a.app.services.auth.setStaffAccount(STAFF.email, STAFF.password);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await (i % 2 ? b : a).app.inject({
        method: "POST",
        url: "/api/admin/login",
        remoteAddress: "198.51.100.9",
        payload: { email: STAFF.email, password: `wrong password ${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe.skipIf(!onPostgres)("when the listening connection is cut", () => {
  const { a, b } = setupTwoProcesses();

  /** Ends B's listening connection from the server side, as a PostgreSQL restart or a network cut does. */
  async function cutListenerOf(app: { database: Database }) {
    const admin = new pg.Client({ connectionString: app.database.postgres!.url });
    await admin.connect();
    try {
      const pids = await admin.query(
        "select pid from pg_stat_activity where application_name = $1 and datname = current_database()",
        [LISTENER_NAME],
      );
      // Both apps' listeners are on this database: end only B's (the newest connection).
      const own = await admin.query(
        "select pid from pg_stat_activity where application_name = $1 and datname = current_database() order by backend_start desc limit 1",
        [LISTENER_NAME],
      );
      expect(pids.rowCount).toBe(2);
      await admin.query("select pg_terminate_backend($1)", [own.rows[0].pid]);
    } finally {
      await admin.end();
    }
  }

  it("serves uncached meanwhile, misses no write made then, and caches again once it listens", async () => {
    const article = await makeArticle(a.app, { title: "Snow closes the E4 near Umeå" });
    await a.app.services.notices.flushed();
    await heardAll(b, a.app.services.notices.sent);
    const url = `/api/articles/${article.slug}`;
    await b.app.inject({ url });
    expect((await b.app.inject({ url })).headers["x-cache"]).toBe("HIT");

    await cutListenerOf(b);
    await until(() => !b.app.services.notices.listening, "B notices the cut");
    // Written while B cannot hear: its notice is lost to B.
    const edit = await a.app.inject({
      method: "PUT",
      url: `/api/admin/articles/${article.id}`,
      headers: sameOrigin(await staffCookie(a.app)),
      payload: { ...article, title: "Snow closes the E4 north of Umeå" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const during = await b.app.inject({ url });
    expect(during.json().title).toBe("Snow closes the E4 north of Umeå");
    expect(during.headers["x-cache"]).not.toBe("HIT");

    await until(() => b.app.services.notices.listening, "B listens again");
    await b.app.inject({ url });
    const after = await b.app.inject({ url });
    expect(after.json().title).toBe("Snow closes the E4 north of Umeå");
    expect(after.headers["x-cache"]).toBe("HIT");
  });
});
