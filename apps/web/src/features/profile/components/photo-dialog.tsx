import { useEffect, useState, type FormEvent } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { PROFILE_TEXTS, UI_MESSAGES, UPLOAD_KINDS, uploadFileIssue, type UserProfile } from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { uploadKey, useUploadProfileFile } from '../api/upload-profile-file';
import { Avatar } from '@/components/ui/avatar';
import { FilePicker } from './file-picker';
import { UploadFailureToast, uploadFailureReason } from './upload-failure';
import { referenceOf } from '@/lib/error-toast';

function PhotoForm({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const upload = useUploadProfileFile('profile_photo');

  // PRO-17: the preview is released when it is replaced or the modal goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onPick = (picked: File | null) => {
    const issue = picked ? uploadFileIssue('profile_photo', picked) : null;
    setFile(picked);
    setError(issue ?? undefined);
    setPreview(picked && !issue ? URL.createObjectURL(picked) : undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = uploadFileIssue('profile_photo', file);
    if (issue || !file) return setError(issue ?? undefined);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(UI_MESSAGES.photoUploaded);
      onClose();
    } catch (failure) {
      const reason = uploadFailureReason(failure);
      toast.error(<UploadFailureToast reason={reason} reference={referenceOf(failure)} />, { closeOnClick: false });
      setError(reason ?? UI_MESSAGES.uploadFailed);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <div className="flex items-center justify-center gap-6 sm:gap-10">
          <figure className="flex flex-col items-center gap-2">
            <Avatar photo={profile.profile_photo} firstName={profile.first_name} lastName={profile.last_name} size="md" />
            <figcaption className="text-xs font-medium text-muted">Current</figcaption>
          </figure>
          <Icon icon={icons.arrowRight} className="h-6 w-6 text-muted" />
          <figure className="flex flex-col items-center gap-2">
            {preview ? (
              // eslint-disable-next-line jsx-a11y-x/img-redundant-alt -- "image" names what is previewed (the profile image), not the element
              <img
                src={preview}
                alt="Preview of the new profile image"
                className="h-24 w-24 rounded-full object-cover ring-4 ring-brand-100"
              />
            ) : (
              <span className="inline-flex h-24 w-24 items-center justify-center rounded-full border-2 border-dashed border-line text-xs text-muted">
                No image
              </span>
            )}
            <figcaption className="text-xs font-medium text-muted">New</figcaption>
          </figure>
        </div>
        <FilePicker
          hint={PROFILE_TEXTS.photoHint}
          accept={UPLOAD_KINDS.profile_photo.accept}
          file={file}
          error={error}
          onPick={onPick}
          disabled={upload.isPending}
        />
        {upload.isPending && <ProgressBar value={progress} label="Uploading image" />}
      </DialogBody>
      <DialogActions onCancel={onClose} busy={upload.isPending} label={PROFILE_TEXTS.saveChanges} className="min-w-32" />
    </form>
  );
}

/** PRO-17 'Edit Profile Image': the current image, a preview of the new one, Cancel and 'Save Changes'. */
export function PhotoDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  const uploading = useIsMutating({ mutationKey: uploadKey('profile_photo') }) > 0;
  return (
    <Dialog open={open} onClose={onClose} title={PROFILE_TEXTS.editPhotoTitle} busy={uploading}>
      <PhotoForm profile={profile} onClose={onClose} />
    </Dialog>
  );
}
