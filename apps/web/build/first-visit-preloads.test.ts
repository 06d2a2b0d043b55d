import { describe, expect, it } from 'vitest';
import { FIRST_VISITS, firstVisitPreloads, LINKED_PAGES } from './first-visit-preloads.ts';

type TestChunk = Parameters<typeof firstVisitPreloads>[0][number];

const chunk = (fileName: string, imports: string[], extra: Partial<TestChunk> = {}): TestChunk => ({ type: 'chunk', fileName, imports, isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...extra });
const lazy = (fileName: string, module: string, imports: string[], css: string[] = []) =>
  chunk(fileName, imports, { isDynamicEntry: true, facadeModuleId: `/repo/apps/web/src/${module}.tsx`, viteMetadata: { importedCss: new Set(css) } });

/** An entry, the chunks every first visit names, and one the entry imports that a page shares. */
function build(): TestChunk[] {
  return [
    chunk('assets/index.js', ['assets/react.js', 'assets/Box.js'], { isEntry: true }),
    chunk('assets/react.js', []),
    chunk('assets/Box.js', []),
    chunk('assets/Paper.js', ['assets/Box.js']),
    chunk('assets/Icon.js', []),
    lazy('assets/landing-route.js', 'app/routes/landing-route', ['assets/Paper.js', 'assets/Icon.js']),
    lazy('assets/public-layout.js', 'app/layout/public-layout', ['assets/Box.js']),
    lazy('assets/shell-layout.js', 'app/layout/shell-layout', ['assets/Paper.js'], ['assets/shell.css']),
    lazy('assets/homes-page.js', 'features/properties/pages/homes-page', ['assets/Paper.js'], ['assets/results.css']),
    lazy('assets/property-detail-page.js', 'features/properties/pages/property-detail-page', ['assets/Icon.js']),
    lazy('assets/dashboard-route.js', 'app/routes/dashboard-route', []),
    // The other pages first visits name, with nothing of their own to preload.
    ...['app/loaders/dashboard-data', ...new Set(FIRST_VISITS.flatMap((visit) => visit.modules))]
      .filter((module) => !['app/routes/landing-route', 'app/layout/public-layout', 'app/layout/shell-layout', 'features/properties/pages/homes-page', 'features/properties/pages/property-detail-page', 'app/routes/dashboard-route'].includes(module))
      .filter((module, index, all) => all.indexOf(module) === index)
      .map((module) => lazy(`assets/${module.split('/').pop()}.js`, module, [])),
  ];
}

describe('first-visit preloads', () => {
  it('names each page its frame and page chunks with their imports, leaving out what index.html already loads', () => {
    const preloads = firstVisitPreloads(build());
    expect(preloads.map((preload) => preload.path)).toEqual(FIRST_VISITS.map((visit) => visit.path));
    const landing = preloads.find((preload) => new RegExp(preload.path).test('/'))!;
    expect(landing.scripts.sort()).toEqual(['/assets/Icon.js', '/assets/Paper.js', '/assets/landing-route.js']);
    const listing = preloads.find((preload) => new RegExp(preload.path).test('/properties/42'))!;
    expect(listing.scripts.sort()).toEqual([
      '/assets/Icon.js',
      '/assets/auction-headline.js',
      '/assets/bidding-panel.js',
      '/assets/listing-action-bar.js',
      '/assets/property-detail-page.js',
      '/assets/public-layout.js',
      '/assets/share-button.js',
    ]);
    const dashboard = preloads.find((preload) => new RegExp(preload.path).test('/dashboard'))!;
    expect(dashboard.scripts.sort()).toEqual(['/assets/Paper.js', '/assets/dashboard-data.js', '/assets/dashboard-route.js', '/assets/shell-layout.js']);
    expect(dashboard.styles).toEqual(['/assets/shell.css']);
    expect(preloads.find((preload) => new RegExp(preload.path).test('/homes'))!.styles).toEqual(['/assets/results.css']);
  });

  it('matches only the paths it is for', () => {
    const paths = firstVisitPreloads(build()).map((preload) => new RegExp(preload.path));
    for (const other of ['/properties', '/properties/42/edit', '/dashboard/x', '/auth/login', '/homesick', '/sign', '/file_upload/3', '/thanksgiving']) {
      expect(paths.some((path) => path.test(other)), other).toBe(false);
    }
  });

  it('fails the build when a named page is not a lazily loaded chunk', () => {
    const renamed = build().filter((item) => item.fileName !== 'assets/homes-page.js');
    expect(() => firstVisitPreloads(renamed)).toThrow(/features\/properties\/pages\/homes-page/);
  });

  it('names a page reached by a link from outside on its first visit, and lists it among the linked pages', () => {
    const preloads = firstVisitPreloads(build());
    const signing = preloads.find((preload) => new RegExp(preload.path).test('/sign/abc123'))!;
    expect(signing.scripts.sort()).toEqual(['/assets/public-layout.js', '/assets/public-signing-page.js']);
    expect(preloads.some((preload) => new RegExp(preload.path).test('/Thanks'))).toBe(true);
    expect(LINKED_PAGES.has('features/transactions/pages/public-signing-page')).toBe(true);
    // A frame named beside a linked page is not itself linked: its import keeps its preload list.
    expect(LINKED_PAGES.has('app/layout/public-layout')).toBe(false);
    expect(LINKED_PAGES.has('features/auth/pages/login-page')).toBe(false);
  });
});
