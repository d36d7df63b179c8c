import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { PATHS } from '../paths';

import { MANIFESTS, manifestFor } from './manifest-language';

const publicFile = (path: string) => new URL(`../../../public${path}`, import.meta.url);

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const read = (path: string) => JSON.parse(readFileSync(publicFile(path), 'utf8')) as Manifest;

describe('the web app manifests (issue 36)', () => {
  it.each(Object.entries(MANIFESTS))('should make the %s manifest installable', (language, path) => {
    const manifest = read(path);
    expect(manifest.lang).toBe(language);
    expect(manifest.start_url).toBe(PATHS.findShift);
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.short_name).toBe('CareShift');
    expect(manifest.name).toMatch(/^CareShift — /);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect(existsSync(publicFile(icon.src)), icon.src).toBe(true);
      // A PNG of the size it says: its IHDR width and height.
      const png = readFileSync(publicFile(icon.src));
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('should differ between the languages only in words', () => {
    const {
      name: enName,
      description: _en,
      shortcuts: _enShortcuts,
      lang: _enLang,
      ...en
    } = read(MANIFESTS.en) as Manifest & Record<string, unknown>;
    const {
      name: elName,
      description: _el,
      shortcuts: _elShortcuts,
      lang: _elLang,
      ...el
    } = read(MANIFESTS.el) as Manifest & Record<string, unknown>;
    expect(el).toEqual(en);
    expect(elName).not.toBe(enName);
  });

  it('should link the manifest of the language', () => {
    expect(manifestFor('el')).toBe(MANIFESTS.el);
    expect(manifestFor('en')).toBe(MANIFESTS.en);
    expect(manifestFor('fr')).toBe(MANIFESTS.en);
  });
});
