import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { RECRUITER_AREA_ROLES, TEAM_MESSAGES as T, teamInvitationSchema, type TeamInvitation } from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { fieldsNamed, showServerErrors } from '@/lib/form-errors';
import { useInvite } from '../api/team';
import { toastError } from '@/lib/error-toast';

const ROLE_OPTIONS = RECRUITER_AREA_ROLES.map((role) => ({ value: role, label: `${T.roleNames[role]}: ${T.roleHints[role]}` }));

/** REC-8: an admin invites a recruiter or an admin by e-mail. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={T.inviteTitle}>
      <InviteForm onDone={onClose} />
    </Dialog>
  );
}

function InviteForm({ onDone }: { onDone: () => void }) {
  const invite = useInvite();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeamInvitation, unknown, z.output<typeof teamInvitationSchema>>({
    resolver: zodResolver(teamInvitationSchema),
    defaultValues: { name: '', email: '', role: 'recruiter' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      toast.success((await invite.mutateAsync(values)).message);
      onDone();
    } catch (error) {
      const text = serverMessageOr(error, T.inviteFailed);
      toastError(error, text);
      showServerErrors(error, setError, fieldsNamed(['name', 'email', 'role']), text);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <TextField label={T.nameLabel} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          label={T.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label={T.roleLabel} options={ROLE_OPTIONS} error={errors.role?.message} {...register('role')} />
      </DialogBody>
      <DialogActions onCancel={onDone} busy={invite.isPending} label={T.inviteSubmit} busyLabel={T.inviteBusy} />
    </form>
  );
}
