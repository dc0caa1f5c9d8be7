import { useMutation } from '@tanstack/react-query';
import { authOperations, type SignupRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** ACC-4: `authOperations.register` with ACC-4's signup payload; ACC-4 e-mails a code. */
export const register = (body: SignupRequest) => callApi(authOperations.register, { body });

export const useRegister = () => useMutation({ mutationFn: register });
