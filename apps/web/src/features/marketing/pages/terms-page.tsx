import { Link } from 'react-router';
import { LegalProse } from '../components/legal-prose';
import { PublicPageLayout } from '../components/public-page-layout';

export function TermsPage() {
  return (
    <PublicPageLayout
      title="Terms and Conditions"
      lead="These Terms govern your use of Openhouse. Please read them carefully: by creating an account or using the platform you agree to them."
    >
      <LegalProse>
        <h2>1. Who we are and what Openhouse does</h2>
        <p>
          Openhouse is operated by Openhouse Inc., 100 Market Street, Suite 300, San Francisco, CA 94105
          (&ldquo;Openhouse&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). Openhouse is a software platform that
          lets real estate professionals (&ldquo;Realtors&rdquo;) publish listings, run timed online auctions,
          manage transactions, projects, calendars, e-mail campaigns and files, and collaborate with buyers,
          sellers and vendors.
        </p>
        <p>
          Openhouse is a technology provider. We are not a real estate broker, lender, escrow or title company,
          appraiser or law firm, we do not represent any buyer or seller, and nothing on the platform is legal,
          tax or financial advice. Licensed Realtors using Openhouse remain responsible for their own
          professional and regulatory obligations.
        </p>

        <h2>2. Accounts</h2>
        <ul>
          <li>You must be at least 18 years old and able to enter into a binding contract to use Openhouse.</li>
          <li>
            You must give accurate, current and complete information when you register and keep it up to date.
            Realtors must hold, and keep in good standing, any license required for the services they offer.
          </li>
          <li>
            You are responsible for keeping your password and any two-factor verification codes confidential and
            for all activity under your account. Tell us immediately at{' '}
            <a href="mailto:support@openhouse.app">support@openhouse.app</a> if you suspect unauthorized access.
          </li>
          <li>
            Accounts are personal. Buyers, sellers and vendors may be invited by a Realtor; the Realtor controls
            which projects, documents and listings an invited user can see.
          </li>
        </ul>

        <h2>3. Listings and content accuracy</h2>
        <p>
          Realtors and sellers are solely responsible for the listings, photos, disclosures, documents and other
          content they publish. Listings must be accurate, not misleading, lawfully authorized by the property
          owner, and compliant with the federal Fair Housing Act, California fair housing laws, MLS rules that
          apply to you, and advertising regulations. Openhouse does not verify listing information, property
          condition, title or square footage, and buyers should perform their own inspections and due diligence.
        </p>
        <p>
          You keep ownership of the content you upload. You grant Openhouse a limited, worldwide, royalty-free
          license to host, copy, display and process that content only as needed to operate and improve the
          platform, including generating AI summaries of files you choose to upload.
        </p>

        <h2>4. Online bidding</h2>
        <p>When a listing is offered through a timed online auction, the following rules apply:</p>
        <ul>
          <li>
            <strong>Approval.</strong> To bid you must be approved for that listing. Approval requires
            submitting proof of funds (for example, a bank statement or a lender pre-approval letter), which is
            reviewed by the listing Realtor. Approval may be granted, declined or withdrawn at the listing side's
            discretion and does not guarantee that any bid will be accepted.
          </li>
          <li>
            <strong>Bids are binding offers.</strong> Every bid you place is a binding offer to purchase the
            property for the bid amount plus the buyer's premium, on the terms shown on the listing. A bid is
            subject to the seller's acceptance: the highest bid is not automatically accepted, and the seller may
            accept, decline or counter any bid, or withdraw the property, unless the listing states otherwise.
          </li>
          <li>
            <strong>Buyer's premium.</strong> Where a listing shows a buyer's premium, it is a percentage of the
            winning bid that is added to the winning bid to determine the total purchase price. For example, a
            5% buyer's premium on a winning bid of $500,000 results in a total purchase price of $525,000. The
            premium percentage is shown on the listing before you bid.
          </li>
          <li>
            <strong>Increments and soft close.</strong> Each bid must meet the minimum increment shown on the
            listing. If a bid is placed in the last five minutes of an auction, the auction end time is extended
            to five minutes after that bid, and may be extended again by later bids.
          </li>
          <li>
            <strong>No retraction.</strong> You may not retract a bid except where applicable law gives you that
            right. Bidding on your own listing, bidding for the seller, colluding with other bidders, or any other
            attempt to manipulate an auction is prohibited and may result in termination and legal action.
          </li>
          <li>
            <strong>Timing.</strong> The platform clock is the official time for an auction. We are not liable for
            bids that fail to arrive because of network issues, device problems or outages outside our control.
          </li>
        </ul>

        <h2>5. Transactions and consent to electronic signatures</h2>
        <p>
          When a seller accepts a bid, Openhouse creates a transaction and the parties may sign the purchase
          agreement, disclosures and related documents electronically. By using e-signature on Openhouse you
          agree, under the federal Electronic Signatures in Global and National Commerce Act (ESIGN) and the
          California Uniform Electronic Transactions Act, that your electronic signature is the legal equivalent
          of your handwritten signature and that you consent to receive records and disclosures electronically.
        </p>
        <p>
          You need a current web browser and an e-mail address to sign and receive documents. You may download
          completed documents at any time while you have access to the transaction. You may withdraw your consent
          to electronic records by contacting the listing Realtor or us before you sign; withdrawing consent does
          not affect documents already signed. We record signature events (such as the time, IP address and
          e-mail of the signer) to create an audit trail.
        </p>

        <h2>6. Fees</h2>
        <ul>
          <li>
            Realtor subscriptions and any add-on services are billed at the prices shown when you subscribe.
            Subscriptions renew automatically until cancelled; you can cancel at any time and your plan stays
            active until the end of the current billing period. Fees already paid are non-refundable except where
            required by law.
          </li>
          <li>
            Buyers, sellers and vendors can use the features their Realtor shares with them without paying
            Openhouse a subscription fee. Any buyer's premium is disclosed on the listing and forms part of the
            purchase price.
          </li>
          <li>
            Prices exclude taxes unless stated otherwise. We will give at least 30 days' notice of any price
            change to an existing subscription.
          </li>
        </ul>

        <h2>7. Acceptable use</h2>
        <p>
          You agree not to misuse Openhouse, including by uploading unlawful, discriminatory or infringing
          content; sending unsolicited e-mail campaigns or campaigns that do not comply with the CAN-SPAM Act;
          scraping or reverse engineering the platform; interfering with its security or availability; or
          impersonating another person.
        </p>

        <h2>8. Termination</h2>
        <p>
          You may close your account at any time from your account settings or by contacting support. We may
          suspend or terminate your access if you breach these Terms, create risk or legal exposure for other
          users or for us, or if required by law. Where practical we will give notice and a chance to export
          your data. Bids already placed, accepted transactions and signed documents remain binding after
          termination, and sections that by their nature should survive (including fees owed, disclaimers,
          liability limits and governing law) survive termination.
        </p>

        <h2>9. Disclaimers and limitation of liability</h2>
        <p>
          Openhouse is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the fullest extent
          permitted by law, we disclaim all warranties, express or implied, including merchantability, fitness
          for a particular purpose and non-infringement. AI-generated summaries and insights can be incomplete or
          wrong and must be checked against the original documents.
        </p>
        <p>
          To the fullest extent permitted by law, Openhouse will not be liable for any indirect, incidental,
          special, consequential or punitive damages, or for lost profits, lost deals or loss of data, and our
          total liability for any claim relating to the platform is limited to the greater of the amounts you
          paid us in the 12 months before the claim arose or $100. Nothing in these Terms limits liability that
          cannot be limited by law.
        </p>
        <p>
          You agree to indemnify Openhouse against claims arising from your content, your listings or your
          breach of these Terms.
        </p>

        <h2>10. Governing law</h2>
        <p>
          These Terms are governed by the laws of the State of California, without regard to its conflict of
          laws rules. Any dispute will be resolved exclusively in the state or federal courts located in San
          Francisco County, California, and you and Openhouse consent to their jurisdiction.
        </p>

        <h2>11. Changes to these Terms</h2>
        <p>
          We may update these Terms from time to time. If a change is material we will notify you by e-mail or
          in the app at least 30 days before it takes effect. Continuing to use Openhouse after the effective
          date means you accept the updated Terms.
        </p>

        <h2>12. Contact</h2>
        <p>
          Questions about these Terms? E-mail <a href="mailto:support@openhouse.app">support@openhouse.app</a>,
          call 415-555-0100, or write to Openhouse Inc., 100 Market Street, Suite 300, San Francisco, CA 94105.
          See also our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
          <Link to="/frequently-asked-questions">Frequently Asked Questions</Link>.
        </p>
      </LegalProse>
    </PublicPageLayout>
  );
}
