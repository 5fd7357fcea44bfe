import { useActive, useCommands, useEditorState, useRemirrorContext } from '@remirror/react';
import { Toolbar, ToolbarButton, ToolbarSeparator, ToolbarToggleButton } from '@vn/ui';
import {
  Eye,
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
import { FormattingTools } from '../writing-tools/FormattingTools';
import { LinkTool } from '../writing-tools/LinkTool';
import { MentionTool } from '../writing-tools/MentionTool';
import { ProjectLinkTool, type SearchProjects } from '../writing-tools/ProjectLinkTool';
import { SmileTool } from '../writing-tools/SmileTool';
import { SpoilerTool } from '../writing-tools/SpoilerTool';
import { StickerTool } from '../writing-tools/StickerTool';
import * as frame from '../WritingField/WritingField.css';

export interface BlocksEditorToolbarProps {
  /** The editor's label, which names the toolbar ("Оформление: Текст статьи"). */
  label: string;
  /** The editor is read-only: every tool rests. */
  isDisabled: boolean;
  isPreview: boolean;
  onPreviewChange: (isPreview: boolean) => void;
  withMentions: boolean;
  searchProjects: SearchProjects | undefined;
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
export function BlocksEditorToolbar({
  label,
  isDisabled,
  isPreview,
  onPreviewChange,
  withMentions,
  searchProjects,
  images,
}: BlocksEditorToolbarProps) {
  const active = useActive<BlocksExtension>();
  const commands = useCommands<BlocksExtension>();
  const { focus } = useRemirrorContext();
  const inRow = useIsInRow();
  const resting = isDisabled || isPreview;
  const inlineResting = resting || !inRow;

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
    <Toolbar aria-label={`Оформление: ${label}`} className={frame.editorToolbar}>
      <FormattingTools isDisabled={inlineResting} />
      <ToolbarSeparator />
      <LinkTool isDisabled={inlineResting} />
      {searchProjects ? (
        <ProjectLinkTool isDisabled={inlineResting} search={searchProjects} />
      ) : null}
      {withMentions ? <MentionTool isDisabled={inlineResting} /> : null}
      <SpoilerTool isDisabled={inlineResting} />
      <StickerTool isDisabled={inlineResting} />
      <SmileTool isDisabled={inlineResting} />
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
            focus();
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
      <ToolbarToggleButton
        label="Предпросмотр"
        icon={Eye}
        showLabel
        isSelected={isPreview}
        onChange={onPreviewChange}
        isDisabled={isDisabled}
        className={frame.previewToggle}
      />
    </Toolbar>
  );
}
