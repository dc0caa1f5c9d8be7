import { useMutation } from '@tanstack/react-query';
import { myDataOperations, type DeleteAccountRequest } from '@careers/shared';
import { callApi } from '@/lib/api-client';

/** PRV-4: `myDataOperations.deleteMyAccount` with the password; a wrong password answers 400 with a message (no redirect). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) => callApi(myDataOperations.deleteMyAccount, { body, redirectOnUnauthorized: false }),
  });
