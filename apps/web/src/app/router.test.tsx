import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { propertyKey } from '../lib/property-query';
import { createQueryClient } from '../lib/query-client';
import { saveSession } from '../lib/session';
import { createAppRouter, routes } from './router';

const NOT_FOUND = "Ah, dang. We didn't find that page.";
const NOT_BUILT = 'This part of Openhouse is not built yet.';

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 };

function signedInShell(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /notification': () => json({ data: [], unread_count: 0 }), ...extra });
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
  return api;
}

describe('routes', () => {
  it('shows the not-found page with a link home for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown agent user name with the not-found page', async () => {
    const api = mockApi({ 'GET /scheduling/users/nobody-by-this-name': () => json({ message: 'Scheduling page not found.' }, 404) });
    renderRoutes(routes, '/nobody-by-this-name');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(api.calls('GET /scheduling/users/nobody-by-this-name')).toHaveLength(1);
  });

  it('sends a visitor without a session from a guarded page to sign in', async () => {
    mockApi({ 'GET /config/public': () => json({ google_client_id: null }) });
    renderRoutes(routes, '/vendors');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('referrer')).toBe('/vendors');
  });

  it('opens the informational /hello page, built like the other public pages', async () => {
    renderRoutes(routes, '/hello');
    expect(await screen.findByRole('heading', { name: 'Hello from Openhouse', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse homes' })).toHaveAttribute('href', '/homes');
    expect(screen.queryByText(NOT_BUILT)).not.toBeInTheDocument();
  });

  it('answers /propertyQrcode for an unknown or missing listing id with its own not-found text', async () => {
    const api = mockApi({ 'GET /properties/404404': () => json({ message: 'Property not found.', code: 'not_found' }, 404) });
    const { unmount } = renderRoutes(routes, '/propertyQrcode?id=404404');
    expect(await screen.findByRole('heading', { name: 'This listing could not be found' })).toBeInTheDocument();
    expect(api.calls('GET /properties/404404')).toHaveLength(1);
    unmount();
    renderRoutes(routes, '/propertyQrcode');
    expect(await screen.findByRole('heading', { name: 'This listing could not be found' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_BUILT)).not.toBeInTheDocument();
  });

  it("titles the vendor landing page 'My Tasks'", async () => {
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /notification': () => json({ data: [], unread_count: 0 }) });
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    renderRoutes(routes, '/projects/tasks');
    expect(await screen.findByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
  });

  it.each(['/transaction', '/transactions'])('opens the transactions list at %s', async (path) => {
    signedInShell({ 'GET /property-transactions': () => json(emptyPage), 'GET /transaction_status': () => json({ data: [] }) });
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.queryByText(NOT_BUILT)).not.toBeInTheDocument();
  });

  it("opens a listing's transactions", async () => {
    const api = signedInShell({
      'GET /properties/5': () => json({ data: { id: 5, label: 'Lake House', street_address: '12 Elm St', city: 'Austin', state: 'TX', zip_code: '78701' } }),
      'GET /property-transactions': () => json(emptyPage),
      'GET /transaction_status': () => json({ data: [] }),
    });
    renderRoutes(routes, '/properties/5/transactions');
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(api.calls('GET /property-transactions')[0]!.query.get('property_id')).toBe('5');
    expect(screen.queryByText(NOT_BUILT)).not.toBeInTheDocument();
  });

  it('opens a transaction and the signing page for a signed-in party', async () => {
    const api = signedInShell({
      'GET /property-transactions/9': () => json({ message: 'Transaction not found.' }, 404),
      'GET /contract-signing': () => json({ message: 'This signing link is invalid or has expired.' }, 404),
    });
    const { unmount } = renderRoutes(routes, '/transactions/9');
    expect(await screen.findByRole('heading', { name: 'Transaction not found.' })).toBeInTheDocument();
    unmount();

    renderRoutes(routes, '/contract-signing?transaction_id=9');
    expect(await screen.findByRole('heading', { name: 'Sign the contract' })).toBeInTheDocument();
    expect(await screen.findByText('This signing link is invalid or has expired.')).toBeInTheDocument();
    expect(api.calls('GET /contract-signing')[0]!.query.get('transaction_id')).toBe('9');
  });

  it('sends a visitor without a session from the signing page to sign in', async () => {
    mockApi({ 'GET /config/public': () => json({ google_client_id: null }) });
    renderRoutes(routes, '/contract-signing?transaction_id=9');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('referrer')).toBe('/contract-signing?transaction_id=9');
  });

  it('opens the e-mailed signing link without a session', async () => {
    const api = mockApi({ 'GET /contract-signing': () => json({ message: 'This signing link is invalid or has expired.' }, 404) });
    renderRoutes(routes, '/sign/tok_0123456789abcdefghijklmnop');
    expect(await screen.findByRole('heading', { name: 'Sign the contract' })).toBeInTheDocument();
    expect(await screen.findByText('This signing link is invalid or has expired.')).toBeInTheDocument();
    expect(api.calls('GET /contract-signing')[0]!.query.get('signing_token')).toBe('tok_0123456789abcdefghijklmnop');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('draws the signing link in the public layout without a session, and in the app frame once signed in', async () => {
    const invalid = () => json({ message: 'This signing link is invalid or has expired.' }, 404);
    mockApi({ 'GET /contract-signing': invalid });
    const { unmount } = renderRoutes(routes, '/sign/tok_0123456789abcdefghijklmnop');
    expect(await screen.findByText('This signing link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    unmount();

    signedInShell({ 'GET /contract-signing': invalid });
    renderRoutes(routes, '/sign/tok_0123456789abcdefghijklmnop');
    expect(await screen.findByText('This signing link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

describe('createAppRouter', () => {
  it("asks for a listing as its route is entered, before the page's code has rendered anything", async () => {
    const listing = { data: { id: 7 } };
    mockApi({ 'GET /properties/7': () => json(listing) });
    window.history.replaceState(null, '', '/properties/7');
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    try {
      await vi.waitFor(() => expect(queryClient.getQueryData(propertyKey(7))).toEqual(listing));
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });

  it("asks for the signed-in user's dashboard summary and unread count as the route is entered", async () => {
    const user = makeUser({ timezone: 'America/Chicago' });
    const summary = { realtor: null, buyer: null, seller: null };
    const api = mockApi({ 'GET /me': () => json({ data: user }), 'GET /dashboard/summary': () => json({ data: summary }), 'GET /message-count': () => json({ unread_count: 3 }) });
    act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
    window.history.replaceState(null, '', '/dashboard');
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    try {
      await vi.waitFor(() => expect(queryClient.getQueryData(['dashboard', 'summary'])).toEqual(summary));
      expect(api.calls('GET /dashboard/summary')).toHaveLength(1);
      await vi.waitFor(() => expect(api.calls('GET /message-count')).toHaveLength(1));
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });

  it('asks for nothing of the dashboard without a live session', async () => {
    const api = mockApi({ 'GET /config/public': () => json({ google_client_id: null }) });
    window.history.replaceState(null, '', '/dashboard');
    const router = createAppRouter(createQueryClient());
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(api.calls('GET /dashboard/summary')).toHaveLength(0);
      expect(api.calls('GET /message-count')).toHaveLength(0);
    } finally {
      router.dispose();
      window.history.replaceState(null, '', '/');
    }
  });
});
