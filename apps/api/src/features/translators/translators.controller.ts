import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createTranslatorEndpoint,
  removeTranslatorEndpoint,
  translatorEndpoint,
  translatorsEndpoint,
  updateTranslatorEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import { ContractBody, ContractParams, ContractQuery, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { TranslatorsService } from './translators.service';

@ApiTags('translators')
@Controller()
export class TranslatorsController {
  constructor(private readonly translators: TranslatorsService) {}

  @Route(translatorsEndpoint)
  list(@ContractQuery() query: EndpointParsedQuery<typeof translatorsEndpoint>) {
    return this.translators.list(query.page, query.search);
  }

  @Route(translatorEndpoint)
  translator(
    @ContractParams() { id }: EndpointParams<typeof translatorEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    // An id or a url: the service tells which.
    return this.translators.page(viewer, id);
  }

  @Route(createTranslatorEndpoint)
  create(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof createTranslatorEndpoint>,
  ) {
    return this.translators.create(viewer, body);
  }

  @Route(updateTranslatorEndpoint)
  update(
    @ContractParams() { id }: EndpointParams<typeof updateTranslatorEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof updateTranslatorEndpoint>,
  ) {
    return this.translators.update(viewer, id, body);
  }

  @Route(removeTranslatorEndpoint)
  remove(@ContractParams() { id }: EndpointParams<typeof removeTranslatorEndpoint>) {
    return this.translators.remove(id);
  }
}
