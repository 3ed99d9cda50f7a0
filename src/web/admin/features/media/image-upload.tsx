import { clsx } from "clsx";
import { ImageIcon, Images, Trash2 } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { useToast } from "#web/ui/toaster.js";
import { buttonClass } from "../../components/button.js";
import { MediaPickerDialog } from "./media-picker-dialog.js";
import { MAX_IMAGE_MB, useImageUpload } from "./media-upload.js";
import { UploadImageButton, UploadProgressBar } from "./media-upload-button.js";

export interface ImageUploadProps {
  label: string;
  /** e.g. { width: 1200, height: 675 } */
  recommended: { width: number; height: number };
  value: string;
  onChange: (value: string) => void;
}

/**
 * One image: pick or drop a file (images only, up to 10 MB), a progress bar while it uploads, a preview,
 * remove; or choose a picture already in the media library.
 */
export function ImageUpload({ label, recommended, value, onChange }: ImageUploadProps) {
  const id = useId();
  const toast = useToast();
  const uploader = useImageUpload();
  const progress = uploader.progress;
  const [dragging, setDragging] = useState(false);
  const [keepCopyright, setKeepCopyright] = useState(false);
  const [choosing, setChoosing] = useState(false);

  async function accept(files: FileList | null) {
    const filePath = await uploader.upload(files, { keepCopyright });
    if (!filePath) return;
    onChange(filePath);
    toast({ title: "Image Set Successfully", description: `${label} uploaded.` });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (progress === null) void accept(event.dataTransfer.files);
  }

  const hint = `Recommended ${recommended.width}x${recommended.height} (16:9). PNG, JPG, GIF or WebP, up to ${MAX_IMAGE_MB}MB.`;

  return (
    <>
      <fieldset
        className="grid gap-2"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
        <div
          className={clsx(
            "relative overflow-hidden rounded-lg border-2 border-dashed transition-colors",
            dragging ? "border-brand-500 bg-brand-50 dark:bg-slate-800" : "border-slate-300 dark:border-slate-700",
          )}
        >
          {value ? (
            <img
              src={value}
              alt={`${label} preview`}
              className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
            />
          ) : (
            <div className="flex aspect-video flex-col items-center justify-center gap-1 p-4 text-center text-sm text-slate-600 dark:text-slate-400">
              <ImageIcon className="h-6 w-6" aria-hidden />
              <span>Drop an image here or choose a file</span>
            </div>
          )}
          {progress !== null && (
            <div className="absolute inset-x-0 bottom-0 bg-white/90 p-3 dark:bg-slate-900/90">
              <UploadProgressBar label={`Uploading ${label.toLowerCase()}`} percent={progress} />
            </div>
          )}
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
        {/* Location, camera and other metadata are always removed from the stored picture; this keeps the credit. */}
        <label className="flex items-start gap-2 text-xs text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            className="mt-0.5"
            checked={keepCopyright}
            disabled={progress !== null}
            onChange={(e) => setKeepCopyright(e.target.checked)}
          />
          <span>
            Keep the photographer's credit (EXIF Copyright and Artist). Location and all other metadata are always
            removed.
          </span>
        </label>
        <div className="flex flex-wrap gap-2">
          <UploadImageButton
            label={`${value ? "Replace" : "Upload"} ${label.toLowerCase()}`}
            uploading={progress !== null}
            onFiles={(files) => void accept(files)}
            variant="secondary"
            size="sm"
            describedBy={`${id}-hint`}
          />
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            disabled={progress !== null}
            onClick={() => setChoosing(true)}
          >
            <Images className="h-4 w-4" aria-hidden />
            Choose from library<span className="sr-only"> ({label.toLowerCase()})</span>
          </button>
          {value && (
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              onClick={() => {
                onChange("");
                toast({ title: "Image removed" });
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove {label.toLowerCase()}
            </button>
          )}
        </div>
      </fieldset>
      {/* Outside the fieldset: the picker's portal still bubbles React events, and a file dropped on it must
          not reach this field's drop handler. */}
      <MediaPickerDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={`Choose ${label.toLowerCase()}`}
        onPick={(item) => {
          onChange(item.path);
          toast({ title: "Image Set Successfully", description: `${label} chosen from the library.` });
        }}
      />
    </>
  );
}
