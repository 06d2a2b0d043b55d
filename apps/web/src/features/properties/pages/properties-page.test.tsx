import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { loadParser } from '../hooks/use-property-filters';
import { saveSession } from '../../../lib/session';
import { makeSummary, pageOf } from '../test/property-fixtures';
import { HomeLists } from '../components/home-lists';
import { PropertiesPage } from './properties-page';

// An address with filters suspends the page until the URL parser has loaded; under act() the retry after that
// waits for the next act, so the parser is loaded before the tests, as a visitor's second search finds it.
beforeAll(async () => {
  await loadParser();
});

function signIn() {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
}

const homeLists = {
  'GET /featured_property': () => json({ data: [makeSummary({ id: 11, label: 'Featured villa', featured: true })] }),
  'GET /recommended_property': () => json({ data: [] }),
  'GET /trending_property': () => json({ message: 'Not found.' }, 404),
  'GET /recently_added_property': () => json({ data: [makeSummary({ id: 12, label: 'Fresh bungalow' })] }),
};

describe('home lists (on the dashboard)', () => {
  it('shows each list with its own empty text or failure message', async () => {
    signIn();
    const api = mockApi({ ...homeLists, 'GET /me': () => json({ data: makeAuthPayload().user }) });
    renderWithProviders(<HomeLists />, { route: '/dashboard', path: '/dashboard' });

    expect(await screen.findByText('Failed to fetch Trending Properties.')).toBeInTheDocument();
    expect(await screen.findByText('Featured villa')).toBeInTheDocument();
    expect(screen.getByText('Fresh bungalow')).toBeInTheDocument();
    expect(screen.getByText('Nothing to recommend yet. Listings by other agents that match what you view and save will show here.')).toBeInTheDocument();
    expect(api.calls('GET /featured_property')[0]?.query.get('limit')).toBe('2');
    expect(api.calls('GET /recommended_property')[0]?.query.get('limit')).toBe('3');
  });
});

describe('properties page', () => {

  it("reads 'No Records Found' and 'Showing 0 to 0 of 0 entries' when the search finds nothing", async () => {
    signIn();
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties': () => json(pageOf([])) });
    renderWithProviders(<PropertiesPage />, { route: '/properties?q=nowhere', path: '/properties' });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 homes' })).toBeInTheDocument();
    // Search first: the home lists live on the dashboard.
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
  });

  it('keeps filters in the URL and asks the server with them', async () => {
    signIn();
    const api = mockApi({
      ...homeLists,
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary(), makeSummary({ id: 6, street_address: '9 Oak Ave' })], { total: 12, last_page: 2, to: 2 })),
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties?property_type=condo', path: '/properties' });

    expect(await screen.findByText('Showing 1 to 2 of 12 entries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '12 homes' })).toBeInTheDocument();
    expect(api.calls('GET /properties')[0]?.query.get('property_type')).toBe('condo');
    // The list shows what buyers compare, not the listing's id and country.
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: 'Country' })).not.toBeInTheDocument();

    // On a phone the filters fold behind a button.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Beds' }));
    await user.click(await screen.findByRole('option', { name: '3+' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/properties?property_type=condo&min_beds=3'));
    await waitFor(() => expect(api.calls('GET /properties').some((call) => call.query.get('min_beds') === '3' && call.query.get('property_type') === 'condo')).toBe(true));
    const last = api.calls('GET /properties').at(-1)!;
    expect(last.query.get('page')).toBe('1');

    // Paging writes the page to the URL too.
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('min_beds=3&page=2'));
  });

  it('shows the list or the map on a phone, as the toggle says', async () => {
    signIn();
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties': () => json(pageOf([makeSummary()], { total: 1, to: 1 })) });
    renderWithProviders(<PropertiesPage />, { route: '/properties', path: '/properties' });
    expect(await screen.findByRole('heading', { name: '1 home' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Map' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/properties?view=map'));
    expect(screen.getByRole('region', { name: 'Map of these results' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
