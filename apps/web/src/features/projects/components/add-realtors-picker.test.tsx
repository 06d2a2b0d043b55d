import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { AddRealtorsPicker } from './add-realtors-picker';

const found = { data: [{ id: 4, name: 'Rita Realtor', picture: null }, { id: 5, name: 'Rob Realtor', picture: null }, { id: 9, name: 'Already On', picture: null }] };

describe('add realtors picker', () => {
  it('searches realtors, hides those already on the project and adds the chosen ones', async () => {
    const api = mockApi({ 'GET /agent_list': () => json(found), 'POST /project-realtors-add': () => json({ message: 'Realtors added to the project.', data: {} }) });
    const user = userEvent.setup();
    renderWithProviders(<AddRealtorsPicker projectId={7} excludeIds={[9]} />);
    expect(screen.getByRole('button', { name: 'Add selected realtors' })).toBeDisabled();

    await user.type(screen.getByLabelText('Add realtors'), 'R');
    await user.click(await screen.findByLabelText('Rita Realtor'));
    await user.click(screen.getByLabelText('Rob Realtor'));
    expect(screen.queryByLabelText('Already On')).not.toBeInTheDocument();
    expect(api.calls('GET /agent_list').at(-1)!.query.get('query')).toBe('R');

    await user.click(screen.getByRole('button', { name: 'Add selected realtors' }));
    await vi.waitFor(() => expect(api.calls('POST /project-realtors-add')).toHaveLength(1));
    const call = api.calls('POST /project-realtors-add')[0]!;
    expect(call.body).toEqual({ realtor_ids: [4, 5] });
    expect(call.query.get('project_id')).toBe('7');
  });

  it('says when no realtor matches', async () => {
    mockApi({ 'GET /agent_list': () => json({ data: [] }) });
    const user = userEvent.setup();
    renderWithProviders(<AddRealtorsPicker projectId={7} excludeIds={[]} />);
    await user.type(screen.getByLabelText('Add realtors'), 'Zed');
    expect(await screen.findByText('No realtors match that name.')).toBeInTheDocument();
  });

  it('shows the server message when adding fails', async () => {
    mockApi({ 'GET /agent_list': () => json(found), 'POST /project-realtors-add': () => json({ message: 'Project not found.' }, 404) });
    const user = userEvent.setup();
    renderWithProviders(<AddRealtorsPicker projectId={7} excludeIds={[]} />);
    await user.type(screen.getByLabelText('Add realtors'), 'R');
    await user.click(await screen.findByLabelText('Rita Realtor'));
    await user.click(screen.getByRole('button', { name: 'Add selected realtors' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Project not found.');
  });
});
