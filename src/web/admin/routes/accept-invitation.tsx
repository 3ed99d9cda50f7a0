import { StaffQueryProvider } from "../api/query-client.js";
import { SignInFallback, SignInFrame } from "../components/sign-in-frame.js";
import { LinkPasswordForm } from "../features/staff/link-password-form.js";
import type { Route } from "./+types/accept-invitation";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Join the newsroom · Only News for Free" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** Rendered in the browser only: the invitation's secret is in the fragment, which only the browser sees. */
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <SignInFallback title="Join the newsroom" />;
}

/** Where an invitation leads (issue 32): the invited person chooses a password and their account is made. */
export default function AcceptInvitation() {
  return (
    <StaffQueryProvider>
      <SignInFrame title="Join the newsroom" subtitle="Choose a password for your staff account">
        <LinkPasswordForm purpose="accept-invitation" submitLabel="Create my account" />
      </SignInFrame>
    </StaffQueryProvider>
  );
}
