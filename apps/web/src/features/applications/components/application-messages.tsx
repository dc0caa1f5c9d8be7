import { BRAND, CONVERSATION_MESSAGES as C } from '@careers/shared';
import { ConversationThread } from '@/components/conversation-thread';
import { useMyMessages, useSendMyMessage } from '../api/messages';

/** APP-12: the conversation under an application on the Applied Jobs tab, read when the card is opened. */
export function ApplicationMessages({ applicationId, open }: { applicationId: number; open: boolean }) {
  const query = useMyMessages(applicationId, open);
  const send = useSendMyMessage(applicationId);
  if (query.isPending) return <p className="mt-5 text-sm text-muted">{C.loading}</p>;
  if (query.isError) return <p className="mt-5 text-sm text-danger">{C.loadFailed}</p>;
  return (
    <div className="mt-6 border-t border-line pt-5">
      <ConversationThread
        messages={query.data.messages}
        reader="candidate"
        companyName={BRAND.companyName}
        hint={C.candidateHint}
        sending={send.isPending}
        onSend={(text) => send.mutateAsync(text)}
      />
    </div>
  );
}
