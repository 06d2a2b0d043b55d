import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload, makeUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { useGlobalModal } from '../../../lib/global-modals';
import { saveSession } from '../../../lib/session';
import { PropertyDocumentsPage } from './property-documents-page';

const property = { id: 5, label: 'Lake House', street_address: '12 Elm St', city: 'Austin', state: 'TX', zip_code: '78701' };

const doc = (id: number, name: string, kind: 'document' | 'disclosure' = 'document') => ({
  id,
  property_id: 5,
  name,
  kind,
  content_type: 'application/pdf',
  size: 2.5 * 1024 * 1024,
  download_url: `/api/v1/property-documents/5/${id}/download`,
  created_at: '2025-03-04T17:05:00Z',
});

const permission = (id: number, status: 'requested' | 'granted' | 'denied', name = 'Bea Buyer') => ({
  id,
  property_id: 5,
  status,
  message: 'Pre-approved, ready to bid.',
  user: { id: 40 + id, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
  property: { id: 5, label: 'Lake House', street_address: '12 Elm St' },
  decided_at: status === 'requested' ? null : '2025-03-05T10:00:00Z',
  created_at: '2025-03-04T17:05:00Z',
});

const emptyPage = { data: [], current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 };

type Docs = { data: unknown[]; access: string; document_count: number; permission: unknown };
type Handlers = Parameters<typeof mockApi>[0];

function signIn(roles = [{ id: 3, name: 'Buyer' }]) {
  const user = makeUser({ roles, name: 'Bea Buyer', email: 'bea@example.com' });
  act(() => saveSession(makeAuthPayload(user), { remember: false, stage: null }));
  return user;
}

function mockDocs(docs: Docs, extra: Handlers = {}) {
  return mockApi({
    'GET /me': () => json({ data: makeUser() }),
    'GET /properties/5': () => json({ data: property }),
    'GET /property-documents/5': () => json(docs),
    ...extra,
  });
}

function renderPage() {
  return renderWithProviders(
    <>
      <PropertyDocumentsPage />
      <ModalProbe />
    </>,
    { route: '/properties/5/docs', path: '/properties/:propertyId/docs' },
  );
}

function ModalProbe() {
  const modal = useGlobalModal();
  return <output data-testid="modal">{modal?.name ?? 'none'}</output>;
}

describe('property documents page', () => {
  it('gives the listing side documents, an upload area and access requests', async () => {
    signIn([{ id: 1, name: 'Realtor' }]);
    const api = mockDocs(
      { data: [doc(1, 'Inspection.pdf'), doc(2, 'Lead paint.pdf', 'disclosure')], access: 'listing_side', document_count: 2, permission: null },
      { 'GET /permissions': () => json({ ...emptyPage, data: [permission(9, 'requested')], from: 1, to: 1, total: 1 }) },
    );
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Lake House: documents' })).toBeInTheDocument();
    expect(screen.getByText('12 Elm St, Austin, TX 78701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to listing' })).toHaveAttribute('href', '/properties/5');

    const table = screen.getByRole('table', { name: 'Documents' });
    expect(within(table).getByText('Inspection.pdf')).toBeInTheDocument();
    expect(within(table).getByText('disclosure')).toBeInTheDocument();
    expect(within(table).getAllByText('2.5 MB')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Download Inspection.pdf' })).toHaveAttribute('href', '/api/v1/property-documents/5/1/download?token=token-abc');
    expect(within(table).getByRole('button', { name: 'Delete Inspection.pdf' })).toBeInTheDocument();

    expect(screen.getByText('Drop files here or click to choose')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Upload as' })).toHaveValue('Document');

    const requests = await screen.findByRole('table', { name: 'Access requests' });
    expect(within(requests).getByText('Bea Buyer')).toBeInTheDocument();
    expect(within(requests).getByText('Pre-approved, ready to bid.')).toBeInTheDocument();
    const query = api.calls('GET /permissions')[0]!.query;
    expect(query.get('property_id')).toBe('5');
    expect(query.get('status')).toBe('requested');
  });

  it('grants and denies through PUT /permissions/{id} after a confirmation', async () => {
    signIn([{ id: 1, name: 'Realtor' }]);
    const api = mockDocs(
      { data: [], access: 'listing_side', document_count: 0, permission: null },
      {
        'GET /permissions': ({ query }) =>
          json({ ...emptyPage, data: [permission(9, (query.get('status') ?? 'requested') as 'requested')], from: 1, to: 1, total: 1 }),
        'PUT /permissions/9': ({ body }) => json({ data: permission(9, (body as { status: 'granted' }).status), message: 'Access granted.' }),
      },
    );
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Grant Bea Buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant access' });
    expect(api.calls('PUT /permissions/9')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(api.calls('PUT /permissions/9')).toHaveLength(1));
    expect(api.calls('PUT /permissions/9')[0]!.body).toEqual({ status: 'granted' });
    expect(await screen.findByText('Access granted.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deny Bea Buyer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Deny access' })).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(api.calls('PUT /permissions/9')).toHaveLength(2));
    expect(api.calls('PUT /permissions/9')[1]!.body).toEqual({ status: 'denied' });

    // The tabs ask for each state.
    await user.click(screen.getByRole('tab', { name: 'Granted' }));
    await waitFor(() => expect(api.calls('GET /permissions').some((call) => call.query.get('status') === 'granted')).toBe(true));
  });

  it('deletes a document only after confirming', async () => {
    signIn([{ id: 1, name: 'Realtor' }]);
    const api = mockDocs(
      { data: [doc(1, 'Inspection.pdf')], access: 'listing_side', document_count: 1, permission: null },
      { 'GET /permissions': () => json(emptyPage), 'DELETE /property-documents/5/1': () => json({ message: 'Document deleted.' }) },
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Inspection.pdf' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete document' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /property-documents/5/1')).toHaveLength(1));
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
  });

  it('uploads each file with its kind and shows the server reason for a refused one', async () => {
    signIn([{ id: 1, name: 'Realtor' }]);
    const api = mockDocs(
      { data: [], access: 'listing_side', document_count: 0, permission: null },
      {
        'GET /permissions': () => json(emptyPage),
        'POST /propertie_upload_files/5': ({ body }) => {
          const file = (body as FormData).get('files') as File;
          return file.name === 'fake.pdf'
            ? json({ message: 'Documents must be PDF, Word, Excel, text or image files.' }, 422)
            : json({ message: 'Documents uploaded.', data: [doc(3, file.name)] });
        },
      },
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Drop files here or click to choose');

    await user.click(screen.getByRole('combobox', { name: 'Upload as' }));
    await user.click(await screen.findByRole('option', { name: 'Disclosure' }));
    await user.upload(screen.getByLabelText('Choose documents to upload'), [
      new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.7'], 'fake.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(api.calls('POST /propertie_upload_files/5')).toHaveLength(2));
    const sent = api.calls('POST /propertie_upload_files/5')[0]!.body as FormData;
    expect(sent.get('kind')).toBe('disclosure');
    expect((sent.get('files') as File).name).toBe('report.pdf');
    const files = screen.getByRole('list', { name: 'Files to upload' });
    expect(await within(files).findByRole('alert')).toHaveTextContent('Documents must be PDF, Word, Excel, text or image files.');
    expect(await screen.findByText('Documents uploaded.')).toBeInTheDocument();
  });

  it('lets a granted user download the documents, without managing them', async () => {
    signIn();
    mockDocs({ data: [doc(1, 'Inspection.pdf')], access: 'granted', document_count: 1, permission: permission(9, 'granted') });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(within(table).getByRole('link', { name: 'Download Inspection.pdf' })).toHaveAttribute('href', '/api/v1/property-documents/5/1/download?token=token-abc');
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Upload documents')).not.toBeInTheDocument();
    expect(screen.queryByText('Access requests')).not.toBeInTheDocument();
  });

  it('lets a user without access ask for it, with an optional message', async () => {
    signIn();
    let access = 'none';
    const api = mockDocs(
      { data: [], access, document_count: 3, permission: null },
      {
        'GET /property-documents/5': () => json({ data: [], access, document_count: 3, permission: access === 'requested' ? permission(9, 'requested') : null }),
        'POST /permissions': () => {
          access = 'requested';
          return json({ data: permission(9, 'requested'), message: 'Access requested. The listing side has been notified.' }, 201);
        },
      },
    );
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByText('3 documents')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message to the listing side (optional)' }), 'Pre-approved, ready to bid.');
    await user.click(screen.getByRole('button', { name: 'Request access' }));

    await waitFor(() => expect(api.calls('POST /permissions')).toHaveLength(1));
    expect(api.calls('POST /permissions')[0]!.body).toEqual({ property_id: 5, message: 'Pre-approved, ready to bid.' });
    expect(await screen.findByText('Access requested. The listing side has been notified.')).toBeInTheDocument();
    expect(await screen.findByText('Request pending')).toBeInTheDocument();
  });

  it("shows the server's reason when a request is refused", async () => {
    signIn();
    mockDocs(
      { data: [], access: 'none', document_count: 1, permission: null },
      { 'POST /permissions': () => json({ message: 'You have already requested access to these documents.' }, 409) },
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(await screen.findAllByText('You have already requested access to these documents.')).not.toHaveLength(0);
  });

  it('shows a pending request instead of the form', async () => {
    signIn();
    mockDocs({ data: [], access: 'requested', document_count: 2, permission: permission(9, 'requested') });
    renderPage();
    expect(await screen.findByText('Request pending')).toBeInTheDocument();
    expect(screen.getByText('2 documents')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request access' })).not.toBeInTheDocument();
  });

  it('lets a denied user ask again', async () => {
    signIn();
    mockDocs({ data: [], access: 'denied', document_count: 1, permission: permission(9, 'denied') });
    renderPage();
    expect(await screen.findByText('Request denied')).toBeInTheDocument();
    expect(screen.getByText('1 document')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request access again' })).toBeInTheDocument();
  });

  it('offers an anonymous visitor the count and a sign-in', async () => {
    mockDocs({ data: [], access: 'anonymous', document_count: 4, permission: null });
    renderPage();
    expect(await screen.findByText('4 documents')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('modal')).toHaveTextContent('login');
  });

  it('says so when the property does not exist', async () => {
    signIn();
    mockApi({ 'GET /me': () => json({ data: makeUser() }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('This property was not found.');
  });
});
