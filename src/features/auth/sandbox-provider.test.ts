import { describe, expect, it } from 'vitest';
import { providersToShow } from './sandbox-provider';

describe('the sandbox login button', () => {
  it('is left out of a build without the sandbox, whatever the server offers', () => {
    expect(providersToShow(['sandbox', 'google', 'vk'], false)).toEqual(['google', 'vk']);
    expect(providersToShow(['sandbox'], false)).toEqual([]);
  });

  it('is shown by a build with the sandbox when the server offers it', () => {
    expect(providersToShow(['sandbox', 'yandex'], true)).toEqual(['sandbox', 'yandex']);
    expect(providersToShow(['google'], true)).toEqual(['google']);
  });
});
