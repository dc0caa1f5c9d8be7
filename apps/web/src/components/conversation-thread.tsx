import { useId, useState, type FormEvent } from 'react';
import {
  CONVERSATION_MESSAGES as C,
  MESSAGE_TEXT_MAX,
  formatDateTime,
  messageInputSchema,
  textWithLinks,
  type ConversationMessage,
  type MessageSide,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { serverMessageOr } from '@/lib/api-client';

/** A message's text: its http(s) addresses as links (APP-12: plain text, nothing else is markup). */
function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {textWithLinks(text).map((piece, i) =>
        'href' in piece ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-800 underline">
            {piece.label}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}

export interface ConversationThreadProps {
  messages: ConversationMessage[];
  /** Whose screen this is: the reader's side sits on the right; a candidate's own messages are signed "You". */
  reader: MessageSide;
  /** The company's name, signing team messages whose author is gone. */
  companyName: string;
  hint: string;
  /** Sends the text; resolves when the server has it (the field then empties); a refusal's message is shown. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
}

/**
 * APP-12, REC-29 (docs/decisions/048): one application's conversation, the same on the candidate's Applied
 * Jobs tab and in the workspace's side panel: the messages oldest first, then the field to write. The
 * length rule and its messages are the server's (`messageInputSchema`).
 */
export function ConversationThread({ messages, reader, companyName, hint, onSend, sending }: ConversationThreadProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? C.textRequired);
      return;
    }
    setError(undefined);
    onSend(parsed.data.text).then(
      () => setText(''),
      (failure: unknown) => setError(serverMessageOr(failure, C.sendFailed)),
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold text-ink">
          {C.title}
        </h4>
        <p className="mt-1 text-sm text-muted">{hint}</p>
      </div>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{C.empty}</p>
      ) : (
        <ol className="space-y-3" aria-label={C.title}>
          {messages.map((m) => {
            const own = m.side === reader;
            // REC-29: in the workspace every team message is signed with its author (the thread is the whole
            // team's); only the candidate's own messages are "You" on their Applied Jobs tab (APP-12).
            const author =
              own && reader === 'candidate'
                ? C.you
                : m.side === 'team'
                  ? C.fromTeam(m.author, companyName)
                  : C.fromCandidate(m.author ?? '');
            return (
              <li key={m.id} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
                <article
                  aria-label={author}
                  className={`max-w-[85%] rounded-lg px-3 py-2 text-sm text-ink ring-1 ${own ? 'bg-brand-50 ring-brand-100' : 'bg-white ring-line'}`}
                >
                  <p className="mb-1 text-xs text-muted">
                    <span className="font-medium text-ink">{author}</span>
                    {' · '}
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  </p>
                  <MessageText text={m.text} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="space-y-2">
        <TextAreaField
          label={C.label}
          rows={3}
          value={text}
          maxLength={MESSAGE_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          error={error}
          hint={C.remaining(MESSAGE_TEXT_MAX - text.length)}
        />
        <Button type="submit" size="sm" disabled={sending}>
          {C.send}
        </Button>
      </form>
    </section>
  );
}
