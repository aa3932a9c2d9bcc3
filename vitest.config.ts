import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    include: ['{engine,src,server,contract,fixtures,scripts}/**/*.test.{ts,tsx}', 'tests/{api,unit,replay}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    globalSetup: ['tests/api/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
