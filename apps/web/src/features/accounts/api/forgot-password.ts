import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** ACC-10: POST /api/forgot-password {username}; status 200 means the link was sent. */
export const forgotPassword = (body: ForgotPasswordRequest) => apiRequest<MessageResponse>('/forgot-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
