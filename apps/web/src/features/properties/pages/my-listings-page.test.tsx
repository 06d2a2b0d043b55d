import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { GlobalModalProbe, makeAuction, makeSummary, pageOf } from '../test/property-fixtures';
import { MyListingsPage } from './my-listings-page';

function signIn() {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
}

/** A phone's screen (375 px): every max-width query matches. */
const desktopMatchMedia = window.matchMedia;
function asPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') });
}
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('my listings', () => {
  it("reads 'No Records Found' with no listings", async () => {
    signIn();
    const api = mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties': () => json(pageOf([])) });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    expect(api.calls('GET /properties')[0]?.query.get('mine')).toBe('1');
    expect(api.calls('GET /properties')[0]?.query.get('page')).toBe('1');
  });

  it('lists the spec columns and each row’s actions', async () => {
    signIn();
    mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary({ id: 31 })], { current_page: 2, last_page: 2, from: 11, to: 11, total: 11 })),
    });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings?page=2', path: '/my-listings' });

    expect(await screen.findByText('Showing 11 to 11 of 11 entries')).toBeInTheDocument();
    for (const column of ['Id', 'Address', 'Country', 'Price', 'Created', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    expect(screen.getByRole('cell', { name: '$1,250,000' })).toBeInTheDocument();
    // Times read in the default zone, America/Los_Angeles.
    expect(screen.getByRole('cell', { name: '03/04/2025' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/properties/31/edit');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights?property_id=31');
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/properties/31/docs');
    expect(screen.getByRole('button', { name: 'Bidding' })).toBeEnabled();
  });

  it('shows what each listing is managed by, from one batched read of its figures', async () => {
    signIn();
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary({ id: 31 })])),
      'GET /dashboard/listing-figures': () =>
        json({ data: [{ property_id: 31, days_on_market: 12, views_this_week: 1450, bid_count: 3, pending_approvals: 2, document_requests: 1 }] }),
    });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });
    expect(await screen.findByText('1,450 views this week')).toBeInTheDocument();
    for (const column of ['Status', 'Activity']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    for (const line of ['12 days on market', '3 bids · 2 pending approvals', '1 document request']) expect(screen.getByText(line)).toBeInTheDocument();
    expect(api.calls('GET /dashboard/listing-figures')).toHaveLength(1);
  });

  it('gives a seller no Add Property, no Edit and no bidding terms: only what they may use', async () => {
    const seller = makeAuthPayload(makeUser({ roles: [{ id: 4, name: 'Seller' }] }));
    act(() => saveSession(seller, { remember: false, stage: null }));
    mockApi({
      'GET /me': () => json({ data: seller.user }),
      'GET /time': () => json({ server_time: Date.now() }),
      'GET /properties': () => json(pageOf([makeSummary({ id: 31 })])),
      'GET /dashboard/listing-figures': () => json({ data: [] }),
    });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });
    expect(await screen.findByRole('link', { name: 'Insights' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Property' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Their home's bids and deal are on My home, which the page offers them.
    expect(screen.getByRole('link', { name: 'My home' })).toHaveAttribute('href', '/my-home');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bidding' }));
    expect(await screen.findByRole('menuitem', { name: 'All bids' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Enable Bid|Edit bidding/ })).not.toBeInTheDocument();
  });

  it("opens the bidding modals from a row's Bidding menu", async () => {
    signIn();
    mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /time': () => json({ server_time: Date.now() }),
      'GET /properties': () => json(pageOf([makeSummary({ id: 31 }), makeSummary({ id: 32, bidding_property: makeAuction({ property_id: 32, bid_count: 3 }) })])),
    });
    renderWithProviders(
      <>
        <MyListingsPage />
        <GlobalModalProbe />
      </>,
      { route: '/my-listings', path: '/my-listings' },
    );
    const user = userEvent.setup();
    const [first, second] = await screen.findAllByRole('button', { name: 'Bidding' });

    // No auction yet: it can be enabled; approvals and bids wait for it.
    await user.click(first!);
    expect(await screen.findByRole('menuitem', { name: 'Bid approvals' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'All bids' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Enable Bid' }));
    expect(screen.getByTestId('global-modal')).toHaveTextContent('enableBid');

    // Bids placed: the terms are locked; approvals and bids open.
    await user.click(second!);
    expect(await screen.findByRole('menuitem', { name: 'Edit bidding' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Bid approvals' }));
    expect(screen.getByTestId('global-modal')).toHaveTextContent('bidApprovals');
    // The row shows where its auction stands.
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('shows each listing as a card with its price and actions on a phone, with no table to scroll sideways', async () => {
    asPhone();
    signIn();
    mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary({ id: 31 })])),
    });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });

    const list = await screen.findByRole('list', { name: 'Properties' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(card!).getByText('Created 03/04/2025')).toBeInTheDocument();
    expect(within(card!).getByText('Id 31 · US')).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/properties/31/edit');
    expect(within(card!).getByRole('button', { name: 'Bidding' })).toBeEnabled();
  });

  it("reads 'No Records Found' on a phone with no listings", async () => {
    asPhone();
    signIn();
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties': () => json(pageOf([])) });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Properties' })).not.toBeInTheDocument();
  });
});
