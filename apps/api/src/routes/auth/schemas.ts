const str = (max: number) => ({ type: 'string', maxLength: max }) as const;

export const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: { email: str(254), password: str(100) },
} as const;

export const registerBody = {
  type: 'object',
  required: ['name', 'email', 'phone_number', 'password', 'password_confirmation'],
  properties: {
    name: str(100),
    email: str(254),
    country_code: str(8),
    phone_number: str(32),
    password: str(100),
    password_confirmation: str(100),
  },
} as const;

export const resetRequestBody = {
  type: 'object',
  required: ['email'],
  properties: { email: str(254) },
} as const;

export const resetBody = {
  type: 'object',
  required: ['token', 'password', 'password_confirmation'],
  properties: { token: str(200), password: str(100), password_confirmation: str(100) },
} as const;

export const oauthBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 4096 }, redirect_uri: str(2048), state: str(256) },
} as const;

export const authResponse = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        avatar: { type: ['string', 'null'] },
        email: { type: 'string' },
        birthday: { type: ['string', 'null'] },
        gender: { type: ['string', 'null'] },
        country_code: { type: 'string' },
        phone_number: { type: 'string' },
        email_verified_at: { type: ['string', 'null'] },
      },
    },
    message: { type: 'string' },
  },
} as const;
