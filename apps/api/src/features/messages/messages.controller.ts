import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addContactEndpoint,
  blockContactEndpoint,
  contactsEndpoint,
  conversationEndpoint,
  deleteContactEndpoint,
  deleteMessageEndpoint,
  DomainError,
  newMessageBodySchema,
  sendMessageEndpoint,
  unblockContactEndpoint,
  updateMessageEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import {
  jsonField,
  readMultipart,
  parseRequest,
  ContractBody,
  ContractParams,
  ContractQuery,
  Route,
} from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
import { MessagesService } from './messages.service';

/** The multipart field of uploaded images (docs/product §7 `attachedImages`). */
const IMAGE_FILES = 'attachedImages';

/**
 * A message form, JSON or multipart (docs/product §7: to, body, attachedImages files, attachedImagesUrl
 * as JSON text). A file under any other name is a mistake, not something to store quietly.
 */
async function messageForm(request: FastifyRequest) {
  const multipart = request.isMultipart();
  const { fields, files } = await readMultipart(request);
  const unexpected = Object.keys(files).find((name) => name !== IMAGE_FILES);
  if (unexpected) {
    throw new DomainError('invalid', `Некорректные данные: ${unexpected} — файл не ожидается`, {
      [unexpected]: 'файл не ожидается',
    });
  }
  const form: Record<string, unknown> = { ...fields };
  if (multipart && 'attachedImagesUrl' in fields) {
    form['attachedImagesUrl'] =
      fields['attachedImagesUrl'] === '' ? [] : jsonField(fields, 'attachedImagesUrl');
  }
  return { form, files: files[IMAGE_FILES] ?? [] };
}

@ApiTags('messages')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Route(contactsEndpoint)
  contacts(@CurrentViewer() viewer: Viewer) {
    return this.messages.contactList(viewer);
  }

  @Route(addContactEndpoint)
  addContact(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof addContactEndpoint>,
  ) {
    return this.messages.addContact(viewer, body.user);
  }

  @Route(deleteContactEndpoint)
  removeContact(
    @ContractParams() { id }: EndpointParams<typeof deleteContactEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.messages.removeContact(viewer, id);
  }

  @Route(blockContactEndpoint)
  block(
    @ContractParams() { id }: EndpointParams<typeof blockContactEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.messages.setBlocked(viewer, id, true);
  }

  @Route(unblockContactEndpoint)
  unblock(
    @ContractParams() { id }: EndpointParams<typeof unblockContactEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.messages.setBlocked(viewer, id, false);
  }

  @Route(conversationEndpoint)
  conversation(
    @ContractParams() { userId }: EndpointParams<typeof conversationEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof conversationEndpoint>,
  ) {
    return this.messages.conversation(viewer, userId, query);
  }

  @Route(sendMessageEndpoint)
  async send(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    const { form, files } = await messageForm(request);
    return this.messages.send(viewer, parseRequest(newMessageBodySchema, form), files);
  }

  @Route(updateMessageEndpoint)
  update(
    @ContractParams() { id }: EndpointParams<typeof updateMessageEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof updateMessageEndpoint>,
  ) {
    return this.messages.update(viewer, id, body.body);
  }

  @Route(deleteMessageEndpoint)
  remove(
    @ContractParams() { id }: EndpointParams<typeof deleteMessageEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.messages.remove(viewer, id);
  }
}
