import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { GlobalModalProbe, makeDetail } from '../test/property-fixtures';
import { PropertyDetailPage } from './property-detail-page';

const photo = (id: number, position: number) => ({ id, url: `/storage/p${id}.jpg`, thumb_url: `/storage/p${id}-thumb.jpg`, width: 1200, height: 800, position, is_cover: position === 0 });

function renderDetail(route = '/properties/5') {
  return renderWithProviders(
    <>
      <PropertyDetailPage />
      <GlobalModalProbe />
    </>,
    { route, path: '/properties/:propertyId' },
  );
}

describe('property detail page', () => {
  it('works for an anonymous visitor: facts, gallery, one view counted, no login modal', async () => {
    const api = mockApi({
      'GET /properties/5': () => json({ data: makeDetail({ photos: [photo(1, 0), photo(2, 1)], latitude: 37.81, longitude: -122.25 }) }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
      // An optional call refused for a visitor must not pop the login modal.
      'POST /property/5/add-analytics': () => json({ message: 'Unauthenticated.' }, 401),
    });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Sunny craftsman' })).toBeInTheDocument();
    expect(screen.getAllByText('$1,250,000').length).toBeGreaterThan(0);
    expect(screen.getByText('12 Elm St, Oakland, CA 94610')).toBeInTheDocument();
    expect(screen.getByText('1,850 sq ft')).toBeInTheDocument();
    expect(screen.getByText('1924')).toBeInTheDocument();
    expect(screen.getByText('Fireplace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /rita@example.com/ })).toHaveAttribute('href', 'mailto:rita@example.com');
    expect(screen.getByRole('link', { name: /415-555-0189/ })).toHaveAttribute('href', 'tel:+14155550189');
    expect(screen.getByRole('button', { name: 'Request a tour' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View documents' })).toHaveAttribute('href', '/properties/5/docs');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    expect(screen.getByText('Photo 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full size' }));
    await waitFor(() => expect(api.calls('POST /property/5/add-analytics')).toHaveLength(1));
    expect(api.calls('POST /property/5/add-analytics')[0]?.body).toEqual({ event_type: 'click', target: 'photo' });

    expect(api.calls('POST /properties/5/viewcount')).toHaveLength(1);
    expect(screen.getByTestId('global-modal')).toHaveTextContent('none');
    for (const request of api.requests) expect(request.headers.get('Authorization')).toBeNull();
  });

  it('shows the listing side its Edit and Insights actions', async () => {
    mockApi({
      'GET /properties/5': () => json({ data: makeDetail({ can_edit: true, is_listing_side: true }) }),
      'POST /properties/5/viewcount': () => json({ message: 'ok' }),
    });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/properties/5/edit');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights?property_id=5');
  });

  it('says so clearly when the listing does not exist', async () => {
    mockApi({
      'GET /properties/99': () => json({ message: 'Property not found.' }, 404),
      'POST /properties/99/viewcount': () => json({ message: 'Property not found.' }, 404),
    });
    renderDetail('/properties/99');
    expect(await screen.findByRole('heading', { name: 'Property not found.' })).toBeInTheDocument();
    expect(screen.getByTestId('global-modal')).toHaveTextContent('none');
  });
});
