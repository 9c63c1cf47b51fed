import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './reveal.css';

/** Visibility threshold, duration and stagger of the card slide-in (spec §4, §9). */
export const revealThreshold = 0.2;

interface RevealProps {
  children: ReactNode;
  /** Position in its group: even slides in from the left, odd from the right, 0.2 s apart. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'article';
}

/** Slides its content in once, the first time a fifth of it is in view. */
export function Reveal({ children, index = 0, className = '', as: Tag = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  const style = { '--reveal-index': index } as CSSProperties;
  return (
    <Tag
      ref={ref as never}
      className={`reveal ${index % 2 === 0 ? 'reveal--left' : 'reveal--right'} ${shown ? 'reveal--shown' : ''} ${className}`}
      style={style}
    >
      {children}
    </Tag>
  );
}
