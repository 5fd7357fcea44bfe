import { Controller, HttpStatus, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { healthEndpoint, type HealthStatus } from '@vn/domain';
import type { FastifyReply } from 'fastify';
import { Route } from '../http/route';
import { resultSchemaOf } from '../openapi/contract-schema';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Route(healthEndpoint)
  @ApiResponse({
    status: 503,
    description:
      'unavailable: the database does not answer; the answer is still the status (result)',
    schema: resultSchemaOf(healthEndpoint),
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthStatus> {
    const status = await this.health.check();
    reply.status(status.db === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return status;
  }
}
