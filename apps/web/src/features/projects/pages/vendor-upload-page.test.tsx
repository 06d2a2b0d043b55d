import { projectMessages } from '@openhouse/shared/projects/messages';
import { VENDOR_UPLOAD_RULES } from '@openhouse/shared/projects/vendor-upload';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRequest } from '../../../../test/fake-xhr';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { VendorUploadPage } from './vendor-upload-page';

const target = { task_title: 'Roof inspection', property_address: '9 Elm Road, Davis, CA', vendor_name: 'Victor Plumbing' };
const pdf = (name: string) => new File(['%PDF-1.4 scan'], name, { type: 'application/pdf' });

/** The vendor's page from its e-mailed link, with one PDF chosen and Upload pressed; answers the upload's request. */
async function chooseAndUpload() {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  mockApi({ 'GET /vendor/file_upload': () => json({ data: target }) });
  renderWithProviders(<VendorUploadPage />, { route: '/file_upload/5/9?token=link-token', path: '/file_upload/:vendorId/:taskId' });
  const user = userEvent.setup();
  await user.upload(await screen.findByTestId('pdf-file-input'), pdf('scan.pdf'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(FakeRequest.last.url).toMatch(/\/vendor\/file_upload$/));
  return FakeRequest.last;
}

afterEach(() => vi.unstubAllGlobals());

describe('the vendor upload page', () => {
  it("shows the server's refusal as the spec's sentence with the rule that was broken, and keeps the file to try again", async () => {
    const request = await chooseAndUpload();
    request.answer(422, JSON.stringify({ message: `${projectMessages.uploadInvalid} scan.pdf is not a PDF. ${VENDOR_UPLOAD_RULES}`, code: 'validation_failed' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(projectMessages.uploadInvalid)).toBeInTheDocument();
    expect(within(alert).getByText(`scan.pdf is not a PDF. ${VENDOR_UPLOAD_RULES}`)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Files to upload' })).getByText(/scan\.pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sent files' })).not.toBeInTheDocument();
  });

  it('shows a failure without a rule, such as an expired link, as the message alone', async () => {
    const request = await chooseAndUpload();
    request.answer(404, JSON.stringify({ message: projectMessages.uploadLinkInvalid }));
    expect(await screen.findByRole('alert')).toHaveTextContent(projectMessages.uploadLinkInvalid);
  });

  it('lists what was sent, with names and sizes, once the server has it', async () => {
    const request = await chooseAndUpload();
    request.answer(200, JSON.stringify({ message: projectMessages.uploaded, data: [{ id: 31, name: 'scan.pdf', size: 2_400_000 }] }));
    const sent = await screen.findByRole('list', { name: 'Sent files' });
    expect(within(sent).getByText(/scan\.pdf/)).toBeInTheDocument();
    expect(within(sent).getByText(`(${formatFileSize(2_400_000)})`)).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((element) => element.textContent === projectMessages.uploaded)).toBe(true);
  });
});
