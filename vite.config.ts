import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (npm start) serves dist/client; `npm run dev` proxies the API to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/svg': 'http://localhost:8080',
      '/images': 'http://localhost:8080',
      // The sandbox bank's pages (the card widget's hosted page in its frame) and the widget's
      // served files; not /widget/src/…, the sources the dev server itself serves to the page.
      '/sandbox': 'http://localhost:8080',
      '^/widget/checkout\\.m?js$': 'http://localhost:8080',
    },
  },
});
