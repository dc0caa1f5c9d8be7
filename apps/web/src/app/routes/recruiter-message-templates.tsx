import { CONVERSATION_MESSAGES as C } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { MessageTemplatesEditor } from '@/features/message-templates/components/message-templates-editor';

/** REC-29: the rejection message templates page (admins only: the route table's `admin` access). */
export default function RecruiterMessageTemplatesRoute() {
  return (
    <RecruiterPage title={C.templates.pageTitle}>
      <p className="mb-6 max-w-3xl text-muted">{C.templates.intro}</p>
      <MessageTemplatesEditor />
    </RecruiterPage>
  );
}
