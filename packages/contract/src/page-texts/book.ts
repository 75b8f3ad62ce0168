export const bookText = (trip: { title: string }) => ({
  title: `حجز ${trip.title}`,
  description: 'احجز رحلتك في ثلاث خطوات: الحساب وبيانات المسافرين والتأكيد.',
});
