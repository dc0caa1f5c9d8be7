import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

/** ACC-9: POST /api/login (no auth) {username, password}; errors carry their text in msg. */
export const login = (body: LoginRequest) => apiRequest<AuthResponse>('/login', { method: 'POST', body });

/** On success the browser keeps ACC-14's keys: access_token, user_details, full_name. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (data) => session.save(data.access_token, data.user_details),
  });
