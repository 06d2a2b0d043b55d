import { durationStart, type InsightDuration } from '@openhouse/shared/properties/insights';
import { PACKAGE_VIEWERS_SHOWN, type PackageInsights } from '@openhouse/shared/properties/package-insights';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { packageActivityOfProjects, viewerActivityOfProjects } from '../file-manager/file-manager.queries';
import { statusOf } from '../file-manager/share-links.service';
import { projectIdsOfProperty } from '../projects/projects.queries';
import { propertyAccess } from '../properties/properties.access';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /property/document-packages: the shared document packages made from the property's project folders,
 * with their opens, views and downloads over the duration, and who used them (docs/DECISIONS.md, Shared
 * documents). The listing side sees it, as it sees the rest of the property's insights. Three statements:
 * the property, its packages, their viewers (ARCHITECTURE.md, Statement budgets).
 */
export async function packageInsights(platform: Platform, actor: Actor, query: { property_id: number; duration: InsightDuration }): Promise<{ data: PackageInsights }> {
  const property = await propertyAccess.require(platform.db, actor, 'listingSide', query.property_id);
  const since = durationStart(query.duration, new Date());
  const projects = projectIdsOfProperty(platform.db, property.id);
  const [packages, { viewers, total }] = await Promise.all([
    packageActivityOfProjects(platform.db, projects, since),
    viewerActivityOfProjects(platform.db, projects, since, PACKAGE_VIEWERS_SHOWN),
  ]);
  const sum = (key: 'opens' | 'views' | 'downloads') => packages.reduce((all, row) => all + row[key], 0);
  return {
    data: {
      property_id: property.id,
      duration: query.duration,
      opens: sum('opens'),
      views: sum('views'),
      downloads: sum('downloads'),
      packages: packages.map((row) => ({ id: row.id, title: row.title, status: statusOf(row), opens: row.opens, views: row.views, downloads: row.downloads, last_at: iso(row.last_at) })),
      viewers: viewers.map((row) => ({ ...row, last_at: row.last_at.toISOString() })),
      viewer_count: total,
    },
  };
}
