// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as accounts from '../accounts';

export const banRoute: Route<typeof accounts.banEndpoint> = {
  method: 'PUT',
  path: '/api/profile/{id}/ban',
};

export const captchaRoute: Route<typeof accounts.captchaEndpoint> = {
  method: 'GET',
  path: '/api/captcha',
  public: true,
};

export const googleLoginRoute: Route<typeof accounts.googleLoginEndpoint> = {
  method: 'POST',
  path: '/api/login/google',
  public: true,
};

export const loginRoute: Route<typeof accounts.loginEndpoint> = {
  method: 'POST',
  path: '/api/login',
  public: true,
};

export const logoutRoute: Route<typeof accounts.logoutEndpoint> = {
  method: 'POST',
  path: '/api/logout',
  public: true,
};

export const notRussiaRoute: Route<typeof accounts.notRussiaEndpoint> = {
  method: 'PUT',
  path: '/api/userSettings/ru',
};

export const presetsRoute: Route<typeof accounts.presetsEndpoint> = {
  method: 'POST',
  path: '/api/presets',
};

export const profileByUsernameRoute: Route<typeof accounts.profileByUsernameEndpoint> = {
  method: 'GET',
  path: '/api/profileByUsername/{username}',
  public: true,
};

export const profileRoute: Route<typeof accounts.profileEndpoint> = {
  method: 'GET',
  path: '/api/profile/{id}',
  public: true,
};

export const profileUpdateRoute: Route<typeof accounts.profileUpdateEndpoint> = {
  method: 'PUT',
  path: '/api/profile/{id}',
};

export const registrationConfirmRoute: Route<typeof accounts.registrationConfirmEndpoint> = {
  method: 'GET',
  path: '/api/registrationConfirm',
  public: true,
};

export const removeUserRoute: Route<typeof accounts.removeUserEndpoint> = {
  method: 'DELETE',
  path: '/api/users/{id}',
  permission: 'removeUser',
};

export const restoreChangeRoute: Route<typeof accounts.restoreChangeEndpoint> = {
  method: 'POST',
  path: '/api/restorePassword/change',
  public: true,
};

export const restoreCodeRoute: Route<typeof accounts.restoreCodeEndpoint> = {
  method: 'POST',
  path: '/api/restorePassword/code',
  public: true,
};

export const restoreRequestRoute: Route<typeof accounts.restoreRequestEndpoint> = {
  method: 'POST',
  path: '/api/restorePassword',
  public: true,
};

export const settingsRoute: Route<typeof accounts.settingsEndpoint> = {
  method: 'GET',
  path: '/api/settings',
  public: true,
};

export const signupRoute: Route<typeof accounts.signupEndpoint> = {
  method: 'POST',
  path: '/api/signup',
  public: true,
};

export const unbanRoute: Route<typeof accounts.unbanEndpoint> = {
  method: 'PUT',
  path: '/api/profile/{id}/unban',
};

export const uploadUserBackgroundRoute: Route<typeof accounts.uploadUserBackgroundEndpoint> = {
  method: 'POST',
  path: '/api/uploadImage/userBG',
};

export const userSettingsRoute: Route<typeof accounts.userSettingsEndpoint> = {
  method: 'PUT',
  path: '/api/userSettings',
};

export const usersRoute: Route<typeof accounts.usersEndpoint> = {
  method: 'GET',
  path: '/api/users',
  permission: 'viewUserList',
};

export const usersEntitiesRoute: Route<typeof accounts.usersEntitiesEndpoint> = {
  method: 'GET',
  path: '/api/usersEntities',
};
