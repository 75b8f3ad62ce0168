export const cityText = (city: { name: string }) => ({
  title: `رحلات ${city.name}`,
  description: `الرحلات المتاحة إلى ${city.name}: قارن الأسعار واحجز رحلتك.`,
});
