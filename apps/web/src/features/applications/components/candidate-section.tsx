import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { APPLICATION_MAX_LINKS, APPLICATION_MAX_MOBILES, APPLICATION_TEXTS, type ApplicationFields } from '@careers/shared';
import { CountryCodeSelect } from '@/components/ui/country-code-select';
import { TextField } from '@/components/ui/text-field';
import { diallingOptions, MOBILE_INPUT_MAX, numberPlaceholder, regionOf } from '@/config/dialling-codes';
import { AddButton, FormSection, RemoveIconButton } from './form-parts';

/** A mobile number with PRO-15's country picker (at most 200 px tall; every country, docs/decisions/039). */
function MobileRow({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { control, register, formState, setValue, clearErrors } = useFormContext<ApplicationFields>();
  const code = useWatch({ control, name: `mobiles.${index}.code` });
  const chosenRegion = useWatch({ control, name: `mobiles.${index}.region` });
  const region = regionOf(code, chosenRegion ?? '');
  const id = useId();
  const errors = formState.errors.mobiles?.[index];
  const label = index === 0 ? 'Mobile number' : `Mobile number ${index + 1}`;
  const codeError = errors?.code?.message;
  const numberError = errors?.number?.message;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {index > 0 && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <div className="flex gap-2">
        <div className="w-28 flex-none">
          <Controller
            control={control}
            name={`mobiles.${index}.region`}
            render={({ field }) => (
              <CountryCodeSelect
                label={`${label} dialling code`}
                value={region}
                onChange={(option) => {
                  // The country is the choice; its code goes with it.
                  field.onChange(option.region);
                  setValue(`mobiles.${index}.code`, option.code, { shouldDirty: true });
                  clearErrors([`mobiles.${index}.code`, `mobiles.${index}.number`]);
                }}
                options={diallingOptions()}
                allowEmpty={index > 0}
                invalid={Boolean(codeError)}
                describedBy={codeError ? `${id}-code-error` : undefined}
              />
            )}
          />
        </div>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete={index === 0 ? 'tel-national' : 'off'}
          maxLength={MOBILE_INPUT_MAX}
          placeholder={numberPlaceholder(region)}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${id}-number-error` : undefined}
          className={
            'block h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base tabular-nums text-ink shadow-sm outline-none transition placeholder:text-muted/70 ' +
            `focus:border-brand-500 focus:ring-4 focus:ring-brand-100 ${numberError ? 'border-danger' : 'border-line'}`
          }
          {...register(`mobiles.${index}.number`)}
        />
        {onRemove && <RemoveIconButton label={`Delete ${label}`} onClick={onRemove} />}
      </div>
      {codeError && (
        <p id={`${id}-code-error`} className="mt-1.5 text-sm text-danger">
          {codeError}
        </p>
      )}
      {numberError && (
        <p id={`${id}-number-error`} className="mt-1.5 text-sm text-danger">
          {numberError}
        </p>
      )}
    </div>
  );
}

/** APP-2: Candidate's Details. The e-mail is the account's (PRO-6: shown, not editable). */
export function CandidateSection({ email, linkedInMode }: { email: string; linkedInMode: boolean }) {
  const { control, register, formState } = useFormContext<ApplicationFields>();
  const mobiles = useFieldArray({ control, name: 'mobiles' });
  const links = useFieldArray({ control, name: 'additional_links' });
  const errors = formState.errors;
  return (
    <FormSection id="candidate-title" title={APPLICATION_TEXTS.sections.candidate}>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        <TextField label="Email" type="email" value={email} readOnly disabled className="sm:col-span-2" />
        <div className="space-y-4 sm:col-span-2">
          {mobiles.fields.map((field, index) => (
            <MobileRow key={field.id} index={index} onRemove={index > 0 ? () => mobiles.remove(index) : undefined} />
          ))}
          <AddButton onClick={() => mobiles.append({ code: '', number: '' })} disabled={mobiles.fields.length >= APPLICATION_MAX_MOBILES}>
            Add mobile number
          </AddButton>
        </div>
        <TextField
          label={linkedInMode ? 'LinkedIn profile' : 'LinkedIn profile (optional)'}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          className="sm:col-span-2"
          error={errors.linkedin_profile?.message}
          {...register('linkedin_profile')}
        />
        <div className="space-y-3 sm:col-span-2">
          {links.fields.map((field, index) => (
            <div key={field.id} className="flex items-end gap-2">
              <TextField
                label={`Additional link ${index + 1}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                className="min-w-0 flex-1"
                error={errors.additional_links?.[index]?.url?.message}
                {...register(`additional_links.${index}.url`)}
              />
              <RemoveIconButton label={`Delete additional link ${index + 1}`} onClick={() => links.remove(index)} />
            </div>
          ))}
          <AddButton onClick={() => links.append({ url: '' })} disabled={links.fields.length >= APPLICATION_MAX_LINKS}>
            Add a link
          </AddButton>
        </div>
      </div>
    </FormSection>
  );
}
