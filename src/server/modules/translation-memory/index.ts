import type { Database } from "../../db/client.js";
import type { ContentEvent } from "../../events/content-events.js";
import type { OutboxSubscriber } from "../../events/event-bus.js";
import type { TermBase } from "../translation/term-base.js";
import { createMemoryRepository } from "./memory.repository.js";
import { createMemoryService, type MemoryService } from "./memory.service.js";

/** The translation memory (issue 43, ADR 0033): remembered at each desk article's publication. */
export function createTranslationMemory(
  database: Database,
  engineName: () => string,
  termBase?: () => Promise<TermBase>,
) {
  return createMemoryService(createMemoryRepository(database.db), { engineName, termBase });
}

/**
 * Remembers each published article's segments, through the outbox (ADR 0028): written with the save that
 * published it, so that a crash after the commit loses no editor's fix, and done by one process.
 * Articles without a Swedish source remember nothing.
 */
export function remembersPublications(memory: MemoryService): OutboxSubscriber<{ articleId: number }> {
  return {
    name: "translation-memory",
    rowsFor: (events: readonly ContentEvent[]) =>
      events.flatMap((event) =>
        // A correction to a live article is remembered too; a draft's save is looked at and left.
        event.type === "article.published" || event.type === "article.updated" ? [{ articleId: event.article.id }] : [],
      ),
    deliver: async ({ articleId }) => {
      await memory.rememberPublished(articleId);
    },
  };
}
