import type { PropertyType } from '@openhouse/shared/properties/listing';
import type { Platform } from '../../platform/context';
import { PALETTES, renderHouse } from './demo-photos';
import { processPhoto, type ProcessedPhoto } from './photo-images';
import { photoRow, removePhotoFiles, storePhotos } from './photo-storage';
import { hasListingsBy, insertPropertyRow } from './properties.repository';
import { insertPhotos } from './property-photos.repository';

type DemoListing = {
  label: string;
  street_address: string;
  city: string;
  zip_code: string;
  value: number;
  property_type: PropertyType;
  bedrooms?: number;
  bathrooms?: number;
  living_area?: number;
  lot_size?: number;
  year_built?: number;
  latitude: number;
  longitude: number;
  features: string[];
  featured?: boolean;
  status?: 'active' | 'coming_soon' | 'pending';
  withSeller?: boolean;
  description: string;
};

export const DEMO_LISTINGS: DemoListing[] = [
  { label: 'Craftsman bungalow near McKinley Park', street_address: '1421 32nd Street', city: 'Sacramento', zip_code: '95816', value: 689000, property_type: 'single_family', bedrooms: 3, bathrooms: 2, living_area: 1620, lot_size: 5600, year_built: 1926, latitude: 38.5762, longitude: -121.4662, features: ['Original hardwood floors', 'Covered front porch', 'Detached garage'], featured: true, withSeller: true, description: 'A lovingly kept 1926 craftsman a short walk from McKinley Park, with the original built-ins and a sunny backyard.' },
  { label: 'Modern condo with bay views', street_address: '301 Mission Street, Unit 18C', city: 'San Francisco', zip_code: '94105', value: 1185000, property_type: 'condo', bedrooms: 2, bathrooms: 2, living_area: 1150, year_built: 2009, latitude: 37.7904, longitude: -122.3966, features: ['Floor-to-ceiling windows', 'Doorman', 'Fitness center'], featured: true, description: 'High-floor corner unit with views of the Bay Bridge, an open kitchen and full-service amenities.' },
  { label: 'Spanish revival in Mission Hills', street_address: '4012 Randolph Street', city: 'San Diego', zip_code: '92103', value: 1725000, property_type: 'single_family', bedrooms: 4, bathrooms: 3, living_area: 2480, lot_size: 7200, year_built: 1931, latitude: 32.7493, longitude: -117.1807, features: ['Arched doorways', 'Courtyard fountain', 'Canyon views'], withSeller: true, description: 'Classic 1930s Spanish revival with a private courtyard and canyon views, updated for modern living.' },
  { label: 'Townhome steps from Old Pasadena', street_address: '88 North Raymond Avenue', city: 'Pasadena', zip_code: '91103', value: 949000, property_type: 'townhouse', bedrooms: 3, bathrooms: 2.5, living_area: 1710, year_built: 2015, latitude: 34.1478, longitude: -118.1482, features: ['Private rooftop deck', 'Two-car garage', 'EV charger'], description: 'Three-level townhome with a rooftop deck, a block from the cafes and shops of Old Pasadena.' },
  { label: 'Family home on a quiet cul-de-sac', street_address: '27 Sandpiper Court', city: 'Irvine', zip_code: '92604', value: 1395000, property_type: 'single_family', bedrooms: 4, bathrooms: 3, living_area: 2350, lot_size: 6100, year_built: 1978, latitude: 33.6846, longitude: -117.7836, features: ['Remodeled kitchen', 'Pool', 'Top-rated schools'], featured: true, description: 'Bright single-level home with a remodeled kitchen and pool, on a cul-de-sac near parks and schools.' },
  { label: 'Downtown loft with exposed brick', street_address: '1100 Broadway, Unit 502', city: 'Oakland', zip_code: '94607', value: 649000, property_type: 'condo', bedrooms: 1, bathrooms: 1, living_area: 980, year_built: 1924, latitude: 37.8027, longitude: -122.2744, features: ['Exposed brick', '14-foot ceilings', 'Near BART'], description: 'A converted 1920s warehouse loft with soaring ceilings, a block from BART and Old Oakland.' },
  { label: 'Ranch home with room to grow', street_address: '5630 North Maroa Avenue', city: 'Fresno', zip_code: '93704', value: 415000, property_type: 'single_family', bedrooms: 3, bathrooms: 2, living_area: 1540, lot_size: 8400, year_built: 1962, latitude: 36.8178, longitude: -119.8012, features: ['Large lot', 'Shade trees', 'RV parking'], withSeller: true, description: 'Mid-century ranch on a generous lot under mature trees, ready for your ideas.' },
  { label: 'Wine country retreat', street_address: '2150 Atlas Peak Road', city: 'Napa', zip_code: '94558', value: 2450000, property_type: 'single_family', bedrooms: 4, bathrooms: 4, living_area: 3200, lot_size: 87000, year_built: 2004, latitude: 38.3516, longitude: -122.2591, features: ['Vineyard views', 'Wine cellar', 'Outdoor kitchen'], featured: true, description: 'Two acres above the valley with vineyard views, a wine cellar and an outdoor kitchen for long evenings.' },
  { label: 'Beach cottage near the wharf', street_address: '214 Cliff Street', city: 'Santa Cruz', zip_code: '95060', value: 1320000, property_type: 'single_family', bedrooms: 2, bathrooms: 1, living_area: 1050, lot_size: 3400, year_built: 1940, latitude: 36.9612, longitude: -122.0221, features: ['Ocean breeze', 'Garden', 'Walk to the beach'], status: 'coming_soon', description: 'A charming beach cottage two blocks from the wharf, with a flower garden and ocean breezes.' },
  { label: 'Duplex with strong rental history', street_address: '740 East 4th Street', city: 'Long Beach', zip_code: '90802', value: 1099000, property_type: 'multi_family', bedrooms: 4, bathrooms: 2, living_area: 2100, lot_size: 5000, year_built: 1952, latitude: 33.7721, longitude: -118.1837, features: ['Two units', 'Separate meters', 'Garage storage'], description: 'A well-kept duplex near Retro Row: live in one unit and rent the other, or hold both.' },
  { label: 'Light-filled home in Willow Glen', street_address: '1288 Lincoln Avenue', city: 'San Jose', zip_code: '95125', value: 1879000, property_type: 'single_family', bedrooms: 3, bathrooms: 2, living_area: 1880, lot_size: 6500, year_built: 1948, latitude: 37.3040, longitude: -121.9001, features: ['Skylights', 'Solar panels', 'Walk to Lincoln Avenue'], status: 'pending', description: 'Updated Willow Glen classic with skylights and solar, a stroll from the shops of Lincoln Avenue.' },
  { label: 'Buildable lot with mountain views', street_address: '0 Pine Ridge Road', city: 'Truckee', zip_code: '96161', value: 289000, property_type: 'land', lot_size: 21780, latitude: 39.3280, longitude: -120.1833, features: ['Utilities at street', 'Mountain views', 'Near Donner Lake'], withSeller: true, description: 'A half-acre wooded lot with utilities at the street and views toward the Sierra.' },
];

/**
 * The demo catalogue: a dozen listings across California for the demo realtor, each with two or three
 * rendered photos, so the app looks alive on first start. Does nothing once the realtor has any listing.
 */
export async function seedDemoListings(platform: Platform, people: { realtorId: number; sellerId: number | null }): Promise<number> {
  if (await hasListingsBy(platform.db, people.realtorId)) return 0;
  const day = 24 * 60 * 60 * 1000;
  for (const [index, demo] of DEMO_LISTINGS.entries()) {
    const { withSeller, ...facts } = demo;
    const palette = PALETTES[index % PALETTES.length]!;
    const processed: ProcessedPhoto[] = [];
    for (let variant = 0; variant < 2 + (index % 2); variant += 1) processed.push(await processPhoto(await renderHouse(palette, variant), 'images'));
    const stored = await storePhotos(platform, processed);
    try {
      // A listing and its photos together: a failed start leaves no listing without photos behind.
      await platform.db.transaction(async (tx) => {
        const property = await insertPropertyRow(tx, {
          ...facts,
          state: 'CA',
          realtor_id: people.realtorId,
          seller_id: withSeller ? people.sellerId : null,
          created_at: new Date(Date.now() - (DEMO_LISTINGS.length - index) * day),
        });
        await insertPhotos(
          tx,
          stored.map((entry, position) => photoRow(property.id, entry, position, position === 0)),
        );
      });
    } catch (error) {
      await removePhotoFiles(platform, stored);
      throw error;
    }
  }
  return DEMO_LISTINGS.length;
}
