import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_QUERY_NAMES } from "./pages.js";

/**
 * The response cache keys a page on the query parameters in PAGE_QUERY_NAMES alone (ADR 0012): a page that
 * read another one would be answered, for every value of it, with the first one rendered.
 */
describe("query parameters the pages read", () => {
  it("are all in PAGE_QUERY_NAMES", () => {
    const webRoot = path.resolve(import.meta.dirname, "../../web");
    const read = new Set<string>();
    const files = fs.readdirSync(webRoot, { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    for (const file of files) {
      const text = fs.readFileSync(path.join(webRoot, file), "utf8");
      for (const match of text.matchAll(/(?:searchParams|params)\.(?:get|getAll|has)\(\s*["'`]([^"'`]+)["'`]/g)) {
        read.add(match[1]!);
      }
      expect(text, `${file} reads the query another way`).not.toMatch(/searchParams\.(entries|keys|forEach)\(/);
    }
    expect(read.size).toBeGreaterThan(0);
    for (const name of read) expect(PAGE_QUERY_NAMES as readonly string[], `src/web reads ?${name}=`).toContain(name);
  });
});
