import type { RecoveryCodesResponse, TwoStepDisableBody, TwoStepSetupResponse, TwoStepStatus } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { http, send, unwrap } from '@/lib/http';

/** The query key of the status, shared by the profile's card and the shell's reminder. */
export const TWO_STEP_KEY = ['account', 'two-step'] as const;

/** GET /api/identity/2fa: whether two-step sign-in is on, required of this account, and recovery codes left. */
export async function getTwoStep(signal?: AbortSignal): Promise<TwoStepStatus> {
  return unwrap(await http.get<TwoStepStatus>(identityPaths.twoStep, undefined, signal), 'two-step status');
}

/** POST 2fa/setup: a new secret and its otpauth:// URL (nothing changes at login until enabled). */
export function setUpTwoStep(): Promise<TwoStepSetupResponse> {
  return send<TwoStepSetupResponse>(identityPaths.twoStepSetup, { method: 'POST', body: {} });
}

/** POST 2fa/enable {code}: on, with the ten recovery codes shown only now. */
export function enableTwoStep(code: string): Promise<RecoveryCodesResponse> {
  return send<RecoveryCodesResponse>(identityPaths.twoStepEnable, { method: 'POST', body: { code: code.trim() } });
}

/** POST 2fa/disable {password, code}. */
export function disableTwoStep(body: TwoStepDisableBody): Promise<{ ok: true }> {
  return send<{ ok: true }>(identityPaths.twoStepDisable, { method: 'POST', body });
}
