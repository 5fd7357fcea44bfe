import { accountMessages, uploadUserBackgroundRoute } from '@vn/domain';
import { Avatar, Button, ImageInput, Select, useToasts } from '@vn/ui';
import { Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { callEndpoint } from '../../api/client';
import * as styles from './EditProfilePage.css';
import {
  isReadableImage,
  newBackground,
  saveFailureOf,
  type ProfileBackground,
} from './profile-form';

/*
 * The pictures of /edit/profile/{id} (docs/product §2.2, §2.4): the avatar (sent with the form) and the
 * background (uploaded at once through `POST /api/uploadImage/userBG`, then kept as its address and
 * look: opacity, size, position; removable).
 */

/** A picture the browser cannot draw is refused with the toast of docs/product §8 Images. */
function useReadableImage() {
  const toasts = useToasts();
  return async (file: File | undefined): Promise<File | null> => {
    if (!file) return null;
    if (await isReadableImage(file)) return file;
    toasts.error(accountMessages.imageUnreadable);
    return null;
  };
}

export interface AvatarFieldProps {
  username: string;
  /** The avatar the profile has. */
  currentSrc: string | null;
  chosen: File | null;
  onChoose: (file: File) => void;
}

export function AvatarField({ username, currentSrc, chosen, onChoose }: AvatarFieldProps) {
  const readable = useReadableImage();
  const chosenSrc = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => void (chosenSrc && URL.revokeObjectURL(chosenSrc)), [chosenSrc]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Аватар</legend>
      <div className={styles.pictureRow}>
        <Avatar name={username} src={chosenSrc ?? currentSrc} size="lg" />
        <ImageInput
          buttonLabel="Выбрать аватар"
          hint="Перетащите изображение или вставьте из буфера"
          onImages={(files) =>
            void readable(files[0]).then((file) => {
              if (file) onChoose(file);
            })
          }
        />
      </div>
    </fieldset>
  );
}

const opacityItems = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1].map((value) => ({
  id: String(value),
  label: `${Math.round(value * 100)}%`,
}));
const sizeItems = [
  { id: 'cover', label: 'Заполнить' },
  { id: 'contain', label: 'Вписать' },
  { id: 'auto', label: 'Как есть' },
];
const positionItems = [
  { id: 'center', label: 'По центру' },
  { id: 'top', label: 'Сверху' },
  { id: 'bottom', label: 'Снизу' },
  { id: 'left', label: 'Слева' },
  { id: 'right', label: 'Справа' },
];

/** The preview draws the picture as the header will (CSS background-size → object-fit). */
const objectFitOf: Record<string, 'cover' | 'contain' | 'none'> = {
  cover: 'cover',
  contain: 'contain',
  auto: 'none',
};

/** A value the profile has that the menu does not offer still shows (as itself). */
const withValue = (items: { id: string; label: string }[], value: string) =>
  items.some((item) => item.id === value) ? items : [...items, { id: value, label: value }];

export interface BackgroundFieldProps {
  background: ProfileBackground | null;
  onChange: (background: ProfileBackground | null) => void;
}

export function BackgroundField({ background, onChange }: BackgroundFieldProps) {
  const toasts = useToasts();
  const readable = useReadableImage();
  const [isUploading, setUploading] = useState(false);

  const upload = async (chosen: File | undefined) => {
    const file = await readable(chosen);
    if (!file) return;
    setUploading(true);
    try {
      const formData = new FormData();
      formData.append('image', file);
      const url = await callEndpoint(uploadUserBackgroundRoute, { formData });
      onChange(newBackground(url));
    } catch (error) {
      toasts.error(saveFailureOf(error).toast);
    } finally {
      setUploading(false);
    }
  };

  const look = <K extends 'opacity' | 'size' | 'position'>(key: K, value: ProfileBackground[K]) =>
    background && onChange({ ...background, [key]: value });

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Фон</legend>
      {background && (
        <>
          <img
            className={styles.backgroundPreview}
            src={background.url}
            alt="Фон профиля"
            style={{
              opacity: background.opacity,
              objectPosition: background.position,
              objectFit: objectFitOf[background.size] ?? 'cover',
            }}
          />
          <div className={styles.backgroundLooks}>
            <Select
              label="Прозрачность"
              items={withValue(opacityItems, String(background.opacity))}
              selectedKey={String(background.opacity)}
              onSelectionChange={(key) => look('opacity', Number(key))}
            />
            <Select
              label="Размер"
              items={withValue(sizeItems, background.size)}
              selectedKey={background.size}
              onSelectionChange={(key) => look('size', String(key))}
            />
            <Select
              label="Положение"
              items={withValue(positionItems, background.position)}
              selectedKey={background.position}
              onSelectionChange={(key) => look('position', String(key))}
            />
          </div>
        </>
      )}
      <div className={styles.pictureRow}>
        <ImageInput
          buttonLabel={background ? 'Заменить фон' : 'Выбрать фон'}
          hint="Перетащите изображение или вставьте из буфера"
          isDisabled={isUploading}
          onImages={(files) => void upload(files[0])}
        />
        {background && (
          <Button variant="secondary" onPress={() => onChange(null)}>
            <Trash2 aria-hidden size="1em" /> Удалить фон
          </Button>
        )}
      </div>
    </fieldset>
  );
}
