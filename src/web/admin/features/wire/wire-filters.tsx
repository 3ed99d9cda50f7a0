import type { Source } from "#shared/schemas/wire.js";
import { Select } from "../../components/field.js";
import { SearchBox } from "../../components/search-box.js";

/** The desk's source filter and search box (in English or Swedish). */
export function WireFilters({
  sources,
  sourceId,
  q,
  onSource,
  onSearch,
}: {
  sources: Source[];
  sourceId: number | undefined;
  q: string;
  onSource: (sourceId: number | undefined) => void;
  onSearch: (q: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="grid gap-1.5">
        <label htmlFor="wire-source" className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Source
        </label>
        <Select
          id="wire-source"
          value={sourceId === undefined ? "" : String(sourceId)}
          onChange={(e) => onSource(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">All sources</option>
          {sources.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
              {s.enabled ? "" : " (disabled)"}
            </option>
          ))}
        </Select>
      </div>
      <SearchBox
        id="wire-search"
        label="Search"
        value={q}
        placeholder="Words in English or Swedish"
        onSearch={onSearch}
      />
    </div>
  );
}
