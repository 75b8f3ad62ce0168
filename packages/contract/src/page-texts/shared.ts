// Descriptions several pages share.

/** index.html's own description, for pages that set none. */
export const SITE_DESCRIPTION = 'رحلة: احجز رحلات وباقات سياحية ودراسة في الخارج بأفضل الأسعار، بدعم على مدار الساعة.';

export const PACKAGES_DESCRIPTION = 'تصفح الباقات السياحية حسب الدولة واختر وجهتك القادمة.';
