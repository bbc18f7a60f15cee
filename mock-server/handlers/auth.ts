// Login and profile. Each login issues a new random token (several tabs may hold sessions).
import { fail, jsonBody, ok, type Ctx, type Reply } from '../http.js';
import { findByLogin, issueSession } from '../state.js';
import type { Session } from '../types.js';

export const login = (body: Buffer): { reply: Reply; session: Session | null } => {
  const input = jsonBody(body);
  const email = typeof input.email === 'string' ? input.email : '';
  const reservationId = typeof input.reservationId === 'string' ? input.reservationId : '';
  const found = email && reservationId ? findByLogin(email, reservationId) : null;
  if (!found) {
    return {
      reply: { status: 400, json: { message: 'Invalid e-mail or reservation number.' } },
      session: null,
    };
  }
  const [id, r] = found;
  const session = issueSession(id);
  return {
    session,
    reply: ok({
      token: session.token,
      user_id: r.userId,
      user_email: r.email,
      message: 'Login successful.',
      last_access: session.lastAccess,
    }),
  };
};

export const getProfile = (ctx: Ctx): Reply => ok({ ...ctx.auth.reservation.profile });

export const unauthenticated = (): never => fail(401, 'Unauthenticated.');
