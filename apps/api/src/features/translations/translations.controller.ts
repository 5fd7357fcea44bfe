import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addTranslatorMemberEndpoint,
  novelTranslationsEndpoint,
  postTranslationUpdateEndpoint,
  removeTranslatorMemberEndpoint,
  translationEndpoint,
  translatorMembersEndpoint,
  type EndpointParsedBody,
  type EndpointParams,
  type EndpointParsedQuery,
} from '@vn/domain';
import { ContractBody, ContractParams, ContractQuery, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { TranslationsService } from './translations.service';

/** The translations calls (docs/product §A1.6–A1.7): each declared from its contract endpoint. */
@ApiTags('translations')
@Controller()
export class TranslationsController {
  constructor(private readonly translations: TranslationsService) {}

  @Route(novelTranslationsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof novelTranslationsEndpoint>,
  ) {
    return this.translations.list(viewer, query.novel);
  }

  @Route(translationEndpoint)
  one(
    @OptionalViewer() viewer: Viewer | null,
    @ContractParams() params: EndpointParams<typeof translationEndpoint>,
  ) {
    return this.translations.one(viewer, params.id);
  }

  @Route(postTranslationUpdateEndpoint)
  postUpdate(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof postTranslationUpdateEndpoint>,
    @ContractBody() body: EndpointParsedBody<typeof postTranslationUpdateEndpoint>,
  ) {
    return this.translations.postUpdate(viewer, params.id, body);
  }

  @Route(translatorMembersEndpoint)
  members(@ContractParams() params: EndpointParams<typeof translatorMembersEndpoint>) {
    return this.translations.members(params.id);
  }

  @Route(addTranslatorMemberEndpoint)
  addMember(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof addTranslatorMemberEndpoint>,
    @ContractBody() body: EndpointParsedBody<typeof addTranslatorMemberEndpoint>,
  ) {
    return this.translations.addMember(viewer, params.id, body.user);
  }

  @Route(removeTranslatorMemberEndpoint)
  removeMember(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof removeTranslatorMemberEndpoint>,
  ) {
    return this.translations.removeMember(viewer, params.id, params.user);
  }
}
