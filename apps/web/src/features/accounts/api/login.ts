import { useMutation } from '@tanstack/react-query';
import { authOperations, type LoginRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { session } from '@/lib/session';

/** ACC-9: `authOperations.login` (no auth) {username, password}; errors carry their text in msg. */
export const login = (body: LoginRequest) => callApi(authOperations.login, { body });

/** On success the browser keeps ACC-14's keys: access_token, user_details, full_name. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (data) => session.save(data.access_token, data.user_details),
  });
