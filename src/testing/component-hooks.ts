// The hooks of a component test file: the texts in Russian (the default language the tests
// read), and after every test a clean page, the mocks restored and stubbed globals put back.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '../i18n/i18n';

export function setUpComponentTests({ realTimers = false }: { realTimers?: boolean } = {}): void {
  beforeAll(async () => {
    await i18n.changeLanguage('ru');
  });
  afterEach(() => {
    cleanup();
    if (realTimers) vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
