import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MailOverview } from "#shared/schemas/mail.js";
import { mailOutbox } from "#server/db/schema.js";
import { sameOrigin, STAFF } from "#tests/support/factories.js";
import { type SmtpServer, startSmtpServer } from "#tests/support/smtp-server.js";
import { setupTestApp } from "#tests/support/test-app.js";
import { until } from "#tests/support/until.js";
import { createMessages } from "../messages/index.js";
import { messageIdFor } from "./mail-transport.js";

const FROM = "Only News for Free <news@onff.example>";
/** Short back-off, so an outage is retried within the test: 200 ms, 400 ms, then every 400 ms. */
const FAST = { pollMs: 100, retryBaseMs: 200, retryMaxMs: 400 };

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

const t = setupTestApp(() => ({
  env: { SMTP_URL: smtp.url, MAIL_FROM: FROM, COMMENT_RATE_LIMIT: "100" },
  staff: true,
}));
let stopSender: () => Promise<void>;
beforeAll(() => {
  stopSender = t.app.services.mail.startSender(FAST);
});
afterAll(() => stopSender?.());

/** What arrived for `address`. */
const receivedBy = async (address: string) =>
  (await smtp.received()).filter((mail) => mail.envelope.to.includes(address));
const outboxRow = async (key: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.key, key)))[0];
/** Waits until the message with `key` is sent: from then on, nothing sends it again. */
const sent = (key: string) => until(async () => (await outboxRow(key))?.status === "sent", `${key} is sent`);

const setContactEmail = async (value: string) => {
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings/contactEmail",
    headers: sameOrigin(t.cookie),
    payload: { value },
  });
  expect(response.statusCode).toBe(200);
};

const overview = async () => {
  const response = await t.app.inject({ url: "/api/admin/mail", headers: { cookie: t.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as MailOverview;
};

describe("contact messages by e-mail", () => {
  it("a message from the contact form reaches the contact address once, the reader as Reply-To", async () => {
    await setContactEmail("desk@onff.example");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Karin Lind",
        email: "karin@example.se",
        subject: "A tip",
        message: "Ice on the lake.\nTake care.",
      },
    });
    // The reader's answer is exactly as without mail.
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message: "We've received your message and will get back to you soon.",
    });
    const { id } = response.json();
    await sent(`contact:${id}`);

    const [mail, ...more] = await receivedBy("desk@onff.example");
    expect(more).toEqual([]);
    expect(mail!.parsed.replyTo?.value[0]?.address).toBe("karin@example.se");
    expect(mail!.parsed.from?.text).toBe('"Only News for Free" <news@onff.example>');
    expect(mail!.envelope.from).toBe("news@onff.example");
    expect(mail!.parsed.subject).toBe("Contact form: A tip");
    expect(mail!.parsed.messageId).toBe(messageIdFor(`contact:${id}`, FROM));
    expect(mail!.parsed.text).toContain(
      "Name: Karin Lind\nE-mail: karin@example.se\nSubject: A tip\n\nIce on the lake.\nTake care.",
    );
    // The Messages screen still has it.
    const list = await t.app.inject({ url: "/api/admin/messages?status=all", headers: { cookie: t.cookie } });
    expect(list.json().messages.map((m: { id: number }) => m.id)).toContain(id);
  });

  it("a failure to queue the e-mail never fails the reader's request: the message is stored", async () => {
    const warn = vi.fn();
    const messages = createMessages(t.database, {
      mail: {
        configured: true,
        enqueue: async () => {
          throw new Error("database busy");
        },
      },
      contactAddress: async () => "desk@onff.example",
      siteUrl: "http://localhost:3000",
      log: { warn },
    });
    const receipt = await messages.receive({ name: "Ann", email: "ann@example.se", subject: "Hi", message: "Hello" });
    expect(receipt.id).toEqual(expect.any(Number));
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: receipt.id }), expect.any(String));
  });

  it("with no contact address in Settings, a message is stored and not mailed", async () => {
    await setContactEmail("");
    try {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Ann", email: "ann@example.se", subject: "Hi", message: "Hello" },
      });
      expect(response.statusCode).toBe(201);
      expect(await outboxRow(`contact:${response.json().id}`)).toBeUndefined();
    } finally {
      await setContactEmail("desk@onff.example");
    }
  });

  it("a honeypot message is neither stored nor mailed", async () => {
    const before = (await overview()).recent.length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Bot", email: "bot@example.se", subject: "Buy", message: "Now", website: "spam.example" },
    });
    expect(await outboxRow(`contact:${response.json().id}`)).toBeUndefined(); // an id like any (issue 41), not mailed
    expect((await overview()).recent.length).toBe(before);
  });
});

describe("the queue", () => {
  it("the same key enqueued twice, in one call and in two, is one message", async () => {
    const mail = { key: "twice:1", purpose: "test", to: "twice@onff.example", subject: "Once", text: "Only once." };
    expect(await t.app.services.mail.enqueue([mail, mail])).toBe(1);
    expect(await t.app.services.mail.enqueue([mail])).toBe(0);
    await sent("twice:1");
    expect(await receivedBy("twice@onff.example")).toHaveLength(1);
    expect(await t.app.services.mail.enqueue([mail])).toBe(0);
    expect((await outboxRow("twice:1"))!.status).toBe("sent");
  });

  it("while the mail server is down a message waits with the reason, and is sent once when it is back", async () => {
    await smtp.stop();
    try {
      await t.app.services.mail.enqueue([
        { key: "outage:1", purpose: "test", to: "outage@onff.example", subject: "Outage", text: "Later." },
      ]);
      await until(async () => ((await outboxRow("outage:1"))?.attempts ?? 0) >= 2, "two attempts failed");
      const waiting = await outboxRow("outage:1");
      expect(waiting!.status).toMatch(/queued|sending/);
      expect(waiting!.lastError).toMatch(/^Could not connect to the mail server: .*ECONNREFUSED/);
      const listed = (await overview()).recent.find((m) => m.subject === "Outage");
      expect(listed).toMatchObject({ status: expect.stringMatching(/queued|sending/), lastError: waiting!.lastError });
    } finally {
      await smtp.start();
    }
    await sent("outage:1");
    expect(await receivedBy("outage@onff.example")).toHaveLength(1);
    expect((await outboxRow("outage:1"))!.attempts).toBeGreaterThanOrEqual(3);
  });

  it("a permanent rejection fails at once, and Retry puts it back", async () => {
    // The test server has no mailbox "bounce": it answers RCPT TO with 550.
    await t.app.services.mail.enqueue([
      { key: "bad:1", purpose: "test", to: "bounce@onff.example", subject: "Nowhere", text: "No." },
    ]);
    await until(async () => (await outboxRow("bad:1"))?.status === "failed", "bad:1 failed");
    const row = (await outboxRow("bad:1"))!;
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe(
      "The mail server rejected the recipient permanently (the server said: 550 No such user here).",
    );

    const retry = await t.app.inject({
      method: "POST",
      url: `/api/admin/mail/${row.id}/retry`,
      headers: sameOrigin(t.cookie),
    });
    expect(retry.statusCode).toBe(200);
    await until(async () => (await outboxRow("bad:1"))?.status === "failed", "bad:1 failed again");
    expect((await outboxRow("bad:1"))!.attempts).toBe(1);
  });
});

describe("the Mail screen's API", () => {
  it("shows the sender, the counts and the latest messages, newest first, without bodies", async () => {
    const body = await overview();
    expect(body).toMatchObject({ configured: true, from: FROM });
    expect(body.features).toContain("Contact messages by e-mail");
    expect(body.counts.sent).toBeGreaterThanOrEqual(1);
    expect(body.recent.length).toBeGreaterThan(0);
    const times = body.recent.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(body.recent[0]!).sort()).toEqual(
      [
        "attempts",
        "createdAt",
        "id",
        "lastError",
        "nextAttemptAt",
        "purpose",
        "recipient",
        "sentAt",
        "status",
        "subject",
      ].sort(),
    );
  });

  it("Send test e-mail reaches the signed-in staff member", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/mail/test", headers: sameOrigin(t.cookie) });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe(`Test e-mail queued for ${STAFF.email}`);
    await until(async () => (await receivedBy(STAFF.email)).length > 0, "the test e-mail arrives");
    const [mail] = await receivedBy(STAFF.email);
    expect(mail!.parsed.subject).toBe("Test e-mail from Only News for Free");
  });

  it("Retry refuses a sent message (409) and an unknown one (404)", async () => {
    const sentRow = (await overview()).recent.find((m) => m.status === "sent")!;
    const sentRetry = await t.app.inject({
      method: "POST",
      url: `/api/admin/mail/${sentRow.id}/retry`,
      headers: sameOrigin(t.cookie),
    });
    expect(sentRetry.statusCode).toBe(409);
    expect(sentRetry.json().message).toBe("This message has already been sent");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/mail/999999/retry",
      headers: sameOrigin(t.cookie),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: "POST", url: "/api/admin/mail/abc/retry", headers: sameOrigin(t.cookie) });
    expect(bad.statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    expect((await t.app.inject({ url: "/api/admin/mail" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/mail/test", headers: sameOrigin() })).statusCode,
    ).toBe(401);
  });
});
