import { useMutation } from '@tanstack/react-query';
import { authOperations, LOGIN_REFUSALS, type LoginRefusal, type LoginRequest } from '@careers/shared';
import { ApiError, callApi } from '@/lib/api-client';
import { session } from '@/lib/session';

/**
 * ACC-9: `authOperations.login` (no auth) {username, password}; errors carry their text in msg. ACC-19:
 * with `otp` once the account needs the e-mailed sign-in code.
 */
export const login = (body: LoginRequest) => callApi(authOperations.login, { body });

/** On success the browser keeps ACC-14's keys: access_token, user_details, full_name. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (data) => session.save(data.access_token, data.user_details),
  });

/** ACC-19: why a login was refused when the page must act on it (a code is needed, or the code was wrong). */
export function loginRefusalOf(error: unknown): LoginRefusal | undefined {
  if (!(error instanceof ApiError) || error.failure.status !== 401) return undefined;
  const { code } = error.failure.data;
  return LOGIN_REFUSALS.find((refusal) => refusal === code);
}
