// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function Shell({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title, { base: true });
  return <>{children}</>;
}
function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

afterEach(cleanup);

describe('the document title', () => {
  it("is the page's, even when the shell's title arrives later (its effects run after the page's)", () => {
    const view = render(<Shell title="">{<Page title="Заказ № 100105" />}</Shell>);
    expect(document.title).toBe('Заказ № 100105');
    view.rerender(<Shell title="Культурная афиша">{<Page title="Заказ № 100105" />}</Shell>);
    expect(document.title).toBe('Заказ № 100105');
  });

  it("is the shell's while the page has none yet, and again when the page goes", () => {
    const view = render(<Shell title="Культурная афиша">{<Page title="" />}</Shell>);
    expect(document.title).toBe('Культурная афиша');
    view.rerender(<Shell title="Культурная афиша">{<Page title="Бах при свечах" />}</Shell>);
    expect(document.title).toBe('Бах при свечах');
    view.rerender(<Shell title="Культурная афиша" />);
    expect(document.title).toBe('Культурная афиша');
  });
});
