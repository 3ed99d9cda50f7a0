import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { MEDIA_PAGE_SIZE, type MediaItem } from "#shared/schemas/media.js";
import { totalPages } from "#shared/text.js";
import { useToast } from "#web/ui/toaster.js";
import { findUploadedMedia, mediaQuery } from "./api/get-media.js";
import { EmptyState, LoadError, Skeleton } from "../../components/empty-state.js";
import { formatBytes, formatDimensions, mediaDisplayName } from "./media-format.js";
import { MediaNoMatch, MediaSearchBox } from "./media-search.js";
import { MediaThumbnail } from "./media-thumbnail.js";
import { UploadImageButton, UploadProgressBar } from "./media-upload-button.js";
import { useImageUpload } from "./media-upload.js";
import { Modal } from "../../components/modal.js";
import { Pagination } from "../../components/pagination.js";

function PickableImage({ item, onPick }: { item: MediaItem; onPick: () => void }) {
  const name = mediaDisplayName(item);
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        className="group grid w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-left transition hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
      >
        <MediaThumbnail path={item.path} className="aspect-video w-full" />
        {/* The button's name is this text: what the picture is called, then its dimensions, which tell a
            hero from a thumbnail at a glance. */}
        <span className="grid gap-0.5 px-2 py-1.5 text-xs" title={name}>
          <span className="truncate font-medium text-slate-900 dark:text-white">{name}</span>
          <span className="truncate text-slate-600 tabular-nums dark:text-slate-400">
            {formatDimensions(item)} · {formatBytes(item.size)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The library's pages as buttons, newest first; only the pictures matching `q` while there is one. */
function PickerGrid({
  page,
  q,
  onPage,
  onPick,
  onClearSearch,
}: {
  page: number;
  q: string;
  onPage: (page: number) => void;
  onPick: (item: MediaItem) => void;
  onClearSearch: () => void;
}) {
  const list = useQuery({ ...mediaQuery(page, q || undefined), placeholderData: keepPreviousData });
  if (list.isError && !list.data)
    return <LoadError message="The media library could not be loaded." onRetry={() => list.refetch()} />;
  if (list.isPending) return <Skeleton rows={2} className="h-32" />;
  if (list.data.media.length === 0 && q && !list.isPlaceholderData)
    return <MediaNoMatch q={q} onClear={onClearSearch} />;
  if (list.data.media.length === 0)
    return (
      <EmptyState
        icon={ImageIcon}
        title="No images yet"
        description="Upload one with Upload new: it is added to the library and chosen at once."
      />
    );
  return (
    <>
      <ul
        aria-label="Images"
        aria-busy={list.isFetching}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
      >
        {list.data.media.map((item) => (
          <PickableImage key={item.id} item={item} onPick={() => onPick(item)} />
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages(list.data.total, MEDIA_PAGE_SIZE)} onPageChange={onPage} />
    </>
  );
}

/** Choose an image from the media library, or upload a new one and choose it at once. */
export function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
  title = "Choose an image",
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(item: MediaItem): void;
  title?: string;
}) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const queryClient = useQueryClient();
  const toast = useToast();
  const uploader = useImageUpload();
  // Each time it opens, it starts at the newest images, unsearched.
  useEffect(() => {
    if (open) {
      setPage(1);
      setQ("");
    }
  }, [open]);
  const search = (next: string) => {
    setQ(next);
    setPage(1);
  };

  function pick(item: MediaItem) {
    onPick(item);
    onOpenChange(false);
  }

  async function uploadAndPick(files: FileList | null) {
    const filePath = await uploader.upload(files);
    if (!filePath) return;
    // The upload has the library read again (api/upload-image.ts).
    const item = await findUploadedMedia(queryClient, filePath).catch(() => undefined);
    if (item) return pick(item);
    // Stored, but the library did not list it: show the first page, where it should appear.
    search("");
    toast({
      title: "Upload complete",
      description: "The image was stored but could not be chosen automatically: pick it from the list.",
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={title}
      // Keys pressed here stay here: React passes a portal's events up to the article form behind it,
      // whose Ctrl+S would save the article while the editor is choosing a picture.
      onKeyDown={(event) => event.stopPropagation()}
      description="Every image in the media library, newest first. Search by name, alt text or caption."
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          <div className="min-w-40 flex-1">
            {uploader.progress !== null && (
              <UploadProgressBar label="Uploading new image" percent={uploader.progress} />
            )}
          </div>
          <UploadImageButton
            label="Upload new"
            variant="secondary"
            uploading={uploader.uploading}
            onFiles={(files) => void uploadAndPick(files)}
          />
        </div>
      }
    >
      <div className="grid gap-4">
        <div className="max-w-md">
          <MediaSearchBox id="media-picker-search" value={q} onSearch={search} />
        </div>
        <PickerGrid page={page} q={q} onPage={setPage} onPick={pick} onClearSearch={() => search("")} />
      </div>
    </Modal>
  );
}
