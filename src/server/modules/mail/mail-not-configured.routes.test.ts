import { describe, expect, it } from "vitest";
import { MAIL_FEATURES } from "#shared/schemas/mail.js";
import { mailOutbox } from "#server/db/schema.js";
import { sameOrigin } from "#tests/support/factories.js";
import { setupTestApp } from "#tests/support/test-app.js";

/** Without SMTP_URL: nothing is sent, nothing pretends to be, and the admin says what needs it. */
const t = setupTestApp({ staff: true });

describe("without SMTP_URL", () => {
  it("the Mail screen's API says e-mail is not set up and which features need it", async () => {
    const response = await t.app.inject({ url: "/api/admin/mail", headers: { cookie: t.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configured: false,
      from: null,
      features: [...MAIL_FEATURES],
      counts: { queued: 0, sending: 0, sent: 0, failed: 0 },
      recent: [],
    });
  });

  it("the contact form still stores the message and answers as before; nothing is queued", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Karin", email: "karin@example.se", subject: "Tip", message: "Hello" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message: "We've received your message and will get back to you soon.",
    });
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("Send test e-mail and Retry answer 409 with what to set", async () => {
    for (const url of ["/api/admin/mail/test", "/api/admin/mail/1/retry"]) {
      const response = await t.app.inject({ method: "POST", url, headers: sameOrigin(t.cookie) });
      expect(response.statusCode, url).toBe(409);
      expect(response.json().message).toBe(
        "E-mail is not set up: set SMTP_URL (and MAIL_FROM) and restart the server to send mail.",
      );
    }
  });
});
