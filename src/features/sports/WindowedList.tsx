import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { rowWindow } from './windowing';

interface WindowedListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** The list's element and each row's (`ul`/`li` for a list, `div`/`div` for sections). */
  as?: 'ul' | 'div';
  className?: string | undefined;
  itemClassName?: string | undefined;
  /** A row's height before it is measured. */
  estimate: number;
  'data-testid'?: string;
}

/** Rows rendered beyond the viewport on each side, so a quick scroll does not show blank space. */
const OVERSCAN_PX = 800;
/** The viewport before the page has measured anything (the prerender, the first frame). */
const FIRST_VIEWPORT = { top: 0, height: 1000 };

/**
 * A long list (hundreds of events or markets) that renders only the rows near the viewport, with padding for the
 * others; rows are measured as they render (ResizeObserver), the page scrolls as a whole.
 */
export function WindowedList<T>({
  items,
  itemKey,
  renderItem,
  as: Tag = 'ul',
  className,
  itemClassName,
  estimate,
  'data-testid': testId,
}: WindowedListProps<T>) {
  const list = useRef<HTMLElement | null>(null);
  const heights = useRef(new Map<number, number>());
  const [viewport, setViewport] = useState(FIRST_VIEWPORT);
  const [gap, setGap] = useState(0);
  const [, setMeasured] = useState(0);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    setGap(Number.parseFloat(getComputedStyle(element).rowGap) || 0);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = -element.getBoundingClientRect().top;
      const height = window.innerHeight;
      setViewport((now) => (now.top === top && now.height === height ? now : { top, height }));
    };
    const later = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    };
  }, []);

  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const row = entry.target as HTMLElement;
        const key = Number(row.dataset.key);
        const height = row.offsetHeight;
        if (heights.current.get(key) !== height) {
          heights.current.set(key, height);
          changed = true;
        }
      }
      if (changed) setMeasured((n) => n + 1);
    });
  }, []);
  useEffect(() => () => observer?.disconnect(), [observer]);

  const shown = rowWindow(
    items.map((item) => heights.current.get(itemKey(item))),
    viewport,
    { estimate, gap, overscanPx: OVERSCAN_PX },
  );
  const Row = Tag === 'ul' ? 'li' : 'div';
  return (
    <Tag
      ref={(element: HTMLElement | null) => {
        list.current = element;
      }}
      className={className}
      style={{ paddingTop: shown.before, paddingBottom: shown.after }}
      data-testid={testId}
    >
      {items.slice(shown.start, shown.end).map((item) => {
        const key = itemKey(item);
        return (
          <Row
            key={key}
            data-key={key}
            className={itemClassName}
            ref={(element: HTMLElement | null) => {
              if (!element || !observer) return;
              observer.observe(element);
              return () => observer.unobserve(element);
            }}
          >
            {renderItem(item)}
          </Row>
        );
      })}
    </Tag>
  );
}
