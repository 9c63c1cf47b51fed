import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Reveal, maxStaggerSteps } from './reveal';
import { controlledObserver as observer } from '../test-support/controlled-observer';

/** The hand-triggered observer, its trigger inside act() since it re-renders the cards. */
function controlledObserver() {
  const trigger = observer();
  return () => act(trigger);
}

const placeAt = (top: number) => vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal', () => {
  it('leaves a card in view on load in place, never hidden', () => {
    controlledObserver();
    placeAt(100);
    render(<Reveal>Card in view</Reveal>);
    const card = screen.getByText('Card in view');
    expect(card).toHaveClass('reveal--shown');
    expect(card).not.toHaveClass('reveal--waiting');
  });

  it('hides a card below the fold until it scrolls in', () => {
    const scrollIn = controlledObserver();
    placeAt(window.innerHeight + 400);
    render(<Reveal index={1}>Card below</Reveal>);
    const card = screen.getByText('Card below');
    expect(card).toHaveClass('reveal--waiting', 'reveal--right');
    scrollIn();
    expect(card).toHaveClass('reveal--shown');
    expect(card).not.toHaveClass('reveal--waiting');
  });

  it('caps the stagger, however far down a long list a card sits', () => {
    render(<Reveal index={20}>The 21st opening</Reveal>);
    expect(screen.getByText('The 21st opening').style.getPropertyValue('--reveal-index')).toBe(String(maxStaggerSteps));
  });
});
