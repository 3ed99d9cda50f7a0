import type { LoginInput } from "#shared/schemas/auth.js";
import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";
import { type MutationHookOptions, useCallMutation } from "../../../api/mutation.js";
import { invalidate } from "../../../api/refresh.js";

/** `code`: the authenticator app's 6-digit code, or a recovery code, when the account has two-factor sign-in. */
export function logIn(input: LoginInput): Promise<unknown> {
  return api("/api/admin/login", { method: "POST", body: input });
}

/** Nothing read before signing in is kept (another person's, or nobody's); the signed-in staff member is read. */
export function useLogIn({ mutationConfig }: MutationHookOptions<unknown, LoginInput> = {}) {
  return useCallMutation(
    {
      mutationFn: logIn,
      refresh: (queryClient) => {
        queryClient.removeQueries();
        return invalidate(queryClient, keys.user);
      },
    },
    mutationConfig,
  );
}
