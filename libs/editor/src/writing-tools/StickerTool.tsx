import { useCommands } from '@remirror/react';
import { stickerImagePath, stickersOfSet } from '@vn/domain';
import { Sticker } from 'lucide-react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import { stickerLabel } from '../leaf-labels';
import type { ToolProps } from './FormattingTools';
import { LeafPicker, type PickerItem } from './LeafPicker';
import { pickerImage } from './tools.css';

/** The set `wk`, ten pictures at `/emoji/wk/{1..10}.png` (docs/product §3). */
const stickers: PickerItem[] = stickersOfSet('wk').map((sticker) => ({
  id: `${sticker.set}/${sticker.name}`,
  label: stickerLabel(sticker),
  picture: <img src={stickerImagePath(sticker)} alt="" className={pickerImage} />,
}));

/** `[sticker]`: the sticker picker. */
export function StickerTool({ isDisabled }: ToolProps) {
  const commands = useCommands<MarkupExtension>();
  return (
    <LeafPicker
      label="Стикеры"
      icon={Sticker}
      items={stickers}
      isDisabled={isDisabled}
      onPick={(id) => {
        const [set = '', name = ''] = id.split('/');
        commands.insertSticker({ set, name });
      }}
    />
  );
}
