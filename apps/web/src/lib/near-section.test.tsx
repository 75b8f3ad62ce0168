import { act, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { nearSection } from './near-section.tsx';

// A press on a section the server rendered, made before the section's code has arrived, is not
// lost: React stops it at the root (it cannot hydrate the boundary yet), so near-section holds it
// and gives it again once the section is live. trip-reviews.spec lost "عرض المزيد" this way.

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      {`ضغطات ${presses}`}
    </button>
  );
}

/** The section's code, arriving when the test says. */
function deferredSection() {
  let arrive!: () => void;
  const code = new Promise<{ default: typeof Counter }>((resolve) => (arrive = () => resolve({ default: Counter })));
  return { code, arrive };
}

/** The server's HTML for the section: what nearSection renders once its code is in. */
function serverHtml(id: string) {
  return renderToString(
    <div id={id}>
      <Suspense fallback={null}>
        <Counter />
      </Suspense>
    </div>,
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Lets the section's code arrive, and React hydrate it (a few promise turns later). */
async function arrived(section: ReturnType<typeof deferredSection>) {
  await act(async () => {
    section.arrive();
    await new Promise((resolve) => setTimeout(resolve));
  });
}

async function hydrated(id: string, section: ReturnType<typeof deferredSection>) {
  const Section = nearSection(id, () => section.code);
  const container = document.createElement('div');
  container.innerHTML = serverHtml(id);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Section />);
  });
  return container.querySelector('button')!;
}

test('a click before the section’s code arrives is given to it once it is live', async () => {
  const section = deferredSection();
  const button = await hydrated('early-click', section);
  expect(button.textContent).toBe('ضغطات 0');

  button.click();
  expect(button.textContent).toBe('ضغطات 0');
  await arrived(section);

  expect(button.isConnected).toBe(true);
  expect(button.textContent).toBe('ضغطات 1');
});

test('a press begun before the section is live and ended after it counts once', async () => {
  const section = deferredSection();
  const button = await hydrated('press-across', section);

  button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  await arrived(section);
  await act(async () => {
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    await new Promise((resolve) => setTimeout(resolve));
  });

  expect(button.textContent).toBe('ضغطات 1');
});

test('once live, presses go straight to the section, one each', async () => {
  const section = deferredSection();
  const button = await hydrated('live-clicks', section);
  button.click();
  await arrived(section);
  expect(button.textContent).toBe('ضغطات 1');

  act(() => button.click());
  act(() => button.click());

  expect(button.textContent).toBe('ضغطات 3');
});
