import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { clearSession, saveSession } from '../../../lib/session';
import { GlobalModalProbe, makeAuction, makeDetail } from '../test/property-fixtures';
import { PropertyDetailPage } from './property-detail-page';

const photo = (id: number, position: number) => ({ id, url: `/storage/p${id}.jpg`, thumb_url: `/storage/p${id}-thumb.jpg`, width: 1200, height: 800, position, is_cover: position === 0 });

function renderDetail(route = '/properties/5') {
  return renderWithProviders(
    <>
      <PropertyDetailPage />
      <GlobalModalProbe />
    </>,
    { route, path: '/properties/:propertyId' },
  );
}

describe('property detail page', () => {
  it("shows the realtor's card (brokerage, licence number, bio) to an anonymous visitor, markup as plain text", async () => {
    const bio = 'First homes are my favourite.\n<b>Not bold</b>';
    mockApi({
      'GET /properties/5': () => json({ data: makeDetail({ realtor: { ...makeDetail().realtor, bio } }) }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
      'POST /property/5/add-analytics': () => json({ message: 'Unauthenticated.' }, 401),
    });
    renderDetail();

    const card = await screen.findByRole('region', { name: 'Listed by' });
    expect(within(card).getByText('Rita Realtor')).toBeInTheDocument();
    expect(within(card).getByText('Golden State Realty')).toBeInTheDocument();
    expect(within(card).getByText('Licence (DRE) #01234567')).toBeInTheDocument();
    expect(within(card).getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
  });

  it('works for an anonymous visitor: facts, gallery, one view counted, no login modal', async () => {
    const api = mockApi({
      'GET /properties/5': () => json({ data: makeDetail({ photos: [photo(1, 0), photo(2, 1)], latitude: 37.81, longitude: -122.25 }) }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
      // An optional call refused for a visitor must not pop the login modal.
      'POST /property/5/add-analytics': () => json({ message: 'Unauthenticated.' }, 401),
    });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Sunny craftsman' })).toBeInTheDocument();
    expect(screen.getAllByText('$1,250,000').length).toBeGreaterThan(0);
    expect(screen.getByText('12 Elm St, Oakland, CA 94610')).toBeInTheDocument();
    expect(screen.getByText('1,850 sq ft')).toBeInTheDocument();
    expect(screen.getByText('1924')).toBeInTheDocument();
    expect(screen.getByText('Fireplace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /rita@example.com/ })).toHaveAttribute('href', 'mailto:rita@example.com');
    expect(screen.getByRole('link', { name: /415-555-0189/ })).toHaveAttribute('href', 'tel:+14155550189');
    // A visitor may ask for a tour: the button signs them in first.
    expect(screen.getByRole('button', { name: 'Request a tour' })).toBeEnabled();
    expect(screen.getByText('Sign in as a buyer to book an in-person visit or a video tour.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View documents' })).toHaveAttribute('href', '/properties/5/docs');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    expect(screen.getByText('Photo 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full size' }));
    await waitFor(() => expect(api.calls('POST /property/5/add-analytics')).toHaveLength(1));
    expect(api.calls('POST /property/5/add-analytics')[0]?.body).toEqual({ event_type: 'click', target: 'photo' });

    expect(api.calls('POST /properties/5/viewcount')).toHaveLength(1);
    expect(screen.getByTestId('global-modal')).toHaveTextContent('none');
    for (const request of api.requests) expect(request.headers.get('Authorization')).toBeNull();
  });

  it('shows the listing side its Edit and Insights actions', async () => {
    mockApi({
      'GET /properties/5': () => json({ data: makeDetail({ can_edit: true, is_listing_side: true }) }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
    });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/properties/5/edit');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights?property_id=5');
  });

  it('says so clearly when the listing does not exist', async () => {
    mockApi({
      'GET /properties/99': () => json({ message: 'Property not found.' }, 404),
      'POST /properties/99/viewcount': () => json({ message: 'Property not found.' }, 404),
    });
    renderDetail('/properties/99');
    expect(await screen.findByRole('heading', { name: 'Property not found.' })).toBeInTheDocument();
    expect(screen.getByTestId('global-modal')).toHaveTextContent('none');
  });

  describe('bidding panel', () => {
    const bidding = () => within(screen.getByRole('region', { name: 'Bidding' }));

    function withListing(detail: ReturnType<typeof makeDetail>) {
      return mockApi({
        'GET /me': () => json({ data: makeAuthPayload().user }),
        'GET /time': () => json({ server_time: Date.now() }),
        'GET /properties/5': () => json({ data: detail }),
        'POST /properties/5/viewcount': () => json({ message: 'ok' }),
        'POST /property/5/add-analytics': () => json({ message: 'ok' }),
      });
    }

    it("shows a buyer the auction's terms, its status and countdown, and opens the wizard from Bid Now", async () => {
      const auction = makeAuction({ highest_bid_amount: 1_020_000, minimum_next_bid: 1_030_000, bid_count: 2, highest_bidder: 'harbour' });
      withListing(makeDetail({ bidding_property: auction }));
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      expect(bidding().getByText('Active')).toBeInTheDocument();
      expect(bidding().getByText(/^Ends in (1 Day )?\d\d:\d\d:\d\d$/)).toBeInTheDocument();
      expect(bidding().getByText('$1,000,000')).toBeInTheDocument();
      expect(bidding().getByText('$1,020,000')).toBeInTheDocument();
      expect(bidding().getByText('$1,030,000')).toBeInTheDocument();
      expect(bidding().getByText('$10,000')).toBeInTheDocument();
      expect(bidding().getByText('5%')).toBeInTheDocument();
      expect(bidding().getByText('Highest bidder: harbour')).toBeInTheDocument();
      expect(bidding().queryByRole('button', { name: 'Bid approvals' })).not.toBeInTheDocument();
      expect(bidding().queryByRole('button', { name: /Enable Bid|Edit bidding/ })).not.toBeInTheDocument();

      const user = userEvent.setup();
      await user.click(bidding().getByRole('button', { name: 'Bid Now' }));
      expect(screen.getByTestId('global-modal')).toHaveTextContent('bidWizard');
      await user.click(bidding().getByRole('button', { name: 'All bids' }));
      expect(screen.getByTestId('global-modal')).toHaveTextContent('allBids');
    });

    it('offers the next three valid amounts in one tap and opens the wizard on the one chosen; the header leads with the current bid', async () => {
      const auction = makeAuction({ highest_bid_amount: 1_250_000, minimum_next_bid: 1_260_000, bid_count: 3 });
      withListing(makeDetail({ bidding_property: auction }));
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      const headline = within(await screen.findByTestId('auction-headline'));
      expect(headline.getByText('Current bid $1,250,000')).toBeInTheDocument();
      expect(headline.getByText('3 bids')).toBeInTheDocument();
      expect(headline.getByText(/\(ends [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M [A-Z]+\)/)).toBeInTheDocument();
      const quick = within(bidding().getByRole('group', { name: 'Bid in one tap' }));
      expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual(['Bid $1,260,000', 'Bid $1,270,000', 'Bid $1,280,000']);
      await userEvent.setup().click(quick.getByRole('button', { name: 'Bid $1,270,000' }));
      expect(screen.getByTestId('global-modal')).toHaveTextContent('bidWizard');
    });

    it('tells the highest bidder so in the panel instead of offering more bids', async () => {
      withListing(makeDetail({ bidding_property: makeAuction({ highest_bid_amount: 1_020_000, bid_count: 1, is_highest_bidder: true }) }));
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      expect(bidding().getByText('You hold the highest bid')).toBeInTheDocument();
      expect(bidding().getByText(/Your bid of \$1,020,000 leads/)).toBeInTheDocument();
      expect(bidding().queryByRole('group', { name: 'Bid in one tap' })).not.toBeInTheDocument();
    });

    it('reads "Ended — winning bid" with the accepted amount once a bid is accepted, with no next bid, Bid Now or tour', async () => {
      withListing(
        makeDetail({ status: 'pending', bidding_property: makeAuction(), transactions: [{ id: 3, status_id: 1, status: { id: 1, name: 'Contract Sent' }, amount: 1_010_000 }] }),
      );
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      expect(bidding().getByText('Ended — winning bid $1,010,000')).toBeInTheDocument();
      expect(bidding().queryByText('Expired')).not.toBeInTheDocument();
      expect(bidding().queryByText('Minimum next bid')).not.toBeInTheDocument();
      expect(bidding().queryByRole('button', { name: 'Bid Now' })).not.toBeInTheDocument();
      expect(bidding().getByRole('button', { name: 'All bids' })).toBeInTheDocument();
      expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
      expect(screen.queryByRole('heading', { name: 'Request a tour' })).not.toBeInTheDocument();
    });

    it('bids again and offers tours once the deal is cancelled', async () => {
      withListing(makeDetail({ bidding_property: makeAuction(), transactions: [{ id: 3, status_id: 6, status: { id: 6, name: 'Cancelled' }, amount: 1_010_000 }] }));
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      expect(bidding().queryByText(/Ended/)).not.toBeInTheDocument();
      expect(bidding().getByText('Minimum next bid')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Request a tour' })).toBeInTheDocument();
    });

    it('gives the listing side approvals and bids but no Bid Now; the realtor edits terms until the first bid', async () => {
      withListing(makeDetail({ can_edit: true, is_listing_side: true, bidding_property: makeAuction({ bid_count: 0 }) }));
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      expect(bidding().queryByRole('button', { name: 'Bid Now' })).not.toBeInTheDocument();
      expect(bidding().getByText('No bids yet')).toBeInTheDocument();
      await userEvent.setup().click(bidding().getByRole('button', { name: 'Bid approvals' }));
      expect(screen.getByTestId('global-modal')).toHaveTextContent('bidApprovals');
      expect(bidding().getByRole('button', { name: 'Edit bidding' })).toBeInTheDocument();
    });

    it('says when bidding is off and offers the realtor Enable Bid', async () => {
      withListing(makeDetail({ can_edit: true, is_listing_side: true }));
      renderDetail();
      await screen.findByRole('heading', { name: 'Sunny craftsman' });
      await screen.findByRole('region', { name: 'Bidding' });
      expect(bidding().getByText('Online bidding is not enabled for this listing.')).toBeInTheDocument();
      await userEvent.setup().click(bidding().getByRole('button', { name: 'Enable Bid' }));
      expect(screen.getByTestId('global-modal')).toHaveTextContent('enableBid');
    });

    it('opens the wizard from ?bid=1 and drops the parameter', async () => {
      withListing(makeDetail({ bidding_property: makeAuction() }));
      renderDetail('/properties/5?bid=1');
      await waitFor(() => expect(screen.getByTestId('global-modal')).toHaveTextContent('bidWizard'));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/properties\/5$/));
    });

    it('opens bid approvals from ?approvals=1 for the listing side, and asks a signed-out visitor to sign in first', async () => {
      act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
      withListing(makeDetail({ can_edit: true, is_listing_side: true, bidding_property: makeAuction() }));
      const first = renderDetail('/properties/5?approvals=1');
      await waitFor(() => expect(screen.getByTestId('global-modal')).toHaveTextContent('bidApprovals'));
      first.unmount();

      act(() => clearSession());
      withListing(makeDetail({ bidding_property: makeAuction() }));
      renderDetail('/properties/5?approvals=1');
      await waitFor(() => expect(screen.getByTestId('global-modal')).toHaveTextContent('login'));
    });
  });
});
