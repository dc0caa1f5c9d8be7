import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';

/** Render a component at '/' with the app's providers (query client, toasts) and a router. */
export function renderWithApp(element: ReactElement) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '*', element: <p>elsewhere</p> },
  ]);
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
