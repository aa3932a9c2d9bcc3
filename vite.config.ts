import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devProxy } from './scripts/dev-proxy.ts';

// The API server (npm start) serves dist/client; `npm run dev` proxies the API to it, at
// API_URL (default http://localhost:8080).
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  server: { proxy: devProxy(process.env) },
});
