import type { z } from "zod";
import type { tmxImportResult } from "#shared/schemas/translation-memory.js";
import { postFile } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** What an import did: the units remembered, and those without both a Swedish and an English segment. */
export type TmxImportResult = z.infer<typeof tmxImportResult>;

/** Whether a chosen file can be a TMX file, from its name or its type. */
export function isTmxFile(file: Pick<File, "name" | "type">): boolean {
  return /\.(tmx|xml)$/i.test(file.name) || /xml/.test(file.type);
}

/** Sends the file's text as TMX. */
export const importTmx = (file: File) =>
  postFile<TmxImportResult>("/api/admin/translation-memory/import", file, "application/x-tmx+xml");

/** The memory's list: an import adds units and replaces those with the same Swedish. */
export function useImportTmx({ mutationConfig }: MutationHookOptions<TmxImportResult, File> = {}) {
  return useCallMutation(
    { mutationFn: importTmx, refresh: (queryClient) => invalidate(queryClient, keys.translationMemory) },
    mutationConfig,
  );
}
