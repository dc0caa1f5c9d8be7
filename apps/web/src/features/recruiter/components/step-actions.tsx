import { useState } from 'react';
import {
  APPLICATION_STEP_LABELS,
  BOARD_MESSAGES,
  RECRUITER_MESSAGES,
  canMarkNotSelected,
  nextStep,
  type Applicant,
  type InterviewInput,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { RejectionTemplateChoice } from '@/components/rejection-template-choice';
import { useRejectionTemplates, type StepChange } from '../api/applicants';
import { useMoveApplicant } from '../hooks/use-move-applicant';
import { fullName } from '../utils/applicant-view';
import { InterviewForm } from './interview-form';

/** The recruiter's two moves (REC-6): the next step, or Not selected after a confirmation. */
export function StepActions({ applicant, jobId }: { applicant: Applicant; jobId: number }) {
  const { move, reschedule, pending, moving } = useMoveApplicant(jobId);
  const [confirming, setConfirming] = useState(false);
  // REC-29: the rejection message sent with Not selected, or none (the default).
  const templates = useRejectionTemplates(confirming);
  const [templateId, setTemplateId] = useState<number | undefined>();
  // REC-12: the move to Interview, or a scheduled interview's change, opens the interview form.
  const [scheduling, setScheduling] = useState(false);
  const next = nextStep(applicant.status);
  const name = fullName(applicant);
  const run = async (step: StepChange) => {
    if (await move(step)) setScheduling(false);
    setConfirming(false);
  };
  if (scheduling) {
    const toInterview = applicant.status !== 'interview';
    const advance = (interview?: InterviewInput) =>
      void run({ action: 'advance', applicationId: applicant.application_id, from: applicant.status, ...(interview ? { interview } : {}) });
    return (
      <InterviewForm
        name={name}
        interview={applicant.interview}
        submitLabel={
          toInterview
            ? RECRUITER_MESSAGES.moveTo(APPLICATION_STEP_LABELS.interview)
            : applicant.interview
              ? RECRUITER_MESSAGES.rescheduleInterview
              : RECRUITER_MESSAGES.scheduleInterview
        }
        pending={pending}
        onSubmit={(interview) =>
          toInterview
            ? advance(interview)
            : void reschedule(applicant.application_id, interview).then((done) => done && setScheduling(false))
        }
        {...(toInterview ? { onSkip: () => advance() } : {})}
        onCancel={() => setScheduling(false)}
      />
    );
  }
  const canSchedule = applicant.status === 'interview';
  if (!next && !canMarkNotSelected(applicant.status)) return null;
  if (confirming) {
    return (
      <div
        role="group"
        aria-label={`Confirm ${RECRUITER_MESSAGES.markNotSelected}`}
        className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3"
      >
        <p className="text-sm text-ink">{BOARD_MESSAGES.confirmNotSelected(name)}</p>
        <div className="w-full">
          <RejectionTemplateChoice templates={templates.data?.templates ?? []} value={templateId} onChange={setTemplateId} />
        </div>
        <Button
          size="sm"
          variant="danger"
          disabled={moving}
          onClick={() =>
            void run({
              action: 'not-selected',
              applicationId: applicant.application_id,
              ...(templateId === undefined ? {} : { templateId }),
            })
          }
        >
          {moving && <Spinner className="h-4 w-4" />}
          Confirm
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {next && (
        <Button
          size="sm"
          disabled={moving}
          aria-label={`${RECRUITER_MESSAGES.moveTo(APPLICATION_STEP_LABELS[next])}: ${name}`}
          onClick={() =>
            next === 'interview'
              ? setScheduling(true)
              : void run({ action: 'advance', applicationId: applicant.application_id, from: applicant.status })
          }
        >
          {moving && <Spinner className="h-4 w-4" />}
          {RECRUITER_MESSAGES.moveTo(APPLICATION_STEP_LABELS[next])}
        </Button>
      )}
      {canSchedule && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setScheduling(true)}
          aria-label={`${applicant.interview ? RECRUITER_MESSAGES.rescheduleInterview : RECRUITER_MESSAGES.scheduleInterview}: ${name}`}
        >
          <Icon icon={icons.calendar} className="h-4 w-4" />
          {applicant.interview ? RECRUITER_MESSAGES.rescheduleInterview : RECRUITER_MESSAGES.scheduleInterview}
        </Button>
      )}
      {canMarkNotSelected(applicant.status) && (
        <Button
          size="sm"
          variant="secondary"
          disabled={moving}
          onClick={() => setConfirming(true)}
          aria-label={`${RECRUITER_MESSAGES.markNotSelected}: ${name}`}
        >
          {RECRUITER_MESSAGES.markNotSelected}
        </Button>
      )}
    </div>
  );
}
