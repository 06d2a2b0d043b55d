import type { RecentMessage } from '@openhouse/shared/messaging/schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { RecentMessagesCard } from './RecentMessagesCard';

const message = (id: number, body: string, from: string): RecentMessage => ({
  id,
  conversation_id: 40 + id,
  sender_id: 7,
  sender: { id: 7, name: from, picture: null },
  body,
  attachments: [],
  created_at: '2030-05-01T17:30:00Z',
  conversation_name: from,
});

function renderCard(data: RecentMessage[] | null) {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
  mockApi({
    'GET /me': () => json({ data: makeAuthPayload().user }),
    'GET /recent_messages': () => (data ? json({ data }) : json({ message: 'Failed to fetch Messages.' }, 500)),
  });
  return renderWithProviders(<RecentMessagesCard />);
}

describe('recent messages card', () => {
  it('lists the newest messages; one opens its conversation', async () => {
    renderCard([message(2, 'Can we meet at 3?', 'Rita Realtor'), message(1, 'Thanks!', 'Sam Seller')]);
    const card = screen.getByRole('region', { name: 'Recent Messages' });
    const first = await within(card).findByRole('button', { name: /^Open the conversation Rita Realtor/ });
    expect(within(card).getByText('Can we meet at 3?')).toBeInTheDocument();
    expect(within(card).getByText('Thanks!')).toBeInTheDocument();
    await userEvent.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent('/messages?conversation=42');
  });

  it('says "No messages yet" with a link to the messages page when there are none', async () => {
    renderCard([]);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to messages' })).toHaveAttribute('href', '/messages');
  });

  it('says so when the messages cannot be loaded', async () => {
    renderCard(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch Messages.');
  });
});
