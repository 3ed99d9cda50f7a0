import { describe, expect, it } from "vitest";
import { firstCommentError } from "../enhancements/comment-validation.js";
import { buildCommentTree } from "./comments.js";

const comment = (id: number, parentId: number | null) => ({
  id,
  parentId,
  name: `n${id}`,
  body: "b",
  createdAt: new Date(2026, 0, id).toISOString(),
});

describe("buildCommentTree", () => {
  it("nests replies under their parents in order", () => {
    const tree = buildCommentTree([comment(1, null), comment(2, 1), comment(3, null), comment(4, 2)]);
    expect(tree.map((c) => c.id)).toEqual([1, 3]);
    expect(tree[0]!.replies.map((c) => c.id)).toEqual([2]);
    expect(tree[0]!.replies[0]!.replies.map((c) => c.id)).toEqual([4]);
  });

  it("shows a reply whose parent is hidden at the top level", () => {
    expect(buildCommentTree([comment(5, 99)]).map((c) => c.id)).toEqual([5]);
  });
});

describe("firstCommentError", () => {
  it("reports the first failing rule in field order, with the field it concerns", () => {
    expect(firstCommentError({ name: " ", email: "bad", body: "" })).toEqual({
      field: "name",
      message: "Name is required",
    });
    expect(firstCommentError({ name: "Ann", email: "bad", body: "" })).toEqual({
      field: "email",
      message: "Please enter a valid email address",
    });
    expect(firstCommentError({ name: "Ann", email: "", body: "  " })).toEqual({
      field: "body",
      message: "Comment is required",
    });
    expect(firstCommentError({ name: "Ann", email: "ann@example.se", body: "Hej" })).toBeNull();
  });
});
