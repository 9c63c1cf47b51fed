import { describe, expect, it } from 'vitest';
import { logoTitles, logoValues } from '../../functions/contract/logos';
import { logoFiles, logoSvg, logosVersion } from '../../web/build-plugins/logo-files';
import { logoUrl } from '../../web/src/components/logo-url';

describe('the logo files', () => {
  it('writes a file for every logo an editor may choose, each a path in the brand’s colour', () => {
    const emitted: Array<{ fileName: string; source: string }> = [];
    const plugin = logoFiles();
    (plugin.generateBundle as unknown as (this: unknown) => void).call({
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    });
    expect(emitted.map(({ fileName }) => fileName)).toEqual(logoValues.map((slug) => `assets/logos/${logosVersion}/${slug}.svg`));
    for (const { source } of emitted)
      expect(source).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path d="[^"]+" fill="#[0-9A-F]{6}"\/><\/svg>$/,
      );
    expect(Object.keys(logoTitles)).toHaveLength(emitted.length);
  });

  it('names the files the pages ask for, in a folder that changes with the drawings', () => {
    expect(logoUrl('nodedotjs')).toBe(`/assets/logos/${logosVersion}/nodedotjs.svg`);
    expect(logosVersion).toMatch(/^[0-9a-f]{10}$/);
    expect(() => logoSvg('no-such-brand')).toThrow('simple-icons has no logo "no-such-brand"');
  });
});
