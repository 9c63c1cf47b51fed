import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { deferredComponent, DeferredRegion } from './deferred-hydration';
import { controlledObserver } from '../test-support/controlled-observer';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

let root: Root | undefined;
let regionCount = 0;

/** The server's markup of a region (rendered with its code at once), then hydrated in the page with a loader the test watches. */
async function hydrateRegion() {
  const id = `region-${++regionCount}`;
  const Server = deferredComponent(id, async () => Counter);
  const { prelude } = await prerender(<DeferredRegion id={id} component={Server} />);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  const load = vi.fn(async () => Counter);
  const Client = deferredComponent(id, load);
  await act(async () => {
    root = hydrateRoot(container, <DeferredRegion id={id} component={Client} />);
  });
  return { load, button: screen.getByRole('button') };
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('deferredComponent', () => {
  it('keeps the server markup without loading the code until the region nears the viewport, then hydrates it', async () => {
    const nearViewport = controlledObserver();
    const { load, button } = await hydrateRegion();
    expect(button).toHaveTextContent('Clicked 0');
    expect(load).not.toHaveBeenCalled();
    await act(async () => nearViewport());
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element now answers clicks.
    await waitFor(() => {
      fireEvent.click(button);
      expect(button).toHaveTextContent(/Clicked [1-9]/);
    });
    expect(screen.getByRole('button')).toBe(button);
  });

  it('loads on the first interaction anywhere (a navigation must not meet a dehydrated region)', async () => {
    controlledObserver();
    const { load } = await hydrateRegion();
    expect(load).not.toHaveBeenCalled();
    await act(async () => fireEvent.pointerDown(document.body));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a click made before hydration and replays it once the region is live', async () => {
    controlledObserver();
    const { button } = await hydrateRegion();
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(button).toHaveTextContent('Clicked 1'));
  });

  it('renders at once where no server markup waits (a client navigation)', async () => {
    controlledObserver();
    const load = vi.fn(async () => Counter);
    const Client = deferredComponent('fresh-region', load);
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      root = createRoot(container);
      root.render(<DeferredRegion id="fresh-region" component={Client} />);
    });
    expect(await screen.findByRole('button')).toHaveTextContent('Clicked 0');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
