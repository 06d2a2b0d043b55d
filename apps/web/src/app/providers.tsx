import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/500.css';
import '@fontsource/dm-sans/700.css';
import '../styles/mantine.css';
import '@mantine/notifications/styles.css';
import '../styles/global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '../lib/realtime';
import { SessionProvider } from '../lib/session-context';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

/** The query client is made by App, which shares it with the router (route loaders start requests early). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
