import {
  BAD_IDS,
  BAD_TOKENS,
  customerRoutes,
  filterParams,
  filterValues,
  json,
  jsonPostRequest,
  SCRIPT,
  SQL,
  TRAVERSAL,
  WRITE_UNSAFE_IDS,
  type HostileContext,
  type HostileRequest,
} from './payloads.ts';

// The systematic part of the hostile stream: every endpoint with every kind of bad input at least
// once, in a fixed order (no random choices, so the generated part's seed sequence is unchanged).

export function systematicRequests(ctx: HostileContext): HostileRequest[] {
  const A = `Bearer ${ctx.tokenA}`;
  const out: HostileRequest[] = [];
  const add = (x: HostileRequest) => out.push(x);
  const jsonPost = (...args: Parameters<typeof jsonPostRequest>) => add(jsonPostRequest(...args));

  // --- systematic part: every endpoint with every kind of bad input at least once ---
  const publicGets = [
    '/api/health',
    '/api/data/info',
    '/api/cities',
    '/api/trips',
    '/api/faq',
    '/api/countries',
    '/api/data/tags',
    '/api/openapi.json',
  ];
  for (const p of publicGets) {
    for (const q of [
      '?page=-1',
      `?x=${encodeURIComponent(SQL[0]!)}`,
      `?${'a'.repeat(8000)}=1`,
      '?__proto__[x]=1',
      `?q=${encodeURIComponent(SCRIPT[0]!)}`,
    ])
      add({ category: 'query', method: 'GET', path: p + q, headers: {} });
    for (const m of ['PUT', 'DELETE', 'PATCH', 'POST'])
      add({ category: 'method', method: m, path: p, headers: { 'content-type': 'application/json' }, body: json({ a: 1 }) });
  }
  for (const id of BAD_IDS) {
    for (const p of ['/api/trips/', '/api/countries/', '/api/data/tags/'])
      add({ category: 'bad-id', method: 'GET', path: p + id, headers: {} });
    add({ category: 'bad-id', method: 'GET', path: `/api/customer/bookings/${id}`, headers: { authorization: A } });
    add({ category: 'bad-id', method: 'GET', path: `/api/customer/bookings/${id}/files/${id}`, headers: { authorization: A } });
    // Ids that coerce to a real trip ('0x10', ' 1', '1e3') would toggle a real favourite: left out here.
    if (!WRITE_UNSAFE_IDS.has(id))
      add({
        category: 'bad-id',
        method: 'POST',
        path: `/api/customer/favourites/${id}`,
        headers: { authorization: A, 'content-type': 'application/json' },
        body: json({ liked: true }),
      });
    add({ category: 'bad-id', method: 'GET', path: `/api/media/${id}/${id}.svg`, headers: {} });
  }
  for (const p of filterParams)
    for (const v of filterValues) add({ category: 'filter', method: 'GET', path: `/api/trips/filter?${p}=${v}`, headers: {} });
  for (const q of [
    'page=1&page=2',
    'page[]=1',
    'page[a]=b',
    'sort_by[]=low_price&sort_by[]=high_price',
    `start_date=${'9'.repeat(5000)}`,
  ])
    add({ category: 'filter', method: 'GET', path: `/api/trips/filter?${q}`, headers: {} });
  for (const t of ['', 'evil', 'home%27%20OR%201%3D1', '%3Cscript%3E', 'home&type=faq', 'HOME', 'type[]=home'])
    add({ category: 'query', method: 'GET', path: `/api/data/banners?type=${t}`, headers: {} });
  add({ category: 'query', method: 'GET', path: '/api/data/banners', headers: {} });
  for (const p of TRAVERSAL) {
    add({ category: 'traversal', method: 'GET', path: p, headers: {}, traversal: true });
    add({ category: 'traversal', method: 'GET', path: p, headers: { authorization: A }, traversal: true });
  }
  // B's booking and file, reached with A's token: 404, never the data.
  add({ category: 'authz', method: 'GET', path: `/api/customer/bookings/${ctx.bookingB}`, headers: { authorization: A } });
  add({
    category: 'authz',
    method: 'GET',
    path: `/api/customer/bookings/${ctx.bookingB}/files/${ctx.fileB}`,
    headers: { authorization: A },
  });
  add({
    category: 'authz',
    method: 'GET',
    path: `/api/customer/bookings/${ctx.bookingA}/files/${ctx.fileB}`,
    headers: { authorization: A },
  });
  jsonPost('authz', '/api/customer/bookings/rate', json({ booking_id: ctx.bookingB, rate: 5, comment: 'x' }), A);
  for (const [m, p] of customerRoutes(ctx)) {
    for (const t of BAD_TOKENS(ctx.tokenA)) {
      add({
        category: 'bad-token',
        method: m,
        path: p,
        headers: { authorization: t, ...(m === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(m === 'POST' ? { body: json({ liked: true, name: 'مستخدم جديد', booking_id: ctx.bookingA, rate: 5 }) } : {}),
      });
    }
    add({ category: 'bad-token', method: m, path: p, headers: {} });
  }
  return out;
}
