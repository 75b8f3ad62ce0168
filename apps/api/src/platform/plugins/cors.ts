import cors from '@fastify/cors';
import fp from 'fastify-plugin';

// Other origins only when CORS_ORIGINS names them (the web app is served from the API's own origin).
// The security headers' hook runs first, so a preflight answer carries them too.
export default fp(
  async (app) => {
    if (!app.config.corsOrigins.length) return;
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['helmet'] },
);
