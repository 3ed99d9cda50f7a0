import { customType, timestamp } from "drizzle-orm/pg-core";

/** The column types every schema file shares. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
