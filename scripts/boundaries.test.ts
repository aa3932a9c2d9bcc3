import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of the README's architecture are lint rules: these cases prove the
// rules fire (and stay quiet where an import is allowed), so a loosened config fails here.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
// A case that imports the app follows its whole import graph for no-cycle: seconds, more on a loaded machine.
const LINT_TIMEOUT = 120_000;

async function restricted(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax' || m.ruleId === 'boundaries/dependencies');
}

async function looped(file: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).some((m) => m.ruleId === 'import-x/no-cycle');
}

describe('import boundaries', () => {
  it.each([
    ['engine/hall/x.ts', "import { useState } from 'react';\nexport const a = useState;"],
    ['engine/hall/x.ts', "import { useActor } from '@xstate/react';\nexport const a = useActor;"],
    ['engine/hall/x.ts', "import { a } from '../../src/app/routes';\nexport const b = a;"],
    ['engine/hall/x.ts', "import { a } from '../../src';\nexport const b = a;"],
    ['engine/hall/x.ts', "import { a } from '../../server/app';\nexport const b = a;"],
    ['engine/hall/x.ts', "export const a = () => import('react');"],
    ['engine/hall/x.ts', "export const a = () => import('../../server/app');"],
    ['server/routes/x.ts', "import { a } from '../../engine/hall/parse';\nexport const b = a;"],
    ['server/routes/x.ts', "import { a } from '../../engine';\nexport const b = a;"],
    ['server/routes/x.ts', "import { a } from '../../src/api/client';\nexport const b = a;"],
    ['server/routes/x.ts', "export const a = () => import('../../engine/hall/parse');"],
    ['server/x.ts', "import { createElement } from 'react';\nexport const a = createElement;"],
    ['contract/x.ts', "import { a } from '../server/app';\nexport const b = a;"],
    ['contract/x.ts', "import { a } from '../engine';\nexport const b = a;"],
    // src/ never imports server/ (issue 19).
    ['src/features/order/x.ts', "import { a } from '../../../server/app';\nexport const b = a;"],
    ['src/app/x.ts', "import type { A } from '../../server/orders/codes';\nexport type B = A;"],
    ['src/pages/x/x.ts', "export const a = () => import('../../../server/app');"],
    // src/ reaches the engine through its entry points only.
    ['src/features/order/x.ts', "import { a } from '../../../engine/hall/parse';\nexport const b = a;"],
    ['src/features/order/components/x.tsx', "import type { A } from '../../../../engine/seatmap/types';\nexport type B = A;"],
    ['src/pages/x/x.ts', "import { a } from '../../../engine/machines/seatCart';\nexport const b = a;"],
    ['src/pages/x/x.ts', "export { a } from '../../../engine/replay/recorder';"],
    ['src/pages/x/x.ts', "export const a = () => import('../../../engine/render/renderer');"],
    ['src/features/order/x.ts', "import { a } from '../../../engine/testing/synthetic-hall';\nexport const b = a;"],
    // Features reach each other through their index.ts.
    ['src/features/order/x.ts', "import { a } from '../account/model/client-store';\nexport const b = a;"],
    ['src/features/order/components/x.tsx', "import { a } from '../../seat-booking/model/seat-price';\nexport const b = a;"],
    ['src/features/order/components/x.test.tsx', "import { a } from '../../seat-booking/model/seat-price';\nexport const b = a;"],
    // ...and only the features it is listed with (FEATURE_USES).
    ['src/features/order/x.ts', "import { a } from '../seat-booking';\nexport const b = a;"],
    ['src/features/ticket/x.ts', "import { a } from '../order';\nexport const b = a;"],
  ])('%s may not: %s', async (file, code) => {
    expect(await restricted(file, code)).toBe(true);
  }, LINT_TIMEOUT);

  it.each([
    ['engine/hall/x.ts', "import RBush from 'rbush';\nexport const a = RBush;"],
    ['engine/hall/x.ts', "import { a } from '../zoom/constants';\nexport const b = a;"],
    ['engine/hall/x.ts', "export const a = () => import('./parse');"],
    ['server/routes/x.ts', "import { a } from '../../contract/envelope';\nexport const b = a;"],
    ['src/app/x.ts', "import { a } from '../../engine';\nexport const b = a;"],
    ['src/features/order/x.ts', "import { a } from '../../../engine/machines';\nexport const b = a;"],
    ['src/features/order/components/x.tsx', "import { a } from '../../../../engine/replay';\nexport const b = a;"],
    ['src/features/order/x.ts', "import { a } from '../../../engine/replay/traceFile';\nexport const b = a;"],
    ['src/pages/x/x.ts', "export const a = () => import('../../../engine/hall/import');"],
    ['src/features/order/x.test.ts', "import { a } from '../../../engine/testing/synthetic-hall';\nexport const b = a;"],
    ['src/features/seat-booking/x.ts', "import { a } from '../account';\nexport const b = a;"],
    ['src/features/order/x.ts', "import { a } from '../ticket';\nexport const b = a;"],
    ['src/features/seat-booking/components/x.tsx', "import { a } from '../../hall-loading/index';\nexport const b = a;"],
    // Tests may take any feature's index and its testing/ fixtures.
    ['src/features/order/components/x.test.tsx', "import { a } from '../../seat-booking';\nexport const b = a;"],
    ['src/features/order/components/x.tsx', "import { a } from '../model/y';\nexport const b = a;"],
    ['src/features/order/components/x.test.tsx', "import { a } from '../../ticket/testing/ticket-fixture';\nexport const b = a;"],
    ['src/pages/x/x.ts', "import { a } from '../../../contract/booking';\nexport const b = a;"],
    ['contract/x.ts', "import { z } from 'zod';\nexport const a = z;"],
  ])('%s may: %s', async (file, code) => {
    expect(await restricted(file, code)).toBe(false);
  }, LINT_TIMEOUT);

  it('refuses an import loop in shipped code, and leaves tests out of the check', async () => {
    // src/flows/use-flow-actor.ts imports flow-registry.ts: importing it back closes a loop.
    const back = "import { useFlowActor } from './use-flow-actor';\nexport const a = useFlowActor;";
    expect(await looped('src/flows/flow-registry.ts', back)).toBe(true);
    expect(await looped('src/flows/flow-registry.test.ts', back)).toBe(false);
    expect(await looped('src/flows/flow-registry.ts', "import { machines } from '../../engine/machines';\nexport const a = machines;")).toBe(false);
  }, LINT_TIMEOUT);
});
