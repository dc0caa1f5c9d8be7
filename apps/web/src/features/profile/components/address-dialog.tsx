import { addressDetailsSchema, type UserProfile } from '@careers/shared';
import { TextAreaField } from '@/components/ui/text-area-field';
import { SectionDialog, SectionForm } from './section-dialog';
import { useDraftForm } from '../hooks/use-draft-form';
import { useSectionSave } from '../hooks/use-section-save';

const FIELDS = ['PresentAddress', 'PermanentAddress'] as const;

function AddressForm({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const form = useDraftForm(addressDetailsSchema, { PresentAddress: profile.PresentAddress, PermanentAddress: profile.PermanentAddress });
  const { errors } = form.formState;
  const { save, saving } = useSectionSave(form.setError, (field) => FIELDS.find((f) => f === field), onClose);
  return (
    <SectionForm
      onSubmit={(e) => void form.handleSubmit((values) => save({ section: 'address', ...values }))(e)}
      onCancel={onClose}
      saving={saving}
    >
      <TextAreaField
        label="Present Address"
        autoComplete="street-address"
        hint="10 to 200 characters"
        error={errors.PresentAddress?.message}
        {...form.field('PresentAddress')}
      />
      <TextAreaField
        label="Permanent Address"
        hint="10 to 200 characters"
        error={errors.PermanentAddress?.message}
        {...form.field('PermanentAddress')}
      />
    </SectionForm>
  );
}

/** PRO-7 'Address Details': present and permanent address. */
export function AddressDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  return (
    <SectionDialog section="address" open={open} onClose={onClose}>
      <AddressForm profile={profile} onClose={onClose} />
    </SectionDialog>
  );
}
