import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: unit/component tests beside the code, and API integration tests that
// need the seeded template database (seeded once per run by the global setup).
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    testTimeout: 20000,
    hookTimeout: 120000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{engine,src,server,contract,widget,fixtures,scripts,bench}/**/*.test.{ts,tsx}'],
          // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
    ],
  },
});
