import type { TermImportResult } from "#shared/schemas/term.js";
import { postFile } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** The content type a term file is sent as, from its name or its type: TBX (XML) or CSV; undefined for neither. */
export function termFileType(file: Pick<File, "name" | "type">): string | undefined {
  const name = file.name.toLowerCase();
  if (/\.(tbx|xml)$/.test(name) || /xml/.test(file.type)) return "application/x-tbx+xml";
  if (name.endsWith(".csv") || file.type === "text/csv") return "text/csv";
  return undefined;
}

/** Sends the file's text as it is, with the content type that says which kind it is. */
export const importTerms = (file: File) =>
  postFile<TermImportResult>("/api/admin/terms/import", file, termFileType(file) ?? "text/csv");

/** The term list: an import adds and changes terms. */
export function useImportTerms({ mutationConfig }: MutationHookOptions<TermImportResult, File> = {}) {
  return useCallMutation(
    { mutationFn: importTerms, refresh: (queryClient) => invalidate(queryClient, keys.terms) },
    mutationConfig,
  );
}
