import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@rihla/contract';
import { auth, createTestApp, register, type TestApp } from '../helper.ts';

// Items 10 and 11 of issue 12: a multipart boundary over 256 characters answered 500; framework
// errors answered Fastify's own body (FST_ERR_BAD_URL, a 414 echoing the URL).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await register(t.app));
});
afterAll(async () => t?.close());

describe('framework errors', () => {
  it('a long multipart boundary answers 400 with the booking message', async () => {
    for (const length of [71, 300, 1000]) {
      const b = 'x'.repeat(length);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/trips/book',
        payload: `--${b}\r\nContent-Disposition: form-data; name="trip_id"\r\n\r\n1\r\n--${b}--\r\n`,
        headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${b}` },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(errorMessages.bookingInput);
    }
  });

  it('an undecodable URL or an over-long path parameter answers the API’s own 404, echoing nothing', async () => {
    const long = 'a'.repeat(250);
    for (const url of ['/%c0%ae', '/api/%c0', `/api/trips/${'1'.repeat(250)}`, `/api/countries/${long}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: errorMessages.notFound });
      expect(res.body).not.toMatch(/FST_|c0|aaaa|1111/);
    }
  });
});
