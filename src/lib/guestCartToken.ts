// A guest cart's token is made from a secret only the browser that made the cart keeps (issue 35):
// the token travels with every cart call, so it proves nothing; at sign-in the app sends the
// secret instead, and the backend merges the cart of the token made from it. Someone who learnt
// another visitor's token cannot name a secret that makes it, so their sign-in merges nothing.
// Shared by the app (src/data/session.ts) and the mocked backend (mocks/handlers/auth.ts).

/** The guest cart token of a secret: `guest-` and the secret's SHA-256 (UTF-8) in lower-case hex. */
export async function guestCartTokenOf(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'));
  return `guest-${hex.join('')}`;
}
