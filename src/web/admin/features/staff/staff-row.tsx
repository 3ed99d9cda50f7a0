import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { ROLE_NAMES } from "#shared/roles.js";
import type { StaffMember } from "#shared/schemas/staff.js";
import { formatRelative, formatShortDate } from "#web/ui/dates.js";
import { Badge } from "../../components/badge.js";
import { Button } from "../../components/button.js";

/** One staff account: name, role, email, when it was made and last signed in, and what can be done with it. */
export function StaffRow({
  member,
  isSelf,
  onEdit,
  onDelete,
  onSendReset,
}: {
  member: StaffMember;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Mails them a link to set a new password; absent for oneself, or when the site cannot send mail. */
  onSendReset?: () => void;
}) {
  const selfNote = `staff-${member.id}-self-note`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
            {member.name}
          </h2>
          <Badge tone={member.role === "administrator" ? "violet" : "neutral"}>{ROLE_NAMES[member.role]}</Badge>
          {member.twoFactor && <Badge tone="green">Two-factor</Badge>}
          {isSelf && <Badge tone="blue">You</Badge>}
        </div>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{member.email}</p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>
              <time dateTime={member.createdAt}>{formatShortDate(member.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Last sign-in</dt>
            <dd>
              {member.lastSignInAt ? (
                <time dateTime={member.lastSignInAt} title={new Date(member.lastSignInAt).toLocaleString()}>
                  {formatRelative(member.lastSignInAt)}
                </time>
              ) : (
                "Never"
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1.5 sm:justify-end">
        <Button size="sm" variant="ghost" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden />
          Edit<span className="sr-only"> {member.name}</span>
        </Button>
        {onSendReset && !isSelf && (
          <Button size="sm" variant="ghost" onClick={onSendReset}>
            <KeyRound className="h-4 w-4" aria-hidden />
            Send reset link<span className="sr-only"> to {member.name}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost-danger"
          onClick={onDelete}
          disabled={isSelf}
          aria-describedby={isSelf ? selfNote : undefined}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete<span className="sr-only"> {member.name}</span>
        </Button>
        {isSelf && (
          <p id={selfNote} className="w-full text-xs text-slate-600 sm:text-right dark:text-slate-400">
            You cannot delete your own account.
          </p>
        )}
      </div>
    </li>
  );
}
