import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Article } from "#shared/schemas/article.js";
import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import { ApiError } from "#web/ui/api.js";
import { articleChecks, saveArticle } from "./api.js";
import { keys } from "../../api/keys.js";
import { type ArticleFormValues, validateArticle, valuesFromArticle } from "./article-form-values.js";
import { useResultToasts } from "../../lib/session.js";
import { useDraftStorage } from "./use-draft-storage.js";

/** How long the writer pauses before a draft saves itself. */
export const AUTOSAVE_AFTER_MS = 2000;

type Payload = Extract<ReturnType<typeof validateArticle>, { ok: true }>["payload"];
interface SaveRequest {
  payload: Payload;
  /** The form's values as sent: kept as saved unless the writer typed on meanwhile. */
  sent: ArticleFormValues;
  /** Ctrl/Cmd+S: the editor stays open. Create/Update close it (SPEC). */
  stay: boolean;
}
/** A publish the checks stopped: shown to the writer, sent on "Publish anyway" when it has no errors. */
export interface HeldPublish extends SaveRequest {
  checks: ArticleCheck[];
}
export interface SaveStatus {
  at: Date;
  auto: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saving the article dialog (issue 30): Create/Update save and close; Ctrl/Cmd+S saves and keeps the
 * editor open (a new article becomes the edit of the one created); a draft that exists saves itself
 * when the writer pauses (never a published or scheduled one, and never publishing). A save with
 * Published on first runs the checks: errors stop it; when it publishes (new or draft), warnings not yet
 * passed in this dialog are shown too (`held`).
 * Unsaved values are kept in localStorage (useDraftStorage) until saved or discarded.
 */
export function useArticleSave({
  article,
  opened,
  values,
  setValues,
  onClose,
  onSlugTaken,
}: {
  article: Article | null;
  /** The values the dialog opened with. */
  opened: ArticleFormValues;
  values: ArticleFormValues;
  setValues: (update: (values: ArticleFormValues) => ArticleFormValues) => void;
  onClose: () => void;
  onSlugTaken: () => void;
}) {
  const [current, setCurrent] = useState(article);
  const [savedValues, setSavedValues] = useState<ArticleFormValues | null>(null);
  const [status, setStatus] = useState<SaveStatus | null>(null);
  const [autosaveError, setAutosaveError] = useState<string | null>(null);
  const [held, setHeld] = useState<HeldPublish | null>(null);
  const [checking, setChecking] = useState(false);
  /** Warnings the writer chose to publish with: not asked about again while the dialog is open. */
  const passed = useRef(new Set<string>());
  const initial = savedValues ?? opened;
  const dirty = useMemo(() => !same(values, initial), [values, initial]);
  const draft = useDraftStorage<ArticleFormValues>(current ? `article-${current.id}` : "article-new", values, dirty);
  const results = useResultToasts();
  const queryClient = useQueryClient();
  const editing = Boolean(current);

  const refresh = (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.articles }),
      queryClient.invalidateQueries({ queryKey: keys.stats }),
      queryClient.invalidateQueries({ queryKey: keys.categories }),
      // Which articles use each picture of the library may have changed.
      queryClient.invalidateQueries({ queryKey: keys.media }),
      id !== undefined ? queryClient.invalidateQueries({ queryKey: keys.preview(id) }) : undefined,
    ]);

  /** After a save that keeps the editor open: the saved article is what the form now compares with. */
  function kept(saved: Article, sent: ArticleFormValues, auto: boolean) {
    if (!current) draft.clear(); // the new article's kept copy: it exists now
    const form = valuesFromArticle(saved);
    setCurrent(saved);
    setSavedValues(form);
    setValues((now) => (same(now, sent) ? form : now));
    setStatus({ at: new Date(), auto });
    setAutosaveError(null);
  }

  const save = useMutation({
    mutationFn: ({ payload }: SaveRequest) => saveArticle(current?.id, payload),
    onSuccess: async (saved, { sent, stay }) => {
      results.success(editing ? "Article updated successfully" : "Article created successfully");
      if (stay) kept(saved, sent, false);
      else draft.clear();
      await refresh(saved.id);
      if (!stay) onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onSlugTaken();
      results.failure(error, editing ? "Failed to update article" : "Failed to create article");
    },
  });

  const autosave = useMutation({
    mutationFn: ({ payload }: SaveRequest) => saveArticle(current!.id, payload, true),
    onSuccess: (saved, { sent }) => {
      kept(saved, sent, true);
      void queryClient.invalidateQueries({ queryKey: keys.articles });
    },
    // Quietly: the values are still in localStorage, and the next pause tries again.
    onError: (error) => setAutosaveError(error instanceof ApiError ? "Autosave failed" : "Autosave failed: offline?"),
  });

  const busy = save.isPending || checking;
  // A draft that exists saves itself after a pause in typing: only while it is a draft and stays one.
  const canAutosave = Boolean(current && !current.published && !values.published);
  useEffect(() => {
    if (!canAutosave || !dirty || busy || held) return;
    const timer = setTimeout(() => {
      const result = validateArticle(values);
      // An incomplete form (no title yet) waits for the next pause; its values are in localStorage.
      if (result.ok && !result.payload.published)
        autosave.mutate({ payload: result.payload, sent: values, stay: true });
    }, AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // Each change of the values restarts the pause (`mutate` itself never changes).
  }, [values, canAutosave, dirty, busy, held, autosave.mutate]);

  /** Saves valid values; a publishing save passes the checks first (see `held`). */
  async function send(payload: Payload, stay: boolean) {
    if (busy) return;
    const request = { payload, sent: values, stay };
    if (payload.published) {
      setChecking(true);
      // The checks cannot be read (offline…): the save goes ahead, and the server still refuses what it must.
      const checks = await articleChecks(current?.id, payload).catch(() => [] as ArticleCheck[]);
      setChecking(false);
      // Warnings are asked about when the save publishes (a new article or a draft going out), as Ghost
      // does; updating an article already published shows errors only.
      const publishes = !current?.published;
      const stops = checks.some((c) => c.severity === "error" || (publishes && !passed.current.has(c.message)));
      if (stops) {
        setHeld({ ...request, checks });
        return;
      }
    }
    save.mutate(request);
  }

  return {
    current,
    editing,
    dirty,
    draft,
    status,
    autosaveError,
    saving: busy,
    autosaving: autosave.isPending,
    send,
    held,
    /** "Publish anyway": the held save goes ahead, and its warnings are not asked about again. */
    publishAnyway() {
      if (!held) return;
      for (const check of held.checks) passed.current.add(check.message);
      setHeld(null);
      save.mutate(held);
    },
    backToEditing: () => setHeld(null),
  };
}
