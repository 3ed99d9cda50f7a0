import { api } from "#web/ui/api.js";
import { keys } from "../../../api/keys.js";

/** One's own two-factor sign-in (issue 32): on or off, and how many recovery codes are left. */
export const twoFactorQuery = () => ({
  queryKey: keys.twoFactor,
  queryFn: () => api<{ enabled: boolean; recoveryCodesLeft: number }>("/api/auth/2fa", { cache: "no-cache" }),
});
