import { formatAddress, normalizeAddress } from '@openhouse/shared/properties/listing-labels';
import type { AddressMatch } from '@openhouse/shared/properties/listing';
import type { Actor } from '../../platform/auth/session';
import { isAdmin } from '../../platform/access/access';
import type { Platform } from '../../platform/context';
import { findListingsAtAddress } from './address-check.repository';

/**
 * GET /properties/address-check (staff): listings already at the address typed into the listing form, so the
 * form can warn of a duplicate before it is saved. Only listings the caller may know of are named: public ones,
 * and their own (drafts and withdrawn ones too); an admin knows them all (docs/DECISIONS.md, Drafts).
 */
export async function checkAddress(platform: Platform, actor: Actor, query: { street_address: string; zip_code?: string; exclude_id?: number }): Promise<{ data: AddressMatch[] }> {
  const zip5 = query.zip_code?.trim().slice(0, 5);
  const rows = await findListingsAtAddress(platform.db, {
    street: normalizeAddress(query.street_address),
    zip5: zip5 && /^\d{5}$/.test(zip5) ? zip5 : undefined,
    excludeId: query.exclude_id,
    viewerId: isAdmin(actor) ? null : actor.id,
  });
  return { data: rows.map((row) => ({ id: row.id, label: row.label, address: formatAddress(row), published: row.published_at !== null })) };
}
