import type { FastifyInstance } from "fastify";
import type { Article, ArticleInput } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import { slugify } from "#shared/schemas/common.js";
import { SESSION_COOKIE } from "#server/modules/auth/session-cookie.js";

let sequence = 0;
const next = () => ++sequence;

export const STAFF = { email: "editor@example.com", password: "correct horse battery" };

/** Creates the staff account and logs in through the API; returns the Cookie header to send. */
export async function staffCookie(app: FastifyInstance, account = STAFF): Promise<string> {
  await app.services.auth.setStaffAccount(account.email, account.password);
  const response = await app.inject({ method: "POST", url: "/api/admin/login", payload: account });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return `${SESSION_COOKIE}=${cookie!.value}`;
}

export async function makeCategory(
  app: FastifyInstance,
  overrides: Partial<{ name: string; slug: string; order: number }> = {},
): Promise<Category> {
  const name = overrides.name ?? `Category ${next()}`;
  return app.services.categories.create({ name, slug: overrides.slug ?? slugify(name), order: overrides.order ?? 0 });
}

/** A published article (publishedAt an hour ago unless given); pass `published: false` for a draft. */
export async function makeArticle(app: FastifyInstance, overrides: Partial<ArticleInput> = {}): Promise<Article> {
  const n = next();
  const title = overrides.title ?? `Test article number ${n}`;
  const categoryId = overrides.categoryId ?? (await makeCategory(app)).id;
  return app.services.articles.create({
    title,
    slug: overrides.slug ?? slugify(title),
    excerpt: null,
    body: "First paragraph about Stockholm.\n\nSecond paragraph about Malmö.",
    author: "Test Author",
    heroImage: null,
    thumbImage: null,
    featured: false,
    published: true,
    publishedAt: new Date(Date.now() - 3_600_000 + n),
    sourceName: null,
    sourceUrl: null,
    ...overrides,
    categoryId,
  });
}

/** A valid article payload as the admin form sends it. */
export function articlePayload(categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: "Riksdag passes the autumn budget",
    slug: "riksdag-passes-the-autumn-budget",
    excerpt: "A narrow vote after a long debate.",
    body: "The Riksdag voted on Wednesday.\n\nThe margin was narrow.",
    author: "Astrid Lindqvist",
    categoryId,
    heroImage: null,
    thumbImage: null,
    featured: false,
    published: true,
    publishedAt: null,
    ...overrides,
  };
}

/** Headers of a same-origin browser request. */
export function sameOrigin(cookie?: string) {
  return { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) };
}

/** One part of a multipart body: a file, or a text field. */
export type MultipartPart =
  | { field: string; bytes: Buffer; name: string; type: string }
  | { field: string; text: string };

/** A multipart body as a browser would send it, built by the platform's own FormData encoder. */
export async function multipartBody(parts: MultipartPart[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ("text" in part) form.append(part.field, part.text);
    else form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type")! };
}
