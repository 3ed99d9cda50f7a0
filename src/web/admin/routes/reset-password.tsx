import { StaffQueryProvider } from "../api/query-client.js";
import { SignInFallback, SignInFrame } from "../components/sign-in-frame.js";
import { LinkPasswordForm } from "../features/staff/link-password-form.js";
import type { Route } from "./+types/reset-password";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Set a new password · Only News for Free" },
  { name: "robots", content: "noindex, nofollow" },
  // The page holds a secret in its address: it is never sent on as a Referer.
  { name: "referrer", content: "no-referrer" },
];

/** Rendered in the browser only: the link's secret is in the fragment, which only the browser sees. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <SignInFallback title="Set a new password" />;
}

/** Where a password reset link leads (issue 32): a new password, which signs the account out everywhere. */
export default function ResetPassword() {
  return (
    <StaffQueryProvider>
      <SignInFrame title="Set a new password" subtitle="Only News for Free · staff account">
        <LinkPasswordForm purpose="reset-password" submitLabel="Set my password" />
      </SignInFrame>
    </StaffQueryProvider>
  );
}
