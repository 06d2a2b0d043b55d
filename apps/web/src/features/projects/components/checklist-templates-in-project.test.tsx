import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { ChecklistFromTemplates } from './checklist-from-templates';
import { DeleteChecklist } from './delete-checklist';

const item = { id: 40, project_id: 7, name: 'Keys', heading: { id: 3, name: 'Closing' }, is_checked: false, note_count: 0, template_id: 12 };

describe('checklist templates in a project', () => {
  it('copies the chosen templates into the project', async () => {
    const api = mockApi({
      'GET /project-checklist-templates': () => json({ data: [{ id: 12, name: 'Keys', heading: { id: 2, name: 'Closing' } }] }),
      'PUT /project-checklists-add/7': () => json({ data: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChecklistFromTemplates projectId={7} />);
    await user.click(await screen.findByPlaceholderText('Choose templates'));
    await user.click(await screen.findByRole('option', { name: 'Closing: Keys' }));
    await user.click(screen.getByRole('button', { name: 'Add Templates' }));
    await vi.waitFor(() => expect(api.calls('PUT /project-checklists-add/7')).toHaveLength(1));
    expect(api.calls('PUT /project-checklists-add/7')[0]!.body).toEqual({ template_ids: [12] });
  });

  it('says where templates come from when there are none', async () => {
    mockApi({ 'GET /project-checklist-templates': () => json({ data: [] }) });
    renderWithProviders(<ChecklistFromTemplates projectId={7} />);
    expect(await screen.findByText(/No checklist templates yet/)).toBeInTheDocument();
  });

  it('deletes an item with its template when asked', async () => {
    const api = mockApi({ 'DELETE /project-checklists-add/40': () => json({ message: 'Checklist deleted successfully.' }) });
    const user = userEvent.setup();
    renderWithProviders(<DeleteChecklist projectId={7} item={item} />);
    await user.click(screen.getByLabelText('Also delete its template'));
    await user.click(screen.getByRole('button', { name: 'Delete Keys' }));
    await vi.waitFor(() => expect(api.calls('DELETE /project-checklists-add/40')).toHaveLength(1));
    const call = api.calls('DELETE /project-checklists-add/40')[0]!;
    expect(call.query.get('deleteTemplate')).toBe('true');
    expect(call.query.get('project_id')).toBe('7');
  });

  it('offers no template choice for an item typed in by hand', () => {
    mockApi({});
    renderWithProviders(<DeleteChecklist projectId={7} item={{ ...item, template_id: null }} />);
    expect(screen.queryByLabelText('Also delete its template')).not.toBeInTheDocument();
  });
});
