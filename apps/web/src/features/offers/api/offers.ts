import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offersOperations, recruiterOffersOperations, type OfferInput } from '@careers/shared';
import { callApi, operationUrl } from '@/lib/api-client';
import { fetchFile } from '@/lib/api-files';
import { downloadFile } from '@/lib/download-file';

/** REC-33, APP-14: the offer queries of both sides. */
export const offerKeys = {
  team: (applicationId: number) => ['offers', 'team', applicationId] as const,
  mine: (applicationId: number) => ['offers', 'mine', applicationId] as const,
  letter: (offerId: number, which: 'letter' | 'signed') => ['offers', 'letter', offerId, which] as const,
};

/** REC-33: an application's offers as the team sees them (every version, the job's range). */
export const useTeamOffers = (applicationId: number, enabled = true) =>
  useQuery({
    queryKey: offerKeys.team(applicationId),
    queryFn: ({ signal }) => callApi(recruiterOffersOperations.listOffers, { params: { id: applicationId }, signal }),
    enabled,
  });

/** REC-33: save a draft (a new one, or changes to one), then optionally send it. */
export function useSaveOffer(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, input }: { offerId: number | null; input: OfferInput }) =>
      offerId === null
        ? callApi(recruiterOffersOperations.createOffer, { params: { id: applicationId }, body: input })
        : callApi(recruiterOffersOperations.updateOffer, { params: { offerId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.team(applicationId) }),
  });
}

export function useOfferAction(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, action }: { offerId: number; action: 'send' | 'withdraw' }) =>
      callApi(action === 'send' ? recruiterOffersOperations.sendOffer : recruiterOffersOperations.withdrawOffer, { params: { offerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.team(applicationId) }),
  });
}

/** APP-14: the candidate's offer on one application. */
export const useMyOffer = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: offerKeys.mine(applicationId),
    queryFn: ({ signal }) => callApi(offersOperations.getOffer, { params: { id: applicationId }, signal }),
    enabled,
  });

/** APP-14: the letter's bytes, for the in-page reader. */
export const useMyLetter = (offerId: number | undefined, which: 'letter' | 'signed') =>
  useQuery({
    queryKey: offerKeys.letter(offerId ?? 0, which),
    queryFn: async () => {
      const operation = which === 'letter' ? offersOperations.downloadOfferLetter : offersOperations.downloadSignedOffer;
      return (await fetchFile(operationUrl(operation, { offerId: offerId ?? 0 }))).arrayBuffer();
    },
    enabled: offerId !== undefined,
    staleTime: Infinity,
  });

export function useAnswerOffer(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { offerId: number } & ({ accept: true; fullName: string } | { accept: false; reason: string })) =>
      answer.accept
        ? callApi(offersOperations.acceptOffer, { params: { offerId: answer.offerId }, body: { full_name: answer.fullName } })
        : callApi(offersOperations.declineOffer, { params: { offerId: answer.offerId }, body: { reason: answer.reason } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: offerKeys.mine(applicationId) });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}

const fileName = (offerId: number, version: number, which: 'letter' | 'signed') =>
  `offer-${offerId}-v${version}${which === 'signed' ? '-signed' : ''}.pdf`;

export const downloadMyLetter = (offerId: number, version: number, which: 'letter' | 'signed') =>
  downloadFile(
    operationUrl(which === 'letter' ? offersOperations.downloadOfferLetter : offersOperations.downloadSignedOffer, { offerId }),
    fileName(offerId, version, which),
  );

export const downloadTeamLetter = (offerId: number, version: number, which: 'letter' | 'signed') =>
  downloadFile(
    operationUrl(
      which === 'letter' ? recruiterOffersOperations.downloadRecruiterOfferLetter : recruiterOffersOperations.downloadRecruiterSignedOffer,
      { offerId },
    ),
    fileName(offerId, version, which),
  );
