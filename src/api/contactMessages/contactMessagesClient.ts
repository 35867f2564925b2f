// The contact messages the backend keeps (admin, catalogue service), with the admin's session
// token. Throws ApiError on failure; the records come back unchecked (the inbox checks each).
import { env } from '../../config/env';
import { request } from '../http';
import { WireError } from '../wire';

/** The contact messages stored before `before`, oldest first, as stored. */
export async function listStoredContactMessages(
  token: string | null,
  before: Date,
): Promise<unknown[]> {
  const answer = await request(env.catalogApi, '/admin/contact-messages', {
    token,
    query: { before: before.toISOString() },
  });
  if (!Array.isArray(answer)) throw new WireError('expected a list of contact messages');
  return answer;
}
