import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/500.css';
import '@fontsource/dm-sans/700.css';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '../styles/global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime';
import { SessionProvider } from '../lib/session-context';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RealtimeProvider>
            {children}
          </RealtimeProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
