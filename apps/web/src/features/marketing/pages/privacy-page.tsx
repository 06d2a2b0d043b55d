import { ACCOUNT_DELETION } from '@openhouse/shared/settings/account-deletion';
import { Link } from 'react-router';
import { LegalProse } from '../components/legal-prose';
import { PublicPageLayout } from '../components/public-page-layout';

export function PrivacyPage() {
  return (
    <PublicPageLayout
      title="Privacy Policy"
      lead="This policy explains what personal information Openhouse Inc. collects, why we collect it, who we share it with, and the choices and rights you have."
    >
      <LegalProse>
        <h2>1. Information we collect</h2>
        <ul>
          <li>
            <strong>Account information:</strong> name, e-mail address, phone number, password (stored only as a
            secure hash), role (Realtor, buyer, seller or vendor), brokerage and license details for Realtors.
          </li>
          <li>
            <strong>Bidding information:</strong> proof-of-funds documents you upload (such as bank statements or
            pre-approval letters), your approval status, and the bids you place.
          </li>
          <li>
            <strong>Transaction and project information:</strong> documents, e-signatures and signature audit data
            (time, IP address, e-mail), milestones, tasks, messages, calendar events and bookings.
          </li>
          <li>
            <strong>Files:</strong> files you upload and the AI summaries we generate from them at your request.
          </li>
          <li>
            <strong>Usage and device information:</strong> pages viewed, listing views, browser type, IP address,
            approximate location derived from IP, and the cookies described below.
          </li>
          <li>
            <strong>Communications:</strong> messages you send to support and e-mail campaign engagement (for
            example, whether a campaign e-mail was delivered or opened).
          </li>
        </ul>

        <h2>2. Why we use it</h2>
        <ul>
          <li>To create and secure your account, including two-factor verification.</li>
          <li>To run listings and auctions: approving bidders, recording bids and notifying you of activity.</li>
          <li>To create transactions, collect e-signatures and keep a reliable record of signed documents.</li>
          <li>To show Realtors and sellers per-property insights such as view counts.</li>
          <li>To send service messages and, if you are a Realtor, to send the e-mail campaigns you create.</li>
          <li>To provide support, prevent fraud and abuse, and meet legal, tax and record-keeping obligations.</li>
          <li>To maintain and improve the platform.</li>
        </ul>

        <h2>3. How we share information</h2>
        <ul>
          <li>
            <strong>With the listing side.</strong> When you request a showing, submit proof of funds or bid on a
            listing, the listing Realtor and the seller can see your name, contact details, approval status and
            bids, and the listing Realtor can review your proof-of-funds documents to decide on approval.
          </li>
          <li>
            <strong>With parties to your transaction.</strong> Documents, tasks and milestones are shared with the
            buyers, sellers, Realtors and vendors who have been given access to that transaction or project.
          </li>
          <li>
            <strong>With service providers</strong> who host the platform, deliver e-mail, process payments or
            generate AI summaries on our behalf, under contracts that limit their use of the data.
          </li>
          <li>
            <strong>For legal reasons</strong> when required by law, subpoena or court order, or to protect the
            rights and safety of our users and of Openhouse, and in connection with a merger or acquisition.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioral
          advertising.
        </p>

        <h2>4. Cookies</h2>
        <p>We use a small number of first-party cookies and do not use third-party advertising cookies:</p>
        <ul>
          <li>
            <strong>Session cookies</strong> that keep you signed in and protect your session. These are strictly
            necessary.
          </li>
          <li>
            <strong>A visitor id cookie</strong> containing a random identifier, used only to count listing views
            and unique visitors for per-property insights so that repeat visits are not counted twice. It does
            not contain your name or e-mail address.
          </li>
        </ul>
        <p>
          You can block or delete cookies in your browser settings. Blocking session cookies will prevent you from
          signing in; blocking the visitor id cookie only affects view counts.
        </p>

        <h2>5. Retention</h2>
        <p>
          We keep account information for as long as your account is open. Transaction records, signed documents
          and their audit trails are kept for at least seven years after closing, or longer where required by
          law. Proof-of-funds documents are kept for as long as the related auction and transaction need them and
          then deleted. Server logs are kept for up to 90 days.
        </p>

        <h3 id="deleting-your-account">Deleting your account</h3>
        <p>
          You can delete your account yourself under Profile Settings. Before you do, you can download everything we
          hold about you there (Your data). Deleting your account does exactly this, at once:
        </p>
        <p>
          <strong>Removed:</strong>
        </p>
        <ul>
          {ACCOUNT_DELETION.removed.map((line) => (
            <li key={line.what}>{line.what}</li>
          ))}
        </ul>
        <p>
          <strong>Kept without your name</strong> (the records other people rely on):
        </p>
        <ul>
          {ACCOUNT_DELETION.anonymised.map((line) => (
            <li key={line.what}>{line.what}</li>
          ))}
        </ul>

        <h2>6. Your rights, including California (CCPA) rights</h2>
        <p>
          Subject to applicable law, you can access, correct, download and delete your personal information. If
          you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy
          Rights Act (CCPA), gives you the right to:
        </p>
        <ul>
          <li>know what personal information we collect, use and disclose, and obtain a copy of it;</li>
          <li>request deletion or correction of your personal information;</li>
          <li>
            opt out of the sale or sharing of personal information (we do not sell or share it for advertising);
          </li>
          <li>limit the use of sensitive personal information (we use it only to provide the service);</li>
          <li>not be discriminated against for exercising these rights.</li>
        </ul>
        <p>
          To make a request, e-mail <a href="mailto:support@openhouse.app">support@openhouse.app</a> with the
          subject &ldquo;Privacy request&rdquo; or call 415-555-0100. We will verify your identity, may accept
          requests from an authorized agent with your written permission, and respond within 45 days. Some
          information, such as signed transaction documents, may need to be retained by law or by the other
          parties to the transaction.
        </p>

        <h2>7. Security</h2>
        <p>
          We protect your information with encryption in transit (TLS), hashed passwords, optional two-factor
          sign-in, role-based access so that each user sees only what they have been given access to, and
          monitoring of our systems. No system is perfectly secure; if we learn of a breach affecting your
          information we will notify you as required by law.
        </p>

        <h2>8. Children</h2>
        <p>
          Openhouse is not intended for anyone under 18 and we do not knowingly collect information from
          children.
        </p>

        <h2>9. Changes to this policy</h2>
        <p>
          We will post any changes on this page and update the &ldquo;Last updated&rdquo; date. If a change is
          material we will also notify you by e-mail or in the app.
        </p>

        <h2>10. Contact us</h2>
        <p>
          Openhouse Inc., 100 Market Street, Suite 300, San Francisco, CA 94105 &middot;{' '}
          <a href="mailto:support@openhouse.app">support@openhouse.app</a> &middot; 415-555-0100. See also our{' '}
          <Link to="/terms-conditions">Terms and Conditions</Link>.
        </p>
      </LegalProse>
    </PublicPageLayout>
  );
}
