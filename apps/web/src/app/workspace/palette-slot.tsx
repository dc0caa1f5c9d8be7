import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePaletteHotkey } from '@/features/command-palette/hooks/use-palette-hotkey';
import type { PalettePage } from '@/features/command-palette/utils/destinations';
import { useSession } from '@/lib/use-session';
import { navFor } from './navigation';

/** The palette and cmdk in a chunk of their own, fetched the first time the palette is asked for (docs/decisions/031, 033). */
const CommandPalette = lazy(() =>
  import('@/features/command-palette/components/command-palette').then((m) => ({ default: m.CommandPalette })),
);

/** Other words that find a place in the palette. */
const KEYWORDS: Partial<Record<string, readonly string[]>> = {
  dashboard: ['home', 'today'],
  jobs: ['postings', 'openings'],
  candidates: ['talent pool', 'people'],
  team: ['members', 'invite'],
  'access-log': ['audit', 'who looked'],
  system: ['queues', 'backups', 'status'],
  'exchange-rates': ['currency', 'currencies', 'pay', 'euro'],
  'message-templates': ['templates', 'rejection', 'messages'],
};

/**
 * REC-20: the command palette in the workspace frame. The frame's search button and Ctrl/Cmd-K open it;
 * "/" outside a text field too (`usePaletteHotkey`, small and free of cmdk). The palette's code loads on
 * the first opening and stays mounted after it, so closing gives focus back to what opened it.
 */
export function PaletteSlot({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  usePaletteHotkey(() => onOpenChange(true));
  if (!asked && !open) return null;
  const pages: PalettePage[] = navFor(user?.role).map((item) => ({ label: item.label, to: item.to, keywords: KEYWORDS[item.id] ?? [] }));
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onClose={() => onOpenChange(false)} pages={pages} onGo={(to) => void navigate(to)} />
    </Suspense>
  );
}
