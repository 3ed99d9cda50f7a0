import { describe, expect, it } from "vitest";
import { isStaffPage } from "./pages.js";

describe("isStaffPage", () => {
  it("is /admin and what is under it, and no reader page", () => {
    for (const path of ["/admin", "/admin/", "/admin/login", "/admin/articles/3/preview"]) {
      expect(isStaffPage(path), path).toBe(true);
    }
    for (const path of ["/", "/administration", "/articles/admin", "/search", "/category/admin-news"]) {
      expect(isStaffPage(path), path).toBe(false);
    }
  });
});
