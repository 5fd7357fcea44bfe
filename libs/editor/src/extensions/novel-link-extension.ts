import type { CommandFunction } from '@remirror/core';
import { isNovelUrl } from '@vn/domain';
import { linkSelectionOrInsert, removeMarkAtCursor } from './toggle-mark';
import { LinkMarkExtension } from './link-mark-extension';

export type NovelLinkOptions = object;

/** A project found by the app's search: its url slug and its name. */
export interface ProjectReference {
  url: string;
  name: string;
}

/**
 * `[novel url="…"]name[/novel]`: a link to a project page by its url slug (docs/product §3). Like a link,
 * it holds only b, i, u and s, is not typed into at its end, and cannot hold another link.
 */
export class NovelLinkExtension extends LinkMarkExtension<NovelLinkOptions> {
  get name() {
    return 'novel' as const;
  }

  protected readonly target = {
    attribute: 'url',
    tag: 'a[data-markup="novel"]',
    read: (element: HTMLElement) => element.getAttribute('data-url') ?? '',
    isAllowed: isNovelUrl,
    domAttributes: (url: string) => ({
      href: `/novels/${encodeURIComponent(url)}`,
      'data-markup': 'novel',
      'data-url': url,
    }),
  };

  /**
   * Links the selection to the project; with nothing selected, inserts the project's name as the
   * link. Refuses a url that is not a project slug.
   */
  insertProjectLink(project: ProjectReference): CommandFunction {
    if (!isNovelUrl(project.url)) return () => false;
    return linkSelectionOrInsert(
      this.type.create({ url: project.url }),
      project.name.trim() || project.url,
    );
  }

  /** Takes the project link the cursor is in away, keeping its text. */
  removeProjectLink(): CommandFunction {
    return removeMarkAtCursor(this.type);
  }

  override createCommands() {
    return {
      insertProjectLink: (project: ProjectReference) => this.insertProjectLink(project),
      removeProjectLink: () => this.removeProjectLink(),
    };
  }
}
