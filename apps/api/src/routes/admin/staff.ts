import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRow } from '../../platform/db/schema.ts';
import * as wire from '@rihla/contract/wire';
import { errorMessages, validateEmail, type StaffRole } from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import {
  staffOf,
  toStaffMember,
  recordAudit,
  staffAccounts as staff,
  inviteLink,
  queueInviteMail,
  queueSecondFactorResetMail,
} from '../../modules/staff/index.ts';
import { notFound } from '../../platform/http-errors.ts';

// Who is signed in, and staff management (admins only): invitations by link.
export default async function staffRoutes(app: FastifyInstance) {
  const { db, config } = app;

  app.get(
    '/me',
    { schema: { tags: ['admin'], summary: 'The signed-in staff member', response: { 200: wire.StaffMeAnswer } } },
    async (request) => ({
      data: toStaffMember(staffOf(request)),
    }),
  );

  app.get(
    '/staff',
    {
      config: { staffRoles: ['admin'] },
      schema: { tags: ['admin'], summary: 'Staff accounts (admins)', response: { 200: wire.StaffListAnswer } },
    },
    async () => ({ data: (await staff.listStaff(db)).map(toStaffMember) }),
  );

  app.post<{ Body: { email: string; name: string; role: StaffRole } }>(
    '/staff',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Invite a staff member (admins)',
        body: wire.StaffInviteBody,
        response: { 200: wire.StaffInviteAnswer },
      },
    },
    async (request) => {
      const admin = staffOf(request);
      const email = request.body.email.trim().toLowerCase();
      const emailError = validateEmail(email);
      if (emailError) throw new ApiError(422, emailError, { email: [emailError] });
      const name = request.body.name.trim();
      if (!name) throw new ApiError(422, 'اكتب اسم الموظف', { name: ['اكتب اسم الموظف'] });
      if (await staff.staffByEmail(db, email))
        throw new ApiError(409, errorMessages.staffExists, { email: [errorMessages.staffExists] });
      const member = await staff.createStaff(db, { email, name, role: request.body.role, invitedBy: admin.id });
      const link = await inviteLink(db, config.publicUrl, member.id);
      // E-mailed to them too (issue 31, item 16); the admin still sees the link to hand on.
      await queueInviteMail(db, member, admin.name, link);
      app.mailOutbox.wake();
      await recordAudit(db, {
        staffId: admin.id,
        staffEmail: admin.email,
        action: 'staff.invited',
        subject: `staff:${member.id}`,
        details: { email, role: member.role },
        ip: request.ip,
      });
      return { data: { staff: toStaffMember(member), link } };
    },
  );

  app.post<{ Params: { id: number } }>(
    '/staff/:id/reset-second-factor',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary:
          "Reset another staff member's second factor (a lost authenticator); they set it up again at sign-in (admins; audited, e-mailed)",
        params: wire.IdParams,
        response: { 200: wire.StaffMeAnswer },
      },
    },
    async (request) => {
      const admin = staffOf(request);
      const member = await staff.staffById(db, request.params.id);
      if (!member) throw notFound();
      if (member.id === admin.id) throw new ApiError(409, 'لا يمكنك إعادة تعيين تحققك بنفسك؛ اطلب ذلك من مدير آخر');
      await staff.updateStaff(db, member.id, {
        totp_secret: null,
        totp_confirmed_at: null,
        totp_last_step: null,
        recovery_codes: null,
      });
      // Whoever holds the lost phone's sessions is signed out with it.
      await staff.endSessionsOf(db, member.id);
      await queueSecondFactorResetMail(db, member, admin.name, `${config.publicUrl}/admin/login`);
      app.mailOutbox.wake();
      await recordAudit(db, {
        staffId: admin.id,
        staffEmail: admin.email,
        action: 'staff.second-factor-reset',
        subject: `staff:${member.id}`,
        details: { email: member.email },
        ip: request.ip,
      });
      return { data: toStaffMember((await staff.staffById(db, member.id))!) };
    },
  );

  // Offboarding (issue 29, finding 4): disable (every session ends at once), enable, change the role.
  // Never the last active admin: 409. All audited with what changed.
  const auditChange = (request: FastifyRequest, member: StaffRow, action: string, details: Record<string, unknown>) => {
    const admin = staffOf(request);
    return recordAudit(db, {
      staffId: admin.id,
      staffEmail: admin.email,
      action,
      subject: `staff:${member.id}`,
      details: { email: member.email, ...details },
      ip: request.ip,
    });
  };
  const found = async (id: number) => {
    const member = await staff.staffById(db, id);
    if (!member) throw notFound();
    return member;
  };
  const lastAdmin = () => new ApiError(409, errorMessages.staffLastAdmin);
  const answer = async (id: number) => ({ data: toStaffMember((await staff.staffById(db, id))!) });

  app.post<{ Params: { id: number } }>(
    '/staff/:id/disable',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Disable a staff member: every session of theirs ends at once (admins; never the last admin; audited)',
        params: wire.IdParams,
        response: { 200: wire.StaffMeAnswer },
      },
    },
    async (request) => {
      const member = await found(request.params.id);
      if (member.disabled_at) return answer(member.id);
      const result = await staff.disableStaff(db, member.id);
      if (result === 'missing') throw notFound();
      if (result === 'last-admin') throw lastAdmin();
      await auditChange(request, member, 'staff.disabled', { role: member.role });
      return answer(member.id);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/staff/:id/enable',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled staff member again (admins; audited)',
        params: wire.IdParams,
        response: { 200: wire.StaffMeAnswer },
      },
    },
    async (request) => {
      const member = await found(request.params.id);
      if (!member.disabled_at) return answer(member.id);
      await staff.enableStaff(db, member.id);
      await auditChange(request, member, 'staff.enabled', { disabled_at: member.disabled_at });
      return answer(member.id);
    },
  );

  app.post<{ Params: { id: number }; Body: { role: StaffRole } }>(
    '/staff/:id/role',
    {
      config: { staffRoles: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: "Change a staff member's role (admins; never the last admin's; audited)",
        params: wire.IdParams,
        body: wire.StaffRoleBody,
        response: { 200: wire.StaffMeAnswer },
      },
    },
    async (request) => {
      const member = await found(request.params.id);
      const role = request.body.role;
      if (member.role === role) return answer(member.id);
      const result = await staff.setStaffRole(db, member.id, role);
      if (result === 'missing') throw notFound();
      if (result === 'last-admin') throw lastAdmin();
      await auditChange(request, member, 'staff.role-changed', { from: member.role, to: role });
      return answer(member.id);
    },
  );
}
