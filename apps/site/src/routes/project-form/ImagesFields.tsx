import {
  imageSafetyMarkLabels,
  imageSafetyMarks,
  isVideoScreenshot,
  parseVideoId,
  safetyMarkList,
  videoThumbnailUrl,
  withSafetyMarks,
  type ImageSafetyMark,
} from '@vn/domain';
import { Button, Checkbox, ImageInput, Menu, MenuItem, TextField } from '@vn/ui';
import { ShieldAlert, Trash2 } from 'lucide-react';
import { useController, type Control } from 'react-hook-form';
import { useCheckedText } from '../../forms/use-checked-text';
import type { ChosenImages, ImageSafety } from './project-form-writes';
import type { ProjectFormValues } from './project-form-values';
import * as styles from './ProjectForm.css';

export const noChosenImages: ChosenImages = { poster: null, bg: null, screenshots: [] };
export const noImageSafety: ImageSafety = { sexualContent: false, violence: false, erotic: false };

export interface ImagesFieldsProps {
  control: Control<ProjectFormValues>;
  images: ChosenImages;
  onImagesChange: (images: ChosenImages) => void;
  safety: ImageSafety;
  onSafetyChange: (safety: ImageSafety) => void;
}

/** The message under the video field when the text is neither an id nor a video link (§5). */
const NOT_A_VIDEO = 'Не похоже на видео: вставьте id или ссылку на YouTube';

/**
 * Poster, background and screenshots (docs/product §3 Novel; §5 video entry; image meta): the images the
 * project has, removable, each with its safety marks; new files (sent with the draft) with one set
 * of marks for all of them; videos by id or link.
 */
export function ImagesFields({
  control,
  images,
  onImagesChange,
  safety,
  onSafetyChange,
}: ImagesFieldsProps) {
  const screenshots = useController({ control, name: 'screenshots' });
  const video = useCheckedText();

  const addVideo = () => {
    const id = parseVideoId(video.text);
    if (!id) {
      video.setError(NOT_A_VIDEO);
      return;
    }
    screenshots.field.onChange([
      ...screenshots.field.value,
      { contentType: 'youtube', full: id, preview: videoThumbnailUrl(id) },
    ]);
    video.setText('');
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Изображения и видео</legend>
      <div className={styles.images}>
        <OneImageThumbnail control={control} name="poster" alt="Постер" />
        <OneImageThumbnail control={control} name="bg" alt="Фон" />
        {screenshots.field.value.map((shot, index) => {
          const thumbnail = {
            src: shot.preview ?? '',
            onRemove: () =>
              screenshots.field.onChange(screenshots.field.value.filter((_, at) => at !== index)),
          };
          const key = `${shot.full}-${index}`;
          // A video's picture is the host's; only uploaded screenshots carry marks (§3).
          if (isVideoScreenshot(shot)) {
            return <Thumbnail key={key} alt={`Видео ${index + 1}`} {...thumbnail} />;
          }
          return (
            <Thumbnail
              key={key}
              alt={`Скриншот ${index + 1}`}
              {...thumbnail}
              marks={safetyMarkList(shot)}
              onMarksChange={(marks) =>
                screenshots.field.onChange(
                  screenshots.field.value.map((each, at) =>
                    at === index ? withSafetyMarks(shot, marks) : each,
                  ),
                )
              }
            />
          );
        })}
      </div>
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
      <div className={styles.row} role="group" aria-labelledby="new-image-marks">
        <span id="new-image-marks" className={styles.rowLabel}>
          Пометки новых изображений:
        </span>
        {imageSafetyMarks.map((mark) => (
          <Checkbox
            key={mark}
            label={imageSafetyMarkLabels[mark]}
            isSelected={safety[mark]}
            onChange={(isSelected) => onSafetyChange({ ...safety, [mark]: isSelected })}
          />
        ))}
      </div>
      <div className={styles.row}>
        <TextField label="Видео: id или ссылка" {...video.fieldProps} />
        <div className={styles.alignEnd}>
          <Button variant="secondary" onPress={addVideo} isDisabled={video.text.trim() === ''}>
            Добавить видео
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The poster's or the background's thumbnail, while the project has that image: removable, with
 * its safety marks. The two single images of a project are shown alike.
 */
function OneImageThumbnail({
  control,
  name,
  alt,
}: {
  control: Control<ProjectFormValues>;
  name: 'poster' | 'bg';
  alt: string;
}) {
  const { field } = useController({ control, name });
  if (!field.value) return null;
  return (
    <Thumbnail
      src={field.value.preview}
      alt={alt}
      onRemove={() => field.onChange(null)}
      marks={safetyMarkList(field.value)}
      onMarksChange={(marks) => field.value && field.onChange(withSafetyMarks(field.value, marks))}
    />
  );
}

interface ThumbnailProps {
  src: string;
  alt: string;
  onRemove: () => void;
  /** The image's safety marks, changed from a menu (images without marks, like a video, omit it). */
  marks?: readonly ImageSafetyMark[];
  onMarksChange?: (marks: Iterable<ImageSafetyMark>) => void;
}

function Thumbnail({ src, alt, onRemove, marks, onMarksChange }: ThumbnailProps) {
  return (
    <figure className={styles.thumbnail}>
      <img src={src} alt={alt} className={styles.thumbnailImage} loading="lazy" />
      <div className={styles.thumbnailActions}>
        {marks && onMarksChange && (
          <Menu
            aria-label={`Пометки: ${alt}`}
            selectionMode="multiple"
            selectedKeys={marks}
            onSelectionChange={(keys) =>
              // "all" is never offered (no select-all item); the set of chosen marks is.
              keys !== 'all' && onMarksChange([...keys] as ImageSafetyMark[])
            }
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Пометки: ${alt}`}>
                <ShieldAlert aria-hidden size="1em" />
              </Button>
            }
          >
            {imageSafetyMarks.map((mark) => (
              <MenuItem key={mark} id={mark}>
                {imageSafetyMarkLabels[mark]}
              </MenuItem>
            ))}
          </Menu>
        )}
        <Button variant="ghost" size="sm" aria-label={`Убрать: ${alt}`} onPress={onRemove}>
          <Trash2 aria-hidden size="1em" />
        </Button>
      </div>
      {marks && marks.length > 0 && (
        <figcaption className={styles.thumbnailMarks}>
          {marks.map((mark) => imageSafetyMarkLabels[mark]).join(', ')}
        </figcaption>
      )}
    </figure>
  );
}
