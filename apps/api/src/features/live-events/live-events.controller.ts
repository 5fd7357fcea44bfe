import { Controller, Req, Res } from '@nestjs/common';
import { liveEventsSubscribeEndpoint, type EndpointParsedQuery } from '@vn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContractQuery, Route } from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
import { LiveEvents } from './live-events.service';

@Controller()
export class LiveEventsController {
  constructor(private readonly live: LiveEvents) {}

  /** The reply is the stream itself (text/event-stream), not a `{ result }` envelope. */
  @Route(liveEventsSubscribeEndpoint)
  subscribe(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof liveEventsSubscribeEndpoint>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.live.open({ viewer, request, reply, lastEventId: query.lastEventId });
  }
}
