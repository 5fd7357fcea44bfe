import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  LIMITS,
  captchaEndpoint,
  googleLoginEndpoint,
  loginBodySchema,
  loginQuerySchema,
  loginEndpoint,
  logoutEndpoint,
  notRussiaBodySchema,
  notRussiaEndpoint,
  presetsBodySchema,
  presetsEndpoint,
  registrationConfirmEndpoint,
  registrationConfirmQuerySchema,
  restoreChangeBodySchema,
  restoreChangeEndpoint,
  restoreCodeBodySchema,
  restoreCodeEndpoint,
  restoreRequestBodySchema,
  restoreRequestEndpoint,
  settingsEndpoint,
  signupBodySchema,
  signupEndpoint,
  userSettingsBodySchema,
  userSettingsEndpoint,
  type Captcha,
  type Preset,
  type SessionState,
  type UserSettings,
  googleLoginBodySchema,
} from '@vn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CaptchaService } from '../../platform/captcha/captcha.service';
import { ContractBody, ContractQuery, Route } from '../../platform/common/route';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import {
  clearSessionCookie,
  sessionTokenOf,
  setSessionCookie,
} from '../../platform/session/session-cookie';
import { SessionService } from '../../platform/session/session.service';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session/viewer';
import { presentSession } from '../users';
import type { UserRecord } from '../users';
import { MessagesService } from '../messages';
import { UserEventsService } from '../user-events';
import { AccountsService, type SignedIn } from './accounts.service';
import { GoogleSignInService } from './google-sign-in.service';
import { SettingsService } from './settings.service';

@ApiTags('accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly google: GoogleSignInService,
    private readonly settings: SettingsService,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly rateLimiter: RateLimiter,
    private readonly events: UserEventsService,
    private readonly messages: MessagesService,
  ) {}

  @Route(captchaEndpoint)
  async newCaptcha(@Req() request: FastifyRequest): Promise<Captcha> {
    await this.rateLimiter.consume('captcha', request.ip);
    return this.captcha.create();
  }

  @Route(signupEndpoint)
  async signUp(
    @ContractBody(signupBodySchema) body: z.infer<typeof signupBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    return this.signIn(await this.accounts.signUp(body, request.ip), request, reply);
  }

  @Route(registrationConfirmEndpoint)
  async confirm(
    @ContractQuery(registrationConfirmQuerySchema) query: { token: string },
  ): Promise<{ confirmed: true }> {
    await this.accounts.confirmEmail(query.token);
    return { confirmed: true };
  }

  @Route(loginEndpoint)
  async logIn(
    @ContractBody(loginBodySchema) body: z.infer<typeof loginBodySchema>,
    @ContractQuery(loginQuerySchema) _query: z.infer<typeof loginQuerySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    return this.signIn(await this.accounts.logIn(body, request.ip), request, reply);
  }

  @Route(googleLoginEndpoint)
  async logInWithGoogle(
    @ContractBody(googleLoginBodySchema) body: { token: string },
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    await this.rateLimiter.consume('login', request.ip);
    const signedIn = await this.google.signIn(body.token);
    // As with a password: only a refused token counts against the address.
    await this.rateLimiter.refund('login', request.ip);
    return this.signIn(signedIn, request, reply);
  }

  /** Public so that a stale cookie can always be cleared; a guest's logout changes nothing. */
  @Route(logoutEndpoint)
  async logOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ success: true }> {
    const token = sessionTokenOf(request);
    if (token) await this.sessions.end(token);
    clearSessionCookie(request, reply);
    return { success: true };
  }

  @Route(restoreRequestEndpoint)
  async requestRestore(
    @ContractBody(restoreRequestBodySchema) body: z.infer<typeof restoreRequestBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<true> {
    await this.accounts.requestRestore(body, request.ip);
    return true;
  }

  @Route(restoreCodeEndpoint)
  async checkRestoreCode(
    @ContractBody(restoreCodeBodySchema) body: z.infer<typeof restoreCodeBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<boolean> {
    await this.rateLimiter.consume('restore', request.ip);
    return this.accounts.checkRestoreCode(body.email, body.code);
  }

  @Route(restoreChangeEndpoint)
  async changePassword(
    @ContractBody(restoreChangeBodySchema) body: z.infer<typeof restoreChangeBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    await this.rateLimiter.consume('restore', request.ip);
    return this.signIn(await this.accounts.changePassword(body), request, reply);
  }

  @Route(settingsEndpoint)
  async currentSession(@OptionalViewer() viewer: Viewer | null): Promise<SessionState | null> {
    return viewer ? this.sessionOf(viewer.user) : null;
  }

  @Route(userSettingsEndpoint)
  updateSettings(
    @CurrentViewer() viewer: Viewer,
    @ContractBody(userSettingsBodySchema) body: z.infer<typeof userSettingsBodySchema>,
  ): Promise<UserSettings> {
    return this.settings.update(viewer, body);
  }

  /** docs/product §7: the not-Russia setting answers `success`. */
  @Route(notRussiaEndpoint)
  async setNotRussia(
    @CurrentViewer() viewer: Viewer,
    @ContractBody(notRussiaBodySchema) body: { notRussia: boolean },
  ): Promise<{ success: boolean }> {
    await this.settings.setNotRussia(viewer, body.notRussia);
    return { success: true };
  }

  @Route(presetsEndpoint)
  replacePresets(
    @CurrentViewer() viewer: Viewer,
    @ContractBody(presetsBodySchema) body: z.infer<typeof presetsBodySchema>,
  ): Promise<Preset[]> {
    return this.settings.replacePresets(viewer, body.presets);
  }

  /**
   * Hands the browser its new session. A session the browser already had (signing in as someone
   * else, or again) is ended on the server, so no token outlives the cookie that carried it.
   */
  private async signIn(
    { user, sessionToken }: SignedIn,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionState> {
    const previousToken = sessionTokenOf(request);
    if (previousToken) await this.sessions.end(previousToken);
    setSessionCookie(request, reply, sessionToken, this.sessions.ttlMs);
    return this.sessionOf(user);
  }

  private async sessionOf(user: UserRecord): Promise<SessionState> {
    const [userEvents, contacts] = await Promise.all([
      this.events.state(user._id, LIMITS.notificationsStep),
      this.messages.sessionContacts(user._id),
    ]);
    return presentSession(user, { userEvents, contacts });
  }
}
