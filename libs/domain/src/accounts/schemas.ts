import { z } from 'zod';
import { userRoles } from './roles';

/*
 * Kept apart from the roles themselves: a bundler keeps or drops a module's code whole, and every
 * page uses the roles, while only the API and forms check one (the first-visit JavaScript budget,
 * docs/architecture.md § Budgets).
 */
export const userRoleSchema = z.enum(userRoles);
