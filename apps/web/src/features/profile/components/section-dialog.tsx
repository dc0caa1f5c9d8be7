import type { FormEvent, ReactNode } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { PROFILE_TEXTS, type ProfileSection } from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { SAVE_SECTION_KEY } from '../api/update-user-details';

/** PRO-3: a modal titled '{section} Details', its form mounted fresh on every opening (a draft copy, PRO-4). */
export function SectionDialog({
  section,
  open,
  onClose,
  children,
}: {
  section: ProfileSection;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const saving = useIsMutating({ mutationKey: SAVE_SECTION_KEY }) > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={PROFILE_TEXTS.dialogTitles[section]}
      busy={saving}
      size={section === 'personal' || section === 'experience' ? 'lg' : 'md'}
    >
      {children}
    </Dialog>
  );
}

/** The form inside: fields, then Cancel and Save, whose spinner shows while saving (PRO-3). */
export function SectionForm({
  onSubmit,
  onCancel,
  saving,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>{children}</DialogBody>
      <DialogActions onCancel={onCancel} busy={saving} label={PROFILE_TEXTS.save} busyHint=" (saving)" />
    </form>
  );
}
