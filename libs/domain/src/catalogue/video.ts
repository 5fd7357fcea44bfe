/** A video-hosting id: 11 characters of letters, digits, `-` and `_`. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const SHORT_HOST_PATH = /^(?:https?:\/\/)?(?:www\.)?youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#/].*)?$/i;
const V_PARAMETER = /[?&]v=([A-Za-z0-9_-]{11})(?:[&#].*)?$/;
const EMBED_PATH =
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed|shorts|live)\/([A-Za-z0-9_-]{11})(?:[?#/].*)?$/i;

/**
 * The video id in what the editor typed (docs/product §5): an id itself, a short-host link
 * (`youtu.be/ID`), a link with a `v` parameter, or an embed/shorts link. Null when it is none of them.
 */
export function parseVideoId(input: string): string | null {
  const value = input.trim();
  if (VIDEO_ID.test(value)) return value;
  const match = SHORT_HOST_PATH.exec(value) ?? EMBED_PATH.exec(value) ?? V_PARAMETER.exec(value);
  return match?.[1] ?? null;
}

/** The preview image of a video, for the screenshot carousel. */
export function videoThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/**
 * Whether a screenshot is a video (docs/product §3: `contentType` youtube, `full` the video id). A type
 * guard, since an image's `contentType` is any string and TypeScript cannot narrow the union by it.
 */
export function isVideoScreenshot<Shot extends object>(
  shot: Shot,
): shot is Extract<Shot, { contentType: 'youtube' }> {
  return (shot as { contentType?: unknown }).contentType === 'youtube';
}
