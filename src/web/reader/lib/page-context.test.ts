import { describe, expect, it } from "vitest";
import { pageParam } from "./page-context.js";

describe("pageParam", () => {
  it("reads whole page numbers of at least 1", () => {
    expect(pageParam("http://x/all-articles?page=3")).toBe(3);
    expect(pageParam("http://x/all-articles")).toBe(1);
    for (const bad of ["0", "-2", "abc", "1.5", "99999999999"]) {
      expect(pageParam(`http://x/all-articles?page=${bad}`)).toBe(1);
    }
  });
});
