import path from 'node:path';
import { build, defineConfig, type InlineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { devProxy } from './scripts/dev-proxy.ts';
import { ssrDirFor } from './server/http/ssr-paths.ts';

/**
 * Every client build also builds its server render (src/entry-server.tsx) beside it, from
 * the same sources: `npm run build`, `npm start`, the tests and the benches run `vite build`
 * (with their own --outDir), and the server must render what that client hydrates.
 */
function serverRenderBundle(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storefront-server-render',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build(serverRenderBuild(ssrDirFor(path.resolve(config.root, config.build.outDir)), config));
    },
  };
}

/** The build of the server render into `outDir` (tests build it alone, into a folder of their own). */
export function serverRenderBuild(outDir: string, from: { configFile?: string | false; mode: string; logLevel?: InlineConfig['logLevel'] }): InlineConfig {
  return {
    configFile: from.configFile,
    mode: from.mode,
    logLevel: from.logLevel,
    // Everything bundled: React and the libraries on it in one copy, in the build's mode (a
    // production build renders with production React whatever NODE_ENV the server has), and
    // no package to find from wherever the bundle lies (the server brings jsdom itself).
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      manifest: false,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      // One file: the server loads a rebuilt bundle anew by its URL, and chunks shared
      // with the old one would come back as other instances of the same modules.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}

// The API server (npm start) serves dist/client (and renders pages with dist/ssr); `npm run
// dev` proxies the API to it, at API_URL (default http://localhost:8080).
export default defineConfig({
  plugins: [react(), serverRenderBundle()],
  // The manifest tells the server which stylesheets and chunks a server-rendered lazy page needs.
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: devProxy(process.env) },
});
