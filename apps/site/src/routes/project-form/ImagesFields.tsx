import { parseVideoId, videoThumbnailUrl } from '@vn/domain';
import { Button, Checkbox, ImageInput, TextField } from '@vn/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { ChosenImages, ImageSafety } from './project-form-writes';
import type { ProjectFormValues } from './project-form-values';
import * as styles from './ProjectForm.css';

export const noChosenImages: ChosenImages = { poster: null, bg: null, screenshots: [] };
export const noImageSafety: ImageSafety = { sexualContent: false, violence: false, erotic: false };

export interface ImagesFieldsProps {
  control: Control<ProjectFormValues>;
  allowsNewImages: boolean;
  images: ChosenImages;
  onImagesChange: (images: ChosenImages) => void;
  safety: ImageSafety;
  onSafetyChange: (safety: ImageSafety) => void;
}

/** The message under the video field when the text is neither an id nor a video link (§5). */
const NOT_A_VIDEO = 'Не похоже на видео: вставьте id или ссылку на YouTube';

/**
 * Poster, background and screenshots (SPEC.md §3 Novel; §5 video entry; image meta): the images the
 * project has, removable; new files for a new draft (sent with it); videos by id or link; and the
 * safety marks of the new images.
 */
export function ImagesFields({
  control,
  allowsNewImages,
  images,
  onImagesChange,
  safety,
  onSafetyChange,
}: ImagesFieldsProps) {
  const poster = useController({ control, name: 'poster' });
  const bg = useController({ control, name: 'bg' });
  const screenshots = useController({ control, name: 'screenshots' });
  const [video, setVideo] = useState('');
  const [videoError, setVideoError] = useState<string | undefined>(undefined);

  const addVideo = () => {
    const id = parseVideoId(video);
    if (!id) {
      setVideoError(NOT_A_VIDEO);
      return;
    }
    screenshots.field.onChange([
      ...screenshots.field.value,
      { contentType: 'youtube', full: id, preview: videoThumbnailUrl(id) },
    ]);
    setVideo('');
    setVideoError(undefined);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Изображения и видео</legend>
      <div className={styles.images}>
        {poster.field.value && (
          <Thumbnail
            src={poster.field.value.preview}
            alt="Постер"
            onRemove={() => poster.field.onChange(null)}
          />
        )}
        {bg.field.value && (
          <Thumbnail
            src={bg.field.value.preview}
            alt="Фон"
            onRemove={() => bg.field.onChange(null)}
          />
        )}
        {screenshots.field.value.map((shot, index) => (
          <Thumbnail
            key={`${shot.full}-${index}`}
            src={shot.preview ?? ''}
            alt={shot.contentType === 'youtube' ? `Видео ${index + 1}` : `Скриншот ${index + 1}`}
            onRemove={() =>
              screenshots.field.onChange(screenshots.field.value.filter((_, at) => at !== index))
            }
          />
        ))}
      </div>
      {allowsNewImages && (
        <>
          <ImageInput
            hint="Постер: перетащите изображение или вставьте из буфера"
            buttonLabel="Выбрать постер"
            onImages={([file]) => onImagesChange({ ...images, poster: file ?? null })}
            description={images.poster ? `Выбран: ${images.poster.name}` : undefined}
          />
          <ImageInput
            hint="Скриншоты: перетащите изображения или вставьте из буфера"
            buttonLabel="Выбрать скриншоты"
            onImages={(files) =>
              onImagesChange({ ...images, screenshots: [...images.screenshots, ...files] })
            }
            description={
              images.screenshots.length > 0 ? `Выбрано: ${images.screenshots.length}` : undefined
            }
          />
          <ImageInput
            hint="Фон страницы: перетащите изображение или вставьте из буфера"
            buttonLabel="Выбрать фон"
            onImages={([file]) => onImagesChange({ ...images, bg: file ?? null })}
            description={images.bg ? `Выбран: ${images.bg.name}` : undefined}
          />
          <div className={styles.row} role="group" aria-label="Пометки новых изображений">
            <Checkbox
              label="Сексуальный контент"
              isSelected={safety.sexualContent}
              onChange={(sexualContent) => onSafetyChange({ ...safety, sexualContent })}
            />
            <Checkbox
              label="Насилие"
              isSelected={safety.violence}
              onChange={(violence) => onSafetyChange({ ...safety, violence })}
            />
            <Checkbox
              label="Эротика"
              isSelected={safety.erotic}
              onChange={(erotic) => onSafetyChange({ ...safety, erotic })}
            />
          </div>
        </>
      )}
      <div className={styles.row}>
        <TextField
          label="Видео: id или ссылка"
          value={video}
          onChange={(value) => {
            setVideo(value);
            setVideoError(undefined);
          }}
          isInvalid={videoError !== undefined}
          errorMessage={videoError}
          validationBehavior="aria"
        />
        <div className={styles.alignEnd}>
          <Button variant="secondary" onPress={addVideo} isDisabled={video.trim() === ''}>
            Добавить видео
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

function Thumbnail({ src, alt, onRemove }: { src: string; alt: string; onRemove: () => void }) {
  return (
    <figure className={styles.thumbnail}>
      <img src={src} alt={alt} className={styles.thumbnailImage} loading="lazy" />
      <Button variant="ghost" size="sm" aria-label={`Убрать: ${alt}`} onPress={onRemove}>
        <Trash2 aria-hidden size="1em" />
      </Button>
    </figure>
  );
}
