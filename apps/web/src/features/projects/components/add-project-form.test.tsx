import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { AddProjectForm } from './add-project-form';

const listing = { id: 41, label: 'Harbor loft', street_address: '77 Harbor View Drive', city: 'Oakland', state: 'CA', value: 1125000, seller_id: 9 };
const seller = { id: 9, name: 'Sam Seller', email: 'seller@openhouse.demo', picture: null };

describe('the add project form', () => {
  it('ties the project to a chosen listing of mine, filling in its address, value and seller, and sends its id', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json({ data: [listing], current_page: 1, last_page: 1, per_page: 100, from: 1, to: 1, total: 1 }),
      'GET /project/seller_list': () => json({ data: [seller] }),
      'GET /milestones': () => json({ data: [] }),
      'POST /projects': () => json({ message: 'Project created successfully', data: { id: 5 } }, 201),
    });
    renderWithProviders(<AddProjectForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /For a listing of mine/ }));
    await user.click(await screen.findByRole('option', { name: 'Harbor loft · 77 Harbor View Drive, Oakland' }));
    expect(screen.getByRole('textbox', { name: /Property address/ })).toHaveValue('77 Harbor View Drive, Oakland, CA');
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Oakland');
    expect(screen.getByRole('textbox', { name: /Value/ })).toHaveValue('$1,125,000');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(api.calls('POST /projects')).toHaveLength(1));
    const sent = api.calls('POST /projects')[0]!.body as FormData;
    expect([sent.get('property_id'), sent.get('city'), sent.get('value'), sent.get('seller_id')]).toEqual(['41', 'Oakland', '1125000', '9']);
  });
});
