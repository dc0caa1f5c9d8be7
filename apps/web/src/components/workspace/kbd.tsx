import type { ReactNode } from 'react';

/** A key of the keyboard, as the workspace shows shortcuts (`<Kbd>Ctrl</Kbd><Kbd>K</Kbd>`). */
export function Kbd({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <kbd
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded border border-line bg-white px-1 font-sans text-ws-xs font-medium text-muted shadow-[0_1px_0_var(--color-line)] ${className}`}
    >
      {children}
    </kbd>
  );
}
