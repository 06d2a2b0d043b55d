import { describe, expect, it } from 'vitest';
import { propertyListQuerySchema } from './listing';
import { mapAreaIssue } from './map-area';
import { propertyMessages as m } from './messages';

const box = { min_lat: 37.7, max_lat: 37.8, min_lng: -122.5, max_lng: -122.4 };

describe('mapAreaIssue', () => {
  it('accepts a whole box or none', () => {
    expect(mapAreaIssue(box)).toBeNull();
    expect(mapAreaIssue({})).toBeNull();
  });

  it('refuses a partial box, naming the first missing edge', () => {
    expect(mapAreaIssue({ min_lat: 1, max_lat: 2, min_lng: 3 })).toEqual({ field: 'max_lng', message: m.mapAreaPartial });
    expect(mapAreaIssue({ max_lng: 3 })).toEqual({ field: 'min_lat', message: m.mapAreaPartial });
  });

  it('refuses a box upside down or across the 180th meridian', () => {
    expect(mapAreaIssue({ ...box, min_lat: 38 })?.message).toBe(m.mapAreaInverted);
    expect(mapAreaIssue({ ...box, min_lng: 170, max_lng: -170 })?.message).toBe(m.mapAreaAntimeridian);
  });
});

describe('propertyListQuerySchema map area and auctions_only', () => {
  it('reads the box and the flag from query strings', () => {
    const parsed = propertyListQuerySchema.parse({ min_lat: '37.7', max_lat: '37.8', min_lng: '-122.5', max_lng: '-122.4', auctions_only: '1' });
    expect(parsed).toMatchObject({ ...box, auctions_only: true });
  });

  it('treats empty edges as absent and refuses out-of-range degrees', () => {
    expect(propertyListQuerySchema.parse({ min_lat: '', max_lat: '' }).min_lat).toBeUndefined();
    const result = propertyListQuerySchema.safeParse({ ...box, max_lat: '91' });
    expect(result.error?.issues[0]?.message).toBe(m.mapAreaRange(-90, 90));
  });
});
