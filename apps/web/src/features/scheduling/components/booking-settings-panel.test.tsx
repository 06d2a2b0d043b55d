import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { BookingSettingsPanel } from './booking-settings-panel';

const SAVED = { buffer_before: 15, buffer_after: 0, minimum_notice: 120, meeting_types: ['video'] };

function renderPanel(put: (body: unknown) => { status: number; body: unknown } = (body) => json({ message: m.bookingSettingsSaved, data: body })) {
  const api = mockApi({ 'GET /scheduling/settings': () => json({ data: SAVED }), 'PUT /scheduling/settings': (request) => put(request.body) });
  renderWithProviders(<BookingSettingsPanel />);
  return api;
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);

describe('the booking settings form', () => {
  it('loads the saved buffers, notice and ways to meet', async () => {
    renderPanel();
    expect(await screen.findByRole('form', { name: 'Booking page' })).toBeInTheDocument();
    expect(select('Buffer before each meeting').value).toBe('15');
    expect(select('Buffer after each meeting').value).toBe('0');
    expect(select('Minimum notice').value).toBe('120');
    expect(screen.getByRole('checkbox', { name: 'Video call' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phone call' })).not.toBeChecked();
  });

  it('saves what was changed and says so', async () => {
    const api = renderPanel();
    await screen.findByRole('form', { name: 'Booking page' });
    await userEvent.selectOptions(select('Buffer after each meeting'), '30 minutes');
    await userEvent.selectOptions(select('Minimum notice'), '1 day');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phone call' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));
    await vi.waitFor(() => expect(api.calls('PUT /scheduling/settings')).toHaveLength(1));
    expect(api.calls('PUT /scheduling/settings')[0]?.body).toEqual({ buffer_before: 15, buffer_after: 30, minimum_notice: 1440, meeting_types: ['video', 'phone'] });
    expect(await screen.findByText(m.bookingSettingsSaved)).toBeInTheDocument();
  });

  it('asks for at least one way to meet before it can save', async () => {
    const api = renderPanel();
    await screen.findByRole('form', { name: 'Booking page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Video call' }));
    expect(screen.getByText(m.meetingTypeRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save booking settings' })).toBeDisabled();
    expect(api.calls('PUT /scheduling/settings')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the choices", async () => {
    renderPanel(() => json({ message: 'The given data was invalid.', errors: { buffer_before: ['Invalid option'] } }, 422));
    await screen.findByRole('form', { name: 'Booking page' });
    await userEvent.selectOptions(select('Buffer before each meeting'), '1 hour');
    await userEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(select('Buffer before each meeting').value).toBe('60');
  });

  it('says when the settings cannot be loaded', async () => {
    mockApi({ 'GET /scheduling/settings': () => json({ message: 'Server error' }, 500) });
    renderWithProviders(<BookingSettingsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Server error|could not be loaded/);
  });
});
