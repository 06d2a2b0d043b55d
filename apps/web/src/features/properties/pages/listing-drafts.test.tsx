import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { biddingMessages } from '@openhouse/shared/bidding/messages';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeDetail, makeSummary, pageOf } from '../test/property-fixtures';
import { MyListingsPage } from './my-listings-page';
import { PropertyDetailPage } from './property-detail-page';

function signIn() {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
}

const draft = (overrides: Parameters<typeof makeDetail>[0] = {}) =>
  makeDetail({ published_at: null, can_edit: true, is_listing_side: true, latitude: 37.81, longitude: -122.25, description: 'Light and calm.', ...overrides });

describe('a draft listing', () => {

  it('shows on My Listings as a Draft with a labelled Publish action that opens its preview', async () => {
    signIn();
    mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary({ id: 31, published_at: null }), makeSummary({ id: 32 })])),
    });
    renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });
    const rows = await screen.findAllByRole('row');
    const draftRow = rows.find((row) => within(row).queryByText('31'))!;
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).getByText('Not published')).toBeInTheDocument();
    expect(within(draftRow).getByRole('link', { name: 'Publish' })).toHaveAttribute('href', '/properties/31');
    const publishedRow = rows.find((row) => within(row).queryByText('32'))!;
    expect(within(publishedRow).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(publishedRow).queryByText('Not published')).not.toBeInTheDocument();
    expect(within(publishedRow).queryByRole('link', { name: 'Publish' })).not.toBeInTheDocument();
    // Bidding waits for publishing: a draft's row has no bidding menu.
    expect(within(draftRow).queryByRole('button', { name: 'Bidding' })).not.toBeInTheDocument();
    expect(within(publishedRow).getByRole('button', { name: 'Bidding' })).toBeInTheDocument();
  });

  it('opens as a preview for its realtor, who publishes it from there', async () => {
    signIn();
    let published = false;
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties/5': () => json({ data: published ? draft({ published_at: '2026-01-01T00:00:00Z' }) : draft() }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
      'POST /properties/5/publish': () => {
        published = true;
        return json({ message: m.published, data: draft({ published_at: '2026-01-01T00:00:00Z' }) });
      },
    });
    renderWithProviders(<PropertyDetailPage />, { route: '/properties/5', path: '/properties/:propertyId' });

    const banner = await screen.findByRole('region', { name: 'Draft preview' });
    expect(banner).toHaveTextContent('Preview — not published');
    // The listing itself shows beneath, as buyers will see it.
    expect(screen.getByRole('heading', { name: 'Sunny craftsman' })).toBeInTheDocument();
    // Nothing meant for a published listing: no bidding to enable, no link to share, nothing to save or tour.
    expect(await screen.findByText(biddingMessages.listingNotPublished)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable Bid' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favourites' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a tour' })).toBeDisabled();

    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Publish listing' }));
    expect(await screen.findByText(m.published)).toBeInTheDocument();
    expect(api.calls('POST /properties/5/publish')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Draft preview' })).not.toBeInTheDocument();
    // The published listing is read again before these show. Once in CI, with the server suite running beside it,
    // Share was not there after the default one second (its placeholder shows at once when its code is slow, so
    // the code was not the cause); it missed five seconds once more in a CI unit stage that ran two workers on two
    // cores, so the wait is fifteen: it still fails when the buttons never come. Share's placeholder is replaced by
    // the button once its code has loaded: a button found in between is detached a moment later (it failed so in CI),
    // so all three are looked for together, again until they stand in the page at once.
    await waitFor(
      () => {
        for (const name of ['Enable Bid', 'Share', 'Add to favourites']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
      },
      { timeout: 15_000 },
    );
  }, 40_000);

  it('names what is missing and cannot be published until it is there', async () => {
    signIn();
    mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties/5': () => json({ data: draft({ latitude: null, longitude: null, description: '' }) }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
    });
    renderWithProviders(<PropertyDetailPage />, { route: '/properties/5', path: '/properties/:propertyId' });

    const banner = await screen.findByRole('region', { name: 'Draft preview' });
    const missing = within(banner).getByRole('list', { name: 'Missing before publishing' });
    expect(missing).toHaveTextContent(m.publishNeedsPin);
    expect(missing).toHaveTextContent(m.publishNeedsDescription);
    expect(within(banner).getByRole('button', { name: 'Publish listing' })).toBeDisabled();
    expect(within(banner).getByRole('link', { name: 'Keep editing' })).toHaveAttribute('href', '/properties/5/edit');
  });
});
