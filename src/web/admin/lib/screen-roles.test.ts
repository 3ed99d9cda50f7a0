import { describe, expect, it } from "vitest";
import { mayOpen, screenRole } from "./screen-roles.js";

/** The roles come from the one table of screens (src/shared/screens.ts); an address that is no screen is denied. */
describe("screen roles", () => {
  it("give each address the role of its screen, and an unknown address to administrators only", () => {
    expect(screenRole("/admin")).toBe("contributor");
    expect(screenRole("/admin/articles/")).toBe("contributor");
    expect(screenRole("/admin/articles/42/preview")).toBe("contributor");
    expect(screenRole("/admin/wire")).toBe("editor");
    expect(screenRole("/admin/settings")).toBe("administrator");
    expect(screenRole("/admin/no-such-screen")).toBe("administrator");
    expect(screenRole("/admin/articles/x/preview/more")).toBe("administrator");
    expect(mayOpen("author", "/admin/comments")).toBe(false);
    expect(mayOpen("editor", "/admin/comments")).toBe(true);
  });
});
