import { useId } from 'react';
import { SCREENING_MESSAGES as S, storedAnswerWords, type Applicant } from '@careers/shared';

/**
 * REC-27, APP-11: the candidate's screening answers with the questions as asked, and the "Does not meet"
 * flag in words, with the screen saying that the flag never ends, hides or moves the application (GDPR Art. 22).
 */
export function ScreeningAnswers({ applicant }: { applicant: Pick<Applicant, 'screening_answers' | 'does_not_meet'> }) {
  const id = useId();
  if (applicant.screening_answers.length === 0 && applicant.does_not_meet.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-lg bg-surface p-3 ring-1 ring-line" data-testid="screening-answers">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {S.answersTitle}
      </h3>
      {applicant.does_not_meet.length > 0 && (
        <div className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-300 ring-inset">
          <p className="font-medium">{S.doesNotMeet(applicant.does_not_meet)}</p>
          <p className="mt-1 text-xs">{S.flagHint}</p>
        </div>
      )}
      <dl className="mt-2 space-y-2">
        {applicant.screening_answers.map((a) => (
          <div key={a.id}>
            <dt className="text-xs font-semibold text-muted">{a.question}</dt>
            <dd className="text-sm text-ink">{storedAnswerWords(a)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
