import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { ChecklistsTab } from './checklists-tab';

const heading = { id: 3, name: 'Closing' };
const item = (id: number, name: string, is_checked: boolean) => ({ id, project_id: 7, name, heading, is_checked, note_count: 0, template_id: null });

describe('checklists tab', () => {
  it('shows each heading’s progress, and Enter in the new-item field adds the item', async () => {
    const api = mockApi({
      'GET /project-checklists/7': () => json({ data: [item(1, 'Keys', true), item(2, 'Meter reading', false), item(3, 'Final walk', true)] }),
      'GET /project-checklist-headings': () => json({ data: [{ ...heading, project_id: 7 }] }),
      'POST /project-checklists': () => json({ message: 'Checklist created successfully.', data: item(4, 'Alarm code', false) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChecklistsTab projectId={7} canManage />);
    const section = await screen.findByRole('region', { name: 'Closing' });
    expect(within(section).getByText('2 of 3 done')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'All checklists: 2 of 3 done' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New item under Closing'), 'Alarm code{Enter}');
    await vi.waitFor(() => expect(api.calls('POST /project-checklists')).toHaveLength(1));
    expect(api.calls('POST /project-checklists')[0]!.body).toEqual({ project_id: 7, heading_id: 3, name: 'Alarm code' });
    await vi.waitFor(() => expect(screen.getByLabelText('New item under Closing')).toHaveValue(''));
  });
});
