import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page';
import { LandingPage } from './landing-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

function renderPage(ui: ReactElement) {
  return render(
    <MantineProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('LandingPage', () => {
  it('shows Sign In (and no Dashboard) in the header when signed out', () => {
    renderPage(<LandingPage signedIn={false} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard (and no Sign In) when signed in', () => {
    renderPage(<LandingPage signedIn />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('has a single h1, landmarks and the Become a Partner call to action', () => {
    renderPage(<LandingPage signedIn={false} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /become a partner/i })).toHaveAttribute('href', '/auth/signup');
    const heroSignIn = within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' });
    expect(heroSignIn).toHaveAttribute('href', '/auth/login');
  });

  it('has a footer with contact details and links to the legal pages', () => {
    renderPage(<LandingPage signedIn={false} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/terms-conditions');
    expect(within(footer).getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: /faq/i })).toHaveAttribute('href', '/frequently-asked-questions');
    expect(within(footer).getByRole('link', { name: 'support@openhouse.app' })).toHaveAttribute(
      'href',
      'mailto:support@openhouse.app',
    );
    expect(within(footer).getByText(/100 Market Street, Suite 300/)).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Openhouse Inc`))).toBeInTheDocument();
  });
});

describe('public legal and help pages', () => {
  it.each([
    ['TermsPage', <TermsPage key="terms" />, 'Terms and Conditions'],
    ['PrivacyPage', <PrivacyPage key="privacy" />, 'Privacy Policy'],
    ['FaqPage', <FaqPage key="faq" />, 'Frequently Asked Questions'],
  ])('%s renders its h1, last-updated line, home link and footer', (_name, page, title) => {
    renderPage(page);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title);
    expect(screen.getByText('Last updated: November 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: /privacy/i })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('terms cover the bidding rules and California law', () => {
    renderPage(<TermsPage />);
    expect(screen.getByText(/percentage of the winning bid that is added to the winning bid/i)).toBeInTheDocument();
    expect(screen.getByText(/subject to the seller's acceptance/i)).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of California/i)).toBeInTheDocument();
  });

  it('privacy policy explains the visitor id cookie and CCPA rights', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByText(/count listing views/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /CCPA/ })).toBeInTheDocument();
  });

  it('FAQ lists about a dozen questions and explains the soft close', () => {
    renderPage(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(12);
    expect(screen.getByRole('button', { name: /how does online bidding work/i })).toBeInTheDocument();
    expect(screen.getByText(/extended to 5 minutes after that bid/i)).toBeInTheDocument();
  });
});
