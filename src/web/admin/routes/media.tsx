import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { MEDIA_PAGE_SIZE, type MediaItem } from "#shared/schemas/media.js";
import { totalPages } from "#shared/text.js";
import { useDeleteMedia } from "../features/media/api/delete-media.js";
import { mediaQuery } from "../features/media/api/get-media.js";
import { EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { MediaCard } from "../features/media/media-card.js";
import { MediaDeleteDialog } from "../features/media/media-delete-dialog.js";
import { MediaNoMatch, MediaSearchBox } from "../features/media/media-search.js";
import { UploadImageButton, UploadProgressBar } from "../features/media/media-upload-button.js";
import { useImageUpload } from "../features/media/media-upload.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination, useStepBackFromEmptyPage } from "../components/pagination.js";
import { hasRole } from "#shared/roles.js";
import { useAdminSession, useResultToasts } from "../lib/session.js";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [{ title: "Media Library · Admin · Only News for Free" }];

/** The page and the search live in the URL (?page=&q=), so a view can be reloaded, shared and gone Back to. */
function useLibraryView() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const q = params.get("q")?.trim() || undefined;
  const setView = (next: { page?: number; q?: string }, options: { replace?: boolean } = {}) => {
    const view: Record<string, string> = {};
    if (next.q) view.q = next.q;
    if (next.page && next.page > 1) view.page = String(next.page);
    setParams(view, options);
  };
  const setPage = (next: number, options: { replace?: boolean } = {}) => setView({ page: next, q }, options);
  // A new search starts at its first page.
  const setSearch = (next: string) => setView({ q: next || undefined }, { replace: true });
  return { page, q, setPage, setSearch };
}

export default function MediaLibrary() {
  const { user } = useAdminSession();
  // Everyone uploads and picks pictures; only editors delete them.
  const deletes = user ? hasRole(user.role, "editor") : false;
  const { page, q, setPage, setSearch } = useLibraryView();
  const list = useQuery({ ...mediaQuery(page, q), placeholderData: keepPreviousData });
  const results = useResultToasts();
  const uploader = useImageUpload();
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const pages = list.data ? totalPages(list.data.total, MEDIA_PAGE_SIZE) : 1;
  // Empty: nothing in the library at all. A search that finds nothing says so instead.
  const empty = list.data?.total === 0 && !q;
  const noMatch = list.data?.total === 0 && q && !list.isPlaceholderData;

  // After the last image of the last page is deleted, step back to the page that still exists.
  useStepBackFromEmptyPage(list.data, list.isPlaceholderData, list.data?.media.length ?? 0, page, pages, (last) =>
    setPage(last, { replace: true }),
  );

  const remove = useDeleteMedia({
    mutationConfig: {
      onSuccess: () => results.success("Image deleted", "It is removed from the library."),
      // A 409 says which articles still use it: its message is the toast (the list is read again).
      onError: (error) => results.failure(error, "Failed to delete the image"),
    },
  });

  async function upload(files: FileList | null) {
    // The upload has the library read again (api/upload-image.ts).
    const filePath = await uploader.upload(files);
    if (!filePath) return;
    results.success("Image uploaded", "It is first in the library.");
    // Newest first, on the first page of the whole library (a search might not find it).
    if (page !== 1 || q) setSearch("");
  }

  const uploadButton = (
    <UploadImageButton label="Upload image" uploading={uploader.uploading} onFiles={(files) => void upload(files)} />
  );

  return (
    <>
      <PageHeader
        title="Media Library"
        description={
          q
            ? "Images whose name, alt text or caption holds every word searched, newest first."
            : list.data?.total
              ? `${list.data.total} image${list.data.total === 1 ? "" : "s"}, newest first. Pick them for articles from the article form.`
              : "Every uploaded image, newest first."
        }
        // An empty library offers the button in its empty state: one "Upload image" on the screen, not two.
        actions={empty ? undefined : uploadButton}
      />
      {uploader.progress !== null && (
        <div className="mb-4">
          <UploadProgressBar label="Uploading image" percent={uploader.progress} />
        </div>
      )}
      {!empty && (
        <div className="mb-4 max-w-md">
          <MediaSearchBox id="media-search" value={q ?? ""} onSearch={setSearch} />
        </div>
      )}
      {list.isError && !list.data && (
        <LoadError message="The media library could not be loaded." onRetry={() => list.refetch()} />
      )}
      {list.isPending && <Skeleton rows={2} className="h-64" />}
      {empty && (
        <EmptyState
          icon={ImageIcon}
          title="No images yet"
          description="Images uploaded here or in the article form are kept in the library, ready to use in any article."
          action={uploadButton}
        />
      )}
      {noMatch && <MediaNoMatch q={q} onClear={() => setSearch("")} />}
      {list.data && list.data.media.length > 0 && (
        <ul
          aria-label="Images"
          aria-busy={list.isFetching}
          className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4 ${list.isPlaceholderData ? "opacity-70 transition-opacity" : ""}`}
        >
          {list.data.media.map((item) => (
            <MediaCard key={item.id} item={item} onDelete={deletes ? () => setDeleting(item) : undefined} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={pages} onPageChange={setPage} />
      <MediaDeleteDialog
        item={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={(item) => remove.mutate(item)}
      />
    </>
  );
}
