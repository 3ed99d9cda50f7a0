import { clsx } from "clsx";
import { useEffect } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageWindow } from "#shared/text.js";
import { buttonClass } from "./button.js";

/** Previous, Next and up to 5 numbered pages windowed around the current one (SPEC 9). */
export function Pagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </button>
      {pageWindow(page, totalPages).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`Page ${n}`}
          aria-current={n === page ? "page" : undefined}
          onClick={() => onPageChange(n)}
          className={clsx(buttonClass(n === page ? "primary" : "ghost", "sm"), "min-w-8 px-2")}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={buttonClass("secondary", "sm")}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </button>
    </nav>
  );
}

/**
 * After the last row of the last page goes (deleted, moderated, moved to another tab), steps back to the
 * page that still exists: once the list's answer for this page is in (`data`, not a placeholder) and has
 * no `rows`.
 */
export function useStepBackFromEmptyPage(
  data: unknown,
  isPlaceholderData: boolean,
  rows: number,
  page: number,
  pages: number,
  goTo: (page: number) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` comes with `data`, and goTo is recreated each render
  useEffect(() => {
    if (data && !isPlaceholderData && rows === 0 && page > pages) goTo(pages);
  }, [data, isPlaceholderData, page, pages]);
}
