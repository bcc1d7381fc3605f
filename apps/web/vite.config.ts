import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineBootScriptsPlugin } from './scripts/inline-boot-scripts-plugin.ts';
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts';

const apiTarget = process.env.TAKELINE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), inlineBootScriptsPlugin(), serviceWorkerPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // Report sizes ourselves (bench/bundle-size.ts reads the manifest); keep the build quiet.
    reportCompressedSize: false,
    manifest: true,
  },
  server: {
    proxy: { '/api': apiTarget, '/logos': apiTarget },
  },
});
