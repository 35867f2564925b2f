import { company } from './company';

/** Legal texts for /privacy and /terms. */

/** A block of a legal section: a paragraph, or a bulleted list. */
export type LegalBlock = string | string[];

export interface LegalSection {
  /** Anchor id, used by the table of contents. */
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

const { address, email, phones, name } = company;
const postal = `${name}, ${address.line1}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'How SkyForge Technologies collects, uses, shares and protects personal data when you use our website, shop, training programs and software services.',
  lastUpdated: 'December 1, 2025',
  intro: [
    `${name} ("SkyForge", "we", "us" or "our") respects your privacy. This Privacy Policy explains what personal data we collect when you visit our website, buy drones or courses from our online shop, enrol a child in one of our training programs, apply for a job or use the software we build, why we collect it, how long we keep it and the choices and rights you have.`,
    'We process personal data in accordance with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them, and other laws of India that apply to us. By using our website or services you acknowledge that you have read this policy. If you do not agree with it, please do not provide us with your personal data.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      body: [
        `${name} is a technology company registered in India with its office at ${address.line1}, ${address.city}, ${address.region} ${address.postalCode}. For the purposes of Indian data protection law we are the Data Fiduciary for personal data collected through this website, our online shop, our training programs and our recruitment process.`,
        'When we build or host software for a hospital, school or business, that organisation usually decides why and how its patients’, students’ or customers’ data is processed. In those cases we act as a Data Processor on its behalf, under a written contract, and the organisation’s own privacy notice applies to that data. Questions about such data should be directed to the organisation first.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: '2. Personal data we collect',
      body: [
        'We collect only the data we need for the purposes described in this policy. Depending on how you interact with us, this may include:',
        [
          'Identity and contact data: your name, e-mail address, phone number and postal address.',
          'Account data: your sign-in e-mail, an encrypted form of your password and your account preferences.',
          'Order data: the products and courses you buy, delivery address, order history and messages you send us about an order. Card payments are handled by a PCI-DSS compliant payment partner; we never see or store your full card number or CVV.',
          'Enquiry data: the content of messages you send through our contact form, by e-mail, by phone or on WhatsApp.',
          'Training data: a student’s name, age or class, school, the program enrolled in, attendance, project work and progress notes, together with the parent or guardian’s contact details.',
          'Recruitment data: your CV, cover letter, LinkedIn or portfolio links, and notes from interviews.',
          'Technical data: your device and browser type, pages visited, approximate location derived from your IP address, and data stored on your device by our website (see section 7).',
        ],
        'We do not ask for sensitive information such as religion, caste, health conditions, biometric data or financial account passwords through this website. Please do not send such information to us unless we specifically ask for it for a lawful purpose.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '3. How and why we use your data',
      body: [
        'We use personal data only for specified, lawful purposes, on the basis of your consent or for legitimate uses permitted by law, such as fulfilling a contract you have asked us to enter into:',
        [
          'To process and deliver orders, issue invoices and GST-compliant bills, handle returns and provide warranty service.',
          'To create and manage your account and keep it secure.',
          'To run training programs: scheduling classes, tracking progress, sharing reports with parents and issuing certificates.',
          'To answer enquiries, provide technical support and send service messages such as order updates and class reminders.',
          'To evaluate job applications and, if you join us, to manage your employment.',
          'To improve our website, products and courses using aggregated, de-identified statistics.',
          'With your separate consent, to send newsletters and offers. You can withdraw this consent at any time using the unsubscribe link or by writing to us.',
          'To comply with legal obligations, including tax, accounting, drone registration and law-enforcement requests made under due process of law.',
        ],
        'We do not sell your personal data, and we do not use it for automated decision-making that produces legal or similarly significant effects on you.',
      ],
    },
    {
      id: 'children',
      heading: '4. Children’s data',
      body: [
        'Many of our students are children — some as young as seven. Under the Digital Personal Data Protection Act, 2023, anyone under eighteen is a child, and we process a child’s personal data only with the verifiable consent of a parent or lawful guardian.',
        'Enrolment in a training program must be completed by a parent or guardian, or by a partner school that has obtained the parent’s consent. We collect only what we need to teach the child safely and report progress. We do not track children for advertising, build behavioural profiles of them or show them targeted advertisements.',
        'Photographs and videos of students are taken during classes and events only with the parent’s written consent, and are used only for the purposes the parent agreed to. A parent may ask us at any time to review, correct or erase their child’s data, or to withdraw consent.',
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who we share data with',
      body: [
        'We share personal data only where necessary and only with parties bound by confidentiality and data-protection obligations:',
        [
          'Service providers who help us operate: payment gateways, courier and logistics partners, cloud hosting providers, e-mail and messaging services.',
          'Partner schools, for students enrolled through that school, limited to attendance and progress information.',
          'Professional advisers such as auditors and lawyers, under a duty of confidentiality.',
          'Government authorities, regulators or courts where the law requires us to, for example the Directorate General of Civil Aviation and the Digital Sky platform for drone registration, or tax authorities.',
          'A buyer or successor, if our business or assets are merged or transferred, who will remain bound by this policy.',
        ],
        'Our hosting providers store data in data centres located in India wherever possible. If data must be transferred outside India, we will do so only to countries not restricted by the Government of India and with safeguards that protect it to the standard required by Indian law.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep data',
      body: [
        'We keep personal data only for as long as it is needed for the purpose it was collected for, or for as long as the law requires. In particular:',
        [
          'Order and invoice records are kept for eight years to meet tax and accounting requirements.',
          'Account data is kept while your account is active and deleted or anonymised within 90 days of a verified request to close it.',
          'Student records are kept for the duration of the program and two years afterwards so that certificates can be re-issued, unless a parent asks us to erase them sooner.',
          'Unsuccessful job applications are kept for twelve months so that we can consider you for other roles, unless you ask us to delete them sooner.',
          'Enquiries sent through our contact form are kept for up to two years.',
        ],
      ],
    },
    {
      id: 'cookies',
      heading: '7. Cookies and browser storage',
      body: [
        'Our website works as a progressive web app. To let it load quickly and keep working when your connection drops, it stores files and some data on your device using the browser’s cache, local storage and IndexedDB. This includes your cart, your wishlist, orders you have placed, messages waiting to be sent and your sign-in session.',
        'This data stays on your device and is used only to provide the features you use. We do not use third-party advertising cookies or cross-site tracking. You can clear this data at any time through your browser settings; doing so will sign you out and empty your cart and wishlist.',
      ],
    },
    {
      id: 'security',
      heading: '8. How we protect your data',
      body: [
        'We use reasonable security safeguards in line with the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 and the Digital Personal Data Protection Act, 2023. These include encryption in transit and at rest, role-based access, multi-factor authentication for staff, regular security testing and staff training.',
        'No system is perfectly secure. If a personal data breach occurs, we will act promptly to contain it and will notify the Data Protection Board of India and the affected individuals as required by law.',
      ],
    },
    {
      id: 'your-rights',
      heading: '9. Your rights',
      body: [
        'Subject to the conditions set out in law, you have the right to:',
        [
          'Obtain a summary of the personal data we hold about you and how we process it.',
          'Have inaccurate or incomplete data corrected and out-of-date data updated.',
          'Have your data erased when it is no longer needed, unless the law requires us to keep it.',
          'Withdraw consent at any time, as easily as you gave it. Withdrawal does not affect processing already carried out.',
          'Nominate another person to exercise your rights in the event of your death or incapacity.',
          'Have your grievances redressed by us, and then by the Data Protection Board of India.',
        ],
        `To exercise any of these rights, write to ${email} from the e-mail address linked to your account, or send a letter to our office. We may need to verify your identity before acting on a request, and we will respond within the time allowed by law.`,
      ],
    },
    {
      id: 'grievance',
      heading: '10. Grievance Officer and contact',
      body: [
        `If you have a concern about how we handle your personal data, please contact our Grievance Officer. We will acknowledge your complaint within 48 hours and aim to resolve it within 30 days.`,
        [
          `Grievance Officer, ${postal}`,
          `E-mail: ${email}`,
          `Phone: ${phones[0]} (Monday to Friday, 9:00 AM to 6:00 PM)`,
        ],
        'If you are not satisfied with our response, you may complain to the Data Protection Board of India once it is functional for such complaints.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      body: [
        'We may update this Privacy Policy from time to time to reflect changes in our services or in the law. The date at the top of this page shows when it was last revised. If we make material changes, we will notify account holders by e-mail or through a notice on our website before the changes take effect.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The terms that govern the use of the SkyForge Technologies website, online shop, drone products, training programs and software services.',
  lastUpdated: 'December 1, 2025',
  intro: [
    `These Terms of Service ("Terms") govern your use of the website operated by ${name} ("SkyForge", "we", "us" or "our"), our online shop, and the purchase and use of our drones, training programs and software services. Please read them carefully.`,
    'By using our website, creating an account or placing an order, you agree to be bound by these Terms and by our Privacy Policy. If you are using our services on behalf of a school, hospital or other organisation, you confirm that you are authorised to accept these Terms on its behalf. If you do not agree, please do not use our website or services.',
  ],
  sections: [
    {
      id: 'eligibility',
      heading: '1. Eligibility and accounts',
      body: [
        'You must be at least 18 years old and capable of entering into a binding contract under the Indian Contract Act, 1872 to create an account or place an order. Students under 18 may use our training programs and learning materials only when enrolled by a parent, guardian or partner school that accepts these Terms on their behalf.',
        'You are responsible for keeping your password confidential and for all activity under your account. Please tell us immediately at ' +
          email +
          ' if you suspect unauthorised use. We may suspend accounts that are used fraudulently or in breach of these Terms.',
      ],
    },
    {
      id: 'use-of-website',
      heading: '2. Use of the website',
      body: [
        'You may use our website for lawful purposes only. You agree not to:',
        [
          'Copy, scrape or republish our content, images or videos except as permitted by law.',
          'Attempt to gain unauthorised access to our systems, other users’ accounts or data.',
          'Upload viruses or any code designed to disrupt, damage or limit the functioning of the website.',
          'Use the website to send spam or unsolicited communications, or to impersonate any person.',
          'Post content that is unlawful, defamatory, obscene or that infringes anyone’s rights.',
        ],
        'We may change, suspend or discontinue any part of the website at any time. Parts of the website work offline and may show information stored on your device that was current when you were last online.',
      ],
    },
    {
      id: 'orders',
      heading: '3. Orders, prices and payment',
      body: [
        'Product descriptions, images and specifications are provided in good faith. Minor differences in colour or packaging may occur. All prices are shown in the currency indicated and include applicable taxes unless stated otherwise; delivery charges, if any, are shown before you pay.',
        'An order is an offer to buy. A contract is formed only when we confirm your order by e-mail or on the order page. We may decline or cancel an order — for example if a product is out of stock, a price was displayed in error or we suspect fraud — in which case any amount paid will be refunded in full to the original payment method.',
        'Payments are processed by our payment partners. By paying, you confirm that you are authorised to use the chosen payment method. Coupon codes are subject to their stated conditions, cannot be exchanged for cash and may be withdrawn at any time.',
      ],
    },
    {
      id: 'shipping-returns',
      heading: '4. Delivery, returns and refunds',
      body: [
        'We ship within India. Delivery times shown at checkout are estimates; we will keep you informed of any delay. Risk in the goods passes to you on delivery, and ownership passes once payment has been received in full.',
        'You may return unused products in their original packaging within 30 days of delivery for a refund, in line with the Consumer Protection (E-Commerce) Rules, 2020. Products that arrive damaged or defective may be returned or replaced free of charge; please report such issues within 48 hours of delivery with photographs. Refunds are issued to the original payment method within 7 working days of receiving the returned item.',
        'Digital course access that has already been started, and custom drones built to your specification, are not eligible for a change-of-mind refund, but remain covered by our warranty and by your statutory rights.',
      ],
    },
    {
      id: 'drones',
      heading: '5. Drone products and safe operation',
      body: [
        'Drones are regulated aircraft. By buying a drone from us you agree to operate it in accordance with the Drone Rules, 2021, the airspace map published on the Digital Sky platform, and any other law or local order that applies. In particular, you are responsible for:',
        [
          'Registering your drone and obtaining a unique identification number where required.',
          'Holding a remote pilot certificate where the category and use of the drone require one.',
          'Checking airspace zones before each flight and not flying in red zones, or in yellow zones without permission.',
          'Respecting the privacy of others and not photographing or recording people or property without lawful grounds.',
          'Following the safety instructions in the user manual, including battery care and pre-flight checks.',
        ],
        'The ED1 Educational Drone is designed for supervised use. Children must fly it only under the supervision of a responsible adult. SkyForge is not liable for loss or damage caused by operation of a drone in breach of the law or of our safety instructions.',
        'Our drones carry a 12-month limited warranty against manufacturing defects from the date of delivery. The warranty does not cover crash damage, wear parts such as propellers, water damage, unauthorised modifications or misuse. Custom drones are covered by the warranty terms in their individual contract.',
      ],
    },
    {
      id: 'training',
      heading: '6. Training programs',
      body: [
        'Program schedules, instructors and venues may change for reasons beyond our control; we will give as much notice as possible and offer an alternative session or a pro-rata refund. Fees paid for a program may be refunded in full if you cancel at least 7 days before it starts, and in part thereafter, as described in the program brochure.',
        'Parents and guardians are responsible for a child’s safe travel to and from in-person sessions. Students are expected to treat instructors, classmates and equipment with respect; we may remove a student whose behaviour puts others at risk, after speaking with the parent.',
        'Certificates are issued on completion of the required projects and attendance. Course materials are licensed to the enrolled student for personal learning and may not be resold or shared publicly.',
      ],
    },
    {
      id: 'software-services',
      heading: '7. Software services',
      body: [
        'Custom software development, hospital management systems and cloud services are provided under a separate written agreement or statement of work that sets out the scope, fees, timelines, service levels and data-processing terms. Where that agreement conflicts with these Terms, the agreement prevails.',
        'Unless the agreement says otherwise, you own the custom code we write specifically for you once it is paid for in full, while we retain ownership of our pre-existing tools, libraries and platforms, which we license to you for use with the delivered software.',
        'Software that supports clinical work is a tool for qualified professionals. It does not replace clinical judgement, and decisions about patient care remain the responsibility of the treating clinicians.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '8. Intellectual property',
      body: [
        'The SkyForge name and logo, the content of this website, our course materials, drone designs, software and videos are owned by or licensed to SkyForge and are protected by Indian and international intellectual-property laws. Except as expressly permitted by these Terms, no right or licence is granted to you.',
        'If you send us feedback or ideas, you allow us to use them without obligation to you. Projects created by students in our programs belong to the students.',
      ],
    },
    {
      id: 'liability',
      heading: '9. Disclaimers and limitation of liability',
      body: [
        'Our website and its content are provided "as is" for general information. While we work hard to keep it accurate and available, we do not guarantee that it will always be complete, current, secure or uninterrupted.',
        'To the fullest extent permitted by law, SkyForge will not be liable for any indirect, incidental, special or consequential loss, or for loss of profit, revenue, data or goodwill, arising from your use of the website or our products. Our total liability for any claim relating to a product or service is limited to the amount you paid for that product or service.',
        'Nothing in these Terms limits any liability that cannot be limited under Indian law, including your rights under the Consumer Protection Act, 2019, or our liability for death or personal injury caused by our negligence.',
      ],
    },
    {
      id: 'indemnity',
      heading: '10. Indemnity',
      body: [
        'You agree to indemnify SkyForge against claims, losses and costs arising from your breach of these Terms or of the law, including the unlawful operation of a drone purchased from us, except to the extent caused by our own fault.',
      ],
    },
    {
      id: 'third-party',
      heading: '11. Third-party links and services',
      body: [
        'Our website links to third-party websites, such as our social media pages and payment providers. We are not responsible for their content or practices, and their own terms and privacy policies apply when you use them.',
      ],
    },
    {
      id: 'governing-law',
      heading: '12. Governing law and disputes',
      body: [
        `These Terms are governed by the laws of India. We encourage you to contact us first so that we can try to resolve any concern informally. Complaints can be sent to our Grievance Officer at ${email}; we will acknowledge them within 48 hours and aim to resolve them within one month, as required by the Consumer Protection (E-Commerce) Rules, 2020.`,
        `Subject to your rights as a consumer to approach the consumer commissions, the courts at ${address.city}, ${address.region} shall have exclusive jurisdiction over any dispute arising out of these Terms.`,
      ],
    },
    {
      id: 'changes-contact',
      heading: '13. Changes and contact',
      body: [
        'We may update these Terms from time to time. The version in force when you place an order applies to that order. Continued use of the website after a change means you accept the updated Terms.',
        'If you have any questions about these Terms, please contact us:',
        [postal, `E-mail: ${email}`, `Phone: ${phones.join(' / ')}`],
      ],
    },
  ],
};

/** Word count of a legal document (used by tests to keep the texts of real length). */
export function countWords(document: LegalDocument): number {
  const text = [
    ...document.intro,
    ...document.sections.flatMap((section) => [section.heading, ...section.body.flat()]),
  ].join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}
