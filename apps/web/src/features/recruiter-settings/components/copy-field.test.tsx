import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyField } from './copy-field';

afterEach(() => vi.unstubAllGlobals());

const URL = 'https://careers.example/?ref=Ab3dE';

describe('CopyField (REC-32, REC-34)', () => {
  it('shows the value read-only, copies it and says so; the hint describes the field', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(
      <CopyField
        label="Careers page"
        value={URL}
        button="Copy link"
        buttonLabel="Copy link: Careers page"
        copied="Link copied."
        copyFailed="Copy it yourself."
        hint="Shown once."
      />,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Careers page' });
    expect(field.value).toBe(URL);
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Shown once.').id);
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link: Careers page' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
  });

  it('says when neither the Clipboard API nor the selected field could copy', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CopyField label="Address" value={URL} button="Copy" copied="Copied." copyFailed="Select it and copy it yourself." />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status').textContent).toBe('Select it and copy it yourself.');
  });
});
