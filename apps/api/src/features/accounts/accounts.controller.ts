import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  LIMITS,
  captchaEndpoint,
  googleLoginEndpoint,
  loginEndpoint,
  logoutEndpoint,
  notRussiaEndpoint,
  presetsEndpoint,
  registrationConfirmEndpoint,
  restoreChangeEndpoint,
  restoreCodeEndpoint,
  restoreRequestEndpoint,
  settingsEndpoint,
  signupEndpoint,
  userSettingsEndpoint,
  type Captcha,
  type Preset,
  type SessionState,
  type UserSettings,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CaptchaService } from '../../platform/captcha';
import { ContractBody, ContractQuery, Route } from '../../platform/http';
import {
  clearSessionCookie,
  sessionTokenOf,
  setSessionCookie,
  SessionService,
  CurrentViewer,
  OptionalViewer,
  type Viewer,
} from '../../platform/session';
import { SanctionsByUser } from '../sanctions';
import { presentSession, type UserRecord } from '../users';
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
    private readonly events: UserEventsService,
    private readonly messages: MessagesService,
    private readonly sanctions: SanctionsByUser,
  ) {}

  @Route(captchaEndpoint)
  async newCaptcha(): Promise<Captcha> {
    return this.captcha.create();
  }

  @Route(signupEndpoint)
  async signUp(
    @ContractBody() body: EndpointParsedBody<typeof signupEndpoint>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    return this.signIn(await this.accounts.signUp(body), request, reply);
  }

  @Route(registrationConfirmEndpoint)
  async confirm(
    @ContractQuery() query: EndpointParsedQuery<typeof registrationConfirmEndpoint>,
  ): Promise<{ confirmed: true }> {
    await this.accounts.confirmEmail(query.token);
    return { confirmed: true };
  }

  @Route(loginEndpoint)
  async logIn(
    @ContractBody() body: EndpointParsedBody<typeof loginEndpoint>,
    @ContractQuery() _query: EndpointParsedQuery<typeof loginEndpoint>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    return this.signIn(await this.accounts.logIn(body), request, reply);
  }

  @Route(googleLoginEndpoint)
  async logInWithGoogle(
    @ContractBody() body: EndpointParsedBody<typeof googleLoginEndpoint>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    return this.signIn(await this.google.signIn(body.token), request, reply);
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
    @ContractBody() body: EndpointParsedBody<typeof restoreRequestEndpoint>,
  ): Promise<true> {
    await this.accounts.requestRestore(body);
    return true;
  }

  @Route(restoreCodeEndpoint)
  async checkRestoreCode(
    @ContractBody() body: EndpointParsedBody<typeof restoreCodeEndpoint>,
  ): Promise<boolean> {
    return this.accounts.checkRestoreCode(body.email, body.code);
  }

  @Route(restoreChangeEndpoint)
  async changePassword(
    @ContractBody() body: EndpointParsedBody<typeof restoreChangeEndpoint>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionState> {
    return this.signIn(await this.accounts.changePassword(body), request, reply);
  }

  @Route(settingsEndpoint)
  async currentSession(@OptionalViewer() viewer: Viewer | null): Promise<SessionState | null> {
    return viewer ? this.sessionOf(viewer.user) : null;
  }

  @Route(userSettingsEndpoint)
  updateSettings(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof userSettingsEndpoint>,
  ): Promise<UserSettings> {
    return this.settings.update(viewer, body);
  }

  /** docs/product §7: the not-Russia setting answers `success`. */
  @Route(notRussiaEndpoint)
  async setNotRussia(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof notRussiaEndpoint>,
  ): Promise<{ success: boolean }> {
    await this.settings.setNotRussia(viewer, body.notRussia);
    return { success: true };
  }

  @Route(presetsEndpoint)
  replacePresets(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof presetsEndpoint>,
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
    const sanctions = this.sanctions.noticesOf(user._id, new Date());
    return presentSession(user, { userEvents, contacts, sanctions });
  }
}
