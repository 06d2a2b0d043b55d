import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { PhoneSection } from './phone-section';
import { SmsSetup } from './sms-setup';

function Sections() {
  const { user } = useSession();
  return user ? (
    <>
      <PhoneSection user={user} />
      <SmsSetup user={user} />
    </>
  ) : null;
}

describe('phone section: verifying the number given at sign-up', () => {
  it('texts a code to the number on file with one button, and verifies it without typing the number again', async () => {
    const unverified = makeUser({ phone: '5555550123', phone_verified: false });
    const verified = { ...unverified, phone_verified: true };
    const api = mockApi({
      'GET /me': () => json({ data: unverified }),
      'POST /send-verification-code': () =>
        json({
          message: 'Verification code sent.',
          sms_verification_code_expires_at: '2030-01-01T00:00:00Z',
        }),
      'POST /verify-phone-number': () => json({ message: 'Phone number verified.', data: verified }),
    });
    act(() =>
      saveSession(makeAuthPayload(unverified), {
        remember: false,
        stage: null,
      }),
    );
    renderWithProviders(<Sections />);
    const user = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Turn on SMS codes' })).toBeDisabled();
    expect(screen.getByText(/Use "Verify" in the Phone section above/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter the six-digit code we texted to/)).toBeInTheDocument();
    expect(api.calls('POST /send-verification-code')[0]?.body).toEqual({});
    for (const [index, box] of screen.getAllByLabelText('Phone code digit').entries()) await user.type(box, String(index + 1));
    await user.click(screen.getByRole('button', { name: 'Verify phone number' }));

    await waitFor(() => expect(api.calls('POST /verify-phone-number')).toHaveLength(1));
    expect(api.calls('POST /verify-phone-number')[0]?.body).toEqual({
      code: '123456',
    });
    expect(api.calls('POST /update-phone-number')).toHaveLength(0);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on SMS codes' })).toBeEnabled();
  });
});
