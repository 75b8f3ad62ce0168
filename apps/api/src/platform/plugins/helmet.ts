import fp from 'fastify-plugin';
import { securityHeaders } from '../headers.ts';

// Helmet's headers, worked out once (platform/headers.ts); a route may still replace one (media, files).
// HSTS only means something over HTTPS, so it is sent when the request came that way.
export default fp(
  async (app) => {
    const { config } = app;
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The hash is the one <style> element react-aria-components inserts at run time.
          styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='", ...config.cspStyleSrc],
          // Style attributes only (never a <style> element or a stylesheet): the server-rendered page
          // carries the ones React sets (a virtual list's row offsets, react-aria's visually hidden
          // text), which the browser would otherwise drop, and hydration does not put back.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // The payment gateway's API: the browser creates payments there itself (issue 26).
          connectSrc: [
            "'self'",
            ...(config.payments ? [new URL(config.payments.browserApiUrl).origin] : []),
            ...config.cspConnectSrc,
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
        },
      },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      const res = reply.raw;
      for (const [name, value] of headers) res.setHeader(name, value);
      if (request.protocol === 'https') res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // A customer's data and the answers that carry a token are never kept by a browser or a proxy
      // (issue 12, item 12); a route may still say more (files: "private, no-store").
      // The back office's answers too (issue 29): passports, customers' contacts, the audit log.
      if (request.url.startsWith('/api/customer') || request.url.startsWith('/api/auth/') || request.url.startsWith('/api/admin'))
        res.setHeader('cache-control', 'no-store');
      done();
    });
  },
  // After compress, as before the move.
  { name: 'helmet', dependencies: ['compress'] },
);
