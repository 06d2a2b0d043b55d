import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../../../test/fetch-mock';
import { makeAuthPayload } from '../../../../../test/fixtures';
import { renderWithProviders } from '../../../../../test/render';
import { saveSession } from '../../../../lib/session';
import { AddPropertyPage } from '../../pages/add-property-page';
import { makeDetail } from '../../test/property-fixtures';

// Leaflet needs a laid-out page; jsdom has none. The stand-in places the pin as a click on the map would.
vi.mock('./location-picker', () => ({
  default: ({ onChange }: { onChange: (spot: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => onChange({ latitude: 37.8044, longitude: -122.2712 })}>
      Place pin
    </button>
  ),
}));

function signIn() {
  act(() => saveSession(makeAuthPayload(), { remember: false, stage: null }));
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillAddress(user: UserEvent, zip = '94610') {
  await user.type(screen.getByRole('textbox', { name: /Listing title/ }), 'Sunny craftsman');
  await user.type(screen.getByRole('textbox', { name: /Street address/ }), '12 Elm St');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Oakland');
  await choose(user, /State/, 'CA');
  await user.type(screen.getByRole('textbox', { name: /Zip code/ }), zip);
}

async function fillFacts(user: UserEvent) {
  await choose(user, /Property type/, 'Condo');
  await user.type(screen.getByRole('textbox', { name: /Price/ }), '$750,000');
  await user.type(screen.getByRole('textbox', { name: /Bedrooms/ }), '2');
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

describe('property form', () => {
  it('validates each step with the shared messages before moving on', async () => {
    signIn();
    mockApi({ 'GET /me': () => json({ data: makeAuthPayload().user }), 'GET /properties/address-check': () => json({ data: [] }) });
    renderWithProviders(<AddPropertyPage />, { route: '/add-property', path: '/add-property' });
    const user = userEvent.setup();

    await next(user);
    for (const message of [m.labelRequired, m.streetRequired, m.cityRequired, m.stateRequired, m.zipRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await fillAddress(user, '946');
    await next(user);
    expect(await screen.findByText(m.zipInvalid)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '10');
    await next(user);

    // Facts: nothing typed yet.
    expect(await screen.findByRole('textbox', { name: /Price/ })).toBeInTheDocument();
    await next(user);
    expect(await screen.findByText(m.priceRequired)).toBeInTheDocument();
    expect(screen.getByText(m.propertyTypeRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Bathrooms/ }), '1.3');
    await next(user);
    expect(await screen.findByText(m.bathroomsInvalid)).toBeInTheDocument();
  }, 45_000);

  it('maps a 422 back to its field on its step, then saves the listing as a draft and opens Photos', async () => {
    signIn();
    let attempt = 0;
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'POST /properties': () => {
        attempt += 1;
        return attempt === 1
          ? json({ message: 'That zip code is not in CA.', errors: { zip_code: ['That zip code is not in CA.'] } }, 422)
          : json({ data: makeDetail({ id: 42, can_edit: true }), message: m.created });
      },
      'GET /properties/42': () => json({ data: makeDetail({ id: 42, can_edit: true }) }),
      'GET /properties/address-check': () => json({ data: [] }),
    });
    renderWithProviders(<AddPropertyPage />, { route: '/add-property', path: '/add-property' });
    const user = userEvent.setup();

    await fillAddress(user);
    await next(user);
    await fillFacts(user);
    await next(user);
    await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Light and calm.');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));

    // Back on the Address step with the server's words under the zip code, and a toast.
    expect(await screen.findByRole('textbox', { name: /Zip code/ })).toHaveAccessibleDescription(/That zip code is not in CA./);
    expect(screen.getAllByText('That zip code is not in CA.').length).toBeGreaterThanOrEqual(2);
    const sent = api.calls('POST /properties')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ label: 'Sunny craftsman', state: 'CA', zip_code: '94610', value: 750000, bedrooms: 2, property_type: 'condo', seller_id: null, draft: true });

    // Move on again (the step is valid) and save: now it is created.
    await next(user);
    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(m.draftSaved)).toBeInTheDocument();
    expect(await screen.findByText('Drop photos here or click to choose')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('POST /properties')).toHaveLength(2));
  }, 45_000);

  it('warns of another listing at the typed address, naming it, without blocking the next step', async () => {
    signIn();
    const api = mockApi({
      'GET /me': () => json({ data: makeAuthPayload().user }),
      'GET /properties/address-check': (request) =>
        json({
          data:
            request.query.get('street_address')?.toLowerCase() === '12 elm st'
              ? [{ id: 9, label: 'Elm Street bungalow', address: '12 Elm St, Oakland, CA 94610', published: true }]
              : [],
        }),
    });
    renderWithProviders(<AddPropertyPage />, { route: '/add-property', path: '/add-property' });
    const user = userEvent.setup();

    await fillAddress(user);
    const warning = await screen.findByRole('status', { name: /Possible duplicate/ });
    expect(warning).toHaveTextContent(m.duplicateAddress('“Elm Street bungalow”'));
    expect(screen.getByRole('link', { name: 'Elm Street bungalow' })).toHaveAttribute('href', '/properties/9');
    await waitFor(() => expect(api.calls('GET /properties/address-check').some((call) => call.query.get('zip_code') === '94610')).toBe(true));

    // The pin is placed on the map; the coordinates are shown, not typed.
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    expect(latitude).toHaveAttribute('readonly');
    await user.click(await screen.findByRole('button', { name: 'Place pin' }));
    expect(latitude).toHaveValue('37.8044');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-122.2712');

    // A warning, not a block: the form moves on.
    await next(user);
    expect(await screen.findByRole('textbox', { name: /Price/ })).toBeInTheDocument();
  }, 45_000);
});
