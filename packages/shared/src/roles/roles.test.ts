import { describe, expect, it } from 'vitest';
import { canListProperties, isStaff, isVendorOnly, landingPath, menuFor } from './roles';

const labels = (roles: string[] | null) => menuFor(roles).map((item) => item.label);

describe('menuFor', () => {
  it('gives a logged-out visitor the Dashboard only', () => {
    expect(labels(null)).toEqual(['Dashboard']);
  });

  it('gives realtors the full menu in the spec order, with Properties and Transactions added', () => {
    expect(labels(['Realtor'])).toEqual([
      'Dashboard', 'Properties', 'Transactions', 'Projects', 'Calendar', 'Messages', 'Vendors', 'Prospects',
      'Email Campaign', 'Share Documents', 'Settings', 'Notifications',
    ]);
  });

  it('gives sellers, buyers and vendors their reduced menus, each with Settings before Notifications', () => {
    expect(labels(['Seller'])).toEqual(['Dashboard', 'My home', 'Properties', 'Transactions', 'Projects', 'Messages', 'Calendar', 'Settings', 'Notifications']);
    expect(labels(['Buyer'])).toEqual(['Dashboard', 'Properties', 'Transactions', 'Projects', 'Messages', 'Calendar', 'Agents', 'Settings', 'Notifications']);
    expect(labels(['Prospect'])).toEqual(['Dashboard', 'Properties', 'Projects', 'Messages', 'Settings', 'Notifications']);
    expect(labels(['Vendor'])).toEqual(['Projects', 'Calendar', 'Messages', 'Settings', 'Notifications']);
    expect(labels(['Realtor']).filter((label) => label === 'Settings')).toHaveLength(1);
  });

  it('gives admins the Users page at the end of the full menu, and nobody else', () => {
    expect(labels(['Admin']).at(-1)).toBe('Users');
    expect(labels(['Realtor'])).not.toContain('Users');
  });

  it('gives a person with several roles the widest menu', () => {
    expect(labels(['Buyer', 'Realtor'])).toContain('Vendors');
    expect(labels(['Realtor', 'Seller']).slice(0, 3)).toEqual(['Dashboard', 'My home', 'Properties']);
    expect(labels(['Buyer'])).not.toContain('My home');
  });

  it('takes a buyer to the calendar and to the agents directory, where they find an agent', () => {
    const buyer = menuFor(['Buyer']);
    expect(buyer.find((item) => item.label === 'Calendar')?.to).toBe('/timeline');
    expect(buyer.find((item) => item.label === 'Agents')?.to).toBe('/agents');
    expect(labels(['Prospect'])).not.toContain('Agents');
  });
});

describe('listing rights', () => {
  it('lets realtors and agents list properties, and staff (admins too) create and feature them', () => {
    expect(canListProperties(['Realtor'])).toBe(true);
    expect(canListProperties(['Buyer', 'Agent'])).toBe(true);
    expect(canListProperties(['Admin'])).toBe(false);
    expect(canListProperties(null)).toBe(false);
    expect(isStaff(['Admin'])).toBe(true);
    expect(isStaff(['Agent'])).toBe(true);
    expect(isStaff(['Seller', 'Buyer'])).toBe(false);
    expect(isStaff(null)).toBe(false);
  });
});

describe('landingPath', () => {
  it('sends vendors to their tasks whatever the referrer', () => {
    expect(landingPath(['Vendor'], '/messages')).toBe('/projects/tasks');
    expect(isVendorOnly(['Vendor', 'Buyer'])).toBe(false);
  });

  it('returns others to the referrer, a bare / becoming /dashboard', () => {
    expect(landingPath(['Buyer'], '/notifications')).toBe('/notifications');
    expect(landingPath(['Buyer'], '/')).toBe('/dashboard');
    expect(landingPath(['Buyer'], null)).toBe('/dashboard');
  });

  it('never follows a referrer off the site or back into the sign-in pages', () => {
    expect(landingPath(['Buyer'], '//evil.example/x')).toBe('/dashboard');
    expect(landingPath(['Buyer'], 'https://evil.example')).toBe('/dashboard');
    expect(landingPath(['Buyer'], '/auth/login')).toBe('/dashboard');
  });
});
