import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { addFavourite, removeFavourite } from './favourites.repository';
import { propertyAccess } from './properties.access';

type FavouriteAnswer = { message: string; data: { property_id: number; favourite: boolean } };

/** POST /favourite_property: idempotent; an unknown listing is a 404. */
export async function favourite(platform: Platform, actor: Actor, propertyId: number): Promise<FavouriteAnswer> {
  await propertyAccess.require(platform.db, actor, 'see', propertyId);
  await addFavourite(platform.db, actor.id, propertyId);
  return { message: m.favouriteAdded, data: { property_id: propertyId, favourite: true } };
}

/** DELETE /favourite_property/{id} (the listing's id): idempotent; an unknown listing is a 404. */
export async function unfavourite(platform: Platform, actor: Actor, propertyId: number): Promise<FavouriteAnswer> {
  await propertyAccess.require(platform.db, actor, 'see', propertyId);
  await removeFavourite(platform.db, actor.id, propertyId);
  return { message: m.favouriteRemoved, data: { property_id: propertyId, favourite: false } };
}
