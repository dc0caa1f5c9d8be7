import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SignupRequest } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** ACC-4: POST /api/register with ACC-4's signup payload; ACC-4 e-mails a code. */
export const register = (body: SignupRequest) => apiRequest<MessageResponse>('/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
