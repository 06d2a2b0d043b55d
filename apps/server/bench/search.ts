/**
 * Searches the cache cannot help, on PostgreSQL with 100,000 listings (BENCH_ONLY=search): real visitors
 * type distinct queries, so every request here is a search never asked before (text, price ranges,
 * bedrooms, map areas and sorts, each made unique by its price bound), against the floor of node:http
 * doing one primary-key query, at the same concurrency in the same run.
 * Targets: p99 under 50 ms, and at least a quarter of the floor's throughput.
 */
import { benchDatabase, CONNECTIONS, DURATION, LISTINGS, measure, report, start } from './bench-support';

const P99_TARGET_MS = 50;
const RATIO_TARGET = 0.25;

const WORDS = ['maple', 'oak street', 'sacramento', 'san', '941', 'sunset', 'lake', 'park avenue', 'austin', 'cedar', 'cozy', 'harbor'];
const SORTS = ['newest', 'price_asc', 'price_desc', 'oldest'];
/** Map areas around some of the seeded cities (bulk-listings.ts), a few kilometres across. */
const CENTRES = [[37.77, -122.42], [34.05, -118.24], [47.61, -122.33], [30.27, -97.74], [39.74, -104.99], [45.52, -122.68]] as const;

/** The index-th distinct search: one of five shapes, unique through its price bound. */
function distinctSearch(index: number): string {
  const word = encodeURIComponent(WORDS[index % WORDS.length]!);
  const sort = SORTS[index % SORTS.length]!;
  const [lat, lng] = CENTRES[index % CENTRES.length]!;
  const half = 0.01 + (index % 7) * 0.01;
  const box = `min_lat=${lat - half}&max_lat=${lat + half}&min_lng=${lng - half}&max_lng=${lng + half}`;
  const unique = 2_000_000 + index;
  const shapes = [
    `q=${word}&max_price=${unique}`,
    `min_price=${200_000 + (index % 50) * 10_000}&max_price=${unique}&sort=${sort}`,
    `min_beds=${1 + (index % 5)}&min_baths=${1 + (index % 3)}&max_price=${unique}&sort=${sort}`,
    `${box}&max_price=${unique}&sort=${sort}`,
    `q=${word}&${box}&min_beds=2&max_price=${unique}&property_type=single_family`,
  ];
  return `/api/v1/properties?${shapes[index % shapes.length]!}`;
}

export async function search(): Promise<void> {
  const url = await benchDatabase();
  if (!url) return;
  console.log(`\nPreparing ${LISTINGS} listings in ${new URL(url).pathname.slice(1)} …`);
  const app = await start('app', { DATABASE_URL: url, BENCH_LISTINGS: String(LISTINGS) });
  const pk = await start('pk', { DATABASE_URL: url });
  try {
    const searches = Array.from({ length: 200_000 }, (_, index) => distinctSearch(index));
    const results = [
      await measure('node:http + one primary-key query', `http://127.0.0.1:${pk.port}`, ['/']),
      await measure('GET /properties, every search distinct', `http://127.0.0.1:${app.port}`, searches),
    ];
    report(`Uncached search (postgres, ${LISTINGS} listings, ${CONNECTIONS} connections, ${DURATION}s each, latencies in ms)`, results);
    const [floor, uncached] = results as [(typeof results)[number], (typeof results)[number]];
    const ratio = uncached.rps / floor.rps;
    console.log(`\nuncached search p99 < ${P99_TARGET_MS} ms: ${uncached.p99 < P99_TARGET_MS ? 'met' : 'NOT met'} (${uncached.p99} ms)`);
    console.log(`uncached search >= ${RATIO_TARGET} of the primary-key floor: ${ratio >= RATIO_TARGET ? 'met' : 'NOT met'} (${ratio.toFixed(2)})`);
  } finally {
    app.child.kill();
    pk.child.kill();
  }
}
