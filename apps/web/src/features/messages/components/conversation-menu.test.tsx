import type { Conversation } from '@openhouse/shared/messaging/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { ConversationMenu } from './conversation-menu';

const person = (id: number, name: string) => ({ user_id: id, user: { id, name, picture: null }, message_count: 0, last_read_message_id: 0 });

/** Rita (id 7, the signed-in user) with Bob and Cleo; `createdBy` started it. */
const conversation = (createdBy: number): Conversation => ({
  id: 31,
  title: null,
  name: 'Bob Buyer, Cleo Client',
  created_by: createdBy,
  archived: 0,
  participants: [person(7, 'Rita Realtor'), person(8, 'Bob Buyer'), person(9, 'Cleo Client')],
  message_count: 0,
  last_message: null,
  updated_at: '2030-05-01T17:30:00Z',
});

function renderMenu(handlers: Parameters<typeof mockApi>[0], createdBy = 7) {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
  const api = mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), ...handlers });
  const onLeft = vi.fn();
  renderWithProviders(<ConversationMenu conversation={conversation(createdBy)} myId={7} onLeft={onLeft} />);
  return { api, onLeft };
}

const choose = async (item: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

describe('conversation header menu', () => {
  it('renames the conversation', async () => {
    const { api } = renderMenu({ 'PUT /conversations/31': () => json({ message: 'Conversation updated.', data: conversation(7) }) });
    await choose('Rename');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Offer on Elm St');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls('PUT /conversations/31')[0]?.body).toEqual({ title: 'Offer on Elm St' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message when renaming fails, and keeps the dialog open", async () => {
    renderMenu({ 'PUT /conversations/31': () => json({ message: 'A title may be up to 100 characters.' }, 422) });
    await choose('Rename');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A title may be up to 100 characters.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adds a person found by name (staff search everyone), leaving out the people already in it', async () => {
    const { api } = renderMenu({
      'GET /user_search': () => json({ data: [{ id: 8, name: 'Bob Buyer', picture: null }, { id: 12, name: 'Dana Realtor', picture: null }] }),
      'PUT /conversations/31': () => json({ message: 'Conversation updated.', data: conversation(7) }),
    });
    await choose('Add people');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Find a person' }), 'a');
    const dana = await screen.findByText('Dana Realtor');
    expect(screen.getByRole('list', { name: 'People' })).not.toHaveTextContent('Bob Buyer');
    await userEvent.click(dana);
    await vi.waitFor(() => expect(api.calls('PUT /conversations/31')[0]?.body).toEqual({ add_user_ids: [12] }));
  });

  it('removes a person only after a second yes, and shows a refusal', async () => {
    const { api } = renderMenu({ 'PUT /conversations/31': () => json({ message: 'A conversation needs at least two people.' }, 422) });
    await choose('Remove people');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bob Buyer' }));
    expect(api.calls('PUT /conversations/31')).toHaveLength(0);
    expect(screen.getByText(/Remove Bob Buyer from this conversation\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A conversation needs at least two people.');
    expect(api.calls('PUT /conversations/31')[0]?.body).toEqual({ remove_user_ids: [8] });
  });

  it('lists the people without Remove buttons for someone who did not start it', async () => {
    renderMenu({}, 8);
    await choose('People');
    expect(await screen.findByRole('list', { name: 'People in this conversation' })).toHaveTextContent('Rita Realtor (you)');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('leaves after confirming, and goes back to the list', async () => {
    const { api, onLeft } = renderMenu({ 'PUT /conversations/31': () => json({ message: 'Conversation updated.', data: null }) });
    await choose('Leave conversation');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(onLeft).toHaveBeenCalled());
    expect(api.calls('PUT /conversations/31')[0]?.body).toEqual({ remove_user_ids: [7] });
  });
});
