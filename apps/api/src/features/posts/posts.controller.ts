import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createPostDraftBodySchema,
  createPostDraftEndpoint,
  createPostUpdateDraftEndpoint,
  deletePostEndpoint,
  postByIdEndpoint,
  postDraftEndpoint,
  postDraftsEndpoint,
  postDraftStatusEndpoint,
  postEndpoint,
  postsEndpoint,
  updatePostDraftValueEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { ContractBody, ContractParams, ContractQuery, readForm, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { PostDraftsService } from './post-drafts.service';
import { PostRemoval } from './post-removal';
import { PostsService } from './posts.service';

@ApiTags('posts')
@Controller()
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly drafts: PostDraftsService,
    private readonly removal: PostRemoval,
  ) {}

  @Route(postsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof postsEndpoint>,
  ) {
    return this.posts.list(viewer, query);
  }

  @Route(postEndpoint)
  post(
    @ContractParams() { countId }: EndpointParams<typeof postEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
    @Req() request: FastifyRequest,
  ) {
    return this.posts.page(viewer, countId, request.ip);
  }

  @Route(deletePostEndpoint)
  remove(
    @ContractParams() { countId }: EndpointParams<typeof deletePostEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.removal.remove(viewer, countId);
  }

  @Route(postByIdEndpoint)
  postById(@ContractParams() { id }: EndpointParams<typeof postByIdEndpoint>) {
    return this.posts.forEditing(id);
  }

  /** Multipart: the fields as text (`body` as JSON text) and an optional `poster`; or JSON. */
  @Route(createPostDraftEndpoint)
  async createDraft(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { body, files } = await readForm(request, createPostDraftBodySchema, { json: ['body'] });
    return this.drafts.create(viewer, body, files['poster']?.[0]);
  }

  @Route(postDraftsEndpoint)
  draftList(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof postDraftsEndpoint>,
  ) {
    return this.drafts.list(viewer, query);
  }

  @Route(postDraftEndpoint)
  draft(
    @ContractParams() { id }: EndpointParams<typeof postDraftEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.drafts.page(viewer, id);
  }

  @Route(updatePostDraftValueEndpoint)
  saveValue(
    @ContractParams() { id }: EndpointParams<typeof updatePostDraftValueEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof updatePostDraftValueEndpoint>,
  ) {
    return this.drafts.saveValue(viewer, id, body.value);
  }

  @Route(postDraftStatusEndpoint)
  changeStatus(
    @ContractParams() { id }: EndpointParams<typeof postDraftStatusEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof postDraftStatusEndpoint>,
  ) {
    return this.drafts.changeStatus(viewer, id, body.status, body.reason);
  }

  @Route(createPostUpdateDraftEndpoint)
  createUpdateDraft(
    @ContractParams() { id }: EndpointParams<typeof createPostUpdateDraftEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof createPostUpdateDraftEndpoint>,
  ) {
    return this.drafts.create(viewer, { ...body, post: id });
  }
}
