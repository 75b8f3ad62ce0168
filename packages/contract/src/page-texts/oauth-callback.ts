import type { PageText } from '../pages.ts';
import { loginText } from './login.ts';

export const oauthCallbackText: PageText = loginText;
