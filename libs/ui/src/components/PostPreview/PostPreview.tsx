import { assignInlineVars } from '@vanilla-extract/dynamic';
import { LAYOUT } from '@vn/domain';
import { clsx } from 'clsx';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Link as AriaLink } from 'react-aria-components';
import * as styles from './PostPreview.css';

export interface PostPreviewProps {
  title: string;
  /** The article's page, e.g. /posts/8. */
  href: string;
  /** Section, author, date, comment count: composed by the app. */
  meta?: ReactNode;
  /** The rendered beginning of the body. */
  children: ReactNode;
  /** Height of the first image when the post starts with one: it collapses at that + 200 px (§9). */
  leadingImageHeight?: number;
  className?: string;
}

/**
 * An article in the list (docs/product §2.2 /posts, §9): title, meta and body, collapsed above 300 px (or
 * its first image's height + 200 px) with a "Читать далее" button that unfolds it in place.
 */
export function PostPreview({
  title,
  href,
  meta,
  children,
  leadingImageHeight,
  className,
}: PostPreviewProps) {
  const limit =
    leadingImageHeight === undefined
      ? LAYOUT.postPreviewMaxHeightPx
      : leadingImageHeight + LAYOUT.postPreviewImageExtraPx;
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = () => setOverflows(body.scrollHeight > limit);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [limit]);

  const collapsed = overflows && !expanded;
  return (
    <article className={clsx(styles.card, className)}>
      <h2 className={styles.title}>
        {/* react-aria's link: it goes through the app's router instead of reloading the page. */}
        <AriaLink className={styles.titleLink} href={href}>
          {title}
        </AriaLink>
      </h2>
      {meta && <div className={styles.meta}>{meta}</div>}
      <div
        id={bodyId}
        ref={bodyRef}
        className={styles.body}
        data-collapsed={collapsed}
        style={assignInlineVars({ [styles.collapsedHeight]: `${limit}px` })}
      >
        {children}
      </div>
      {overflows && (
        <Button
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onPress={() => setExpanded(!expanded)}
        >
          {expanded ? 'Свернуть' : 'Читать далее'}
        </Button>
      )}
    </article>
  );
}
