import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CsvImportModal } from './csv-import-modal';

const preview = {
  columns: ['Full Name', 'Login'],
  rows: [['Ada', 'ada']],
  mapping: { name: 0, user_name: 1 },
  fields: [
    { key: 'name', label: 'Name', required: true },
    { key: 'user_name', label: 'User name', required: true },
  ],
  total_rows: 2,
};

describe('csv import modal', () => {
  it('previews the file on the given path, imports it with the mapping and names the records in the report', async () => {
    const api = mockApi({
      'POST /prospects-import': (request) => {
        const form = request.body as FormData;
        return form.get('mode') === 'preview' ? json({ data: preview }) : json({ data: { created: 1, skipped: [{ row: 3, reason: 'User name is required' }] } });
      },
    });
    renderWithProviders(
      <CsvImportModal opened onClose={() => undefined} title="Import Prospects" path="/prospects-import" noun={{ one: 'prospect', many: 'prospects' }} invalidates={['network']} />,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Import Prospects' });
    // No sample route for this import: the link is left out.
    expect(screen.queryByRole('link', { name: 'Download a sample CSV' })).toBeNull();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['Full Name,Login\nAda,ada\n,x\n'], 'prospects.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 rows found. Choose the column for each field.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Import 2 rows/ }));
    expect(await screen.findByText('1 prospect added, 1 row skipped.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Skipped rows' })).toHaveTextContent('User name is required');
    const sent = api.calls('POST /prospects-import')[1]!.body as FormData;
    expect(JSON.parse(sent.get('mapping') as string)).toEqual({ name: 0, user_name: 1 });
  });
});
