/** The business constants and limits of docs/product §9, in one place. */
export const LIMITS = {
  /** Cards per catalogue page. */
  novelsPageSize: 30,
  /** The most cards one request may ask for. */
  novelsPageSizeMax: 100,
  /** Catalogue pages start at 0 in state (1 in the URL). */
  firstPage: 0,
  translatorsPageSize: 20,
  usersPageSize: 50,
  allCommentsPageSize: 20,
  profileCommentsPageSize: 20,
  /** Older messages load 20 at a time. */
  messagePageStep: 20,
  /** The notification list grows by 20. */
  notificationsStep: 20,
  /** A paginator shows at most this many pages. */
  paginatorMaxPages: 100,
  usernameMin: 3,
  usernameMax: 24,
  passwordMin: 8,
  commentImagesMax: 8,
  ratingMin: 1,
  ratingMax: 10,
  /** Under this many site votes, the site rating and the average are shown separately. */
  separateRatingsBelowVotes: 10,
  /** Main-page blocks show this many items (0 hides the block). */
  mainPageBlockSizes: [0, 5, 10, 15],
  /** Pixels from the top of a conversation where older messages start loading. */
  olderMessagesThresholdPx: 100,
  /** A message counts as edited when updated this long after it was sent. */
  messageEditedAfterMs: 2 * 60 * 1000,
} as const;

export const TIMINGS = {
  /** Debounce of the user search (`GET /api/usersEntities`). */
  userSearchDebounceMs: 200,
  /** Error toasts hide after this long. */
  errorToastMs: 3000,
  /** At most this many toasts at once. */
  toastsMax: 3,
  /** Dates closer than this are shown relative ("2 часа назад"). */
  relativeDateWithinMs: 3 * 24 * 60 * 60 * 1000,
  /**
   * A moment this little ahead of the reader's clock still reads "только что": the server's clock
   * and the reader's disagree by seconds or minutes, and a comment just sent is never in the future.
   */
  clockDisagreementMs: 5 * 60 * 1000,
  /** How often the page's clock moves on, so relative dates stay true while a page is open. */
  pageClockTickMs: 15 * 1000,
} as const;

export const LAYOUT = {
  /** Mobile layout below this width (px). */
  mobileBreakpoint: 600,
  tabletBreakpoint: 850,
  /** The card grid drops a column below each width (5 columns above 1000 px). */
  gridBreakpoints: [1000, 880, 850, 740, 700],
  gridColumnsMax: 5,
  /** Article previews collapse above this height (image-first posts: image height + 200). */
  postPreviewMaxHeightPx: 300,
  postPreviewImageExtraPx: 200,
  /** A text preview shows the first 2 nodes. */
  textPreviewNodes: 2,
  /** Select menus are 10 rows high. */
  selectMenuRows: 10,
  posterWidthPx: 220,
  posterRatioLimit: 350,
  backgroundParallaxMaxScrollPx: 2000,
  swipeThresholdPx: 100,
  notificationTextLines: 3,
  notificationWidthPx: 300,
} as const;

export const PROFILE_BACKGROUND_DEFAULTS = {
  opacity: 0.5,
  size: 'cover',
  position: 'center',
} as const;

/** An identity-provider avatar URL asking for 96 px is rewritten to ask for 300 px (§9). */
export function upscaleIdentityAvatar(url: string): string {
  return url.replace(/([=/]s)96(-c)?(?=$|[/?&])/, '$1300$2');
}

/** Local storage keys (§9). */
export const STORAGE_KEYS = {
  presets: 'presets',
  banExpiry: 'banExpiredAt',
  registrationBlocked: 'registrationBlocked',
} as const;
