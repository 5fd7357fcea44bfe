import { z } from 'zod';
import { usernameFromRouteParam } from '../accounts/username-path';
import { objectIdSchema } from '../entities/common';

/*
 * Schemas of path parameters the contract's calls share (`Endpoint.params`). The router has already
 * percent-decoded each value; what is left is to refuse malformed ones (400) and to turn them into
 * what the API works with.
 */

/** The params of a call about one record: `{id}`. */
export const idParamsSchema = z.object({ id: objectIdSchema });

/**
 * A username as a path parameter (docs/product §2.2): dots travel as a look-alike, swapped back here
 * (`usernameFromRouteParam`), so `{username}` parses to the username itself.
 */
export const usernameParamSchema = z.string().transform(usernameFromRouteParam);

/** The params of a call about one user by name: `{username}`. */
export const usernameParamsSchema = z.object({ username: usernameParamSchema });
