import { describe, expect, it } from "vitest";
import { insertNonce, NONCE_PLACEHOLDER } from "./content-security.js";

describe("insertNonce", () => {
  const nonce = "AbCdEfGhIjKlMnOpQrStUv==";

  it("writes the nonce over every placeholder, after multi-byte text too, and returns the same buffer", () => {
    const page = Buffer.from(
      `<p>Göteborg – Malmö</p><script nonce="${NONCE_PLACEHOLDER}">1</script><script nonce="${NONCE_PLACEHOLDER}"></script>`,
    );
    expect(NONCE_PLACEHOLDER).toHaveLength(nonce.length);
    expect(NONCE_PLACEHOLDER).toMatch(/^onffnonce[0-9a-f]{15}$/);
    const result = insertNonce(page, nonce);
    expect(result).toBe(page);
    expect(result.toString()).toBe(
      `<p>Göteborg – Malmö</p><script nonce="${nonce}">1</script><script nonce="${nonce}"></script>`,
    );
  });

  it("leaves a page without a placeholder as it was", () => {
    const text = "<p>Stockholm</p>";
    expect(insertNonce(Buffer.from(text), nonce).toString()).toBe(text);
  });
});
