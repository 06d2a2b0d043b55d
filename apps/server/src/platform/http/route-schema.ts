import { recordId } from '@openhouse/shared/http/record-id';
import { z } from 'zod';

/** A record's id in a path. */
export const idParam = recordId;

/** The params of a `/:id` path. */
export const idParams = z.object({ id: idParam });

/**
 * The OpenAPI security of a route that needs a bearer token. More than documentation: the session hook
 * refuses an anonymous caller of such a route before its body is validated.
 */
export const security = [{ bearer: [] }];
