import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { QueueRoute } from './queue-route';

const item = (id: number, who: string) => ({ id, who, property_id: 5, label: 'Sunny craftsman', street_address: '12 Elm St', since: '2026-11-20T18:00:00Z' });

describe('Waiting on you', () => {
  it('lists approvals and document requests across listings and approves one in place', async () => {
    let approvals = [item(7, 'harbour')];
    const api = mockApi({
      'GET /dashboard/waiting-on-me': () => json({ data: { bid_approvals: approvals, document_requests: [item(9, 'Dana Buyer')] } }),
      'PUT /bidding_approval/7': () => {
        approvals = [];
        return json({ message: 'Bidding approval approved.', data: {} });
      },
    });
    renderWithProviders(<QueueRoute />, { route: '/queue', path: '/queue' });

    const row = await screen.findByRole('listitem', { name: 'Bid approval from harbour' });
    expect(within(row).getByRole('link', { name: /Sunny craftsman/ })).toHaveAttribute('href', '/properties/5');
    expect(screen.getByRole('listitem', { name: 'Document access from Dana Buyer' })).toBeInTheDocument();

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Approve Bid approval from harbour' }));
    await waitFor(() => expect(api.calls('PUT /bidding_approval/7')[0]?.body).toMatchObject({ id: 7, approval: 'approved' }));
    expect(await screen.findByText('Nothing waiting.')).toBeInTheDocument();
  });

  it('says so when the queue cannot be read', async () => {
    mockApi({ 'GET /dashboard/waiting-on-me': () => json({ message: 'Server unavailable' }, 503) });
    renderWithProviders(<QueueRoute />, { route: '/queue', path: '/queue' });
    expect(await screen.findByText('The queue could not be loaded')).toBeInTheDocument();
  });
});
