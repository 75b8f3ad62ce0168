import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../modules/staff/index.ts';
import staffAuthRoutes from './auth.ts';
import staffRoutes from './staff.ts';
import auditRoutes from './audit.ts';
import adminBookingRoutes from './bookings.ts';
import adminTripRoutes from './catalogue-trips.ts';
import adminContentRoutes from './catalogue-content.ts';
import adminPlacesRoutes from './catalogue-places.ts';
import adminPictureRoutes from './pictures.ts';
import adminInvoiceRoutes from './invoices.ts';
import adminReviewRoutes from './reviews.ts';
import adminFigureRoutes from './figures.ts';
import adminVitalsRoutes from './vitals.ts';

// /api/admin: the back office's API (issue 17). Signing in is open (with its own limits); everything
// else needs a staff session, in the roles each route names (config.staffRoles; both by default).
export default async function adminRoutes(app: FastifyInstance) {
  app.decorateRequest('staff', null);
  await app.register(staffAuthRoutes, { prefix: '/auth' });
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireStaff);
    await signedIn.register(staffRoutes);
    await signedIn.register(auditRoutes);
    await signedIn.register(adminBookingRoutes);
    await signedIn.register(adminTripRoutes);
    await signedIn.register(adminContentRoutes);
    await signedIn.register(adminPlacesRoutes);
    await signedIn.register(adminPictureRoutes);
    await signedIn.register(adminInvoiceRoutes);
    await signedIn.register(adminReviewRoutes);
    await signedIn.register(adminFigureRoutes);
    await signedIn.register(adminVitalsRoutes);
  });
}
