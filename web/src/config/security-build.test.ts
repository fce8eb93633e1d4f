import { describe, expect, it } from 'vitest';
import msalProviderSource from '../features/auth/msal-provider.ts?raw';
import viteConfigSource from '../../vite.config.ts?raw';

// Production builds serve no source maps; MSAL keeps its tokens with the tab.
describe('build and token storage settings', () => {
  it('builds production without source maps, emulator builds with them', () => {
    // The config is a function of the mode, and the mode decides the source maps.
    expect(viteConfigSource).toMatch(/export default defineConfig\(\(\{ (command, )?mode \}\) =>/);
    expect(viteConfigSource).toContain("sourcemap: mode !== 'production',");
    expect(viteConfigSource).not.toMatch(/sourcemap: true/);
  });

  it('configures MSAL to cache tokens in sessionStorage, not localStorage', () => {
    expect(msalProviderSource).toContain("cacheLocation: 'sessionStorage'");
    expect(msalProviderSource).not.toMatch(/cacheLocation:\s*'localStorage'/);
  });
});
