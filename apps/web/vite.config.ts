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
 * entry's own imports are already preloaded by Vite.
 */
function preloadFirstPage(facade: string): Plugin {
  return {
    name: 'preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = ctx.chunk;
        if (!ctx.bundle || !entry) return [];
        const chunks = Object.values(ctx.bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(facade));
        if (!page) throw new Error(`preload-first-page: no chunk for ${facade}`);
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
        visit(page.fileName);
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
  plugins: [react(), preloadFirstPage('/src/features/home/pages/home-pages.tsx'), precompress()],
  // The root node_modules holds another React for other tools: the app must use exactly one.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // The framework changes rarely: one long-cached vendor chunk for it.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'framework' : undefined,
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
