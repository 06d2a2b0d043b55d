import { describe, expect, it } from 'vitest';
import { accessOf, BUDGETS, budgetOf, findOverBudget, isInShell, OVER_BUDGET } from './route-budgets.ts';

const KIB = 1024;

describe('route budgets', () => {
  it('counts the routes without a session guard as public and the rest as app routes', () => {
    expect(accessOf('app/routes/landing-route')).toBe('public');
    expect(accessOf('features/auth/pages/login-page')).toBe('public');
    expect(accessOf('features/marketing/pages/faq-page')).toBe('public');
    expect(accessOf('features/properties/pages/property-detail-page')).toBe('public');
    expect(accessOf('features/transactions/pages/public-signing-page')).toBe('public');
    expect(accessOf('app/routes/dashboard-route')).toBe('app');
    expect(accessOf('features/properties/pages/properties-page')).toBe('app');
  });

  it('adds the app frame to every route but the landing, marketing, account and public pages', () => {
    expect(isInShell('app/routes/landing-route')).toBe(false);
    expect(isInShell('features/auth/pages/signup-page')).toBe(false);
    // Measured for a visitor without a session, who sees them in the public layout.
    expect(isInShell('features/properties/pages/property-detail-page')).toBe(false);
    expect(isInShell('features/transactions/pages/public-signing-page')).toBe(false);
    expect(isInShell('features/properties/pages/properties-page')).toBe(true);
    expect(isInShell('app/routes/dashboard-route')).toBe(true);
  });

  it('passes routes at their budget and names each route over it with its size and budget', () => {
    const weights = [
      { route: 'app/routes/landing-route', firstLoad: 170 * KIB },
      { route: 'features/marketing/pages/faq-page', firstLoad: 170 * KIB + 1 },
      { route: 'app/routes/dashboard-route', firstLoad: 300 * KIB },
      { route: 'features/properties/pages/my-listings-page', firstLoad: 310.5 * KIB },
    ];
    expect(findOverBudget(weights, {})).toEqual([
      'public route features/marketing/pages/faq-page loads 170.0 KiB of JavaScript (gzip) on first visit; its budget is 170.0 KiB',
      'app route features/properties/pages/my-listings-page loads 310.5 KiB of JavaScript (gzip) on first visit; its budget is 300.0 KiB',
    ]);
  });

  it('holds a route on the over-budget list to its own ceiling instead', () => {
    const ceilings = { 'features/auth/pages/login-page': 250 * KIB };
    expect(budgetOf('features/auth/pages/login-page', ceilings)).toBe(250 * KIB);
    expect(budgetOf('features/auth/pages/signup-page', ceilings)).toBe(BUDGETS.public);
    expect(findOverBudget([{ route: 'features/auth/pages/login-page', firstLoad: 249 * KIB }], ceilings)).toEqual([]);
    expect(findOverBudget([{ route: 'features/auth/pages/login-page', firstLoad: 251 * KIB }], ceilings)).toHaveLength(1);
  });

  it('holds the public search, sign-up and the signing link to the public budget, their ceilings gone', () => {
    for (const route of ['features/properties/pages/homes-page', 'features/auth/pages/signup-page', 'features/transactions/pages/public-signing-page']) {
      expect(OVER_BUDGET[route]).toBeUndefined();
      expect(budgetOf(route)).toBe(BUDGETS.public);
    }
  });
});
