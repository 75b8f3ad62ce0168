import type { FastifyInstance } from 'fastify';
import * as wire from '@rihla/contract/wire';
import { errorMessages, validateEmail, type StaffRole } from '@rihla/contract';
import { ApiError } from '../../platform/http-errors.ts';
import { staffOf, toStaffMember, recordAudit, staffAccounts as staff, inviteLink } from '../../modules/staff/index.ts';

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
}
