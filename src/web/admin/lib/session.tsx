import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { INTERVALS_MS } from "#shared/constants.js";
import type { CurrentUser } from "#shared/schemas/auth.js";
import { isUnauthorizedError, serverMessage } from "../api/errors.js";
import { useToast } from "#web/ui/toaster.js";

export const UNAUTHORIZED_TITLE = "Unauthorized";
export const UNAUTHORIZED_TEXT = "You are logged out. Logging in again...";

interface AdminSession {
  user: CurrentUser | null;
  /** True once the session is known to be gone; the redirect to /api/login is under way. */
  loggedOut: boolean;
  signalUnauthorized: () => void;
}

const SessionContext = createContext<AdminSession>({ user: null, loggedOut: false, signalUnauthorized: () => {} });

export function useAdminSession(): AdminSession {
  return useContext(SessionContext);
}

/**
 * SPEC 4/6: when the session is missing or any call answers 401 Unauthorized, say so
 * ('Unauthorized' / 'You are logged out. Logging in again...') and go to /api/login after 500 ms.
 * Listens to every query and mutation, so no screen can forget it.
 */
export function AdminSessionProvider({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);
  const started = useRef(false);

  const signalUnauthorized = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoggedOut(true);
    toast({ title: UNAUTHORIZED_TITLE, description: UNAUTHORIZED_TEXT, variant: "destructive" });
    window.dispatchEvent(new Event("onff-admin-logged-out"));
    window.setTimeout(() => window.location.assign("/api/login"), INTERVALS_MS.unauthorizedRedirect);
  }, [toast]);

  useEffect(() => {
    if (!user) signalUnauthorized();
  }, [user, signalUnauthorized]);

  useEffect(() => {
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === "updated" && event.action?.type === "error" && isUnauthorizedError(event.action.error)) {
        signalUnauthorized();
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, signalUnauthorized]);

  const value = useMemo(() => ({ user, loggedOut, signalUnauthorized }), [user, loggedOut, signalUnauthorized]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Toasts for a mutation's outcome: the spec's success text, or 'Error' with the server's message and
 * then the spec's fallback. A 401 is left to the session provider, whose toast must not be replaced.
 */
export function useResultToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (title: string, description?: string) => toast({ title, description }),
      failure: (error: unknown, fallback: string) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: "Error", description: serverMessage(error, fallback), variant: "destructive" });
      },
    }),
    [toast],
  );
}
