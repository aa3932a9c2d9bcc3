// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bootSetup } from './get-setup';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'boot-setup';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('setup from the page', () => {
  it("reads the server's setup envelope, parsed by the contract", () => {
    const setup = bootSetup(pageWith(JSON.stringify({ response: { app: { header: '1', footer: 0 }, db: {}, date: '2025-07-26' } })));
    expect(setup?.app.header).toBe(1);
    expect(setup?.app.footer).toBe(0);
    expect(setup?.date).toBe('2025-07-26');
  });

  it('ignores a page without it, broken JSON, or a refusal (the query then asks the API)', () => {
    expect(bootSetup(pageWith(null))).toBeUndefined();
    expect(bootSetup(pageWith('{"response":'))).toBeUndefined();
    expect(bootSetup(pageWith(JSON.stringify({ response: { errorCode: -9999, errorText: 'x' } })))).toBeUndefined();
  });
});
