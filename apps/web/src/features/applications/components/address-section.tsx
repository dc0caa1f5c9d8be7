import { useFormContext, useWatch } from 'react-hook-form';
import { APPLICATION_TEXTS, type ApplicationFields } from '@careers/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FormSection } from './form-parts';

/** APP-2: present address; permanent address, or 'Same as Present Address'. */
export function AddressSection() {
  const { control, register, formState } = useFormContext<ApplicationFields>();
  const [same, present] = useWatch({ control, name: ['same_as_present', 'present_address'] });
  const errors = formState.errors;
  return (
    <FormSection id="address-title" title={APPLICATION_TEXTS.sections.address}>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <TextAreaField
          label="Present address"
          rows={3}
          autoComplete="street-address"
          error={errors.present_address?.message}
          {...register('present_address')}
        />
        <div>
          {same ? (
            // The permanent address is the present one: shown, not typed twice (the server resolves it the same way).
            <TextAreaField label="Permanent address" rows={3} value={present} readOnly disabled />
          ) : (
            <TextAreaField
              label="Permanent address"
              rows={3}
              error={errors.permanent_address?.message}
              {...register('permanent_address')}
            />
          )}
          <CheckboxField label={APPLICATION_TEXTS.sameAsPresent} className="mt-1" {...register('same_as_present')} />
        </div>
      </div>
    </FormSection>
  );
}
