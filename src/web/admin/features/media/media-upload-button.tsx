import { clsx } from "clsx";
import { Loader2, Upload } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "../../components/button.js";

/**
 * A button that opens the file chooser: a visually hidden file input named by a label styled as a button
 * (the input keeps keyboard focus and its name, so people and tests reach it as "Upload image").
 */
export function UploadImageButton({
  label,
  uploading,
  onFiles,
  variant = "primary",
  size = "md",
  describedBy,
}: {
  label: string;
  uploading: boolean;
  onFiles: (files: FileList | null) => void;
  variant?: "primary" | "secondary";
  size?: "sm" | "md";
  /** The id of a hint about the files it takes (sizes, types). */
  describedBy?: string;
}) {
  const id = useId();
  return (
    <span className="inline-flex">
      <input
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        aria-describedby={describedBy}
        disabled={uploading}
        onChange={(event) => {
          onFiles(event.target.files);
          // The same file can be chosen again after a refusal.
          event.target.value = "";
        }}
      />
      <label
        htmlFor={id}
        className={clsx(
          buttonClass(variant, size),
          "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-default peer-disabled:opacity-60",
        )}
      >
        {uploading ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <Upload className="h-4 w-4" aria-hidden />
        )}
        {label}
      </label>
    </span>
  );
}

/** How much of the file has been sent, while an upload runs. */
export function UploadProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">Uploading… {percent}%</p>
    </div>
  );
}
