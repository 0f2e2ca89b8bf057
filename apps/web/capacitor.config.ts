import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'rs.zakazi.app',
  appName: 'Zakaži',
  webDir: 'dist',
};

export default config;
