import { createHash, randomBytes, randomUUID } from "node:crypto";
import { renderBody } from "article-markup";
import {
  type NewsletterIssue,
  type NewsletterOverview,
  type NewsletterPreview,
  type NewsletterSend,
  SUBSCRIBE_ANSWER,
  type SubscribeInput,
  type SubscriberListQuery,
} from "#shared/schemas/newsletter.js";
import type { SiteSettings } from "#shared/schemas/setting.js";
import { shortenAtWord } from "#shared/text.js";
import { HttpError, notFound } from "../../http-error.js";
import type { MailQueue, OutgoingMail } from "../mail/outgoing-mail.js";
import { knownZone, localMoment, longDate } from "./local-time.js";
import {
  alreadySubscribedMail,
  confirmationMail,
  confirmLink,
  type DigestStory,
  digestMail,
  digestSubject,
  oneClickLink,
  unsubscribePage,
} from "./newsletter-mails.js";
import type { IssueRow, NewsletterRepository } from "./newsletter.repository.js";

/** At most one confirmation e-mail per address in this many minutes, however often the form is sent. */
export const CONFIRMATION_EVERY_MINUTES = 10;
/** A digest lists the stories published since the last edition, and at most this far back. */
const WINDOW_MS = 24 * 3_600_000;
/** An edition without `enqueued_at` this long after it was made lost its process half-way: finish it. */
const UNFINISHED_AFTER_MS = 5 * 60_000;
/** Pending addresses that never confirmed are forgotten after this many days. */
const PENDING_DAYS = 30;
/** Messages rendered and queued at a time. */
const BATCH = 500;
const EXCERPT_LENGTH = 240;
const RECENT_ISSUES = 10;

/** A confirmation token that names no pending subscriber: spent, replaced by a later mail's, or never made. */
export const CONFIRM_LINK_INVALID =
  "This confirmation link is not valid any more: each one works once, and only the latest one sent. If you have confirmed, the newsletter will come to your inbox. Subscribe again with the form at the bottom of any page to get a new one.";

export const MAIL_NOT_CONFIGURED =
  "The newsletter is not available: this site cannot send email (SMTP_URL is not set).";

export interface NewsletterDependencies {
  repo: NewsletterRepository;
  mail: MailQueue;
  settings: () => Promise<SiteSettings>;
  publicUrl: string;
}

const newToken = () => randomBytes(32).toString("base64url");
/** What is stored of a confirmation token: its SHA-256, so the table holds no link that works. */
const confirmTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const iso = (date: Date | null) => date?.toISOString() ?? null;

type StoryRow = Awaited<ReturnType<NewsletterRepository["storiesBetween"]>>[number];

function toDigestStory(row: StoryRow): DigestStory {
  const excerpt = row.excerpt?.trim() || renderBody(row.body, row.bodyFormat).summary;
  return { title: row.title, slug: row.slug, excerpt: shortenAtWord(excerpt, EXCERPT_LENGTH) };
}

/**
 * The newsletter (issue 31): double opt-in subscriptions, the daily digest at the time staff set, a digest
 * sent now, and one-click unsubscribing. Mail goes through `mail` (the outbox): every message has a key, so
 * one digest reaches one address once however many processes send it, and an edition (its unique name in
 * newsletter_issues) is made by one process only.
 */
export function createNewsletterService({ repo, mail, settings, publicUrl }: NewsletterDependencies) {
  const siteNameOf = (all: SiteSettings) => all.siteName.trim();

  /** The stories an edition made at `at` lists: since the last edition, at most a day back. */
  async function storiesFor(at: Date): Promise<{ since: Date; stories: StoryRow[] }> {
    const last = await repo.lastEditionAt();
    const since = new Date(Math.max(at.getTime() - WINDOW_MS, last?.getTime() ?? 0));
    return { since, stories: await repo.storiesBetween(since, at) };
  }

  function renderDigest(all: SiteSettings, issue: Pick<IssueRow, "subject" | "createdAt">, stories: DigestStory[]) {
    const zone = knownZone(all.newsletterTimeZone);
    return (unsubscribeUrl: string) =>
      digestMail({
        siteName: siteNameOf(all),
        publicUrl,
        subject: issue.subject,
        dateLabel: longDate(localMoment(issue.createdAt, zone).date),
        stories,
        unsubscribeUrl,
      });
  }

  /**
   * Queues an edition's message for each subscriber confirmed when it was made (keys
   * `digest:<edition>:<subscriber id>`: queuing it again, after a crash, adds nothing) and records how many.
   */
  async function enqueueIssue(issue: IssueRow, rows?: StoryRow[]): Promise<number> {
    const all = await settings();
    const stored = rows ?? (await repo.storiesByIds(issue.articleIds));
    const order = new Map(issue.articleIds.map((id, index) => [id, index]));
    const stories = [...stored].sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toDigestStory);
    // Rendered once, with a marker no title can contain, then given each reader's own unsubscribe link.
    const marker = `unsubscribe-${randomUUID()}`;
    const template = renderDigest(all, issue, stories)(marker);
    const recipients = await repo.recipientsAt(issue.createdAt);
    for (let start = 0; start < recipients.length; start += BATCH) {
      const mails: OutgoingMail[] = recipients.slice(start, start + BATCH).map((r) => {
        const page = unsubscribePage(publicUrl, r.token);
        return {
          key: `digest:${issue.edition}:${r.id}`,
          purpose: "digest",
          to: r.email,
          subject: template.subject,
          text: template.text.replaceAll(marker, page),
          html: template.html.replaceAll(marker, page),
          headers: {
            "List-Unsubscribe": `<${oneClickLink(publicUrl, r.token)}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        };
      });
      await mail.enqueue(mails);
    }
    await repo.markEnqueued(issue.id, recipients.length);
    return recipients.length;
  }

  /** Finishes the editions whose process stopped before every message was queued. */
  async function finishUnfinished(now: Date): Promise<void> {
    for (const issue of await repo.unfinishedIssues(new Date(now.getTime() - UNFINISHED_AFTER_MS))) {
      await enqueueIssue(issue);
    }
  }

  function issueView(row: IssueRow, counts: Map<string, Record<string, number>>): NewsletterIssue {
    const delivered = counts.get(row.edition) ?? {};
    return {
      id: row.id,
      edition: row.edition,
      subject: row.subject,
      stories: row.articleIds.length,
      recipients: row.recipients,
      delivered: delivered.sent ?? 0,
      failed: delivered.failed ?? 0,
      queued: (delivered.queued ?? 0) + (delivered.sending ?? 0),
      skippedReason: row.skippedReason,
      sentBy: row.sentBy,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** Whether readers can subscribe: only when mail can be sent (otherwise the form is not shown). */
    get canSubscribe() {
      return mail.configured;
    },

    /**
     * A reader asks for the newsletter. A new, pending or formerly unsubscribed address gets a confirmation
     * e-mail (at most one in CONFIRMATION_EVERY_MINUTES); a confirmed one a note that it already is (at most
     * one a day). The answer is always the same, so the form tells nobody whether an address is known.
     */
    async subscribe(input: SubscribeInput): Promise<{ message: string }> {
      if (!mail.configured) throw new HttpError(503, MAIL_NOT_CONFIGURED);
      if (typeof input.website === "string" && input.website.trim() !== "") return { message: SUBSCRIBE_ANSWER };
      const email = input.email;
      const emailKey = email.toLowerCase();
      let subscriber = await repo.findOrCreate(email, emailKey, newToken());
      if (subscriber.status === "unsubscribed") {
        await repo.resubscribe(subscriber.id, email, newToken());
        subscriber = await repo.findOrCreate(email, emailKey, newToken());
      }
      const siteName = siteNameOf(await settings());
      if (subscriber.status === "pending") {
        // A token of its own for each confirmation mail, kept hashed: it confirms once and never unsubscribes.
        const confirmToken = newToken();
        const claimed = await repo.claimConfirmation(
          subscriber.id,
          CONFIRMATION_EVERY_MINUTES,
          confirmTokenHash(confirmToken),
        );
        if (claimed) {
          await mail.enqueue([
            {
              key: `newsletter-confirm:${subscriber.id}:${claimed.getTime()}`,
              purpose: "newsletter-confirm",
              to: subscriber.email,
              ...confirmationMail(siteName, confirmLink(publicUrl, confirmToken)),
              // Its link confirms on its own: the outbox forgets it once sent (ADR 0027's "only a hash").
              secret: true,
            },
          ]);
        }
      } else if (subscriber.status === "confirmed") {
        const day = new Date().toISOString().slice(0, 10);
        await mail.enqueue([
          {
            key: `newsletter-subscribed:${subscriber.id}:${day}`,
            purpose: "newsletter-subscribed",
            to: subscriber.email,
            ...alreadySubscribedMail(siteName, unsubscribePage(publicUrl, subscriber.token)),
          },
        ]);
      }
      return { message: SUBSCRIBE_ANSWER };
    },

    /**
     * The confirmation page's button: the pending subscriber of the confirmation token becomes confirmed,
     * and the token is spent (a second use is a 404, as is an unsubscribe token: they are separate).
     */
    async confirm(token: string): Promise<{ message: string }> {
      if (await repo.confirm(confirmTokenHash(token))) {
        return { message: "Your subscription is confirmed. The newsletter will come to your inbox." };
      }
      throw notFound(CONFIRM_LINK_INVALID);
    },

    /**
     * The unsubscribe page's button and the mail clients' one-click POST (RFC 8058), with the unsubscribe
     * token (the digests' links; never the confirmation's). Twice is fine.
     */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const message = "You have been unsubscribed. No more newsletters will be sent to this address.";
      if (await repo.unsubscribe(token)) return { message };
      if ((await repo.byToken(token))?.status === "unsubscribed") return { message };
      throw notFound(
        "This unsubscribe link is not valid: it names no subscriber. The address may have been removed already.",
      );
    },

    /**
     * The daily job (every process, every minute): once the local time in the newsletter's time zone has
     * passed the digest time and today's edition does not exist, it is made (`daily:<local date>`; one
     * process wins the insert and queues the messages). A day with no stories or no subscribers gets an
     * edition that records why nothing was sent. Answers the edition made, if this call made one.
     */
    async runDaily(now = new Date()): Promise<{ edition: string; recipients: number } | undefined> {
      if (!mail.configured) return undefined;
      await finishUnfinished(now);
      const all = await settings();
      if (!all.newsletterDigestEnabled) return undefined;
      const local = localMoment(now, knownZone(all.newsletterTimeZone));
      if (local.time < all.newsletterDigestTime) return undefined;
      const edition = `daily:${local.date}`;
      if (await repo.issue(edition)) return undefined;
      const { stories } = await storiesFor(now);
      const confirmed = await repo.confirmedCount();
      const skippedReason = !stories.length
        ? "No stories were published since the last digest"
        : !confirmed
          ? "There were no confirmed subscribers"
          : undefined;
      const issue = await repo.insertIssue({
        edition,
        subject: digestSubject(siteNameOf(all), longDate(local.date)),
        articleIds: stories.map((s) => s.id),
        at: now,
        skippedReason,
      });
      if (!issue) return undefined;
      await repo.deleteStalePending(PENDING_DAYS);
      const recipients = skippedReason ? 0 : await enqueueIssue(issue, stories);
      return { edition, recipients };
    },

    /** Staff's "Send now": a digest of the stories since the last edition, to every confirmed subscriber. */
    async sendNow(staffId: number, now = new Date()): Promise<NewsletterSend> {
      if (!mail.configured) throw new HttpError(409, "Mail is not configured (SMTP_URL): the digest cannot be sent.");
      if (!(await repo.confirmedCount())) {
        throw new HttpError(409, "There are no confirmed subscribers to send the digest to.");
      }
      const { stories } = await storiesFor(now);
      if (!stories.length) throw new HttpError(409, "No stories have been published since the last digest.");
      const all = await settings();
      const local = localMoment(now, knownZone(all.newsletterTimeZone));
      const issue = await repo.insertIssue({
        edition: `manual:${randomUUID()}`,
        subject: digestSubject(siteNameOf(all), longDate(local.date)),
        articleIds: stories.map((s) => s.id),
        at: now,
        sentBy: staffId,
      });
      const recipients = await enqueueIssue(issue!, stories);
      return {
        message: `The digest is on its way to ${recipients} subscriber${recipients === 1 ? "" : "s"}.`,
        edition: issue!.edition,
        recipients,
        stories: stories.length,
      };
    },

    /** The digest as it would go out now (the unsubscribe link is an example). */
    async preview(now = new Date()): Promise<NewsletterPreview> {
      const all = await settings();
      const { since, stories } = await storiesFor(now);
      const local = localMoment(now, knownZone(all.newsletterTimeZone));
      const subject = digestSubject(siteNameOf(all), longDate(local.date));
      const mail = renderDigest(
        all,
        { subject, createdAt: now },
        stories.map(toDigestStory),
      )(unsubscribePage(publicUrl, "example"));
      return { subject, html: mail.html, text: mail.text, stories: stories.length, since: since.toISOString() };
    },

    /** The Newsletter screen: counts, one page of subscribers, the last editions with their deliveries, the schedule. */
    async overview(query: SubscriberListQuery, now = new Date()): Promise<NewsletterOverview> {
      const filter = { q: query.q, status: query.status };
      const all = await settings();
      const zone = knownZone(all.newsletterTimeZone);
      const today = localMoment(now, zone).date;
      const [counts, rows, total, issues, todays] = await Promise.all([
        repo.countsByStatus(),
        repo.listPage(filter, query.limit, (query.page - 1) * query.limit),
        repo.count(filter),
        repo.recentIssues(RECENT_ISSUES),
        repo.issue(`daily:${today}`),
      ]);
      const oldest = issues.at(-1)?.createdAt;
      const deliveries = new Map<string, Record<string, number>>();
      for (const row of oldest ? await repo.deliveries(oldest) : []) {
        const entry = deliveries.get(row.edition) ?? {};
        entry[row.status] = row.n;
        deliveries.set(row.edition, entry);
      }
      // Sent messages pruned from the outbox after its retention are still counted as delivered.
      for (const row of await repo.prunedDeliveries(issues.map((issue) => issue.edition))) {
        const edition = row.bucket.slice("digest:".length);
        const entry = deliveries.get(edition) ?? {};
        entry.sent = (entry.sent ?? 0) + row.n;
        deliveries.set(edition, entry);
      }
      return {
        mailConfigured: mail.configured,
        counts,
        subscribers: rows.map((r) => ({
          id: r.id,
          email: r.email,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          confirmedAt: iso(r.confirmedAt),
          unsubscribedAt: iso(r.unsubscribedAt),
        })),
        total,
        issues: issues.map((row) => issueView(row, deliveries)),
        schedule: {
          enabled: all.newsletterDigestEnabled,
          time: all.newsletterDigestTime,
          timeZone: zone,
          nextEdition: todays ? localMoment(new Date(now.getTime() + WINDOW_MS), zone).date : today,
          sentToday: Boolean(todays),
        },
      };
    },

    async removeSubscriber(id: number): Promise<void> {
      if (!(await repo.delete(id))) throw notFound("Subscriber not found");
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
