import { CONVERSATION_MESSAGES as C, type MessageTemplate } from '@careers/shared';
import { SelectField } from '@/components/ui/select-field';

/**
 * REC-29 (docs/decisions/048): the Not selected confirmation's choice of a rejection message: one of the
 * team's templates or none (the default: nothing is sent without a person's choice), with the chosen text
 * as the candidate will read it but for {firstName} and {jobTitle}, which are filled in per candidate.
 */
export function RejectionTemplateChoice({
  templates,
  value,
  onChange,
}: {
  templates: readonly MessageTemplate[];
  value: number | undefined;
  onChange: (templateId: number | undefined) => void;
}) {
  const chosen = templates.find((t) => t.id === value);
  return (
    <div className="space-y-2">
      <SelectField
        label={C.templates.choose}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        options={[{ value: '', label: C.templates.none }, ...templates.map((t) => ({ value: String(t.id), label: t.name }))]}
      />
      <p className="text-xs text-muted">{C.templates.chooseHint}</p>
      {/* The whole text, in the dialog's or panel's own scrolling: a box scrolling on its own would be out of a keyboard's reach (axe: scrollable-region-focusable). */}
      {chosen && (
        <p className="whitespace-pre-wrap rounded-lg bg-surface p-3 text-sm text-ink ring-1 ring-line" data-testid="template-preview">
          {chosen.body}
        </p>
      )}
    </div>
  );
}
