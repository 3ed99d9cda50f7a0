import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "#tests/support/import-graph.js";

/**
 * The README is a newcomer's first ten minutes (issue 42): the two set-up commands at the top, every
 * configuration variable with its default in one table, and short enough to read; the long explanations
 * live in docs/configuration.md, which covers every variable too.
 */
const MAX_README_LINES = 350;

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

/** The environment variables the server reads: the keys of the `env` schema in src/server/config.ts. */
function configVariables(): string[] {
  const source = read("src/server/config.ts");
  const start = source.indexOf("const env = z.object({");
  const schema = source.slice(start, source.indexOf("\n});", start));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

/** A section of a Markdown file: from its `## heading` to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) return "";
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/** Table rows (`| a | b | c |`) as their cells. */
const rows = (markdown: string) =>
  markdown
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );

describe("README", () => {
  const readme = read("README.md");
  const variables = configVariables();

  it("finds the variables it checks", () => {
    expect(variables.length).toBeGreaterThan(40);
    expect(variables).toEqual(expect.arrayContaining(["PORT", "DATABASE_URL", "SMTP_URL", "RENDER_THREADS"]));
  });

  it("starts with the two set-up commands", () => {
    const firstBlock = readme.slice(readme.indexOf("```sh"), readme.indexOf("```", readme.indexOf("```sh") + 3));
    expect(readme.indexOf("```sh")).toBeLessThan(800);
    expect(firstBlock).toContain("npm install && npm start");
    expect(firstBlock).toContain("npm test");
  });

  it(`is at most ${MAX_README_LINES} lines`, () => {
    expect(readme.split("\n").length - 1).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it("lists every configuration variable with its default, one row each, and no other", () => {
    const table = rows(section(readme, "Configuration"));
    const listed = new Map(table.map((cells) => [cells[0]!.replace(/`/g, ""), cells]));
    const missing = variables.filter((name) => !listed.has(name));
    const unknown = [...listed.keys()].filter((name) => !variables.includes(name));
    const incomplete = table.filter((cells) => cells.length !== 3 || cells.some((cell) => cell === ""));
    expect({ missing, unknown, incomplete }).toEqual({ missing: [], unknown: [], incomplete: [] });
  });

  it("has every variable explained in docs/configuration.md", () => {
    const explained = rows(read("docs/configuration.md")).map((cells) => cells[0]!);
    const missing = variables.filter((name) => !explained.some((cell) => cell.includes(`\`${name}\``)));
    expect(missing).toEqual([]);
  });
});
