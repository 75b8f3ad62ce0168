export const invoiceText = (invoice: { number: string; creditNote?: boolean }) => ({
  title: `${invoice.creditNote ? 'إشعار دائن' : 'فاتورة ضريبية مبسطة'} رقم ${invoice.number}`,
  description: 'فاتورة حجزك الضريبية: البائع والرقم الضريبي والمبالغ وضريبة القيمة المضافة ورمز الاستجابة السريعة.',
});
