import { Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  banBodySchema,
  banEndpoint,
  profileByUsernameEndpoint,
  profileEndpoint,
  profileUpdateBodySchema,
  profileUpdateEndpoint,
  removeUserEndpoint,
  unbanEndpoint,
  uploadUserBackgroundEndpoint,
  usernameFromRouteParam,
  usersEndpoint,
  usersEntitiesEndpoint,
  usersEntitiesQuerySchema,
  usersQuerySchema,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseObjectId } from '../common/ids';
import { jsonField, readMultipart } from '../common/multipart';
import { parseRequest } from '../common/parse-request';
import { ContractBody, ContractQuery, Route } from '../common/route';
import { CurrentViewer, OptionalViewer, type Viewer } from '../session/viewer';
import { ProfilesService } from './profiles.service';

@ApiTags('profiles')
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Route(profileEndpoint)
  async profile(@Param('id') id: string, @OptionalViewer() viewer: Viewer | null) {
    const user = await this.profiles.existing(parseObjectId(id));
    return this.profiles.present(user, viewer);
  }

  @Route(profileByUsernameEndpoint)
  async profileByUsername(
    @Param('username') username: string,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    const user = await this.profiles.byUsername(usernameFromRouteParam(username));
    return this.profiles.present(user, viewer);
  }

  /** Multipart: the `avatar` image, and the text fields (`bg` as JSON); or a JSON body. */
  @Route(profileUpdateEndpoint)
  async update(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @Req() request: FastifyRequest,
  ): Promise<{ username: string }> {
    const userId = parseObjectId(id);
    const { fields, files } = await readMultipart(request);
    // The avatar's meta travels too; an avatar needs none (it is cropped square), so it is accepted
    // and not kept. Images attached to the description arrive as `attachedImages` files.
    const { avatarMeta: _meta, attachedImages: _attachedAsText, ...textFields } = fields;
    const { bg, ...changes } = parseRequest(profileUpdateBodySchema, {
      ...textFields,
      ...(textFields['bg'] === undefined ? {} : { bg: jsonField(textFields, 'bg') }),
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
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(banBodySchema) body: z.infer<typeof banBodySchema>,
  ) {
    return this.profiles.ban(viewer, parseObjectId(id), body);
  }

  @Route(unbanEndpoint)
  unban(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.profiles.unban(viewer, parseObjectId(id));
  }

  @Route(usersEndpoint)
  list(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery(usersQuerySchema) query: z.infer<typeof usersQuerySchema>,
  ) {
    return this.profiles.list(viewer, query);
  }

  @Route(removeUserEndpoint)
  remove(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.profiles.remove(viewer, parseObjectId(id));
  }

  @Route(usersEntitiesEndpoint)
  entities(@ContractQuery(usersEntitiesQuerySchema) query: { search: string }) {
    return this.profiles.pickerEntries(query.search);
  }

  @Route(uploadUserBackgroundEndpoint)
  async uploadBackground(@Req() request: FastifyRequest): Promise<string> {
    const { files } = await readMultipart(request);
    return this.profiles.uploadBackground(files['image']?.[0]);
  }
}
