import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { openGlobalModal, useGlobalModal } from '../../../lib/global-modals';
import { saveSession } from '../../../lib/session';
import { makeApproval, pdfFile } from '../test/bidding-fixtures';
import { ApprovalForm } from './approval-form';

const buyer = makeUser({ id: 12, roles: [{ id: 3, name: 'Buyer' }] });

function OpenModal() {
  return <output data-testid="global-modal">{useGlobalModal()?.name ?? 'none'}</output>;
}

function renderForm(handlers: Parameters<typeof mockApi>[0] = {}) {
  act(() => saveSession(makeAuthPayload(buyer), { remember: false, stage: null }));
  const api = mockApi({ 'GET /me': () => json({ data: buyer }), ...handlers });
  const onSubmitted = vi.fn();
  renderWithProviders(
    <>
      <ApprovalForm propertyId={5} premiumRate={2.5} onSubmitted={onSubmitted} />
      <OpenModal />
    </>,
  );
  return { api, onSubmitted, user: userEvent.setup({ applyAccept: false }) };
}

const proofInput = () => screen.getByLabelText('Choose the proof document (PDF)');
const submit = () => screen.getByRole('button', { name: 'Submit for approval' });

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /I am bidding as/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('bid approval form', () => {
  it("gives the spec's message for every missing field", async () => {
    const { user, api } = renderForm();
    expect(screen.getByRole('checkbox', { name: /Buyer's Premium rule: .* 2\.5% of the winning bid/ })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Nickname is required.')).toBeInTheDocument();
    expect(screen.getByText('Status is required.')).toBeInTheDocument();
    expect(screen.getByText('Proof document is required.')).toBeInTheDocument();
    expect(screen.getByText('Please agree with Buyer\u2019s Premium rule.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Bidder nickname/ }), 'ab');
    await user.click(submit());
    expect(await screen.findByText('Minimum length should be 3')).toBeInTheDocument();
    expect(api.calls('POST /bidding_approval')).toHaveLength(0);
  });

  it('takes only a real PDF up to 20 MB', async () => {
    const { user } = renderForm();
    await user.upload(proofInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Proof document must be a PDF file.')).toBeInTheDocument();

    // Named .pdf, but its bytes are not a PDF's.
    await user.upload(proofInput(), pdfFile('renamed.pdf', 'PK\u0003\u0004 not a pdf'));
    expect(await screen.findByText('Proof document must be a PDF file.')).toBeInTheDocument();
    expect(screen.queryByText('renamed.pdf')).not.toBeInTheDocument();

    const huge = pdfFile('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(proofInput(), huge);
    expect(await screen.findByText('Proof document must be 20 MB or smaller.')).toBeInTheDocument();

    await user.upload(proofInput(), pdfFile('bank-letter.pdf'));
    expect(await screen.findByText('bank-letter.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/Proof document must/)).not.toBeInTheDocument();
  });

  it('posts the request as multipart and reports it submitted', async () => {
    const { user, api, onSubmitted } = renderForm({
      'POST /bidding_approval': () => json({ message: 'Your bidding approval request has been submitted.', data: makeApproval() }, 201),
    });
    await user.type(screen.getByRole('textbox', { name: /Bidder nickname/ }), '  lakeside ');
    await chooseStatus(user, 'Buyer with an agent');
    await user.upload(proofInput(), pdfFile('bank-letter.pdf'));
    await screen.findByText('bank-letter.pdf');
    await user.click(screen.getByRole('checkbox', { name: /Buyer's Premium rule/ }));
    await user.click(submit());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('Your bidding approval request has been submitted.'));
    const body = api.calls('POST /bidding_approval')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('bid_nickname')).toBe('lakeside');
    expect(body.get('status')).toBe('buyer-with-agent');
    expect(body.get('agreement')).toBe('true');
    expect(body.get('property_id')).toBe('5');
    expect(body.get('path')).toBe('/properties/5?approvals=1');
    expect((body.get('proof_document') as File).name).toBe('bank-letter.pdf');
  });

  it("says the approval was not created, with the server's reason", async () => {
    const { user, onSubmitted } = renderForm({
      'POST /bidding_approval': () => json({ message: 'You have already asked for bidding approval on this property.' }, 409),
    });
    await user.type(screen.getByRole('textbox', { name: /Bidder nickname/ }), 'lakeside');
    await chooseStatus(user, 'Agent');
    await user.upload(proofInput(), pdfFile());
    await screen.findByText('proof.pdf');
    await user.click(screen.getByRole('checkbox', { name: /Buyer's Premium rule/ }));
    await user.click(submit());

    const message = 'Bidding Approval was not created. You have already asked for bidding approval on this property.';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('gives way to the login modal when the session has ended (401)', async () => {
    const { user } = renderForm({ 'POST /bidding_approval': () => json({ message: 'Unauthenticated.' }, 401) });
    act(() => openGlobalModal('bidWizard', { propertyId: 5 }));
    await user.type(screen.getByRole('textbox', { name: /Bidder nickname/ }), 'lakeside');
    await chooseStatus(user, 'Agent');
    await user.upload(proofInput(), pdfFile());
    await screen.findByText('proof.pdf');
    await user.click(screen.getByRole('checkbox', { name: /Buyer's Premium rule/ }));
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('global-modal')).toHaveTextContent('login'));
  });
});
