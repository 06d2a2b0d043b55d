import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { TaskGroupModal } from './task-group-modal';

const milestones = [
  { id: 31, project_id: 7, milestone_name: 'Inspection', name: 'Inspection', start_date: null, end_date: null, position: 0, task_count: 0, completed_task_count: 0 },
];

describe('task group modal', () => {
  it("checks the name in the spec's words, then sends it with the template choice", async () => {
    const api = mockApi({ 'POST /task-groups': () => json({ message: 'Task group created successfully.', data: { id: 90, milestone_id: 31, name: 'Inspection prep', template_id: 5 } }) });
    const onCreated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TaskGroupModal opened onClose={vi.fn()} milestones={milestones} onCreated={onCreated} />);

    await user.click(screen.getByRole('button', { name: 'Add Task Group' }));
    expect(await screen.findByText('Please enter task group name')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Task group name/), 'Short');
    await user.click(screen.getByRole('button', { name: 'Add Task Group' }));
    expect(await screen.findByText('You must enter minimum 6 characters.')).toBeInTheDocument();
    expect(api.calls('POST /task-groups')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Task group name/), ' list');
    await user.click(screen.getByLabelText('Save as template'));
    await user.click(screen.getByRole('button', { name: 'Add Task Group' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 90, milestone_id: 31, name: 'Inspection prep', template_id: 5 }));
    expect(api.calls('POST /task-groups')[0]!.body).toEqual({ milestone_id: 31, name: 'Short list', save_as_template: true });
  });

  it("shows the spec's failure message whatever the server said", async () => {
    mockApi({ 'POST /task-groups': () => json({ message: 'Milestone not found.' }, 404) });
    const user = userEvent.setup();
    renderWithProviders(<TaskGroupModal opened onClose={vi.fn()} milestones={milestones} onCreated={vi.fn()} />);
    await user.type(screen.getByLabelText(/Task group name/), 'Inspection prep');
    await user.click(screen.getByRole('button', { name: 'Add Task Group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New task group add failed, try again.');
  });
});
