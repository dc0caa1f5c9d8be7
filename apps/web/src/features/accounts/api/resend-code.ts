import { useMutation } from '@tanstack/react-query';
import { authOperations } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** ACC-4: `authOperations.resendCode` {username}; the new code replaces the old one. */
export const resendCode = (username: string) => callApi(authOperations.resendCode, { body: { username } });

export const useResendCode = () => useMutation({ mutationFn: resendCode });
