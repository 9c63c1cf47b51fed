import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  children: ReactNode;
  /** Holds the place (and the height) until the children are rendered. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, so the content is ready when it scrolls in. */
  rootMargin?: string;
}

/** Renders its children once they come near the viewport: below-the-fold code stays off the first load. */
export function WhenNearViewport({ children, placeholder, rootMargin = '600px' }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
