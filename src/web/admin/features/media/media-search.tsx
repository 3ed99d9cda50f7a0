import { SearchX } from "lucide-react";
import { Button } from "../../components/button.js";
import { EmptyState } from "../../components/empty-state.js";
import { SearchBox } from "../../components/search-box.js";

/** The library's search: words in a picture's name, or in the alt text and captions it is shown with. */
export function MediaSearchBox({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string) => void }) {
  return (
    <SearchBox
      id={id}
      label="Search images"
      value={value}
      placeholder="Name, alt text or caption"
      onSearch={onSearch}
    />
  );
}

/** A search that found nothing: says what was searched, and offers the whole library back. */
export function MediaNoMatch({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={`No pictures match “${q}”`}
      description="Try another word from the file name, the alt text or the caption."
      action={
        <Button variant="secondary" size="sm" onClick={onClear}>
          Clear search
        </Button>
      }
    />
  );
}
