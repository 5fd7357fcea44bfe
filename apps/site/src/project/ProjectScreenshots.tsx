import { isImageBlurred, isVideoScreenshot, type Appearance, type NovelPage } from '@vn/domain';
import { Carousel, type CarouselItem } from '@vn/ui';
import { useAppearance } from '../appearance/appearance-store';
import { ProjectSection } from './ProjectSection';

/**
 * The carousel's slides: screenshots and videos (docs/product §3: a video's `full` is its id); a marked
 * screenshot is veiled unless the reader chose to see such images.
 */
export function screenshotSlides(
  screenshots: NovelPage['screenshots'],
  projectName: string,
  appearance: Pick<Appearance, 'showSensitiveImages'>,
): CarouselItem[] {
  return screenshots.map((shot, index) =>
    isVideoScreenshot(shot)
      ? { kind: 'video', url: shot.full, title: `Видео: ${projectName}` }
      : {
          kind: 'image',
          src: shot.full,
          alt: `Скриншот ${index + 1}: ${projectName}`,
          isVeiled: isImageBlurred(shot, appearance),
        },
  );
}

/** Screenshots and videos; the carousel loads the slides not shown lazily. */
export function ProjectScreenshots({ novel }: { novel: Pick<NovelPage, 'screenshots' | 'name'> }) {
  const appearance = useAppearance();
  return (
    <ProjectSection id="project-screenshots" title="Скриншоты и видео">
      <Carousel items={screenshotSlides(novel.screenshots, novel.name, appearance)} />
    </ProjectSection>
  );
}
