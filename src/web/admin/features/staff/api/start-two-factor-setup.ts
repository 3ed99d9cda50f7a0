import { api } from "#web/ui/api.js";
import { type MutationHookOptions, noRefresh, useCallMutation } from "../../../api/mutation.js";

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return api("/api/auth/2fa/setup", { method: "POST" });
}

/** No refresh: a set-up started changes nothing until it is turned on (enable-two-factor.ts). */
export function useStartTwoFactorSetup({ mutationConfig }: MutationHookOptions<TwoFactorSetup, void> = {}) {
  return useCallMutation({ mutationFn: startTwoFactorSetup, refresh: noRefresh }, mutationConfig);
}
