import { describe, expect, it } from 'vitest';
import { boundsOf, clusterPoints, searchBox, toWorldPixel } from './map-clusters.views';

const mission = { id: 1, latitude: 37.7601, longitude: -122.4148 };
const nextDoor = { id: 2, latitude: 37.7602, longitude: -122.4149 };
const oakland = { id: 3, latitude: 37.8044, longitude: -122.2712 };

describe('price pin clustering', () => {
  it('projects like Web Mercator: the origin is the middle of the world', () => {
    expect(toWorldPixel({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(toWorldPixel({ latitude: 0, longitude: 180 }, 1).x).toBe(512);
  });

  it('groups neighbours into one pin with their count and keeps distant homes apart', () => {
    const clusters = clusterPoints([mission, nextDoor, oakland], 12);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]!.points.map((point) => point.id)).toEqual([1, 2]);
    expect(clusters[0]!.latitude).toBeCloseTo(37.76015, 5);
    expect(clusters[1]!.points.map((point) => point.id)).toEqual([3]);
  });

  it('splits a cluster once zoomed in far enough, and merges everything when zoomed out', () => {
    expect(clusterPoints([mission, nextDoor], 21)).toHaveLength(2);
    expect(clusterPoints([mission, nextDoor, oakland], 3)).toHaveLength(1);
  });

  it('has nothing to group without points', () => {
    expect(clusterPoints([], 10)).toEqual([]);
  });
});

describe('map boxes', () => {
  it('frames the points', () => {
    expect(boundsOf([mission, oakland])).toEqual({ min_lat: 37.7601, max_lat: 37.8044, min_lng: -122.4148, max_lng: -122.2712 });
  });

  it('rounds a view box and keeps it on the globe', () => {
    expect(searchBox({ min_lat: 37.123456789, max_lat: 95, min_lng: -200, max_lng: -122.987654321 })).toEqual({
      min_lat: 37.12346,
      max_lat: 90,
      min_lng: -180,
      max_lng: -122.98765,
    });
  });
});
