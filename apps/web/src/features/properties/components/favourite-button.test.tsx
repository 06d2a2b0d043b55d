import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { loadParser } from '../hooks/use-property-filters';
import { saveSession } from '../../../lib/session';
import { PropertiesPage } from '../pages/properties-page';
import { GlobalModalProbe, makeSummary, pageOf } from '../test/property-fixtures';

// An address with filters suspends the page until the URL parser has loaded; under act() the retry after that
// waits for the next act, so the parser is loaded before the tests, as a visitor's second search finds it.
beforeAll(async () => {
  await loadParser();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('favourite toggle', () => {
  it('shows the change at once and rolls it back with a toast when the server refuses', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    const answer = deferred<{ status: number; body: unknown }>();
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary({ favourite: false })])),
      'POST /favourite_property': () => answer.promise,
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties?q=elm', path: '/properties' });

    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    await userEvent.setup().click(heart);

    // Optimistic: pressed before the server has answered.
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('POST /favourite_property')[0]?.body).toEqual({ property_id: 5 });

    answer.resolve(json({ message: 'This property is no longer listed.' }, 409));
    expect(await screen.findByText('This property is no longer listed.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes a favourite with DELETE and keeps the server answer after the refetch', async () => {
    act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
    let favourite = true;
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties': () => json(pageOf([makeSummary({ favourite })])),
      'DELETE /favourite_property/5': () => {
        favourite = false;
        return json({ message: 'Removed from favourites.', favourite: false });
      },
    });
    renderWithProviders(<PropertiesPage />, { route: '/properties?q=elm', path: '/properties' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /properties').length).toBeGreaterThan(1));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks an anonymous visitor to sign in instead of calling the server', async () => {
    const api = mockApi({ 'GET /properties': () => json(pageOf([makeSummary()])) });
    renderWithProviders(
      <>
        <PropertiesPage />
        <GlobalModalProbe />
      </>,
      { route: '/properties?q=elm', path: '/properties' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByTestId('global-modal')).toHaveTextContent('login');
    expect(api.calls('POST /favourite_property')).toHaveLength(0);
  });
});
