import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type attachedImagesMetaSchema,
  changeDraftStatusEndpoint,
  createNovelDraftBodySchema,
  createNovelDraftEndpoint,
  deleteDraftEndpoint,
  draftListEndpoint,
  draftMergeEndpoint,
  novelDraftEndpoint,
  revisionDiffEndpoint,
  revisionsEndpoint,
  reviewDraftEndpoint,
  updateDraftValueBodySchema,
  updateDraftValueEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ContractBody, ContractParams, ContractQuery, readForm, Route } from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
import type { DraftImageFiles } from './draft-images';
import { DraftsService } from './drafts.service';
import { RevisionsService } from './revisions.service';

@ApiTags('drafts')
@Controller()
export class DraftsController {
  constructor(
    private readonly drafts: DraftsService,
    private readonly revisions: RevisionsService,
  ) {}

  /** Multipart (value and image marks as JSON text, files poster/screenshots/bg) or plain JSON. */
  @Route(createNovelDraftEndpoint)
  async create(@Req() request: FastifyRequest, @CurrentViewer() viewer: Viewer) {
    const { body, images } = await draftForm(request, createNovelDraftBodySchema);
    return this.drafts.create(viewer, {
      novelId: body._id,
      value: body.value,
      base: body.base,
      images,
    });
  }

  @Route(novelDraftEndpoint)
  page(
    @ContractParams() { id }: EndpointParams<typeof novelDraftEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.drafts.page(viewer, id);
  }

  @Route(draftListEndpoint)
  list(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof draftListEndpoint>,
  ) {
    return this.drafts.list(viewer, query);
  }

  /** Multipart (value and image marks as JSON text, new files poster/screenshots/bg) or JSON. */
  @Route(updateDraftValueEndpoint)
  async updateValue(
    @ContractParams() { id: draftId }: EndpointParams<typeof updateDraftValueEndpoint>,
    @Req() request: FastifyRequest,
    @CurrentViewer() viewer: Viewer,
  ) {
    const { body, images } = await draftForm(request, updateDraftValueBodySchema);
    return this.drafts.updateValue(viewer, draftId, { value: body.value, images });
  }

  @Route(changeDraftStatusEndpoint)
  changeStatus(
    @ContractParams() { id }: EndpointParams<typeof changeDraftStatusEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof changeDraftStatusEndpoint>,
    @ContractQuery() _query: EndpointParsedQuery<typeof changeDraftStatusEndpoint>,
  ) {
    return this.drafts.changeStatus(viewer, id, body.status, body.reason);
  }

  @Route(draftMergeEndpoint)
  merge(
    @ContractParams() { id }: EndpointParams<typeof draftMergeEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.drafts.merge(viewer, id);
  }

  @Route(reviewDraftEndpoint)
  review(
    @ContractParams() { id }: EndpointParams<typeof reviewDraftEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof reviewDraftEndpoint>,
  ) {
    return this.drafts.review(viewer, id, body.decisions);
  }

  @Route(deleteDraftEndpoint)
  remove(
    @ContractParams() { id }: EndpointParams<typeof deleteDraftEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.drafts.remove(viewer, id);
  }

  @Route(revisionsEndpoint)
  revisionList(@ContractParams() { id }: EndpointParams<typeof revisionsEndpoint>) {
    return this.revisions.list(id);
  }

  @Route(revisionDiffEndpoint)
  diff(
    @ContractParams() { id }: EndpointParams<typeof revisionDiffEndpoint>,
    @ContractQuery() query: EndpointParsedQuery<typeof revisionDiffEndpoint>,
  ) {
    return this.revisions.diff(id, query.from, query.to);
  }
}

/**
 * A draft form, JSON or multipart (value and image marks as JSON text, files poster/screenshots/bg):
 * its body parsed with the endpoint's schema, and its image files with their marks.
 */
async function draftForm<
  S extends z.ZodType<{ attachedImagesMeta: z.infer<typeof attachedImagesMetaSchema> }>,
>(request: FastifyRequest, schema: S): Promise<{ body: z.output<S>; images: DraftImageFiles }> {
  const { body, files } = await readForm(request, schema, {
    json: ['value', 'attachedImagesMeta', 'base'],
  });
  return { body, images: imageFilesOf(files, body.attachedImagesMeta) };
}

/** The image files of a draft body (docs/product §7: poster, screenshots, bg) with their marks. */
function imageFilesOf(
  files: Record<string, Buffer[]>,
  meta: z.infer<typeof attachedImagesMetaSchema>,
): DraftImageFiles {
  return {
    files: {
      poster: files['poster']?.[0],
      screenshots: files['screenshots'] ?? [],
      bg: files['bg']?.[0],
    },
    meta,
  };
}
