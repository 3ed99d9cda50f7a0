import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { useSearchParams } from "react-router";
import { AUDIT_PAGE_SIZE } from "#shared/schemas/audit.js";
import { totalPages } from "#shared/text.js";
import { Card, EmptyState, LoadError, Skeleton } from "../components/empty-state.js";
import { Field, Select } from "../components/field.js";
import { PageHeader } from "../components/page-header.js";
import { Pagination } from "../components/pagination.js";
import { auditPageQuery } from "../features/audit/api/get-audit.js";
import { AuditEntryItem } from "../features/audit/audit-entry.js";
import { staffQuery } from "../features/staff/api/get-staff.js";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Admin · Only News for Free" }];

/**
 * The audit log (issue 32): every staff change, sign-in and failed sign-in, newest first, by person and
 * by kind of action, in the address so a view can be shared.
 */
export default function Audit() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const userId = Number(params.get("userId")) || undefined;
  const action = params.get("action") || undefined;
  const list = useQuery({ ...auditPageQuery({ page, userId, action }), placeholderData: keepPreviousData });
  const staff = useQuery(staffQuery());
  const pages = list.data ? totalPages(list.data.total, AUDIT_PAGE_SIZE) : 1;

  const show = (next: { page?: number; userId?: number; action?: string }) => {
    const merged = { page, userId, action, ...next };
    const search = new URLSearchParams();
    if (merged.page > 1) search.set("page", String(merged.page));
    if (merged.userId) search.set("userId", String(merged.userId));
    if (merged.action) search.set("action", merged.action);
    setParams(search);
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who changed what and when: every staff change, sign-in and failed sign-in, newest first."
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <Field id="audit-person" label="Person">
          <Select
            id="audit-person"
            value={userId ? String(userId) : ""}
            onChange={(e) => show({ page: 1, userId: Number(e.target.value) || undefined })}
          >
            <option value="">Everyone</option>
            {staff.data?.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name} ({member.email})
              </option>
            ))}
          </Select>
        </Field>
        <Field id="audit-action" label="Action">
          <Select
            id="audit-action"
            value={action ?? ""}
            onChange={(e) => show({ page: 1, action: e.target.value || undefined })}
          >
            <option value="">Every action</option>
            {list.data?.actions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {list.isError && <LoadError message="The audit log could not be loaded." onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton rows={5} />}
      {list.data?.entries.length === 0 && (
        <EmptyState
          icon={ScrollText}
          title="Nothing recorded"
          description={userId || action ? "No entry matches these filters." : "Staff changes and sign-ins appear here."}
        />
      )}
      {list.data && list.data.entries.length > 0 && (
        <Card>
          <ul aria-label="Audit log" className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.data.entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </Card>
      )}
      <Pagination page={page} totalPages={pages} onPageChange={(next) => show({ page: next })} />
    </>
  );
}
