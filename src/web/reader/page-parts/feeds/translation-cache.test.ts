import { describe, expect, it } from "vitest";
import { createTranslationCache, TRANSLATION_CACHE_KEY, TRANSLATION_CACHE_MAX_ENTRIES } from "./translation-cache.js";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe("translation cache", () => {
  it("remembers translations under translation_cache", () => {
    const storage = memoryStorage();
    const cache = createTranslationCache(storage, () => 1_000);
    cache.remember([["Hej världen", "Hello world"]]);
    expect(cache.lookup("Hej världen")).toBe("Hello world");
    expect(JSON.parse(storage.map.get(TRANSLATION_CACHE_KEY)!)).toHaveProperty("Hej världen");
  });

  it("forgets them after 24 hours", () => {
    let now = 0;
    const cache = createTranslationCache(memoryStorage(), () => now);
    cache.remember([["Regeringen", "The government"]]);
    now = 24 * 60 * 60_000 - 1;
    expect(cache.lookup("Regeringen")).toBe("The government");
    now = 24 * 60 * 60_000;
    expect(cache.lookup("Regeringen")).toBeUndefined();
  });

  it("keeps only the newest entries", () => {
    const storage = memoryStorage();
    const cache = createTranslationCache(storage, () => 5);
    cache.remember(Array.from({ length: TRANSLATION_CACHE_MAX_ENTRIES + 5 }, (_, i) => [`sv ${i}`, `en ${i}`]));
    expect(Object.keys(JSON.parse(storage.map.get(TRANSLATION_CACHE_KEY)!))).toHaveLength(
      TRANSLATION_CACHE_MAX_ENTRIES,
    );
    expect(cache.lookup("sv 0")).toBeUndefined();
    expect(cache.lookup(`sv ${TRANSLATION_CACHE_MAX_ENTRIES + 4}`)).toBe(`en ${TRANSLATION_CACHE_MAX_ENTRIES + 4}`);
  });

  it("survives corrupt or missing storage", () => {
    const storage = memoryStorage();
    storage.map.set(TRANSLATION_CACHE_KEY, "{not json");
    expect(createTranslationCache(storage).lookup("x")).toBeUndefined();
    const none = createTranslationCache(undefined);
    none.remember([["a", "b"]]);
    expect(none.lookup("a")).toBeUndefined();
  });
});
