import { BRAND, CONVERSATION_MESSAGES as C } from '@careers/shared';
import { ConversationThread } from '@/components/conversation-thread';
import { serverMessageOr } from '@/lib/api-client';
import { useApplicationMessages, useSendApplicationMessage } from '../api/messages';

/** REC-29: the side panel's Messages tab: the application's conversation, the same thread the candidate sees. */
export function ApplicantMessages({ jobId, applicationId }: { jobId: number; applicationId: number }) {
  const query = useApplicationMessages(jobId, applicationId, true);
  const send = useSendApplicationMessage(applicationId);
  if (query.isPending) return <p className="text-ws-sm text-muted">{C.loading}</p>;
  if (query.isError) return <p className="text-ws-sm text-danger">{serverMessageOr(query.error, C.loadFailed)}</p>;
  return (
    <ConversationThread
      messages={query.data.messages}
      reader="team"
      companyName={BRAND.companyName}
      hint={C.teamHint}
      sending={send.isPending}
      onSend={(text) => send.mutateAsync(text)}
    />
  );
}
