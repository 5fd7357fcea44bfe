import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  filtersEndpoint,
  markTagSpoilerEndpoint,
  removeGenreEndpoint,
  removePlatformEndpoint,
  removeTagEndpoint,
  renameGenreEndpoint,
  renamePlatformEndpoint,
  renameTagEndpoint,
  vocabularyRenameBodySchema,
  type EndpointParams,
  type VocabularyKind,
  type EndpointParsedBody,
} from '@vn/domain';
import type { z } from 'zod';
import { ContractBody, ContractParams, Route } from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
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
    @ContractParams() { id }: EndpointParams<typeof renameTagEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof renameTagEndpoint>,
  ) {
    return this.rename(viewer, 'tags', id, body);
  }

  @Route(markTagSpoilerEndpoint)
  markTagSpoiler(
    @ContractParams() { id }: EndpointParams<typeof markTagSpoilerEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() { spoiler }: EndpointParsedBody<typeof markTagSpoilerEndpoint>,
  ) {
    return this.vocabularies.markSpoiler(viewer, id, spoiler);
  }

  @Route(renameGenreEndpoint)
  renameGenre(
    @ContractParams() { id }: EndpointParams<typeof renameGenreEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof renameGenreEndpoint>,
  ) {
    return this.rename(viewer, 'genres', id, body);
  }

  @Route(renamePlatformEndpoint)
  renamePlatform(
    @ContractParams() { id }: EndpointParams<typeof renamePlatformEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof renamePlatformEndpoint>,
  ) {
    return this.rename(viewer, 'platforms', id, body);
  }

  @Route(removeTagEndpoint)
  removeTag(
    @ContractParams() { id }: EndpointParams<typeof removeTagEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.vocabularies.remove(viewer, 'tags', id);
  }

  @Route(removeGenreEndpoint)
  removeGenre(
    @ContractParams() { id }: EndpointParams<typeof removeGenreEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.vocabularies.remove(viewer, 'genres', id);
  }

  @Route(removePlatformEndpoint)
  removePlatform(
    @ContractParams() { id }: EndpointParams<typeof removePlatformEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.vocabularies.remove(viewer, 'platforms', id);
  }

  /** The body's `_id`, when sent (docs/product §7 sends `{_id, value}`), must be the path's. */
  private rename(viewer: Viewer, kind: VocabularyKind, entryId: string, body: RenameBody) {
    if (body._id !== undefined && body._id.toLowerCase() !== entryId) {
      throw new DomainError('invalid', 'Идентификатор в теле не совпадает с адресом', {
        _id: 'не совпадает',
      });
    }
    return this.vocabularies.rename(viewer, kind, entryId, body.value);
  }
}
