import { describe, expect, it } from 'vitest';
import { redirectTarget } from './follow-route-rules';

describe('redirectTarget', () => {
  const site = 'http://localhost:8080';
  it('keeps a site path inside the app', () => {
    expect(redirectTarget('/bonuses?x=1', site)).toEqual({ internal: '/bonuses?x=1' });
  });
  it('leaves the site for another origin', () => {
    expect(redirectTarget('https://example.com/a', site)).toEqual({ external: 'https://example.com/a' });
    expect(redirectTarget('http://m1.localhost:8080/', site)).toEqual({ external: 'http://m1.localhost:8080/' });
  });
  it('treats an absolute address of this very site as internal', () => {
    expect(redirectTarget('http://localhost:8080/faq#top', site)).toEqual({ internal: '/faq#top' });
  });
});
