import { useActive, useCommands, useEditorState } from '@remirror/react';
import { ToolbarButton, ToolbarSeparator, ToolbarToggleButton } from '@vn/ui';
import {
  Heading2,
  Images,
  ListCollapse,
  SquareCode,
  TextQuote,
  type LucideIcon,
} from 'lucide-react';
import { FileTrigger } from 'react-aria-components';
import { BLOCK_NODES } from '../extensions/blocks/block-names';
import type { BlocksExtension } from '../extensions/blocks/blocks-extensions';
import { useFocusText } from '../writing-tools/use-focus-text';
import { WritingToolbar, type WritingToolbarProps } from '../writing-tools/WritingToolbar';

export interface BlocksEditorToolbarProps extends Omit<
  WritingToolbarProps,
  'isInlineDisabled' | 'imageTool' | 'children'
> {
  /** Pictures can be added (the app gave an upload); with how many are uploading now. */
  images: { pending: number; upload: (files: File[]) => void } | undefined;
}

interface BlockTool {
  label: string;
  icon: LucideIcon;
  isOn: boolean;
  isAvailable: boolean;
  toggle: () => void;
}

/** Whether the caret is in a row, where the markup's inline tools apply. */
export function useIsInRow(): boolean {
  const { selection } = useEditorState();
  return selection.$from.parent.type.name === BLOCK_NODES.text;
}

/**
 * The block editor's tools (docs/product §3 "Content blocks"): the markup's inline tools for the row the
 * caret is in (they rest in a header, code or a spoiler's title, which hold plain text), then one
 * toggle per kind of block — header, quote (unavailable in a spoiler, docs/product §5), code, spoiler —
 * and the pictures, then the preview. One Tab stop; the arrow keys move between tools.
 */
export function BlocksEditorToolbar({ images, ...toolbar }: BlocksEditorToolbarProps) {
  const active = useActive<BlocksExtension>();
  const commands = useCommands<BlocksExtension>();
  const focusText = useFocusText();
  const inRow = useIsInRow();
  // Every tool rests while the editor is read-only or shows its preview.
  const resting = toolbar.isDisabled || toolbar.isPreview;

  const blockTools: BlockTool[] = [
    {
      label: 'Заголовок',
      icon: Heading2,
      isOn: active.headerBlock(),
      isAvailable: commands.toggleHeader.enabled(),
      toggle: commands.toggleHeader,
    },
    {
      label: 'Цитата',
      icon: TextQuote,
      isOn: active.quoteBlock(),
      isAvailable: commands.toggleQuoteBlock.enabled(),
      toggle: commands.toggleQuoteBlock,
    },
    {
      label: 'Код',
      icon: SquareCode,
      isOn: active.codeBlock(),
      isAvailable: commands.toggleCode.enabled(),
      toggle: commands.toggleCode,
    },
    {
      label: 'Спойлер-блок',
      icon: ListCollapse,
      isOn: active.spoilerBlock(),
      isAvailable: commands.toggleSpoilerBlock.enabled(),
      toggle: commands.toggleSpoilerBlock,
    },
  ];

  return (
    <WritingToolbar {...toolbar} isInlineDisabled={resting || !inRow}>
      <ToolbarSeparator />
      {blockTools.map((tool) => (
        <ToolbarToggleButton
          key={tool.label}
          label={tool.label}
          icon={tool.icon}
          isSelected={tool.isOn}
          isDisabled={resting || !tool.isAvailable}
          onChange={() => {
            tool.toggle();
            focusText();
          }}
        />
      ))}
      {images ? (
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => images.upload(list ? Array.from(list) : [])}
        >
          <ToolbarButton
            label="Изображения"
            icon={Images}
            isDisabled={resting || images.pending > 0}
          />
        </FileTrigger>
      ) : null}
    </WritingToolbar>
  );
}
