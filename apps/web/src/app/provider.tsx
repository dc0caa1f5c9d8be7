import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { DEFAULT_TOAST_MS } from '@careers/shared';
import { createQueryClient } from '@/lib/query-client';

/** Providers shared by the app and the component tests. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* D50: top-right, 3000 ms by default. */}
      <ToastContainer position="top-right" autoClose={DEFAULT_TOAST_MS} newestOnTop closeOnClick />
    </QueryClientProvider>
  );
}
