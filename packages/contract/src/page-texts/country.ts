export const countryText = (country: { name: string }) => ({
  title: `رحلات ${country.name}`,
  description: `أفضل الرحلات والمدن في ${country.name}: اختر مدينتك واحجز رحلتك.`,
});
