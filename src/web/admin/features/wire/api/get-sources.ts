import type { Source } from "#shared/schemas/wire.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** The newsroom desk's Swedish sources, with their counts and their last errors. */
export const sourcesQuery = () => ({
  queryKey: keys.sources,
  queryFn: async () => (await api<{ sources: Source[] }>("/api/admin/sources", { cache: "no-cache" })).sources,
});
