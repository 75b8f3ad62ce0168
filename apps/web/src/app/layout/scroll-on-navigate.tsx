import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Client-side navigation keeps the scroll position by default; a new page should start at its top
 * (unless the address names a section, e.g. /search#package, which that screen scrolls to).
 */
export function ScrollOnNavigate() {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    if (!location.hash) window.scrollTo(0, 0);
  }, [path]);
  return null;
}
