import type { GlobalProvider } from '@ladle/react';
import { UiProvider } from '../src/provider/ui-provider.tsx';
import '../src/theme/global.css';

const srOnly: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

// Every story renders as the product does: Arabic, right-to-left, inside the app's provider, under a
// page heading (so the headings inside components sit at the level a screen uses).
document.documentElement.lang = 'ar';
document.documentElement.dir = 'rtl';

export const Provider: GlobalProvider = ({ children }) => {
  return (
    <UiProvider navigate={() => {}}>
      <main style={{ padding: 16 }}>
        <h1 style={srOnly}>مكتبة مكونات رحلة</h1>
        <h2 style={srOnly}>عرض المكون</h2>
        {children}
      </main>
    </UiProvider>
  );
};
