import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { passwordResetRequestInput } from "#shared/schemas/staff.js";
import { serverMessage } from "../api/errors.js";
import { StaffQueryProvider } from "../api/query-client.js";
import { Button } from "../components/button.js";
import { Field, Input } from "../components/field.js";
import { SignInAlert, SignInFallback, SignInFrame, signInCardClass } from "../components/sign-in-frame.js";
import { useRequestPasswordReset } from "../features/staff/api/request-password-reset.js";
import type { Route } from "./+types/forgot-password";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password · Only News for Free" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <SignInFallback title="Forgot password?" />;
}

/** "Forgot password?" (issue 32): a link by mail, with the same answer whether or not the address has an account. */
export default function ForgotPassword() {
  return (
    <StaffQueryProvider>
      <SignInFrame title="Forgot password?" subtitle="We mail you a link to set a new one">
        <RequestForm />
      </SignInFrame>
    </StaffQueryProvider>
  );
}

function RequestForm() {
  const [email, setEmail] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestPasswordReset({
    mutationConfig: { onError: (error) => setFailure(serverMessage(error, "The link could not be sent")) },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordResetRequestInput.safeParse({ email });
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? "Email is required");
    setFailure(null);
    request.mutate(parsed.data.email);
  }

  return (
    <>
      {request.isSuccess ? (
        <p role="status" className={`${signInCardClass} text-sm text-slate-800 dark:text-slate-200`}>
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className={signInCardClass}>
          {failure && <SignInAlert>{failure}</SignInAlert>}
          <Field id="forgot-email" label="Email" required>
            <Input
              id="forgot-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="primary" disabled={request.isPending} className="w-full">
            {request.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            Send me a link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/admin/login" className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-300">
          ← Back to sign in
        </Link>
      </p>
    </>
  );
}
