import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  banEndpoint,
  profileByUsernameEndpoint,
  profileEndpoint,
  profileUpdateBodySchema,
  profileUpdateEndpoint,
  removeUserEndpoint,
  unbanEndpoint,
  uploadUserBackgroundEndpoint,
  usersEndpoint,
  usersEntitiesEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import {
  ContractBody,
  ContractParams,
  ContractQuery,
  readForm,
  readMultipart,
  Route,
} from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { ProfilesService } from './profiles.service';

@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Route(profileEndpoint)
  async profile(
    @ContractParams() { id }: EndpointParams<typeof profileEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    const user = await this.profiles.existing(id);
    return this.profiles.present(user, viewer);
  }

  @Route(profileByUsernameEndpoint)
  async profileByUsername(
    @ContractParams() { username }: EndpointParams<typeof profileByUsernameEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    const user = await this.profiles.byUsername(username);
    return this.profiles.present(user, viewer);
  }

  /** Multipart: the `avatar` image, and the text fields (`bg` as JSON); or a JSON body. */
  @Route(profileUpdateEndpoint)
  async update(
    @ContractParams() { id: userId }: EndpointParams<typeof profileUpdateEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @Req() request: FastifyRequest,
  ): Promise<{ username: string }> {
    const {
      body: { bg, ...changes },
      files,
    } = await readForm(request, profileUpdateBodySchema, {
      json: ['bg'],
      // The avatar's meta travels too; an avatar needs none (it is cropped square), so it is
      // accepted and not kept. Images attached to the description arrive as `attachedImages` files.
      unused: ['avatarMeta', 'attachedImages'],
    });
    const username = await this.profiles.update(viewer, userId, {
      ...changes,
      // A background is kept as its URL and look; a client-side blob URL means nothing here.
      ...(bg !== undefined && {
        bg: bg && { url: bg.url, position: bg.position, opacity: bg.opacity, size: bg.size },
      }),
      avatar: files['avatar']?.[0],
      descriptionImages: files['attachedImages'] ?? [],
    });
    return { username };
  }

  @Route(banEndpoint)
  ban(
    @ContractParams() { id }: EndpointParams<typeof banEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof banEndpoint>,
  ) {
    return this.profiles.ban(viewer, id, body);
  }

  @Route(unbanEndpoint)
  unban(
    @ContractParams() { id }: EndpointParams<typeof unbanEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.profiles.unban(viewer, id);
  }

  @Route(usersEndpoint)
  list(@ContractQuery() query: EndpointParsedQuery<typeof usersEndpoint>) {
    return this.profiles.list(query);
  }

  @Route(removeUserEndpoint)
  remove(
    @ContractParams() { id }: EndpointParams<typeof removeUserEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.profiles.remove(viewer, id);
  }

  @Route(usersEntitiesEndpoint)
  entities(@ContractQuery() query: EndpointParsedQuery<typeof usersEntitiesEndpoint>) {
    return this.profiles.pickerEntries(query.search);
  }

  @Route(uploadUserBackgroundEndpoint)
  async uploadBackground(@Req() request: FastifyRequest): Promise<string> {
    const { files } = await readMultipart(request);
    return this.profiles.uploadBackground(files['image']?.[0]);
  }
}
