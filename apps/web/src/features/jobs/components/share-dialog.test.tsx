import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPIED_NOTICE_MS, PAGE_TEXTS, UI_MESSAGES } from '@careers/shared';
import { ShareDialog } from './share-dialog';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Share this job dialog (PUB-13)', () => {
  it('copies the page URL and shows Copied! for 1500 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const url = 'https://careers.example/job/7';
    render(<ShareDialog open onClose={() => undefined} url={url} title="Azure SME" />);
    expect(screen.getByRole('heading', { name: PAGE_TEXTS.shareThisJob })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Copy link/ }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe(UI_MESSAGES.copied);

    act(() => {
      vi.advanceTimersByTime(COPIED_NOTICE_MS - 1);
    });
    expect(screen.getByRole('status').textContent).toBe(UI_MESSAGES.copied);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes from its Close button', () => {
    const onClose = vi.fn();
    render(<ShareDialog open onClose={onClose} url="https://careers.example/job/7" title="Azure SME" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
