import { afterEach, describe, expect, it } from 'vitest';
import { loginPathReturningHere, rememberNextForOAuth, safeNext, takeNextAfterOAuth } from './return-path.ts';

describe('return path after signing in', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps paths on this site and refuses everything else', () => {
    expect(safeNext('/search?to_city_id=3')).toBe('/search?to_city_id=3');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('javascript:alert(1)')).toBe('/');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('')).toBe('/');
  });

  it('sends the guest to login with the page they were on, query included', () => {
    expect(loginPathReturningHere({ pathname: '/search', search: '?sort_by=high_price' })).toBe(
      '/auth/login?next=%2Fsearch%3Fsort_by%3Dhigh_price',
    );
    expect(loginPathReturningHere({ pathname: '/', search: '' })).toBe('/auth/login');
  });

  it('carries the return path across the provider round trip once', () => {
    rememberNextForOAuth('/trip/7/x');
    expect(takeNextAfterOAuth()).toBe('/trip/7/x');
    expect(takeNextAfterOAuth()).toBe('/');
    rememberNextForOAuth('//evil.example');
    expect(takeNextAfterOAuth()).toBe('/');
  });
});
