import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { CommunicationSettingsPage } from './communication-settings-page';

const stored = {
  data: [
    { key: 'enable_email', value: '1' },
    { key: 'enable_sms', value: '0' },
  ],
};

function radio(group: 'Email' | 'SMS', answer: 'Yes' | 'No') {
  const container = screen.getByRole('radiogroup', { name: new RegExp(`^${group}`) });
  return Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find((input) => input.labels?.[0]?.textContent === answer)!;
}

describe('communication settings', () => {
  it('shows the stored choices', async () => {
    mockApi({ 'GET /user_settings': () => json(stored) });
    renderWithProviders(<CommunicationSettingsPage />);
    await screen.findByRole('button', { name: 'Save' });
    expect(radio('Email', 'Yes')).toBeChecked();
    expect(radio('SMS', 'No')).toBeChecked();
  });

  it('saves both settings and confirms', async () => {
    const api = mockApi({
      'GET /user_settings': () => json(stored),
      'POST /user_settings/multiple': (request) => json({ message: 'Saved.', data: (request.body as { settings: unknown[] }).settings }),
    });
    renderWithProviders(<CommunicationSettingsPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save' });

    await user.click(radio('SMS', 'Yes'));
    await user.click(radio('Email', 'No'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Communication settings updated successfully.')).toBeInTheDocument();
    expect(api.calls('POST /user_settings/multiple')[0]?.body).toEqual({
      settings: [
        { key: 'enable_email', value: '0' },
        { key: 'enable_sms', value: '1' },
      ],
    });
  });

  it('says when saving failed', async () => {
    mockApi({ 'GET /user_settings': () => json(stored), 'POST /user_settings/multiple': () => json({ message: 'Nope.' }, 500) });
    renderWithProviders(<CommunicationSettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Communication settings update failed, try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
