import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SignupRequest } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** SPEC 7: POST /api/register with SPEC 3's signup payload; D20 e-mails a code. */
export const register = (body: SignupRequest) => apiRequest<MessageResponse>('/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
