import { Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { LINK_INVALID, STAFF_LIMITS, tokenPasswordInput } from "#shared/schemas/staff.js";
import { serverMessage } from "../../api/errors.js";
import { Button } from "../../components/button.js";
import { describedBy, Field, Input } from "../../components/field.js";
import { SignInAlert, signInCardClass } from "../../components/sign-in-frame.js";
import { type LinkPurpose, useSetPasswordWithLink } from "./api/set-password-with-link.js";
import { PASSWORDS_DIFFER } from "./staff-password-dialog.js";

/** The secret of a mailed link: it comes in the fragment (`#token=`), which is never sent to a server. */
function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, "")).get("token") ?? "";
}

/**
 * The page a mailed link opens (issue 32): a new password, twice, for a reset or an invitation's new
 * account. Nothing happens until the person presses the button, so a mail scanner that opens the link
 * uses nothing up.
 */
export function LinkPasswordForm({ purpose, submitLabel }: { purpose: LinkPurpose; submitLabel: string }) {
  const [token, setToken] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setToken(tokenFromFragment());
    // The secret leaves the address bar (and the browser's history) once read.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);

  const save = useSetPasswordWithLink(purpose, {
    mutationConfig: { onError: (error) => setFailure(serverMessage(error, "The password could not be set")) },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) return setFailure(PASSWORDS_DIFFER);
    const parsed = tokenPasswordInput.safeParse({ token, password });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? LINK_INVALID);
    setFailure(null);
    save.mutate({ token, password });
  }

  if (save.isSuccess) {
    return (
      <div className={signInCardClass}>
        <p role="status" className="text-sm text-slate-800 dark:text-slate-200">
          {save.data.message}.
        </p>
        <Link
          to="/admin/login"
          className="justify-self-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className={signInCardClass}>
      {failure && <SignInAlert>{failure}</SignInAlert>}
      {!token && <SignInAlert>{LINK_INVALID}</SignInAlert>}
      <Field id="link-password" label="New password" required hint={`At least ${STAFF_LIMITS.passwordMin} characters.`}>
        <Input
          {...describedBy("link-password", undefined, true)}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field id="link-repeat" label="Repeat the new password" required>
        <Input
          id="link-repeat"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="primary" disabled={save.isPending || !token} className="w-full">
        {save.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {submitLabel}
      </Button>
    </form>
  );
}
