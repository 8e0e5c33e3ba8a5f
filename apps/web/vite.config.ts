import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  base: './',
  plugins: [react()],
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
