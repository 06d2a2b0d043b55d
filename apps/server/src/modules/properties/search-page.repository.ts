import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { matchesUpTo, placeholders, summariesQuery, type ListFilter, type SummaryQuery } from './catalogue.repository';

/**
 * GET /properties answers searches no cache has seen: real visitors type distinct queries. Building the
 * search's select through drizzle cost about as much CPU as PostgreSQL took to run it, so each shape of
 * search (which filters are set, the sort, whether a viewer's favourites are read) is built once, with
 * placeholders for its values, and run with each search's values after that.
 */
type SearchPageQuery = SummaryQuery & { countUpTo: number };

/** Shapes kept built per database handle; a search of any other shape is built again (and then kept). */
const KEPT_SHAPES = 128;

function buildSearchPage(db: Db, options: SearchPageQuery) {
  const counted = sql<number>`(${matchesUpTo(db, options.filter, sql.placeholder('countUpTo'), placeholders)})`.mapWith(Number);
  // Unnamed: PostgreSQL plans each run for its own values, as before; only drizzle's building is saved.
  return summariesQuery(db, options, counted, placeholders).prepare(undefined as unknown as string);
}

type PreparedSearchPage = ReturnType<typeof buildSearchPage>;
const builtShapes = new WeakMap<Db, Map<string, PreparedSearchPage>>();

/**
 * What decides the SQL of a search: which filters are set (a value is a placeholder; booleans, empty lists
 * and unset values change the SQL), the sort and whether a viewer's favourites are read.
 */
function shapeOf(options: SearchPageQuery): string {
  const filterShape = JSON.stringify(options.filter, (key, value: unknown) => {
    if (key === '' || value === null || value === undefined || value === '' || typeof value === 'boolean') return value;
    if (Array.isArray(value)) return value.length > 0;
    return typeof value === 'object' ? value : '?';
  });
  return `${filterShape} ${options.sort ?? 'newest'} ${options.viewerId === null}`;
}

/** Named values for the placeholders of a search's shape (see conditionsOf and summariesQuery). */
function valuesOf(options: SearchPageQuery): Record<string, unknown> {
  const { area, ...filter } = options.filter as ListFilter;
  const areaValues = area ? Object.fromEntries(Object.entries(area).map(([edge, value]) => [`area.${edge}`, value])) : {};
  return { ...filter, ...areaValues, viewerId: options.viewerId, limit: options.limit, offset: options.offset ?? 0, countUpTo: options.countUpTo };
}

function preparedFor(db: Db, options: SearchPageQuery): PreparedSearchPage {
  let shapes = builtShapes.get(db);
  if (!shapes) builtShapes.set(db, (shapes = new Map()));
  const shape = shapeOf(options);
  let query = shapes.get(shape);
  if (query) {
    // Least recently used last out: a shape asked again moves to the end.
    shapes.delete(shape);
  } else {
    query = buildSearchPage(db, options);
    if (shapes.size >= KEPT_SHAPES) shapes.delete(shapes.keys().next().value!);
  }
  shapes.set(shape, query);
  return query;
}

/**
 * A search's page and, in the same round trip, how many listings match, counted no further than
 * `countUpTo`: the LIMITed subquery stops reading there, so a broad search costs a few index entries
 * instead of a count over the whole catalogue. It runs once per query (it does not depend on the row),
 * and only when there is a row to carry it: an empty page answers a null count.
 */
export async function selectSearchPage(db: Db, options: SearchPageQuery) {
  // Both would put values into the SQL itself, which a prepared shape cannot carry.
  if (options.orderBy || options.filter.similarTo) throw new Error('a search page takes neither an ordering nor similarTo');
  const rows = await preparedFor(db, options).execute(valuesOf(options));
  return { rows: rows.map(({ matches: _counted, ...row }) => row), matchesUpTo: rows[0]?.matches ?? null };
}
