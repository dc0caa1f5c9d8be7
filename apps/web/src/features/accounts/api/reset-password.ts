import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** ACC-11: POST /api/reset-password {token, new_password, confirm_new_password}; 200 means success. */
export const resetPassword = (body: ResetPasswordRequest) => apiRequest<MessageResponse>('/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
