import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import {
  PROFILE_TEXTS,
  RESUME_MODAL_FAILURE_CLOSE_MS,
  UI_MESSAGES,
  UPLOAD_KINDS,
  uploadFileIssue,
  type UserProfile,
} from '@careers/shared';
import { Dialog, DialogActions, DialogBody } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { uploadKey, useUploadProfileFile } from '../api/upload-profile-file';
import { FilePicker } from './file-picker';
import { UploadFailureToast, uploadFailureReason } from './upload-failure';
import { referenceOf } from '@/lib/error-toast';

function ResumeForm({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState(0);
  const upload = useUploadProfileFile('resume');
  const closeLater = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeLater.current), []);

  const onPick = (picked: File | null) => {
    setFile(picked);
    setError(picked ? (uploadFileIssue('resume', picked) ?? undefined) : undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = uploadFileIssue('resume', file);
    if (issue || !file) return setError(issue ?? undefined);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      // PRO-16: on success the modal closes and the selection is cleared.
      toast.success(UI_MESSAGES.resumeUploaded);
      setFile(null);
      onClose();
    } catch (failure) {
      const reason = uploadFailureReason(failure);
      toast.error(<UploadFailureToast reason={reason} reference={referenceOf(failure)} />, { closeOnClick: false });
      setError(reason ?? UI_MESSAGES.uploadFailed);
      // PRO-16: the modal also closes 1.5 s after a failure.
      closeLater.current = setTimeout(onClose, RESUME_MODAL_FAILURE_CLOSE_MS);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        {profile.resume && (
          <p className="text-sm text-muted">
            Current resume: <span className="font-medium text-ink">{profile.resume_name || 'uploaded'}</span>
          </p>
        )}
        <FilePicker
          hint={PROFILE_TEXTS.resumeHint}
          accept={UPLOAD_KINDS.resume.accept}
          file={file}
          error={error}
          onPick={onPick}
          disabled={upload.isPending}
        />
        <p className="text-xs text-muted">Word documents (DOC, DOCX) are accepted too.</p>
        {upload.isPending && <ProgressBar value={progress} label="Uploading resume" />}
      </DialogBody>
      <DialogActions onCancel={onClose} busy={upload.isPending} label={PROFILE_TEXTS.upload} />
    </form>
  );
}

/** PRO-16 'Upload Resume': a picker labelled 'PDF upto 1MB', the selected file name, Cancel and Upload. */
export function ResumeDialog({ profile, open, onClose }: { profile: UserProfile; open: boolean; onClose: () => void }) {
  const uploading = useIsMutating({ mutationKey: uploadKey('resume') }) > 0;
  return (
    <Dialog open={open} onClose={onClose} title={PROFILE_TEXTS.uploadResumeTitle} busy={uploading}>
      <ResumeForm profile={profile} onClose={onClose} />
    </Dialog>
  );
}
