import type { Database } from "../../db/client.js";
import type { ContentEvents } from "../../events/event-bus.js";
import type { ArticlesRepository } from "../articles/articles.repository.js";
import { createCommentsRepository } from "./comments.repository.js";
import { createCommentsService } from "./comments.service.js";

/** Readers' comments and their moderation; `articles` finds the published article a comment is for. */
export function createComments(database: Database, articles: ArticlesRepository, events: ContentEvents) {
  return createCommentsService(createCommentsRepository(database.db), articles, events);
}
