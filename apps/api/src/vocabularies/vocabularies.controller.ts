import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  filtersEndpoint,
  removeGenreEndpoint,
  removePlatformEndpoint,
  removeTagEndpoint,
  renameGenreEndpoint,
  renamePlatformEndpoint,
  renameTagEndpoint,
  vocabularyRenameBodySchema,
  type VocabularyKind,
} from '@vn/domain';
import type { z } from 'zod';
import { parseObjectId } from '../common/ids';
import { ContractBody, Route } from '../common/route';
import { CurrentViewer, type Viewer } from '../session/viewer';
import { VocabulariesService } from './vocabularies.service';

type RenameBody = z.infer<typeof vocabularyRenameBodySchema>;

@ApiTags('vocabularies')
@Controller()
export class VocabulariesController {
  constructor(private readonly vocabularies: VocabulariesService) {}

  @Route(filtersEndpoint)
  filters() {
    return this.vocabularies.filters();
  }

  @Route(renameTagEndpoint)
  renameTag(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(vocabularyRenameBodySchema) body: RenameBody,
  ) {
    return this.rename(viewer, 'tags', id, body);
  }

  @Route(renameGenreEndpoint)
  renameGenre(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(vocabularyRenameBodySchema) body: RenameBody,
  ) {
    return this.rename(viewer, 'genres', id, body);
  }

  @Route(renamePlatformEndpoint)
  renamePlatform(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(vocabularyRenameBodySchema) body: RenameBody,
  ) {
    return this.rename(viewer, 'platforms', id, body);
  }

  @Route(removeTagEndpoint)
  removeTag(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.vocabularies.remove(viewer, 'tags', parseObjectId(id));
  }

  @Route(removeGenreEndpoint)
  removeGenre(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.vocabularies.remove(viewer, 'genres', parseObjectId(id));
  }

  @Route(removePlatformEndpoint)
  removePlatform(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.vocabularies.remove(viewer, 'platforms', parseObjectId(id));
  }

  /** The body's `_id`, when sent (SPEC.md §7 sends `{_id, value}`), must be the path's. */
  private rename(viewer: Viewer, kind: VocabularyKind, id: string, body: RenameBody) {
    const entryId = parseObjectId(id);
    if (body._id !== undefined && body._id.toLowerCase() !== entryId) {
      throw new DomainError('Идентификатор в теле не совпадает с адресом', 400, {
        _id: 'не совпадает',
      });
    }
    return this.vocabularies.rename(viewer, kind, entryId, body.value);
  }
}
