import type { ImgHTMLAttributes } from 'react';

/** A project's poster as the API gives it: the picture, its preview and the preview's size. */
interface PosterImage {
  preview: string;
  full: string;
  previewWidth?: number;
  previewHeight?: number;
}

export type PosterPreviewProps = { poster: PosterImage; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt'
>;

/**
 * A project's poster at its preview's size, for its page, a draft's preview and a translation's
 * card: the preview, or the full picture where there is none.
 */
export function PosterPreview({ poster, alt, ...img }: PosterPreviewProps) {
  return (
    <img
      {...img}
      src={poster.preview || poster.full}
      width={poster.previewWidth}
      height={poster.previewHeight}
      alt={alt}
    />
  );
}
