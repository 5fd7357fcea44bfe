import { Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  changeDraftStatusEndpoint,
  createNovelDraftBodySchema,
  createNovelDraftEndpoint,
  deleteDraftEndpoint,
  draftListEndpoint,
  draftListQuerySchema,
  draftStatusBodySchema,
  draftStatusQuerySchema,
  novelDraftEndpoint,
  revisionDiffEndpoint,
  revisionDiffQuerySchema,
  revisionsEndpoint,
  updateDraftValueBodySchema,
  updateDraftValueEndpoint,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseObjectId } from '../common/ids';
import { jsonField, readMultipart } from '../common/multipart';
import { parseRequest } from '../common/parse-request';
import { ContractBody, ContractQuery, Route } from '../common/route';
import { CurrentViewer, type Viewer } from '../session/viewer';
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
    const { fields, files } = await readMultipart(request);
    const body = parseRequest(createNovelDraftBodySchema, {
      ...fields,
      value: jsonField(fields, 'value'),
      ...(fields['attachedImagesMeta'] === undefined
        ? {}
        : { attachedImagesMeta: jsonField(fields, 'attachedImagesMeta') }),
    });
    return this.drafts.create(viewer, {
      novelId: body._id === undefined ? undefined : parseObjectId(body._id),
      value: body.value,
      imagesMeta: body.attachedImagesMeta,
      images: {
        poster: files['poster']?.[0],
        screenshots: files['screenshots'] ?? [],
        bg: files['bg']?.[0],
      },
    });
  }

  @Route(novelDraftEndpoint)
  page(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.drafts.page(viewer, parseObjectId(id));
  }

  @Route(draftListEndpoint)
  list(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery(draftListQuerySchema) query: z.infer<typeof draftListQuerySchema>,
  ) {
    return this.drafts.list(viewer, query);
  }

  @Route(updateDraftValueEndpoint)
  updateValue(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(updateDraftValueBodySchema) body: z.infer<typeof updateDraftValueBodySchema>,
  ) {
    return this.drafts.updateValue(viewer, parseObjectId(id), body.value);
  }

  @Route(changeDraftStatusEndpoint)
  changeStatus(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(draftStatusBodySchema) body: z.infer<typeof draftStatusBodySchema>,
    @ContractQuery(draftStatusQuerySchema) _query: z.infer<typeof draftStatusQuerySchema>,
  ) {
    return this.drafts.changeStatus(viewer, parseObjectId(id), body.status);
  }

  @Route(deleteDraftEndpoint)
  remove(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.drafts.remove(viewer, parseObjectId(id));
  }

  @Route(revisionsEndpoint)
  revisionList(@Param('id') id: string) {
    return this.revisions.list(parseObjectId(id));
  }

  @Route(revisionDiffEndpoint)
  diff(
    @Param('id') id: string,
    @ContractQuery(revisionDiffQuerySchema) query: z.infer<typeof revisionDiffQuerySchema>,
  ) {
    return this.revisions.diff(parseObjectId(id), query.from, query.to);
  }
}
