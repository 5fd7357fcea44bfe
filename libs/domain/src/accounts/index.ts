export {
  appearanceFrom,
  defaultAppearance,
  isImageBlurred,
  isThemeChoice,
  resolveTheme,
  safetyMarksOf,
  themeChoiceLabels,
  themeChoices,
  type Appearance,
  type ImageSafetyMarks,
  type Theme,
  type ThemeChoice,
} from './appearance';
export {
  banDurations,
  banDurationsOffered,
  banExpiry,
  isBanActive,
  type BanDurationKey,
  type UserBan,
} from './ban';
export { accountMessages, profileUpdateErrorMessage } from './messages';
export {
  actionsDeniedWhileBanned,
  can,
  isPermissionAction,
  permissionActions,
  publicActions,
  type Actor,
  type AuthoredSubject,
  type CanRequest,
  type NovelSubject,
  type PermissionAction,
  type PermissionSubject,
  type SubjectAction,
  type UserSubject,
} from './permissions';
export { isStaffMember, isUserRole, userRoleLabels, userRoles, type UserRole } from './roles';
export { userRoleSchema } from './schemas';
export {
  usernameFromPathSegment,
  usernameFromRouteParam,
  usernamePathDot,
  usernameToPathParam,
  usernameToPathSegment,
} from './username-path';
export {
  accountServerErrorOf,
  accountServerErrors,
  accountValidationMessages,
  profileUpdatePayload,
  profileUpdateSchema,
  registrationSchema,
  restoreCaptchaError,
  restorePasswordSchema,
  restoreRequestSchema,
  type AccountField,
  type AccountServerError,
  type ProfileUpdate,
  type RegistrationForm,
  type RestorePasswordForm,
  type RestoreRequestForm,
} from './validation';
export {
  BACKGROUND_PARALLAX_RATE,
  backgroundParallaxShift,
  profileAvatarSrc,
  profilePath,
  profileTabLabels,
  profileTabs,
  profileTabsFor,
  userListLabel,
  userListsPath,
  type ProfileTab,
} from './profile';
