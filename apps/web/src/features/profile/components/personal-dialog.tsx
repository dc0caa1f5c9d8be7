import { Controller } from 'react-hook-form';
import { personalDetailsSchema, type PersonalDetails, type UserProfile } from '@careers/shared';
import { TextField } from '@/components/ui/text-field';
import { regionOf } from '@/config/dialling-codes';
import { MobileField } from './mobile-field';
import { SectionDialog, SectionForm } from './section-dialog';
import { VerifiedBadge } from './verification-badge';
import { useDraftForm } from '../hooks/use-draft-form';
import { useSectionSave } from '../hooks/use-section-save';

const FIELDS = [
  'first_name',
  'last_name',
  'PrimaryMobileNo',
  'PrimaryMobileNoCode',
  'PrimaryMobileNoRegion',
  'SecondaryMobileNo',
  'SecondaryMobileNoCode',
  'SecondaryMobileNoRegion',
] as const;

function PersonalForm({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const form = useDraftForm(personalDetailsSchema, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    PrimaryMobileNo: profile.PrimaryMobileNo,
    PrimaryMobileNoCode: profile.PrimaryMobileNoCode,
    PrimaryMobileNoRegion: regionOf(profile.PrimaryMobileNoCode, profile.PrimaryMobileNoRegion),
    SecondaryMobileNo: profile.SecondaryMobileNo,
    SecondaryMobileNoCode: profile.SecondaryMobileNoCode,
    SecondaryMobileNoRegion: regionOf(profile.SecondaryMobileNoCode, profile.SecondaryMobileNoRegion),
  } satisfies PersonalDetails);
  const { errors } = form.formState;
  const { save, saving } = useSectionSave(form.setError, (field) => FIELDS.find((f) => f === field), onClose);

  /** PRO-6's pair rules name both halves, so editing either half clears both of its messages. */
  const mobilePair = (kind: 'Primary' | 'Secondary') => {
    const codeName = `${kind}MobileNoCode` as const;
    const regionName = `${kind}MobileNoRegion` as const;
    const numberName = `${kind}MobileNo` as const;
    const clearPair = () => form.clearErrors([codeName, regionName, numberName]);
    // The stored choice is the country (docs/decisions/039); its code goes with it.
    return (
      <Controller
        control={form.control}
        name={regionName}
        render={({ field }) => (
          <MobileField
            label={`${kind} Mobile Number`}
            codeLabel={`${kind} mobile dialling code`}
            optional={kind === 'Secondary'}
            region={field.value ?? ''}
            onCountryChange={(option) => {
              field.onChange(option.region);
              form.setValue(codeName, option.code, { shouldDirty: true });
              clearPair();
            }}
            codeError={errors[codeName]?.message ?? errors[regionName]?.message}
            numberError={errors[numberName]?.message}
            {...form.register(numberName, { onChange: clearPair })}
          />
        )}
      />
    );
  };

  return (
    <SectionForm
      onSubmit={(e) => void form.handleSubmit((values) => save({ section: 'personal', ...values }))(e)}
      onCancel={onClose}
      saving={saving}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First Name" autoComplete="given-name" error={errors.first_name?.message} {...form.field('first_name')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.last_name?.message} {...form.field('last_name')} />
      </div>
      {/* PRO-6: the e-mail is shown, never edited; it is verified at sign-up (PRO-13). */}
      <TextField label="Email Address" type="email" value={profile.email} disabled readOnly labelAside={<VerifiedBadge />} />
      <div className="grid gap-5 sm:grid-cols-2">
        {mobilePair('Primary')}
        {mobilePair('Secondary')}
      </div>
      <p className="text-xs text-muted">Changing a number means verifying it again by SMS.</p>
    </SectionForm>
  );
}

/** PRO-6 'Personal Details': names, the e-mail (read-only) and two numbers with dialling codes. */
export function PersonalDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  return (
    <SectionDialog section="personal" open={open} onClose={onClose}>
      <PersonalForm profile={profile} onClose={onClose} />
    </SectionDialog>
  );
}
