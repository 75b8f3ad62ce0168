import { decodeInvoiceQr } from '@rihla/contract';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bookByApi } from '../support/booking-api.ts';
import { bookableTrip, registerByApi, signInPage } from '../support/customer-fixtures.ts';
import { screenshotBothWidths } from '../support/screenshots.ts';

// Issue 27: a paid booking has its simplified tax invoice, linked from the booking's page, printable,
// with the seller's identity and the QR; the footer of every page shows the seller's numbers.
test('a paid booking’s tax invoice: linked, readable, printable, axe clean', async ({ page, request }, testInfo) => {
  const customer = await registerByApi(request);
  const trip = await bookableTrip(request);
  const booking = await bookByApi(request, customer.token, trip);
  expect(booking.status).toBe('pending');
  await signInPage(page, customer.token);
  await page.goto(`/account/trips/${booking.id}`);
  const link = page.getByRole('link', { name: /^الفاتورة الضريبية رقم \d+$/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/account/trips/${booking.id}/invoices/\\d+$`));
  const sheet = page.getByRole('article', { name: 'فاتورة ضريبية مبسطة' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('الرقم الضريبي:')).toBeVisible();
  await expect(sheet.getByRole('img', { name: /^رمز الاستجابة السريعة/ })).toBeVisible();
  await expect(sheet.getByText('الإجمالي شاملًا الضريبة')).toBeVisible();
  await expectNoAxeViolations(page);

  // The QR the page draws is the server's, whose fields name this seller and total.
  const invoiceId = Number(page.url().split('/').pop());
  const res = await request.get(`/api/customer/bookings/${booking.id}/invoices/${invoiceId}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const invoice = (await res.json()).data;
  expect(decodeInvoiceQr(invoice.qr)[4]).toBe(booking.total_price.toFixed(2));

  await screenshotBothWidths(page, testInfo, 'invoice');
  // Printed: A4, without the site's header and footer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'طباعة أو حفظ PDF' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', printBackground: true, path: testInfo.outputPath('invoice.pdf') });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // One page for a usual booking.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
});

test('the footer shows the seller’s legal name and numbers', async ({ page }) => {
  await page.goto('/faq');
  const seller = page.getByRole('group', { name: 'الهوية النظامية للبائع' });
  await expect(seller).toBeVisible();
  await expect(seller).toContainText('الرقم الضريبي:');
  await expect(seller).toContainText('السجل التجاري:');
});

test('the about and contact pages give the seller’s national address', async ({ page }) => {
  for (const path of ['/about-us', '/contact-us']) {
    await page.goto(path);
    const address = page.getByRole('region', { name: 'العنوان الوطني' });
    await expect(address).toContainText('الرمز البريدي:');
    await expect(address).toContainText('المدينة:');
  }
});
