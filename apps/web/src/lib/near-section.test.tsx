import { Suspense, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { nearSection } from './near-section.tsx';

// A press on a section the server rendered, made before the section's code has arrived, is not
// lost: React stops it at the root (it cannot hydrate the boundary yet), so near-section holds it
// and gives it again once the section is live. trip-reviews.spec lost "عرض المزيد" this way.

function NameField() {
  const [name, setName] = useState('');
  return <input aria-label="الاسم" value={name} onChange={(e) => setName(e.target.value)} />;
}

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((n) => n + 1)}>
      <svg aria-hidden="true" width="8" height="8">
        <path d="M0 0h8v8H0z" />
      </svg>
      {`ضغطات ${presses}`}
    </button>
  );
}

/** The section's code, arriving when the test says. */
function deferredSection(Content: () => React.JSX.Element = Counter) {
  let arrive!: () => void;
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: Content })));
  return { code, arrive, Content };
}

/** The server's HTML for the section: what nearSection renders once its code is in. */
function serverHtml(id: string, Content: () => React.JSX.Element) {
  return renderToString(
    <div id={id}>
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    </div>,
  );
}

// React as in a browser, its scheduler running on its own: a boundary that hydrates late does so at
// a low priority, which act() does not flush.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(async () => {
  root?.unmount();
  await settle();
  root = undefined;
  document.body.innerHTML = '';
});

/** Lets the section's code arrive, and React hydrate it (a few promise turns later). */
async function arrived(section: ReturnType<typeof deferredSection>) {
  section.arrive();
  await settle();
}

async function hydratedSection(id: string, section: ReturnType<typeof deferredSection>, until?: 'near' | 'reached') {
  const Section = nearSection(id, () => section.code, { until });
  const container = document.createElement('div');
  container.innerHTML = serverHtml(id, section.Content);
  document.body.append(container);
  root = hydrateRoot(container, <Section />);
  await settle();
  return container;
}

async function hydrated(id: string, section: ReturnType<typeof deferredSection>) {
  return (await hydratedSection(id, section)).querySelector('button')!;
}

/** A key as the browser sends it: the event, then (when nobody prevented it) its effect on a field. */
function press(field: HTMLInputElement, key: string) {
  const sent = field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  if (!sent || key === 'Tab') return sent;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, key === 'Backspace' ? field.value.slice(0, -1) : field.value + key);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return sent;
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

test('a click is given to the element drawn in its place when the section draws it again as it hydrates', async () => {
  // React Aria's tab list draws its tabs again once hydrated: the trip gallery's dots were lost so.
  function Redrawn() {
    const [presses, setPresses] = useState(0);
    const [drawn, setDrawn] = useState(0);
    // The redraw on hydrating is the point here: a state set once the section is in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    useLayoutEffect(() => setDrawn(1), []);
    return (
      <p>
        <button key={drawn} type="button" onClick={() => setPresses((n) => n + 1)}>
          {`ضغطات ${presses}`}
        </button>
      </p>
    );
  }
  const section = deferredSection(Redrawn);
  const container = await hydratedSection('redrawn', section);
  const server = container.querySelector('button')!;
  server.click();
  await arrived(section);

  const live = container.querySelector('button')!;
  expect(server.isConnected).toBe(false);
  expect(live.textContent).toBe('ضغطات 1');
});

test('a click is dropped when something of another kind was drawn in its place', async () => {
  function Swapped() {
    const [presses, setPresses] = useState(0);
    const [live, setLive] = useState(false);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    useLayoutEffect(() => setLive(true), []);
    const count = () => setPresses((n) => n + 1);
    return (
      <p>
        {live ? (
          <a
            href="#more"
            onClick={(e) => {
              e.preventDefault();
              count();
            }}
          >{`روابط ${presses}`}</a>
        ) : (
          <button type="button" onClick={count}>{`ضغطات ${presses}`}</button>
        )}
      </p>
    );
  }
  const section = deferredSection(Swapped);
  const container = await hydratedSection('swapped', section);
  container.querySelector('button')!.click();
  await arrived(section);

  expect(container.querySelector('a')!.textContent).toBe('روابط 0');
});

test('a press on the icon inside a button is given to the button', async () => {
  const section = deferredSection();
  const button = await hydrated('icon-click', section);
  const path = button.querySelector('path')!;
  path.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  path.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  expect(button.textContent).toBe('ضغطات 0');
  await arrived(section);

  expect(button.textContent).toBe('ضغطات 1');
});

test('a press begun before the section is live and ended after it counts once', async () => {
  const section = deferredSection();
  const button = await hydrated('press-across', section);

  button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  await arrived(section);
  button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  await settle();

  expect(button.textContent).toBe('ضغطات 1');
});

test('once live, presses go straight to the section, one each', async () => {
  const section = deferredSection();
  const button = await hydrated('live-clicks', section);
  button.click();
  await arrived(section);
  expect(button.textContent).toBe('ضغطات 1');

  button.click();
  button.click();
  await settle();

  expect(button.textContent).toBe('ضغطات 3');
});

test('keys typed into a field before its code arrives are typed into it, in order, once it is live', async () => {
  const section = deferredSection(NameField);
  const field = (await hydratedSection('early-keys', section, 'reached')).querySelector('input')!;
  field.focus();
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

  for (const key of ['a', 'b', 'Backspace', 'c']) expect(press(field, key), `${key} held`).toBe(false);
  expect(field.value).toBe('');
  // Tab is the visitor's way out of the field: never held.
  expect(press(field, 'Tab')).toBe(true);
  await arrived(section);

  expect(field.value).toBe('ac');
  // Live, the field takes keys itself, and React keeps what was given again.
  press(field, 'd');
  expect(field.value).toBe('acd');
});

test('a section needed on first use asks for its code only once the visitor reaches into it', async () => {
  const section = deferredSection(NameField);
  let asked = 0;
  const Section = nearSection(
    'on-first-use',
    () => {
      asked++;
      return section.code;
    },
    { until: 'reached' },
  );
  const container = document.createElement('div');
  container.innerHTML = serverHtml('on-first-use', NameField);
  document.body.append(container);
  root = hydrateRoot(container, <Section />);
  await settle();
  expect(asked).toBe(0);

  container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await settle();
  expect(asked).toBe(1);
});

test('keys given again act as the browser would: Enter follows a link, Space does not, Space presses a button', async () => {
  const pressed: string[] = [];
  function Links() {
    return (
      <p>
        <a
          href="#more"
          onClick={(e) => {
            e.preventDefault();
            pressed.push('link');
          }}
        >
          المزيد
        </a>
        <button type="button" onClick={() => pressed.push('button')}>
          إظهار
        </button>
      </p>
    );
  }
  const section = deferredSection(Links);
  const container = await hydratedSection('held-keys', section);
  const link = container.querySelector('a')!;
  const button = container.querySelector('button')!;
  const key = (target: HTMLElement, k: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

  expect(key(link, ' '), 'held').toBe(false);
  key(link, 'Enter');
  key(button, ' ');
  await arrived(section);

  expect(pressed).toEqual(['link', 'button']);
});
