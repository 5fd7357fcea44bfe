import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadRenderedCode, RenderedCodeContext } from './lazy-route';

describe('lazy components of server-rendered pages (ADR 0011)', () => {
  it('render at once, without suspending, once their code is loaded', async () => {
    const Greeting = lazyComponent('test:greeting', async () => () => <p>Привет</p>);
    const page = () =>
      renderToString(
        <Suspense fallback={<p>Загрузка...</p>}>
          <Greeting />
        </Suspense>,
      );
    expect(page()).toContain('Загрузка...');
    await preloadRenderedCode(['test:greeting']);
    expect(page()).toContain('Привет');
  });

  it('name themselves as rendered, and load those inside them before hydrating', async () => {
    let innerLoaded = false;
    const Outer = lazyComponent('test:outer', async () => {
      // The inner component is known only once the outer one's code has run, as with a page's own
      // lazy parts inside its route's code.
      lazyComponent('test:inner', async () => {
        innerLoaded = true;
        return () => null;
      });
      return () => <p>Снаружи</p>;
    });
    const rendered = new Set<string>();
    renderToString(
      <RenderedCodeContext.Provider value={rendered}>
        <Suspense fallback={null}>
          <Outer />
        </Suspense>
      </RenderedCodeContext.Provider>,
    );
    expect([...rendered]).toEqual(['test:outer']);
    await preloadRenderedCode(['test:outer', 'test:inner', 'test:nobody']);
    expect(innerLoaded).toBe(true);
  });

  it('refuses two components of one name', () => {
    lazyComponent('test:twice', async () => () => null);
    expect(() => lazyComponent('test:twice', async () => () => null)).toThrow(/named test:twice/);
  });
});
