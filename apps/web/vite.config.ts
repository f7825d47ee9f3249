import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/v1': api, '/images': api } },
  build: { target: 'es2022', sourcemap: false },
});
