import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addTranslatorMemberEndpoint,
  novelTranslationsEndpoint,
  postTranslationUpdateEndpoint,
  removeTranslatorMemberEndpoint,
  translationEndpoint,
  translatorMembersEndpoint,
  latestTranslationUpdatesEndpoint,
  activeTranslationsEndpoint,
  translationFollowsEndpoint,
  followTranslationEndpoint,
  unfollowTranslationEndpoint,
  saveTranslationAlertsEndpoint,
  newTranslationFeedTokenEndpoint,
  revokeTranslationFeedTokenEndpoint,
  type EndpointParsedBody,
  type EndpointParams,
  type EndpointParsedQuery,
} from '@vn/domain';
import { ContractBody, ContractParams, ContractQuery, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { TranslationFollowsService } from './translation-follows.service';
import { TranslationsService } from './translations.service';

/** The translations calls (docs/product §A1.6–A1.7): each declared from its contract endpoint. */
@ApiTags('translations')
@Controller()
export class TranslationsController {
  constructor(
    private readonly translations: TranslationsService,
    private readonly follows: TranslationFollowsService,
  ) {}

  @Route(novelTranslationsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof novelTranslationsEndpoint>,
  ) {
    return this.translations.list(viewer, query.novel);
  }

  @Route(activeTranslationsEndpoint)
  active(@ContractQuery() query: EndpointParsedQuery<typeof activeTranslationsEndpoint>) {
    return this.translations.activeTranslations(query);
  }

  @Route(latestTranslationUpdatesEndpoint)
  latest(@ContractQuery() query: EndpointParsedQuery<typeof latestTranslationUpdatesEndpoint>) {
    return this.translations.latestUpdates(query.limit);
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

  @Route(translationFollowsEndpoint)
  followState(@CurrentViewer() viewer: Viewer) {
    return this.follows.state(viewer);
  }

  @Route(followTranslationEndpoint)
  follow(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof followTranslationEndpoint>,
  ) {
    return this.follows.follow(viewer, params.kind, params.id);
  }

  @Route(unfollowTranslationEndpoint)
  unfollow(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof unfollowTranslationEndpoint>,
  ) {
    return this.follows.unfollow(viewer, params.kind, params.id);
  }

  @Route(saveTranslationAlertsEndpoint)
  saveAlerts(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof saveTranslationAlertsEndpoint>,
  ) {
    return this.follows.saveAlerts(viewer, body);
  }

  @Route(newTranslationFeedTokenEndpoint)
  newFeedToken(@CurrentViewer() viewer: Viewer) {
    return this.follows.newFeedToken(viewer);
  }

  @Route(revokeTranslationFeedTokenEndpoint)
  revokeFeedToken(@CurrentViewer() viewer: Viewer) {
    return this.follows.revokeFeedToken(viewer);
  }
}
