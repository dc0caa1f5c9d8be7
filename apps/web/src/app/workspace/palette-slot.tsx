/**
 * REC-20's command palette goes here: the workspace's search button and Ctrl/Cmd-K open it. It renders
 * nothing until the palette lands (its part replaces this body and keeps the props).
 */
export function PaletteSlot({ open: _open, onOpenChange: _onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
