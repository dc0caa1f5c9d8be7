import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GetOtpRequest, GetOtpResponse, MessageResponse, VerifyMobileRequest } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** PRO-14: POST /api/get-otp {mobile} (PRO-14: auth). */
export const sendMobileOtp = (body: GetOtpRequest) => apiRequest<GetOtpResponse>('/get-otp', { method: 'POST', body, auth: true });

/** PRO-14: POST /api/verify/mobile {mobile, otp, mobile_type} (auth). */
export const verifyMobile = (body: VerifyMobileRequest) =>
  apiRequest<MessageResponse>('/verify/mobile', { method: 'POST', body, auth: true });

export const useSendMobileOtp = () => useMutation({ mutationFn: sendMobileOtp });

export function useVerifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMobile,
    // The badge turns to 'Verified' from the reloaded profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.userDetails() }),
  });
}
