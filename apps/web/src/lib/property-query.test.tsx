import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/fetch-mock';
import { TestProviders } from '../../test/render';
import { useProperty, usePropertyDetail } from './property-query';

const listing = { id: 5, label: 'Sunny flat' };

describe('propertyQuery', () => {
  it('fetches a listing once for every page or modal showing it, whichever shape each reads', async () => {
    const api = mockApi({ 'GET /properties/5': () => json({ data: listing }) });
    const { result } = renderHook(() => ({ answer: useProperty(5), detail: usePropertyDetail(5) }), { wrapper: TestProviders });
    await waitFor(() => expect(result.current.detail.data).toEqual(listing));
    expect(result.current.answer.data).toEqual({ data: listing });
    expect(api.calls('GET /properties/5')).toHaveLength(1);
  });

  it('asks nothing for an id that cannot be one', async () => {
    const api = mockApi({});
    const { result } = renderHook(() => ({ zero: useProperty(0), none: usePropertyDetail(null), half: usePropertyDetail(1.5) }), { wrapper: TestProviders });
    expect(result.current.zero.fetchStatus).toBe('idle');
    expect(result.current.none.fetchStatus).toBe('idle');
    expect(result.current.half.fetchStatus).toBe('idle');
    expect(api.requests.filter((request) => request.path.startsWith('/properties'))).toHaveLength(0);
  });
});
