import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

// The booking form (modules/bookings/parse-booking.ts streams its files itself).
export default fp(
  async (app) => {
    await app.register(multipart, { throwFileSizeLimit: true });
  },
  { name: 'multipart', dependencies: ['cors'] },
);
