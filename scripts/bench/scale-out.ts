// The scale-out figures of `npm run bench -- --pg` (issue 18): how soon a second server process serves an
// edit made through the first, and what a second worker process adds to throughput on this machine.
import { startServerProcess } from "./server-process.js";

const STAFF = { email: "bench-editor@example.com", password: "bench-password-123" };
/** Environment every scale-out server gets: the staff account the edits are made with. */
export const SCALE_OUT_ENV = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };

export interface InvalidationDelay {
  edits: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Starts processes A and B on the same database and edits one article `edits` times through A's staff
 * API. After each edit is answered, B is asked for the article until it serves the new title; the delay
 * is from A's answer to B's first fresh answer. B's copy is read (and so cached) before each edit, so
 * every fresh answer on B is owed to A's change notice, not to a cache that was empty anyway.
 */
export async function measureInvalidationDelay(
  env: Record<string, string>,
  ports: [number, number],
  edits = 100,
): Promise<InvalidationDelay> {
  const a = await startServerProcess({ ...env, ...SCALE_OUT_ENV }, ports[0]);
  const b = await startServerProcess({ ...env, ...SCALE_OUT_ENV }, ports[1]);
  try {
    const login = await fetch(`${a.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`bench login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const staff = { cookie, origin: a.url, "content-type": "application/json" };
    const { articles } = (await (await fetch(`${a.url}/api/admin/articles?limit=1`, { headers: staff })).json()) as {
      articles: Record<string, unknown>[];
    };
    const article = articles[0]!;
    const url = `${b.url}/api/articles/${article.slug}`;
    const titleOnB = async () => ((await (await fetch(url)).json()) as { title: string }).title;

    const delays: number[] = [];
    for (let i = 0; i < edits; i++) {
      await titleOnB();
      const title = `Benchmark edit ${i} of the cross-process invalidation`;
      const edit = await fetch(`${a.url}/api/admin/articles/${article.id}`, {
        method: "PUT",
        headers: staff,
        body: JSON.stringify({ ...article, category: undefined, title }),
      });
      if (!edit.ok) throw new Error(`bench edit failed: ${edit.status} ${await edit.text()}`);
      const answered = performance.now();
      for (;;) {
        if ((await titleOnB()) === title) break;
        if (performance.now() - answered > 10_000) throw new Error("B did not serve the edit within 10 s");
      }
      delays.push(performance.now() - answered);
    }
    delays.sort((x, y) => x - y);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      edits,
      p50: round(percentile(delays, 0.5)),
      p99: round(percentile(delays, 0.99)),
      max: round(delays.at(-1)!),
    };
  } finally {
    await b.stop();
    await a.stop();
  }
}
