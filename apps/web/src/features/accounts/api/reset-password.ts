import { useMutation } from '@tanstack/react-query';
import { authOperations, type ResetPasswordRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** ACC-11: `authOperations.resetPassword` {token, new_password, confirm_new_password}; 200 means success. */
export const resetPassword = (body: ResetPasswordRequest) => callApi(authOperations.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
