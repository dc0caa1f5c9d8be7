import { useMutation } from '@tanstack/react-query';
import { authOperations, type VerifySignupRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { createZohoUser } from '@/lib/crm-sync';
import { session } from '@/lib/session';

/** ACC-4: `authOperations.verifySignup` {first_name, last_name, username, otp, password}; answers access_token. */
export const verifySignup = (body: VerifySignupRequest) => callApi(authOperations.verifySignup, { body });

/**
 * On success the browser keeps ACC-14's keys (access_token, user_details, full_name), then makes
 * INT-4's createZohoUser call without waiting for it.
 */
export const useVerifySignup = () =>
  useMutation({
    mutationFn: verifySignup,
    onSuccess: (data) => {
      session.save(data.access_token, data.user_details);
      void createZohoUser();
    },
  });
