import { BID_EVENTS } from '@openhouse/shared/bidding/events';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthPayload } from '../../test/fixtures';
import { LiveUpdatesPaused } from '../components/live-updates-paused';
import { RealtimeProvider, usePausedRefetchInterval, useRealtimeConnected, useWatchProperty } from './realtime';
import { saveSession } from './session';
import { SessionProvider } from './session-context';

type Listener = (...args: unknown[]) => void;

/** A stand-in for a Socket.IO client socket: records what is emitted, lets the test connect and drop it. */
class FakeSocket {
  connected = false;
  emitted: [string, unknown][] = [];
  /** The acknowledgement callbacks of what was emitted with one, oldest first: the test answers for the server. */
  acks: ((answer: unknown) => void)[] = [];
  disconnected = false;
  private listeners = new Map<string, Set<Listener>>();
  constructor(readonly options: { auth?: { token?: string } }) {}
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push([event, payload]);
    if (ack) this.acks.push(ack);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    this.connected = false;
    return this;
  }
  /** The server accepted the (re)connection. */
  connect() {
    this.connected = true;
    for (const listener of this.listeners.get('connect') ?? []) listener();
  }
  drop() {
    this.connected = false;
    for (const listener of this.listeners.get('disconnect') ?? []) listener('transport close');
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { auth?: { token?: string } }) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

function Watcher({ propertyId }: { propertyId: number | null }) {
  useWatchProperty(propertyId);
  return null;
}

/** Two parts of one page watching the same property (the detail page and an open all-bids modal). */
function Page({ a = true, b = true }: { a?: boolean; b?: boolean }) {
  return (
    <>
      {a ? <Watcher propertyId={5} /> : null}
      {b ? <Watcher propertyId={5} /> : null}
    </>
  );
}

const withProviders = (ui: ReactNode) => (
  <SessionProvider>
    <RealtimeProvider>{ui}</RealtimeProvider>
  </SessionProvider>
);

function renderPage(ui: ReactNode = <Page />) {
  return render(withProviders(ui));
}

const joins = (socket: FakeSocket) => socket.emitted.filter(([event]) => event === BID_EVENTS.watch);
const leaves = (socket: FakeSocket) => socket.emitted.filter(([event]) => event === BID_EVENTS.unwatch);

beforeEach(() => {
  sockets.length = 0;
});

describe('realtime', () => {
  it('opens no connection for a visitor until a page watches a property, then connects without a token', async () => {
    renderPage(<Watcher propertyId={null} />);
    await act(() => Promise.resolve());
    expect(sockets).toHaveLength(0);

    renderPage(<Watcher propertyId={5} />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.options.auth).toEqual({});
  });

  it("waits for the browser's first idle moment before it loads the client and connects", async () => {
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    renderPage(<Watcher propertyId={null} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sockets).toHaveLength(0);
    expect(idle).not.toBeNull();
    act(() => idle?.());
    await waitFor(() => expect(sockets).toHaveLength(1));
  });

  it('connects with the bearer token when signed in', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    renderPage(<Watcher propertyId={5} />);
    await waitFor(() => expect(sockets.at(-1)?.options.auth).toEqual({ token: 'token-abc' }));
  });

  it('joins once connected, re-joins after a reconnect, and leaves only when the last watcher goes', async () => {
    const page = renderPage();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets.at(-1)!;
    expect(joins(socket)).toHaveLength(0);

    act(() => socket.connect());
    expect(joins(socket).length).toBeGreaterThan(0);
    expect(joins(socket)[0]?.[1]).toEqual({ property_id: 5 });

    socket.emitted.length = 0;
    act(() => {
      socket.drop();
      socket.connect();
    });
    expect(joins(socket).length).toBeGreaterThan(0);

    page.rerender(withProviders(<Page a={false} />));
    expect(leaves(socket)).toHaveLength(0);
    page.rerender(withProviders(<Page a={false} b={false} />));
    expect(leaves(socket)).toEqual([[BID_EVENTS.unwatch, { property_id: 5 }]]);

    // Gone from the room: a reconnect does not join it again.
    socket.emitted.length = 0;
    act(() => {
      socket.drop();
      socket.connect();
    });
    expect(joins(socket)).toHaveLength(0);
  });

  it('tells the watcher each time the server confirms a join, and not when it refuses one', async () => {
    const onJoined = vi.fn();
    function Reader() {
      useWatchProperty(5, onJoined);
      return null;
    }
    renderPage(<Reader />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.connect());
    expect(onJoined).not.toHaveBeenCalled();
    act(() => socket.acks.shift()?.({ ok: true }));
    expect(onJoined).toHaveBeenCalledTimes(1);

    // A reconnect joins again: bids placed while the tab had no connection are read again once it is in.
    act(() => {
      socket.drop();
      socket.connect();
    });
    act(() => socket.acks.shift()?.({ ok: false, message: 'Not found.' }));
    expect(onJoined).toHaveBeenCalledTimes(1);
    act(() => {
      socket.drop();
      socket.connect();
    });
    act(() => socket.acks.shift()?.({ ok: true }));
    expect(onJoined).toHaveBeenCalledTimes(2);
  });

  it('calls a live feed on the first connection and after every reconnect, not while the socket is down', async () => {
    const onConnected = vi.fn();
    function Feed() {
      useRealtimeConnected(onConnected);
      return null;
    }
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    renderPage(<Feed />);
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(onConnected).not.toHaveBeenCalled();
    act(() => socket.connect());
    expect(onConnected).toHaveBeenCalledTimes(1);
    act(() => socket.drop());
    expect(onConnected).toHaveBeenCalledTimes(1);
    act(() => socket.connect());
    expect(onConnected).toHaveBeenCalledTimes(2);
  });

  it('says live updates are paused while the socket is down, and reads live data on a timer until it is back', async () => {
    function Probe() {
      const interval = usePausedRefetchInterval();
      return <output data-testid="refetch">{String(interval)}</output>;
    }
    render(
      <MantineProvider env="test">
        {withProviders(
          <>
            <Watcher propertyId={5} />
            <LiveUpdatesPaused />
            <Probe />
          </>,
        )}
      </MantineProvider>,
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    act(() => socket.connect());
    expect(screen.queryByText('Live updates paused — reconnecting')).not.toBeInTheDocument();
    expect(screen.getByTestId('refetch')).toHaveTextContent('false');

    act(() => socket.drop());
    expect(screen.getByText('Live updates paused — reconnecting').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByTestId('refetch')).toHaveTextContent('5000');

    act(() => socket.connect());
    expect(screen.queryByText('Live updates paused — reconnecting')).not.toBeInTheDocument();
    expect(screen.getByTestId('refetch')).toHaveTextContent('false');
  });
});
