import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { css } from '@rihla/styled-system/css';
import { Page } from '../../components/page.tsx';
import { NativeButton } from '@rihla/ui/button/native-button';

export interface RootErrorBoundaryProps {
  children: ReactNode;
  /** Loads the page anew: the second way out when drawing again fails the same way. */
  reload?: () => void;
}

interface State {
  error: unknown;
  /** Whether the customer already pressed "try again" once since the page loaded. */
  retried: boolean;
}

/**
 * The last net under the whole app (issue 14, "surviving deploys and bad networks"): an error no
 * screen handled would otherwise leave a blank page. It says so in Arabic and offers to try again:
 * the first press draws the app again (a passing fault, e.g. a chunk a weak network dropped), and
 * if that fails too the next press reloads the page, which also picks up a newer build. A stale
 * chunk after a deploy is reloaded before it gets here (lib/reload-on-stale-chunk.ts).
 */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, State> {
  override state: State = { error: null, retried: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever reproduces it; React has logged the error itself already.
    console.error('rihla: the app failed to render', error, info.componentStack);
  }

  private retry = () => {
    if (this.state.retried) (this.props.reload ?? (() => location.reload()))();
    else this.setState({ error: null, retried: true });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return <RootErrorView onRetry={this.retry} />;
  }
}

/**
 * Drawn without the shell (the header itself may be what failed), so it is the page's own <main>.
 * The heading takes focus so a screen-reader user hears what happened, and the explanation is an
 * alert.
 */
function RootErrorView({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main>
      <Page
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
          paddingBlock: '16',
          textAlign: 'center',
        })}
      >
        <h1 ref={heading} tabIndex={-1} className={css({ fontSize: '2xl', fontWeight: '700', outline: 'none' })}>
          حدث خطأ غير متوقع
        </h1>
        <p role="alert" className={css({ color: 'fg.muted', maxWidth: '32rem' })}>
          تعذّر عرض هذه الصفحة. حاول مرة أخرى، وإن تكرّر الخطأ فسنعيد تحميل الصفحة.
        </p>
        {/* Native: this page is in every page's first script, which loads no react-aria (issue 28). */}
        <NativeButton onClick={onRetry}>إعادة المحاولة</NativeButton>
        <a href="/" className={css({ color: 'accent.pressed', textDecoration: 'underline' })}>
          العودة إلى الرئيسية
        </a>
      </Page>
    </main>
  );
}
