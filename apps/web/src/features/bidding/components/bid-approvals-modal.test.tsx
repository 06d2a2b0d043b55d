import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, type RecordedRequest } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeApproval, pageOf } from '../test/bidding-fixtures';
import { BidApprovalsModal } from './bid-approvals-modal';

const submitted = makeApproval({ id: 70, bid_nickname: 'lakeside', approval: 'submitted' });
const approved = makeApproval({ id: 71, bid_nickname: 'harbour', approval: 'approved', user: { id: 13, name: 'Hal Harbour', email: 'hal@example.com' } });
const rejected = makeApproval({ id: 72, bid_nickname: 'quarry', approval: 'rejected', user: { id: 14, name: 'Quinn', email: 'quinn@example.com' } });

function byState(request: RecordedRequest) {
  const state = request.query.get('approval');
  const all = [submitted, approved, rejected];
  return json(pageOf(state ? all.filter((approval) => approval.approval === state) : all));
}

function renderModal(handlers: Parameters<typeof mockApi>[0] = {}) {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
  const api = mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /bidding_approval': byState, ...handlers });
  renderWithProviders(<BidApprovalsModal propertyId={5} onClose={() => undefined} />);
  return { api, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table', { name: 'Bid approvals' })).getAllByRole('row').slice(1);

/** A phone's screen (375 px): every max-width query matches, so the modal takes the whole screen and lists cards. */
const desktopMatchMedia = window.matchMedia;
function asPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') });
}
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('bid approvals modal', () => {
  it('opens on Submitted and asks for that tab of this listing', async () => {
    const { api } = renderModal();
    expect(await screen.findByRole('tab', { name: 'Submitted', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('lakeside')).toBeInTheDocument();
    const query = api.calls('GET /bidding_approval')[0]?.query;
    expect(query?.get('approval')).toBe('submitted');
    expect(query?.get('property_id')).toBe('5');
    expect(query?.get('page')).toBe('1');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });

  it('offers Approve and Reject only on submitted rows', async () => {
    const { user } = renderModal();
    await user.click(await screen.findByRole('tab', { name: 'All' }));
    await screen.findByText('harbour');
    const [first, second, third] = rows();
    expect(within(first!).getByRole('button', { name: 'Approve lakeside' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Reject lakeside' })).toBeInTheDocument();
    for (const row of [second!, third!]) {
      expect(within(row).queryByRole('button', { name: /^Approve|^Reject/ })).not.toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /View proof/ })).toBeInTheDocument();
    }
    expect(within(second!).getByText('Approved')).toBeInTheDocument();
    expect(within(third!).getByText('Rejected')).toBeInTheDocument();
  });

  it('asks before approving, sends id, approval and path, then refreshes the tabs', async () => {
    const { api, user } = renderModal({ 'PUT /bidding_approval/70': () => json({ message: 'Bidding approval approved.', data: { ...submitted, approval: 'approved' } }) });
    await user.click(await screen.findByRole('button', { name: 'Approve lakeside' }));
    expect(api.calls('PUT /bidding_approval/70')).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this bidder?' });
    const before = api.calls('GET /bidding_approval').length;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(api.calls('PUT /bidding_approval/70')).toHaveLength(1));
    expect(api.calls('PUT /bidding_approval/70')[0]?.body).toEqual({ id: 70, approval: 'approved', path: '/properties/5' });
    expect(await screen.findByText('Bidding approval approved.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /bidding_approval').length).toBeGreaterThan(before));
  });

  it("says 'Error occurred during request' when a decision fails", async () => {
    const { user } = renderModal({ 'PUT /bidding_approval/70': () => json({ message: 'This bidding approval has already been decided.' }, 409) });
    await user.click(await screen.findByRole('button', { name: 'Reject lakeside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this bidder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Error occurred during request')).toBeInTheDocument();
  });

  it("shows the proof inline in a frame of our own origin (the page's CSP allows no <object>), and a plain link to open it in a new tab", async () => {
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'View proof of lakeside' }));
    const viewer = await screen.findByRole('dialog', { name: 'Proof of funds: lakeside' });
    const url = '/api/v1/storage/proofs/abc123.pdf?token=token-abc';
    const frame = within(viewer).getByTitle('Proof document of lakeside');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', url);
    expect(within(viewer).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', url);
  });

  it('lists the approvals as cards on a phone, each with its decisions, and no table to scroll', async () => {
    asPhone();
    const { api, user } = renderModal({ 'PUT /bidding_approval/70': () => json({ message: 'Bidding approval rejected.', data: { ...submitted, approval: 'rejected' } }) });
    await user.click(await screen.findByRole('tab', { name: 'All' }));
    await screen.findByText('harbour');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Bid approvals' });
    const [first, second, third] = within(list).getAllByRole('listitem');

    expect(first).toHaveAccessibleName('lakeside');
    expect(within(first!).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(first!).getByText('bea@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('Buyer without an agent')).toBeInTheDocument();
    expect(within(first!).getByText(/^Submitted \d\d\/\d\d\/2030 - \d\d:\d\d [AP]M$/)).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'View proof of lakeside' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Approve lakeside' })).toBeInTheDocument();
    for (const card of [second!, third!]) {
      expect(within(card).queryByRole('button', { name: /^Approve|^Reject/ })).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /View proof/ })).toBeInTheDocument();
    }
    expect(within(second!).getByText('Approved')).toBeInTheDocument();
    expect(within(third!).getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();

    // The same confirmation guards a decision made from a card.
    await user.click(within(first!).getByRole('button', { name: 'Reject lakeside' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this bidder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls('PUT /bidding_approval/70')).toHaveLength(1));
    expect(api.calls('PUT /bidding_approval/70')[0]?.body).toEqual({ id: 70, approval: 'rejected', path: '/properties/5' });
  });

  it("reads 'No Records Found' on an empty phone list too", async () => {
    asPhone();
    renderModal({ 'GET /bidding_approval': () => json(pageOf([])) });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bid approvals' })).not.toBeInTheDocument();
  });

  it("reads 'No Records Found' on an empty tab", async () => {
    renderModal({ 'GET /bidding_approval': () => json(pageOf([])) });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });
});
