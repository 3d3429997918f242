/**
 * The English legal texts: terms of sale, privacy policy (with the cookie table) and refund
 * policy. The routes of the English pages load this module (a chunk of its own, with the
 * page component), so the Italian texts never travel with an English page.
 */
import { CookieTable, LegalPage } from "./LegalPage";
import type { ContentContext, CookieCategory, LegalContent } from "./types";

const mail = (c: ContentContext) => <a href={`mailto:${c.company.supportEmail}`}>{c.company.supportEmail}</a>;

const COOKIES: CookieCategory[] = [
  {
    id: "necessary",
    title: "Necessary",
    basis: "always on: the shop cannot work without them",
    rows: [
      { names: ["km_session"], purpose: "Keeps you signed in (a random token; the session itself is stored on our server).", duration: "12 days" },
      { names: ["km_signed_in"], purpose: "Tells the pages that a session exists, so they ask for your account only when needed.", duration: "12 days" },
      { names: ["km_csrf"], purpose: "Protects your account against forged requests from other sites (CSRF).", duration: "Until you close the browser" },
      { names: ["km_oidc"], purpose: "Links the return from Google sign-in to the request that started it.", duration: "10 minutes" },
      {
        names: ["km_cart"],
        purpose: "Your cart while you are not signed in (local storage, never sent to us until you check out).",
        duration: "Until you empty it",
      },
      { names: ["currency"], purpose: "The currency you chose (EUR, USD or GBP).", duration: "1 year" },
      { names: ["selectedTheme"], purpose: "Light or dark mode, when you chose one (also in local storage).", duration: "1 year" },
      { names: ["km_consent"], purpose: "Your cookie choices, so we do not ask again on every page.", duration: "6 months" },
    ],
  },
  {
    id: "functional",
    title: "Functional",
    basis: "only with your consent",
    rows: [
      {
        names: ["Chat widget cookies"],
        purpose: "Set by the chat provider: let the customer chat remember your conversation between pages.",
        duration: "Up to 1 year",
      },
    ],
  },
  {
    id: "analytics",
    title: "Statistics (analytics)",
    basis: "only with your consent",
    rows: [
      {
        names: ["Tag manager cookies (e.g. _ga, _gid)"],
        purpose: "Count visits and measure how the shop is used, to improve it. Loaded through our tag manager.",
        duration: "Up to 13 months",
      },
    ],
  },
  {
    id: "marketing",
    title: "Marketing",
    basis: "only with your consent",
    rows: [
      { names: ["aff", "chan", "discount"], purpose: "The affiliate, channel and discount code of the link that brought you here.", duration: "20 days" },
      { names: ["referrer"], purpose: "The website that linked to us.", duration: "20 days" },
      { names: ["gclid"], purpose: "The Google Ads click that brought you here.", duration: "1 day" },
      {
        names: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
        purpose: "The campaign of the link that brought you here.",
        duration: "30 days",
      },
      { names: ["last_paid_source"], purpose: "The last paid advertising source of your visits (to pay the right partner).", duration: "30 days" },
      { names: ["awc", "awin_source"], purpose: "The Awin affiliate click and its source.", duration: "1 year" },
      { names: ["admitad_uid"], purpose: "The Admitad affiliate click.", duration: "30 days" },
    ],
  },
];

export const content: LegalContent = {
  updated: "2026-11-26",
  documents: {
    terms: (c) => ({
      intro: (
        <p>
          These terms apply to every purchase made on KeyMarket. Please read them before you order: by placing an order you accept them. They do not limit the
          rights that consumer protection law gives you.
        </p>
      ),
      sections: [
        {
          id: "who-we-are",
          title: "Who we are",
          body: (
            <>
              <p>
                KeyMarket is operated by <strong>{c.company.name}</strong>, {c.company.address}, VAT number {c.company.vatId} ("KeyMarket", "we", "us").
              </p>
              <p>
                You can reach us through the <a href={c.path("/contact")}>contact page</a> or by email at {mail(c)}, {c.hours} (Italian time).
              </p>
            </>
          ),
        },
        {
          id: "marketplace",
          title: "How the marketplace works",
          body: (
            <>
              <p>
                KeyMarket is an online marketplace. We operate the platform; the digital product keys (games, software, gift cards and accounts) are offered by
                independent sellers, who are businesses we have verified before they can sell.
              </p>
              <ul>
                <li>
                  The <strong>seller of each key</strong> is named on the product page, next to each offer, and in your order. The contract for each key is
                  concluded between you and that seller, at the price shown when you pay.
                </li>
                <li>
                  KeyMarket acts for the sellers: we take the payment on their behalf, deliver the keys to your account, provide customer support and handle
                  withdrawals, replacements and refunds as described in these terms. You can always address any request about an order to us.
                </li>
                <li>
                  When several sellers offer the same product, the offers are listed by price. We are paid a commission by the seller on each sale; no seller
                  pays us to be ranked higher.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "account",
          title: "Your account",
          body: (
            <>
              <p>
                You need an account to buy: your keys are delivered to it. You can sign up with your email address or with Google. You must be at least 18 years
                old, or have the consent of a parent or guardian, and the information you give must be accurate.
              </p>
              <p>
                Keep your password secret and tell us at once if you think someone else has used your account. We may suspend an account that is used for fraud,
                for payments that are later reversed without reason, or in serious breach of these terms; we tell you why.
              </p>
              <p>
                You can delete your account at any time from your <a href={c.path("/account")}>account settings</a>. Your orders are kept for accounting,
                without your personal data; keys you have not revealed yet are lost, so reveal or ask for a refund first.
              </p>
            </>
          ),
        },
        {
          id: "prices",
          title: "Prices and currencies",
          body: (
            <>
              <p>
                Prices are shown in euros (EUR), US dollars (USD) or pounds sterling (GBP): you choose the currency at the top of every page. The price you see
                is the final price and <strong>includes VAT</strong> where it applies; there are no delivery costs. You pay in the currency you chose; if your
                card or account uses another currency, your bank or PayPal may charge a conversion fee.
              </p>
              <p>
                The price that applies is the one shown at checkout when you pay. Sellers may change their prices at any time; a change never affects an order
                already paid. If a price is evidently wrong (for example a key listed at a fraction of its usual value by mistake), we may cancel the order
                before delivery and refund it in full.
              </p>
              <p>Discount codes apply under the conditions shown with them; they cannot be exchanged for cash.</p>
            </>
          ),
        },
        {
          id: "orders",
          title: "Orders",
          body: (
            <>
              <p>
                At checkout the keys of your cart are reserved for you for 15 minutes while you pay. The contract is concluded when your payment is confirmed;
                we then confirm the order by email, with its number (KM-000123) and the seller of each key.
              </p>
              <p>
                Before delivery, every order goes through an automatic fraud screening. We may decline an order that the screening or our team considers
                fraudulent: a declined order is not charged, and any amount already taken is refunded in full.
              </p>
            </>
          ),
        },
        {
          id: "payment",
          title: "Payment",
          body: (
            <>
              <p>You can pay with:</p>
              <ul>
                <li>
                  <strong>PayPal</strong>, with your PayPal balance or the cards and accounts linked to it;
                </li>
                <li>
                  <strong>debit or credit card</strong> (Visa, Mastercard), processed by Checkout.com. Your bank may ask you to confirm the payment (3-D
                  Secure).
                </li>
              </ul>
              <p>
                Payment is taken when you place the order. Card details are entered on the payment provider's secure systems: we never see or store your full
                card number.
              </p>
            </>
          ),
        },
        {
          id: "delivery",
          title: "Delivery of digital keys",
          body: (
            <>
              <p>
                Keys are digital content: nothing is shipped. They are delivered to your account (<a href={c.path("/account/orders")}>your orders</a>) as soon
                as the payment is confirmed, usually within seconds, and we send you an email when they are ready. Pre-ordered keys are delivered when the
                product is released.
              </p>
              <p>
                Some orders are held for a short security review before delivery (for example a large first order or an unusual payment). We email you when an
                order is held; the review is usually done within a few hours and at the latest within two business days. If we cannot approve the order, it is
                cancelled and refunded in full.
              </p>
              <p>Each key stays hidden until you choose to reveal it in your order. Reveal it only when you are ready to activate it (see the next section).</p>
            </>
          ),
        },
        {
          id: "withdrawal",
          title: "Right of withdrawal",
          body: (
            <>
              <p>
                As a consumer in the European Union you normally have 14 days to withdraw from a distance contract without giving a reason. For digital content
                that is not supplied on a tangible medium, this right ends once the supply has begun with your prior express consent and your acknowledgement
                that you thereby lose it (EU Directive 2011/83, art. 16(m); art. 59(1)(o) of the Italian Consumer Code).
              </p>
              <p>
                That is why the checkout asks you for two consents: that you want the keys delivered immediately, and that you know you lose the right of
                withdrawal once the supply has begun. We confirm both in the order confirmation email.
              </p>
              <h3>When a key counts as supplied</h3>
              <p>
                We treat a key as supplied when you <strong>reveal</strong> it: revealing shows you the code, and it asks you to confirm once more that you
                waive the right of withdrawal for that key. As long as a key is not revealed, you may withdraw from its purchase within 14 days of the order and
                receive a full refund of its price (see the <a href={c.path("/refund-policy")}>refund policy</a>). Once revealed, a key can no longer be
                returned; this does not affect your rights if it does not work (section 10).
              </p>
              <h3>How to withdraw</h3>
              <p>
                Tell us, within the 14 days, that you withdraw, with your order number and the keys concerned: through the{" "}
                <a href={c.path("/contact")}>contact form</a> or by email to {mail(c)}. You may use this model text, but you do not have to:
              </p>
              <blockquote>
                To {c.company.name}, {c.company.address}, {c.company.supportEmail}: I hereby give notice that I withdraw from my contract for the following
                digital content: [keys], ordered on [date], order number [KM-…]. Name, address, date.
              </blockquote>
            </>
          ),
        },
        {
          id: "regions",
          title: "Regions, platforms and activation",
          body: (
            <>
              <p>
                Each product page shows the <strong>platform</strong> a key activates on (Steam, PlayStation, Xbox, Nintendo, a software publisher …) and its{" "}
                <strong>region</strong>: Global keys work everywhere; Europe, Italy, United Kingdom or North America keys only work with accounts of that
                region. Before buying, check that you have an account on that platform and that the region matches yours.
              </p>
              <p>
                You activate a key on the platform, under the platform's own terms; we are not the operator of the platform and cannot change its rules. Each
                platform has an activation guide linked from the product page and from the footer.
              </p>
              <p>
                A key of the platform and region shown on the page is not faulty because it does not fit your account. If you have not revealed it yet, you can
                still withdraw as described above.
              </p>
            </>
          ),
        },
        {
          id: "warranty",
          title: "If a key does not work",
          body: (
            <>
              <p>
                Every key must be new, unused and activate the product described on its page. This is the legal guarantee of conformity of digital content (EU
                Directive 2019/770; art. 135-octies and following of the Italian Consumer Code), which applies for two years after delivery.
              </p>
              <p>
                If a key is refused by the platform (already used, invalid, for another product), tell us with your order number and a screenshot of the
                platform's message. We check with the seller and, usually within two business days:
              </p>
              <ul>
                <li>replace the key with a working one, or, if that is not possible,</li>
                <li>refund its price in full to your original payment method.</li>
              </ul>
              <p>
                The guarantee does not cover a key that was activated on another account, shared with others, or bought for a platform or region other than the
                one you use despite the information on the page.
              </p>
            </>
          ),
        },
        {
          id: "use",
          title: "Fair use",
          body: (
            <>
              <p>
                Keys are sold for your own use or as a gift. Do not use KeyMarket with payment means you are not entitled to use, do not open a payment dispute
                for an order that was delivered and works (contact us instead: we solve most problems within a day), and do not access the shop with automated
                tools other than our public API.
              </p>
            </>
          ),
        },
        {
          id: "liability",
          title: "Liability",
          body: (
            <>
              <p>
                We are liable under the law for damage caused intentionally or by gross negligence, and for death or personal injury. For slight negligence we
                are liable only for the breach of obligations essential to the contract, and only for damage that was foreseeable when the contract was
                concluded.
              </p>
              <p>
                We are not liable for the services of the platforms a key activates on (outages, changes to a game or its licence by its publisher), which are
                governed by the platform's terms. Nothing in these terms limits a liability that the law does not allow to be limited, or your rights as a
                consumer.
              </p>
            </>
          ),
        },
        {
          id: "law",
          title: "Governing law and disputes",
          body: (
            <>
              <p>
                These terms are governed by Italian law. If you are a consumer living in another country of the European Union, you also keep the protection of
                the mandatory provisions of the law of your country, and you may bring proceedings before the courts of the place where you live. For business
                customers, the courts of Milan have jurisdiction.
              </p>
              <p>
                If something went wrong, write to us first: most problems are solved quickly. You may also refer a dispute to an alternative dispute resolution
                (ADR) body recognised in your country, or ask the European Consumer Centre of your country for free help with a purchase from another EU country
                (the EU's online dispute resolution platform closed on 20 July 2025). We are not obliged to take part in an alternative dispute resolution
                procedure, but we will consider it in good faith.
              </p>
            </>
          ),
        },
        {
          id: "changes",
          title: "Changes to these terms",
          body: (
            <p>
              We may update these terms, for example when the law or our services change. The version in force when you placed an order applies to that order;
              the date at the top of this page shows when the terms last changed.
            </p>
          ),
        },
      ],
    }),

    privacy: (c) => ({
      intro: (
        <p>
          This policy explains which personal data KeyMarket processes when you visit the shop, create an account, buy keys or contact us, why we do it, who
          else receives the data, how long we keep it, and the rights the General Data Protection Regulation (EU Regulation 2016/679, "GDPR") gives you. It also
          describes the cookies we use.
        </p>
      ),
      sections: [
        {
          id: "controller",
          title: "Who is responsible for your data",
          body: (
            <>
              <p>
                The controller of your personal data is <strong>{c.company.name}</strong>, {c.company.address}, VAT number {c.company.vatId}.
              </p>
              <p>
                For any question about your data or to exercise your rights, write to {mail(c)} or use the <a href={c.path("/contact")}>contact form</a> with
                the topic "Privacy request".
              </p>
            </>
          ),
        },
        {
          id: "data",
          title: "What data we process",
          body: (
            <>
              <ul>
                <li>
                  <strong>Account:</strong> name, surname, email address, password (stored only as a secure hash, never readable), language, profile picture and
                  Google account identifier if you sign in with Google, your marketing consent, and the time, IP address and outcome of each sign-in.
                </li>
                <li>
                  <strong>Orders:</strong> the products, sellers, prices, discount codes, the keys delivered to you (encrypted) and when you revealed them,
                  withdrawals, refunds and the messages of your order's history.
                </li>
                <li>
                  <strong>Billing address:</strong> name, surname, email, address, city, postal code and country, as entered at checkout.
                </li>
                <li>
                  <strong>Payment:</strong> the payment provider you chose, the payment's reference and status, whether 3-D Secure was used, and for cards a
                  fingerprint of the card number computed by the provider. We never receive your full card number or security code.
                </li>
                <li>
                  <strong>Fraud screening:</strong> the IP address of each order and its country, device and browser data, and patterns such as the number of
                  orders of an account or of accounts using one address or card.
                </li>
                <li>
                  <strong>Messages:</strong> what you send us through the contact form or by email (name, email, topic, order number and your message) and our
                  answers.
                </li>
                <li>
                  <strong>Technical data:</strong> server logs (IP address, page requested, browser, time) kept for security and to fix errors.
                </li>
                <li>
                  <strong>Cookies and local storage:</strong> see section 10.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "purposes",
          title: "Why we process it, and on what legal basis",
          body: (
            <ul>
              <li>
                <strong>To provide the shop</strong>: your account, orders, payment, delivery of keys, withdrawals, refunds and customer support. Legal basis:
                the performance of the contract with you (GDPR art. 6(1)(b)).
              </li>
              <li>
                <strong>To prevent fraud and keep the shop secure</strong>: fraud screening of orders, limits on sign-in attempts and contact messages,
                protection against forged requests, server logs. Legal basis: our legitimate interest, and that of sellers and customers, in preventing fraud
                and abuse (art. 6(1)(f) and recital 47).
              </li>
              <li>
                <strong>To meet legal obligations</strong>: accounting, invoicing and tax records, answers to lawful requests of authorities. Legal basis: legal
                obligation (art. 6(1)(c)).
              </li>
              <li>
                <strong>To send you offers and the newsletter</strong>, and to use functional, analytics and marketing cookies. Legal basis: your consent (art.
                6(1)(a)), which you can withdraw at any time in your account settings, with the link in every newsletter or with "Cookie settings" in the
                footer.
              </li>
            </ul>
          ),
        },
        {
          id: "automated",
          title: "Fraud screening and automated decisions",
          body: (
            <p>
              Every order is scored automatically by rules (for example the amount, the age of the account, the country of the IP address compared with the
              billing country, the number of accounts using one card). An order with a high score is not declined by the machine alone: it is held and reviewed
              by a member of our team, who approves or cancels it. You may ask for the reasons of a decision, give your point of view and contest it by
              contacting us.
            </p>
          ),
        },
        {
          id: "recipients",
          title: "Who receives your data",
          body: (
            <>
              <p>We share personal data only as far as needed, with:</p>
              <ul>
                <li>
                  <strong>the sellers</strong> of the keys you buy: the order, its products and your country, to handle the sale and any claim;
                </li>
                <li>
                  <strong>payment providers</strong>: PayPal and Checkout.com process your payment as independent controllers under their own privacy policies;
                </li>
                <li>
                  <strong>our email delivery provider</strong>, which sends our emails (order confirmations, account emails, answers to your messages) on our
                  behalf;
                </li>
                <li>
                  <strong>Google</strong>, when you choose to sign in with Google;
                </li>
                <li>
                  <strong>Brevo</strong> (Sendinblue SAS, France), which sends our newsletter, only if you subscribed;
                </li>
                <li>
                  <strong>the providers of the chat widget, the tag manager and our advertising and affiliate partners</strong> (Google, Awin, Admitad), only
                  with your consent to the corresponding cookies;
                </li>
                <li>our hosting and IT providers, who process data on our behalf under a data processing agreement;</li>
                <li>authorities and courts, when the law requires it.</li>
              </ul>
              <p>We do not sell your personal data.</p>
            </>
          ),
        },
        {
          id: "transfers",
          title: "Transfers outside the European Union",
          body: (
            <p>
              We store data in the European Union. Some providers (for example Google and PayPal) may process data in other countries, such as the United States
              or the United Kingdom. Such transfers take place only on the basis of an adequacy decision of the European Commission (including the EU–US Data
              Privacy Framework for certified companies) or of the standard contractual clauses approved by the Commission. You can ask us for a copy of the
              safeguards.
            </p>
          ),
        },
        {
          id: "retention",
          title: "How long we keep your data",
          body: (
            <ul>
              <li>
                <strong>Account data</strong>: while you have an account. When you delete it, your name, email address, picture and settings are erased at once.
              </li>
              <li>
                <strong>Orders and billing data</strong>: 10 years after the order, as Italian accounting and tax law requires (art. 2220 of the Civil Code);
                after you delete your account they are kept without data that identifies you beyond what those laws demand.
              </li>
              <li>
                <strong>Fraud screening data</strong>: up to 24 months after the order, longer only if needed for a dispute or a report to the authorities.
              </li>
              <li>
                <strong>Messages to support</strong>: up to 24 months after your request is closed.
              </li>
              <li>
                <strong>Marketing consent and newsletter subscription</strong>: until you withdraw your consent.
              </li>
              <li>
                <strong>Server logs</strong>: up to 90 days. <strong>Cookies</strong>: for the durations in the table of section 10.
              </li>
            </ul>
          ),
        },
        {
          id: "rights",
          title: "Your rights",
          body: (
            <>
              <p>Under the GDPR you have the right to:</p>
              <ul>
                <li>
                  <strong>access</strong> your data and receive a copy of it (art. 15);
                </li>
                <li>
                  <strong>rectify</strong> inaccurate data (art. 16): you can change your name and settings in <a href={c.path("/account")}>your account</a>{" "}
                  yourself;
                </li>
                <li>
                  <strong>erasure</strong> (art. 17): you can delete your account yourself in your account settings, which erases your personal data except what
                  we must keep by law;
                </li>
                <li>
                  <strong>restrict</strong> the processing (art. 18);
                </li>
                <li>
                  <strong>portability</strong> (art. 20): receive the data you gave us in a structured, machine-readable format;
                </li>
                <li>
                  <strong>object</strong> to processing based on our legitimate interests (art. 21), and at any time to direct marketing;
                </li>
                <li>
                  <strong>withdraw your consent</strong> at any time, without affecting the lawfulness of the processing before the withdrawal.
                </li>
              </ul>
              <p>
                To exercise them, use the <a href={c.path("/contact")}>contact form</a> with the topic "Privacy request" or write to {mail(c)}. We answer within
                one month; we may ask you to confirm your identity, for example by writing from the email address of your account.
              </p>
              <p>
                You also have the right to lodge a complaint with a supervisory authority: in Italy, the{" "}
                <a href="https://www.garanteprivacy.it">Garante per la protezione dei dati personali</a> (Piazza Venezia 11, 00187 Rome), or the authority of
                the country where you live or work.
              </p>
            </>
          ),
        },
        {
          id: "security",
          title: "Security and minors",
          body: (
            <>
              <p>
                All traffic is encrypted (HTTPS). Passwords are stored as argon2id hashes; product keys are encrypted at rest and shown only to their owner;
                access to personal data is limited to the staff who need it.
              </p>
              <p>
                KeyMarket is not intended for children under 14, and we do not knowingly collect their data. Purchases require the buyer to be an adult or to
                have a parent's consent.
              </p>
            </>
          ),
        },
        {
          id: "cookies",
          title: "Cookies",
          body: (
            <>
              <p>
                Cookies are small text files that a website stores in your browser; local storage works in a similar way. We use <strong>necessary</strong>{" "}
                cookies, without which the shop cannot work (they need no consent), and, only if you agree, <strong>functional</strong>,{" "}
                <strong>analytics</strong> and <strong>marketing</strong> cookies. Until you make a choice, only the necessary ones are used; the links that
                bring you to the shop (campaign and affiliate parameters) are remembered only if you accept marketing cookies.
              </p>
              <CookieTable caption="Cookies and local storage used by KeyMarket" headers={["Cookie", "Purpose", "Duration"]} categories={COOKIES} />
              <p>
                The fraud screening that protects payments is a security measure and part of the necessary processing; it may use device signals when you check
                out.
              </p>
              <h3>Changing your choice</h3>
              <p>
                You can change or withdraw your consent at any time with the <strong>"Cookie settings"</strong> link in the footer of every page. When you
                withdraw consent, we delete the marketing cookies we set and stop loading the corresponding services. You can also block or delete cookies in
                your browser's settings; if you block the necessary ones, signing in and buying will not work.
              </p>
            </>
          ),
        },
        {
          id: "changes",
          title: "Changes to this policy",
          body: (
            <p>
              We update this policy when our processing changes; the date at the top shows the last change. If a change requires your consent (for example a new
              category of cookies), we ask for it again.
            </p>
          ),
        },
      ],
    }),

    refund: (c) => ({
      intro: (
        <p>
          When you are entitled to a refund, how it is paid and how to ask for one. This policy adds to the <a href={c.path("/terms")}>terms of sale</a> and
          never limits your rights under consumer protection law.
        </p>
      ),
      sections: [
        {
          id: "when",
          title: "When we refund",
          body: (
            <>
              <p>You receive a refund when:</p>
              <ul>
                <li>
                  <strong>the order was not delivered</strong>: you paid but the keys could not be delivered (for example a pre-order that was cancelled by the
                  publisher);
                </li>
                <li>
                  <strong>the order was cancelled in review</strong>: an order held for the security review could not be approved;
                </li>
                <li>
                  <strong>a key does not work</strong> and no working replacement can be delivered;
                </li>
                <li>
                  <strong>you were charged twice</strong> for the same order: the duplicate charge is refunded in full;
                </li>
                <li>
                  <strong>you withdraw</strong> from the purchase of a key you have not revealed, within 14 days of the order.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: "reveal",
          title: "Before and after you reveal a key",
          body: (
            <>
              <h3>Not revealed yet</h3>
              <p>
                A key you have not revealed can be returned within 14 days of the order, without giving a reason: its full price is refunded and the key goes
                back to the seller.
              </p>
              <h3>Revealed</h3>
              <p>
                When you reveal a key you confirm that its supply begins and that you lose the right of withdrawal for it (see{" "}
                <a href={c.path("/terms#withdrawal")}>terms of sale, section 8</a>). A revealed key is refunded only if it does not work and cannot be replaced,
                or where the law otherwise gives you a right to a refund; not because you changed your mind or bought it for another platform or region than the
                one you use.
              </p>
            </>
          ),
        },
        {
          id: "how-paid",
          title: "How you are refunded",
          body: (
            <ul>
              <li>
                Refunds go to the <strong>original payment method</strong> (your PayPal account or the card you paid with), in the currency of the order. We
                cannot refund to another card, account or person.
              </li>
              <li>
                We issue the refund <strong>within 14 days</strong> of the day we accept your request or cancel the order, usually the same day. Your bank or
                PayPal may then need a few business days to show it.
              </li>
              <li>
                You are refunded what you actually paid, VAT included; refunds are free of charge. A discount code used on the order is not paid out in cash.
              </li>
            </ul>
          ),
        },
        {
          id: "partial",
          title: "Partial refunds",
          body: (
            <p>
              Refunds are made per order line and per key: if only some keys of an order are concerned, only those are refunded, each at the price you paid for
              it (with its share of any discount). The rest of the order stays valid. Your order then shows as partially refunded, with the number of keys
              refunded on each line.
            </p>
          ),
        },
        {
          id: "how-to-ask",
          title: "How to ask for a refund",
          body: (
            <>
              <ol>
                <li>
                  Open the order in <a href={c.path("/account/orders")}>your orders</a> and note its number (KM-000123).
                </li>
                <li>
                  Write to us through the <a href={c.path("/contact")}>contact form</a> with the topic "Problem with an order" or "Payment or refund", or by
                  email to {mail(c)}.
                </li>
                <li>Tell us which keys are concerned and why; for a key that does not work, add a screenshot of the platform's message.</li>
              </ol>
              <p>
                We answer within one business day ({c.hours}, Italian time). Please contact us before opening a dispute with your bank or PayPal: it is faster,
                and a dispute freezes the order until it is resolved.
              </p>
            </>
          ),
        },
      ],
    }),
  },
};

/** The terms of sale (the /terms route's page). */
export const Terms = () => <LegalPage kind="terms" content={content} />;
/** The privacy policy (the /privacy route's page). */
export const Privacy = () => <LegalPage kind="privacy" content={content} />;
/** The refund policy (the /refund-policy route's page). */
export const RefundPolicy = () => <LegalPage kind="refund" content={content} />;
