import { isImageFile } from '@vn/domain';
import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { forwardRef, type ClipboardEvent, type ReactNode } from 'react';
import {
  DropZone,
  FileTrigger,
  isFileDropItem,
  Text,
  type DropZoneProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { useFieldHelpById } from '../Field';
import {
  imageInput,
  imageInputHint,
  imageInputIcon,
  imageInputRoot,
  type ImageInputVariants,
} from './ImageInput.css';

/** The image types a drag may carry for the zone to accept it (files are filtered again on drop). */
const imageTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/bmp',
];

export interface ImageInputProps {
  /** Called with the image files chosen, dropped or pasted (other files are left out). */
  onImages: (files: File[]) => void;
  /** @default 'Перетащите изображения или вставьте из буфера' */
  hint?: ReactNode;
  /** @default 'Выбрать изображения' */
  buttonLabel?: ReactNode;
  description?: ReactNode;
  isInvalid?: boolean;
  /** Shown while `isInvalid`. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  /** @default 'md' */
  size?: ImageInputVariants['size'];
  className?: string;
}

/**
 * Images only, several at once (docs/product §5): react-aria's `DropZone` for drag and drop (and paste
 * while focused), a `FileTrigger` button for the file dialog, and paste anywhere inside.
 */
export const ImageInput = forwardRef<HTMLDivElement, ImageInputProps>(function ImageInput(
  {
    onImages,
    hint = 'Перетащите изображения или вставьте из буфера',
    buttonLabel = 'Выбрать изображения',
    description,
    isInvalid,
    errorMessage,
    isDisabled,
    size,
    className,
  },
  ref,
) {
  const { describedBy, help } = useFieldHelpById({ description, isInvalid, errorMessage });

  const deliver = (files: File[]) => {
    const images = files.filter(isImageFile);
    if (images.length > 0) onImages(images);
  };

  const onDrop: DropZoneProps['onDrop'] = async (event) => {
    const items = event.items.filter(isFileDropItem).filter(isImageFile);
    deliver(await Promise.all(items.map((item) => item.getFile())));
  };

  // A paste the drop zone's own (focused) button has handled is marked so; others land here.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (isDisabled || event.defaultPrevented) return;
    const files = Array.from(event.clipboardData.files).filter(isImageFile);
    if (files.length === 0) return;
    event.preventDefault();
    deliver(files);
  };

  return (
    // The paste handler sits on a wrapper: DropZone does not pass `onPaste` to its element.
    <div ref={ref} onPaste={onPaste} className={clsx(imageInputRoot, className)}>
      <DropZone
        isDisabled={isDisabled}
        aria-describedby={describedBy}
        data-invalid={isInvalid || undefined}
        getDropOperation={(types) =>
          imageTypes.some((type) => types.has(type)) ? 'copy' : 'cancel'
        }
        onDrop={onDrop}
        className={imageInput({ size })}
      >
        <ImagePlus className={imageInputIcon} size="2em" aria-hidden />
        <Text slot="label" className={imageInputHint}>
          {hint}
        </Text>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => deliver(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {help}
    </div>
  );
});
