import type { FastifyInstance } from "fastify";
import secureJson from "secure-json-parse";
import { badRequest, HttpError } from "../http-error.js";
import { hasRepeatedHost, MORE_THAN_ONE_HOST, requestTargetProblem } from "./route-policy.js";

const NUL_MESSAGE = "Text must not contain NUL characters";

/** True when any string (or key) anywhere in a parsed JSON value contains a NUL character. */
function containsNul(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => k.includes("\u0000") || containsNul(v, depth + 1));
  }
  return false;
}

/**
 * A request target that is not a plain path, or a request with two Host headers (route-policy.ts), is
 * refused before any other hook, cache or page sees it. Input the database cannot store is refused at the door too: PostgreSQL text cannot hold
 * NUL, so a NUL in the URL or in any JSON string is a 400 rather than a failed query. JSON bodies are
 * parsed with prototype-poisoning protection (`__proto__` / `constructor.prototype` keys are refused).
 */
export function registerRequestInput(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const problem = requestTargetProblem(request.url);
    // Said here, not left to the route's policy: such a target may have matched any route, or none.
    if (problem) throw new HttpError(400, problem, { "cache-control": "no-store" });
    if (hasRepeatedHost(request.raw)) throw new HttpError(400, MORE_THAN_ONE_HOST, { "cache-control": "no-store" });
    if (request.url.includes("\u0000") || /%00/i.test(request.url)) throw badRequest(NUL_MESSAGE);
  });

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(new HttpError(400, "Request body is not valid JSON"), undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: "error", constructorAction: "error" });
    } catch (error) {
      const proto = error instanceof SyntaxError && /prototype/i.test(error.message);
      return done(
        new HttpError(400, proto ? "Request body has forbidden keys" : "Request body is not valid JSON"),
        undefined,
      );
    }
    if (containsNul(parsed)) return done(badRequest(NUL_MESSAGE), undefined);
    done(null, parsed);
  });
}
