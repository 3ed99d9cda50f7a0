import type { FastifyInstance } from "fastify";
import { idParams, messageResponse } from "#shared/schemas/common.js";
import {
  contactInput,
  contactReceiptSchema,
  messageHandledInput,
  messageListQuery,
  messageListSchema,
} from "#shared/schemas/contact-message.js";
import { defineRoute, perMinute } from "../../define-route.js";
import type { MessagesService } from "./messages.service.js";

const tags = ["messages"];

/**
 * The contact form's call and the Messages screen's. `ratePerMinute` is the comments' limit
 * (COMMENT_RATE_LIMIT): both are a reader's write into the newsroom's queue.
 */
export function registerMessageRoutes(app: FastifyInstance, messages: MessagesService, ratePerMinute: number) {
  defineRoute(app, {
    method: "POST",
    url: "/api/contact",
    summary: "Send a message to the newsroom from the contact form",
    tags,
    body: contactInput,
    response: contactReceiptSchema,
    status: 201,
    // A write: its answer is never kept (writes are no-store), and it carries nothing but a receipt.
    cache: "private",
    rateLimit: perMinute(ratePerMinute, "Too many messages. Please wait a minute before sending another."),
    handler: (request) => messages.receive(request.body),
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/admin/messages",
    role: "editor",
    summary: "One page of open, handled or all contact messages, newest first, with the count of open ones",
    tags,
    query: messageListQuery,
    response: messageListSchema,
    handler: (request) => messages.list(request.query),
  });

  defineRoute(app, {
    method: "PATCH",
    url: "/api/admin/messages/:id",
    role: "editor",
    summary: "Mark a contact message handled, or open again",
    tags,
    params: idParams,
    body: messageHandledInput,
    response: messageResponse,
    handler: async (request) => {
      await messages.setHandled(request.params.id, request.body.handled);
      return { message: request.body.handled ? "Message marked as handled" : "Message reopened" };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/admin/messages/:id",
    role: "editor",
    summary: "Delete a contact message permanently",
    tags,
    params: idParams,
    response: messageResponse,
    handler: async (request) => {
      await messages.delete(request.params.id);
      return { message: "Message deleted successfully" };
    },
  });
}
