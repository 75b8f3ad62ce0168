import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages, type StaffMember } from '@rihla/contract';
import type { StaffRow } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/http-errors.ts';
import { tokenHash } from '../../platform/tokens.ts';
import * as staff from './repositories/staff.ts';

// Back-office sessions (issue 17): a staff token, never a customer's (they live in another table),
// good for 12 hours at most and 30 minutes without use. Each route under /api/admin says which roles
// may call it; the authorisation-matrix test walks every one of them.

export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_used_at is rewritten at most once a minute: the idle limit stays right to the minute. */
const TOUCH_AFTER_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffRow | null;
  }
  interface FastifyContextConfig {
    /** Who may call a route under /api/admin: both roles unless it says admins only. */
    staffRoles?: readonly StaffRow['role'][];
  }
}

const sessionEnded = () => new ApiError(401, errorMessages.staffSessionEnded);

function bearer(request: FastifyRequest): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(String(request.headers.authorization ?? ''));
  return m ? m[1]! : null;
}

export async function loadStaff(request: FastifyRequest): Promise<StaffRow | null> {
  const token = bearer(request);
  if (!token) return null;
  const hash = tokenHash(token);
  const { db } = request.server;
  const row = await staff.sessionByHash(db, hash);
  if (!row) return null;
  const { session_created_at, session_used_at, ...member } = row;
  const now = Date.now();
  const expired =
    now - Date.parse(session_created_at) > STAFF_SESSION_MAX_MS || now - Date.parse(session_used_at) > STAFF_SESSION_IDLE_MS;
  if (expired || member.disabled_at) {
    await staff.endSession(db, hash);
    return null;
  }
  if (now - Date.parse(session_used_at) > TOUCH_AFTER_MS) await staff.touchSession(db, hash, new Date(now).toISOString());
  return member;
}

/** onRequest hook of every staff route: a live staff session in one of the route's roles. */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const member = await loadStaff(request);
  if (!member) throw sessionEnded();
  request.staff = member;
  const roles = request.routeOptions.config.staffRoles ?? ['admin', 'agent'];
  if (!roles.includes(member.role)) throw new ApiError(403, errorMessages.staffForbidden);
}

export function staffOf(request: FastifyRequest): StaffRow {
  if (!request.staff) throw sessionEnded();
  return request.staff;
}

export function toStaffMember(s: StaffRow): StaffMember {
  return {
    id: s.id,
    email: s.email,
    name: s.name,
    role: s.role,
    has_second_factor: s.totp_confirmed_at !== null,
    disabled: s.disabled_at !== null,
    created_at: s.created_at,
  };
}

/** The token of the request's staff session (for signing out). */
export function staffTokenHash(request: FastifyRequest): string | null {
  const token = bearer(request);
  return token ? tokenHash(token) : null;
}
