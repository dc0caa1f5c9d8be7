import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * Render a component at '/' with the app's providers (toasts), a fresh query client and a router;
 * `search` is the address's query (`?confirm=…`).
 */
export function renderWithApp(element: ReactElement, search = '') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/${search}`] },
  );
  return render(
    <AppProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProvider>,
  );
}
