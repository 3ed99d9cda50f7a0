import { ROLE_NAMES, ROLES, type Role } from "#shared/roles.js";
import { describedBy, Field, Select } from "../../components/field.js";

/** What each role may do, in a line (src/shared/roles.ts), shown under the role picker. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  contributor: "Writes and edits their own drafts; cannot publish.",
  author: "Writes, publishes and edits their own articles.",
  editor: "Every article, comments, categories, media, the desk, sources, messages, newsletter and analytics.",
  administrator: "Everything, including staff, settings, ad slots and mail.",
};

/** The role picker of the staff and invitation dialogs, saying under it what the chosen role may do. */
export function RoleField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: Role;
  error?: string;
  onChange: (role: Role) => void;
}) {
  return (
    <Field id={id} label="Role" required error={error} hint={ROLE_SUMMARIES[value]}>
      <Select {...describedBy(id, error, true)} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_NAMES[role]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
