import { useQuery } from "@tanstack/react-query";
import { History, Loader2, Maximize2, Minimize2, RefreshCw } from "lucide-react";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { IMAGE_SIZES } from "#shared/constants.js";
import type { Article } from "#shared/schemas/article.js";
import { slugify } from "#shared/schemas/common.js";
import { relativeTime } from "#shared/text.js";
import { useToast } from "#web/ui/toaster.js";
import { CategoryOptions, categoriesQuery } from "../categories/index.js";
import {
  type ArticleField,
  type ArticleFormValues,
  EMPTY_ARTICLE,
  newArticleValues,
  validateArticle,
  valuesFromArticle,
} from "./article-form-values.js";
import { BodyEditor, bodyHint } from "./body-editor.js";
import { Button } from "../../components/button.js";
import { RevisionHistory } from "./revision-history.js";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { describedBy, Field, Input, Select, Textarea } from "../../components/field.js";
import { ImageUpload } from "../media/index.js";
import { Modal } from "../../components/modal.js";
import { useAdminSession } from "../../lib/session.js";
import { SwitchField } from "../../components/switch-field.js";
import { PublishChecksDialog } from "./publish-checks.js";
import { mayWorkOnShown } from "./article-access.js";
import { useArticleSave } from "./use-article-save.js";
import { useFullScreen } from "./use-full-screen.js";
import { CategoryReason, SourcePanel } from "./source-panel.js";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Create or edit an article. The slug follows the title until edited by hand; validation uses the shared
 * schema and shows the first failing rule; Ctrl/Cmd+S saves and keeps it open, Create/Update save and
 * close, a draft saves itself when the writer pauses (useArticleSave); publishing shows the checks' problems
 * first; closing with unsaved changes asks first; it can fill the window.
 */
export function ArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { user } = useAdminSession();
  const author = user?.name;
  const opened = useMemo(() => (article ? valuesFromArticle(article) : newArticleValues(author)), [article, author]);
  const [values, setValues] = useState<ArticleFormValues>(opened);
  const [slugTouched, setSlugTouched] = useState(Boolean(article));
  const [errors, setErrors] = useState<Partial<Record<ArticleField, string>>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const toast = useToast();
  const categories = useQuery(categoriesQuery());
  const formRef = useRef<HTMLFormElement>(null);
  const [fullScreen, toggleFullScreen] = useFullScreen();
  const saving = useArticleSave({
    article,
    opened,
    values,
    setValues,
    onClose,
    onSlugTaken: () => setErrors({ slug: "An article with this slug already exists" }),
  });
  const { current, dirty, draft, editing } = saving;
  // Contributors write drafts only: the Published switch is offered by the rule the server refuses with.
  const publishes = mayWorkOnShown(user, current, "save", true);

  // A kept copy identical to what is stored now is not worth asking about.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the dialog opens
  useEffect(() => {
    if (draft.leftover && JSON.stringify(draft.leftover.values) === JSON.stringify(opened)) draft.clear();
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const stop = () => window.removeEventListener("beforeunload", warn);
    window.addEventListener("beforeunload", warn);
    // When the session has ended the values are safe in localStorage: let the redirect to the login happen.
    window.addEventListener("onff-admin-logged-out", stop);
    return () => {
      stop();
      window.removeEventListener("onff-admin-logged-out", stop);
    };
  }, [dirty]);

  function set<K extends ArticleField>(field: K, value: ArticleFormValues[K]) {
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === "title" && !slugTouched) next.slug = slugify(String(value));
      return next;
    });
    if (errors[field] || (field === "title" && errors.slug)) setErrors({});
  }

  /** `stay`: Ctrl/Cmd+S, which keeps the editor open; Create/Update close it. */
  function submit(stay = false) {
    if (saving.saving) return;
    const result = validateArticle(values);
    if (!result.ok) {
      setErrors(result.field ? { [result.field]: result.message } : {});
      toast({ title: "Validation error", description: result.message, variant: "destructive" });
      const target = formRef.current?.querySelector<HTMLElement>(`[name="${result.field}"]`);
      target?.focus();
      return;
    }
    setErrors({});
    void saving.send(result.payload, stay);
  }

  function requestClose(open: boolean) {
    if (open) return;
    if (dirty && !saving.saving) setConfirmDiscard(true);
    else onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      submit(true);
    }
  }

  const now = Date.now();
  const scheduled = values.published && values.publishedAt && new Date(values.publishedAt).getTime() > now;
  const dateHint = !values.published
    ? "Used when the article is published."
    : !values.publishedAt
      ? "Empty: set to the current time when saved."
      : scheduled
        ? "Scheduled: readers will see it from this time."
        : "Readers see this as the publication time.";
  const field = (name: ArticleField, hasHint = false) => ({
    ...describedBy(`article-${name}`, errors[name], hasHint),
    name,
  });
  const shortcut = isMac() ? "⌘S" : "Ctrl+S";

  return (
    <>
      <Modal
        open
        onOpenChange={requestClose}
        size={fullScreen ? "full" : "wide"}
        title={editing ? "Edit Article" : "New Article"}
        description={editing ? `Editing “${current!.title}”` : "Write a new article. Fields marked * are required."}
        actions={
          <Button
            size="icon"
            variant="ghost"
            aria-pressed={fullScreen}
            aria-label={fullScreen ? "Exit full screen" : "Full screen"}
            title={fullScreen ? "Exit full screen" : "Full screen"}
            onClick={toggleFullScreen}
          >
            {fullScreen ? <Minimize2 className="h-4 w-4" aria-hidden /> : <Maximize2 className="h-4 w-4" aria-hidden />}
          </Button>
        }
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          formRef.current?.querySelector<HTMLElement>("input, textarea")?.focus();
        }}
        footer={
          <>
            <span className="mr-auto flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
              <SaveStatusText saving={saving} />
              <span className="hidden sm:inline">
                {dirty ? "Unsaved changes · " : ""}
                Press{" "}
                <kbd className="rounded border border-slate-300 px-1 font-sans dark:border-slate-600">{shortcut}</kbd>{" "}
                to save
              </span>
            </span>
            {current && (
              // The history compares versions with the saved article: unsaved edits would be lost by a restore.
              <Button
                variant="ghost"
                onClick={() => setShowHistory(true)}
                disabled={dirty}
                title={dirty ? "Save or discard your changes to see the history" : undefined}
              >
                <History className="h-4 w-4" aria-hidden />
                History
              </Button>
            )}
            <Button onClick={() => requestClose(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => submit()} disabled={saving.saving}>
              {saving.saving && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {editing ? "Update Article" : "Create Article"}
            </Button>
          </>
        }
      >
        {draft.leftover && (
          <div
            role="status"
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <span className="flex items-center gap-2">
              <History className="h-4 w-4" aria-hidden />
              Unsaved changes from {relativeTime(draft.leftover.savedAt)} were kept for this article.
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="primary"
                onClick={() => {
                  // A copy kept before a field existed lacks it: the field starts empty.
                  setValues({ ...EMPTY_ARTICLE, ...draft.leftover!.values });
                  setSlugTouched(true);
                  draft.dismissLeftover();
                }}
              >
                Restore changes
              </Button>
              <Button size="sm" onClick={draft.clear}>
                Discard them
              </Button>
            </span>
          </div>
        )}
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <div className="grid content-start gap-4">
            <Field id="article-title" label="Title" required error={errors.title}>
              <Input {...field("title")} value={values.title} onChange={(e) => set("title", e.target.value)} />
            </Field>
            <Field
              id="article-slug"
              label="Slug"
              required
              error={errors.slug}
              hint={slugTouched ? "Edited by hand." : "Generated from the title until you edit it."}
            >
              <div className="flex gap-2">
                <Input
                  {...field("slug", true)}
                  value={values.slug}
                  onChange={(e) => {
                    setSlugTouched(e.target.value !== "");
                    set("slug", e.target.value);
                  }}
                />
                <Button
                  size="icon"
                  aria-label="Generate slug from title"
                  title="Generate slug from title"
                  onClick={() => {
                    setSlugTouched(false);
                    set("slug", slugify(values.title));
                  }}
                >
                  <RefreshCw className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            </Field>
            <Field id="article-excerpt" label="Excerpt" hint="Optional. Shown in lists and link previews.">
              <Textarea
                {...field("excerpt", true)}
                rows={2}
                value={values.excerpt}
                onChange={(e) => set("excerpt", e.target.value)}
              />
            </Field>
            <Field id="article-body" label="Content" required error={errors.body} hint={bodyHint(values.bodyFormat)}>
              <BodyEditor
                tall={fullScreen}
                field={field("body", true)}
                value={values.body}
                format={values.bodyFormat}
                onChange={(body) => set("body", body)}
                onFormatChange={(format) => set("bodyFormat", format)}
              />
            </Field>
            {article?.sourceUrl && <SourcePanel articleId={article.id} />}
            <fieldset className="grid gap-3 sm:grid-cols-2 rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <legend className="px-1 sm:col-span-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                Source credit
              </legend>
              <Field
                id="article-sourceName"
                label="Source name"
                error={errors.sourceName}
                hint="Optional. Readers see “Originally published in Swedish by …” after the article."
              >
                <Input
                  {...field("sourceName", true)}
                  value={values.sourceName}
                  onChange={(e) => set("sourceName", e.target.value)}
                />
              </Field>
              <Field
                id="article-sourceUrl"
                label="Source link"
                error={errors.sourceUrl}
                hint="Optional. The original article's address."
              >
                <Input
                  {...field("sourceUrl", true)}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={values.sourceUrl}
                  onChange={(e) => set("sourceUrl", e.target.value)}
                />
              </Field>
            </fieldset>
          </div>
          <div className="grid content-start gap-4">
            <Field id="article-author" label="Author" required error={errors.author}>
              <Input {...field("author")} value={values.author} onChange={(e) => set("author", e.target.value)} />
            </Field>
            <Field
              id="article-categoryId"
              label="Category"
              required
              error={errors.categoryId}
              hint={categories.data?.length === 0 ? "Create a category first." : undefined}
            >
              <Select
                {...field("categoryId", categories.data?.length === 0)}
                value={values.categoryId}
                onChange={(e) => set("categoryId", e.target.value)}
              >
                <option value="">Select a category</option>
                <CategoryOptions categories={categories.data} />
              </Select>
            </Field>
            {article?.sourceUrl && <CategoryReason articleId={article.id} />}
            <SwitchField
              label="Featured"
              description="Show in the Featured Stories carousel."
              checked={values.featured}
              onCheckedChange={(v) => set("featured", v)}
            />
            <SwitchField
              label="Published"
              description={
                publishes
                  ? "Off keeps it a draft that readers cannot see."
                  : "Contributors save drafts: an editor publishes them."
              }
              checked={values.published}
              disabled={!publishes}
              onCheckedChange={(v) => set("published", v)}
            />
            <Field id="article-publishedAt" label="Publication date" hint={dateHint} error={errors.publishedAt}>
              <Input
                {...field("publishedAt", true)}
                type="datetime-local"
                step={60}
                value={values.publishedAt}
                onChange={(e) => set("publishedAt", e.target.value)}
              />
            </Field>
            <ImageUpload
              label="Hero image"
              recommended={IMAGE_SIZES.hero}
              value={values.heroImage}
              onChange={(v) => set("heroImage", v)}
            />
            {values.heroImage && (
              <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800">
                <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                  About the hero image
                </legend>
                <Field
                  id="article-heroAlt"
                  label="Alt text"
                  error={errors.heroAlt}
                  hint="What the picture shows, for readers who cannot see it. Empty: the title is read instead."
                >
                  <Input
                    {...field("heroAlt", true)}
                    value={values.heroAlt}
                    onChange={(e) => set("heroAlt", e.target.value)}
                  />
                </Field>
                <Field
                  id="article-heroCaption"
                  label="Caption"
                  error={errors.heroCaption}
                  hint="Shown under the picture."
                >
                  <Textarea
                    {...field("heroCaption", true)}
                    rows={2}
                    value={values.heroCaption}
                    onChange={(e) => set("heroCaption", e.target.value)}
                  />
                </Field>
                <Field
                  id="article-heroCredit"
                  label="Credit"
                  error={errors.heroCredit}
                  hint="The photographer or agency, e.g. Photo: Anna Svensson / TT."
                >
                  <Input
                    {...field("heroCredit", true)}
                    value={values.heroCredit}
                    onChange={(e) => set("heroCredit", e.target.value)}
                  />
                </Field>
              </fieldset>
            )}
            <ImageUpload
              label="Thumbnail image"
              recommended={IMAGE_SIZES.thumb}
              value={values.thumbImage}
              onChange={(v) => set("thumbImage", v)}
            />
          </div>
        </form>
      </Modal>
      <PublishChecksDialog
        checks={saving.held?.checks ?? null}
        onBack={saving.backToEditing}
        onPublish={saving.publishAnyway}
      />
      {current && (
        <RevisionHistory
          article={current}
          open={showHistory}
          onOpenChange={setShowHistory}
          onRestored={() => {
            setShowHistory(false);
            draft.clear();
            onClose();
          }}
        />
      )}
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard unsaved changes?"
        description="You have changes in this article that are not saved. If you close it now, they will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        onConfirm={() => {
          draft.clear();
          onClose();
        }}
      />
    </>
  );
}

/** "Saved at 10:42" after a save that kept the editor open, or what an autosave is doing. */
function SaveStatusText({ saving }: { saving: ReturnType<typeof useArticleSave> }) {
  const time = saving.status?.at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  const text = saving.autosaving
    ? "Saving draft…"
    : saving.autosaveError
      ? `${saving.autosaveError} · kept on this device`
      : saving.status
        ? `${saving.status.auto ? "Draft saved" : "Saved"} at ${time}`
        : "";
  return (
    <span role="status" data-testid="save-status" className={text ? "" : "sr-only"}>
      {text}
    </span>
  );
}
