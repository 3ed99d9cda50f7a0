import { describe, expect, it } from "vitest";
import { ApiError } from "#web/ui/api.js";
import { existingDraftId } from "./create-draft.js";

describe("a second draft from one wire item", () => {
  const json = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

  it("the existing draft of a wire item, from a 409 only", () => {
    expect(existingDraftId(json(409, { message: "A draft exists", articleId: 7 }))).toBe(7);
    expect(existingDraftId(json(400, { articleId: 7 }))).toBeNull();
    expect(existingDraftId(new ApiError(409, "conflict"))).toBeNull();
  });
});
