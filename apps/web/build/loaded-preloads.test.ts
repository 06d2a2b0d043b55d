import { describe, expect, it } from 'vitest';
import { skipLoadedPreloads, withoutLoaded } from './loaded-preloads.ts';

type TestChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };

const chunk = (fileName: string, imports: string[], extra: Partial<TestChunk> = {}): TestChunk => ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra });

/** An entry importing React, a page chunk importing a card, and a linked page (the signing link). */
function bundle(): Record<string, TestChunk | { type: 'asset' }> {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
    chunk('assets/react.js', ['assets/runtime.js']),
    chunk('assets/runtime.js', []),
    chunk('assets/modals.js', ['assets/Paper.js'], { facadeModuleId: '/repo/apps/web/src/app/modals/register-modals.ts' }),
    chunk('assets/Paper.js', []),
    chunk('assets/Card.js', ['assets/Paper.js']),
    chunk('assets/homes-page.js', ['assets/Card.js'], { facadeModuleId: '/repo/apps/web/src/features/properties/pages/homes-page.tsx' }),
    chunk('assets/public-signing-page.js', ['assets/Card.js'], { facadeModuleId: '/repo/apps/web/src/features/transactions/pages/public-signing-page.tsx' }),
  ];
  return { ...Object.fromEntries(chunks.map((item) => [item.fileName, item])), 'assets/index.css': { type: 'asset' } };
}

const byFile = () => new Map(Object.values(bundle()).filter((item): item is TestChunk => item.type === 'chunk').map((item) => [item.fileName, item]));

describe('preload lists without what is loaded', () => {
  it('leaves out the entry and its imports, wherever the import is', () => {
    const deps = ['assets/homes-page.js', 'assets/Card.js', 'assets/Paper.js', 'assets/react.js', 'assets/runtime.js'];
    expect(withoutLoaded(deps, 'assets/index.js', byFile())).toEqual(['assets/homes-page.js', 'assets/Card.js', 'assets/Paper.js']);
    // From a chunk that itself imports Paper: Paper ran before the import could.
    expect(withoutLoaded(deps, 'assets/modals.js', byFile())).toEqual(['assets/homes-page.js', 'assets/Card.js']);
  });

  it('gives a page reached by a link from outside no list, others theirs, and keeps every file before it has seen the bundle', () => {
    const { plugin, resolveDependencies } = skipLoadedPreloads();
    const deps = ['assets/public-signing-page.js', 'assets/Card.js', 'assets/react.js'];
    expect(resolveDependencies('assets/public-signing-page.js', deps, { hostId: 'assets/index.js' })).toEqual(deps);
    const generateBundle = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
    generateBundle.call({}, {}, bundle());
    expect(resolveDependencies('assets/public-signing-page.js', deps, { hostId: 'assets/index.js' })).toEqual([]);
    expect(resolveDependencies('assets/homes-page.js', ['assets/homes-page.js', 'assets/Card.js', 'assets/react.js'], { hostId: 'assets/index.js' })).toEqual(['assets/homes-page.js', 'assets/Card.js']);
  });
});
