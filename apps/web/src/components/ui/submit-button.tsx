import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** A full-width submit button that shows GEN-10's busy text ('Signing up...', …) while working. */
export function SubmitButton({
  busy,
  busyText,
  children,
  disabled,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Spinner className="h-4 w-4" />
          {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
