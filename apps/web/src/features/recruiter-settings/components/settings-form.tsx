import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  RECRUITER_SETTINGS_MESSAGES as S,
  TIME_ZONE_SETTING_MESSAGES as Z,
  timeZoneOptions,
  zoneLabel,
  type ApplicationMailMode,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { QueryState } from '@/components/ui/query-state';
import { serverMessageOr } from '@/lib/api-client';
import { useRecruiterSettings, useSaveRecruiterSettings } from '../api/settings';
import { toastError } from '@/lib/error-toast';

const OPTIONS: { value: ApplicationMailMode; label: string; hint: string }[] = [
  { value: 'each', label: S.each, hint: S.eachHint },
  { value: 'daily', label: S.daily, hint: S.dailyHint },
];

/** REC-13: how the recruiter hears of new applications to the jobs they watch; REC-32: their own time zone. */
export function RecruiterSettingsForm() {
  const settings = useRecruiterSettings();
  return (
    <QueryState query={settings} loading={S.loading}>
      {(data) => (
        <ApplicationMailsForm
          key={`${data.settings.applicationMails}|${data.settings.timeZone ?? ''}|${data.settings.weeklySummary}`}
          saved={data.settings.applicationMails}
          savedZone={data.settings.timeZone}
          savedWeeklySummary={data.settings.weeklySummary}
        />
      )}
    </QueryState>
  );
}

function ApplicationMailsForm({
  saved,
  savedZone,
  savedWeeklySummary,
}: {
  saved: ApplicationMailMode;
  savedZone: string | null;
  savedWeeklySummary: boolean;
}) {
  const [choice, setChoice] = useState<ApplicationMailMode>(saved);
  const [weeklySummary, setWeeklySummary] = useState(savedWeeklySummary);
  const weeklyHint = useId();
  const [zone, setZone] = useState(savedZone ?? '');
  const now = useMemo(() => new Date(), []);
  const zones = useMemo(() => {
    const options = timeZoneOptions(now).map((o) => ({ value: o.zone, label: o.label }));
    // A saved zone this browser's Intl does not list stays choosable.
    return zone !== '' && !options.some((o) => o.value === zone) ? [{ value: zone, label: zoneLabel(zone, now) }, ...options] : options;
  }, [now, zone]);
  const save = useSaveRecruiterSettings();
  const legend = useId();
  const zoneHint = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      toast.success(
        (await save.mutateAsync({ applicationMails: choice, timeZone: zone === '' ? null : zone, weeklySummary })).message ?? S.saved,
      );
    } catch (error) {
      toastError(error, serverMessageOr(error, S.saveFailed));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="max-w-2xl rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <fieldset aria-labelledby={legend}>
        <legend id={legend} className="mb-3 text-lg font-semibold text-ink">
          {S.applicationMailsLegend}
        </legend>
        <div className="grid gap-3">
          {OPTIONS.map((option) => (
            <div
              key={option.value}
              className="rounded-lg border border-line p-4 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-brand-100"
            >
              <label className="flex cursor-pointer items-center gap-3 font-semibold text-ink">
                <input
                  type="radio"
                  name="applicationMails"
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  className="h-4 w-4 shrink-0 accent-brand-700"
                  aria-describedby={`${legend}-${option.value}`}
                />
                {option.label}
              </label>
              <p id={`${legend}-${option.value}`} className="mt-1 pl-7 text-sm text-muted">
                {option.hint}
              </p>
            </div>
          ))}
        </div>
        {/* REC-13, REC-29 (docs/decisions/048): the digest never holds up a candidate's reply. */}
        <p className="mt-4 text-sm text-muted">{S.repliesNote}</p>
      </fieldset>
      {/* REC-41: the weekly summary e-mail, opt-in; sent Monday 07:00 in the zone chosen below (else UTC). */}
      <fieldset className="mt-6">
        <legend className="mb-3 text-lg font-semibold text-ink">{S.weeklySummaryLegend}</legend>
        <div className="rounded-lg border border-line p-4 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-4 has-focus-visible:ring-brand-100">
          <label className="flex cursor-pointer items-center gap-3 font-semibold text-ink">
            <input
              type="checkbox"
              name="weeklySummary"
              checked={weeklySummary}
              onChange={(event) => setWeeklySummary(event.target.checked)}
              className="h-4 w-4 shrink-0 accent-brand-700"
              aria-describedby={weeklyHint}
            />
            {S.weeklySummary}
          </label>
          <p id={weeklyHint} className="mt-1 pl-7 text-sm text-muted">
            {S.weeklySummaryHint}
          </p>
        </div>
      </fieldset>
      {/* REC-32 (docs/decisions/051): the zone the member's interview reminders are written in. */}
      <div className="mt-6">
        <SelectField
          label={Z.label}
          placeholder={Z.unset}
          options={zones}
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          aria-describedby={zoneHint}
        />
        <p id={zoneHint} className="mt-1.5 text-sm text-muted">
          {Z.hint}
        </p>
      </div>
      <div className="mt-5">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {S.save}
        </Button>
      </div>
    </form>
  );
}
