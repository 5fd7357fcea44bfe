import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  commentsEndpoint,
  commentUpdateBodySchema,
  createCommentEndpoint,
  createReviewEndpoint,
  deleteCommentEndpoint,
  DomainError,
  draftCommentsEndpoint,
  likeEndpoint,
  newCommentBodySchema,
  unlikeEndpoint,
  updateCommentEndpoint,
  updateReviewEndpoint,
  uploadCommentImageEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import {
  ContractBody,
  ContractParams,
  ContractQuery,
  parseRequest,
  readMultipart,
  Route,
  withJsonFields,
} from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { CommentsService } from './comments.service';
import { LikesService } from './likes.service';

/** Multipart fields that carry JSON (a list, a boolean, a number); the rest are text. */
const JSON_FIELDS = ['images', 'review', 'mood'] as const;
const ID_FIELDS = ['parent', 'answerComment'] as const;

/**
 * A comment form's fields, sent as JSON or as multipart text fields (`images` as JSON text). Images
 * are uploaded first (`POST /api/uploadImage/comment`) and sent as addresses, so a file here is a
 * mistake, not something to store quietly.
 */
async function commentForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const multipart = request.isMultipart();
  const { fields, files } = await readMultipart(request);
  if (Object.keys(files).length > 0) {
    throw new DomainError(
      'invalid',
      'Изображения загружаются отдельно: POST /api/uploadImage/comment',
    );
  }
  if (!multipart) return fields;
  const form = withJsonFields(fields, JSON_FIELDS);
  // An empty or "null" id field of a form means "none".
  for (const name of ID_FIELDS)
    if (fields[name] === '' || fields[name] === 'null') form[name] = null;
  return form;
}

@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly likes: LikesService,
  ) {}

  @Route(draftCommentsEndpoint)
  draftComments(
    @ContractParams() { id }: EndpointParams<typeof draftCommentsEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.comments.draftComments(viewer, id);
  }

  @Route(createCommentEndpoint)
  async create(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    return this.comments.create(
      viewer,
      parseRequest(newCommentBodySchema, await commentForm(request)),
    );
  }

  @Route(updateCommentEndpoint)
  async update(
    @ContractParams() { id }: EndpointParams<typeof updateCommentEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @Req() request: FastifyRequest,
  ) {
    const body = parseRequest(commentUpdateBodySchema, await commentForm(request));
    return this.comments.update(viewer, id, body);
  }

  @Route(deleteCommentEndpoint)
  remove(
    @ContractParams() { id }: EndpointParams<typeof deleteCommentEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof deleteCommentEndpoint>,
  ) {
    return this.comments.remove(viewer, id, query.force === 'true');
  }

  @Route(commentsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof commentsEndpoint>,
  ) {
    return this.comments.list(viewer, query);
  }

  @Route(likeEndpoint)
  like(
    @ContractParams() { id, value }: EndpointParams<typeof likeEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.likes.mark(viewer, id, value);
  }

  @Route(unlikeEndpoint)
  unlike(
    @ContractParams() { id }: EndpointParams<typeof unlikeEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.likes.mark(viewer, id, null);
  }

  @Route(uploadCommentImageEndpoint)
  async uploadImage(@Req() request: FastifyRequest) {
    const { files } = await readMultipart(request);
    return this.comments.uploadImage(files['image']?.[0]);
  }

  @Route(createReviewEndpoint)
  createReview(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof createReviewEndpoint>,
  ) {
    return this.comments.createReview(viewer, body);
  }

  @Route(updateReviewEndpoint)
  updateReview(
    @ContractParams() { id }: EndpointParams<typeof updateReviewEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof updateReviewEndpoint>,
  ) {
    return this.comments.updateReview(viewer, id, body);
  }
}
