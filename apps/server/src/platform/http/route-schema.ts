import { z } from 'zod';

/** A record's id in a path: a positive whole number that fits PostgreSQL's integer (a larger one names nothing). */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** The params of a `/:id` path. */
export const idParams = z.object({ id: idParam });

/**
 * The OpenAPI security of a route that needs a bearer token. More than documentation: the session hook
 * refuses an anonymous caller of such a route before its body is validated.
 */
export const security = [{ bearer: [] }];
