import { backgroundParallaxShift } from '@vn/domain';
import { useEffect, useState } from 'react';

/**
 * A page background's parallax (docs/product §9; a profile's, a project's): how far the picture is
 * moved for the page's scroll, following it once a frame and no longer once 2,000 px are passed. Off
 * (0) for readers who asked for reduced motion, and when the page has no picture.
 */
export function useBackgroundParallax(isOn: boolean): number {
  const [shift, setShift] = useState(0);
  useEffect(() => {
    if (!isOn || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setShift(backgroundParallaxShift(window.scrollY)));
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow);
    };
  }, [isOn]);
  return isOn ? shift : 0;
}
