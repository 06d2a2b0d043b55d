import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { ChecklistItem } from './checklist-item';

const item = { id: 40, project_id: 7, name: 'Final walk-through', heading: { id: 3, name: 'Closing' }, is_checked: false, note_count: 0, template_id: null };

/** A reply the test lets go of when it chooses, so the pending state can be looked at. */
function heldReply() {
  let release: (reply: { status: number; body: unknown }) => void = () => {};
  const reply = new Promise<{ status: number; body: unknown }>((resolve) => (release = resolve));
  return { reply, release };
}

describe('a checklist item', () => {
  it('shows the tick in the same render as the click, and holds it while the change is saved', async () => {
    const held = heldReply();
    const api = mockApi({ 'PUT /project-checklists/40': () => held.reply });
    renderWithProviders(<ChecklistItem projectId={7} item={item} canManage={false} />);
    const box = screen.getByRole('checkbox', { name: 'Final walk-through' });
    fireEvent.click(box);
    // No waiting: a box that only ticks once the mutation's state arrives is seen unticked here.
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await vi.waitFor(() => expect(api.calls('PUT /project-checklists/40')).toHaveLength(1));
    expect(api.calls('PUT /project-checklists/40')[0]!.body).toEqual({ is_checked: true });
    expect(box).toBeChecked();
    held.release(json({ data: { ...item, is_checked: true } }));
    await vi.waitFor(() => expect(box).toBeEnabled());
  });

  it('goes back when the change is refused', async () => {
    mockApi({ 'PUT /project-checklists/40': () => json({ message: 'This action is unauthorized.' }, 403) });
    renderWithProviders(<ChecklistItem projectId={7} item={item} canManage={false} />);
    const box = screen.getByRole('checkbox', { name: 'Final walk-through' });
    fireEvent.click(box);
    expect(box).toBeChecked();
    await vi.waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
  });
});
