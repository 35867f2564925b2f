// Find my order (issue 35): a guest's way back to an order, by its id and checkout e-mail. Pure.

export const findOrderTexts = {
  title: 'Find my order',
  intro: 'Enter the order ID and the e-mail address you gave at checkout.',
  orderId: 'Please enter your order ID',
  email: 'Please enter a valid email address',
  // One answer for a wrong id and a wrong e-mail: nobody learns which orders exist.
  notFound: 'No order matches this order ID and e-mail address. Check both and try again.',
} as const;

export interface FindOrderValues {
  orderId: string;
  email: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const findOrderValidation = {
  orderId: (value: string) => (value.trim() ? null : findOrderTexts.orderId),
  email: (value: string) => (emailPattern.test(value.trim()) ? null : findOrderTexts.email),
};
