import { useEffect, useMemo, useRef, useState } from "react";
import type { Article } from "#shared/schemas/article.js";
import type { ArticleCheck } from "#shared/schemas/article-checks.js";
import { ApiError } from "#web/ui/api.js";
import { useAutosaveArticle } from "./api/autosave-article.js";
import { articleChecks } from "./api/check-article.js";
import { type ArticleValues, type SaveArticle, useSaveArticle } from "./api/save-article.js";
import { type ArticleFormValues, validateArticle, valuesFromArticle } from "./article-form-values.js";
import { useResultToasts } from "../../lib/session.js";
import { useDraftStorage } from "./use-draft-storage.js";

/** How long the writer pauses before a draft saves itself. */
export const AUTOSAVE_AFTER_MS = 2000;

interface SaveRequest extends SaveArticle {
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
  const editing = Boolean(current);

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

  const save = useSaveArticle<SaveRequest>({
    mutationConfig: {
      onSuccess: (saved, { sent, stay }) => {
        results.success(editing ? "Article updated successfully" : "Article created successfully");
        if (stay) kept(saved, sent, false);
        else draft.clear();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) onSlugTaken();
        results.failure(error, editing ? "Failed to update article" : "Failed to create article");
      },
    },
  });
  /** Create/Update close the editor once the screens behind it are refreshed. */
  const saveNow = (request: SaveRequest) =>
    save.mutate({ ...request, id: current?.id }, { onSuccess: (_saved, { stay }) => !stay && onClose() });

  const autosave = useAutosaveArticle<SaveRequest & { id: number }>({
    mutationConfig: {
      onSuccess: (saved, { sent }) => kept(saved, sent, true),
      // Quietly: the values are still in localStorage, and the next pause tries again.
      onError: (error) => setAutosaveError(error instanceof ApiError ? "Autosave failed" : "Autosave failed: offline?"),
    },
  });

  const busy = save.isPending || checking;
  // A draft that exists saves itself after a pause in typing: only while it is a draft and stays one.
  const canAutosave = Boolean(current && !current.published && !values.published);
  // Set when the article exists, and never changed after: canAutosave changes with it.
  const currentId = current?.id;
  useEffect(() => {
    if (!canAutosave || !dirty || busy || held) return;
    const timer = setTimeout(() => {
      const result = validateArticle(values);
      // An incomplete form (no title yet) waits for the next pause; its values are in localStorage.
      if (result.ok && !result.payload.published && currentId !== undefined)
        autosave.mutate({ id: currentId, values: result.payload, sent: values, stay: true });
    }, AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // Each change of the values restarts the pause (`mutate` itself never changes).
  }, [values, canAutosave, dirty, busy, held, autosave.mutate, currentId]);

  /** Saves valid values; a publishing save passes the checks first (see `held`). */
  async function send(payload: ArticleValues, stay: boolean) {
    if (busy) return;
    const request = { values: payload, sent: values, stay };
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
    saveNow(request);
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
      saveNow(held);
    },
    backToEditing: () => setHeld(null),
  };
}
