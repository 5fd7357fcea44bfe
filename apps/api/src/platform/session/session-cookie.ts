import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sid';

/** HttpOnly and SameSite=Lax always; Secure when the site is reached over HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  ttlMs: number,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.cookies[SESSION_COOKIE] ?? null;
}
