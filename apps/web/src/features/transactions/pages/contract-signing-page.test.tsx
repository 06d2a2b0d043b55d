import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import { CONSENT_TEXT } from '@openhouse/shared/transactions/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeSigningView, makeTransaction } from '../test/transaction-fixtures';
import { ContractSigningPage } from './contract-signing-page';
import { PublicSigningPage } from './public-signing-page';

type Handlers = Parameters<typeof mockApi>[0];

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function signInAsBuyer() {
  act(() =>
    saveSession(makeAuthPayload(makeUser({ id: 21, name: 'Bea Buyer', email: 'bea@example.com', roles: [{ id: 3, name: 'Buyer' }] })), {
      remember: false,
      stage: null,
    }),
  );
}

function renderSignedIn(handlers: Handlers, route = '/contract-signing?transaction_id=9') {
  signInAsBuyer();
  const api = mockApi({ 'GET /me': () => json({ data: makeUser() }), ...handlers });
  renderWithProviders(<ContractSigningPage />, { route, path: '/contract-signing' });
  return api;
}

function renderPublic(handlers: Handlers) {
  const api = mockApi(handlers);
  renderWithProviders(<PublicSigningPage />, { route: `/sign/${TOKEN}`, path: '/sign/:token' });
  return api;
}

const signButton = () => screen.getByRole('button', { name: 'Sign' });

/** jsdom has no 2D canvas: a context that accepts drawing calls, and a fixed PNG for the export. */
function stubCanvas() {
  const context = new Proxy({}, { get: (_target, key) => (key === 'canvas' ? undefined : () => undefined), set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
}

function draw(pad: HTMLElement, points: [number, number][]) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'pen', button: 0, clientX: first![0], clientY: first![1] });
  for (const [x, y] of rest) fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'pen', clientX: x, clientY: y });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'pen' });
}

describe('contract signing page', () => {
  beforeEach(stubCanvas);

  it('shows the contract and its preview, and keeps Sign disabled until consent and a signature are given', async () => {
    const api = renderSignedIn({ 'GET /contract-signing': () => json(makeSigningView()) });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Sign the contract' })).toBeInTheDocument();
    expect(await screen.findByText('Lake House: signing as the buyer, Bea Buyer')).toBeInTheDocument();
    expect(api.calls('GET /contract-signing')[0]!.query.get('transaction_id')).toBe('9');
    expect(screen.getByText('$1,050,000')).toBeInTheDocument();
    const preview = '/api/v1/contract-signing/preview?transaction_id=9&token=token-abc';
    expect(screen.getByTitle('Contract preview')).toHaveAttribute('src', preview);
    expect(screen.getByRole('link', { name: 'Open the contract' })).toHaveAttribute('href', preview);

    expect(signButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    expect(signButton()).toBeDisabled();
    expect(screen.getByText(transactionMessages.signatureRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Bea Buyer');
    expect(screen.getByRole('img', { name: 'Signature preview: Bea Buyer' })).toBeInTheDocument();
    expect(signButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    expect(signButton()).toBeDisabled();
    expect(screen.getByText(transactionMessages.consentRequired)).toBeInTheDocument();
    expect(api.calls('POST /contract-signing/sign')).toHaveLength(0);
  });

  it('signs with a typed name and says what happens next', async () => {
    let release: () => void = () => undefined;
    const api = renderSignedIn({
      'GET /contract-signing': () => json(makeSigningView()),
      'POST /contract-signing/sign': () =>
        new Promise((resolve) => {
          release = () => resolve(json({ message: transactionMessages.signed, data: { transaction: makeTransaction({ status_id: 2 }) } }));
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: CONSENT_TEXT }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), '  Bea Buyer ');
    await user.click(signButton());

    expect(await screen.findByRole('button', { name: 'Signing…' })).toBeDisabled();
    expect(api.calls('POST /contract-signing/sign')[0]!.body).toEqual({ transaction_id: 9, consent: true, signature_type: 'typed', typed_name: 'Bea Buyer' });
    act(() => release());

    expect(await screen.findByText(transactionMessages.signed)).toBeInTheDocument();
    expect(screen.getByText(/The seller has been e-mailed a link to sign next/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the transaction' })).toHaveAttribute('href', '/transactions/9');
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it('shows the server message when a signature is refused', async () => {
    renderSignedIn({
      'GET /contract-signing': () => json(makeSigningView()),
      'POST /contract-signing/sign': () =>
        json({ message: transactionMessages.typedNameMismatch, errors: { typed_name: [transactionMessages.typedNameMismatch] } }, 422),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: CONSENT_TEXT }));
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'B');
    await user.click(signButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(transactionMessages.typedNameMismatch);
    expect(signButton()).toBeEnabled();
  });

  it('shows why the signer cannot sign, and where the transaction stands', async () => {
    renderSignedIn({
      'GET /contract-signing': () =>
        json(
          makeSigningView({
            can_sign: false,
            reason: transactionMessages.alreadySigned,
            transaction: { ...makeSigningView().transaction, status_id: 2, status: { id: 2, name: 'Buyer Signed' } },
          }),
        ),
    });
    expect(await screen.findByText(transactionMessages.alreadySigned)).toBeInTheDocument();
    expect(screen.getByText('Current status:')).toBeInTheDocument();
    expect(screen.getAllByText('Buyer Signed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says the link is invalid when no transaction is named, without asking the server', async () => {
    const api = renderSignedIn({}, '/contract-signing');
    expect(await screen.findByRole('alert')).toHaveTextContent(transactionMessages.linkInvalid);
    expect(api.calls('GET /contract-signing')).toHaveLength(0);
  });
});

describe('public signing link', () => {
  beforeEach(stubCanvas);

  it('works without signing in and signs with a drawn signature', async () => {
    const view = makeSigningView({
      role: 'seller',
      signer: { id: 22, name: 'Sam Seller', email: 'sam@example.com' },
      preview_url: `/api/v1/contract-signing/preview?signing_token=${TOKEN}`,
    });
    const api = renderPublic({
      'GET /contract-signing': () => json(view),
      // The server answers the last signature with the completed message.
      'POST /contract-signing/sign': () => json({ message: transactionMessages.completed, data: { transaction: makeTransaction({ status_id: 3 }) } }),
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Lake House: signing as the seller, Sam Seller')).toBeInTheDocument();
    expect(api.calls('GET /contract-signing')[0]!.query.get('signing_token')).toBe(TOKEN);
    // No session token rides along on the e-mailed link's preview.
    expect(screen.getByTitle('Contract preview')).toHaveAttribute('src', `/api/v1/contract-signing/preview?signing_token=${TOKEN}`);

    await user.click(screen.getByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    const pad = screen.getByRole('img', { name: 'Signature pad' });
    expect(signButton()).toBeDisabled();

    draw(pad, [
      [20, 40],
      [80, 60],
      [140, 30],
      [200, 70],
    ]);
    expect(signButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(signButton()).toBeDisabled();
    draw(pad, [
      [20, 40],
      [120, 60],
    ]);
    await user.click(signButton());

    await waitFor(() => expect(api.calls('POST /contract-signing/sign')).toHaveLength(1));
    expect(api.calls('POST /contract-signing/sign')[0]!.body).toEqual({ signing_token: TOKEN, consent: true, signature_type: 'drawn', drawn_signature: PNG });
    // Said once, as the title, followed by where to get the signed file.
    const outcome = await screen.findByRole('status', { name: transactionMessages.completed });
    expect(outcome.textContent?.match(/signed by both parties/g)).toHaveLength(1);
    expect(outcome).toHaveTextContent(/can be downloaded from the transaction page/);
    expect(screen.getByRole('link', { name: 'Sign in to see the transaction' })).toHaveAttribute('href', '/transactions/9');
  });

  it('refuses an empty or barely touched drawing pad', async () => {
    const api = renderPublic({ 'GET /contract-signing': () => json(makeSigningView()) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: CONSENT_TEXT }));
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    expect(signButton()).toBeDisabled();
    expect(screen.getByText(transactionMessages.signatureRequired)).toBeInTheDocument();

    // A tap is not a signature.
    draw(screen.getByRole('img', { name: 'Signature pad' }), [[50, 50]]);
    expect(signButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Sign the contract' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(transactionMessages.signatureRequired);
    expect(api.calls('POST /contract-signing/sign')).toHaveLength(0);
  });

  it('declines with a reason', async () => {
    const api = renderPublic({
      'GET /contract-signing': () => json(makeSigningView()),
      'POST /contract-signing/decline': () => json({ message: transactionMessages.declined }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline to sign' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(transactionMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The inspection found damp.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(api.calls('POST /contract-signing/decline')).toHaveLength(1));
    expect(api.calls('POST /contract-signing/decline')[0]!.body).toEqual({ signing_token: TOKEN, reason: 'The inspection found damp.' });
    expect(await screen.findByText(transactionMessages.declined)).toBeInTheDocument();
    expect(api.calls('POST /contract-signing/sign')).toHaveLength(0);
  });

  it('shows the server message for an invalid or expired link', async () => {
    renderPublic({ 'GET /contract-signing': () => json({ message: transactionMessages.linkInvalid }, 404) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This signing link does not work');
    expect(alert).toHaveTextContent(transactionMessages.linkInvalid);
  });

  it("shows the server message for another party's link", async () => {
    renderPublic({ 'GET /contract-signing': () => json({ message: transactionMessages.linkOtherParty }, 403) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This signing link is not yours');
    expect(alert).toHaveTextContent(transactionMessages.linkOtherParty);
  });
});
