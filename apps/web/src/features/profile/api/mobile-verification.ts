import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileOperations, type GetOtpRequest, type VerifyMobileRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** PRO-14: text a code to one of the profile's numbers ({mobile}). */
export const sendMobileOtp = (body: GetOtpRequest) => callApi(profileOperations.sendMobileOtp, { body });

/** PRO-14: check a texted code ({mobile, otp, mobile_type}). */
export const verifyMobile = (body: VerifyMobileRequest) => callApi(profileOperations.verifyMobile, { body });

export const useSendMobileOtp = () => useMutation({ mutationFn: sendMobileOtp });

export function useVerifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMobile,
    // The badge turns to 'Verified' from the reloaded profile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.userDetails() }),
  });
}
