import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessages, formatRiyal, travellersText, tripBookPath, uiMessages } from '@rihla/contract';
import { fakeApi, reply } from '../../testing/fake-api.ts';
import { siteInfo, trip } from '../../testing/fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const routes = { 'GET /api/data/info': { data: siteInfo }, 'GET /api/trips/7': { data: trip } };

describe('booking wizard, as a guest', () => {
  it('sums up the travellers the trip page handed over and starts on the account step', async () => {
    sessionStorage.setItem('booking_draft:7', JSON.stringify({ adults_count: 3, children_count: 1, total_price: 6500 }));
    fakeApi(routes);
    renderRoute(tripBookPath(7, trip.title));

    expect(await screen.findByRole('heading', { level: 1, name: 'حجز الرحلة' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('الحساب');
    const summary = screen.getByRole('complementary', { name: /جولة في إسطنبول/ });
    expect(within(summary).getByText(travellersText(3, 1))).toBeInTheDocument();
    expect(within(summary).getAllByText(formatRiyal(4200 + 1500 + 800)).length).toBeGreaterThan(0);
  });

  it('signs in on the account step with the login fields, and says why when refused', async () => {
    fakeApi({ ...routes, 'POST /api/auth/login': reply(401, { message: 'Unauthenticated.' }) });
    renderRoute(tripBookPath(7, trip.title));

    await userEvent.click(await screen.findByRole('button', { name: 'لا، لدي حساب' }));
    const form = screen.getByRole('form', { name: 'تسجيل الدخول' });
    await userEvent.type(within(form).getByRole('textbox', { name: /البريد الإلكتروني/ }), 'sara@example.com');
    await userEvent.type(within(form).getByLabelText(/كلمة المرور/, { selector: 'input' }), 'Wrong1234');
    await userEvent.click(within(form).getByRole('button', { name: 'التالي' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(errorMessages.login401);
  });

  it('is the not-found page when the trip cannot be loaded', async () => {
    fakeApi({ ...routes, 'GET /api/trips/99': reply(404, { message: 'Not found' }) });
    renderRoute('/trip/99/x/book');
    expect(await screen.findByRole('heading', { level: 1, name: uiMessages.pageNotFound })).toBeInTheDocument();
  });
});
