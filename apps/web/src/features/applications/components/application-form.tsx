import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import {
  APPLICATION_MESSAGES as A,
  APPLICATION_TEXTS,
  applicationFormSchemaFor,
  type ApplicationFields,
  type ApplicationMode,
  type Job,
  type PublicScreeningQuestion,
  type UserProfile,
} from '@careers/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { pathsIn, showServerErrors } from '@/lib/form-errors';
import { useSession } from '@/lib/use-session';
import { useApplicationDraft, useSaveApplicationDraft } from '../api/application-drafts';
import { useApplications, useSubmitApplication } from '../api/applications';
import { AddressSection } from './address-section';
import { CandidateSection } from './candidate-section';
import { DocumentsSection } from './documents-section';
import { CertificationsSection, EducationSection, ExperienceSection } from './history-sections';
import { ScreeningSection } from './screening-section';
import { initialFields } from '../utils/initial-values';
import { toastError } from '@/lib/error-toast';

function FormBody({
  job,
  mode,
  initial,
  restored,
  questions,
}: {
  job: Job;
  mode: ApplicationMode;
  initial: ApplicationFields;
  restored: boolean;
  questions: readonly PublicScreeningQuestion[];
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const submit = useSubmitApplication();
  const saveDraft = useSaveApplicationDraft(job.job_id);
  // APP-11: the job's screening answers are checked by the same shared schema as the API's.
  const [schema] = useState(() => applicationFormSchemaFor(questions));
  const methods = useForm<ApplicationFields>({ resolver: zodResolver(schema), defaultValues: initial });
  const announced = useRef(false);

  useEffect(() => {
    if (restored && !announced.current) {
      announced.current = true;
      toast.info(A.draftRestored, { toastId: 'draft-restored' });
    }
  }, [restored]);

  const onSubmit = methods.handleSubmit(
    async (values) => {
      try {
        const { message } = await submit.mutateAsync({ ...values, job_id: job.job_id });
        toast.success(message);
        void navigate(paths.profileTab('applied'));
      } catch (error) {
        const text = serverMessageOr(error, A.submitFailed);
        toastError(error, text);
        // GEN-3: the server applies the same rules; each field it names is shown where it belongs.
        if (error instanceof ApiError && error.failure.status === 400)
          showServerErrors(error, methods.setError, pathsIn(methods.getValues()), text);
      }
    },
    () => toast.error(A.fixErrors, { toastId: 'fix-errors' }),
  );

  const onSaveDraft = async () => {
    try {
      toast.success((await saveDraft.mutateAsync(methods.getValues())).message);
    } catch (error) {
      toastError(error, serverMessageOr(error, A.draftFailed));
    }
  };

  const busy = submit.isPending || saveDraft.isPending;
  return (
    <FormProvider {...methods}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6" aria-label={`Application for ${job.job_title}`}>
        <DocumentsSection linkedInMode={mode === 'linkedin'} />
        <CandidateSection email={user?.email ?? ''} linkedInMode={mode === 'linkedin'} />
        <AddressSection />
        <ExperienceSection />
        <EducationSection />
        <CertificationsSection />
        <ScreeningSection questions={questions} />
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-[var(--radius-card)] sm:border sm:px-6 sm:shadow-[var(--shadow-card)]">
          {/* Side by side even on phones, so the bar that stays in view is one button tall. */}
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-center sm:justify-end">
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void onSaveDraft()}
              disabled={busy}
              aria-busy={saveDraft.isPending || undefined}
            >
              {saveDraft.isPending && <Spinner className="h-4 w-4" />}
              {saveDraft.isPending ? APPLICATION_TEXTS.savingDraft : APPLICATION_TEXTS.saveDraft}
            </Button>
            <Button type="submit" size="lg" disabled={busy} aria-busy={submit.isPending || undefined} className="sm:min-w-40">
              {submit.isPending && <Spinner className="h-4 w-4" />}
              {submit.isPending ? APPLICATION_TEXTS.submitting : APPLICATION_TEXTS.submit}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** Every question has its answer's slot (a draft's answer, else empty), so the server's messages find their field. */
function withScreeningAnswers(fields: ApplicationFields, questions: readonly PublicScreeningQuestion[]): ApplicationFields {
  const saved = fields.screening_answers ?? {};
  return {
    ...fields,
    screening_answers: Object.fromEntries(questions.map((q) => [q.id, saved[q.id] ?? (q.type === 'yes_no' ? null : '')])),
  };
}

/**
 * APP-2's application form made real (APP-1): it restores the draft saved for this job or is
 * pre-filled from the candidate's profile; a job already applied to shows that instead.
 */
export function ApplicationForm({ job, mode, profile }: { job: Job; mode: ApplicationMode; profile: UserProfile | null }) {
  const { user } = useSession();
  const draft = useApplicationDraft(job.job_id);
  const applications = useApplications();
  if (draft.isPending || applications.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted" role="status">
        <Spinner /> Loading your application...
      </p>
    );
  }
  if (applications.data?.applications.some((a) => a.job_id === job.job_id)) {
    return (
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-8 text-center shadow-[var(--shadow-card)]">
        <p className="text-lg font-semibold text-ink">{A.alreadyApplied}</p>
        <ButtonLink to={paths.profileTab('applied')} className="mt-6">
          {APPLICATION_TEXTS.appliedJobs}
        </ButtonLink>
      </div>
    );
  }
  const saved = draft.data?.draft?.fields ?? null;
  const questions = draft.data?.screening_questions ?? [];
  const initial = withScreeningAnswers(initialFields(mode, saved, profile, user), questions);
  return <FormBody job={job} mode={mode} initial={initial} restored={saved !== null} questions={questions} />;
}
