import { errorMessages } from './messages.ts';

// A staff password guards every passport (issue 17: 12 characters at least). Issue 29: twelve spaces
// were accepted. Refused now: whitespace only, one character repeated, a run along the alphabet, the
// digits or a keyboard row, and the common passwords of 12 characters or more (the top of the
// public breach lists that length filters leave), compared without case, spaces or punctuation.

export const STAFF_PASSWORD_MIN = 12;
export const staffPasswordRule = 'كلمة مرور الموظفين 12 حرفًا على الأقل';

/** Common passwords of 12+ characters, folded (lower case, letters and digits only). */
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '111111111111',
  '123123123123',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'passw0rd1234',
  'qwertyuiopasdf',
  'qwerty123456',
  'qwertyuiop123',
  '1qaz2wsx3edc',
  '1q2w3e4r5t6y',
  'q1w2e3r4t5y6',
  'zaq12wsxcde3',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'admin1234567',
  'administrator',
  'changeme1234',
  'trustno11234',
  'abcdefghijkl',
  'football1234',
  'baseball1234',
  'superman1234',
  'monkey123456',
  'dragon123456',
  'sunshine1234',
  'princess1234',
  'starwars1234',
  'michael12345',
  'whatever1234',
  'computer1234',
  'internet1234',
  'mohammed1234',
  'muhammad1234',
  'bismillah123',
  'rihla1234567',
  'rihlarihla12',
  'ilovesaudiarabia',
  'saudiarabia1',
  'saudiarabia123',
  'riyadh123456',
  'jeddah123456',
  'makkah123456',
]);

const ROWS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiopasdfghjklzxcvbnm', '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p'];

/** True when the folded password is a run of one of the rows, forwards or backwards, or repeats one. */
function isSequence(folded: string): boolean {
  for (const row of ROWS) {
    const doubled = row.repeat(Math.ceil(folded.length / row.length) + 1);
    const back = [...doubled].reverse().join('');
    if (doubled.includes(folded) || back.includes(folded)) return true;
  }
  return false;
}

/** The Arabic reason a staff password is refused, or null when it may be used. */
export function validateStaffPassword(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return staffPasswordRule;
  if (!password.trim()) return errorMessages.staffPasswordWeak;
  const folded = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (folded.length < 4) return errorMessages.staffPasswordWeak;
  if (new Set(folded).size <= 2) return errorMessages.staffPasswordWeak;
  if (COMMON.has(folded) || isSequence(folded)) return errorMessages.staffPasswordWeak;
  // A short common word repeated ("abcabcabcabc", "passpasspass").
  for (let n = 1; n <= folded.length / 3; n++)
    if (folded.length % n === 0 && folded.slice(0, n).repeat(folded.length / n) === folded)
      return errorMessages.staffPasswordWeak;
  return null;
}
