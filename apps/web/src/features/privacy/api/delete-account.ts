import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** PRV-4: DELETE /api/me with the password; a wrong password answers 400 with a message (no redirect). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest<{ message: string }>('/me', { method: 'DELETE', auth: true, body, redirectOnUnauthorized: false }),
  });
