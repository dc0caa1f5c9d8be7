import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UI_MESSAGES } from '@careers/shared';
import { handleUnauthorized, setApiNavigator } from '@/lib/api-client';
import { AppProvider } from './provider';

describe('the app providers', () => {
  it('show a toast raised while the toast container is still loading (PUB-17: it loads after the first render)', async () => {
    setApiNavigator(() => undefined);
    render(
      <AppProvider>
        <p>page</p>
      </AppProvider>,
    );
    // Raised at once: the container and the toast library arrive later and then show it.
    handleUnauthorized();
    expect(await screen.findByText(UI_MESSAGES.unauthorized)).toBeTruthy();
    expect(screen.getByText('page')).toBeTruthy();
  });
});
