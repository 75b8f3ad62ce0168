import { describe, expect, it } from 'vitest';
import { countryFromHeader } from '../../src/routes/geo/index.ts';
import { createTestApp } from '../helper.ts';

describe('GET /api/geo', () => {
  it('reads the country only from the header the operator names, and only when it is a country', async () => {
    const t = await createTestApp({ GEO_COUNTRY_HEADER: 'CF-IPCountry' });
    try {
      const ask = async (headers: Record<string, string>) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/geo', headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toContain('private');
        return res.json();
      };
      expect(await ask({ 'cf-ipcountry': 'EG' })).toEqual({ data: { country_code: 'eg' } });
      expect(await ask({ 'cf-ipcountry': 'XX' })).toEqual({ data: { country_code: null } });
      expect(await ask({ 'cf-ipcountry': '<script>' })).toEqual({ data: { country_code: null } });
      expect(await ask({ 'x-country': 'ae' })).toEqual({ data: { country_code: null } });
    } finally {
      await t.close();
    }
  });

  it('without GEO_COUNTRY_HEADER no client header is believed', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/geo', headers: { 'cf-ipcountry': 'eg' } });
      expect(res.json()).toEqual({ data: { country_code: null } });
    } finally {
      await t.close();
    }
  });

  it('accepts two letters only', () => {
    expect(countryFromHeader(' KW ')).toBe('kw');
    expect(countryFromHeader(['sa', 'eg'])).toBe('sa');
    expect(countryFromHeader('T1')).toBeNull();
    expect(countryFromHeader('sau')).toBeNull();
    expect(countryFromHeader(undefined)).toBeNull();
  });
});
