import { useEffect, useRef } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

// react-aria's own `isPending` announces through its live announcer a `<div role="img"
// aria-labelledby="<button id> <progress id>">` that stays ~7 s; when the button leaves the page
// (the modal closes, the card is removed, the wizard moves on) the node points at nothing and axe
// reports role-img-alt (adobe/react-spectrum #10579). Our buttons never hand `isPending` to
// react-aria: they block presses themselves and announce through a live region of our own, whose
// only content is text.

const PENDING_TEXT = 'جارٍ التحميل';
let region: HTMLElement | null = null;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Says `text` through the site's one assertive live region (created on first use). */
export function announce(text: string) {
  if (typeof document === 'undefined') return;
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('data-rihla-announcer', '');
    Object.assign(region.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: '0',
    });
    document.body.append(region);
  }
  const target = region;
  target.textContent = '';
  // A fresh text node after a tick, so the same words said twice are announced twice.
  setTimeout(() => (target.textContent = text), 50);
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => (target.textContent = ''), 5000);
}

/**
 * Says "جارٍ التحميل" when the pending state starts while the button has the focus; the returned
 * ref is the button's focus, for its focus handlers to keep.
 */
function usePendingAnnouncement(isPending: boolean) {
  const was = useRef(isPending);
  const focused = useRef(false);
  useEffect(() => {
    if (isPending && !was.current && focused.current) announce(PENDING_TEXT);
    was.current = isPending;
  }, [isPending]);
  return focused;
}

/**
 * The props a react-aria Button gets instead of `isPending`: presses ignored and a submit button
 * turned into a plain one while pending (the focus stays, unlike `isDisabled`), `aria-disabled` and
 * `data-busy` for assistive technology and styling, and "جارٍ التحميل" announced when the
 * pending state starts while the button has the focus.
 */
export function usePendingButton(
  isPending: boolean,
  props: Pick<AriaButtonProps, 'onPress' | 'type' | 'onFocusChange'>,
): Pick<AriaButtonProps, 'onPress' | 'type' | 'onFocusChange'> & { 'aria-disabled'?: boolean; 'data-busy'?: boolean } {
  const focused = usePendingAnnouncement(isPending);
  const { onFocusChange } = props;
  const trackFocus = (isFocused: boolean) => {
    focused.current = isFocused;
    onFocusChange?.(isFocused);
  };
  if (!isPending) return { onPress: props.onPress, type: props.type, onFocusChange: trackFocus };
  return {
    onPress: undefined,
    type: props.type === 'submit' ? 'button' : props.type,
    onFocusChange: trackFocus,
    'aria-disabled': true,
    'data-busy': true,
  };
}

/**
 * The same for a native `<button>` (the trip card's heart: listing pages load no react-aria for it,
 * issue 28): clicks ignored while pending, `aria-disabled` and `data-busy`, and the announcement.
 */
export function useNativePendingButton(
  isPending: boolean,
  onClick: (() => void) | undefined,
): { onClick: () => void; onFocus: () => void; onBlur: () => void; 'aria-disabled'?: boolean; 'data-busy'?: boolean } {
  const focused = usePendingAnnouncement(isPending);
  return {
    onClick: () => {
      if (!isPending) onClick?.();
    },
    onFocus: () => (focused.current = true),
    onBlur: () => (focused.current = false),
    ...(isPending && { 'aria-disabled': true, 'data-busy': true }),
  };
}
