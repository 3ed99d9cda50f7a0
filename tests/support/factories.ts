import type { FastifyInstance } from "fastify";
import type { Role } from "#shared/roles.js";
import type { Article, ArticleInput } from "#shared/schemas/article.js";
import type { Category } from "#shared/schemas/category.js";
import type { UploadedImage } from "#shared/schemas/upload.js";
import { slugify } from "#shared/schemas/common.js";
import { SESSION_COOKIE } from "#server/modules/auth/session-cookie.js";

let sequence = 0;
const next = () => ++sequence;

export const STAFF = { email: "editor@example.com", password: "correct horse battery" };

/** Logs in through the API (from `userAgent`'s browser when given); the new session's Cookie header, or undefined when refused. */
export async function tryLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  userAgent?: string,
): Promise<string | undefined> {
  const headers = userAgent ? { "user-agent": userAgent } : {};
  const response = await app.inject({ method: "POST", url: "/api/admin/login", headers, payload: { email, password } });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return response.statusCode === 200 && cookie ? `${SESSION_COOKIE}=${cookie.value}` : undefined;
}

/** Logs in through the API; returns the Cookie header to send. */
async function loginCookie(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
  const cookie = await tryLogin(app, account.email, account.password);
  if (!cookie) throw new Error(`login failed for ${account.email}`);
  return cookie;
}

/** Creates the staff account (an administrator, as ADMIN_EMAIL makes it) and logs in; returns the Cookie header. */
export async function staffCookie(app: FastifyInstance, account = STAFF): Promise<string> {
  await app.services.auth.setStaffAccount(account.email, account.password);
  return loginCookie(app, account);
}

export async function makeCategory(
  app: FastifyInstance,
  overrides: Partial<{ name: string; slug: string; order: number }> = {},
): Promise<Category> {
  const name = overrides.name ?? `Category ${next()}`;
  return app.services.categories.create({ name, slug: overrides.slug ?? slugify(name), order: overrides.order ?? 0 });
}

/**
 * The tests' article builder: an article as staff write it (ArticleInput: what the admin form sends to
 * POST and PUT /api/admin/articles, and what makeArticle stores), with `overrides` over it. By default a
 * published plain-text story in the given category, with a title and slug of its own, dated when it is
 * published. Overrides may be what the API must refuse (a payload test's wrong values).
 */
export function articleInput<Overrides extends { categoryId: unknown }>(
  overrides: Overrides,
): ArticleInput & Overrides {
  const given: Partial<Record<keyof ArticleInput, unknown>> = overrides;
  const title = given.title ?? `Test article number ${next()}`;
  return {
    title,
    slug: slugify(String(title)),
    excerpt: null,
    body: "First paragraph about Stockholm.\n\nSecond paragraph about Malmö.",
    author: "Test Author",
    heroImage: null,
    thumbImage: null,
    featured: false,
    published: true,
    publishedAt: null,
    sourceName: null,
    sourceUrl: null,
    ...overrides,
  } as ArticleInput & Overrides;
}

/**
 * Stores articleInput(overrides): in a new category unless one is given, published an hour ago unless
 * `publishedAt` is given; pass `published: false` for a draft.
 */
export async function makeArticle(app: FastifyInstance, overrides: Partial<ArticleInput> = {}): Promise<Article> {
  const publishedAt = new Date(Date.now() - 3_600_000 + next());
  const categoryId = overrides.categoryId ?? (await makeCategory(app)).id;
  return app.services.articles.create(articleInput({ publishedAt, ...overrides, categoryId }));
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

/** Uploads an image through the API as a browser would (201 expected); answers what the library made of it. */
export async function uploadImage(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
  name = "photo.png",
  type = "image/png",
): Promise<UploadedImage> {
  const { payload, contentType } = await multipartBody([{ field: "file", bytes, name, type }]);
  const response = await app.inject({
    method: "POST",
    url: "/api/upload/image",
    headers: { ...sameOrigin(cookie), "content-type": contentType },
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`upload of ${name} answered ${response.statusCode}: ${response.body}`);
  return response.json() as UploadedImage;
}

/** Makes an account with `role` (through the staff service) and logs it in; returns the Cookie header to send. */
export async function roleCookie(app: FastifyInstance, role: Role, email = `${role}-${next()}@example.com`) {
  const account = { email, password: `${role}-password-1` };
  const member = await app.services.auth.staff.create({ ...account, name: `The ${role}`, role });
  return { cookie: await loginCookie(app, account), id: member.id };
}
