import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { renderWithApp } from '@/test/render';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog, and a dialog that raises a toast and closes. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit details">
        <button type="button" onClick={() => toast.error('The code is incorrect.')}>
          Verify
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

describe('toasts and modal dialogs', () => {
  it('a toast raised while a modal is open shows inside it (not under its backdrop), and stays when it closes', async () => {
    const user = userEvent.setup();
    renderWithApp(<Page />);
    // The toasts' live region is on the page (lazily loaded).
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region.closest('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit details' });
    expect(within(dialog).getByRole('region', { name: /Notifications/ })).toBe(region);

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The code is incorrect.');

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back on the page, the same toast still showing.
    expect(region.closest('dialog')).toBeNull();
    expect(region.isConnected).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('The code is incorrect.');
    act(() => toast.dismiss());
  });
});
