import { count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { MessageFilter } from "#shared/schemas/contact-message.js";
import { type Db, queryRows } from "../../db/client.js";
import { contactMessages } from "../../db/schema.js";

export interface MessageWrite {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const WHERE: Record<MessageFilter, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** The contact messages readers sent: written by the public form, read and changed by staff only. */
export function createMessagesRepository(db: Db) {
  return {
    async insert(values: MessageWrite): Promise<{ id: number }> {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row!;
    },

    /**
     * The id the next message would get, taken from the table's sequence and never used: what a message the
     * honeypot dropped is answered with, so its answer is a real message's, in order with theirs.
     */
    async reserveId(): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select nextval(pg_get_serial_sequence('contact_messages', 'id'))::int as id`,
      );
      return row!.id;
    },

    /** One page of a filter, newest first. */
    listPage(filter: MessageFilter, limit: number, offset: number) {
      return db
        .select()
        .from(contactMessages)
        .where(WHERE[filter])
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
    },

    async count(filter: MessageFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contactMessages).where(WHERE[filter]);
      return row?.n ?? 0;
    },

    /**
     * Marks a message handled (keeping the time it was first handled, if it already was) or open again;
     * false when there is no such message.
     */
    async setHandled(id: number, handled: boolean): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
