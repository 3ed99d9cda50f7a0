import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_QUERY_NAMES } from "./pages.js";

/**
 * The response cache keys a page on the query parameters in PAGE_QUERY_NAMES alone (ADR 0012): a page that
 * read another one would be answered, for every value of it, with the first one rendered; and React
 * Router, were its own parameters dropped, would answer its route discovery with "reload the page".
 */
const READS = /(?:searchParams|params)\.(?:get|getAll|has)\(\s*["'`]([^"'`]+)["'`]/g;

/** Names read by name in the files under `root` (but `skip`); `ours` also refuses reading every parameter at once. */
function namesRead(root: string, file: RegExp, ours: boolean, skip?: RegExp): Set<string> {
  const read = new Set<string>();
  for (const name of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (!file.test(name) || skip?.test(name)) continue;
    const text = fs.readFileSync(path.join(root, name), "utf8");
    if (ours) expect(text, `${name} reads the query another way`).not.toMatch(/searchParams\.(entries|keys|forEach)\(/);
    for (const match of text.matchAll(READS)) read.add(match[1]!);
  }
  return read;
}

describe("query parameters the pages read", () => {
  // The admin screens are rendered in the browser (their server answer is the same shell, never cached):
  // their filters in the query (?status=, ?sourceId=, ?edit=) never reach a server render.
  it("in src/web, but the admin screens, are all in PAGE_QUERY_NAMES", () => {
    const read = namesRead(path.resolve(import.meta.dirname, "../../web"), /\.tsx?$/, true, /^admin\//);
    expect(read.size).toBeGreaterThan(0);
    for (const name of read) expect(PAGE_QUERY_NAMES as readonly string[], `src/web reads ?${name}=`).toContain(name);
  });

  it("in React Router's server runtime are all in PAGE_QUERY_NAMES", () => {
    const dist = path.resolve(import.meta.dirname, "../../../node_modules/react-router/dist/production");
    const read = namesRead(dist, /\.mjs$/, false);
    expect(read).toContain("_routes");
    for (const name of read)
      expect(PAGE_QUERY_NAMES as readonly string[], `React Router reads ?${name}=`).toContain(name);
  });
});
