import { clsx } from "clsx";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
} from "lucide-react";
import { type KeyboardEvent, type ReactNode, useDeferredValue, useMemo, useRef, useState } from "react";
import type { BodyFormat } from "#shared/schemas/article.js";
import { ArticleBody } from "#web/ui/article/article-content.js";
import {
  applyEdit,
  type Edit,
  type InlineStyle,
  insertImage,
  insertLink,
  type LineStyle,
  type Selection,
  toggleInline,
  toggleLines,
} from "./markdown-edits.js";
import { AdPlaceholder, renderedBody } from "./article-preview.js";
import { Select, Textarea } from "../../components/field.js";
import { MediaPickerDialog } from "../media/index.js";
import { StatusTabs } from "../../components/status-tabs.js";

type Mode = "write" | "preview" | "split";
const MODES = [
  { value: "write", label: "Write" },
  { value: "preview", label: "Preview" },
  { value: "split", label: "Side by side" },
] as const;

const HINTS: Record<BodyFormat, string> = {
  text: "Plain text: a blank line starts a new paragraph, a single line break stays one, and web addresses become links.",
  markdown:
    "Markdown: **bold**, *italic*, ## and ### headings, - or 1. lists, > quotes, [text](https://…) links and images from the library. A blank line starts a new paragraph.",
};

interface Props {
  /** The textarea's id, name and aria attributes (from the form's Field). */
  field: { id: string; name: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  value: string;
  format: BodyFormat;
  onChange: (value: string) => void;
  onFormatChange: (format: BodyFormat) => void;
  /** The editor fills the window: the text takes what the window has left. */
  tall?: boolean;
}

export const bodyHint = (format: BodyFormat) => HINTS[format];

/**
 * The article's text: plain text or Markdown, a toolbar for Markdown (buttons and Ctrl/Cmd+B, I, K), and
 * a live preview as readers will see it, instead of or beside the text. The toolbar types its edits into
 * the textarea, so the browser's undo takes them back.
 */
export function BodyEditor({ field, value, format, onChange, onFormatChange, tall = false }: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<Mode>("write");
  const [picking, setPicking] = useState<Selection | null>(null);
  const markdown = format === "markdown";

  const selection = (): Selection => {
    const el = textarea.current!;
    return { text: el.value, start: el.selectionStart, end: el.selectionEnd };
  };

  function apply(edit: Edit) {
    const el = textarea.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(edit.from, edit.to);
    // Typed as if by the editor (so Ctrl+Z undoes it); where a browser cannot, the value is set instead.
    const typed = edit.insert ? document.execCommand("insertText", false, edit.insert) : false;
    if (typed) {
      el.setSelectionRange(edit.selectStart, edit.selectEnd);
      return;
    }
    onChange(applyEdit(el.value, edit));
    // React writes the new value on its next render, which puts the caret at the end: select after it.
    requestAnimationFrame(() => el.setSelectionRange(edit.selectStart, edit.selectEnd));
  }

  const inline = (style: InlineStyle) => apply(toggleInline(selection(), style));
  const lines = (style: LineStyle) => apply(toggleLines(selection(), style));
  const link = () => apply(insertLink(selection()));

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!markdown || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    const action =
      key === "b" ? () => inline("bold") : key === "i" ? () => inline("italic") : key === "k" ? link : null;
    if (!action) return;
    event.preventDefault();
    action();
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <label htmlFor={`${field.id}-format`}>Format</label>
          <Select
            id={`${field.id}-format`}
            name="bodyFormat"
            value={format}
            onChange={(e) => onFormatChange(e.target.value as BodyFormat)}
            className="h-8 w-auto py-0"
          >
            <option value="markdown">Markdown</option>
            <option value="text">Plain text</option>
          </Select>
        </div>
        {markdown && mode !== "preview" && (
          <div role="toolbar" aria-label="Formatting" aria-controls={field.id} className="flex flex-wrap gap-0.5">
            <ToolButton icon={Bold} label="Bold" shortcut="B" onClick={() => inline("bold")} />
            <ToolButton icon={Italic} label="Italic" shortcut="I" onClick={() => inline("italic")} />
            <ToolButton icon={Heading2} label="Heading" onClick={() => lines("h2")} />
            <ToolButton icon={Heading3} label="Subheading" onClick={() => lines("h3")} />
            <ToolButton icon={LinkIcon} label="Link" shortcut="K" onClick={link} />
            <ToolButton icon={List} label="Bulleted list" onClick={() => lines("bullets")} />
            <ToolButton icon={ListOrdered} label="Numbered list" onClick={() => lines("numbers")} />
            <ToolButton icon={Quote} label="Quote" onClick={() => lines("quote")} />
            <ToolButton icon={ImagePlus} label="Image" onClick={() => setPicking(selection())} />
          </div>
        )}
      </div>
      <StatusTabs
        label="Content view"
        tabs={MODES}
        value={mode}
        onChange={setMode}
        panelId={`${field.id}-panel`}
        idPrefix={`${field.id}-mode`}
      />
      <div
        id={`${field.id}-panel`}
        role="tabpanel"
        aria-labelledby={`${field.id}-mode-${mode}`}
        className={mode === "split" ? "grid gap-3 xl:grid-cols-2" : "grid"}
      >
        <Textarea
          ref={textarea}
          {...field}
          hidden={mode === "preview"}
          rows={16}
          // Tall enough to write in, growing with the window (issue 30); still resizable by hand.
          className={clsx(
            "resize-y font-mono text-sm leading-relaxed",
            tall ? "h-[calc(100dvh-15rem)] min-h-80" : "h-[70dvh] min-h-80",
          )}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {mode !== "write" && <BodyPreview body={value} format={format} tall={tall} />}
      </div>
      <MediaPickerDialog
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        title="Insert an image"
        onPick={(item) => {
          const at = picking;
          setPicking(null);
          // After the dialog has closed and given focus back.
          if (at) requestAnimationFrame(() => apply(insertImage(at, item.path)));
        }}
      />
    </div>
  );
}

function ToolButton({
  icon: Icon,
  label,
  shortcut,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  shortcut?: string;
  onClick: () => void;
}) {
  const keys = shortcut
    ? ` (${/Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? "") ? "⌘" : "Ctrl+"}${shortcut})`
    : "";
  return (
    <button
      type="button"
      aria-label={label}
      title={`${label}${keys}`}
      // Keeps the textarea's selection: the edit applies to what the editor had selected.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}

/** The text as the reader page will show it, following the typing (a moment behind on long texts). */
function BodyPreview({ body, format, tall }: { body: string; format: BodyFormat; tall: boolean }): ReactNode {
  const deferred = useDeferredValue(body);
  const rendered = useMemo(() => renderedBody({ body: deferred, bodyFormat: format }), [deferred, format]);
  return (
    <section
      aria-label="Preview"
      data-testid="body-preview"
      // It scrolls: keyboard users reach it with Tab to scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className={clsx(
        "body-preview min-h-40 overflow-y-auto",
        tall ? "max-h-[calc(100dvh-15rem)]" : "max-h-[70dvh]",
        "rounded-md border border-slate-200 bg-white px-4 pb-2 dark:border-slate-800 dark:bg-slate-950",
      )}
    >
      {rendered.blocks.length ? (
        <ArticleBody blocks={rendered.blocks} renderAd={(slotKey) => <AdPlaceholder slotKey={slotKey} />} />
      ) : (
        <p className="py-6 text-sm text-slate-600 dark:text-slate-400">Nothing to preview yet.</p>
      )}
    </section>
  );
}
