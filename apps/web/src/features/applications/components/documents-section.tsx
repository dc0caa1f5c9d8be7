import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  APPLICATION_FILE_RULES,
  APPLICATION_MAX_FILES,
  APPLICATION_MESSAGES,
  APPLICATION_TEXTS,
  applicationFileIssue,
  formatDate,
  type ApplicationFields,
  type ApplicationFileKind,
  type FileRef,
  type ProfileFileOffer,
  type ProfileFileOffers,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOr } from '@/lib/api-client';
import { useCopyProfileFile, useProfileFileOffers, useUploadApplicationFile } from '../api/upload-application-file';
import { FormSection } from './form-parts';
import { formatBytes } from '@/lib/format-bytes';

const FIELD = { cv: 'cv_files', photo: 'photo_files' } as const;
const NAMES = { cv: APPLICATION_TEXTS.cv, photo: APPLICATION_TEXTS.photo } as const;
const ADD = { cv: APPLICATION_TEXTS.uploadNewCv, photo: APPLICATION_TEXTS.uploadNewPhoto } as const;

/** An empty slot: the real file input (keyboard and screen readers use it) styled as a drop area. */
function EmptySlot({
  kind,
  index,
  onUploaded,
  onClear,
  clearable,
}: {
  kind: ApplicationFileKind;
  index: number;
  onUploaded: (file: FileRef) => void;
  onClear: () => void;
  clearable: boolean;
}) {
  const id = useId();
  const upload = useUploadApplicationFile();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const rules = APPLICATION_FILE_RULES[kind];
  const label = `${NAMES[kind]} ${index + 1}`;
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // APP-3: the limits are enforced here first, then by content on the server (PRO-18).
    const issue = applicationFileIssue(kind, file);
    setError(issue);
    if (issue) return;
    setProgress(0);
    try {
      const stored = await upload.mutateAsync({ kind, file, onProgress: setProgress });
      onUploaded({ id: stored.id, name: stored.name, size: stored.size });
    } catch (failure) {
      setError(serverMessageOr(failure, APPLICATION_MESSAGES.uploadFailed));
    }
  };
  return (
    <li>
      <div className="flex items-stretch gap-2">
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept={rules.accept}
            onChange={(e) => void onChange(e)}
            disabled={upload.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className={`flex min-h-20 cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed bg-brand-50/40 px-4 py-3 transition hover:bg-brand-50 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 ${
              error ? 'border-danger' : 'border-brand-200'
            }`}
          >
            {upload.isPending ? (
              <Spinner className="h-6 w-6 text-brand-600" />
            ) : (
              <Icon icon={icons.upload} className="h-6 w-6 flex-none text-brand-600" />
            )}
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-brand-700">{upload.isPending ? 'Uploading...' : `Choose ${label}`}</span>
              <span id={`${id}-hint`} className="block text-xs text-muted">
                {rules.hint}
              </span>
            </span>
          </label>
        </div>
        {clearable && (
          <button
            type="button"
            onClick={onClear}
            aria-label={`Clear ${label}`}
            className="inline-flex w-11 flex-none items-center justify-center rounded-lg text-muted transition hover:bg-red-50 hover:text-danger"
          >
            <Icon icon={icons.close} className="h-5 w-5" />
          </button>
        )}
      </div>
      {upload.isPending && (
        <div className="mt-2">
          <ProgressBar value={progress} label={`Uploading ${label}`} />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * APP-3: the profile's resume or photo, offered as the first slot: one click copies it into the
 * application (the server stores a copy of its own), and the slot then holds it like an upload.
 */
function ProfileOfferSlot({
  kind,
  offer,
  onUsed,
}: {
  kind: ApplicationFileKind;
  offer: ProfileFileOffer;
  onUsed: (file: FileRef) => void;
}) {
  const id = useId();
  const copy = useCopyProfileFile();
  const [error, setError] = useState<string | null>(null);
  const details = APPLICATION_TEXTS.profileFileDetails(offer.name, formatBytes(offer.size), formatDate(offer.uploaded_at));
  const use = async () => {
    setError(null);
    try {
      const stored = await copy.mutateAsync(kind);
      onUsed({ id: stored.id, name: stored.name, size: stored.size });
    } catch (failure) {
      setError(serverMessageOr(failure, APPLICATION_MESSAGES.uploadFailed));
    }
  };
  return (
    <li>
      <button
        type="button"
        onClick={() => void use()}
        disabled={copy.isPending}
        aria-label={`${APPLICATION_TEXTS.useProfileFile[kind]}: ${details}`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex min-h-20 w-full items-center gap-3 rounded-xl border-2 border-brand-300 bg-white px-4 py-3 text-left transition hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100 disabled:cursor-wait"
      >
        {copy.isPending ? (
          <Spinner className="h-6 w-6 flex-none text-brand-600" />
        ) : (
          <Icon icon={kind === 'cv' ? icons.fileCheck : icons.image} className="h-6 w-6 flex-none text-brand-700" />
        )}
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-brand-700">{APPLICATION_TEXTS.useProfileFile[kind]}</span>
          <span className="block break-words text-xs text-muted">{details}</span>
        </span>
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * APP-3's slots of one kind: each uploaded file in its slot, which can be cleared; once the
 * last slot holds a file, 'Upload new CV' / 'Upload new Photo' adds another.
 */
function FileSlots({ kind, offer }: { kind: ApplicationFileKind; offer: ProfileFileOffer | null }) {
  const { control, setValue, formState } = useFormContext<ApplicationFields>();
  const files = useWatch({ control, name: FIELD[kind] });
  const [extraSlot, setExtraSlot] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const error = formState.errors[FIELD[kind]]?.message;
  const errorId = useId();
  const set = (next: FileRef[]) => setValue(FIELD[kind], next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const showEmpty = files.length === 0 || extraSlot;
  // The profile's file comes first while it is not in the form already (used here, or restored from a draft).
  const showOffer =
    offer !== null && files.length < APPLICATION_MAX_FILES && !files.some((f) => f.name === offer.name && f.size === offer.size);
  return (
    <div role="group" aria-labelledby={`${errorId}-title`} aria-describedby={error ? errorId : undefined}>
      <h3 id={`${errorId}-title`} className="mb-2 text-sm font-semibold text-ink">
        {kind === 'cv' ? 'CV / Resume' : APPLICATION_TEXTS.photo}
      </h3>
      <ul className="space-y-2">
        {showOffer && showEmpty && (
          <ProfileOfferSlot
            kind={kind}
            offer={offer}
            onUsed={(file) => {
              set([...files, file]);
              setExtraSlot(false);
            }}
          />
        )}
        {files.map((file, index) => (
          <li key={file.id} className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3">
            <Icon icon={kind === 'cv' ? icons.fileText : icons.image} className="h-6 w-6 flex-none text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink">{file.name}</span>
              <span className="block text-xs text-muted">{formatBytes(file.size)}</span>
            </span>
            <button
              type="button"
              onClick={() => set(files.filter((f) => f.id !== file.id))}
              aria-label={`Clear ${NAMES[kind]} ${index + 1}: ${file.name}`}
              className="inline-flex h-10 w-10 flex-none items-center justify-center rounded-lg text-muted transition hover:bg-red-50 hover:text-danger"
            >
              <Icon icon={icons.close} className="h-5 w-5" />
            </button>
          </li>
        ))}
        {showEmpty && (
          <EmptySlot
            kind={kind}
            index={files.length}
            clearable={files.length > 0}
            onClear={() => {
              setExtraSlot(false);
              addButton.current?.focus();
            }}
            onUploaded={(file) => {
              set([...files, file]);
              setExtraSlot(false);
            }}
          />
        )}
      </ul>
      {!showEmpty && files.length < APPLICATION_MAX_FILES && (
        <Button ref={addButton} variant="ghost" size="sm" className="mt-2" onClick={() => setExtraSlot(true)}>
          <Icon icon={icons.plus} className="h-4 w-4" />
          {ADD[kind]}
        </Button>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** APP-3: Upload Documents, CV and photo slots (APP-1: in LinkedIn mode the CV is optional). */
export function DocumentsSection({ linkedInMode }: { linkedInMode: boolean }) {
  // APP-3: the profile's resume and photo are offered first; without them (or while they load) the slots are as before.
  const offers: ProfileFileOffers | undefined = useProfileFileOffers().data;
  return (
    <FormSection
      id="documents-title"
      title={APPLICATION_TEXTS.sections.documents}
      description={
        linkedInMode
          ? 'Applying with LinkedIn: your LinkedIn profile can stand in for a CV. A photo is optional.'
          : 'Your CV is required. A photo is optional.'
      }
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <FileSlots kind="cv" offer={offers?.cv ?? null} />
        <FileSlots kind="photo" offer={offers?.photo ?? null} />
      </div>
    </FormSection>
  );
}
