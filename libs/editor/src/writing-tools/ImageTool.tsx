import { ToolbarButton } from '@vn/ui';
import { ImagePlus } from 'lucide-react';
import { FileTrigger } from 'react-aria-components';
import type { ToolProps } from './FormattingTools';

export interface ImageToolProps extends ToolProps {
  /** The text holds as many pictures as it may. */
  isFull: boolean;
  onFiles: (files: File[]) => void;
}

/** `[img]`: the file chooser, images only, several at once (docs/product §5). */
export function ImageTool({ isDisabled, isFull, onFiles }: ImageToolProps) {
  return (
    <FileTrigger
      acceptedFileTypes={['image/*']}
      allowsMultiple
      onSelect={(list) => onFiles(list ? Array.from(list) : [])}
    >
      <ToolbarButton
        label={isFull ? 'Изображение (больше нельзя)' : 'Изображение'}
        icon={ImagePlus}
        isDisabled={isDisabled || isFull}
      />
    </FileTrigger>
  );
}
