import { APPLICANT_VIEW_MESSAGES as V, APPLICATION_STATUSES, APPLICATION_STEP_LABELS } from '@careers/shared';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { APPLICANT_SORTS, type ApplicantView } from '../utils/applicant-view';

/** REC-14: search by name, filter by step and sort the applicants list (the view lives in the URL). */
export function ApplicantFilters({ view, onChange }: { view: ApplicantView; onChange: (view: ApplicantView) => void }) {
  return (
    <div role="search" aria-label="Filter applicants" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <TextField
        label={V.searchLabel}
        type="search"
        value={view.q}
        autoComplete="off"
        onChange={(e) => onChange({ ...view, q: e.target.value })}
      />
      <SelectField
        label={V.stepLabel}
        value={view.step}
        options={[{ value: '', label: V.allSteps }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STEP_LABELS[s] }))]}
        onChange={(e) => onChange({ ...view, step: APPLICATION_STATUSES.find((s) => s === e.target.value) ?? '' })}
      />
      <SelectField
        label={V.sortLabel}
        value={view.sort}
        options={APPLICANT_SORTS.map((s) => ({ value: s, label: V.sorts[s] }))}
        onChange={(e) => onChange({ ...view, sort: APPLICANT_SORTS.find((s) => s === e.target.value) ?? 'applied' })}
      />
    </div>
  );
}
