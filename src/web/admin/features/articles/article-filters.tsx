import type { Category } from "#shared/schemas/category.js";
import { Select } from "../../components/field.js";
import { SearchBox } from "../../components/search-box.js";
import type { ArticleListFilters } from "../../api/keys.js";

const labelClass = "text-sm font-medium text-slate-800 dark:text-slate-200";

/** The articles list's search (title and body, drafts included), filters and order. */
export function ArticleFilters({
  filters,
  categories,
  onChange,
}: {
  filters: ArticleListFilters;
  categories: Category[];
  onChange: (change: Partial<ArticleListFilters>, options?: { replace?: boolean }) => void;
}) {
  const select = (
    id: string,
    label: string,
    value: string,
    set: (value: string) => void,
    options: [string, string][],
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => set(e.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
      <SearchBox
        id="articles-search"
        label="Search"
        value={filters.q ?? ""}
        placeholder="Words in the title or text"
        onSearch={(q) => onChange({ q: q || undefined }, { replace: true })}
      />
      {select(
        "articles-status",
        "Status",
        filters.status ?? "",
        (v) => onChange({ status: (v || undefined) as ArticleListFilters["status"] }),
        [
          ["", "All"],
          ["published", "Published"],
          ["draft", "Drafts"],
          ["scheduled", "Scheduled"],
        ],
      )}
      {select(
        "articles-category",
        "Category",
        filters.categoryId === undefined ? "" : String(filters.categoryId),
        (v) => onChange({ categoryId: v ? Number(v) : undefined }),
        [["", "All categories"], ...categories.map((c): [string, string] => [String(c.id), c.name])],
      )}
      {select(
        "articles-featured",
        "Featured",
        filters.featured === undefined ? "" : String(filters.featured),
        (v) => onChange({ featured: v === "" ? undefined : v === "true" }),
        [
          ["", "All"],
          ["true", "Featured"],
          ["false", "Not featured"],
        ],
      )}
      {select(
        "articles-sort",
        "Order",
        filters.sort ?? "",
        (v) => onChange({ sort: (v || undefined) as ArticleListFilters["sort"] }),
        [
          ...(filters.q
            ? [["", "Best match"] as [string, string], ["newest", "Newest first"] as [string, string]]
            : [["", "Newest first"] as [string, string]]),
          ["oldest", "Oldest first"],
          ["updated", "Recently updated"],
        ],
      )}
    </div>
  );
}
