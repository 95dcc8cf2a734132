import { describe, expect, it } from 'vitest';
import { createContextRef, type WorkerContext } from './context';

describe('the handlers’ shared context', () => {
  it('holds calls made before init until the mirror list is loaded, then answers them with the one context', async () => {
    const ref = createContextRef();
    const answered: WorkerContext[] = [];
    const early = ref.ready().then((context) => answered.push(context));
    const context = { page: ref.page } as WorkerContext;
    ref.provide(context);
    expect(ref.current()).toBe(context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toEqual([]);
    ref.markReady();
    await early;
    expect(answered).toEqual([context]);
    expect(await ref.ready()).toBe(context);
  });

  it('keeps what the page says before init (address and locale) for the context', () => {
    const ref = createContextRef();
    expect(ref.current()).toBeNull();
    ref.page.locale = 'en';
    ref.page.href = 'https://lucky.example/en';
    expect(ref.page).toEqual({ href: 'https://lucky.example/en', locale: 'en' });
  });

  it('fails a call when init never built the context', async () => {
    const ref = createContextRef();
    ref.markReady();
    await expect(ref.ready()).rejects.toThrow('call init first');
  });
});
