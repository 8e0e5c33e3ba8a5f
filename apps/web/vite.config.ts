import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:8080';

/**
 * Brotli and gzip copies of every text file of the build, made once at build time at the highest
 * levels, so the server sends them without compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(path)) continue;
        const body = readFileSync(path);
        if (body.length < 512) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The first page's scripts and styles (home, the page most visits open) announced in
 * `index.html`, so the browser fetches them beside the entry instead of after it has run (the
 * entry asks for the page's chunk only once it has been evaluated: one more round trip). The
 * entry's own imports are already preloaded by Vite. `facades` are modules whose chunks (and the
 * chunks those import) every first visit loads: the page, and the message socket that start-up
 * imports. The music shell is not among them: it loads once there is a song (decision 247).
 */
function preloadFirstPage(facades: readonly string[]): Plugin {
  return {
    name: 'preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = ctx.chunk;
        if (!ctx.bundle || !entry) return [];
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const pages = facades.map((facade) => {
          const page = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(facade)));
          if (!page) throw new Error(`preload-first-page: no chunk for ${facade}`);
          return page;
        });
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const skip = new Set([entry.fileName, ...entry.imports]);
        const js: string[] = [];
        const css = new Set<string>();
        const visit = (name: string) => {
          const chunk = byName.get(name);
          if (!chunk || skip.has(name) || js.includes(name)) return;
          js.push(name);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        for (const page of pages) visit(page.fileName);
        const link = (attrs: Record<string, string | boolean>) => ({
          tag: 'link',
          attrs,
          injectTo: 'head' as const,
        });
        return [
          ...js.map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `./${file}` })),
          ...[...css].map((file) =>
            link({ rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` }),
          ),
        ];
      },
    },
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [
    react(),
    preloadFirstPage(['/src/features/home/pages/home-pages.tsx', '/src/features/message/lib/socket.ts']),
    precompress(),
  ],
  // The root node_modules holds another React for other tools: the app must use exactly one.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        manualChunks: (id) => {
          // The framework changes rarely: one long-cached vendor chunk for it.
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'framework';
          // Each language's strings stay a chunk of their own (`music-fr`, `app-en`), loaded only
          // in that language: the merging below must not fold them into a chunk every visit loads.
          // The app's own Chinese strings, the default language's, are part of the entry.
          const strings = /\/src\/(?:features\/([^/]+)\/i18n|i18n\/locales)\/([^/]+)\.json$/.exec(id);
          if (strings && !id.endsWith('/src/i18n/locales/zh-Hans.json')) {
            return `${strings[1] ?? 'app'}-${strings[2]}`;
          }
          return undefined;
        },
        // Rollup splits modules by which pages share them, which left home's first screen in some
        // twenty files of 0.1 to 4 KB, each one more request before the first paint (on a slow
        // network, one more round trip for every six). Chunks under 10 KB are merged into a chunk
        // loaded with them where that runs no module's code earlier or elsewhere than before; a
        // page may then load a few KB it does not run (docs/decisions/246).
        experimentalMinChunkSize: 10_000,
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target, changeOrigin: true },
      '/plugin': { target, changeOrigin: true },
      '/uploads': { target, changeOrigin: true },
      '/openapi.json': { target, changeOrigin: true },
      '/sandbox': { target, changeOrigin: true },
      '/ws': { target, ws: true, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target, changeOrigin: true },
      '/plugin': { target, changeOrigin: true },
      '/uploads': { target, changeOrigin: true },
      '/openapi.json': { target, changeOrigin: true },
      '/sandbox': { target, changeOrigin: true },
      '/ws': { target, ws: true, changeOrigin: true },
    },
  },
});
