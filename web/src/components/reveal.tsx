import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './reveal.css';

/** Visibility threshold, duration and stagger of the card slide-in (spec §4, §9). */
export const revealThreshold = 0.2;

/** Cards that slide in together wait at most this many steps, wherever they sit in a long list. */
export const maxStaggerSteps = 3;

interface RevealProps {
  children: ReactNode;
  /** Position in its group: even slides in from the left, odd from the right, 0.2 s apart. */
  index?: number;
  className?: string;
  as?: 'div' | 'li' | 'article';
}

/**
 * 'rest': as rendered on the server (visible, so the page reads without JavaScript);
 * 'waiting': below the fold after mount, hidden until it scrolls in; 'shown': in place.
 */
type Phase = 'rest' | 'waiting' | 'shown';

const phaseClass: Record<Phase, string> = { rest: '', waiting: 'reveal--waiting', shown: 'reveal--shown' };

/** Slides its content in once, the first time a fifth of it is in view; cards already in view on load never move. */
export function Reveal({ children, index = 0, className = '', as: Tag = 'div' }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('rest');
  useEffect(() => {
    const element = ref.current;
    if (!element || phase === 'shown') return;
    if (phase === 'rest') {
      const belowFold = element.getBoundingClientRect().top >= window.innerHeight;
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      setPhase(belowFold && !reducedMotion ? 'waiting' : 'shown');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase]);
  const style = { '--reveal-index': Math.min(index, maxStaggerSteps) } as CSSProperties;
  return (
    <Tag
      ref={ref as never}
      className={`reveal ${index % 2 === 0 ? 'reveal--left' : 'reveal--right'} ${phaseClass[phase]} ${className}`}
      style={style}
    >
      {children}
    </Tag>
  );
}
