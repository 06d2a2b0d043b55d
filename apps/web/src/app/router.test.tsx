import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/fetch-mock';
import { makeAuthPayload } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { saveSession } from '../lib/session';
import { routes } from './router';

const NOT_FOUND = "Ah, dang. We didn't find that page.";

describe('routes', () => {
  it('shows the not-found page with a link home for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('answers an unknown agent user name with the not-found page', async () => {
    renderRoutes(routes, '/nobody-by-this-name');
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
  });

  it('sends a visitor without a session from a guarded page to sign in', async () => {
    mockApi({ 'GET /config/public': () => json({ google_client_id: null }) });
    renderRoutes(routes, '/vendors');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('referrer')).toBe('/vendors');
  });

  it('shows a signed-in user a page that is not built yet, honestly, inside the app frame', async () => {
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /notification': () => json({ data: [], unread_count: 0 }) });
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    renderRoutes(routes, '/vendors');
    expect(await screen.findByRole('heading', { name: 'Vendors' })).toBeInTheDocument();
    expect(screen.getByText('This part of Openhouse is not built yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it("titles the vendor landing page 'My Tasks'", async () => {
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /notification': () => json({ data: [], unread_count: 0 }) });
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    renderRoutes(routes, '/projects/tasks');
    expect(await screen.findByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
  });
});
