// The app database's records: what each table of db.ts holds. Types only, with no Dexie: the
// database module, every table's reader and writer, and the back office's figure maths all import
// them from here, so none of them has to import db.ts for a type (no import circles, issue 36).
import type { Product } from '../api/types';
import type { OrderStatus } from './orderStatuses';

export interface OrderItem {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  imageUrl: string;
  /** The product's category when ordered; an order outlives its catalogue, so any text. */
  category: Product['category'] | (string & {});
}

export interface CustomerInfo {
  name: string;
  email: string;
  /** One line: street, city, postal code, country. */
  address: string;
}

/** One status change, with when it really happened. */
export interface OrderStatusChange {
  status: OrderStatus | string;
  at: string; // ISO
}

/** What the customer last saw of the order (drives "Updated" in the order history). */
export interface OrderSeenState {
  status: OrderStatus | string;
  /** Time of the newest support message seen, or null when there was none. */
  supportMessageAt: string | null;
}

export interface Order {
  id: string; // ORD-{timestamp}-{random}
  items: OrderItem[];
  status: OrderStatus | string;
  subtotal: number;
  discount: number;
  couponCode: string | null;
  total: number;
  createdAt: string; // ISO
  customerInfo: CustomerInfo;
  /** Lower-cased e-mail, indexed for order history. */
  email: string;
  /** Every status, oldest first, from placing on. Orders saved before it existed have none. */
  statusHistory?: OrderStatusChange[];
  /** Lower-cased e-mail of the account that placed it, when signed in (may differ from `email`). */
  placedBy?: string | null;
  /** Set when the customer opens the order page. */
  customerSeen?: OrderSeenState;
  /** The customer's name trimmed and lower-cased, for the admin's sort (set on every write). */
  nameKey?: string;
  /** The words the admin's search finds it by (lib/searchWords.ts; set on every write). */
  searchWords?: string[];
}

export interface OrderMessage {
  id: string; // MSG-{timestamp}
  orderId: string;
  text: string;
  sender: 'customer' | 'support';
  timestamp: string; // ISO
  /** Read by staff (drives the admin messages badge). */
  readByStaff: boolean;
  /** 1 on a customer message staff have not read, absent otherwise (set on every write). */
  staffUnread?: 1;
}

export type CartHistoryStatus = 'active' | 'purchased' | 'removed';

export interface CartHistoryRecord {
  id: string;
  /** Lower-cased e-mail of the signed-in customer, or 'guest'. */
  owner: string;
  productId: string;
  productName: string;
  productImage: string;
  price: number;
  quantity: number;
  status: CartHistoryStatus;
  addedAt: string; // ISO
}

export interface WishlistEntry {
  productId: string;
  product: Product;
  addedAt: string; // ISO
}

export type NotificationType = 'warning' | 'success' | 'error' | 'info';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  timestamp: string; // ISO
  read: boolean;
  actionRequired: boolean;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

/** How a staff reply on a contact conversation went out: e-mailed, or waiting in the outbox. */
export type ReplyDelivery = 'sent' | 'waiting';

export interface ConversationMessage {
  id: string;
  sender: 'customer' | 'admin';
  text: string;
  timestamp: string;
  /** Staff replies on a contact conversation only: e-mailed to the visitor, or still waiting. */
  delivery?: ReplyDelivery;
}

/**
 * Admin conversations that do not belong to an order (the samples, support requests, and since
 * issue 35 the contact form's messages: `kind: 'contact'`, whose replies are e-mailed).
 */
export interface Conversation {
  id: string;
  customerName: string;
  customerEmail: string;
  messages: ConversationMessage[];
  unread: number;
  updatedAt: string;
  /** 'contact' for a message from the contact form; absent for every other conversation. */
  kind?: 'contact';
  /** A contact message's subject. */
  subject?: string;
  /** A contact message's phone number, '' when none was given. */
  phone?: string;
}

export interface OutboxEntry {
  id?: number;
  /** 'contact': a visitor's contact message; 'contactReply': staff's reply to one. */
  kind: 'contact' | 'contactReply';
  payload: Record<string, string>;
  createdAt: string;
  attempts: number;
  lastError: string | null;
}

export interface JobApplication {
  id?: number;
  jobId: string;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  coverLetter: string;
  linkedin: string;
  portfolio: string;
  resumeName: string | null;
  resumeSize: number | null;
  submittedAt: string;
}

/** Customers added by staff in the admin (derived ones come from orders). */
export interface CustomerRecord {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  joinDate: string;
  status: 'active' | 'inactive';
}

/** One product in an interest lead. */
export interface InterestItem {
  productId: string;
  name: string;
}

/**
 * What a booth visitor left in the cart and the wishlist when the device started over (issue 35,
 * point 10): a lead of kind "interest". Nothing personal unless the visitor gave it by signing in.
 */
export interface InterestLead {
  id: string; // INT-{timestamp}-{random}
  at: string; // ISO
  cart: (InterestItem & { quantity: number })[];
  wishlist: InterestItem[];
  /** The signed-in customer's own name and e-mail; null for a guest. */
  visitor: { name: string; email: string } | null;
}
