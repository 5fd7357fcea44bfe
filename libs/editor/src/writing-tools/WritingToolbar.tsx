import { Toolbar, ToolbarSeparator, ToolbarToggleButton } from '@vn/ui';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import * as frame from '../WritingField/WritingField.css';
import { FormattingTools } from './FormattingTools';
import { LinkTool } from './LinkTool';
import { MentionTool } from './MentionTool';
import { ProjectLinkTool, type SearchProjects } from './ProjectLinkTool';
import { SmileTool } from './SmileTool';
import { SpoilerTool } from './SpoilerTool';
import { StickerTool } from './StickerTool';

export interface WritingToolbarProps {
  /** The editor's label, which names the toolbar ("Оформление: Комментарий"). */
  label: string;
  /** The editor is read-only: the preview toggle rests too. */
  isDisabled: boolean;
  /** The markup's inline tools rest (read-only, the preview shown, or the caret out of a row). */
  isInlineDisabled: boolean;
  isPreview: boolean;
  onPreviewChange: (isPreview: boolean) => void;
  withMentions: boolean;
  searchProjects: SearchProjects | undefined;
  /** The markup editor's picture tool, among the inline tools before the stickers. */
  imageTool?: ReactNode;
  /** The block editor's own tools, after the inline ones. */
  children?: ReactNode;
}

/**
 * The toolbar both editors share: the markup's inline tools (docs/product §3 tags), what the
 * editor adds, and the preview toggle at the end. One Tab stop; the arrow keys move between tools.
 */
export function WritingToolbar({
  label,
  isDisabled,
  isInlineDisabled,
  isPreview,
  onPreviewChange,
  withMentions,
  searchProjects,
  imageTool,
  children,
}: WritingToolbarProps) {
  return (
    <Toolbar aria-label={`Оформление: ${label}`} className={frame.editorToolbar}>
      <FormattingTools isDisabled={isInlineDisabled} />
      <ToolbarSeparator />
      <LinkTool isDisabled={isInlineDisabled} />
      {searchProjects ? (
        <ProjectLinkTool isDisabled={isInlineDisabled} search={searchProjects} />
      ) : null}
      {withMentions ? <MentionTool isDisabled={isInlineDisabled} /> : null}
      <SpoilerTool isDisabled={isInlineDisabled} />
      {imageTool}
      <StickerTool isDisabled={isInlineDisabled} />
      <SmileTool isDisabled={isInlineDisabled} />
      {children}
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
