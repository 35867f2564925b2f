// The two hard-coded conversations of the admin's Messages (spec §3: "two fake samples"), in a
// file of their own: a fresh device seeds them when the back office first opens, and their chunk
// then carries no other sample or help text.

export interface SampleConversation {
  id: string;
  customerName: string;
  customerEmail: string;
  /** Minutes before seeding at which each message was written. */
  messages: { sender: 'customer' | 'admin'; text: string; minutesAgo: number }[];
  unread: number;
}

/** The two hard-coded conversations, seeded once into db.conversations. */
export const sampleConversations: SampleConversation[] = [
  {
    id: 'CONV-sample-1',
    customerName: 'Priya Raman',
    customerEmail: 'priya.raman@example.com',
    messages: [
      {
        sender: 'customer',
        text: 'Hello! Does the ED1 Educational Drone come with spare propellers?',
        minutesAgo: 180,
      },
      {
        sender: 'admin',
        text: 'Hi Priya, yes: every ED1 ships with a full spare set of propellers and guards.',
        minutesAgo: 170,
      },
      {
        sender: 'customer',
        text: 'Great, and can I add a second battery to my order?',
        minutesAgo: 25,
      },
    ],
    unread: 1,
  },
  {
    id: 'CONV-sample-2',
    customerName: 'Daniel Brooks',
    customerEmail: 'daniel.brooks@example.com',
    messages: [
      {
        sender: 'customer',
        text: 'I bought the data science course last year. Is there an updated version?',
        minutesAgo: 2 * 24 * 60,
      },
      {
        sender: 'customer',
        text: 'Also, do you offer a certificate after completing it?',
        minutesAgo: 2 * 24 * 60 - 5,
      },
    ],
    unread: 2,
  },
];
