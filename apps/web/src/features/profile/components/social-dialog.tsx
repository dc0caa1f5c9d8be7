import { socialDetailsSchema, type UserProfile } from '@careers/shared';
import { TextField } from '@/components/ui/text-field';
import { SectionDialog, SectionForm } from './section-dialog';
import { useDraftForm } from '../hooks/use-draft-form';
import { useSectionSave } from '../hooks/use-section-save';

const FIELDS = ['WebsiteLink', 'LinkedinProfile'] as const;

function SocialForm({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const form = useDraftForm(socialDetailsSchema, { WebsiteLink: profile.WebsiteLink, LinkedinProfile: profile.LinkedinProfile });
  const { errors } = form.formState;
  const { save, saving } = useSectionSave(form.setError, (field) => FIELDS.find((f) => f === field), onClose);
  return (
    <SectionForm
      onSubmit={(e) => void form.handleSubmit((values) => save({ section: 'social', ...values }))(e)}
      onCancel={onClose}
      saving={saving}
    >
      <TextField
        label="Website Link"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        error={errors.WebsiteLink?.message}
        {...form.field('WebsiteLink')}
      />
      <TextField
        label="LinkedIn Profile"
        type="url"
        inputMode="url"
        placeholder="https://www.linkedin.com/in/…"
        error={errors.LinkedinProfile?.message}
        {...form.field('LinkedinProfile')}
      />
      <p className="text-xs text-muted">Your resume is on the Social Details card: use Upload Resume or Change Resume there.</p>
    </SectionForm>
  );
}

/** PRO-10 'Social Details': website link and LinkedIn profile (PRO-10: no validation beyond length). */
export function SocialDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  return (
    <SectionDialog section="social" open={open} onClose={onClose}>
      <SocialForm profile={profile} onClose={onClose} />
    </SectionDialog>
  );
}
