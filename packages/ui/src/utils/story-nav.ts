// Routes the stories and tests pass to the header and footer (the app passes its own).
export const headerLinks = [
  { label: 'الرئيسية', href: '/' },
  { label: 'الباقات', href: '/about-us' },
  { label: 'الدراسة بالخارج', href: '/search' },
  { label: 'تواصل معنا', href: '/contact-us' },
] as const;

export const footerLinks = [
  { label: 'من نحن', href: '/about-us' },
  { label: 'تواصل معنا', href: '/contact-us' },
  { label: 'الأسئلة الأكثر شيوعًا', href: '/faq' },
  { label: 'الشروط والأحكام', href: '/terms' },
  { label: 'سياسة الخصوصية', href: '/policy' },
] as const;
