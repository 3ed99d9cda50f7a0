import { asc, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "#server/db/client.js";
import { mailOutbox, newsletterSubscribers } from "#server/db/schema.js";
import { sameOrigin } from "./factories.js";

/** A header of a message as it was sent, its folded lines joined ("List-Unsubscribe"). */
export function sentHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The token of the first newsletter link of `path` ("/newsletter/confirm") in a text: in its fragment (or query). */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, "\\$&")}[#?]token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

/** The outbox rows whose key starts with `prefix`, oldest first. */
export function outboxRows(database: Database, prefix: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.key, `${prefix}%`))
    .orderBy(asc(mailOutbox.id));
}

export function subscribers(database: Database) {
  return database.db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
}

let client = 0;
/** POST /api/newsletter/subscribe from the site, each call from a client address of its own unless given. */
export function subscribe(
  app: FastifyInstance,
  payload: unknown,
  ip = `10.31.${Math.floor(++client / 250)}.${client % 250}`,
) {
  return app.inject({
    method: "POST",
    url: "/api/newsletter/subscribe",
    headers: sameOrigin(),
    payload: payload as object,
    remoteAddress: ip,
  });
}

/**
 * Subscribes and confirms `email` through the services, with the token of the confirmation still waiting in
 * the outbox (only its hash is stored with the subscriber): a confirmed subscriber.
 */
export async function confirmedSubscriber(app: FastifyInstance, database: Database, email: string): Promise<number> {
  await app.services.newsletter.subscribe({ email });
  const row = (await subscribers(database)).find((s) => s.email === email)!;
  const confirmation = (await outboxRows(database, `newsletter-confirm:${row.id}:`)).at(-1)!;
  await app.services.newsletter.confirm(linkToken(confirmation.bodyText, "/newsletter/confirm"));
  return row.id;
}

/** A mail client's RFC 8058 one-click POST to `url`: a form body, no cookie, from another site. */
export function oneClick(app: FastifyInstance, url: string) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://mail.example.net",
      "sec-fetch-site": "cross-site",
    },
    payload: "List-Unsubscribe=One-Click",
  });
}
