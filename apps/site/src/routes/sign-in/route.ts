import type { LazyRoute } from '../../app/lazy-route';
import { LoginPage } from './LoginPage';
import { RegistrationConfirmPage } from './RegistrationConfirmPage';
import { RegistrationPage } from './RegistrationPage';
import { RestorePage } from './RestorePage';

/** The sign-in pages (docs/product §2.2), one chunk: a reader on one of them often opens another. */
export const loginRoute: LazyRoute = { Component: LoginPage };
export const registrationRoute: LazyRoute = { Component: RegistrationPage };
export const restoreRoute: LazyRoute = { Component: RestorePage };
export const registrationConfirmRoute: LazyRoute = { Component: RegistrationConfirmPage };
