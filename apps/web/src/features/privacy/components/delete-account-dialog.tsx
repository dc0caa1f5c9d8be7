import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { DELETE_ACCOUNT_TEXTS as T, PRIVACY_MESSAGES, deleteAccountFormSchema, type DeleteAccountForm } from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { appQueryClient } from '@/lib/app-query-client';
import { session } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';

/** PRV-4: "Delete my account" asks for the password and a typed DELETE, then signs the browser out. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={T.title} description={T.warning}>
      <DeleteAccountFormBody onCancel={onClose} />
    </Dialog>
  );
}

function DeleteAccountFormBody({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountForm, unknown, z.output<typeof deleteAccountFormSchema>>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await remove.mutateAsync({ password: values.password, confirmation: 'DELETE' });
      session.clear();
      appQueryClient.get()?.clear();
      toast.success(message);
      void navigate(paths.login);
    } catch (error) {
      const text = serverMessageOr(error, PRIVACY_MESSAGES.deleteFailed);
      setError('password', { message: text });
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <TextField
          label={T.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={T.confirmLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
      </DialogBody>
      <DialogActions onCancel={onCancel} busy={remove.isPending} label={T.submit} busyLabel={T.submitting} />
    </form>
  );
}
