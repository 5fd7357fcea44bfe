import { useCommands } from '@remirror/react';
import { SMILES } from '@vn/domain';
import { Smile } from 'lucide-react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import { smileLabel } from '../leaf-labels';
import type { ToolProps } from './FormattingTools';
import { LeafPicker, type PickerItem } from './LeafPicker';

const smiles: PickerItem[] = SMILES.map((smile) => ({
  id: smile.name,
  label: smileLabel(smile),
  picture: <span aria-hidden>{smile.emoji}</span>,
}));

/** `[smile]`: the smile picker (the domain's smiles, drawn as their emoji). */
export function SmileTool({ isDisabled }: ToolProps) {
  const commands = useCommands<MarkupExtension>();
  return (
    <LeafPicker
      label="Смайлы"
      icon={Smile}
      items={smiles}
      isDisabled={isDisabled}
      onPick={(name) => commands.insertSmile(name)}
    />
  );
}
