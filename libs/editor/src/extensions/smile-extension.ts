import type { CommandFunction } from '@remirror/core';
import { sanitizeMarkup, smileOf } from '@vn/domain';
import { smileLabel } from '../leaf-labels';
import { InlineLeafExtension, textLeafSpec, type InlineLeafSpec } from './inline-leaf-extension';
import { insertLeaves } from './insert-inline';

export type SmileOptions = object;

/** Whether the markup keeps a smile of this name (a short code, docs/product §3). */
function isSmileName(name: string): boolean {
  return sanitizeMarkup([{ type: 'smile', name }]).length === 1;
}

function smileText(name: string): string {
  return smileOf({ name })?.emoji ?? `:${name}:`;
}

/** `[smile]name[/smile]`: a smile, drawn as its emoji (the domain's `SMILES`), or as its code. */
export class SmileExtension extends InlineLeafExtension<SmileOptions> {
  get name() {
    return 'smile' as const;
  }

  protected leafSpec(): InlineLeafSpec {
    return textLeafSpec({
      markup: this.name,
      attribute: 'name',
      isAllowed: isSmileName,
      text: smileText,
      accessibility: (name) => ({ role: 'img', 'aria-label': smileLabel({ name }) }),
    });
  }

  /** Inserts a smile at the cursor. */
  insertSmile(name: string): CommandFunction {
    return insertLeaves(isSmileName(name) ? [this.type.create({ name })] : []);
  }

  override createCommands() {
    return { insertSmile: (name: string) => this.insertSmile(name) };
  }
}
