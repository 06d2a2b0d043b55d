import type { InsightDuration } from '@openhouse/shared/properties/insights';
import { API_BASE } from '../../../lib/api-client';

/**
 * The CSV export is a plain link (spec: {api}/export?property_id&duration&token): a browser
 * download cannot send the Authorization header, so the token rides in the query.
 */
export function insightsExportUrl(options: { propertyId: number; duration: InsightDuration; token: string | null | undefined }): string {
  const params = new URLSearchParams({ property_id: String(options.propertyId), duration: options.duration });
  if (options.token) params.set('token', options.token);
  return `${API_BASE}/export?${params.toString()}`;
}
