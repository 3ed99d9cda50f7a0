import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { loginInput } from "#shared/schemas/auth.js";
import { fetchCurrentUser } from "../api/auth.js";
import { serverMessage } from "../api/errors.js";
import { ApiError } from "#web/ui/api.js";
import { Button } from "../components/button.js";
import { describedBy, Field, Input } from "../components/field.js";
import { SignInAlert, SignInFallback, SignInFrame, signInCardClass } from "../components/sign-in-frame.js";
import { preloadToasts, useToast } from "#web/ui/toaster.js";
import { StaffQueryProvider } from "../api/query-client.js";
import { useLogIn } from "../features/staff/api/log-in.js";
import type { Route } from "./+types/login";

/** Staff pages are never stored by browsers, proxies or the server's page cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: "Admin Portal · Only News for Free" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Rendered in the browser only (no form that could post a password before hydration); signed-in staff skip ahead. */
export async function clientLoader() {
  const [user] = await Promise.all([fetchCurrentUser().catch(() => null), preloadToasts()]);
  if (user) throw redirect("/admin");
  return null;
}

export function HydrateFallback() {
  return <SignInFallback />;
}

export default function AdminLogin() {
  return (
    <StaffQueryProvider>
      <LoginForm />
    </StaffQueryProvider>
  );
}

/** The login's 401 that asks for the second factor rather than refusing (two-factor sign-in is on). */
function asksForCode(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.body as { twoFactorRequired?: boolean } | null)?.twoFactorRequired === true
  );
}

function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Two-factor sign-in (issue 32): after a right password, the server asks for the app's code.
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();

  const login = useLogIn({
    mutationConfig: {
      onSuccess: () => setFailure(null),
      onError: (error) => {
        const message = serverMessage(error, "Invalid email or password");
        if (!codeAsked && asksForCode(error)) {
          setFailure(null);
          setCodeAsked(message);
          window.setTimeout(() => document.getElementById("login-code")?.focus(), 0);
          return;
        }
        setFailure(message);
        toast({ title: "Login Failed", description: message, variant: "destructive" });
      },
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = loginInput.safeParse({ email, password });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid email or password";
      setFailure(message);
      toast({ title: "Login Failed", description: message, variant: "destructive" });
      return;
    }
    // Signed in once the session's staff member is read: then the admin opens.
    login.mutate(
      { email: parsed.data.email, password: parsed.data.password, ...(codeAsked ? { code } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Logged in successfully" });
          navigate("/admin");
        },
      },
    );
  }

  return (
    <SignInFrame>
      <form onSubmit={submit} className={signInCardClass}>
        {failure && <SignInAlert>{failure}</SignInAlert>}
        <Field id="login-email" label="Email" required>
          <Input
            id="login-email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id="login-password" label="Password" required>
          <Input
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {codeAsked && (
          <Field id="login-code" label="Authentication code" required hint={codeAsked}>
            <Input
              {...describedBy("login-code", undefined, true)}
              name="code"
              inputMode="text"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
        )}
        <Button type="submit" variant="primary" disabled={login.isPending} className="w-full">
          {login.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          Sign in
        </Button>
        <Link
          to="/admin/forgot-password"
          className="justify-self-center text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Forgot password?
        </Link>
      </form>
      <p className="mt-6 text-center text-sm">
        <a href="/" className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-300">
          ← Back to the site
        </a>
      </p>
    </SignInFrame>
  );
}
