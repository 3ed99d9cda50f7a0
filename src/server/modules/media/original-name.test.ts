import { describe, expect, it } from "vitest";
import { cleanOriginalName, MAX_ORIGINAL_NAME } from "./original-name.js";

describe("cleanOriginalName", () => {
  it("keeps a plain name as it is, in any script", () => {
    expect(cleanOriginalName("harbour.png")).toBe("harbour.png");
    expect(cleanOriginalName("Hamn i Visby, å ä ö – 港口.jpg")).toBe("Hamn i Visby, å ä ö – 港口.jpg");
    // Composed, so it searches as it is typed.
    expect(cleanOriginalName("a\u030A.png")).toBe("å.png");
  });

  it("keeps only the last part of a path, Windows or not", () => {
    expect(cleanOriginalName("C:\\Users\\me\\Pictures\\quay.png")).toBe("quay.png");
    expect(cleanOriginalName("../../etc/passwd.png")).toBe("passwd.png");
    expect(cleanOriginalName("folder/")).toBeNull();
  });

  it("drops control characters and invisible direction marks; whitespace becomes one space", () => {
    expect(cleanOriginalName("bell\u0007.png")).toBe("bell.png");
    expect(cleanOriginalName("line\r\nbreak\t tab.png")).toBe("line break tab.png");
    expect(cleanOriginalName("invoice\u202Egnp.exe")).toBe("invoicegnp.exe");
    expect(cleanOriginalName("zero\u200Bwidth\uFEFF.png")).toBe("zerowidth.png");
  });

  it("answers null when nothing showable is left, or nothing was given", () => {
    for (const raw of [undefined, null, "", "   ", ".", "..", "\u0000\u0001", "\u202E"]) {
      expect(cleanOriginalName(raw), JSON.stringify(raw)).toBeNull();
    }
  });

  it("shortens a long name to its start and its extension", () => {
    const cut = cleanOriginalName(`${"x".repeat(500)}.jpeg`)!;
    expect([...cut].length).toBe(MAX_ORIGINAL_NAME);
    expect(cut).toBe(`${"x".repeat(MAX_ORIGINAL_NAME - 6)}….jpeg`);
    const emoji = cleanOriginalName("📷".repeat(300))!;
    expect([...emoji].length).toBe(MAX_ORIGINAL_NAME);
    expect(emoji.endsWith("…")).toBe(true);
  });
});
