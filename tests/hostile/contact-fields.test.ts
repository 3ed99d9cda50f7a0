import type { InjectOptions } from "fastify";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article } from "#shared/schemas/article.js";
import type { ContactMessage, MessageList } from "#shared/schemas/contact-message.js";
import { EMAIL_ADDRESS_MAX, isEmailAddress, mailtoHref } from "#shared/schemas/email-address.js";
import { MessageItem } from "#web/admin/features/messages/message-item.js";
import { runAdminScript } from "../support/admin-script.js";
import { makeArticle, sameOrigin } from "../support/factories.js";
import { recordHostile } from "../support/hostile-report.js";
import { setupTestApp } from "../support/test-app.js";

/**
 * Issue 41, findings 14 and 15. 14: the contact form's honeypot answered `{"id": null}` where a real message
 * got `{"id": 47}` (and the comments' honeypot the same), so a bot could tell it had been caught. 15: an
 * address field took `reader@example.com?cc=attacker@evil.example&body=…`, which the Messages screen put
 * into its `mailto:` link as it was (an attacker's cc and body) and the mail into a malformed Reply-To.
 * Every address field now has one rule (src/shared/schemas/email-address.ts), and mailto links are built.
 */

const t = setupTestApp({ env: { COMMENT_RATE_LIMIT: "100000" }, staff: true });
let requests = 0;
let payloads = 0;
let fiveHundreds = 0;
afterAll(() => recordHostile({ suite: "Contact fields (issue 41)", payloads, requests, fiveHundreds }));

let client = 0;
/** Each call from a fresh client address unless one is given; counted for the hostile report. */
const inject = async (options: InjectOptions) => {
  requests += 1;
  client += 1;
  const response = await t.app.inject({
    remoteAddress: `10.41.${Math.floor(client / 250)}.${client % 250}`,
    ...options,
  });
  if (response.statusCode >= 500) fiveHundreds += 1;
  return response;
};

const ACCEPTED = [
  "karin@example.se",
  "Karin.Lind+news@mail.example.co.uk",
  "o'brien@example.ie",
  "first_last-1@sub-domain.example.com",
  "a@b.se",
  "reader@xn--exmple-cua.com",
  "reader@example.xn--p1ai",
  `${"l".repeat(64)}@example.se`,
  // The longest: 64 + 1 + 189 = 254 characters.
  `${"l".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(58)}.se`,
];

/** Spellings an address field must refuse, each named by what it tries. */
const HOSTILE: [string, string][] = [
  ["a query with cc and body", "reader@example.com?cc=attacker@evil.example&body=Click%20here"],
  ["a query with cc and body, one @", "reader@example.com?cc=attacker%40evil.example&body=Click%20here"],
  ["a query", "reader@example.com?subject=Hi"],
  ["an ampersand", "reader&cc=x@example.com"],
  ["a percent escape", "reader%40evil.example@example.com"],
  ["an encoded line break", "reader@example.com%0D%0ABcc:x@evil.example"],
  ["CR/LF and a header", "reader@example.com\r\nBcc: x@evil.example"],
  ["a line feed", "reader@example.com\nBcc: x@evil.example"],
  ["a NUL", "reader@example.com\u0000"],
  ["a tab inside", "reader\t@example.com"],
  ["a space inside", "reader name@example.com"],
  ["a display name", "Reader <reader@example.com>"],
  ["angle brackets", "<reader@example.com>"],
  ["a quoted local part", '"reader"@example.com'],
  ["a quoted local part with a space", '"a b"@example.com'],
  ["a comma list", "reader@example.com,x@evil.example"],
  ["a semicolon list", "reader@example.com;x@evil.example"],
  ["two @", "a@b@example.com"],
  ["a fragment", "reader@example.com#x"],
  ["a path", "reader@example.com/x"],
  ["a mailto: prefix", "mailto:reader@example.com"],
  ["a comment", "reader(x)@example.com"],
  ["a backslash", "rea\\der@example.com"],
  ["a leading dot", ".reader@example.com"],
  ["a trailing dot in the local part", "reader.@example.com"],
  ["two dots", "re..ader@example.com"],
  ["no domain dot", "reader@localhost"],
  ["an address literal", "reader@[127.0.0.1]"],
  ["a label starting with a hyphen", "reader@-example.com"],
  ["a label ending with a hyphen", "reader@example-.com"],
  ["an empty label", "reader@example..com"],
  ["a one-letter top-level domain", "reader@example.c"],
  ["a numeric top-level domain", "reader@example.123"],
  ["a trailing dot", "reader@example.com."],
  ["a local part over 64 characters", `${"l".repeat(65)}@example.se`],
  ["an address over 254 characters", `${"l".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(59)}.se`],
  ["a label over 63 characters", `reader@${"d".repeat(64)}.se`],
  ["a Cyrillic look-alike in the domain", "reader@ex\u0430mple.com"],
  ["a Cyrillic look-alike in the local part", "r\u0435ader@example.com"],
  ["a fullwidth @", "reader\uff20example.com"],
  ["a zero-width space", "reader@exa\u200bmple.com"],
  ["a right-to-left override", "reader@example.com\u202e"],
  ["nothing before @", "@example.com"],
  ["nothing after @", "reader@"],
];

describe("the shared e-mail rule", () => {
  it.each(ACCEPTED)("accepts %s", (address) => {
    expect(address.length).toBeLessThanOrEqual(EMAIL_ADDRESS_MAX);
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(HOSTILE)("refuses %s", (_what, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it("answers false, never throws, for any text", () => {
    for (const text of ["", " ", "@", ".", "a".repeat(100_000), `${"a@".repeat(50_000)}b.se`, "\ud800@x.se"]) {
      expect(isEmailAddress(text)).toBe(false);
    }
  });
});

describe("mailtoHref: the Messages screen's reply link", () => {
  it("is the address alone, or the address with the subject as one encoded ?subject= parameter", () => {
    expect(mailtoHref("karin@example.se")).toBe("mailto:karin@example.se");
    expect(mailtoHref("Karin.Lind+news@example.se", "Re: A tip & more?")).toBe(
      "mailto:Karin.Lind%2Bnews@example.se?subject=Re%3A%20A%20tip%20%26%20more%3F",
    );
    expect(mailtoHref("karin@example.se", "Åsa's 100% tip #1 cc=x&body=y")).toBe(
      "mailto:karin@example.se?subject=%C3%85sa's%20100%25%20tip%20%231%20cc%3Dx%26body%3Dy",
    );
  });

  it("turns line breaks and other control characters in the subject into single spaces", () => {
    expect(mailtoHref("karin@example.se", "Tip\r\nBcc: x@evil.example\u0000\tend")).toBe(
      "mailto:karin@example.se?subject=Tip%20Bcc%3A%20x%40evil.example%20end",
    );
  });

  it.each(HOSTILE)("gives no link for a stored address with %s", (_what, address) => {
    expect(mailtoHref(address, "Subject")).toBeUndefined();
  });
});

describe("every address field refuses the hostile spellings with its own 400", () => {
  let article: Article;
  beforeAll(async () => {
    article = await makeArticle(t.app);
  });

  const fields: { name: string; message: string; send: (email: string) => ReturnType<typeof inject> }[] = [
    {
      name: "contact form",
      message: "Please enter a valid email address",
      send: (email) =>
        inject({
          method: "POST",
          url: "/api/contact",
          payload: { name: "Karin", email, subject: "A tip", message: "Hello" },
        }),
    },
    {
      name: "newsletter subscribe",
      message: "Please enter a valid email address",
      send: (email) => inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email } }),
    },
    {
      name: "comment",
      message: "Please enter a valid email address",
      send: (email) =>
        inject({
          method: "POST",
          url: `/api/articles/${article.slug}/comments`,
          payload: { name: "Olle", email, body: "Hi" },
        }),
    },
    {
      name: "staff account",
      message: "Email must be a valid email address",
      send: (email) =>
        inject({
          method: "POST",
          url: "/api/admin/staff",
          headers: sameOrigin(t.cookie),
          payload: { email, name: "New Colleague", password: "a good long password", role: "contributor" },
        }),
    },
    {
      name: "invitation",
      message: "Email must be a valid email address",
      send: (email) =>
        inject({
          method: "POST",
          url: "/api/admin/staff/invitations",
          headers: sameOrigin(t.cookie),
          payload: { email, name: "New Colleague", role: "contributor" },
        }),
    },
    {
      name: "password reset request",
      message: "Email must be a valid email address",
      send: (email) => inject({ method: "POST", url: "/api/auth/password-reset", payload: { email } }),
    },
    {
      name: "the contactEmail setting",
      message: "Please enter a valid email address",
      send: (email) =>
        inject({
          method: "PUT",
          url: "/api/admin/settings/contactEmail",
          headers: sameOrigin(t.cookie),
          payload: { value: email },
        }),
    },
  ];

  it.each(fields)("$name", async ({ send, message }) => {
    for (const [what, address] of HOSTILE) {
      // NUL is refused before any schema by the request guard; it is a 400 all the same.
      payloads += 1;
      const response = await send(address);
      expect(response.statusCode, what).toBe(400);
      if (!address.includes("\u0000")) expect(response.json(), what).toEqual({ message });
    }
  });

  it("a contact message with an address the rule accepts is stored with it, trimmed", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Karin", email: "  o'brien@example.ie ", subject: "Accepted", message: "Hello" },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("the login looks an address up and stays lenient", () => {
  it("an account whose address predates the rule (admin@localhost, made at first start) still signs in", async () => {
    await t.app.services.auth.setStaffAccount("first-start@localhost", "the first password");
    const response = await inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "first-start@localhost", password: "the first password" },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("a hostile address is a plain failed login, never a 500", async () => {
    for (const [what, address] of HOSTILE.filter(([, a]) => !a.includes("\u0000"))) {
      payloads += 1;
      const response = await inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { email: address, password: "whatever it is" },
        remoteAddress: `10.42.0.${payloads % 250}`,
      });
      expect([400, 401, 429], what).toContain(response.statusCode);
    }
  });
});

describe("npm run admin --email", () => {
  it("refuses an address the rule refuses, with its own message, before opening any database", async () => {
    const outcome = await runAdminScript([
      "--email",
      `${"l".repeat(65)}@example.se`,
      "--password",
      "a good long password",
    ]);
    payloads += 1;
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(/^--email must be an email address\n/);
    expect(outcome.openedDatabase).toBe(false);
  }, 60_000);
});

describe("the Messages screen with a message stored before the rule", () => {
  const BAD = "reader@example.com?cc=attacker@evil.example&body=Click%20here";

  it("lists it, shows its address as text and makes no mailto link of it", async () => {
    // Stored through the service, as the route let it through before the rule.
    await t.app.services.messages.receive({ name: "Old", email: BAD, subject: "Legacy", message: "Hi" });
    const response = await inject({ url: "/api/admin/messages?status=all&limit=100", headers: { cookie: t.cookie } });
    expect(response.statusCode).toBe(200);
    const message = (response.json() as MessageList).messages.find((m) => m.subject === "Legacy")!;
    expect(message.email).toBe(BAD);

    const html = renderToStaticMarkup(
      createElement(MessageItem, { message, busy: false, onHandled: () => {}, onDelete: () => {} }),
    );
    expect(html).toContain("reader@example.com?cc=attacker@evil.example&amp;body=Click%20here");
    expect(html).not.toContain("mailto:");
  });

  it("a good address gets a reply link with the subject as its one parameter", () => {
    const message: ContactMessage = {
      id: 1,
      name: "Karin",
      email: "karin@example.se",
      subject: "A tip & a cc=x",
      message: "Hello",
      createdAt: new Date().toISOString(),
      handledAt: null,
    };
    const html = renderToStaticMarkup(
      createElement(MessageItem, { message, busy: false, onHandled: () => {}, onDelete: () => {} }),
    );
    expect(html).toContain('href="mailto:karin@example.se?subject=Re%3A%20A%20tip%20%26%20a%20cc%3Dx"');
  });
});

describe("the honeypots answer exactly like a success", () => {
  const contact = (website: string) =>
    inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Karin", email: "karin@example.se", subject: "Honeypot", message: "Hello", website },
    });

  it("contact form: the same status, headers and keys, and an id in the same sequence as real ones", async () => {
    const before = await contact("");
    const caught = await contact("http://spam.example");
    const after = await contact("");
    payloads += 1;
    for (const response of [before, caught, after]) expect(response.statusCode).toBe(201);
    expect(caught.headers["content-type"]).toBe(before.headers["content-type"]);
    expect(caught.headers["cache-control"]).toBe(before.headers["cache-control"]);
    const [b, c, a] = [before.json(), caught.json(), after.json()];
    expect(Object.keys(c).sort()).toEqual(Object.keys(b).sort());
    expect(c.message).toBe(b.message);
    expect(c.id).toEqual(expect.any(Number));
    // Ids go up in order, whichever the honeypot caught: no null, no repeat and no step back gives it away.
    expect(c.id).toBeGreaterThan(b.id);
    expect(a.id).toBeGreaterThan(c.id);
    const stored = (
      (
        await inject({ url: "/api/admin/messages?status=all&limit=100", headers: { cookie: t.cookie } })
      ).json() as MessageList
    ).messages;
    expect(stored.some((m) => m.id === c.id)).toBe(false);
  });

  it("comments: the same status, headers and keys, and an id in the same sequence as real ones", async () => {
    const article = await makeArticle(t.app);
    const post = (website: string) =>
      inject({
        method: "POST",
        url: `/api/articles/${article.slug}/comments`,
        payload: { name: "Olle", body: "Hi", website },
      });
    const before = await post("");
    const caught = await post("http://spam.example");
    const after = await post("");
    payloads += 1;
    for (const response of [before, caught, after]) expect(response.statusCode).toBe(201);
    expect(caught.headers["content-type"]).toBe(before.headers["content-type"]);
    const [b, c, a] = [before.json(), caught.json(), after.json()];
    expect(Object.keys(c).sort()).toEqual(Object.keys(b).sort());
    expect({ ...c, id: 0 }).toEqual({ ...b, id: 0 });
    expect(c.id).toEqual(expect.any(Number));
    expect(c.id).toBeGreaterThan(b.id);
    expect(a.id).toBeGreaterThan(c.id);
  });
});

describe("bad input is a 4xx", () => {
  it("no request of this file was answered with a 5xx", () => {
    expect(requests).toBeGreaterThan(0);
    expect(fiveHundreds).toBe(0);
  });
});
