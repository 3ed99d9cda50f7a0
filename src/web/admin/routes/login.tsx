import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Newspaper } from "lucide-react";
import { type FormEvent, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { loginInput } from "#shared/schemas/auth.js";
import { fetchCurrentUser, logIn } from "../api/auth.js";
import { serverMessage } from "../api/errors.js";
import { keys } from "../api/keys.js";
import { Button } from "../components/button.js";
import { Field, Input } from "../components/field.js";
import { preloadToasts, useToast } from "#web/ui/toaster.js";
import { StaffQueryProvider } from "../api/query-client.js";
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

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-600 text-white shadow">
            <Newspaper className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Admin Portal</h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">Only News for Free · staff sign-in</p>
          </div>
        </div>
        {children}
      </div>
    </main>
  );
}

export function HydrateFallback() {
  return (
    <Frame>
      <div
        role="status"
        className="h-64 animate-pulse rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      >
        <span className="sr-only">Loading…</span>
      </div>
    </Frame>
  );
}

export default function AdminLogin() {
  return (
    <StaffQueryProvider>
      <LoginForm />
    </StaffQueryProvider>
  );
}

function LoginForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: async () => {
      setFailure(null);
      queryClient.removeQueries();
      await queryClient.invalidateQueries({ queryKey: keys.user });
      toast({ title: "Logged in successfully" });
      navigate("/admin");
    },
    onError: (error) => {
      const message = serverMessage(error, "Invalid email or password");
      setFailure(message);
      toast({ title: "Login Failed", description: message, variant: "destructive" });
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
    login.mutate({ email: parsed.data.email, password: parsed.data.password });
  }

  return (
    <Frame>
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {failure}
          </p>
        )}
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
        <Button type="submit" variant="primary" disabled={login.isPending} className="w-full">
          {login.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          Sign in
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <a href="/" className="text-slate-700 underline-offset-4 hover:underline dark:text-slate-300">
          ← Back to the site
        </a>
      </p>
    </Frame>
  );
}
