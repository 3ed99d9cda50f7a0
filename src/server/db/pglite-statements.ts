import { type PGlite, parse, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";
import { queryCanceled } from "./query-time-limit.js";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

interface Statement {
  name: string;
  /** Planned anew for each execution's parameters (see `plannedPerExecution`). */
  replan: boolean;
  paramTypes: number[];
  /** The statement's RowDescription, put before each execution's rows (Bind/Execute do not repeat it). */
  rowDescription: BackendMessage | undefined;
}

/** PostgreSQL's "cached plan must not change result type" (a table changed under a prepared statement). */
const FEATURE_NOT_SUPPORTED = "0A000";

/**
 * Statements whose best plan depends on their parameters' values: how many rows a full-text match finds
 * differs by orders of magnitude between words (a common word wants the newest rows first, a rare one its
 * index). Every other statement keeps one generic plan (client.ts sets plan_cache_mode). The closest-word
 * lookup (`word % $1`) is not one of them: planned for its word, it scanned all known words and computed
 * each one's trigram similarity, while its generic plan asks the trigram index whatever the word, many
 * times faster (ADR 0010 has the figures).
 */
export const plannedPerExecution = (text: string) => text.includes("@@");

/**
 * Run before such a statement, in the same implicit transaction: until the Sync that ends it, statements
 * are planned for their parameters (plan_cache_mode applies to the unnamed statement too).
 */
const CUSTOM_PLANS = "select set_config('plan_cache_mode', 'force_custom_plan', true)";

/** The part of PGlite that drizzle's PGlite driver uses. */
export type PgliteClient = Pick<PGlite, "query" | "transaction">;

/**
 * PGlite's `query()` parses and plans its statement every time, in six calls into the engine (Parse,
 * Describe, Bind, Describe, Execute, Sync). This client keeps a named prepared statement per SQL text,
 * so a repeated query costs one call (Bind, Execute, Sync) and is neither parsed nor planned again: the
 * embedded database runs with plan_cache_mode force_generic_plan (client.ts), because planning was most
 * of the cost of the article page's reads. Searches (`plannedPerExecution`) are parsed again as the
 * unnamed statement in that same one call, and planned for the parameters given: a generic plan made a
 * search for a common word several times slower (ADR 0010 has the figures).
 * The texts come from drizzle's query builder, so there are few of them; the least recently used beyond
 * `capacity` are closed.
 *
 * Queries inside `transaction()` go to PGlite's own `query()`: this only changes statements run on their
 * own, and takes the same locks as `query()`, so it never runs in the middle of a transaction.
 */
export function withPreparedStatements(client: PGlite, capacity = 200) {
  const statements = new Map<string, Statement>();
  let counter = 0;

  // PGlite merges a query's own parsers into a copy of all of its parsers (hundreds, with the array
  // types) on every call. drizzle passes the same few for each query: they are put in front of PGlite's
  // once per object, which stays live as PGlite adds types.
  const merged = new WeakMap<object, PGlite["parsers"]>();
  const withDefaultParsers = (own: NonNullable<QueryOptions["parsers"]>) => {
    let parsers = merged.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(client.parsers), own) as PGlite["parsers"];
      merged.set(own, parsers);
    }
    return parsers;
  };

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `onff_${++counter}`;
    const messages = await client.execProtocolStream(
      Buffer.concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      replan: plannedPerExecution(text),
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === "rowDescription"),
    };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocolStream(
        Buffer.concat([protocol.serialize.close({ type: "S", name: oldest.name }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }

  async function execute<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last, so that the first entry is the one to close.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text, options);
    }
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const run = statement.replan
      ? [
          protocol.serialize.parse({ text: CUSTOM_PLANS }),
          protocol.serialize.bind({}),
          protocol.serialize.execute({}),
          protocol.serialize.parse({ text, types: statement.paramTypes }),
          protocol.serialize.bind({ values }),
        ]
      : [protocol.serialize.bind({ statement: statement.name, values })];
    let messages = await client.execProtocolStream(
      Buffer.concat([...run, protocol.serialize.execute({}), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    if (statement.replan) messages = messages.slice(messages.findIndex((m) => m.name === "commandComplete") + 1);
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const parsers = options?.parsers ? withDefaultParsers(options.parsers) : client.parsers;
    return parse.parseResults(described, parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  return {
    /** `startBy`: epoch ms past which the statement is refused instead of run (its caller has given up). */
    async query<T>(
      text: string,
      params: unknown[] = [],
      options?: QueryOptions,
      startBy?: number,
    ): Promise<Results<T>> {
      await client.waitReady;
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          if (startBy !== undefined && Date.now() > startBy) throw queryCanceled();
          try {
            return await execute<T>(text, params, options);
          } catch (error) {
            // The statement's tables changed shape since it was prepared: prepare it again, once.
            if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED || !statements.has(text)) throw error;
            statements.delete(text);
            return await execute<T>(text, params, options);
          } finally {
            await client.syncToFs();
          }
        }),
      );
    },
    transaction: client.transaction.bind(client) as PGlite["transaction"],
  } satisfies PgliteClient;
}
