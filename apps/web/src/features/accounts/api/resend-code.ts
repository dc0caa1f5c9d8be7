import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** ACC-4: POST /api/resend-code {username}; the new code replaces the old one. */
export const resendCode = (username: string) => apiRequest<MessageResponse>('/resend-code', { method: 'POST', body: { username } });

export const useResendCode = () => useMutation({ mutationFn: resendCode });
