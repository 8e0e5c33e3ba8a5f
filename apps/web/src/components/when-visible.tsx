import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** Pixels of a section that must be on screen (above the tab bar) before it loads. */
const VISIBLE_PX = 120;

/**
 * Renders `children` (typically a lazy section) only once its placeholder scrolls into view, so a
 * home section below the fold adds nothing to the first screen's JavaScript.
 */
export function WhenVisible({
  children,
  minHeight,
  className,
  testId,
}: {
  children: ReactNode;
  minHeight: string;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || shown) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${VISIBLE_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  const placeholder = <div style={{ minHeight }} />;
  return (
    <div ref={ref} className={className} data-testid={testId}>
      {shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
