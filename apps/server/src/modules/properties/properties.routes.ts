import {
  addressCheckQuerySchema,
  addressCheckResponseSchema,
  favouriteInputSchema,
  favouriteResponseSchema,
  HOME_LIST_LIMITS,
  homeListQuerySchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
  propertyOptionSchema,
  propertyPageSchema,
  propertyResponseSchema,
  textGeneratorInputSchema,
  textGeneratorResponseSchema,
  typeaheadQuerySchema,
  userOptionsResponseSchema,
} from '@openhouse/shared/properties/listing';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalActor, requireActor, type Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { createCounter } from '../../platform/http/rate-limit';
import { limit, responses, sendJsonText } from '../../platform/http/responses';
import { idParams, security } from '../../platform/http/route-schema';
import { favourite, unfavourite } from './favourites.service';
import { featured, recentlyAdded, recommended, trending } from './home-lists.service';
import { checkAddress } from './address-check.service';
import { createProperty, getProperty, listProperties, publishProperty, updateProperty } from './properties.service';
import { propertyPageJson } from './property-page-json';
import { propertyPhotosRoutes } from './property-photos.routes';
import { sellerInvitationsRoutes } from './seller-invitations.routes';
import { generateListingText } from './text-generator.service';
import { searchAssociates, searchProperties, searchUsers } from './typeahead.service';

const tags = ['properties'];
const staff = { roles: STAFF_ROLES };

/** Spec part 1 section 7, Properties and Home. Handlers only translate; services decide. */
export const propertiesRoutes: FastifyPluginAsyncZod<{ platform: Platform }> = async (app, { platform }) => {
  // People searches (both routes together), per signed-in caller whatever their address: enough to type
  // names into a picker, one call per keystroke, too few to walk the user list (docs/DECISIONS.md).
  const peopleSearches = createCounter(app, { name: 'people-search', max: 60, minutes: 1, key: (request) => `user:${request.actor?.id ?? request.ip}` });
  const peopleSearchLimit = (request: FastifyRequest, reply: FastifyReply) => peopleSearches.hit(request, reply);
  app.get(
    '/properties',
    {
      schema: {
        tags,
        summary: 'Browse listings: text search, filters, sort, paging (mine / favourites need sign-in)',
        querystring: propertyListQuerySchema,
        response: responses(propertyPageSchema),
      },
    },
    async (request, reply) => {
      const actor = optionalActor(request);
      const page = await listProperties(platform, actor, request.query);
      return sendJsonText(reply, propertyPageJson(page, actor, request.query));
    },
  );

  app.post(
    '/properties',
    { schema: { tags, security, summary: 'Create a listing (Realtor, Agent, Admin)', body: propertyInputSchema, response: responses(propertyResponseSchema) } },
    async (request) => createProperty(platform, requireActor(request, staff), request.body),
  );

  app.get(
    '/properties/:id',
    { schema: { tags, summary: 'A listing (public)', params: idParams, response: responses(propertyResponseSchema) } },
    async (request) => getProperty(platform, optionalActor(request), request.params.id),
  );

  app.put(
    '/properties/:id',
    { schema: { tags, security, summary: 'Edit a listing (its realtor or an admin)', params: idParams, body: propertyInputSchema, response: responses(propertyResponseSchema) } },
    async (request) => updateProperty(platform, requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/properties/:id/publish',
    { schema: { tags, security, summary: 'Publish a draft listing once it is complete (its realtor or an admin)', params: idParams, response: responses(propertyResponseSchema) } },
    async (request) => publishProperty(platform, requireActor(request), request.params.id),
  );

  app.get(
    '/properties/address-check',
    {
      schema: {
        tags,
        security,
        summary: 'Listings already at an address, for the listing form\'s duplicate warning (staff)',
        querystring: addressCheckQuerySchema,
        response: responses(addressCheckResponseSchema),
      },
    },
    async (request) => checkAddress(platform, requireActor(request, staff), request.query),
  );

  const homeList = (path: string, summary: string, list: (platform: Platform, actor: Actor | null, limit: number) => Promise<string>, fallback: number) =>
    app.get(path, { schema: { tags, summary, querystring: homeListQuerySchema, response: responses(propertyListResponseSchema) } }, async (request, reply) =>
      sendJsonText(reply, await list(platform, optionalActor(request), request.query.limit ?? fallback)),
    );
  homeList('/trending_property', 'Most viewed listings of the last 7 days', trending, HOME_LIST_LIMITS.trending);
  homeList('/recommended_property', 'Listings like the ones I favourited or viewed (else the newest)', recommended, HOME_LIST_LIMITS.recommended);
  homeList('/featured_property', 'Featured listings', featured, HOME_LIST_LIMITS.featured);
  homeList('/recently_added_property', 'Newest listings', recentlyAdded, HOME_LIST_LIMITS.recently_added);

  app.post(
    '/favourite_property',
    { schema: { tags, security, summary: 'Favourite a listing', body: favouriteInputSchema, response: responses(favouriteResponseSchema) } },
    async (request) => favourite(platform, requireActor(request), request.body.property_id),
  );

  app.delete(
    '/favourite_property/:id',
    { schema: { tags, security, summary: 'Unfavourite a listing (id is the listing id)', params: idParams, response: responses(favouriteResponseSchema) } },
    async (request) => unfavourite(platform, requireActor(request), request.params.id),
  );

  app.get(
    '/property_search',
    { config: limit(120), schema: { tags, summary: 'Type-ahead: listings by address, city or zip', querystring: typeaheadQuerySchema, response: responses(z.object({ data: z.array(propertyOptionSchema) })) } },
    async (request) => searchProperties(platform, request.query.query),
  );

  app.get(
    '/user_search',
    { preHandler: peopleSearchLimit, schema: { tags, security, summary: 'Type-ahead: people by name, e-mail or user name (staff)', querystring: typeaheadQuerySchema, response: responses(userOptionsResponseSchema) } },
    async (request) => searchUsers(platform, requireActor(request, staff), request.query),
  );

  app.get(
    '/associate-user',
    { preHandler: peopleSearchLimit, schema: { tags, security, summary: 'Type-ahead: people linked to my listings (staff)', querystring: typeaheadQuerySchema, response: responses(userOptionsResponseSchema) } },
    async (request) => searchAssociates(platform, requireActor(request, staff), request.query.query),
  );

  app.post(
    '/text-generator',
    { config: limit(20), schema: { tags, security, summary: 'Write listing text from its facts (staff)', body: textGeneratorInputSchema, response: responses(textGeneratorResponseSchema) } },
    async (request) => generateListingText(platform, requireActor(request, staff), request.body),
  );

  await app.register(propertyPhotosRoutes, { platform });
  await app.register(sellerInvitationsRoutes, { platform });
};
