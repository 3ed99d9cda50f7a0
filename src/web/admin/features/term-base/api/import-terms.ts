import type { TermImportResult } from "#shared/schemas/term.js";
import { ApiError } from "#web/ui/api.js";
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

/**
 * Sends the file's text as it is (not as JSON, so not through `api`), with the content type that says
 * which kind it is; a failed answer is read as the same ApiError.
 */
export async function importTerms(file: File): Promise<TermImportResult> {
  const response = await fetch("/api/admin/terms/import", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": termFileType(file) ?? "text/csv" },
    body: await file.text(),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return JSON.parse(text) as TermImportResult;
}

/** The term list: an import adds and changes terms. */
export function useImportTerms({ mutationConfig }: MutationHookOptions<TermImportResult, File> = {}) {
  return useCallMutation(
    { mutationFn: importTerms, refresh: (queryClient) => invalidate(queryClient, keys.terms) },
    mutationConfig,
  );
}
