import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  addDays,
  type Booking,
  type BookingsResponse,
  todayIso,
  travellerLimits,
  type AuthResponse,
  type HomeResponse,
  type RegisterPayload,
  type TripDetail,
  tripBookPath,
} from '@rihla/contract';

// Helpers of the customer-journey specs: fresh accounts, a signed-in page, generated passport images
// and the e-mails the server writes to its outbox.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface TestCustomer {
  name: string;
  email: string;
  /** National number without the dial code, as typed into the phone field. */
  localPhone: string;
  /** +966 and the number, as the server stores it. */
  phone: string;
  password: string;
}

let counter = 0;
/** A customer no other test uses: unique e-mail and Saudi mobile number per call. */
export function newCustomer(): TestCustomer {
  counter += 1;
  const stamp = `${Date.now().toString().slice(-6)}${process.pid % 100}${counter}`.slice(-8).padStart(8, '0');
  const localPhone = `5${stamp}`;
  return {
    name: 'مسافر تجريبي',
    email: `e2e.${Date.now()}.${process.pid}.${counter}@example.com`,
    localPhone,
    phone: `+966${localPhone}`,
    password: 'Secret123',
  };
}

export function registerPayload(c: TestCustomer): RegisterPayload {
  return {
    name: c.name,
    email: c.email,
    country_code: 'sa',
    phone_number: c.phone,
    password: c.password,
    password_confirmation: c.password,
  };
}

/** Registers through the API (set-up for specs that are not about registering). */
export async function registerByApi(
  request: APIRequestContext,
  c: TestCustomer = newCustomer(),
): Promise<TestCustomer & { token: string }> {
  const res = await request.post('/api/auth/register', { data: registerPayload(c) });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as AuthResponse;
  return { ...c, token: body.access_token };
}

/**
 * The register form's fields, on the register page or the wizard's step 1: the phone as given (none
 * when null, for a test that types it itself), and the privacy consent ticked as a keyboard user does.
 */
export async function fillRegisterForm(page: Page, c: TestCustomer, phone: string | null = c.localPhone) {
  if (phone !== null) await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(phone);
  await page.getByLabel('الاسم الكامل').fill(c.name);
  await page.getByLabel('البريد الإلكتروني').fill(c.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(c.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(c.password);
  const consent = page.getByRole('checkbox', { name: /سياسة الخصوصية/ });
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
}

/** The page starts signed in: the token is in localStorage before the app boots. */
export async function signInPage(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

/**
 * Opens the booking wizard with the travellers the trip page leaves for it (lib/booking-draft.ts:
 * the draft is in the tab's storage).
 */
export async function openWizard(page: Page, trip: TripDetail, adults: number, children = 0) {
  await page.addInitScript(([key, draft]) => sessionStorage.setItem(key, draft), [
    `booking_draft:${trip.id}`,
    JSON.stringify({ adults_count: adults, children_count: children, total_price: 0 }),
  ] as const);
  await page.goto(tripBookPath(trip.id, trip.title));
}

/**
 * The wizard's details step, where a signed-in customer starts. A page of a new browser context loads
 * every chunk afresh and waits for the session check before it draws the steps: on a busy machine
 * that took more than the default 10 s (CI, stop 39), so it gets the account menu's 30 s.
 */
export async function expectDetailsStep(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'بيانات الحجز' })).toBeVisible({ timeout: 30_000 });
}

/**
 * The header's account menu button, once the stored session has loaded. The session checks the token
 * first (its chunk, then GET /api/customer), which is slow on a busy machine.
 */
export async function accountMenuButton(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /قائمة الحساب/ });
  await expect(button).toBeVisible({ timeout: 30_000 });
  return button;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG of the given size in one colour (a stand-in passport scan). */
export function makePng(width = 320, height = 200, rgb: [number, number, number] = [15, 118, 110]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const passportFile = (name: string, rgb?: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(320, 200, rgb),
});

/**
 * Outbox folders the test server may be writing to: $E2E_DATA_DIR when set, else every
 * var/e2e-<pid> of this checkout (the config names it after the runner's pid, which a worker cannot
 * know). Mails are matched by recipient, so other runs' folders do no harm.
 */
function outboxDirs(): string[] {
  if (process.env.E2E_DATA_DIR) return [path.join(process.env.E2E_DATA_DIR, 'outbox')];
  const varDir = path.join(root, 'var');
  if (!fs.existsSync(varDir)) return [];
  return fs
    .readdirSync(varDir)
    .filter((d) => d.startsWith('e2e-'))
    .map((d) => path.join(varDir, d, 'outbox'));
}

/** Decodes one MIME entity: its base64 body, or each part of a multipart one (text and HTML). */
function decodeEntity(head: string, body: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary)
    return body
      .split(`--${boundary}`)
      .map((part) => {
        const [partHead = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
        return rest.length ? decodeEntity(partHead, rest.join('\r\n\r\n')) : '';
      })
      .join('\n');
  return /base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

function decodeMail(eml: string): { to: string; text: string } {
  const [head = '', ...rest] = eml.split('\r\n\r\n');
  const to = /^To: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
  return { to, text: decodeEntity(head, rest.join('\r\n\r\n')) };
}

/** The newest e-mail to `to` in the server's outbox, waiting for it to be written. */
export function newestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  return newestMailMatching(to, () => true, timeoutMs);
}

/**
 * The newest e-mail to `to` that contains `text`, waiting for it: one change may send several
 * (a paid booking's cancellation, then its refund; issue 26).
 */
export function mailContaining(to: string, text: string, timeoutMs = 10_000): Promise<string> {
  return newestMailMatching(to, (mail) => mail.includes(text), timeoutMs);
}

async function newestMailMatching(to: string, wanted: (text: string) => boolean, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = outboxDirs()
      .filter((d) => fs.existsSync(d))
      .flatMap((d) =>
        fs
          .readdirSync(d)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => path.join(d, f)),
      )
      .map((f) => ({ f, mtime: fs.statSync(f).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const { f } of files) {
      const mail = decodeMail(fs.readFileSync(f, 'utf8'));
      if (mail.to === to && wanted(mail.text)) return mail.text;
    }
    if (Date.now() > deadline) throw new Error(`no such e-mail to ${to} in ${outboxDirs().join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A trip two adults and one child can book (the journey changes both steppers). */
export async function bookableTrip(request: APIRequestContext, candidates?: number[]): Promise<TripDetail> {
  const ids = candidates ?? ((await (await request.get('/api/trips')).json()) as HomeResponse).trips.latest.map((t) => t.id);
  for (const id of ids) {
    const trip = ((await (await request.get(`/api/trips/${id}`)).json()) as { data: TripDetail }).data;
    const limits = travellerLimits(trip);
    if (limits.adults.max >= 2 && limits.children.max >= 1 && trip.price_per_additional_child > 0 && trip.default_adults <= 2)
      return trip;
  }
  throw new Error('no seeded trip takes two adults and a child');
}

/** Types a date into a react-aria date field, segment by segment (day, month, year in Arabic). */
/**
 * Types a date into a react-aria date field, segment by segment: day, month, year for trip and
 * passport dates (ar-SA's order), year, month, day for a birth date (yyyy/MM/dd).
 */
export async function typeDate(page: Page, label: string, iso: string, order: 'dmy' | 'ymd' = 'dmy') {
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(order === 'dmy' ? `${day}${month}${year}` : `${year}${month}${day}`);
  await expect(group.getByRole('spinbutton').nth(order === 'dmy' ? 2 : 0)).toHaveAttribute('aria-valuenow', String(Number(year)));
}

/** A traveller's name as in the passport, birth date and gender (issue 31); defaults fill them. */
export interface TravellerIdentityInput {
  first_name?: string;
  last_name?: string;
  birth_date?: string;
  gender?: 'ذكر' | 'أنثى';
}

export interface TravellerInput extends TravellerIdentityInput {
  /** The nationality's Arabic name as the list shows it ("مصر"); the ISO code is what is sent. */
  nationality: string;
  passport: string;
  expiry: string;
  image: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills traveller `index`'s name, birth date and gender (0-based: the adults, then the children). */
export async function fillIdentity(page: Page, index: number, t: TravellerIdentityInput, kind: 'adult' | 'child' = 'adult') {
  const n = index + 1;
  await page.getByRole('textbox', { name: `الاسم الأول (المسافر ${n})` }).fill(t.first_name ?? `Sara ${'ABCDEFGHIJ'[index]}`);
  await page.getByRole('textbox', { name: `اسم العائلة (المسافر ${n})` }).fill(t.last_name ?? 'Al-Omari');
  await typeDate(page, `تاريخ الميلاد (المسافر ${n})`, t.birth_date ?? (kind === 'adult' ? '1990-05-01' : isoInDays(-5 * 365)));
  await pickGender(page, n, t.gender ?? (index % 2 ? 'ذكر' : 'أنثى'));
}

/** Picks traveller `n`'s gender (1-based) in its list. */
export async function pickGender(page: Page, n: number, gender: 'ذكر' | 'أنثى') {
  await page.getByRole('button', { name: new RegExp(`الجنس \\(المسافر ${n}\\)`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: gender, exact: true }).click();
}

/** Fills child `index`'s entry (0-based among all travellers: after the adults). */
export async function fillChild(page: Page, index: number, t: TravellerIdentityInput = {}) {
  await fillIdentity(page, index, { first_name: `Omar ${'ABCDEFGHIJ'[index]}`, gender: 'ذكر', ...t }, 'child');
}

/** Ticks the review step's "أوافق على الشروط" (its input is visually hidden: focus and Space, as a keyboard does). */
export async function acceptTerms(page: Page) {
  const box = page.getByRole('checkbox', { name: 'أوافق على الشروط' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Step 2's "التالي", the review step's terms box, then "تأكيد الحجز", which makes the booking (issue 31). */
export async function reviewAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByRole('heading', { name: 'مراجعة الحجز' })).toBeFocused();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'تأكيد الحجز' }).click();
}

/** Fills adult `index`'s entry (0-based) of the wizard's step 2: name, birth date, gender, passport. */
export async function fillTraveller(page: Page, index: number, t: TravellerInput) {
  const n = index + 1;
  await fillIdentity(page, index, t);
  await pickNationality(page, n, t.nationality);
  await page.getByRole('textbox', { name: `رقم الجواز (المسافر ${n})` }).fill(t.passport);
  await typeDate(page, `تاريخ انتهاء الجواز (المسافر ${n})`, t.expiry);
  await page.locator(`input[type=file][name="passport_image[${index}]"]`).setInputFiles(t.image);
  await expect(page.getByRole('img', { name: `معاينة ${t.image.name}` })).toBeVisible();
}

/** Types part of a nationality's Arabic name into traveller `n`'s list and picks it. */
export async function pickNationality(page: Page, n: number, name: string) {
  const box = page.getByRole('combobox', { name: `الجنسية (المسافر ${n})` });
  await box.click();
  await box.pressSequentially(name.split(' ').at(-1)!);
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

export function isoInDays(days: number): string {
  return addDays(todayIso(), days);
}

/**
 * react-aria's live announcer keeps a `role=img` message pointing at the element it announced
 * (a typed date segment) for a few seconds; once that element has left the page (the wizard moved
 * on) axe reports it. Wait for the announcer to clear before a scan.
 */
export async function settleAnnouncements(page: Page) {
  await expect(page.locator('[data-live-announcer] [role=img]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the keyboard focus, as a keyboard user
 * moves through a page; fails if it is not reached within `max` presses (not focusable, or skipped).
 */
export async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}) {
  await target.waitFor();
  const trail: string[] = [];
  for (let i = 0; i < max; i++) {
    const here = await target.evaluate((el) => {
      const a = document.activeElement;
      return el === a ? null : `${a?.tagName} ${a?.getAttribute('aria-label') ?? a?.textContent?.slice(0, 40) ?? ''}`;
    });
    if (here === null) return;
    trail.push(here);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}; focus went through:\n${trail.slice(-40).join('\n')}`);
}

/** Presses `key` until the focused element's accessible text matches `name` (menus, radio groups). */
export async function arrowTo(page: Page, key: string, isThere: () => Promise<boolean>, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await isThere()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the wanted item`);
}

let shared: Promise<TestCustomer & { token: string }> | undefined;
/**
 * One account per worker for the specs that only need "some customer": the server allows 20
 * registrations an hour from one address, and the whole browser suite comes from 127.0.0.1.
 */
export function sharedCustomer(request: APIRequestContext): Promise<TestCustomer & { token: string }> {
  shared ??= registerByApi(request);
  return shared;
}

/** The customer's bookings (first page), read straight from the API. */
export async function bookingsOf(request: APIRequestContext, token: string): Promise<Booking[]> {
  const res = await request.get('/api/customer/bookings?page=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as BookingsResponse).data.bookings;
}
