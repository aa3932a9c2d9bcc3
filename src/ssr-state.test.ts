// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readSsrState } from './ssr-state';

function pageWith(state: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (state !== null) {
    const script = doc.createElement('script');
    script.id = 'ssr-state';
    script.type = 'application/json';
    script.textContent = state;
    doc.body.append(script);
  }
  return doc;
}

describe('readSsrState', () => {
  it('reads the state a server render wrote', () => {
    const state = { queries: { mutations: [], queries: [{ queryKey: ['afisha'], state: {} }] }, router: { loaderData: {} }, phone: true };
    expect(readSsrState(pageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('takes a page without it, or with one it cannot read, as not rendered by the server', () => {
    expect(readSsrState(pageWith(null))).toBeNull();
    for (const bad of ['{', 'null', '{"queries":{"queries":[],"mutations":[]},"phone":false}', '{"queries":"x","router":{},"phone":false}', '{"queries":{"queries":[],"mutations":[]},"router":{},"phone":"yes"}']) {
      expect(readSsrState(pageWith(bad)), bad).toBeNull();
    }
  });
});
