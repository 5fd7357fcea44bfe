import { isLegacyHtmlBody, type PostBody } from '@vn/domain';
import { BlocksView, MarkupView } from '@vn/editor';

export interface PostBodyViewProps {
  body: PostBody;
  /** `[hide]` text is for signed-in readers only (docs/product §3 markup tags). */
  showHidden: boolean;
  className?: string;
}

/**
 * An article's body as stored (docs/product §3 Post): a version 2 body is content blocks; an older one a
 * markup string, shown by the markup renderer; older still, HTML, which `BlocksView` shows converted
 * to blocks (the markup renderer would show its tags as text).
 */
export function PostBodyView({ body, showHidden, className }: PostBodyViewProps) {
  if (typeof body === 'string' && !isLegacyHtmlBody(body)) {
    return <MarkupView value={body} showHidden={showHidden} className={className} />;
  }
  return <BlocksView value={body} showHidden={showHidden} className={className} />;
}
