import { toPage, type Page } from '@openhouse/shared/http/pagination';
import {
  durationStart,
  type InsightDuration,
  type InsightQuery,
  type InsightRow,
  type InsightSeries,
  type InsightSummary,
} from '@openhouse/shared/properties/insights';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { pageWindow } from '../../platform/http/pagination';
import { propertyAccess } from '../properties/properties.access';
import { toCsv } from './csv';
import {
  countActiveUsers,
  countDocumentKinds,
  countEvents,
  countEventsByBucket,
  firstEventAt,
  listActiveUsers,
  roleNamesOf,
  type EventCounts,
} from './insights.repository';
import { bucketsFor } from './series';

const ZERO: EventCounts = { views: 0, unique_views: 0, clicks: 0, unique_clicks: 0, downloads: 0 };

function toRow(date: string, counts: EventCounts, user: InsightRow['user'] = null): InsightRow {
  return {
    date,
    unique_views: counts.unique_views,
    unique_clicks: counts.unique_clicks,
    total_views: counts.views,
    total_clicks: counts.clicks,
    total_downloads: counts.downloads,
    total_download: counts.downloads,
    user,
  };
}

/** GET /property/list: the headline numbers of one property over the duration. */
export async function insightSummary(platform: Platform, actor: Actor, query: Pick<InsightQuery, 'property_id' | 'duration'>): Promise<{ data: InsightSummary }> {
  const property = await propertyAccess.require(platform.db, actor, 'listingSide', query.property_id);
  const since = durationStart(query.duration, new Date());
  const [kinds, counts] = await Promise.all([countDocumentKinds(platform.db, property.id), countEvents(platform.db, property.id, since)]);
  return { data: { property_id: property.id, duration: query.duration, ...kinds, ...counts } };
}

async function series(platform: Platform, propertyId: number, duration: InsightDuration): Promise<InsightSeries> {
  const now = new Date();
  const first = duration === 'year' ? await firstEventAt(platform.db, propertyId) : null;
  const { interval, keys } = bucketsFor(duration, now, first);
  const since = durationStart(duration, now);
  const counted = keys.length === 0 ? [] : await countEventsByBucket(platform.db, propertyId, since, interval);
  const byBucket = new Map(counted.map((row) => [row.bucket, row]));
  return {
    data: keys.map((key) => toRow(key, byBucket.get(key) ?? ZERO)),
    duration,
    interval,
    from: keys[0] ?? null,
    to: keys.at(-1) ?? null,
  };
}

/** GET /property/views, /property/clicks, /property/downloads: every bucket of the window with all its counts. */
export async function insightSeries(platform: Platform, actor: Actor, query: Pick<InsightQuery, 'property_id' | 'duration'>): Promise<InsightSeries> {
  const property = await propertyAccess.require(platform.db, actor, 'listingSide', query.property_id);
  return series(platform, property.id, query.duration);
}

/** GET /analytics/user_details and /property/download_user: the signed-in people behind the numbers. */
export async function insightUsers(platform: Platform, actor: Actor, query: InsightQuery): Promise<Page<InsightRow>> {
  const property = await propertyAccess.require(platform.db, actor, 'listingSide', query.property_id);
  const since = durationStart(query.duration, new Date());
  const [rows, total] = await Promise.all([
    listActiveUsers(platform.db, property.id, since, query.event_type, pageWindow(query)),
    countActiveUsers(platform.db, property.id, since, query.event_type),
  ]);
  const roles = await roleNamesOf(platform.db, rows.map((row) => row.user_id));
  const data = rows.map((row) =>
    toRow(row.last_at, row, {
      id: row.user_id,
      name: row.name,
      email: row.email,
      roles: (roles.get(row.user_id) ?? []).map((name) => ({ name })),
    }),
  );
  return toPage(data, total, query);
}

export const CSV_COLUMNS = ['date', 'unique_views', 'unique_clicks', 'total_views', 'total_clicks', 'total_downloads'] as const;

/** GET /export: the series as a CSV file. */
export async function insightCsv(
  platform: Platform,
  actor: Actor,
  query: { property_id: number; duration: InsightDuration },
): Promise<{ filename: string; body: string }> {
  const property = await propertyAccess.require(platform.db, actor, 'listingSide', query.property_id);
  const { data } = await series(platform, property.id, query.duration);
  const body = toCsv([CSV_COLUMNS, ...data.map((row) => CSV_COLUMNS.map((column) => row[column]))]);
  return { filename: `insights-${property.id}-${query.duration}.csv`, body };
}
