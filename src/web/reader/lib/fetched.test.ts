import { describe, expect, it } from "vitest";
import { ANSWER_KEY_PREFIX, answerStore, isFresh } from "./fetched.js";

/** An in-memory Storage, optionally one that refuses every write (quota, or disabled). */
function fakeStorage({ full = false } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
  };
}

describe("answerStore", () => {
  it("keeps an answer for the next page: a new store over the same storage finds it", () => {
    const storage = fakeStorage();
    answerStore(() => storage).set("stock-ticker", { data: { quotes: [1, 2] }, updatedAt: 1000 });
    expect(storage.getItem(`${ANSWER_KEY_PREFIX}stock-ticker`)).not.toBeNull();
    expect(answerStore(() => storage).get("stock-ticker")).toEqual({ data: { quotes: [1, 2] }, updatedAt: 1000 });
  });

  it("serves this page from memory when storage refuses the write, or there is none", () => {
    const full = answerStore(() => fakeStorage({ full: true }));
    full.set("svt", { data: ["a"], updatedAt: 5 });
    expect(full.get("svt")).toEqual({ data: ["a"], updatedAt: 5 });
    const none = answerStore(() => undefined);
    none.set("svt", { data: ["b"], updatedAt: 6 });
    expect(none.get("svt")).toEqual({ data: ["b"], updatedAt: 6 });
  });

  it("ignores what it cannot read as an answer", () => {
    const storage = fakeStorage();
    storage.setItem(`${ANSWER_KEY_PREFIX}a`, "{not json");
    storage.setItem(`${ANSWER_KEY_PREFIX}b`, JSON.stringify({ data: 1 }));
    storage.setItem(`${ANSWER_KEY_PREFIX}c`, "null");
    const store = answerStore(() => storage);
    expect(store.get("a")).toBeUndefined();
    expect(store.get("b")).toBeUndefined();
    expect(store.get("c")).toBeUndefined();
    expect(store.get("missing")).toBeUndefined();
  });
});

describe("isFresh", () => {
  it("is fresh until the widget's interval has passed, and always without one", () => {
    const answer = { data: null, updatedAt: 10_000 };
    expect(isFresh(answer, 5_000, 14_999)).toBe(true);
    expect(isFresh(answer, 5_000, 15_000)).toBe(false);
    expect(isFresh(answer, undefined, 1e12)).toBe(true);
  });
});
