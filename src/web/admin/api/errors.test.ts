import { describe, expect, it } from "vitest";
import { ApiError } from "#web/ui/api.js";
import { bodyMessage, isUnauthorizedError, serverMessage } from "./errors.js";

/* The staff screens read an ApiError's status and body, never its message text. */
describe("reading API errors", () => {
  const json = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

  it("a 401 that says Unauthorized (SPEC 6)", () => {
    expect(isUnauthorizedError(json(401, { message: "Unauthorized" }))).toBe(true);
    expect(isUnauthorizedError(json(401, { message: "Invalid email or password" }))).toBe(false);
    expect(isUnauthorizedError(json(403, { message: "Unauthorized" }))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(false);
  });

  it("the server's message, its text, or the fallback", () => {
    expect(serverMessage(json(400, { message: "Slug taken" }), "fallback")).toBe("Slug taken");
    expect(serverMessage(json(400, { message: "" }), "fallback")).toBe("fallback");
    expect(serverMessage(json(400, { error: "x" }), "fallback")).toBe("fallback");
    expect(serverMessage(new ApiError(502, " Bad gateway "), "fallback")).toBe("Bad gateway");
    expect(serverMessage(new Error("boom"), "fallback")).toBe("fallback");
    expect(bodyMessage(new ApiError(502, "Bad gateway"))).toBeUndefined();
  });
});
