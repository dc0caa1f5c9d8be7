import { useMutation } from '@tanstack/react-query';
import { authOperations, type ForgotPasswordRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** ACC-10: `authOperations.forgotPassword` {username}; status 200 means the link was sent. */
export const forgotPassword = (body: ForgotPasswordRequest) => callApi(authOperations.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
