import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  CONVERSATION_MESSAGES as C,
  MESSAGE_TEXT_MAX,
  TEMPLATE_NAME_MAX,
  messageTemplateInputSchema,
  type MessageTemplate,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../api/message-templates';

type Errors = Partial<Record<'name' | 'body', string>>;

/** One template's form (a new one when `template` is absent); the rules and messages are the server's. */
function TemplateForm({ template, onDone }: { template?: MessageTemplate; onDone?: () => void }) {
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageTemplateInputSchema.safeParse({ name, body });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'body') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { ...(template ? { id: template.id } : {}), body: parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          if (!template) {
            setName('');
            setBody('');
          }
          onDone?.();
        },
        onError: (error) => toastError(error, serverMessageOr(error, C.templates.saveFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-line">
      <TextField
        label={C.templates.name}
        value={name}
        maxLength={TEMPLATE_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextAreaField
        label={C.templates.body}
        rows={8}
        value={body}
        maxLength={MESSAGE_TEXT_MAX}
        onChange={(e) => setBody(e.target.value)}
        error={errors.body}
        hint={C.remaining(MESSAGE_TEXT_MAX - body.length)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {template ? C.templates.save : C.templates.add}
        </Button>
        {template && !confirming && (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {C.templates.delete}
          </Button>
        )}
        {template && confirming && (
          <div role="group" aria-label={C.templates.confirmDelete(template.name)} className="flex flex-wrap items-center gap-2">
            <span className="text-sm">{C.templates.confirmDelete(template.name)}</span>
            <Button
              size="sm"
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(template.id, {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) => {
                    setConfirming(false);
                    toastError(error, serverMessageOr(error, C.templates.saveFailed));
                  },
                })
              }
            >
              {C.templates.confirmDeleteYes}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {C.templates.confirmDeleteNo}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}

/** REC-29 (docs/decisions/048): the admins' page of rejection message templates: each editable, and a new one. */
export function MessageTemplatesEditor() {
  const templates = useTemplates();
  if (templates.isPending) return <p className="text-muted">{C.loading}</p>;
  if (templates.isError) return <p className="text-danger">{C.loadFailed}</p>;
  return (
    <div className="max-w-3xl space-y-6">
      {templates.data.templates.map((t) => (
        <section key={`${t.id}-${t.updatedAt}`} aria-label={t.name}>
          <TemplateForm template={t} />
        </section>
      ))}
      <section aria-label={C.templates.add}>
        <h2 className="mb-2 font-semibold text-ink">{C.templates.add}</h2>
        <TemplateForm />
      </section>
    </div>
  );
}
