import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// widget/src is served to any merchant's page as one bundle: no packages, nothing of the
// storefront, no dynamic import (eslint.config.js). These prove the rule fires.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax');
}

describe('the widget imports only its own modules', () => {
  it.each([
    "import { z } from 'zod';\nexport const a = z;",
    "import { a } from '../../src/api/client';\nexport const b = a;",
    "import { a } from '../../contract/order';\nexport const b = a;",
    "import { a } from '../../engine/machines';\nexport const b = a;",
    "import { a } from '../build';\nexport const b = a;",
    "export const a = () => import('./checkout');",
  ])('widget/src may not: %s', async (code) => {
    expect(await restricted('widget/src/x.ts', code)).toBe(true);
  });

  it('its own modules are fine; the storefront may import the widget', async () => {
    expect(await restricted('widget/src/x.ts', "import { VERSION } from './protocol';\nexport const a = VERSION;")).toBe(false);
    expect(await restricted('src/features/payment/model/x.ts', "import { createCheckout } from '../../../../widget/src/index';\nexport const a = createCheckout;")).toBe(false);
  });
});
