import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PRIVACY_UPDATED, TERMS_UPDATED } from '@rihla/contract';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

// A legal text's "آخر تحديث" date is written by hand beside it (contract page-texts: TERMS_UPDATED,
// PRIVACY_UPDATED), and the sitemap's lastmod follows it. This fingerprints what each page says, so
// that changing the words fails here until the date has moved too. When it fails:
// - the text changed: set its date to today's and put the new fingerprint below, under that date;
// - only the markup changed (same words): put the new fingerprint under the same date.
const FINGERPRINTS: Record<string, { updated: string; fingerprint: string }> = {
  '/terms': { updated: '2026-11-28', fingerprint: 'b5f573257cd54bb5' },
  '/policy': { updated: '2026-11-27', fingerprint: '58b8dac05c492d8b' },
};

/** The main area's words, the date line left out (its own figure is checked against the constant). */
async function fingerprintOf(path: string): Promise<string> {
  fakeApi({});
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  const words = (screen.getByRole('main').textContent ?? '').replace(/آخر تحديث:[^\n]*?\d{4}/, '').replace(/\s+/g, ' ');
  return createHash('sha256').update(words).digest('hex').slice(0, 16);
}

describe("the legal pages' dates follow their words", () => {
  it.each([
    ['/terms', TERMS_UPDATED],
    ['/policy', PRIVACY_UPDATED],
  ])('%s', async (path, updated) => {
    const known = FINGERPRINTS[path]!;
    expect(updated, `${path}: its date moved; record the page's fingerprint under the new date`).toBe(known.updated);
    expect(
      await fingerprintOf(path),
      `${path}: its words changed; move its date (contract page-texts) and record the fingerprint`,
    ).toBe(known.fingerprint);
  });
});
