import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Budgets } from "../budgets.js";

/** What @fastify/rate-limit's store methods answer: the count so far and the milliseconds left in the window. */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What `child` is given: the route's merged limit options, the route itself under `routeInfo` (index.js). */
type ChildParams = Parameters<FastifyRateLimitStore["child"]>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * @fastify/rate-limit's custom store (its `store` option, a class it constructs itself) over Budgets:
 * on PostgreSQL every server process counts in the same table, so a client gets the route's limit once,
 * however many processes it talks to. Each rate-limited route counts apart (`child`), as with the
 * library's own store.
 */
export function rateLimitStoreOn(budgets: Budgets): FastifyRateLimitStoreCtor {
  return class BudgetRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = "rate:",
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      budgets.spend(this.prefix + key, timeWindow).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback) {
      budgets.peek([this.prefix + key]).then((uses) => {
        const use = uses.get(this.prefix + key);
        callback(null, { current: use?.count ?? 0, ttl: use?.msLeft ?? 0 });
      }, callback);
    }

    child(params: ChildParams) {
      const { method, url } = params.routeInfo ?? params;
      return new BudgetRateLimitStore(undefined, `rate:${[method].flat().join(",")} ${url ?? ""}:`);
    }
  };
}
