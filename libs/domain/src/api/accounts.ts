import { z } from 'zod';
import { idSchema, imageRefSchema, userRefSchema } from '../entities/common';
import { banSchema, captchaSchema, userEventsSchema } from '../entities/social';
import { profileBackgroundInputSchema, userSchema, userSettingsSchema } from '../entities/user';
import { LIMITS } from '../format/constants';
import { contactResultSchema } from './messages';
import { defineEndpoint, JSON_OR_MULTIPART, type Endpoint } from './endpoint';
import { idParamsSchema, usernameParamsSchema } from './path-params';
import { userRoleSchema } from '../accounts/schemas';
import { presetSchema } from '../catalogue/schemas';

/*
 * The accounts calls of docs/product §7: sign-up, sign-in, password recovery, settings, presets, profiles,
 * bans and the staff's user list. Request objects are strict: an unknown field is a 400, so a typo or
 * a probe never passes silently. Text fields have upper bounds so no request can make the server
 * hash or store something huge.
 */

/** Upper bounds of free text in account requests (ours; docs/product gives only the lower ones). */
export const ACCOUNT_LIMITS = {
  emailMax: 254,
  /** argon2 hashes anything, but an unbounded input is a cheap way to burn CPU. */
  passwordMax: 256,
  captchaValueMax: 32,
  descriptionMax: 5_000,
  banReasonMax: 500,
  searchMax: 100,
  restoreCodeLength: 6,
  presetsMax: 50,
} as const;

const email = z.string().trim().toLowerCase().max(ACCOUNT_LIMITS.emailMax).pipe(z.email());
const password = z.string().min(LIMITS.passwordMin).max(ACCOUNT_LIMITS.passwordMax);
const username = z.string().trim().min(LIMITS.usernameMin).max(LIMITS.usernameMax);
const captchaAnswer = {
  captchaId: idSchema.max(64),
  captchaValue: z.string().trim().min(1).max(ACCOUNT_LIMITS.captchaValueMax),
};

/** What sign-in, sign-up and `GET /api/settings` answer: the user with their contacts and events. */
export const sessionStateSchema = z.object({
  user: userSchema,
  // The same contacts the messages calls answer (docs/product §4 Live events: a newMessages event
  // replaces the session's contacts with that list).
  contacts: z.array(contactResultSchema),
  userEvents: userEventsSchema,
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/captcha',
  summary: 'A new captcha challenge (an SVG image); it expires and is single-use',
  response: captchaSchema,
  public: true,
  rateLimits: [{ bucket: 'captcha', per: 'address' }],
});

export const signupBodySchema = z.strictObject({ username, email, password, ...captchaAnswer });
export type SignupBody = z.infer<typeof signupBodySchema>;
export const signupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/signup',
  summary: 'Create an account, sign it in and send the e-mail confirmation link (498: captcha)',
  body: signupBodySchema,
  response: sessionStateSchema,
  public: true,
  rateLimits: [{ bucket: 'signup', per: 'address' }],
  captcha: true,
  errors: ['conflict'],
});

export const registrationConfirmQuerySchema = z.strictObject({ token: z.string().min(1).max(128) });
export const registrationConfirmEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/registrationConfirm',
  summary: 'Confirm the e-mail address with the token of the confirmation link',
  query: registrationConfirmQuerySchema,
  response: z.object({ confirmed: z.literal(true) }),
  public: true,
});

export const loginBodySchema = z.strictObject({
  email,
  password: z.string().min(1).max(ACCOUNT_LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
/** `timestamp` only keeps caches from answering an old sign-in (docs/product §7); it is not used. */
export const loginQuerySchema = z.strictObject({ timestamp: z.string().max(32).optional() });
export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in by e-mail and password; sets the session cookie',
  body: loginBodySchema,
  query: loginQuerySchema,
  response: sessionStateSchema,
  public: true,
  // Guesses count, sign-ins do not: many people behind one address all get in.
  rateLimits: [
    { bucket: 'login', per: 'address', counts: 'failures' },
    { bucket: 'loginAccount', per: 'emailFromAddress', counts: 'failuresSinceSuccess' },
  ],
  errors: ['notSignedIn'],
});

export const googleLoginBodySchema = z.strictObject({ token: z.string().min(1).max(8_192) });
export const googleLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/login/google',
  summary: 'Sign in with an identity-provider token (verified against its JWKS)',
  body: googleLoginBodySchema,
  response: sessionStateSchema,
  public: true,
  // As with a password: only a refused token counts against the address.
  rateLimits: [{ bucket: 'login', per: 'address', counts: 'failures' }],
  errors: ['notSignedIn', 'conflict', 'unavailable'],
});

export const logoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  summary: 'End the session on the server and clear its cookie',
  response: z.object({ success: z.literal(true) }),
  public: true,
});

export const restoreRequestBodySchema = z.strictObject({ email, ...captchaAnswer });
export const restoreRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/restorePassword',
  summary:
    'Send a recovery code to the address (498: captcha); answers the same whether or not it is known',
  body: restoreRequestBodySchema,
  response: z.literal(true),
  public: true,
  rateLimits: [
    { bucket: 'restore', per: 'address' },
    { bucket: 'restoreAccount', per: 'email' },
  ],
  captcha: true,
});

const restoreCode = z.string().trim().regex(/^\d+$/).length(ACCOUNT_LIMITS.restoreCodeLength);
export const restoreCodeBodySchema = z.strictObject({ email, code: restoreCode });
export const restoreCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/restorePassword/code',
  summary: 'Whether the recovery code is right (attempts are limited)',
  body: restoreCodeBodySchema,
  response: z.boolean(),
  public: true,
  rateLimits: [{ bucket: 'restore', per: 'address' }],
});

export const restoreChangeBodySchema = z.strictObject({ email, code: restoreCode, password });
export const restoreChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/restorePassword/change',
  summary: 'Set a new password with the recovery code; ends every other session and signs in',
  body: restoreChangeBodySchema,
  response: sessionStateSchema,
  public: true,
  rateLimits: [{ bucket: 'restore', per: 'address' }],
});

export const settingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/settings',
  summary: "The signed-in reader's user, contacts and events; null for a guest",
  response: sessionStateSchema.nullable(),
  public: true,
});

type ChangeShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: z.ZodOptional<
    Shape[Key] extends z.ZodDefault<infer Inner> ? Inner : Shape[Key]
  >;
};

/**
 * A change of one group of settings: each field optional and without its default. (`partial()`
 * keeps the defaults, so changing one list's visibility would put every other back to its default.)
 */
function changeOf<Shape extends z.ZodRawShape>(group: z.ZodObject<Shape>) {
  const fields = Object.entries(group.shape).map(([key, field]) => [
    key,
    (field instanceof z.ZodDefault
      ? (field.unwrap() as z.ZodType)
      : (field as z.ZodType)
    ).optional(),
  ]);
  return z.strictObject(Object.fromEntries(fields) as ChangeShape<Shape>);
}

export const userSettingsBodySchema = z.strictObject({
  lists: changeOf(userSettingsSchema.shape.lists.unwrap()).optional(),
  mainPageRelizedExtended: userSettingsSchema.shape.mainPageRelizedExtended.unwrap().optional(),
  mainPageAddedExtended: userSettingsSchema.shape.mainPageAddedExtended.unwrap().optional(),
  mainPageBestsExtended: userSettingsSchema.shape.mainPageBestsExtended.unwrap().optional(),
  mainPageOtherExtended: userSettingsSchema.shape.mainPageOtherExtended.unwrap().optional(),
  mainPageAiExtended: userSettingsSchema.shape.mainPageAiExtended.unwrap().optional(),
  appearance: changeOf(userSettingsSchema.shape.appearance.unwrap()).optional(),
});
export type UserSettingsBody = z.infer<typeof userSettingsBodySchema>;
export const userSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/userSettings',
  summary:
    "Change the reader's settings (list visibility, main-page blocks, appearance); answers all of them",
  body: userSettingsBodySchema,
  response: userSettingsSchema,
});

export const notRussiaBodySchema = z.strictObject({ notRussia: z.boolean() });
export const notRussiaEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/userSettings/ru',
  summary: 'Set the not-Russia flag',
  body: notRussiaBodySchema,
  response: z.object({ success: z.boolean() }),
});

export const presetsBodySchema = z.strictObject({
  presets: z.array(presetSchema).max(ACCOUNT_LIMITS.presetsMax),
});
export const presetsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/presets',
  summary: "Replace the reader's filter presets (names unique per reader, ignoring case)",
  body: presetsBodySchema,
  response: z.array(presetSchema),
});

/** What another person sees of a profile: no e-mail, no settings, and only the lists allowed. */
export const publicProfileSchema = userSchema.omit({
  email: true,
  settings: true,
  presets: true,
  userEvents: true,
  unreadMessages: true,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const profileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/profile/{id}',
  params: idParamsSchema,
  summary: 'A profile by id (the e-mail, settings and presets only to its owner)',
  // Its owner gets the whole user, as sign-in does (profiles.service.ts `present`).
  response: publicProfileSchema.extend({
    email: z.string().optional(),
    settings: userSettingsSchema.optional(),
    presets: z.array(presetSchema).optional(),
  }),
  public: true,
});

export const profileByUsernameEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/profileByUsername/{username}',
  params: usernameParamsSchema,
  summary: 'A profile by username as it appears in paths (look-alike dots decoded)',
  response: profileEndpoint.response,
  public: true,
});

/** The JSON fields of `PUT /api/profile/{id}` (the multipart body's `data` field, or a JSON body). */
export const profileUpdateBodySchema = z.strictObject({
  username: username.optional(),
  description: z.string().max(ACCOUNT_LIMITS.descriptionMax).optional(),
  role: userRoleSchema.optional(),
  bg: profileBackgroundInputSchema.nullable().optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;
export const profileUpdateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/{id}',
  params: idParamsSchema,
  summary:
    'Edit a profile (multipart: avatar image, avatarMeta and the JSON fields); answers the username',
  body: profileUpdateBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['avatar', 'attachedImages'],
  response: z.object({ username: z.string() }),
  errors: ['forbidden', 'conflict'],
});

export const banBodySchema = z.strictObject({
  reason: banSchema.shape.reason.max(ACCOUNT_LIMITS.banReasonMax),
  expiredAt: banSchema.shape.expiredAt,
});
export const banEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/{id}/ban',
  params: idParamsSchema,
  summary: 'Ban a user until a time, with a reason (moderators)',
  body: banBodySchema,
  response: z.object({ banned: banSchema }),
  errors: ['forbidden'],
});
export const unbanEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/profile/{id}/unban',
  params: idParamsSchema,
  summary: 'Lift a ban (moderators)',
  response: z.object({ banned: z.null() }),
  errors: ['forbidden'],
});

export const userListSortKeys = ['createdAt', 'username'] as const;
export const usersQuerySchema = z.strictObject({
  search: z.string().trim().max(ACCOUNT_LIMITS.searchMax).optional(),
  sortBy: z.enum(userListSortKeys).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(LIMITS.usersPageSize).default(LIMITS.usersPageSize),
});
export const userListItemSchema = userRefSchema.extend({
  email: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
  banned: banSchema.nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;
export const usersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'The user list for staff: search by name or e-mail, 50 a page',
  query: usersQuerySchema,
  response: z.object({ users: z.array(userListItemSchema), count: z.number().int().min(0) }),
  permission: 'viewUserList',
});

export const removeUserEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/{id}',
  params: idParamsSchema,
  summary:
    'Remove a user (administrators): hidden everywhere, sessions ended, name kept on content',
  response: z.object({ removed: z.literal(true) }),
  permission: 'removeUser',
});

export const usersEntitiesQuerySchema = z.strictObject({
  search: z.string().trim().max(ACCOUNT_LIMITS.searchMax).default(''),
});
export const usersEntitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/usersEntities',
  summary: 'Users whose name starts with or contains the text, for user pickers (at most 20)',
  query: usersEntitiesQuerySchema,
  response: z.array(userRefSchema),
});

export const uploadUserBackgroundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/uploadImage/userBG',
  summary: 'Upload a profile background image (multipart `image`); answers its full URL',
  contentTypes: ['multipart/form-data'],
  files: ['image'],
  response: z.string(),
});

/** The avatar image's stored sizes, as a profile answers them. */
export const avatarSchema = imageRefSchema;

/** Every accounts call, in the order of docs/product §7: tests walk it to prove each one is covered. */
export const accountsEndpoints: readonly Endpoint[] = [
  captchaEndpoint,
  signupEndpoint,
  registrationConfirmEndpoint,
  loginEndpoint,
  googleLoginEndpoint,
  logoutEndpoint,
  restoreRequestEndpoint,
  restoreCodeEndpoint,
  restoreChangeEndpoint,
  settingsEndpoint,
  userSettingsEndpoint,
  notRussiaEndpoint,
  presetsEndpoint,
  profileEndpoint,
  profileByUsernameEndpoint,
  profileUpdateEndpoint,
  banEndpoint,
  unbanEndpoint,
  usersEndpoint,
  removeUserEndpoint,
  usersEntitiesEndpoint,
  uploadUserBackgroundEndpoint,
];
