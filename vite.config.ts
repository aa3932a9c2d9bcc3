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
    },
  },
});
