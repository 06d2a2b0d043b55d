import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { saveSession } from '../../../lib/session';
import { makeSummary, pageOf } from '../test/property-fixtures';
import { SavedHomesPage } from './saved-homes-page';

describe('saved homes page', () => {
  it('lists the favourites and narrows them to auctions', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': (request) =>
        request.query.get('auctions_only') === '1' ? json(pageOf([])) : json(pageOf([makeSummary({ label: 'Saved cottage', favourite: true })], { total: 1, to: 1 })),
    });
    renderWithProviders(<SavedHomesPage />, { route: '/saved-homes', path: '/saved-homes' });

    expect(await screen.findByText('Saved cottage')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 home' })).toBeInTheDocument();
    expect(api.calls('GET /properties')[0]?.query.get('favourites')).toBe('1');

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Auctions only' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/saved-homes?auctions_only=1'));
    expect(await screen.findByText('None of your saved homes is up for auction.')).toBeInTheDocument();
    const last = api.calls('GET /properties').at(-1)!;
    expect(last.query.get('favourites')).toBe('1');
    expect(last.query.get('auctions_only')).toBe('1');
  });
});
