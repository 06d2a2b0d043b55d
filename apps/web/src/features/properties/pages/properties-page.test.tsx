import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeSummary, pageOf } from '../test/property-fixtures';
import { PropertiesPage } from './properties-page';

function signIn() {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
}

const homeLists = {
  'GET /featured_property': () => json({ data: [makeSummary({ id: 11, label: 'Featured villa', featured: true })] }),
  'GET /recommended_property': () => json({ data: [] }),
  'GET /trending_property': () => json({ message: 'Not found.' }, 404),
  'GET /recently_added_property': () => json({ data: [makeSummary({ id: 12, label: 'Fresh bungalow' })] }),
};

describe('properties page', () => {
  it('shows the home lists, each with its own empty text or failure message', async () => {
    signIn();
    const api = mockApi({ ...homeLists, 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties': () => json(pageOf([])) });
    renderWithProviders(<PropertiesPage />, { route: '/properties', path: '/properties' });

    expect(await screen.findByText('Failed to fetch Trending Properties.')).toBeInTheDocument();
    expect(await screen.findByText('Featured villa')).toBeInTheDocument();
    expect(screen.getByText('Fresh bungalow')).toBeInTheDocument();
    expect(screen.getByText('Nothing to recommend yet. Listings by other agents that match what you view and save will show here.')).toBeInTheDocument();
    expect(api.calls('GET /featured_property')[0]?.query.get('limit')).toBe('2');
    expect(api.calls('GET /recommended_property')[0]?.query.get('limit')).toBe('3');
  });

  it("reads 'No Records Found' and 'Showing 0 to 0 of 0 entries' when the search finds nothing", async () => {
    signIn();
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties': () => json(pageOf([])) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?q=nowhere', path: '/properties' });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
    // A search is active: the home lists step aside.
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('keeps filters in the URL and asks the server with them', async () => {
    signIn();
    const api = mockApi({
      ...homeLists,
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary(), makeSummary({ id: 6, street_address: '9 Oak Ave' })], { total: 12, last_page: 2, to: 2 })),
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties?view=list&property_type=condo', path: '/properties' });

    expect(await screen.findByText('Showing 1 to 2 of 12 entries')).toBeInTheDocument();
    expect(api.calls('GET /properties')[0]?.query.get('property_type')).toBe('condo');
    expect(screen.getByRole('columnheader', { name: 'Country' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Beds' }));
    await user.click(await screen.findByRole('option', { name: '3+' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/properties?view=list&property_type=condo&min_beds=3'));
    await waitFor(() => expect(api.calls('GET /properties').some((call) => call.query.get('min_beds') === '3' && call.query.get('property_type') === 'condo')).toBe(true));
    const last = api.calls('GET /properties').at(-1)!;
    expect(last.query.get('page')).toBe('1');

    // Paging writes the page to the URL too.
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('min_beds=3&page=2'));
  });
});
