import type { WireRefresh } from "#shared/schemas/wire.js";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The toast after a refresh: how many new items came in, from how many sources that answered. */
export function refreshSummary(result: WireRefresh, polledSources: number): { title: string; description?: string } {
  const answered = Math.max(0, polledSources - result.failures.length);
  const title =
    result.added > 0
      ? `${plural(result.added, "new item")} from ${plural(answered, "source")}`
      : answered > 0
        ? `No new items from ${plural(answered, "source")}`
        : "No new items";
  const failed = result.failures.map((f) => f.name).join(", ");
  return { title, description: failed ? `Could not read: ${failed}` : undefined };
}
