import { Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createPostDraftBodySchema,
  createPostDraftEndpoint,
  createPostUpdateDraftEndpoint,
  DomainError,
  postByIdEndpoint,
  postContentSchema,
  postDraftEndpoint,
  postDraftsEndpoint,
  postDraftsQuerySchema,
  postDraftStatusBodySchema,
  postDraftStatusEndpoint,
  postDraftValueBodySchema,
  postEndpoint,
  postsEndpoint,
  postsQuerySchema,
  updatePostDraftValueEndpoint,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseObjectId } from '../common/ids';
import { jsonField, readMultipart } from '../common/multipart';
import { parseRequest } from '../common/parse-request';
import { ContractBody, ContractQuery, Route } from '../common/route';
import { CurrentViewer, OptionalViewer, type Viewer } from '../session/viewer';
import { PostDraftsService } from './post-drafts.service';
import { PostsService } from './posts.service';

/** An article number in a path: a positive integer (400 otherwise, never a lookup). */
export function parseCountId(value: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value)) {
    throw new DomainError(`Некорректный номер статьи: ${value.slice(0, 40)}`, 400);
  }
  return Number(value);
}

@ApiTags('posts')
@Controller()
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly drafts: PostDraftsService,
  ) {}

  @Route(postsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery(postsQuerySchema) query: z.infer<typeof postsQuerySchema>,
  ) {
    return this.posts.list(viewer, query);
  }

  @Route(postEndpoint)
  post(
    @Param('countId') countId: string,
    @OptionalViewer() viewer: Viewer | null,
    @Req() request: FastifyRequest,
  ) {
    return this.posts.page(viewer, parseCountId(countId), request.ip);
  }

  @Route(postByIdEndpoint)
  postById(@Param('id') id: string) {
    return this.posts.forEditing(parseObjectId(id));
  }

  /** Multipart: the fields as text (`body` as JSON text) and an optional `poster`; or JSON. */
  @Route(createPostDraftEndpoint)
  async createDraft(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { fields, files } = await readMultipart(request);
    const body = parseRequest(createPostDraftBodySchema, {
      ...fields,
      ...(fields['body'] === undefined ? {} : { body: jsonField(fields, 'body') }),
    });
    return this.drafts.create(viewer, body, files['poster']?.[0]);
  }

  @Route(postDraftsEndpoint)
  draftList(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery(postDraftsQuerySchema) query: z.infer<typeof postDraftsQuerySchema>,
  ) {
    return this.drafts.list(viewer, query);
  }

  @Route(postDraftEndpoint)
  draft(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.drafts.page(viewer, parseObjectId(id));
  }

  @Route(updatePostDraftValueEndpoint)
  saveValue(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(postDraftValueBodySchema) body: z.infer<typeof postDraftValueBodySchema>,
  ) {
    return this.drafts.saveValue(viewer, parseObjectId(id), body.value);
  }

  @Route(postDraftStatusEndpoint)
  changeStatus(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(postDraftStatusBodySchema) body: z.infer<typeof postDraftStatusBodySchema>,
  ) {
    return this.drafts.changeStatus(viewer, parseObjectId(id), body.status);
  }

  @Route(createPostUpdateDraftEndpoint)
  createUpdateDraft(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(postContentSchema) body: z.infer<typeof postContentSchema>,
  ) {
    return this.drafts.create(viewer, { ...body, post: parseObjectId(id) });
  }
}
