import { Button } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeApproval, makeAuction } from '../test/bidding-fixtures';
import { BidWizardModal } from './bid-wizard-modal';

const buyer = makeUser({ id: 12, name: 'Bea Buyer', email: 'bea@example.com', roles: [{ id: 3, name: 'Buyer' }] });

function signIn() {
  act(() => saveSession(makeAuthPayload(buyer), { remember: false, stage: null }));
}

/** Stand-ins for the auth feature's forms, which the app hands in. */
function renderWizard(onClose = vi.fn()) {
  renderWithProviders(
    <BidWizardModal
      propertyId={5}
      onClose={onClose}
      renderLogin={({ onSignedIn, onCreateAccount }) => (
        <>
          <Button
            onClick={() => {
              signIn();
              onSignedIn();
            }}
          >
            Sign in (test)
          </Button>
          <Button onClick={onCreateAccount}>Create an Account</Button>
        </>
      )}
      renderRegister={({ onRegistered, onSignIn }) => (
        <>
          <Button onClick={() => onRegistered({ id: 44, email: 'new.buyer@example.com' })}>Create Account (test)</Button>
          <Button onClick={onSignIn}>Back to sign in</Button>
        </>
      )}
      // The real form posts the code, which signs the new user in.
      renderConfirm={({ userId }) => <Button onClick={signIn}>{`Confirm account ${userId} (test)`}</Button>}
    />,
    { route: '/properties/5', path: '/properties/:propertyId' },
  );
  return onClose;
}

function api(approval: () => { status: number; body: unknown }) {
  return mockApi({
    'GET /me': () => json({ data: buyer }),
    'GET /time': () => json({ server_time: Date.now() }),
    'GET /bidding_properties/5': () => json({ data: makeAuction() }),
    'GET /bidding_approval/property/5': approval,
  });
}

/** The screen's width as media queries see it: a desktop (min-width queries match) or a phone (max-width ones do). */
const jsdomMatchMedia = window.matchMedia;
function asScreen(kind: 'desktop' | 'phone') {
  const prefix = kind === 'desktop' ? '(min-width' : '(max-width';
  window.matchMedia = (query: string) => ({ ...jsdomMatchMedia(query), matches: query.startsWith(prefix) });
}
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

const stepLabels = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')).filter(Boolean);

describe('bid wizard', () => {
  it('goes straight to Bid Now when the approval is approved', async () => {
    signIn();
    api(() => json({ data: makeApproval({ approval: 'approved' }) }));
    renderWizard();
    expect(await screen.findByRole('form', { name: 'Bid now' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Bid amount/)).toHaveValue('1,010,000');
    expect(stepLabels()).toEqual(expect.arrayContaining(['Get Approved', 'Bid Now']));
    expect(stepLabels()).not.toContain('Login');
  });

  it('names the current step in words while the steps show no labels, and not beside labelled steps', async () => {
    signIn();
    api(() => json({ data: makeApproval({ approval: 'approved' }) }));
    asScreen('phone');
    renderWizard();
    expect(await screen.findByText('Step 2 of 2: Bid Now')).toBeInTheDocument();
    expect(screen.queryByText('Get Approved')).not.toBeInTheDocument();
  });

  it('labels the steps on a wide screen, without the step line', async () => {
    signIn();
    api(() => json({ data: makeApproval({ approval: 'approved' }) }));
    asScreen('desktop');
    renderWizard();
    expect(await screen.findByRole('form', { name: 'Bid now' })).toBeInTheDocument();
    expect(screen.getByText('Get Approved')).toBeInTheDocument();
    expect(screen.queryByText(/^Step \d of \d/)).not.toBeInTheDocument();
  });

  it('goes to Get Approved when there is no approval yet', async () => {
    signIn();
    api(() => json({ data: null }));
    renderWizard();
    expect(await screen.findByRole('form', { name: 'Get approved to bid' })).toBeInTheDocument();
    expect(screen.getByText(/a buyer's premium of 5% of the winning bid/)).toBeInTheDocument();
  });

  it('shows the server message and closes when the approval is under review (409)', async () => {
    signIn();
    api(() => json({ message: 'Your bidding approval is under review.' }, 409));
    const onClose = renderWizard();
    expect(await screen.findByText('Your bidding approval is under review.')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('form', { name: 'Get approved to bid' })).not.toBeInTheDocument();
  });

  it('keeps a signed-out visitor inside: Login, then the approval check decides the next step', async () => {
    const calls = api(() => json({ data: null }));
    renderWizard();
    expect(await screen.findByRole('button', { name: 'Sign in (test)' })).toBeInTheDocument();
    expect(stepLabels()).toEqual(expect.arrayContaining(['Login', 'Get Approved', 'Bid Now']));
    expect(calls.calls('GET /bidding_approval/property/5')).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in (test)' }));
    expect(await screen.findByRole('form', { name: 'Get approved to bid' })).toBeInTheDocument();
    expect(calls.calls('GET /bidding_approval/property/5')[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(stepLabels()).toContain('Login');
  });

  it('takes a new visitor through Register and Confirmation before Get Approved', async () => {
    api(() => json({ data: null }));
    renderWizard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create an Account' }));
    expect(stepLabels()).toEqual(expect.arrayContaining(['Register', 'Confirmation', 'Get Approved', 'Bid Now']));

    await user.click(screen.getByRole('button', { name: 'Create Account (test)' }));
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText('new.buyer@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmation' })).toHaveAttribute('data-progress', 'true');

    // The code is entered right here, for the account just registered; the wizard goes on to Get Approved.
    await user.click(screen.getByRole('button', { name: 'Confirm account 44 (test)' }));
    expect(await screen.findByRole('form', { name: 'Get approved to bid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Approved' })).toHaveAttribute('data-progress', 'true');
  });

  it('lets a new visitor who confirmed through the link sign in from the Confirmation step', async () => {
    api(() => json({ data: null }));
    renderWizard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create an Account' }));
    await user.click(screen.getByRole('button', { name: 'Create Account (test)' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(stepLabels()).toEqual(expect.arrayContaining(['Login', 'Get Approved', 'Bid Now']));
    await user.click(screen.getByRole('button', { name: 'Sign in (test)' }));
    expect(await screen.findByRole('form', { name: 'Get approved to bid' })).toBeInTheDocument();
  });

  it('says so when bidding is not enabled', async () => {
    signIn();
    mockApi({ 'GET /me': () => json({ data: buyer }), 'GET /bidding_properties/5': () => json({ data: null }) });
    renderWizard();
    expect(await screen.findByText('Bidding is not enabled for this property.')).toBeInTheDocument();
  });
});
